/**
 * s44 (issue 28, brief 44r; tester u29m F22): a question with a bound ("under 10,000 euros") is no good match for a
 * passage stating the same number the other way round ("above 10,000 euros"), and the refusal says so
 * (kit/match.ts contraryBound, in judgeHits and noGoodMatchText). Through Document Q&A's own pipeline (findInParts).
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {contraryBound, noGoodMatchText, questionFocus} from '@site/src/demos/kit/match';
import {U29M_DOCS} from './u29mDocs';

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});
const indexes = new Map<string, Bm25Index>();
async function ask(name: keyof typeof U29M_DOCS, question: string) {
  let index = indexes.get(name);
  if (!index) indexes.set(name, (index = buildIndex(chunkDocuments([U29M_DOCS[name]]))));
  const i = index;
  return findInParts(retrieverOf(i), question, 4, i, () => i.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

describe('F22: a bound the passage states the other way round is no good match', () => {
  it.each([
    ['contacts', 'Who approves purchase orders under 10,000 euros?', '“above 10,000 euros”'],
    ['contacts', 'Who handles purchase orders below 10.000 euros?', '“above 10,000 euros”'],
    ['contacts', 'Who signs purchase orders of less than 10000 euros?', '“above 10,000 euros”'],
    ['bakery', 'Who do I report differences under 5 euros to?', '“above 5 euros”'],
    ['bakery', 'Must differences of at most 5 euros be reported?', '“above 5 euros”'],
  ] as const)('%s: %s', async (name, question, said) => {
    const found = await ask(name, question);
    expect(found.judged.good).toEqual([]);
    expect(noGoodMatchText(questionFocus(question), found.hits, found.judged.stats)).toContain(said);
  });

  it.each([
    ['contacts', 'Who approves purchase orders above 10,000 euros?', 'Carmen Ortiz'],
    ['contacts', 'Who approves purchase orders over 10000 euros?', 'Carmen Ortiz'],
    ['contacts', 'Who handles purchase orders of more than 10,000 euros?', 'Carmen Ortiz'],
    ['contacts', 'Who handles vendor contracts?', 'Carmen Ortiz'],
    ['bakery', 'Who do I report differences of more than 5 euros to?', 'Tomasz Nowak'],
    ['bakery', 'How much is the till float?', 'till float is 150'],
    ['lease', 'What happens to payments received after the 10th?', 'late fee of 35'],
  ] as const)('still answered: %s: %s', async (name, question, wanted) => {
    const found = await ask(name, question);
    expect(found.judged.good[0]?.passage.text).toContain(wanted);
  });

  it.each([
    ['under 10,000 euros', 'orders above 10,000 euros', {asked: 'under 10,000 euros', said: 'above 10,000 euros'}],
    ['more than 3 days', 'up to 3 days', {asked: 'more than 3 days', said: 'up to 3 days'}],
    ['über 500 Euro', 'bis zu 500 Euro', {asked: 'über 500 Euro', said: 'bis zu 500 Euro'}],
    ['under 10,000 euros', 'under 10,000 euros, or above 10,000 euros with approval', null],
    ['under 10,000 euros', 'above 20,000 euros', null],
    ['about 10,000 euros', 'above 10,000 euros', null],
    // The sample travel policy states both sides (s43r, s40 rows): "Trips under 500 EUR … Trips of 500 EUR or more must be approved".
    ['over 500 EUR', 'Trips under 500 EUR need no pre-approval. Trips of 500 EUR or more must be approved', null],
    ['under 18', 'Members aged 18 and over pay the full fee.', {asked: 'under 18', said: '18 and over'}],
  ] as const)('contraryBound(%s, %s)', (question, text, expected) => {
    expect(contraryBound(question, text)).toEqual(expected);
  });
});
