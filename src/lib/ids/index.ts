/**
 * Element ids that the server and the browser compute alike (issue 30).
 *
 * The server renders with React 19 and the browser runs Preact by default; the two runtimes' `useId` give different
 * ids ("_R_5lshe7_" on the server, "P0-1" in the browser). An attribute that keeps its server value looks fine after
 * hydration, but once the browser writes it again (an `aria-describedby` that gains an error id, a `for` re-rendered,
 * a list that opens), the browser's id goes in and names no element (u30a UAA-4). So the demos and learning tools take
 * their ids from a key of their own: a name fixed in the module, plus what tells one instance or one field from another
 * (a prop, a field's name), the same on every runtime.
 *
 * `stableId('api-assistant', 'field', 'query:limit')` → `"api-assistant-field-query_3a_limit"`. Parts are joined with
 * "-"; in each part, a character other than an ASCII letter, digit or "-" becomes `_<hex code>_`, so the id holds no
 * space (id lists split on spaces), is safe in a URL fragment and a CSS selector, and two different values of one part
 * (two field names) never give the same id. Empty, false, null and undefined parts are left out, for `stableId('chat', workspace && 'workspace')`.
 *
 * The key must be unique on the page: one per component that appears once (a demo, a tool, the search box by variant).
 * A component that can appear several times takes a part that tells the instances apart.
 */
export type IdPart = string | number | false | null | undefined;

function encodePart(part: string | number): string {
  return String(part).replace(/[^A-Za-z0-9-]/gu, (ch) => `_${ch.codePointAt(0)!.toString(16)}_`);
}

export function stableId(...parts: readonly IdPart[]): string {
  const kept = parts.filter((p): p is string | number => p !== false && p !== null && p !== undefined && p !== '');
  if (kept.length === 0) throw new Error('stableId needs at least one part');
  return kept.map(encodePart).join('-');
}
