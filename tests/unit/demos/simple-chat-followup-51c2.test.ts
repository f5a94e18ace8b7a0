/**
 * Issue 28, u34c F4 (tester on build-b3): follow-ups fetched passages without the answer, 7 of about 18. Each chain is
 * run through the chat's own search (simple-chat/search.ts, top 3, the guide fixture), every earlier reply being the
 * tester's scripted model reply (run-out.json, run2-out.json, run3-out.json) and recording what it was searched as, as
 * the page does. A row passes when a good match (a passage the model is sent) holds the text that answers the last
 * message. The rows marked `it.fails` still fail; each says why.
 */
import {describe, expect, it} from 'vitest';
import {guideDocs, guideIndex, retrieverOf} from './guideChat';
import {searchConversation, type ChatSearch} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';

let n = 0;
/** Each [message, reply] in turn; the last message's search. */
async function converse(pairs: ReadonlyArray<readonly [string, string?]>): Promise<ChatSearch> {
  const history: ChatTurn[] = [];
  let last: ChatSearch | null = null;
  for (const [content, reply] of pairs) {
    history.push({id: `u${n++}`, role: 'user', content, status: 'done'});
    last = await searchConversation(history, retrieverOf(guideIndex), guideDocs, {workspace: false, k: 3});
    history.push({id: `a${n++}`, role: 'assistant', content: reply ?? 'reply', status: 'done', searched: last.searched} as ChatTurn);
  }
  return last!;
}

const holds = (found: ChatSearch, needle: RegExp) => found.found.judged.good.some((h) => needle.test(`${h.passage.heading ?? ''} ${h.passage.text}`));

const RRF: Array<[string, string]> = [
  ['How does Weaviate combine keyword and vector results?', 'Weaviate runs a BM25F keyword search and a vector search in parallel and fuses the results [1]. The default fusion method is relativeScoreFusion since v1.24 [1].'],
  ['and which one is the default?', 'The default is relativeScoreFusion, since v1.20 [1].'],
  ['what k does RRF use?', 'RRF uses k = 60 [1], as proposed by Cormack, Clarke and Büttcher [1].'],
  ['who proposed it?', 'It was proposed by Lewis and colleagues at SIGIR 2009 [1].'],
];
const HNSW: Array<[string, string]> = [
  ['What is HNSW?', 'HNSW is a graph index that is searched by greedy navigation [1].'],
  ['and what are its build parameters in pgvector?', 'In pgvector, m defaults to 16 and ef_construction defaults to 64 [1].'],
];
const DATABASES: Array<[string, string]> = [['Which vector databases does the guide cover?', 'The guide covers pgvector [1], Pinecone [1], Weaviate [2] and Milvus [1].']];
const ENCODERS: Array<[string, string]> = [['What is the difference between bi-encoders and cross-encoders?', 'A bi-encoder encodes question and passage separately [1].']];

type Row = [string, Array<readonly [string, string?]>, RegExp];
/** The tester's chains (run ids) and my variants of each kind. */
const rows: Row[] = [
  // A follow-up after a follow-up carries the last substantive question's topic, not only the follow-up's words.
  ['C1.5 "why?" after "who proposed it?" (RRF)', [...RRF, ['why?']], /robust/],
  ['variant: "and why is that?" after "who proposed it?"', [RRF[2], ['who proposed it?', 'Cormack, Clarke and Büttcher [1].'], ['and why is that?']], /robust/],
  ['variant: "why?" after the pgvector build-parameter follow-up', [...HNSW, ['why?']], /ef_construction/],
  // A pronoun follow-up with a word of its own finds the passage about both.
  ['C2.2 "is it free?" after "What are pgvector\'s HNSW index defaults?"', [["What are pgvector's HNSW index defaults?", "pgvector's HNSW defaults are m = 16 and ef_construction = 64 [1]."], ['is it free?']], /pgvector is an open-source extension/],
  // When both readings hold the message's words, an off-topic match of the message alone does not win.
  ['D1.3 "and the query-time setting?" after the pgvector build-parameter turn', [...HNSW, ['and the query-time setting?']], /ef_search/],
  // "which one" chooses among what the previous question named.
  ['E2.2 "which one is used for first-stage retrieval?" (question typed correctly)', [...ENCODERS, ['which one is used for first-stage retrieval?']], /bi-encoders/],
  ['variant: "which of them is more accurate?"', [...ENCODERS, ['which of them is more accurate?']], /far more accurate/],
  // "the third one" of a reply's inline series whose first name is lower case, then "its cost".
  ['E1.3 "and what about its cost?" after "the third one" (Weaviate)', [...DATABASES, ['the third one', 'Weaviate is an open-source vector database [2].'], ['and what about its cost?']], /Weaviate/],
  ['variant: "the second one" of the same reply', [...DATABASES, ['the second one']], /Pinecone is a fully managed/],
  ['variant: "and what about its cost?" after "the last one" (Milvus)', [...DATABASES, ['the last one', 'Milvus [1].'], ['and what about its cost?']], /Milvus/],
];

