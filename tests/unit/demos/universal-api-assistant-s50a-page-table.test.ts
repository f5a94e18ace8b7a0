/**
 * Task s50 a (issue 28, tester u33f F8): the table "What everyday wordings become" on the API assistant's page is read
 * from the MDX and every row is run through assist(), the function the page calls on Find, with the sample document the
 * page loads. The operation, the values filled (exactly these) and the excerpt of the note must all match, so the table
 * cannot drift from the tool.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parseOpenApi} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';

const PAGE = readFileSync(`${__dirname}/../../../demo-room/universal-api-assistant.mdx`, 'utf8');
const parsed = parseOpenApi(SAMPLE_OPENAPI);
if (!parsed.ok) throw new Error(parsed.error.message);
const sample = parsed.doc;

/** The rows of the first table after the heading: cells trimmed, header and divider left out. */
function tableRows(heading: string): string[][] {
  const after = PAGE.slice(PAGE.indexOf(`### ${heading}`));
  const lines = after.split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(1, -1).split(' | ').map((c) => c.trim()));
  }
  return rows;
}
const code = (cell: string) => /^`([^`]+)`/.exec(cell)?.[1] ?? null;

describe('F8: every row of the page’s table is what the tool does', () => {
  const rows = tableRows('What everyday wordings become');
  it('the table is there, with at least ten rows of four cells', () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) expect(row).toHaveLength(4);
  });
  for (const [typed, op, filled, note] of rows) {
    it(typed, () => {
      const request = code(typed);
      expect(request).not.toBeNull();
      const a = assist(sample, request!);
      const chosen = a.chosen ? `${a.chosen.method.toUpperCase()} ${a.chosen.path}` : null;
      expect(chosen).toBe(op.startsWith('none') ? null : code(op));
      const values = Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value]));
      const said = filled === 'nothing' ? {} : Object.fromEntries(filled.split('; ').map((pair) => pair.split(' = ')));
      expect(values).toEqual(said);
      if (note === 'none') expect(a.notes.map((n) => n.note)).toEqual([]);
      else expect(a.notes.map((n) => n.note).join('\n')).toContain(note);
    });
  }
});
