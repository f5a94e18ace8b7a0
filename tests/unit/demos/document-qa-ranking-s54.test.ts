/**
 * s54 (issue 28, u39b): Document Q&A ranking and "No good match" honesty, reproduced with our own documents
 * (fixtures/s54rk), searched as the demo searches them (parts.ts findInParts, top 4). Each `describe` names the finding it
 * checks; each failed on integration 443d899e before its fix. The last block is the ranking table (fixtures/s54rk/table.ts):
 * its counts may get better, never worse.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';
import type {Found} from '@site/src/demos/kit/find';
import {agentHeld, holdsIdentifier} from '@site/src/demos/kit/match';
import {labelledTableRows} from '@site/src/demos/kit/tableRows';
import {labelledTableRows as PassageListRows} from '@site/src/demos/kit/components/PassageList';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s54rk', name), 'utf8');

async function ask(text: string, question: string): Promise<Found> {
  const index = buildIndex(chunkDocuments([{id: 'pasted', title: 'Pasted text', text}]));
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  return findInParts(retriever, question, 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

/** The first good match's text, '' for "No good match". */
const first = async (text: string, question: string) => (await ask(text, question)).judged.good[0]?.passage.text ?? '';

describe('u39b F3: the section labelled with the price word asked comes first', () => {
  const programme = fixture('programme.md');
  for (const q of ['What is the fee?', 'What does it cost?', "What's the fee?"]) {
    it(`programme.md: ${q}`, async () => expect(await first(programme, q)).toMatch(/^## Conference fee\n+The fee is 390 euros/));
  }
  it('course.md: What does it cost? (the "## Price" section)', async () => expect(await first(fixture('course.md'), 'What does it cost?')).toMatch(/^## Price\n+The course costs 320 euros/));
  it('a question naming the workshops still gets them first', async () => expect(await first(programme, 'How much do workshops cost?')).toMatch(/^## Workshops/));
});

describe('u39b: "Who won in 2025?" is answered by "2025 winner: …" and by a Winner column', () => {
  it('programme.md', async () => expect(await first(fixture('programme.md'), 'Who won in 2025?')).toMatch(/2025 winner: the Tidal Records project/));
  it('course.md (table)', async () => expect(await first(fixture('course.md'), 'Who won in 2025?')).toMatch(/\| 2025 \| Omar Haddad \|/));
  it('a year the document has no winner for stays "No good match"', async () => {
    expect(await first(fixture('programme.md'), 'Who won in 2023?')).toBe('');
    expect(await first(fixture('course.md'), 'Who won in 2022?')).toBe('');
  });
  it('only after "who": "won" elsewhere is not read as "win"', () => {
    expect(agentHeld('Who won in 2025?', '| Year | Winner |')).toEqual(['won']);
    expect(agentHeld('How much is 100 won in euros?', '| Year | Winner |')).toEqual([]);
  });
});

describe('clean-up: one table-row helper for the passage card and the match rules, output unchanged', () => {
  // The two copies as they were before s54 (PassageList's labelledTableRows, match.ts's tableRowsLabelled), the reference.
  const cellsOf = (line: string) => line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  const isTableRow = (line: string | undefined) => line !== undefined && /^\s*\|.*\|\s*$/.test(line);
  const isRule = (line: string | undefined) => isTableRow(line) && cellsOf(line!).every((c) => /^:?-{2,}:?$/.test(c));
  function cardBefore(text: string): string {
    const lines = text.split('\n');
    const out: string[] = [];
    let head: string[] | null = null;
    lines.forEach((line, i) => {
      if (isTableRow(line) && isRule(lines[i + 1])) head = cellsOf(line);
      else if (head && isRule(line)) return;
      else if (head && isTableRow(line)) out.push(cellsOf(line).map((c, j) => (c ? (head![j] ? `${head![j]}: ${c}` : c) : '')).filter(Boolean).join(' · '));
      else {
        head = null;
        out.push(line);
      }
    });
    return out.join('\n');
  }
  function matchBefore(text: string): string {
    if (!text.includes('|')) return text;
    const lines = text.split('\n');
    let head: string[] | null = null;
    return lines
      .map((line, i) => {
        if (isTableRow(line) && isRule(lines[i + 1])) {
          head = cellsOf(line);
          return line;
        }
        if (head && isRule(line)) return line;
        if (head && isTableRow(line)) return cellsOf(line).map((c, j) => (c && head![j] ? `${head![j]}: ${c}` : c)).filter(Boolean).join(' · ');
        head = null;
        return line;
      })
      .join('\n');
  }
  const POOL = ['| Team | Lead | Floor |', '|---|---|---|', '|:---|---:|:-:|', '| Security | Priya Natarajan | 3 |', '| Payments |  | 2 |', '|  | Lena Vogt |  |', '| a | b |', '| a | b | c | d |', 'Team | Lead', 'Security | Priya', 'Claims: a | b is no table.', '', '## Teams', 'Plain text.', '| - | - |', '|--|', '  | indented | row |  '];
  // A small linear congruential generator: the same texts on every run.
  let seed = 54;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const texts = [fixture('staff.md'), fixture('course.md'), fixture('programme.md'), ...Array.from({length: 400}, () => Array.from({length: 1 + Math.floor(next() * 8)}, () => POOL[Math.floor(next() * POOL.length)]).join('\n'))];
  it('as the card shows a table (head row and rule dropped)', () => {
    for (const t of texts) expect(labelledTableRows(t)).toBe(cardBefore(t));
  });
  it('as the match rules read it (head row and rule kept)', () => {
    for (const t of texts) expect(labelledTableRows(t, {keepHead: true})).toBe(matchBefore(t));
  });
  it('PassageList and match.ts use it', () => {
    expect(PassageListRows).toBe(labelledTableRows);
    expect(holdsIdentifier({id: 'x', source: 'x', text: '| Release | Published |\n|---|---|\n| 4.1 | 2026-09-01 |'}, {said: 'release 4.1', noun: 'release', id: '4.1'})).toBe(true);
  });
});
