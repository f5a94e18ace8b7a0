/**
 * s38d3 (u28p D2, Z1): a price question's amount belongs to its topic. Over the bundled workspace
 * documents (Zohlar, Document Q&A samples) a price question about something none of them covers is
 * no good match, one they cover finds its passage first; over a document with several priced
 * topics, the passage about the asked topic is listed before every passage that only quotes an amount.
 * Before s38d3, 3 of these 9 failed (scanning, catering, laundry).
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {questionFocus} from '@site/src/demos/kit/match';
import {findPassages} from '@site/src/demos/kit/find';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {S38D_DOCUMENTS} from '../fixtures/s38d-calibration';

async function find(index: Bm25Index, question: string) {
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  return findPassages(retriever, questionFocus(question), 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

const bundled = buildIndex(chunkDocuments([...SAMPLE_DOCUMENTS]));
const hall = S38D_DOCUMENTS.find((d) => d.title.startsWith('Northside'))!;
const hallIndex = buildIndex(chunkDocuments([{id: 'own', title: hall.title, text: hall.text}]));
const house = buildIndex(
  chunkDocuments([
    {
      id: 'house',
      title: 'Shared house notes',
      text: 'Laundry. The first two loads a week are free; after that each load costs 80 cents.\n\nBikes. Residents get one free hour of bike hire a day; extra hours cost 3 euros.\n\nKitchen. Label your food with your name and the date.',
    },
  ]),
);

describe('price questions hold their topic (s38d3)', () => {
  it.each(['How much does scanning cost?', 'What does catering cost?', 'What does a gym membership cost?', 'What is the price of a parking space?'])('bundled documents: "%s" is no good match', async (q) => {
    const found = await find(bundled, q);
    expect(found.judged.good).toEqual([]);
  });
  it('bundled documents: a covered price question finds its passage first', async () => {
    const found = await find(bundled, 'How much is a hotel night in Paris?');
    expect(found.judged.good[0]?.passage.text).toContain('250 EUR per night');
  });
  it.each([
    ['How much is a sauna visit after the free ones?', 'charged at six euros'],
    ['What does a court cost after the free hour?', '12 euros per hour'],
    ['What do group classes cost?', 'Group classes are free'],
  ])('several priced topics: "%s" lists its topic first', async (q, expected) => {
    const found = await find(hallIndex, q);
    expect(found.hits[0].passage.text).toContain(expected);
  });
  it('an amount for another topic is not listed first nor a match', async () => {
    const found = await find(house, 'What does laundry cost after the free loads?');
    expect(found.hits[0].passage.text).toContain('80 cents');
    expect(found.judged.good.map((h) => h.passage.text.slice(0, 8))).toEqual(['Laundry.']);
  });
});
