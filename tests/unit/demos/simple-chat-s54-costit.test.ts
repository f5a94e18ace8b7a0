// s54 t-chat F1: "How much does it cost to run a RAG system in production?" after an unrelated question was read as a
// follow-up (its dummy "it" as pointing back) and searched with the previous question, so its only "best match" was the
// previous topic's passage (Article 26 deployer duties); "How much does it cost to host Milvus?" after "What is the AI
// council?" was refused for lacking "AI" and "council". A question with its own topic words is searched alone, whatever
// it opens with; "How much does it cost?" alone still continues the previous question.
import {describe, expect, it} from 'vitest';
import {retrievalPlan, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {ask} from './simpleChatS54';

let n = 0;
const user = (content: string): ChatTurn => ({id: `u${n++}`, role: 'user', content, status: 'done'});
const answer = (): ChatTurn => ({id: `a${n++}`, role: 'assistant', content: 'Offline mode (retrieval only, nothing generated). …', status: 'done', offline: true});
const plan = (...messages: string[]) => retrievalPlan(messages.flatMap((m) => [user(m), answer()]).slice(0, -1));

describe('s54 F1: a dummy "it" before "cost to …" is no back-reference', () => {
  it.each([
    ['What does human oversight mean for high-risk AI systems?', 'How much does it cost to run a RAG system in production?'],
    ['What is the AI council?', 'How much does it cost to host Milvus?'],
    ['What is pgvector?', 'How much does it cost to run Pinecone?'],
    ['What is reranking?', 'What would it cost us to embed ten million documents?'],
    ['Who sits on the AI council?', 'How much will it cost to re-embed a corpus with a new model?'],
    ['What is MCP?', 'Roughly what does it cost per month to self-host Weaviate?'],
    ['What is MCP?', 'How long does it take to deploy an agent on AWS?'],
    ['What is HNSW?', 'What does it take to run an AI council?'],
  ])('after %j, %j is searched on its own', (before, message) => {
    expect(plan(before, message)).toEqual({query: message, followUp: false});
  });
  it.each([
    ['What is reranking?', 'How much does it cost?'],
    ['What is Pinecone?', 'what does it cost to run it?'],
    ['What is pgvector?', 'and how much does it cost to host?'],
    ['What is Milvus?', 'does it cost money to use it?'],
  ])('after %j, %j still continues it (control)', (before, message) => {
    expect(plan(before, message).followUp).toBe(true);
  });
  it("the tester's sessions: the cost question finds a cost passage, never the previous topic's", async () => {
    const a: ChatTurn[] = [];
    await ask(a, 'What does human oversight mean for high-risk AI systems?');
    const rag = await ask(a, 'How much does it cost to run a RAG system in production?');
    expect(rag.searchedFor).toBeUndefined();
    expect(rag.found.judged.good.map((h) => h.passage.url).join(' ')).not.toMatch(/compliance#deployer-duties/);
    expect(rag.searched).toBe('How much does it cost to run a RAG system in production?');
    const b: ChatTurn[] = [];
    await ask(b, 'What is the AI council?');
    const milvus = await ask(b, 'How much does it cost to host Milvus?');
    expect(milvus.found.judged.good[0]?.passage.url).toMatch(/milvus#(?:operations-and-cost-model|comparison)/);
  });
});
