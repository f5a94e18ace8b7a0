/**
 * s46 task 46r (issue 28, tester u30f: /tmp/u30f/FINDINGS.md F9): "owner" and "owned"/"owns" are one word to a reader ("and the
 * owner?" against "Project Osprey is owned by Lena Fischer"). Joining them must not let a question about a project the documents
 * never name pass on "owner" and "project": "Who is the owner of Project Falcon?" and "who owns the Falcon project" are refused
 * (a name of several words is absent when one of its words is; a word no passage holds, written with a word the passage writes
 * with a name of its own, names another thing). Through Zohlar's chat search (searchConversation) over the sample documents
 * and one added document, as u30f ran it.
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';

const DOCS: SourceDocument[] = [...SAMPLE_DOCUMENTS, {id: 'osprey', title: 'Osprey', text: 'Project Osprey is owned by Lena Fischer. Deadline 3 June 2026.'}];
const index = buildIndex(chunkDocuments(DOCS));
const retrieverOf = (i: Bm25Index) => ({size: i.passages.length, search: async (q: string, n = 5) => ({hits: search(i, q, n), ms: 0, stats: {weights: queryWeights(i, q), passages: i.passages.length}})});
const turns = (...m: string[]): ChatTurn[] => m.map((content, i) => ({id: `u${i}`, role: 'user', content, status: 'done'}) as ChatTurn);

async function good(message: string): Promise<string> {
  const {found} = await searchConversation(turns(message), retrieverOf(index), DOCS, {workspace: true, k: 3});
  return found.judged.good.map((h) => h.passage.text).join('\n');
}

describe('owner ↔ owned / owns: the passage that answers is found', () => {
  it.each(['Osprey deadline\nand the owner?', 'Who is the owner of Project Osprey?', 'Who owns Project Osprey?', 'Who is the Osprey owner?'])('%s', async (q) => {
    expect(await good(q)).toContain('owned by Lena Fischer');
  });
});

describe('the same wording about a project the documents never name is refused', () => {
  it.each(['Who is the owner of Project Falcon?', 'Who is the owner of project falcon?', 'Who owns project falcon?', 'who owns the Falcon project', 'What is the deadline for Project Falcon?'])(
    '%s',
    async (q) => {
      expect(await good(q)).toBe('');
    },
  );
});
