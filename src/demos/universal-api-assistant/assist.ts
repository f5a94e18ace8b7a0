/**
 * The assistant's whole reading of one request, as the page shows it: one pure function (no DOM, no state), used by
 * index.tsx and by the unit tests, so the rows run exactly the page's chain:
 * withoutNegated → correctTypos → rankOperations → judgeOperations → orderOperations → formFields → valuesFromRequest.
 */
import {
  checkValue,
  correctTypos,
  emptyChangeNote,
  formFields,
  freeText,
  freeTextAsGiven,
  indexOperations,
  judgeOperations,
  orderOperations,
  rankOperations,
  requestIntent,
  SAFE_METHODS,
  valuesFromRequest,
  withdrawnBy,
  withoutNegated,
  type ApiDocument,
  type Field,
  type FilledValue,
  type FillNote,
  type ListedOperation,
  type Operation,
  type OperationMatch,
  type RankedOperation,
} from '@site/src/demos/universal-api-assistant/openapi';
import type {Bm25Index} from '@site/src/retrieval/bm25';

export type Assisted = {
  /** The request as ranked: negated parts left out, typing slips read as the API's words. */
  wanted: string;
  /** The slips read ("cancle" as "cancel"). */
  fixes: Array<[string, string]>;
  /** The operations found, by score (at most five). */
  ranked: RankedOperation[];
  /** Whether each ranked operation is a good match, and why not (same order as ranked). */
  judged: OperationMatch[];
  /** As listed on the page, best first, each marked good or weak. */
  listed: ListedOperation[];
  /** The keys of the good matches. */
  goodKeys: Set<string>;
  /** The reason no operation is a good match, when none is (the best-scored one's). */
  weakReason: OperationMatch['reason'];
  /** The operation shown: the one picked, else the first good match, else none. */
  chosen: Operation | null;
  /** Its form fields. */
  fields: Field[];
  /** The values filled from the request, by field id. */
  filled: Map<string, FilledValue>;
  /** Why a value the request names is not filled in, or how one was read. */
  notes: FillNote[];
  /** The take-back that ends the request ("actually don't"), when it does: then nothing is ranked or chosen (UAA-11). */
  withdrawn: string | null;
};

/**
 * What the page shows for `request` asked of `doc`: the ranked list with good and weak marks, the operation chosen (or
 * the one the reader `pick`ed, by key), the values filled and the notes. `index` may be passed when it is already built.
 */
/**
 * "min" or "mins" right after a number is minutes, a duration, never a minimum (issue 28, u31d F3: "book room N-204 …
 * for 45 min" chose GET /rooms and filled minSeats = 45): it is read as "minutes" before anything else.
 */
export function minutesSpelledOut(request: string): string {
  return request.replace(/(\d)\s*mins?\.?(?![\p{L}\p{N}])/giu, '$1 minutes');
}

/**
 * A value read from the request with "min" spelled out is given back as written (issue 28, u33f F2: the memo
 * "massage, 30 min" was sent as "massage, 30 minutes"): text to be sent is sent as the reader wrote it.
 */
