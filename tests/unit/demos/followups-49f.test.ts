/**
 * s49-f (issue 28): follow-ups in Zohlar's Chat (u32a F4, /tmp/u32a/FINDINGS.md) and Simple Chat (u32d F4,
 * /tmp/u32d/FINDINGS.md). A message that stands on its own is searched on its own; only a message that depends on the
 * turn before ("and for contractors?", "how long does it last?", "Is that threshold …?") borrows from it. Each row's
 * expected passage was written before the code was run. Zohlar's workspace is u32a's (fixtures/u32a-workspace.json.gz)
 * after the built-in documents, searched as the page's Chat searches it offline (searchConversation, workspace, top 3).
 */
import {readFileSync} from 'node:fs';
import {gunzipSync} from 'node:zlib';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {createRetriever, type Retriever} from '@site/src/retrieval/retriever';
import {searchConversation, type ChatSearch} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {distinctTitles} from '@site/src/demos/zohlar-showcase/kept';
import {guideDocs, guideIndex, retrieverOf} from './guideChat';

const added: SourceDocument[] = JSON.parse(gunzipSync(readFileSync(join(__dirname, 'fixtures', 'u32a-workspace.json.gz'))).toString('utf8'));
const docs = distinctTitles([...SAMPLE_DOCUMENTS, ...added]);
let retriever: Promise<Retriever> | undefined;
const index = () => (retriever ??= createRetriever(chunkDocuments(docs)));

let n = 0;
/** Each message searched in turn; each reply keeps what the search returned, as the page records it. */
async function converse(search: (h: readonly ChatTurn[]) => Promise<ChatSearch>, messages: readonly string[]): Promise<ChatSearch> {
  const history: ChatTurn[] = [];
  let last: ChatSearch | null = null;
  for (const content of messages) {
    history.push({id: `u${n++}`, role: 'user', content, status: 'done'});
    last = await search(history);
    const good = last.found.judged.good.length > 0;
    history.push({id: `a${n++}`, role: 'assistant', content: good ? 'Offline reply' : 'No good match', status: 'done', offline: true, searched: last.searched, ...(good ? {} : {unmatched: true})} as unknown as ChatTurn);
  }
  return last!;
}
const zohlar = async (...messages: string[]) => converse(async (h) => searchConversation(h, await index(), docs, {workspace: true, k: 3}), messages);
const guide = (...messages: string[]) => converse((h) => searchConversation(h, retrieverOf(guideIndex), guideDocs, {workspace: false, k: 3}), messages);
const first = (s: ChatSearch) => s.found.judged.good[0] ? `${s.found.judged.good[0].passage.heading ?? ''} ${s.found.judged.good[0].passage.text}` : '(no good match)';
const all = (s: ChatSearch) => s.found.judged.good.map((h) => `${h.passage.source ?? ''} › ${h.passage.heading ?? ''} ${h.passage.text}`).join('\n');

describe('u32a F4: a new question after another is searched on its own', () => {
  it.each([
    [['How long does a USB exception last?', 'Is it NOT allowed to write passwords down?'], /never written down/],
    [['How long does a USB exception last?', 'Is it allowed to write passwords down?'], /never written down/],
  ])('%j', async (messages, passage) => {
    const s = await zohlar(...messages);
    expect(first(s)).toMatch(passage);
    expect(s.found.judged.unmatchedPart ?? null).toBeNull();
  });
});

