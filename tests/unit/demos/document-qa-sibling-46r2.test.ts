/**
 * s46 task 46r2 (issue 28, tester u30n: /tmp/u30n/FINDINGS.md F11, F2, F8, F8c), through Document Q&A's own pipeline
 * (parts.ts findInParts over a BM25 index of the pasted text, top 4). Documents: the tester's own, copied to fixtures/ as
 * pasted (u30n-runbook.txt is the text of the tester's runbook.pdf, from /tmp/u30n/mkpdf.mjs).
 * F11/F2: when the question names a person or an entity, the record whose subject it is (the name at the start of the record
 * or sentence, the first cell of a table row) comes first, ahead of one that only mentions it (as a line manager, in an
 * alarm rule); ties are never left to document order.
 * F8/F8c: a qualifier the question names ("search team", "Porto") that the passage lacks, while the passage names a sibling
 * ("payments team", "Hamburg"), is no good match; the honest matches stay.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const pasted = (name: string): SourceDocument[] => [{id: 'pasted', title: 'Pasted text', text: fixture(name)}];
const DIRECTORY = pasted('u30n-directory.txt');
const HANDBOOK = pasted('u30n-handbook.txt');
const RUNBOOK = pasted('u30n-runbook.txt');

async function good(docs: SourceDocument[], question: string): Promise<string[]> {
  const index = buildIndex(chunkDocuments(docs));
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  const found = await findInParts(retriever, question, 4, docs, () => docs.map((d) => d.text));
  return found.judged.good.map((h) => h.passage.text);
}

describe('F8/F8c: a qualifier the passage lacks while it names a sibling is no good match', () => {
  it.each([
    ['Who is the secondary on-call for the search team?', RUNBOOK, 'payments team'],
    ['How many parking spaces does the Porto office have?', HANDBOOK, 'parking spaces'],
  ])('%s', async (q, docs, wrong) => {
    expect((await good(docs, q)).join('\n')).not.toContain(wrong);
  });
});

describe('must stay: honest matches of the same shape', () => {
  it.each([
    ['Who is the secondary on-call for the payments team?', RUNBOOK, 'The secondary on-call for the payments team is Jun Park.'],
    ['Who is the secondary on-call?', RUNBOOK, 'The secondary on-call for the payments team is Jun Park.'],
    ['How many parking spaces does the Hamburg office have?', HANDBOOK, 'The Hamburg office has 14 parking spaces'],
    ['Who manages the Porto office?', HANDBOOK, 'The Porto office is managed by Inês Carvalho.'],
    ['When does the Porto office open?', HANDBOOK, 'The Porto office opens at 08:00'],
    ['What is Fatima Novak\'s phone extension?', DIRECTORY, 'Fatima Novak works in Legal'],
    ['Who has Mei Blanc as line manager?', DIRECTORY, 'Line manager: Mei Blanc'],
  ])('%s', async (q, docs, expected) => {
    expect((await good(docs, q)).join('\n')).toContain(expected);
  });
});
