import {describe, expect, it} from 'vitest';
import {buildIndex, search, type Passage} from '@site/src/retrieval/bm25';
import {tokenize} from '@site/src/retrieval/tokenize';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {askedAbout, checkCitations, contentTerms, judgeHits, matchStrength, noGoodMatchText} from '@site/src/demos/kit/match';

// Two guide sections the old demo ranked first for unrelated questions (text as in build/demo-data/guide-corpus.json).
const GUIDE_CASES: Passage[] = [
  {
    id: '/contact/media#names-and-how-to-write-them#1',
    source: 'Media and press kit',
    text: 'Write "GenAI" as one word with capital G, A and I. The company name is not an acronym and is never abbreviated to "GE".',
  },
  {
    id: '/docs/information-processing/data-ingestion/chunking/semantic#trade-offs#2',
    source: 'Semantic chunking',
    text: 'Parent-document retrieval indexes small chunks for precise matching but returns the larger parent section to the model.',
  },
];

const travel = buildIndex(chunkDocuments(SAMPLE_DOCUMENTS.slice(0, 1)));
const mixed = buildIndex([...chunkDocuments(SAMPLE_DOCUMENTS), ...GUIDE_CASES]);

const verdict = (index: typeof travel, question: string) => {
  const hits = search(index, question, 4);
  return {hits, judged: judgeHits(question, hits)};
};

describe('weak-match signal, calibrated on the cases the review found', () => {
  it.each([
    'How many weeks of parental leave do I get?',
    'What is the parental leave policy?',
  ])('the travel policy is no good match for "%s"', (question) => {
    const {hits, judged} = verdict(travel, question);
    expect(hits.length).toBeGreaterThan(0); // BM25 alone ranks a travel passage first
    expect(judged.good).toEqual([]);
    expect(noGoodMatchText(question, hits)).toMatch(/^No good match: the closest passage contains 1 of the 3 words/);
  });

  it.each(['capital of Australia', 'What is the capital of Australia?', 'parental leave', 'What is the meaning of life?'])(
    'a one-word coincidence is no good match for "%s"',
    (question) => {
      const {hits, judged} = verdict(mixed, question);
      expect(judged.good).toEqual([]);
      if (question.includes('Australia')) expect(hits[0].passage.id).toContain('/contact/media');
    },
  );

  it.each([
    ['Who approves a business class flight?', 'Business class needs written approval'],
    ['How much can I spend on a hotel in London?', '250 EUR per night in London'],
    ['Can I fly premium economy?', 'Premium economy is allowed'],
    ['When must I submit receipts?', 'Submit receipts within 30 days'],
    ['What happens to claims after 90 days?', 'more than 90 days after the trip'],
    ['Do trips under 500 EUR need approval?', 'Trips under 500 EUR need no pre-approval'],
    ['serviced apartments', 'serviced apartments'],
  ])('good matches stay above the line: "%s"', (question, text) => {
    const {judged} = verdict(travel, question);
    expect(judged.good[0].passage.text).toContain(text);
  });

  it('counts only content words: framing words ("how much", "tell me") are left out', () => {
    expect(contentTerms('How much can I spend on a hotel in London?')).toEqual(['spend', 'hotel', 'london']);
    expect(contentTerms('Tell me how many')).toEqual(['tell', 'many']); // nothing but framing: keep them all
    // A follow-up searched together with the question before it (Simple Chat) adds only framing words.
    expect(contentTerms('What if it already happened? Can confidential data go into a public chatbot?')).toEqual(['confidenti', 'data', 'public', 'chatbot']);
  });

  it('needs all words, or at least two and at least half', () => {
    expect(matchStrength('bm25', {terms: ['bm25']}).good).toBe(true);
    expect(matchStrength('capital australia', {terms: ['capit']}).good).toBe(false);
    expect(matchStrength('alpha beta gamma delta', {terms: ['alpha', 'beta']}).good).toBe(true);
    expect(matchStrength('alpha beta gamma delta epsilon', {terms: ['alpha', 'beta']}).good).toBe(false);
  });
});

describe('citation checking', () => {
  it('links valid citations to their passages and flags the ones that name no passage', () => {
    const result = checkCitations('A vice president approves it [1]. Trains are free [2].', 1, 'q-passage-');
    expect(result.markdown).toBe('A vice president approves it [[1](#q-passage-1)]. Trains are free [2: no such passage].');
    expect(result).toMatchObject({valid: [1], invalid: [2]});
  });

  it('reads groups and neighbours, leaves links and code alone', () => {
    const result = checkCitations('See [1, 3][2] and [the docs](/docs) and `a[1]` and\n```\nx[9]\n```', 2, 'p');
    expect(result.markdown).toBe('See [[1](#p1)] [3: no such passage] [[2](#p2)] and [the docs](/docs) and `a[1]` and\n```\nx[9]\n```');
    expect(result.invalid).toEqual([3]);
    expect(result.valid).toEqual([1, 2]);
  });

  it('flags [0] and numbers past the list', () => {
    expect(checkCitations('[0] [4]', 3, 'p').invalid).toEqual([0, 4]);
  });
});

describe('a "which/what X" question needs a passage about X (u28d S2)', () => {
  // The privacy passage Simple Chat listed as the best match (text as in build/demo-data/guide-corpus.json), and a chunking one.
  const privacy: Passage = {
    id: '/contact/project-request#what-we-do-with-your-data#1',
    source: 'Project request',
    text: 'We use your request only to answer it and to prepare any work that follows, and we never add it to marketing lists. The legal basis is steps you ask us to take before a possible contract, for which we need these details (GDPR Art. 6(1)(b)).',
  };
  const chunking: Passage = {
    id: '/docs/information-processing/data-ingestion/chunking/strategies#structure#1',
    source: 'Chunking strategies',
    text: 'For legal contracts, structure-aware chunking by clause keeps each obligation whole; a fixed-size chunking method cuts clauses in half.',
  };
  const index = buildIndex([privacy, chunking]);
  const q = 'Which chunking method should I NOT use for legal contracts?';

  it('reads what the question asks about', () => {
    expect(askedAbout(q)).toEqual(['chunk', 'method']);
    expect(askedAbout('What kind of embedding model works for code?')).toEqual(tokenize('embedding model'));
    expect(askedAbout('What is the capital of Australia?')).toEqual([]);
    expect(askedAbout('What happens to claims after 90 days?')).toEqual([]);
  });

  it('the privacy passage is weak for the chunking question, the chunking passage good', () => {
    const hits = search(index, q, 4);
    const judged = judgeHits(q, hits);
    expect(judged.good.map((h) => h.passage.id)).toEqual([chunking.id]);
    expect(judged.weak.map((h) => h.passage.id)).toEqual([privacy.id]);
    expect(matchStrength(q, hits.find((h) => h.passage.id === privacy.id)!).good).toBe(false);
  });
});
