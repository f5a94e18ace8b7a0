/**
 * s54-dq (issue 28, tester t-dqa F6): in "This guide", "How does the Document Q&A demo decide there is no good match?" was
 * read as two questions split at "&" ("… Document Q" and "A demo decide …"), and the page said no passage matched "the
 * other part of your question". An "&" inside a name ("Q&A", "R&D", "Q & A") joins no two questions; one between two
 * questions or two things still does. The first two tests failed before the fix (match.ts AND). Searched on the guide
 * corpus fixture, as Document Q&A searches "this guide" (corpusDocuments).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {corpusDocuments} from '@site/src/demos/kit/guide';
import {twoParts} from '@site/src/demos/kit/match';
import {findInParts} from '@site/src/demos/document-qa/parts';

describe('t-dqa F6: "&" inside a name is no second question', () => {
  it.each(['How does the Document Q&A demo decide there is no good match?', 'Who leads R&D?', 'What does the Q & A session cover and who runs it?'])('%s', (q) => {
    const parts = twoParts(q);
    expect(parts === null || !parts.some((p) => /^(?:A|D)\b|\bQ$|\bR$/.test(p.trim()))).toBe(true);
  });
  it('the guide: the question is judged whole, with no unmatched "other part"', async () => {
    const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, 'fixtures', 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
    const index = buildIndex(chunkDocuments(corpusDocuments(corpus)));
    const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
    const found = await findInParts(retriever, 'How does the Document Q&A demo decide there is no good match?', 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
    expect(found.judged.unmatchedPart ?? null).toBeNull();
    expect(found.unanswered).toEqual([]);
  }, 120000);
  it('still two: "&" between two questions or two things', () => {
    expect(twoParts('What is the hotel limit in London & what is the meal allowance?')).not.toBeNull();
    expect(twoParts('hotel limit London & meal allowance')).not.toBeNull();
  });
});
