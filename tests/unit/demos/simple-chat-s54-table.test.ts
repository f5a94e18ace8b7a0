// s54 t-chat: the tester's 74 offline questions (three sessions, asked in order: follow-ups depend on the question before),
// each with what the first passage shown must hold (the asked fact, or the section that answers), or an honest "no good
// match" for an off-topic question. Run as the page runs it: searchConversation over the answered turns (index.tsx),
// top 3, on the guide corpus fixture of 2026-11-27 with the Simple Chat page. Counts before/after are in the commit messages.
import {describe, expect, it} from 'vitest';
import {chatDocsOf, sessionRun, type Expect} from './simpleChatS54';

const NONE = 'none' as const;
const SKIP = null;
const rows: Array<Array<[string, Expect]>> = [
  [
    ['What default k does reciprocal rank fusion use?', {text: /k = 60/}],
    ['who proposed it?', {text: /Cormack/}],
    ['What is the default ef_search for pgvector HNSW?', {text: /ef_search/}],
    ['and what about m?', {text: /\bm\b|\bM\b/}],
    ["What's the maximum fine under the EU AI Act for prohibited practices?", {text: /35 million/}],
    ['and for other breaches?', {text: /15 million/}],
    ['When does the Article 50 duty to tell people they talk to an AI apply?', {text: /2 August 2026/}],
    ['What is the lost in the middle effect?', {text: /middle/i}],
    ['give an example', {text: /middle/i}],
    ['What chunk size should I start with?', {text: /256, 512 and 1,024|starting points/}],
    ["What is the default chunk size of LangChain's RecursiveCharacterTextSplitter?", {text: /RecursiveCharacterTextSplitter \| 4,000/}],
    ['How do I evaluate a RAG system?', {text: /evaluat/i}],
    ['What is LLM-as-a-judge?', {text: /judge/i}],
    ['What license is Milvus under?', {text: /Apache/}],
    ['and Pinecone?', {text: /Proprietary/}],
    ['Which vector database should a small team pick?', {text: /lighter option|Choose pgvector when|small team/i}],
    ['What is the ReAct pattern for agents?', {text: /ReAct/}],
    ['how do agents fail in production?', {text: /tool failure|Cascading failures|fail/i, url: /agent-systems/}],
    ['What is MCP?', {text: /Model Context Protocol|MCP/}],
    ['is it secure?', {url: /mcp/, text: /secur/i}],
    ['What does human oversight mean for high-risk AI systems?', {text: /oversight/i}],
    ['How much does it cost to run a RAG system in production?', {text: /cost/i, url: /rag|llm|integration|cost|ingestion|budget/i, notUrl: /compliance/}],
    ['What is reranking?', {text: /rerank/i}],
    ['and what about cost?', {text: /rerank/i}],
    ['why?', {text: /rerank/i}],
    ['What is the difference between HNSW and IVFFlat?', {text: /IVFFlat[^]*HNSW|HNSW[^]*IVFFlat/, notUrl: /#filtering/}],
    ['How many lists should an IVFFlat index have?', {text: /lists/}],
    ['and probes?', {text: /probes/}],
    ['What is prompt injection?', {text: /injection/i}],
    ['When was the OWASP Top 10 for LLM Applications 2026 published?', {text: /OWASP/}],
    ['What is semantic chunking?', {text: /semantic/i}],
    ['Who should sit on an AI governance board?', {url: /governance#the-ai-council|ws1-organization\/intro#who-runs-it/}],
    ["What is Weaviate's default hybrid fusion method?", {text: /relativeScoreFusion/}],
    ['How do I deploy an agent?', {url: /deploy-agent/}],
    ["What's the capital of France?", NONE],
    ['Write me a poem about cats', NONE],
    ['What will the weather be in Berlin tomorrow?', NONE],
    ['How do I bake sourdough bread?', NONE],
    ['Who won the 2022 FIFA World Cup?', NONE],
    ['What does Article 4 of the AI Act require about AI literacy?', {text: /literacy/i}],
    ['When did the AI Act prohibitions start to apply?', {text: /2 Feb(?:ruary)? 2025/}],
    ['What is the default hnsw.max_scan_tuples in pgvector?', {text: /max_scan_tuples \(default 20,000\)|20,000 by default/}],
    ['Does this chat store my API key?', {text: /never saved|never kept|never stored/i}],
    ['What does Datadog LLM Observability evaluate?', {text: /evaluat/i}],
    ['How do I reset my iPhone?', NONE],
    ["What should a pilot project's success metrics be?", {text: /metric/i}],
  ],
  [
    ['What are the fines under the EU AI Act?', {text: /35 million/}],
    ['What is the maximum fine under the AI Act?', {text: /35 million/}],
    ['What is pgvector?', {text: /pgvector/}],
    ['How much does it cost to run Pinecone?', {url: /pinecone/, text: /cost|pric|\$|serverless/i}],
    ['What is the AI council?', {url: /governance#the-ai-council/}],
    ['How much does it cost to host Milvus?', {url: /milvus#(?:operations-and-cost-model|comparison)/, text: /cost/i}],
    ['What is HNSW again?', {text: /HNSW/}],
    ['Remind me, what is RRF?', {text: /reciprocal rank fusion|RRF/i}],
    ['Who sits on the AI council?', {url: /governance#the-ai-council|ws1-organization\/intro#who-runs-it/}],
    ['What happens when an agent tool call fails?', {text: /tool failure|becomes an observation/i}],
    ['What chunk size do you recommend?', {text: /256, 512 and 1,024|starting points/}],
    ['the second one', SKIP],
    ['What does the simple chat keep in my browser?', {url: /simple-chat/, text: /sessionStorage|saved|kept/i}],
  ],
  [
    ['When do the high-risk obligations for Annex III systems apply?', {text: /2 December 2027/}],
    ['How long must a deployer keep the logs of a high-risk system?', {text: /six months/}],
    ['When do the obligations for general-purpose AI models apply?', {text: /2 August 2025/}],
    ['How many risks does the NIST generative AI profile list?', {text: /twelve risks/}],
    ['How do I calibrate an LLM judge?', {text: /judge|calibrat/i}],
    ['Which retrieval metrics should I track?', {text: /recall@k|MRR|nDCG/i}],
    ['How many candidates should I rerank?', {text: /rerank/i}],
    ["What is Pinecone's pricing model?", {url: /pinecone/, text: /pric|cost|serverless/i}],
    ['When did Anthropic introduce MCP?', {text: /November 2024/}],
    ['How many characters are in a token?', {text: /characters/}],
    ["What does Weaviate's dynamic index do?", {text: /dynamic/i}],
    ['Who coined the term retrieval-augmented generation?', {text: /Lewis/}],
    ['How many dimensions does text-embedding-3-small have?', {text: /1,536/}],
    ['Is it worth it?', SKIP],
    ['What is the best pizza in Naples?', NONE],
  ],
];

describe('s54 t-chat: the 74 offline questions', () => {
  it('right passage first or honest no-match', async () => {
    const docs = chatDocsOf();
    const results = [];
    for (const session of rows) results.push(...(await sessionRun(docs, session)));
    const judged = results.filter((r) => r.ok !== null);
    const right = judged.filter((r) => r.ok);
    // eslint-disable-next-line no-console
    if (process.env.S54_TABLE) console.log(results.map((r) => `${r.ok === null ? '  ' : r.ok ? 'ok' : 'XX'} ${r.question} → ${r.first}`).join('\n'));
    expect(judged.length).toBe(72);
    expect(right.length).toBeGreaterThanOrEqual(Number(process.env.S54_MIN ?? 60));
  }, 600000);
});
