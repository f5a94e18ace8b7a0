/**
 * Issue 28, brief 46c2, u30p M1 (HIGH): "what is RRF and what k value is usual?" got the note "No passage matched
 * “what k value is usual?”, the other part" while the passage shown says "k = 60 … The same default"; with a model the
 * system prompt (built from Judged.unmatchedPart, simple-chat/index.tsx) told it not to answer that part. A part is
 * "not matched" only when no passage found for the whole message or for the part on its own answers it: the chat now
 * searches such a part on its own (simple-chat/search.ts), and a good match there, shown already or added, drops the
 * note. Honest part refusals stay (O3: "who owns the Weaviate project and when was it founded?" never claims the
 * owner part). Through the chat's own pipeline over the guide fixture (top 3, offline).
 */
import {describe, expect, it} from 'vitest';
import {chat} from './guideChat';

const shown = (found: Awaited<ReturnType<typeof chat>>['found']) =>
  found.judged.good.map((h) => `${h.passage.source} › ${h.passage.heading ?? ''}: ${h.passage.text}`).join('\n');

describe('M1: no "No passage matched" note for a part a passage found answers', () => {
  const asked: Array<[string, RegExp]> = [
    ['what is RRF and what k value is usual?', /k\s*=\s*60/],
    ['what is reciprocal rank fusion and what k value is usual?', /k\s*=\s*60/],
    ['what is RRF and which k is usual?', /k\s*=\s*60/],
    ['what is a vector database and when would I pick pgvector?', /Choose pgvector when/],
    ['what is a vector database and when should I choose pgvector?', /Choose pgvector when/],
  ];
  for (const [question, answer] of asked) {
    it(JSON.stringify(question), async () => {
      const {found} = await chat(question);
      expect(found.judged.unmatchedPart ?? null).toBeNull();
      expect(shown(found)).toMatch(answer);
    });
  }
});

describe('honest part refusals stay', () => {
  for (const question of ['who owns the Weaviate project and when was it founded?', 'what is RRF and what is the weather in Paris?', 'what is chunking and who invented the telephone?']) {
    it(JSON.stringify(question), async () => {
      const {found} = await chat(question);
      // Either no good match at all, or a note naming a part no passage answers.
      if (found.judged.good.length) expect(found.judged.unmatchedPart ?? '').not.toBe('');
    });
  }
});
