/**
 * Issue 28, task 48k (u31g F1, /tmp/u31g/FINDINGS.md): all 92 model answers tester u31g scripted for Document Q&A on
 * build-b2 (answers.json … answers4.json, copied to fixtures/u31g-answers.json with its documents), replayed as the
 * page runs them: the pasted document cut and searched as the demo does (parts.ts findInParts, top 4), and the
 * answer shown by the page's own Answer view (Verdict.tsx) with the passages retrieved. The heading must be what the
 * tester expected: "grounded" (G; since 49g the clean-check heading, cleanCheckHeading), "check the citations" (F) or
 * "found no answer" (N). On build-b2, 18 of 62 wrong
 * answers were headed grounded and 2 of 29 right ones flagged; on 840b4f39 (before 48k) 11 and 1.
 *
 * Two rows differ from the tester's file, as its FINDINGS.md explains:
 * - "The tenant is Marco Bianchi [1]. The monthly rent is 1,350 euros [2]." was scripted for passages in another order;
 *   the demo lists Deposit [1], the parties [2], Rent [3], so both citations are wrong and flagging them is right (F).
 * - "Who handles escalations?" got "No good match" (u31g F3, retrieval) until s48-d read "who handles" as who is
 *   responsible; it now finds "Escalations go to the duty manager" and its right answer is checked like the others.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {cleanup, render} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {Answer} from '@site/src/demos/document-qa/Verdict';
import {cleanCheckHeading} from '@site/src/demos/kit/support';

type Row = {batch: string; doc: string; q: string; a: string; exp: 'G' | 'F' | 'N'};
const dir = join(__dirname, '..', 'fixtures');
const rows: Row[] = JSON.parse(readFileSync(join(dir, 'u31g-answers.json'), 'utf8'));
const REORDERED = 'The tenant is Marco Bianchi [1]. The monthly rent is 1,350 euros [2].';
const expected = (r: Row) => (r.a === REORDERED ? 'F' : r.exp);

async function passagesFor(r: Row): Promise<string[]> {
  const index = buildIndex(chunkDocuments([{id: 'pasted', title: 'Pasted text', text: readFileSync(join(dir, r.doc), 'utf8')}]));
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  const found = await findInParts(retriever, r.q, 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
  return found.judged.good.map((h) => h.passage.text);
}

function heading(answer: string, passages: string[]): 'G' | 'F' | 'N' {
  const {container} = render(<Answer model="mock-1" answer={answer} streaming={false} count={passages.length} anchor="r-" passages={passages} />);
  const text = container.querySelector('p')?.textContent ?? '';
  return text === cleanCheckHeading('mock-1') ? 'G' : /found no answer/.test(text) ? 'N' : 'F';
}

afterEach(cleanup);

describe('u31g F1 replay: every scripted answer headed as the tester expected', () => {
  it('has all 92 rows: 62 scripted wrong, 29 right, 1 refusal', () => {
    expect(rows).toHaveLength(92);
    expect(rows.filter((r) => r.exp === 'F')).toHaveLength(62);
    expect(rows.filter((r) => r.exp === 'G')).toHaveLength(29);
  });
  it.each(rows.map((r) => [`${r.batch}: ${r.a}`, r] as const))('%s', async (_label, r) => {
    const passages = await passagesFor(r);
    expect(passages.length).toBeGreaterThan(0);
    expect(heading(r.a, passages)).toBe(expected(r));
  });
});
