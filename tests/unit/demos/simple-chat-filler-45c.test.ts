/**
 * Issue 28 (u29w F7, F8, F10, F15, F24): words that say how much or in what manner to answer ("in depth",
 * "in detail", "thoroughly", "in a nutshell", "in simple terms please"), how things connect ("via",
 * "through"), that ask for advice ("what does the guide recommend?") or name a version ("v3") carry no
 * topic: they must not turn a question the guide answers into "No good match" (or, with a model, "the
 * model was not asked"), nor pick a passage that only shares the filler. The rule: a content word names
 * what is asked about; manner, relation, advice and source words are how it is asked. Questions the guide
 * does not cover are still refused with the same fillers (rows below).
 * Through the chat's own pipeline (simple-chat/search.ts) over the guide fixture, top 3 as offline.
 */
import {describe, expect, it} from 'vitest';
import {chat} from './guideChat';

/** Question → a page (source title) a good match comes from. */
const ANSWERED: Array<[string, RegExp]> = [
  ['explain embeddings for retrieval in depth', /embedding/i],
  ['tell me about embeddings in detail', /embedding/i],
  ['explain reranking in depth', /rerank/i],
  ['explain hybrid search thoroughly', /hybrid|pgvector|Milvus|Weaviate|Relevance/i],
  ['what is chunking, in a nutshell', /Chunking/],
  ['explain chunking in simple terms please', /Chunking/],
  ['explain chunking in more detail please', /Chunking/],
  ['how does reranking work, in short?', /rerank/i],
  ['describe MCP security in great detail', /MCP|Model Context Protocol|security/i],
  ['Our security team is worried that an agent connected via MCP could leak customer data through a tool call. What controls does the guide recommend?', /MCP|Model Context Protocol|security/i],
];

/** Still open (u29w F24): "v3" is read as an identifier no passage names, although the table row says "embed-english-v3.0". */
const OPEN: Array<[string, RegExp]> = [['max input tokens for cohere embed v3', /embedding/i]];

const REFUSED = [
  'explain sourdough baking in depth',
  'tell me about the french revolution in detail',
  'what is a carburetor, in a nutshell',
  'explain knitting in simple terms please',
  'how do I travel to Paris via London?',
  'which pizza oven does the guide recommend?',
  'max speed of the tesla model 3',
];

describe('F7/F10/F15/F24: filler words do not decide that the guide has no answer', () => {
  for (const [question, page] of ANSWERED) {
    it(`answers ${JSON.stringify(question)}`, async () => {
      const {found} = await chat(question);
      expect(found.judged.good.length).toBeGreaterThan(0);
      expect(found.judged.good.some((h) => page.test(h.passage.source))).toBe(true);
      // The chat's own page only matches a question about the chat (u29w F8: "please" found "How it is built").
      expect(found.judged.good[0].passage.source).not.toMatch(/Simple Chat/);
    });
  }
});

describe('still open', () => {
  for (const [question, page] of OPEN) {
    it.fails(`answers ${JSON.stringify(question)}`, async () => {
      const {found} = await chat(question);
      expect(found.judged.good.some((h) => page.test(h.passage.source))).toBe(true);
    });
  }
});

describe('filler words do not make the guide answer what it does not cover', () => {
  for (const question of REFUSED) {
    it(`refuses ${JSON.stringify(question)}`, async () => {
      const {found} = await chat(question);
      expect(found.judged.good).toEqual([]);
    });
  }
});
