/**
 * s56 tester w-zoh F1 (and u-zoh F4 before it): the Zohlar page's examples ("What is the password length and the USB
 * exception duration?", "a damaged company car", "and for contractors?") had nothing to match in this workspace, whose
 * built-in documents hold no password, USB or company-car passage. The page now uses examples from the workspace's own
 * documents; this test runs each one the page quotes through Ask's pipeline on those documents, as the page describes.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {questionFocus} from '@site/src/demos/kit/match';
import {findPassages} from '@site/src/demos/kit/find';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';

const page = readFileSync('demo-room/zohlar-showcase.mdx', 'utf8');
const index = buildIndex(chunkDocuments(SAMPLE_DOCUMENTS));
const retriever = {
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
};
const ask = (q: string) => findPassages(retriever, questionFocus(q), 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
const text = (h: {passage: {heading?: string; text: string}}) => `${h.passage.heading ?? ''}\n${h.passage.text}`;

describe('the Zohlar page quotes examples that work on its own documents', () => {
  it('no example from documents the workspace does not have', () => {
    for (const gone of ['password length', 'USB exception', 'damaged company car', 'for contractors']) expect(page).not.toContain(gone);
  });
  it('"What is the hotel limit in London and when is the laptop ordered?" shows a passage for each part, from two documents', async () => {
    const q = 'What is the hotel limit in London and when is the laptop ordered?';
    expect(page).toContain(q);
    const found = await ask(q);
    const shown = found.judged.good.map(text).join('\n');
    expect(shown).toMatch(/London/);
    expect(shown).toMatch(/orders a laptop/);
    expect(found.judged.unmatchedPart ?? null).toBeNull();
  });
  it('"hotel limit London and the wifi password" names "the wifi password"', async () => {
    expect(page).toContain('"hotel limit London and the wifi password" names "the wifi password"');
    const found = await ask('hotel limit London and the wifi password');
    expect(text(found.judged.good[0]!)).toMatch(/London/);
    expect(found.judged.unmatchedPart).toBe('the wifi password');
  });
});
