/**
 * A Markdown table's rows written with their column names, "Release: 4.1 · Published: 2026-09-01" (u34b F6, u37b F8), shared
 * by the passage card (PassageList, which shows the rows so) and the match rules (match.ts holdsIdentifier, which reads a row's
 * id by its column's header). A table is a head row followed by its "| --- |" rule; other lines stay as they are. React-free.
 * Part of src/demos/kit (s54: the two copies, PassageList's labelledTableRows and match.ts's tableRowsLabelled, made one).
 */
/** A Markdown table line's cells, trimmed, without the outer pipes. */
export const cellsOf = (line: string) => line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
/** A Markdown table line: it opens and closes with a pipe. */
export const isTableRow = (line: string | undefined) => line !== undefined && /^\s*\|.*\|\s*$/.test(line);
/** A table's head rule ("| --- | :-: |"). */
export const isRule = (line: string | undefined) => isTableRow(line) && cellsOf(line!).every((c) => /^:?-{2,}:?$/.test(c));

/**
 * `text` with each table row as "column: value · column: value" (an empty cell left out, a cell under an empty header as it
 * is). The head row and the rule are dropped, as the card shows a table; with `keepHead` they stay as written (match.ts
 * reads the head row's words too).
 */
export function labelledTableRows(text: string, {keepHead = false}: {keepHead?: boolean} = {}): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  let head: string[] | null = null;
  lines.forEach((line, i) => {
    if (isTableRow(line) && isRule(lines[i + 1])) {
      head = cellsOf(line);
      if (keepHead) out.push(line);
    } else if (head && isRule(line)) {
      if (keepHead) out.push(line);
    } else if (head && isTableRow(line)) out.push(cellsOf(line).map((c, j) => (c && head![j] ? `${head![j]}: ${c}` : c)).filter(Boolean).join(' · '));
    else {
      head = null;
      out.push(line);
    }
  });
  return out.join('\n');
}
