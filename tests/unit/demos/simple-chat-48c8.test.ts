/**
 * s48-c8 (issue 28, tester u32d on build-b3, Simple Chat). Rows written before the fix.
 *
 * - F1: one question with "and" inside a noun phrase list ("with 500-token chunks and 50 overlap") was split at "and",
 *   and its covered half named to the model as not covered ("do not answer it") though passage [1] answers it.
 * - F2 (part): an ordinary word opening an answer's sentence ("Use …", "Expect …", "See …", "Start …", "Quote …") was
 *   read as a name the passage lacks; a real name (capitalized mid-sentence in the passages) is still checked.
 */
import {describe, expect, it} from 'vitest';
import {guideDocs, guideIndex, retrieverOf} from './guideChat';
import {searchConversation, type ChatSearch} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {twoParts} from '@site/src/demos/kit/match';
import {checkedText, unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const notes = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages).map(unsupportedNote);

let n = 0;
async function ask(content: string): Promise<ChatSearch> {
  const history: ChatTurn[] = [{id: `u${n++}`, role: 'user', content, status: 'done'}];
  return searchConversation(history, retrieverOf(guideIndex), guideDocs, {workspace: false, k: 4});
}
const texts = (s: ChatSearch) => s.found.judged.good.map((h) => `${h.passage.source} › ${h.passage.heading ?? ''} ${h.passage.text}`).join('\n');

describe('u32d F1: one question with "and" inside is not split, nor a covered half named as uncovered', () => {
  it.each([
    ['How many chunks do I get from a 6,000-token document with 500-token chunks and 50 overlap?', /500-token chunks and 50 tokens of overlap/],
    ['How many chunks does a 6,000-token document give with 500-token chunks and 50 tokens of overlap?', /500-token chunks and 50 tokens of overlap/],
  ])('%s', async (q, passage) => {
    const s = await ask(q);
    expect(texts(s)).toMatch(passage);
    expect(s.found.judged.unmatchedPart ?? null).toBeNull();
  });
});

describe('u32d F1: single questions with "and" inside a list are one question', () => {
  it.each([
    ['How do I set chunk size and overlap in the chunking playground?', /chunk/i],
    ['How does pgvector build HNSW and IVFFlat indexes?', /pgvector|IVF/],
    ['What are the risks of prompt injection and data leakage in RAG?', /OWASP|prompt/i],
    ['When should I use reranking with cross-encoders and bi-encoders?', /bi-encoders/],
    ['How much memory do 10 million vectors with 1,536 dimensions and float32 take?', /10 million/],
    ['What do I get from 500-token chunks and 50 tokens of overlap?', /500-token chunks and 50 tokens of overlap/],
  ])('%s', async (q, passage) => {
    expect(twoParts(q)).toBeNull();
    const s = await ask(q);
    expect(texts(s)).toMatch(passage);
    expect(s.found.judged.unmatchedPart ?? null).toBeNull();
  });
});

describe('u32d F1: real two-part questions still split, the uncovered part named (rows of simple-chat-u31h-48c)', () => {
  it.each([
    ['Does RAG eliminate hallucination, and what does GPT-5 cost per million tokens in EUR?', /hallucinat/i, /GPT-5/],
    ['Explain chunk overlap; also, what is the weather in Paris tomorrow?', /overlap/i, /weather in Paris/],
    ['What is hybrid search; who won the Tour de France?', /hybrid/i, /Tour de France/],
    ['How does HNSW work + what is my horoscope today', /HNSW/i, /horoscope/],
  ])('%s', async (q, answer, part) => {
    const s = await ask(q);
    expect(texts(s)).toMatch(answer);
    expect(s.found.judged.unmatchedPart ?? '').toMatch(part);
  });
  it.each([
    ['What is the rent and which parking space is included?', 'What is the rent', 'which parking space is included?'],
    ['hotel limit London and meal allowance', 'hotel limit London', 'meal allowance'],
    ['what is RRF and what is the weather in Paris?', 'what is RRF', 'what is the weather in Paris?'],
  ])('twoParts splits %s', (q, a, b) => expect(twoParts(q)).toEqual([a, b]));
});

