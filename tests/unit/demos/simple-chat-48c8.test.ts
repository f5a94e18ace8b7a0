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
