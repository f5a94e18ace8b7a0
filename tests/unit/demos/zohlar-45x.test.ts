/**
 * s45 (issue 28, brief 45x; tester u29x, Zohlar on build-i24, /tmp/u29x/FINDINGS.md): Ask and Chat of the Zohlar
 * workspace over the sample documents plus u29x's own (u29xDocs.ts), through the tools' own pipelines: Ask is
 * Document Q&A's findInParts (top 4), Chat is Simple Chat's searchConversation (k 3 offline) and offlineReply.
 * Each group names its finding; the count on the old code is in the commit that fixed it.
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import {offlineReply} from '@site/src/demos/simple-chat/chatStore';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {U29X_DOCS} from './u29xDocs';

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});
const workspaces = new Map<readonly SourceDocument[], Bm25Index>();
function workspace(docs: readonly SourceDocument[]) {
  let index = workspaces.get(docs);
  if (!index) workspaces.set(docs, (index = buildIndex(chunkDocuments(docs))));
  return {retriever: retrieverOf(index), texts: () => docs.map((d) => `${d.title} ${d.heading ?? ''} ${d.text}`)};
}
const ALL: readonly SourceDocument[] = [...SAMPLE_DOCUMENTS, ...U29X_DOCS];

/** Zohlar's Ask: the good matches' texts, best first. */
async function ask(question: string, docs: readonly SourceDocument[] = ALL): Promise<string[]> {
  const {retriever, texts} = workspace(docs);
  const found = await findInParts(retriever, question, 4, docs, texts);
  return found.judged.good.map((h) => h.passage.text);
}

/** Zohlar's Chat, offline: the reply as simple-chat/index.tsx writes it (null: no good match). */
async function chat(message: string, docs: readonly SourceDocument[] = ALL): Promise<string | null> {
  const {retriever} = workspace(docs);
  const {found} = await searchConversation([{role: 'user', content: message} as never], retriever, docs, {workspace: true, k: 3});
  const hits = found.judged.good;
  return hits.length ? offlineReply(hits, 'the workspace documents', message, found.judged.stats?.weights) : null;
}

describe('F9: the offline chat quotes the sentence with the rarest asked word', () => {
  it.each([
    ['taxi at night', 'Taxi rides are only reimbursed between 22:00 and 06:00'],
    ['Are taxis reimbursed at night?', 'Taxi rides are only reimbursed between 22:00 and 06:00'],
    ['hotel per night in Zurich', 'in London, Paris and Zurich up to €240 per night'],
    ['when is the boiler serviced next', 'The next annual service is due on 14 March 2026'],
    ['who approves late claims', 'Late claims are approved by the CFO, Ingrid Barros'],
  ])('%s', async (message, sentence) => {
    expect(await chat(message)).toContain(sentence);
  });
});