// u32d F2: the passages as u32d's request log shows them (/tmp/u32d/requests.log), title line first.
const PGVECTOR = checkedText({
  source: 'Approximate nearest-neighbor search',
  heading: 'HNSW: navigable graphs',
  text: "pgvector's defaults are m = 16, ef_construction = 64 and hnsw.ef_search = 40 (README). HNSW gives excellent recall and latency and supports inserts without retraining. Its weaknesses are memory (the graph wants RAM, and pgvector builds fastest when the graph fits in maintenance_work_mem) and slow builds on large sets.",
});
const WEAVIATE = checkedText({
  source: 'Weaviate for RAG',
  heading: 'Index types',
  text: 'Weaviate offers four vector index types, set per collection or per named vector (vector indexes):\nHNSW (default): graph index held in memory, configured with max_connections, ef_construction and ef (with a dynamic ef option that scales with the requested limit).\nFlat: brute-force search over vectors on disk. Memory-light and ideal for small collections, such as many small tenants.\nDynamic: starts flat and switches to HNSW once a collection passes a configurable object count (10,000 by default).',
});
const SIZING = checkedText({
  source: 'Data ingestion pipeline overview',
  heading: 'Worked example: sizing a first ingestion',
  text: "Here is an illustrative scenario: a policy and procedures corpus of 20,000 documents that averages 12 pages and about 6,000 tokens per document, 120 million tokens in all.\nChunk count. With 500-token chunks and 50 tokens of overlap, each document yields about 6,000 / 450 ≈ 14 chunks, so roughly 280,000 chunks.",
});
const RRF = checkedText({
  source: 'Relevance, reranking and citations in RAG',
  heading: 'Hybrid search: keywords plus vectors',
  text: 'Reciprocal rank fusion (RRF) ignores scores and uses ranks: each document gets Σ 1 / (k + rank) over the lists it appears in, with k = 60 as proposed by Cormack, Clarke and Büttcher (SIGIR 2009). It is robust and needs no tuning, which makes it a good first choice.',
});
// Another passage naming a tool with an ordinary word, capitalized in mid-sentence: there it is a name.
const TOOLS = checkedText({
  source: 'Testing a chat endpoint',
  heading: 'Tools',
  text: 'Interactive command-line clients can be scripted with Expect, and load is measured with Locust before launch.',
});

describe('u32d F2: an ordinary word opening a sentence is no name; a real name still is', () => {
  it.each([
    ['Use m = 16 and ef_construction = 64, which are the pgvector defaults [1].', [PGVECTOR]],
    ['Expect the switch to HNSW once a collection passes 10,000 objects by default [1].', [WEAVIATE]],
    ['See the formula: each document gets the sum of 1 / (k + rank) with k = 60 [1].', [RRF]],
    ['Start with 500-token chunks and 50 tokens of overlap [1].', [SIZING]],
    ['Quote the default: HNSW is the default index [1].', [WEAVIATE]],
    ['Expect about 14 chunks per document [1].', [SIZING]],
    ['Quote m = 16 as the pgvector default [1].', [PGVECTOR]],
    ['See k = 60 in the formula [1].', [RRF]],
  ])('holds %s', (answer, passages) => expect(notes(answer, passages)).toEqual([]));
  it.each([
    // "Expect" is written capitalized mid-sentence in passage 2, a tool's name: passage 1 does not name it.
    ['Expect replays the chunking run for each document [1].', [SIZING, TOOLS], 'Expect'],
    ['Locust measures the chunk count before launch [1].', [SIZING, TOOLS], 'Locust'],
    ['Smith proposed k = 60 [1].', [RRF], 'Smith'],
    ['Use m = 32 for pgvector [1].', [PGVECTOR], '32'],
  ])('flags %s', (answer, passages, word) => {
    const out = notes(answer, passages).join('\n');
    expect(out).toContain(word);
  });
});