function asWritten(v: FilledValue, given: string): FilledValue {
  if (!/\d minutes/.test(v.value)) return v;
  const pattern = v.value
    .split(/(?<=\d) minutes/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(String.raw`\s*(?:minutes|mins?)`);
  const m = new RegExp(`${pattern}(?![\\p{L}\\p{N}])`, 'iu').exec(given);
  return m ? {...v, value: m[0], found: v.found === v.value ? m[0] : v.found} : v;
}

/**
 * Text to send keeps what the reader typed (issue 28, u34f F3): a typing slip is read as the API's word to find the
 * operation and the fields' names, never inside a free-text value ("with delivery note custmer will colect" is sent as
 * typed, never "customer will colect"), and a word read as a field's name ("deliver" as "delivery") never eats the start
 * of the value ("to deliver via loading dock B" keeps "deliver"). A free-text field takes its value from the request as
 * typed when that reading finds one, else its words as typed where the slips were put right. Returns the slips still
 * read outside the values kept as typed, for the page's "Read … as …" line.
 */
function asTyped(fields: readonly Field[], filled: Map<string, FilledValue>, notes: FillNote[], fixes: Array<[string, string]>, typedText: string, request: string, given: string): Array<[string, string]> {
  const free = fields.filter(freeText);
  if (!free.length) return fixes;
  const typed = new Map(valuesFromRequest(free, typedText, [], request).map((v) => [v.id, asWritten(v, given)]));
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const f of free) {
    const own = filled.get(f.id);
    const asGiven = typed.get(f.id);
    if (asGiven && asGiven.value !== own?.value) {
      filled.set(f.id, asGiven);
      const at = notes.findIndex((n) => n.id === f.id && !n.filled);
      if (at >= 0) notes.splice(at, 1);
      continue;
    }
    if (!own || asGiven) continue;
    // Read only where the slips were put right (a field's name typed wrong): its words as typed.
    const words = own.value.split(/(\s+)/).map((w) => {
      const from = fixes.filter(([, to]) => to.toLowerCase() === w.toLowerCase()).map(([typedWord]) => typedWord);
      return from.length ? `(?:${[w, ...from].map(escape).join('|')})` : escape(w);
    });
    const m = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('')}(?![\\p{L}\\p{N}])`, 'iu').exec(given);
    if (m && m[0] !== own.value) filled.set(f.id, {...own, value: m[0], found: own.found === own.value ? m[0] : own.found});
  }
  // A slip seen only inside values kept as typed was not read as anything: the page does not say it was.
  const kept = free.map((f) => filled.get(f.id)?.value ?? '').filter(Boolean);
  const count = (text: string, word: string) => [...text.matchAll(new RegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, 'giu'))].length;
  return fixes.filter(([from]) => count(given, from) > kept.reduce((n, v) => n + count(v, from), 0));
}

const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Where `text` occurs in `within` as whole words, as [start, end) spans. */
function spansOf(within: string, text: string): Array<readonly [number, number]> {
  if (!text.trim()) return [];
  return [...within.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(text)}(?![\\p{L}\\p{N}])`, 'giu'))].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
}

/**
 * Text to send is the reader's, whole (issue 28, u35f):
 * - F2: a negation inside unquoted text to send is text ("with the message we cant reproduce it" sends "we cant
 *   reproduce it", never "we"): where the request read as given gives a free-text field a longer value holding every
 *   word of the one read with negations left out (or a value where none was read), that value is filled.
 * - F1: the words of a free-text value never fill another field ("set the note of PO-31337 to "not cancelled, just
 *   late"" changed the status to cancelled): a value another field took whose words occur in the request only inside
 *   the text to send is taken back, with any note on it, so Build never sends it.
 * Returns the typing slips still read outside the values kept as typed.
 */
