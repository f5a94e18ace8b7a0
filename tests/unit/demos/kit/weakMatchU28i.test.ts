/**
 * u28i S1, S2 and D2: the weak-match signal (src/demos/kit/match.ts) and question wrappers
 * (questionFocus) on rows written for this table on 2026-11-26, before the change was tuned; none is
 * the tester's wording. Simple Chat is run as it runs offline: the guide corpus snapshot, the
 * question's focus in the guide's words (simple-chat/guideWords.ts), top 3 by BM25, then judgeHits.
 *
 * Rows: for 15 of the guide's topics, three paraphrases each that name the page that answers them;
 * 20 off-topic questions built on purpose from words common in the guide ("model", "data", "team",
 * "plan", "company", "use", "keep", "answer"), which must get "No good match"; questions in wrappers
 * ("what does the guide say about …"), which must find what the bare topic finds.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {corpusDocuments} from '@site/src/demos/kit/guide';
import {judgeHits, questionFocus, smallTalk} from '@site/src/demos/kit/match';
import {inGuideWords} from '@site/src/demos/simple-chat/guideWords';

const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, '..', 'fixtures', 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
const guide = buildIndex(chunkDocuments(corpusDocuments(corpus)));

/** As Simple Chat runs offline (simple-chat/index.tsx, respond). */
export function asked(index: Bm25Index, message: string, k = 3) {
  const query = inGuideWords(questionFocus(message)).query;
  return judgeHits(query, search(index, query, k), {weights: queryWeights(index, query), passages: index.passages.length});
}

/** [page path that answers, three paraphrases] */
const TOPICS: ReadonlyArray<readonly [string, readonly [string, string, string]]> = [
  ['/rag/similarity-search/approximate', ['How does IVF probe partitions of vectors?', 'What does quantization do to the memory of vectors?', 'How do recall and latency trade off in approximate nearest-neighbor search?']],
  ['/rag/context-integration/relevance', ['When should a RAG system abstain instead of answering?', 'How do I combine keyword and vector search?', 'How can users verify the citations of an answer?']],
  ['/preprocessing/special-tokens', ['What is a chat template?', 'Why do special tokens matter for prompt injection?', 'How many tokens should I budget for ingestion?']],
  ['/ws1-organization/governance', ['What goes into an acceptable-use policy for AI?', 'How are internal risk tiers set for AI projects?', 'Who sits on the AI council?']],
  ['/ws4-empowerment/change-management', ['How do we handle resistance to AI among staff?', 'When should employee representatives be involved?', 'What do sponsors and managers do during AI adoption?']],
  ['/ws4-empowerment/training', ['What AI literacy does the EU AI Act require?', 'Which curricula fit which roles in AI training?', 'How do we record who completed AI literacy training?']],
  ['/engine/prompt-management', ['Why should prompts live in a registry?', 'What release gates apply to a prompt change?', 'How do I write prompts that survive production?']],
  ['/knowledge/graphs', ['When does a knowledge graph beat vectors?', 'How much does entity extraction for GraphRAG cost?', 'What does a graph add to retrieval?']],
  ['/advanced-capabilities/mcp-server', ['What are hosts, clients and servers in the Model Context Protocol?', 'What primitives does MCP define?', 'What changed in the MCP revision of 2026-07-28?']],
  ['/human-ai-collaboration/human-in-the-loop', ['Why does rubber-stamp review fail?', 'How do I choose a review tier by risk?', 'What do regulators expect from human oversight?']],
  ['/business-impact/value-creation', ['How do I work out the total cost of ownership of a generative AI system?', 'What does the evidence say about returns on generative AI?', 'Why measure AI value against a baseline?']],
  ['/coding/vibe-coding', ['Where does the term vibe coding come from?', 'How do I turn a vibe-coded prototype into maintainable software?', 'What are the risks of vibe coding in practice?']],
  ['/large-language-models/capabilities-limitations', ['Why do LLMs hallucinate?', 'What are the reasoning limits of LLMs?', 'What do LLMs do well?']],
  ['/embeddings/document', ['How much does re-embedding a corpus cost?', 'Why can 500-token chunks overflow a 512-token embedding model?', 'Should embeddings be normalized?']],
  ['/ws2-architecture/technology', ['What does the LLM gateway in the reference architecture do?', 'Which security controls apply by risk level?', 'What platform choices are there per layer of the architecture?']],
];

/** Off topic, on purpose in the guide's most common words. */
const OFF_TOPIC: readonly string[] = [
  'Which model of washing machine uses the least water?',
  'How do I keep my team motivated during a house move?',
  'What data plan should I buy for my phone abroad?',
  'Can the company pay for my gym membership?',
  'How do I answer a wedding invitation politely?',
  'What is the best model train set for a child?',
  'How should we plan a company summer party?',
  'How can I keep my answers short in a job interview?',
  'What is the difference between a latte and a cappuccino?',
  'Should we use a gas or an electric oven?',
  'How do I train my dog to stop barking?',
  'Which system of government does Switzerland have?',
  'How do I set up a new router at home?',
  'What is the process for renewing a passport?',
  'How do I choose a good mattress?',
  'Which language should my kids learn first?',
  'What is the best way to store winter tires?',
  'How long does it take to learn the piano?',
  'How can our team win the office football pool?',
  'Tell me about the history of the Roman Empire',
];

