/**
 * u37b F2 (issue 28, Document Q&A ranking): rent and fee questions listed another paragraph first: "How much is the
 * rent?" put "Parking. … are included in the rent. A third space costs 95 euros per month." above "Rent. The rent is
 * 2,350 euros per month …" (the price word "costs" beside an amount won over the paragraph about the rent), and "How
 * much is the conference fee?" put the parking section that names the fee in passing above the fee's own section. A
 * passage labelled with what is asked (a heading, a Markdown heading line, a run-in label such as "Rent.") now comes
 * first among equals, and in its own labelled paragraph an amount answers a price question without a price word by it.
 * The tester's documents (fixtures/u37b, copied from /tmp/u37b/docs), searched as the demo searches them (parts.ts
 * findInParts, top 4), plus variants of our own.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';

const pasted = (text: string): SourceDocument => ({id: 'pasted', title: 'Pasted text', text});
const TENANCY = pasted(readFileSync(join(__dirname, 'fixtures/u37b/tenancy.txt'), 'utf8'));
const EVENTS = pasted(readFileSync(join(__dirname, 'fixtures/u37b/events.md'), 'utf8'));
// Our own: a club's price list where the membership fee is named in passing by two other paragraphs.
const CLUB = pasted(
  [
    'Membership fee. The membership fee is 240 euros per year, payable in January.',
    'Lockers. A locker is included in the membership fee. A second locker costs 20 euros per year.',
    'Guests. Members may bring a guest twice a month; each further visit costs 8 euros. Guests do not pay the membership fee.',
    'Courses. Courses are not included in the membership fee and cost 60 euros each.',
  ].join('\n\n'),
);

async function firstGood(doc: SourceDocument, question: string): Promise<string> {
  const index = buildIndex(chunkDocuments([doc]));
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  const found = await findInParts(retriever, question, 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
  return found.judged.good[0]?.passage.text ?? '';
}

describe('the paragraph labelled with what is asked comes first (u37b F2)', () => {
  for (const q of ['How much is the rent?', 'How much is the monthly rent?', 'What is the monthly rent?']) {
    it(`tenancy.txt: ${q}`, async () => expect(await firstGood(TENANCY, q)).toMatch(/^Rent\. The rent is 2,350 euros/));
  }
  for (const q of ['How much is the conference fee?', 'What is the conference fee?']) {
    it(`events.md: ${q}`, async () => expect(await firstGood(EVENTS, q)).toMatch(/The conference fee is 480 euros/));
  }
  for (const q of ['How much is the membership fee?', 'What is the yearly membership fee?']) {
    it(`own price list: ${q}`, async () => expect(await firstGood(CLUB, q)).toMatch(/^Membership fee\. The membership fee is 240 euros/));
  }
  // "paid" and "pay" meet "payable"; "cost" is answered by the amount in the Rent paragraph.
  for (const q of ['When is the rent paid?', 'When do I pay the rent?', 'What does the rent cost?']) {
    it(`tenancy.txt: ${q}`, async () => expect(await firstGood(TENANCY, q)).toMatch(/^Rent\. The rent is 2,350 euros/));
  }
  it('own price list: "What does the membership fee cost?"', async () => {
    expect(await firstGood(CLUB, 'What does the membership fee cost?')).toMatch(/^Membership fee\./);
  });
  it('a question about the passing mention still gets it: "How much does a second locker cost?"', async () => {
    expect(await firstGood(CLUB, 'How much does a second locker cost?')).toMatch(/^Lockers\./);
  });
  it('tenancy.txt: "How much is the rent and which parking spaces are included?" lists both paragraphs', async () => {
    const index = buildIndex(chunkDocuments([TENANCY]));
    const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
    const found = await findInParts(retriever, 'How much is the rent and which parking spaces are included?', 4, index, () => index.passages.map((p) => p.text));
    const texts = found.judged.good.map((h) => h.passage.text).join('\n');
    expect(texts).toMatch(/^Rent\./m);
    expect(texts).toMatch(/^Parking\./m);
  });
});
