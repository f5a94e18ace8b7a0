/**
 * Issue 28 (u29w F21, F1, F2, F17): a follow-up that only asks for the last answer again in another shape
 * ("summarize that", "tell me more", "shorter", "explain that simply", "can you give me a shorter version",
 * "translate that to German") names no topic: it is searched as the question it continues, resolved
 * through earlier follow-ups, never glued to the previous follow-up's words, and its own words ("summarize",
 * "shorter", "version") are not searched (they found "Video: … summarized with chapters"). "which one" points
 * back like "it". Follow-ups to a question the guide does not cover are still refused.
 * Through the chat's own pipeline (simple-chat/search.ts) over the guide fixture, top 3 as offline.
 */
import {describe, expect, it} from 'vitest';
import {chat} from './guideChat';

const CHUNK = ['how do i pick chunk size for my PDFs?', 'and what about overlap?', 'does it matter for code files?'];
const HALLU = ['How do I reduce hallucinations?', 'summarize that in one sentence'];

/** Conversation → a page (source title) a good match comes from. */
const ANSWERED: Array<[string[], RegExp]> = [
  [[...CHUNK, 'summarize that'], /Chunking/],
  [[...CHUNK, 'summarize that', 'tell me more'], /Chunking/],
  [[...CHUNK, 'shorter please'], /Chunking/],
  [[...HALLU, 'can you give me a shorter version'], /hallucination|RAG|capabilities/i],
  [[...HALLU, 'translate that to German'], /hallucination|RAG|capabilities/i],
  [[...HALLU, 'explain that simply'], /hallucination|RAG|capabilities/i],
  [['How do I reduce hallucinations?', 'shorter'], /hallucination|RAG|capabilities/i],
  [['How do I reduce hallucinations?', 'tell me more', 'in one sentence please'], /hallucination|RAG|capabilities/i],
  [['How should I secure an MCP server?', 'can you rephrase that as bullet points'], /MCP|Model Context Protocol/],
  [['How should I secure an MCP server?', 'summarize that', 'make it shorter'], /MCP|Model Context Protocol/],
  [['what is reranking', 'explain it like I am five'], /rerank/i],
  [['tell me about pgvector vs pinecone', 'which one is cheaper?'], /pgvector|Pinecone|vector database/i],
  // Neighbours: the same answer in another form or for another reader.
  ...['TL;DR', 'even shorter', 'rewrite that for a manager', 'summarize that in 3 bullets', 'can you put that in a table', 'write it as an email to my CTO', 'turn that into a slide', 'and in French?', 'in plain English please', 'can you elaborate?', 'say it again', 'make it simpler'].map(
    (m): [string[], RegExp] => [['what is hybrid search?', m], /pgvector|Milvus|Weaviate|Relevance/],
  ),
];

const REFUSED: string[][] = [
  ['What is the best pizza topping?', 'tell me more'],
  ['how do i bake sourdough bread?', 'summarize that'],
  ['how do i bake sourdough bread?', 'summarize that', 'shorter'],
  ['who won the world cup in 2022?', 'translate that to German'],
  ['What is the best pizza topping?', 'put that in a table'],
  ['What is the best pizza topping?', 'explain that simply'],
  ['how do i bake sourdough bread?', 'rewrite that for a manager'],
];

describe('F21: a follow-up that asks for the last answer again is searched as the question it continues', () => {
  for (const [messages, page] of ANSWERED) {
    it(`answers ${JSON.stringify(messages)}`, async () => {
      const {found} = await chat(...messages);
      expect(found.judged.good.length).toBeGreaterThan(0);
      expect(found.judged.good.some((h) => page.test(h.passage.source))).toBe(true);
    });
  }
});

describe('F21: follow-ups to a question the guide does not cover are still refused', () => {
  for (const messages of REFUSED) {
    it(`refuses ${JSON.stringify(messages)}`, async () => {
      const {found} = await chat(...messages);
      expect(found.judged.good).toEqual([]);
    });
  }
});