/** [wrapped question, the bare topic it must find the same passages for] */
const WRAPPED: ReadonlyArray<readonly [string, string]> = [
  ['What does the guide say about quantization?', 'quantization'],
  ['Tell me about chunking', 'chunking'],
  ['Can you explain reranking to me?', 'reranking'],
  ['Explain like I am five: embeddings', 'embeddings'],
  ['what is GraphRAG, in simple terms', 'what is GraphRAG'],
  ['I would like to know about RLHF', 'RLHF'],
  ['According to the guide, what is vibe coding?', 'what is vibe coding?'],
  ['Is there anything in the guide about pgvector?', 'pgvector'],
];

/**
 * What the rule still gets wrong in this table: the test below fails when this list stops being exact.
 * Filled from the first run after the change, with the reason for each.
 */
const KNOWN_ON_TOPIC: readonly string[] = [
  // Good matches are shown (the blog's "Where the term comes from" among them), but the guide page ranks fourth.
  'Where does the term vibe coding come from?',
  // The strategy page's "risk appetite" section holds four of the five words and ranks first; the technology page is not in the top 3.
  'Which security controls apply by risk level?',
];
const KNOWN_OFF_TOPIC: readonly string[] = [
  // "child" is rare in the guide, and the brain-analogy passage compares model training with how a child learns.
  'What is the best model train set for a child?',
  // "interview" is rare, and a training page keeps interview sessions short.
  'How can I keep my answers short in a job interview?',
];

describe('u28i S1: on-topic paraphrases find the page that answers them', () => {
  it('the table has 15 topics with 3 paraphrases each and 20 off-topic questions', () => {
    expect(TOPICS.length).toBe(15);
    expect(TOPICS.every(([, qs]) => new Set(qs).size === 3)).toBe(true);
    expect(OFF_TOPIC.length).toBe(20);
  });
  const rows = TOPICS.flatMap(([where, qs]) => qs.map((q) => [q, where] as const));
  it.each(rows)('"%s" → %s among the good matches', (question, where) => {
    const found = asked(guide, question).good.some((hit) => hit.passage.id.includes(where));
    expect(found).toBe(!KNOWN_ON_TOPIC.includes(question));
  });
});

describe('u28i S1: off-topic questions in the guide\'s common words get no good match', () => {
  it.each(OFF_TOPIC)('"%s"', (question) => {
    const good = asked(guide, question).good.map((hit) => `${hit.passage.id} (${hit.terms.join(', ')})`);
    if (KNOWN_OFF_TOPIC.includes(question)) expect(good.length).toBeGreaterThan(0);
    else expect(good).toEqual([]);
  });
});

describe('u28i S2: question wrappers do not count against the match', () => {
  it.each(WRAPPED)('"%s" finds what "%s" finds', (wrapped, bare) => {
    const ids = (q: string) => asked(guide, q).good.map((hit) => hit.passage.id);
    expect(ids(bare).length).toBeGreaterThan(0);
    expect(ids(wrapped)).toEqual(ids(bare));
  });
  it.each([
    ['What does the guide say about hallucinations?', 'hallucinations?'],
    ['explain like I\'m five what a token is', 'what a token is'],
    ['Could you please tell me more about the AI council', 'the AI council'],
    ['What is the difference between a prompt and a system prompt?', 'a prompt and a system prompt?'],
    ['Hi! What does the document say about refunds?', 'refunds?'],
    ['dogs, explained like I\'m five', 'dogs'],
  ])('questionFocus("%s") is "%s"', (message, focus) => expect(questionFocus(message)).toBe(focus));
  it.each(['What does the guide say?', 'Tell me about', 'Explain'])('"%s" keeps its words when nothing else is left', (message) => {
    expect(questionFocus(message)).toBe(message);
  });
  it('a wrapper word inside the question stays ("How do I explain RAG to my manager?")', () => {
    expect(questionFocus('How do I explain RAG to my manager?')).toBe('How do I explain RAG to my manager?');
  });
});

describe('u28i S1: the cases the report names', () => {
  it('"What is the difference between a prompt and a system prompt?" no longer offers the voice-coding passage', () => {
    const ids = asked(guide, 'What is the difference between a prompt and a system prompt?').good.map((hit) => hit.passage.id);
    expect(ids.some((id) => id.includes('/coding/voice-coding'))).toBe(false);
    expect(ids.some((id) => id.includes('/engine/prompt-management'))).toBe(true);
  });
  it('a match held only by words common in the guide is weak ("keep answers grounded in our own company files")', () => {
    expect(asked(guide, 'How can I keep answers grounded in our own company files?').good).toEqual([]);
  });
});

describe('u28i D2: how-are-you openers are small talk', () => {
  it.each(["hey there, how's it going?", 'Hi, how is it going', 'hello! how are things?', "what's up", 'good evening, how have you been?'])('"%s"', (message) => {
    expect(smallTalk(message)).toBe('greeting');
  });
  it('a question after the opener is still a question', () => {
    expect(smallTalk("hey, how's it going? who approves business class?")).toBeNull();
  });
});
