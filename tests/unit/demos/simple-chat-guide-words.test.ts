/**
 * u28g S1: Simple Chat answered "How do I stop a chatbot from making up facts?" with "No good match"
 * although the guide has a section on hallucination. A few topics are searched in the guide's own
 * words (src/demos/simple-chat/guideWords.ts). Checked here: each topic's words are in the guide
 * (the snapshot of the built corpus), several paraphrases per topic find the guide's passage on it
 * as a good match, judged as Simple Chat judges offline (top 3 by BM25, then judgeHits), and
 * off-topic questions, some with the same verbs, stay "No good match".
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {tokenizeForRetrieval} from '@site/src/retrieval/tokenize';
import {corpusDocuments} from '@site/src/demos/kit/guide';
import {judgeHits} from '@site/src/demos/kit/match';
import {GUIDE_TOPICS, inGuideWords} from '@site/src/demos/simple-chat/guideWords';

const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, 'fixtures', 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
const documents = corpusDocuments(corpus);
const guide = buildIndex(chunkDocuments(documents));
const guideText = documents.map((d) => d.text).join('\n').toLowerCase();

/** As Simple Chat searches offline: the question in the guide's words, top 3, good matches only. */
const goodIds = (question: string) => {
  const query = inGuideWords(question).query;
  return judgeHits(query, search(guide, query, 3), {weights: queryWeights(guide, query), passages: guide.passages.length}).good.map((h) => h.passage.id);
};

/** [paraphrase, a substring of the id of the guide passage that answers it]. */
const PARAPHRASES: ReadonlyArray<readonly [string, string]> = [
  ['How do I stop a chatbot from making up facts?', '#hallucination'],
  ['Why do LLMs make things up?', '#hallucination'],
  ['How can we prevent the model from fabricating answers?', '#hallucination'],
  ['Why does an LLM confabulate?', '#hallucination'],
  ['Does retrieval stop a model from inventing facts?', 'rag/overview#why-rag'],
  ['What makes a language model hallucinate?', '#hallucination'],
  ['Is there a token limit for LLMs?', 'context'],
  ['What is the memory limit of a language model?', 'context'],
];
const OFF_TOPIC: readonly string[] = [
  'Who invented the telephone?',
  'How do I stop my car from making a rattling noise?',
  'How do I prevent my houseplants from wilting?',
  'What is the speed limit on German motorways?',
  'How do I make up with a friend after an argument?',
  'Can I keep the printer running overnight?',
];

describe('Simple Chat searches the guide in its own words (u28g S1)', () => {
  it.each(GUIDE_TOPICS.map((t) => [t.guide, t.against?.guide ?? null] as const))('"%s" (and "%s") are words of the guide', (words, verb) => {
    expect(guideText).toContain(words);
    for (const t of tokenizeForRetrieval(words)) expect(guide.postings.has(t)).toBe(true);
    if (verb) expect(guide.postings.has(tokenizeForRetrieval(verb)[0])).toBe(true);
  });

  it('says which phrases it replaced', () => {
    expect(inGuideWords('How do I stop a chatbot from making up facts?')).toEqual({
      query: 'How do I reduce a chatbot from hallucination?',
      replaced: [
        {from: 'stop', to: 'reduce'},
        {from: 'making up facts', to: 'hallucination'},
      ],
    });
    // A verb is swapped only in a sentence that names the topic.
    expect(inGuideWords('How do I stop the indexer? It makes things up.').query).toBe('How do I stop the indexer? It hallucination.');
    expect(inGuideWords('Who invented the telephone?').replaced).toEqual([]);
  });

  it.each(PARAPHRASES)('"%s" finds %s as a good match', (question, where) => {
    expect(goodIds(question).some((id) => id.includes(where))).toBe(true);
  });

  it.each(OFF_TOPIC)('off topic: "%s" is still no good match', (question) => {
    expect(goodIds(question)).toEqual([]);
  });
});
