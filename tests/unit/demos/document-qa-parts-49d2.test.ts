/**
 * s49 task d2 (issue 28, tester u32c F8: /tmp/u32c/FINDINGS.md): "Who leads the cardiology ward and who leads
 * orthopedics?" listed the Ward contacts passage, which answers both parts ("Ward B (orthopedics) is led by Dr. Tomas
 * Lind"), and still said "no passage is a good match for 'who leads orthopedics'". A part is named as matching no
 * passage only when no listed passage holds its words; a passive "is led by" holds "lead".
 * Document: u32c's clinic.txt, copied to fixtures/ as the tester pasted it. Through parts.ts findInParts, as the demo runs it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';

const CLINIC: SourceDocument = {id: 'pasted', title: 'Pasted text', text: readFileSync(join(__dirname, 'fixtures', 'u32c-clinic.txt'), 'utf8')};

async function ask(question: string) {
  const index = buildIndex(chunkDocuments([CLINIC]));
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  return findInParts(retriever, question, 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

describe('u32c F8: a part a listed passage answers is not named as matching nothing', () => {
  it.each(['Who leads the cardiology ward and who leads orthopedics?', 'Who leads cardiology and who leads pediatrics?'])('%s', async (q) => {
    const found = await ask(q);
    expect(found.judged.good[0]?.passage.text).toMatch(/Ward B \(orthopedics\) is led by Dr. Tomas Lind/);
    expect(found.unanswered).toEqual([]);
  });

  it.each([
    // A part about something the document lacks is still named.
    ['Who leads the cardiology ward and who leads radiology?', 'who leads radiology'],
  ])('%s still names the part no passage holds', async (q, part) => {
    const found = await ask(q);
    expect(found.unanswered).toEqual([part]);
  });
});
