import {describe, expect, it} from 'vitest';
import {B, K1, buildIndex, idf, search, type Passage} from '@site/src/retrieval/bm25';
import {highlightSegments, stem, tokenize} from '@site/src/retrieval/tokenize';

const CORPUS: Passage[] = [
  {id: 'a', source: 'A', text: 'Business class flights need approval from a vice president.'},
  {id: 'b', source: 'B', text: 'Economy class applies to short flights. Premium economy is allowed for long flights.'},
  {id: 'c', source: 'C', text: 'Submit receipts within 30 days. Meals are reimbursed up to the daily rate.'},
  {id: 'd', source: 'D', text: 'The cafeteria serves lunch from noon. Meals for visitors are free.'},
];

describe('tokenize', () => {
  it('lower-cases, drops stop words and stems plurals and verb forms', () => {
    expect(tokenize('The Policies are approved by managers')).toEqual(['policy', 'approv', 'manager']);
    expect(stem('flights')).toBe(stem('flight'));
    expect(stem('approved')).toBe(stem('approve'));
  });
});

describe('BM25', () => {
  it('uses k1 = 1.2 and b = 0.75', () => {
    expect(K1).toBe(1.2);
    expect(B).toBe(0.75);
  });

  it('ranks the passage with the rarer matching terms first', () => {
    const index = buildIndex(CORPUS);
    const hits = search(index, 'Who approves business class flights?');
    expect(hits.map((h) => h.passage.id)).toEqual(['a', 'b']);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
    expect(hits[0].terms).toEqual(expect.arrayContaining(['approv', 'business', 'class', 'flight']));
  });

  it('matches a hand-computed score for a single-term query', () => {
    const index = buildIndex(CORPUS);
    const [hit] = search(index, 'receipts');
    // One passage of four contains "receipts" once; passage c has 10 terms, the average is computed by the index.
    const n = 1;
    const len = index.lengths[2];
    const expected = (idf(4, n) * 1 * (K1 + 1)) / (1 + K1 * (1 - B + (B * len) / index.averageLength));
    expect(hit.passage.id).toBe('c');
    expect(hit.score).toBeCloseTo(expected, 10);
  });

  it('returns nothing when no term matches, and respects k', () => {
    const index = buildIndex(CORPUS);
    expect(search(index, 'parental leave')).toEqual([]);
    expect(search(index, 'meals flights class', 2)).toHaveLength(2);
  });

  it('has a positive IDF even for a term in every passage', () => {
    expect(idf(4, 4)).toBeGreaterThan(0);
  });
});

describe('highlightSegments', () => {
  it('marks the words whose stem matches, keeping all text', () => {
    const segments = highlightSegments('Flights need approval.', new Set(['flight']));
    expect(segments).toEqual([
      {text: 'Flights', match: true},
      {text: ' need approval.', match: false},
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('Flights need approval.');
  });
});
