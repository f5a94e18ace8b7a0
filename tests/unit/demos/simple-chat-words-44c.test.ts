/**
 * Issue 28 (u29n F2, F6): words that say how a question is put, not what it is about, turned
 * questions the guide answers into "No good match" (offline) or "the model was not asked" (model mode):
 * "how big should my chunks be" (not "big"), "what is an embedding model used for?" (not "used"),
 * "how do vector databases differ from…" (not "differ"), "HNSW vs IVF which one for 10M vectors" (a
 * quantity read as an identifier the guide lacks). The class: the size word of "how big / large / small"
 * asks for a size; "used for", "good for", "useful for" and "what is the purpose of" ask what a thing is
 * for; "differ", "vs" and "versus" ask for a comparison; a number with a magnitude ("10M", "2B", "4GB")
 * is a quantity. The honest refusal for questions the guide does not cover stays (rows below, and
 * every refusal row of the earlier files).
 * Through the chat's own pipeline (simple-chat/search.ts) over the guide fixture, top 3 as offline.
 */
import {describe, expect, it} from 'vitest';
import {chat} from './guideChat';

/** Question → the page (source title) a good match comes from. */
const ANSWERED: Array<[string, RegExp]> = [
  ['how big should my chunks be', /Chunking strategies/],
  ['how big should my chunks be and should they overlap?', /Chunking strategies/],
  ['what is an embedding model used for?', /embedding/i],
  ['what are embeddings used for', /embedding/i],
  ['How small can a chunk be?', /Chunking strategies/],
  ['how huge should the chunks be for legal documents', /Chunking strategies/],
  ['what is chunk overlap good for?', /Chunking strategies/],
  ['what is the purpose of chunk overlap?', /Chunking strategies/],
  ['what is a reranker useful for?', /rerank/i],
  ['HNSW vs IVF which one for 10M vectors', /nearest-neighbor|Milvus/i],
  ['hnsw versus ivf', /nearest-neighbor|Milvus/i],
  ['how much memory do 10M vectors need with HNSW?', /nearest-neighbor/i],
  ['how does HNSW differ from IVF?', /nearest-neighbor|Milvus/i],
];

const REFUSED = [
  'how big should my wedding cake be',
  'how big is a blue whale',
  'how large is the moon?',
  'what is a crowbar used for?',
  'what are tulips good for',
  'what is the purpose of life?',
  'how do cats differ from dogs?',
  'cats vs dogs',
  'how small can a hamster cage be',
  'what is baking soda useful for?',
  'how much does 10M of gravel weigh',
];

describe('F2/F6: how a question is put does not decide whether the guide answers it', () => {
  for (const [question, page] of ANSWERED) {
    it(`answers ${JSON.stringify(question)}`, async () => {
      const {found} = await chat(question);
      expect(found.judged.good.length).toBeGreaterThan(0);
      expect(found.judged.good.some((h) => page.test(h.passage.source))).toBe(true);
    });
  }
});

describe('F2/F6: questions the guide does not cover are still refused', () => {
  for (const question of REFUSED) {
    it(`refuses ${JSON.stringify(question)}`, async () => {
      const {found} = await chat(question);
      expect(found.judged.good).toEqual([]);
    });
  }
});
