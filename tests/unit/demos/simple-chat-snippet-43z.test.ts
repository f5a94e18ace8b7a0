/**
 * Issue 28 (u29k), task 43z. Z-1: an offline chat reply (Simple Chat, and the chat of the Zohlar
 * workspace) shows the sentence of a passage that matches best, never a cut before it.
 */
import {describe, expect, it} from 'vitest';
import {offlineReply} from '@site/src/demos/simple-chat/chatStore';
import {passageSnippet, SNIPPET_CHARS} from '@site/src/demos/simple-chat/snippet';
import {tokenizeForRetrieval} from '@site/src/retrieval/tokenize';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {buildIndex, search} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';

const travel = SAMPLE_DOCUMENTS.find((d) => d.title.startsWith('Travel'))!;
const booking = travel.text.split('\n\n').find((p) => p.startsWith('Booking.'))!;
const lead = `${travel.title}: ${booking}`;
const terms = (question: string) => tokenizeForRetrieval(question);

describe('Z-1: the offline reply holds the best-matching sentence', () => {
  it('a business class question shows who approves it (u29k input)', () => {
    const reply = offlineReply([{passage: {text: lead, source: travel.title}, terms: terms('Who approves a business class flight?')}], 'the workspace documents');
    expect(reply).toContain('Business class needs written approval from a vice president.');
  });
  it('a match at the end of a long numbered list is shown, not the first items (u29k east lot)', () => {
    const items = [
      '1. Air conditioning in the east wing is serviced by the HVAC contractor; quotes are due by 14 November 2026 and go to the facilities office.',
      '2. The patient-intake tablets are replaced; the rollout starts 9 November 2026 in the main lobby and moves ward by ward.',
      '3. The night nurse rota changes in December; swap requests go to the ward manager two weeks ahead.',
      '4. The staff kitchen on level two closes for repainting for three days in the first week of December.',
      '5. The east lot closes for resurfacing from 16 to 20 November 2026; staff park in the west garage meanwhile.',
    ].join('\n');
    const snippet = passageSnippet(items, terms('When does the east lot close for resurfacing?'));
    expect(snippet).toContain('The east lot closes for resurfacing from 16 to 20 November 2026');
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_CHARS + 2);
    expect(snippet.startsWith('…')).toBe(true);
    const parking = passageSnippet(items, terms('Where should staff park?'));
    expect(parking).toContain('staff park in the west garage');
  });
  it('a short passage is shown whole, without ellipses', () => {
    expect(passageSnippet('Expense claims are due within 30 days.', terms('expense deadline'))).toBe('Expense claims are due within 30 days.');
  });
  it('a sentence longer than the snippet is shown whole when it matches best', () => {
    const long = `Intro sentence. ${'Padding words about nothing in particular '.repeat(6)}and finally the Orion-7 rollback was approved by Dana. Closing words.`;
    const snippet = passageSnippet(long, terms('Who approved the Orion-7 rollback?'));
    expect(snippet).toContain('the Orion-7 rollback was approved by Dana');
    expect(snippet).toContain('Padding words');
  });
  it('text without sentence breaks is cut around the matched words', () => {
    const blob = `${'alpha beta gamma '.repeat(60)}the kx-4410 valve part ${'delta epsilon '.repeat(60)}`;
    const snippet = passageSnippet(blob, terms('KX-4410 valve'));
    expect(snippet).toContain('kx-4410 valve');
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_CHARS * 2 + 2);
  });
  it('Japanese text without spaces: the matching sentence is shown', () => {
    const ja = `${'会議は毎週月曜日に行います。'.repeat(12)}田中さんの訪問日は十二月三日です。${'資料は共有フォルダにあります。'.repeat(12)}`;
    expect(passageSnippet(ja, terms('田中さんの訪問日はいつですか？'))).toContain('田中さんの訪問日は十二月三日です。');
  });
  it('the real search over the sample documents, offline', () => {
    const hits = search(buildIndex(chunkDocuments(SAMPLE_DOCUMENTS)), 'Who approves a business class flight?', 3);
    expect(offlineReply(hits, 'the workspace documents')).toContain('from a vice president');
  });
});

describe('O6 (46c, u30e): a question asking for a number shows the sentence stating it', () => {
  // docs/information-processing/rag/vector-databases/pinecone.mdx, Filtering, as the guide index holds it.
  const FILTERING =
    'Each record carries JSON metadata (up to 40 KB per record). Queries filter it with MongoDB-style operators: $eq, $ne, $gt, $gte, $lt, $lte, $in, $nin, $exists, $and and $or (metadata filtering). Filters are applied inside the search (pre-filtering), so restrictive filters still return up to top_k results. Operation limits worth designing around (operation limits): top_k at most 10,000; query responses at most 4 MB; upserts of at most 1,000 records with vectors or 2 MB per request, and 96 records per request when the index embeds text for you.';
  const shown = (question: string) =>
    offlineReply([{passage: {text: FILTERING, source: 'Pinecone for RAG', heading: 'Filtering'}, terms: terms(question).filter((t) => tokenizeForRetrieval(FILTERING).includes(t))}], 'the guide', question);
  it.each([
    ['u30e: whats the max top_k in pinecone', 'top_k at most 10,000'],
    ['what is the maximum top_k?', 'top_k at most 10,000'],
    ['how many records per upsert can I send?', 'at most 1,000 records'],
    ['top_k limit', 'top_k at most 10,000'],
    ['how large can a query response be', 'at most 4 MB'],
  ])('%s', (question, holds) => {
    expect(shown(question)).toContain(holds);
  });
  it('a question asking no number keeps the first best sentence', () => {
    expect(shown('do restrictive filters still return top_k results?')).toContain('restrictive filters still return up to top_k results');
  });
});