describe('u34c F4: a follow-up finds the passage that answers it', () => {
  for (const [name, chain, needle] of rows) {
    it(name, async () => {
      const found = await converse(chain);
      expect(found.found.judged.good.length, found.searched).toBeGreaterThan(0);
      expect(holds(found, needle), `searched “${found.searched}”: ${found.found.judged.good.map((h) => h.passage.heading).join(' | ')}`).toBe(true);
    });
  }
  it('C1.5 is searched with the question "who proposed it?" followed', async () => {
    expect((await converse([...RRF, ['why?']])).searched).toBe('why? who proposed it? what k does RRF use?');
  });
});

describe('u34c F4: follow-ups on a new subject stay refused', () => {
  const refused: Array<Array<readonly [string, string?]>> = [
    [['Who approves business class flights?'], ['and for trains?']],
    [['What happens on my first day?'], ['and what about the weather?']],
    [['What is HNSW?', 'HNSW is a graph index [1].'], ['and what about pizza toppings?']],
  ];
  for (const chain of refused) {
    it(JSON.stringify(chain.map(([m]) => m)), async () => {
      expect((await converse(chain)).found.judged.good).toEqual([]);
    });
  }
});

describe('u34c F4: still failing', () => {
  // The license row itself ("Open-source extension (PostgreSQL License)", the Comparison table): the pgvector page's
  // opening passage ("open-source extension") is found first instead; the answer is there, the license name is not.
  it.fails('C2.2 the comparison row naming the PostgreSQL License', async () => {
    expect(holds(await converse([["What are pgvector's HNSW index defaults?", 'm = 16 [1].'], ['is it free?']]), /PostgreSQL License/)).toBe(true);
  });
  // "Who introduced it?": the guide says "named by Lewis et al."; "introduced" and "stand" match other pages (Weaviate's
  // "stands out"). A guide-words entry ("who introduced" → "named") found a planning page instead, so it was left out.
  it.fails('D3.2 "Who introduced it?" after "What does RAG stand for?"', async () => {
    expect(holds(await converse([['What does RAG stand for?', 'RAG stands for retrieval-augmented generation [1].'], ['Who introduced it?']]), /Lewis/)).toBe(true);
  });
  // The tester's first question has typos ("teh", "diffrence") and is itself refused (u34c F1, engineer r3); read with
  // it, the follow-up is refused too.
  it.fails('E2.2 as typed: after "whats teh diffrence betwen bi-encoders and cross-encoders"', async () => {
    expect(holds(await converse([['whats teh diffrence betwen bi-encoders and cross-encoders'], ['which one is used for first-stage retrieval?']]), /bi-encoders/)).toBe(true);
  });
  // "because" and "NOT" are words the coverage rule asks a passage to hold (u34c F1, engineer r3's rule). Expected to fail
  // until s56-sup: with "use" and "used" read as one word (paraphrase.ts, u-dqa F8) the follow-up finds the cross-encoder passage.
  it('E2.3 "and it\'s NOT the cross-encoder because?"', async () => {
    expect(holds(await converse([...ENCODERS, ['which one is used for first-stage retrieval?', 'Bi-encoders [1].'], ["and it's NOT the cross-encoder because?"]]), /cross-encoder/i)).toBe(true);
  });
  // Variant: "is it free?" after "How do I create an HNSW index in pgvector?" found no good match read with that question
  // on s51-c2 alone; with s51-r3's coverage rule merged (integration 0525c791) it finds pgvector's opening passage.
  it('variant: "is it free?" after "How do I create an HNSW index in pgvector?"', async () => {
    expect(holds(await converse([['How do I create an HNSW index in pgvector?', 'CREATE INDEX … USING hnsw [1].'], ['is it free?']]), /open-source/)).toBe(true);
  });
  // Variant: "and the query-time one?" is searched alone ("one" is no pronoun that forbids it) and finds other pages.
  it.fails('variant: "and the query-time one?" after the pgvector build-parameter turn', async () => {
    expect(holds(await converse([...HNSW, ['and the query-time one?']]), /ef_search/)).toBe(true);
  });
});