describe('ours: self-standing new topics in Zohlar are searched alone', () => {
  it.each([
    [['Who approves private use of a company car?', 'Is it possible to claim mileage as a contractor?'], /0\.19 EUR per kilometre/],
    [['What does severity 1 mean?', 'Is it required to encrypt laptops?'], /full-disk encryption/],
    [['How long must passwords be?', 'Is it true that postmortems name individuals?'], /blameless/],
    [['Who keeps the timeline in an incident?', 'How is home charging reimbursed?'], /0\.28 EUR per kWh/],
    [['What is the phone number of the East contact?', 'Is it allowed for contractors to use the office chargers?'], /reserved for employees/],
    [['When is a postmortem due?', 'Is it OK to use a password manager?'], /Password managers approved by IT/],
    [['Who approves a USB exception?', 'What are the office hours of Luis Ortega?'], /Luis Ortega/],
  ])('%j', async (messages, passage) => {
    const s = await zohlar(...messages);
    expect(first(s)).toMatch(passage);
    expect(s.searchedFor).toBeUndefined();
  });
  // Searched alone; the lost-laptop rule ("reported … within 2 hours") ranks first on "report … within … hours".
  it('["How fast must a lost laptop be reported?","Is it necessary to report a damaged vehicle within 24 hours?"]', async () => {
    const s = await zohlar('How fast must a lost laptop be reported?', 'Is it necessary to report a damaged vehicle within 24 hours?');
    expect(s.searchedFor).toBeUndefined();
    expect(all(s)).toMatch(/damaged vehicle must be reported within 24 hours/);
  });
});

describe('ours: real follow-ups in Zohlar borrow the previous question', () => {
  it.each([
    [['How fast must a damaged vehicle be reported?', 'and for contractors?'], /rental vehicle used by a contractor/],
    [['Who approves a USB exception?', 'how long does it last?'], /lasts at most 30 days/],
    [['Who is the North region contact?', 'what are her office hours?'], /Aino Virtanen/],
    [['What does severity 1 mean?', 'and severity 2?'], /Severity 2 means/],
    [['Who approves the assignment of company cars?', 'who drives them?'], /field staff/],
    [['Which laptops must use full-disk encryption?', 'who enables it?'], /service desk enables it/],
    [['How is home charging reimbursed?', 'and for contractors?'], /at their own cost/],
    [['How long must passwords be?', 'can they be written down?'], /never written down/],
  ])('%j', async (messages, passage) => {
    const s = await zohlar(...messages);
    expect(first(s)).toMatch(passage);
  });
});

describe('u32d F4: Simple Chat follow-ups keep their topic', () => {
  it.each([
    [['How many chunks do I get from a 6,000-token document with 500-token chunks and 50 overlap?', 'and with no overlap?'], /overlap/i],
    [['Explain reranking', 'is it worth the latency?'], /rerank|cross-encoder/i],
    [['How do I pick between IVFFlat and HNSW in pgvector?', 'can you show the SQL?'], /pgvector|IVFFlat|HNSW/i],
  ])('%j', async (messages, topic) => {
    const s = await guide(...messages);
    expect(s.found.judged.good.length).toBeGreaterThan(0);
    // The first passage sent is on the conversation's topic.
    expect(`${s.found.judged.good[0].passage.source ?? ''} ${first(s)}`).toMatch(topic);
  });
  // Not fixed (s49-f, reported): no word marks these as follow-ups ("that threshold", "the k value"), and after a refused
  // turn "its" is read with the refused question, not the last one answered.
  it.fails.each([
    [["When does Weaviate's dynamic index switch from flat to HNSW?", 'Is that threshold 100,000 objects?'], /dynamic/i],
    [['What is reciprocal rank fusion?', 'who proposed the k value?'], /reciprocal rank|RRF/i],
    [['What is chunk overlap?', 'What is the weather in Lisbon?', 'and what about its cost?'], /overlap/i],
  ])('not fixed: %j', async (messages, topic) => {
    const s = await guide(...messages);
    expect(s.found.judged.good.length).toBeGreaterThan(0);
    expect(`${s.found.judged.good[0].passage.source ?? ''} ${first(s)}`).toMatch(topic);
  });
});

describe('Simple Chat: a self-standing question after another is still searched on its own', () => {
  it.each([
    [['What is reciprocal rank fusion?', 'Is it possible to run pgvector with HNSW?'], /pgvector|HNSW/],
    [['Explain reranking', 'What is chunk overlap?'], /overlap/i],
  ])('%j', async (messages, topic) => {
    const s = await guide(...messages);
    expect(first(s)).toMatch(topic);
    void all;
  });
});