function wholeText(fields: readonly Field[], filled: Map<string, FilledValue>, notes: FillNote[], fixes: Array<[string, string]>, request: string, given: string): Array<[string, string]> {
  const free = fields.filter(freeText);
  if (!free.length) return fixes;
  const words = (t: string) => t.toLowerCase().split(/[^\p{L}\p{N}'’]+/u).filter(Boolean);
  for (const v of freeTextAsGiven(fields, request).map((x) => asWritten(x, given))) {
    const own = filled.get(v.id);
    // Measured without spaces: the reading with negations left out blanks "at home" in "was not at home, we will retry"
    // and keeps its length (issue 28, u36f F3: the blanked text was sent).
    const solid = (t: string) => t.replace(/\s+/g, '').length;
    if (own && (solid(v.value) <= solid(own.value) || !words(own.value).every((w) => words(v.value).includes(w)))) continue;
    filled.set(v.id, v);
    const at = notes.findIndex((n) => n.id === v.id && !n.filled);
    if (at >= 0) notes.splice(at, 1);
  }
  // The text to send, with the quotes around it.
  const texts = free.flatMap((f) => spansOf(given, filled.get(f.id)?.value ?? '')).map(([s, e]) => {
    const open = /["“‘']$/u.test(given.slice(0, s)) ? 1 : 0;
    const close = /^["”’']/u.test(given.slice(e)) ? 1 : 0;
    return [s - open, e + close] as const;
  });
  if (!texts.length) return fixes;
  const inText = (word: string) => {
    const at = spansOf(given, word);
    return at.length > 0 && at.every(([s, e]) => texts.some(([ts, te]) => s >= ts && e <= te));
  };
  const freeIds = new Set(free.map((f) => f.id));
  for (const [id, v] of [...filled]) {
    if (freeIds.has(id) || !inText(v.found)) continue;
    filled.delete(id);
    for (let i = notes.length - 1; i >= 0; i--) if (notes[i].id === id) notes.splice(i, 1);
  }
  // A note on another field about words only inside the text ("your request excludes “confirmed”") goes too.
  for (let i = notes.length - 1; i >= 0; i--) {
    const n = notes[i];
    if (freeIds.has(n.id) || filled.has(n.id)) continue;
    const quoted = [...n.note.matchAll(/“([^”]+)”/gu)].map((m) => m[1]);
    if (quoted.length && quoted.every(inText)) notes.splice(i, 1);
  }
  const kept = free.map((f) => filled.get(f.id)?.value ?? '').filter(Boolean);
  const count = (text: string, word: string) => spansOf(text, word).length;
  return fixes.filter(([from]) => count(given, from) > kept.reduce((n, v) => n + count(v, from), 0));
}

/**
 * What follows an id and a colon is the text to send (issue 28, u35f F7: the page's own "comment on TCK-2001: customer
 * called back" left the body empty, as did "request a repair for AT-10234: screen flickers after sleep, high
 * priority"): where the operation has one free-text field, still empty, and the request writes a path value the form
 * took and then ":", the text after it goes into that field, up to where a value another field took starts
 * ("…, high priority" is the priority's), without a comma or "and" before it.
 */
/**
 * "owner/repo", as code hosts write a repository ("octocat/hello-world"), fills the path values named owner and repo
 * (repository) when neither is filled yet and the request writes exactly one such pair, each part with a letter, none
 * part of a link, path or date (s56 v-api F9).
 */
function ownerSlashRepo(fields: readonly Field[], filled: Map<string, FilledValue>, given: string): void {
  const owner = fields.find((f) => f.location === 'path' && /^(?:owner|org|organization|user(?:name)?)$/i.test(f.name));
  const repo = fields.find((f) => f.location === 'path' && /^repo(?:sitory)?(?:[_-]?name)?$/i.test(f.name));
  if (!owner || !repo || filled.has(owner.id) || filled.has(repo.id)) return;
  const pairs = [...given.matchAll(/(?<![\p{L}\p{N}._\/:@#-])([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]*[A-Za-z0-9_])(?![\p{L}\p{N}_\/@-]|\.[\p{L}\p{N}])/gu)].filter((m) => /[A-Za-z]/.test(m[1]) && /[A-Za-z]/.test(m[2]) && !/^(?:and|either|he|she|yes|on|in|read|input)\/(?:or|she|he|her|him|no|off|out|write|output)$/i.test(m[0]));
  if (pairs.length !== 1) return;
  const [, o, r] = pairs[0];
  filled.set(owner.id, {id: owner.id, label: owner.label, value: o, found: o});
  filled.set(repo.id, {id: repo.id, label: repo.label, value: r, found: r});
}

function afterIdColon(fields: readonly Field[], filled: Map<string, FilledValue>, given: string): void {
  const free = fields.filter(freeText);
  if (free.length !== 1 || filled.has(free[0].id)) return;
  for (const f of fields) {
    const id = f.location === 'path' ? filled.get(f.id) : undefined;
    if (!id) continue;
    const m = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(id.found)}\\s*:\\s*(?=\\S)`, 'iu').exec(given);
    if (!m) continue;
    const start = m.index + m[0].length;
    let end = given.length;
    for (const [other, v] of filled) {
      if (other === f.id) continue;
      for (const [s] of spansOf(given, v.found)) if (s >= start && s < end) end = s;
    }
    let text = given.slice(start, end).replace(/(?:[\s,;]|(?<![\p{L}])and)+$/u, '').trim();
    const quoted = /^(["“‘'])([^]*)(["”’'])$/u.exec(text);
    if (quoted) text = quoted[2];
    if (!text) return;
    filled.set(free[0].id, {id: free[0].id, label: free[0].label, value: text, found: text});
    return;
  }
}

/**
 * A number of the things an operation creates ("buy 5 figma licenses" for "Buy software licenses", POST
 * /software-licenses) is its one count field (seats, quantity…) when nothing else filled it (issue 28, u35f F7: seats
 * stayed empty, so Build refused), with a note saying how it was read; a number the field refuses is said, not filled.
 */
const COUNT_NAME = /^(?:seats|quantity|qty|count|copies|units|licen[cs]es|number[_-]?of[_-]?\p{L}+)$/iu;
function countOfItems(op: Operation, fields: readonly Field[], filled: Map<string, FilledValue>, notes: FillNote[], given: string): void {
  if (op.method !== 'POST' || op.path.endsWith('}')) return;
  const counts = fields.filter((f) => f.location === 'body' && f.schema.type === 'integer' && COUNT_NAME.test(f.name));
  if (counts.length !== 1 || filled.has(counts[0].id) || notes.some((n) => n.id === counts[0].id)) return;
  const [f] = counts;
  const segment = op.path.split('/').filter(Boolean).pop() ?? '';
  const noun = (segment.split(/[-_]/).pop() ?? '').toLowerCase().replace(/s$/, '');
  if (noun.length < 3) return;
  const said = [...given.matchAll(new RegExp(`(?<![\\p{L}\\p{N}.,$€£¥-])(\\d+)\\s+(?:[\\p{L}-]+\\s+){0,2}?${escapeRe(noun)}s?(?![\\p{L}])`, 'giu'))];
  if (said.length !== 1) return;
  const [found, n] = [said[0][0], said[0][1]];
  const checked = checkValue(n, f.schema);
  if (!checked.ok) {
    notes.push({id: f.id, label: f.label, note: `“${found}” from your request is not filled in: ${f.label} ${n} ${checked.error.replace(/^must be at least/, 'is below the minimum of').replace(/^must be at most/, 'is above the maximum of')}`});
    return;
  }
  filled.set(f.id, {id: f.id, label: f.label, value: n, found});
  notes.push({id: f.id, label: f.label, note: `“${found}” from your request is read as ${f.label} ${n} (one for each ${noun}); check that it is the number you mean`, filled: true});
}

/**
 * A create never takes as its new item's own id an id the request names as its target (issue 28, s56 w-api F3: "add 30
 * units to MLK-0007" chose "Add a new item" with sku = MLK-0007 instead of "Adjust the stock level"). A POST on a
 * collection ("/items") whose body would take, in the field the API names its items by ("/items/{sku}" → sku), an id
 * the request writes right after "to", "into" or "onto" is listed, never chosen, and the reason names that item.
 */
function createOfTarget(doc: ApiDocument, wanted: string, ranked: readonly RankedOperation[], judged: OperationMatch[]): OperationMatch[] {
  return judged.map((j, i) => {
    const op = ranked[i]?.operation;
    if (!j.good || !op || op.method !== 'POST' || op.path.includes('{')) return j;
    const base = op.path.replace(/\/$/, '');
    const keys = new Set(doc.operations.map((o) => new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\{([^}]+)\\}`).exec(o.path)?.[1]).filter((k): k is string => Boolean(k)));
    if (keys.size === 0) return j;
    const fields = formFields(op);
    const key = valuesFromRequest(fields, wanted).find((v) => fields.some((f) => f.id === v.id && f.location === 'body' && f.parent === null && keys.has(f.name)));
    if (!key || !/\p{L}/u.test(key.value) || !/\p{N}/u.test(key.value)) return j;
    const escaped = key.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}])(?:to|into|onto)\\s+${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(wanted) ? {good: false, reason: 'existing' as const, item: key.value} : j;
  });
}

/**
 * A POST or PUT whose whole body is one list ("Add labels to an issue": an array of strings) and whose request writes
 * that list's noun with words after it ("add labels bug and ui to issue 12"; issue 28, s56 w-api F4: an empty POST was
 * built and called complete): when nothing of the body was read, the note says what was given and not read, and Build
 * asks for it (change: the field is marked), so no request is built with the values left out.
 */
function unreadBody(op: Operation, fields: readonly Field[], filled: ReadonlySet<string>, request: string): FillNote | null {
  if (op.method !== 'POST' && op.method !== 'PUT') return null;
  const body = fields.filter((f) => f.location === 'body');
  if (body.length !== 1 || body[0].parent !== null || body[0].schema.type !== 'array' || filled.has(body[0].id)) return null;
  const noun = op.path.split('/').filter((s) => s && !s.includes('{')).pop()?.toLowerCase() ?? '';
  if (noun.length < 3) return null;
  const stop = '(?:to|in|on|onto|into|for|of|from|at|with)';
  const m = new RegExp(`(?<![\\p{L}])${escapeRe(noun.replace(/s$/, ''))}s?\\s+(?!${stop}(?![\\p{L}]))([^,;!?]*?[^\\s,;.!?])(?=\\s+${stop}(?![\\p{L}])|\\s*(?:[;!?]|\\.(?=\\s|$))|\\s*$)`, 'iu').exec(request);
  if (!m) return null;
  const f = body[0];
  const label = f.name === '(body)' ? 'the request body' : f.label;
  return {id: f.id, label: f.label, note: `your request gives ${noun} “${m[1]}”, but no value was read from it, so ${label} is left empty; type the list before you build the request (Build asks for it)`, change: true};
}

export function assist(doc: ApiDocument, given: string, pick?: string | null, index: Bm25Index = indexOperations(doc)): Assisted {
  const request = minutesSpelledOut(given);
  const withdrawn = withdrawnBy(request);
  const read = correctTypos(doc, withdrawn ? '' : withoutNegated(request));
  const wanted = read.text;
  const ranked = wanted.trim() ? rankOperations(doc, index, wanted, 5) : [];
  const judged = createOfTarget(doc, wanted, ranked, judgeOperations(index, wanted, ranked));
  const listed = orderOperations(wanted, ranked, judged);
  const goodKeys = new Set(ranked.filter((_, i) => judged[i]?.good).map((r) => r.operation.key));
  const picked = pick ? (doc.operations.find((o) => o.key === pick) ?? null) : null;
  const chosen = picked ?? listed.find((x) => x.good)?.ranked.operation ?? null;
  const fields = chosen ? formFields(chosen) : [];
  const notes: FillNote[] = [];
  const filled = new Map(valuesFromRequest(fields, wanted, notes, request).map((v) => [v.id, asWritten(v, given)]));
  const typedFixes = read.fixes.length && chosen ? asTyped(fields, filled, notes, read.fixes, withdrawn ? '' : withoutNegated(request), request, given) : read.fixes;
  const fixes = withdrawn ? typedFixes : wholeText(fields, filled, notes, typedFixes, request, given);
  if (!withdrawn) ownerSlashRepo(fields, filled, given);
  if (!withdrawn) afterIdColon(fields, filled, given);
  if (!withdrawn && chosen) countOfItems(chosen, fields, filled, notes, given);
  // A change with no value read for it is said, on the field it changes (u32e F9).
  const empty = chosen ? emptyChangeNote(chosen, request, new Set(filled.keys())) : null;
  if (empty) {
    const at = notes.findIndex((n) => n.id === empty.id);
    if (at >= 0) notes[at] = {...notes[at], change: true};
    else notes.push(empty);
  }
  const unread = chosen && !withdrawn && !empty ? unreadBody(chosen, fields, new Set(filled.keys()), request) : null;
  if (unread && !notes.some((n) => n.id === unread.id)) notes.push(unread);
  // A request with no verb that names what a create would take ("vacation leave for EMP0042 from … to …") could ask
  // for the list or for a new item (issue 28, u32e F12 and the lead's note): the list is shown, since it changes
  // nothing, and the page says why, so a create is never left unsaid nor built silently.
  // A request that names the list's own plural ("sick leave requests of EMP0042 …") asks for the list: no note.
  const plural = chosen?.path.split('/').filter(Boolean).pop()?.split(/[-_]/).pop() ?? '';
  const namesList = plural !== '' && new RegExp(`(?<![\\p{L}])${plural.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(wanted);
  if (chosen && !picked && !namesList && SAFE_METHODS.has(chosen.method) && !chosen.path.includes('{') && requestIntent(wanted) === null) {
    const create = ranked.map((r) => r.operation).find((o) => o.method === 'POST' && !o.path.includes('{') && valuesFromRequest(formFields(o), wanted).filter((v) => v.id.startsWith('body:')).length >= 2);
    if (create) {
      const what = create.summary ? create.summary.charAt(0).toLowerCase() + create.summary.slice(1).replace(/\.$/, '') : `use ${create.method} ${create.path}`;
      notes.push({id: 'request:verb', label: '(request)', note: `your request names no verb, so it is read as asking for the list (${chosen.method} ${chosen.path}), which changes nothing; to ${what} instead, start the request with its verb (“create …”, “request …”)`});
    }
  }
  return {wanted, fixes, ranked, judged, listed, goodKeys, weakReason: judged.find((j) => j.reason === 'tie' || j.reason === 'verb' || j.reason === 'bulk')?.reason ?? judged[0]?.reason ?? 'words', chosen, fields, filled, notes, withdrawn};
}
