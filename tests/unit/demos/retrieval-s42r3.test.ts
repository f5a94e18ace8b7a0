/**
 * s42 (issue 28, brief 42r3, testers u29c and u29d): the findings 42r2 left. Rows written before each
 * fix, through the demos' own pipelines (Document Q&A: questionFocus, findPassages, top 4). Each group
 * names its finding; the count on the old code is in the commit that added it.
 * Documents: the guide as Document Q&A loads it ("This guide", the recorded corpus fixture) and the
 * sample travel policy (kit/sampleTravel.ts).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {chatDocuments} from '@site/src/demos/kit/guide';
import {matchStrength, noGoodMatchText, questionFocus} from '@site/src/demos/kit/match';
import {findPassages} from '@site/src/demos/kit/find';
import {SAMPLE_TRAVEL} from '@site/src/demos/kit/sampleTravel';

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});

const fixtures = join(__dirname, 'fixtures');
const guideCorpus = JSON.parse(gunzipSync(readFileSync(join(fixtures, 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
const demoPages = JSON.parse(readFileSync(join(fixtures, 'demo-pages-2026-11-26.json'), 'utf8'));
const guideDocs: SourceDocument[] = chatDocuments({...guideCorpus, demos: demoPages}, '/demo-room/document-qa');

const indexes = new Map<string, Bm25Index>();
const indexOf = (name: 'guide' | 'travel') => {
  let index = indexes.get(name);
  if (!index) indexes.set(name, (index = buildIndex(chunkDocuments(name === 'guide' ? guideDocs : [SAMPLE_TRAVEL]))));
  return index;
};

/** What Document Q&A finds for a question (top 4). */
async function documentQaFound(name: 'guide' | 'travel', question: string) {
  const index = indexOf(name);
  return findPassages(retrieverOf(index), questionFocus(question), 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

/**
 * D-8 (u29c) and Z-4 (u29d): the refusal sentence describes the first weak match the reader sees ([1]),
 * and when that passage holds every word of the question it says why it still is no good match, instead
 * of "contains 3 of the 3 words …, so it probably does not answer it".
 */
const REFUSED: ReadonlyArray<readonly ['guide' | 'travel', string]> = [
  ['guide', 'How much does the CAP platform cost?'],
  ['guide', 'What does the CAP platform cost?'],
  ['guide', 'What is the price of the CAP platform?'],
  ['guide', 'How much does a CAP licence cost?'],
  ['travel', 'What is the CEO travel budget?'],
  ['travel', 'How much can I spend on a hotel in Berlin?'],
];

describe('s42r3 D-8, Z-4: the refusal names the shown passage and a true reason', () => {
  it.each(REFUSED)('%s: %s', async (name, question) => {
    const found = await documentQaFound(name, question);
    expect(found.judged.good).toEqual([]);
    const weak = [...found.judged.weak];
    const text = noGoodMatchText(found.query, weak, found.judged.stats);
    const m = /contains (\d+) of the (\d+) words?/.exec(text);
    const first = weak.length ? matchStrength(found.query, weak[0], found.judged.stats) : null;
    if (first && first.matched.length) {
      // The count is the count of passage [1], the one the reader sees first.
      if (first.missing.length) expect(m && Number(m[1]), text).toBe(first.matched.length);
      else expect(text).toMatch(/contains (?:the word|all \d+ words) your question is about, but /);
    }
    // "3 of the 3 words …, so it probably does not answer it" contradicts itself.
    if (m) expect(m[1], text).not.toBe(m[2]);
  });
});

describe('s42r3 D-8: a passage that holds every word and is still refused gets a reason', () => {
  it('the CAP engine-setup passage (all 3 words, refused) for "How much does the CAP platform cost?"', async () => {
    const found = await documentQaFound('guide', 'How much does the CAP platform cost?');
    const all = found.judged.weak.filter((h) => matchStrength(found.query, h, found.judged.stats).missing.length === 0);
    expect(all.length).toBeGreaterThan(0);
    const text = noGoodMatchText(found.query, all, found.judged.stats);
    expect(text).toMatch(/^No good match: the closest passage contains all 3 words your question is about, but (?:not together as your question puts them|each of them is common in this source), so it/);
  });
});

/** Questions the documents cannot answer: they stay "no good match" (must-stay-no-match). */
const UNANSWERED: ReadonlyArray<readonly ['guide' | 'travel', string]> = [
  ['guide', 'How much does the CAP platform cost?'],
  ['guide', 'What is the capital of Australia?'],
  ['guide', 'Who won the 2022 World Cup?'],
  ['guide', 'How do I bake sourdough bread?'],
  ['guide', 'What is the boiling point of mercury?'],
  ['guide', 'How much does a CAP licence cost?'],
  ['travel', 'How many days of parental leave do I get?'],
  ['travel', 'What is the CEO travel budget?'],
  ['travel', 'What is the wifi password?'],
  ['travel', 'Can I bring my dog to the office?'],
  ['travel', 'Who is the head of marketing?'],
];

describe('s42r3 must-stay-no-match', () => {
  it.each(UNANSWERED)('%s: %s', async (name, question) => {
    expect((await documentQaFound(name, question)).judged.good.map((h) => h.passage.heading)).toEqual([]);
  });
});
