/**
 * Simple Chat offline over the guide, for unit rows: the guide corpus fixture with the demo pages, indexed as the
 * chat indexes it, and `chat(...messages)` searching the last message as the chat does (simple-chat/search.ts,
 * searchConversation, top 3). Shared by the s43 retrieval and chat rows.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {chatDocuments} from '@site/src/demos/kit/guide';
import {searchConversation, type ChatSearch} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';

const fixtures = join(__dirname, 'fixtures');
const guideCorpus = JSON.parse(gunzipSync(readFileSync(join(fixtures, 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
const demoPages = JSON.parse(readFileSync(join(fixtures, 'demo-pages-2026-11-26.json'), 'utf8'));
export const corpus = {...guideCorpus, demos: demoPages};

/** A retriever over an index, shaped as the chat's worker answers. */
export const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});

export const guideDocs = chatDocuments(corpus, '/demo-room/simple-chat');
export const guideIndex = buildIndex(chunkDocuments(guideDocs));

let n = 0;
/** The user messages as a conversation, each answered offline but the last. */
export const turns = (...messages: string[]): ChatTurn[] =>
  messages
    .flatMap((content) => [
      {id: `u${n++}`, role: 'user', content, status: 'done'} as ChatTurn,
      {id: `a${n++}`, role: 'assistant', content: 'Offline mode …', status: 'done', offline: true} as ChatTurn,
    ])
    .slice(0, -1);

/** Simple Chat offline over the guide (top 3): the conversation's last message searched as the chat searches it. */
export const chat = (...messages: string[]): Promise<ChatSearch> =>
  searchConversation(turns(...messages), retrieverOf(guideIndex), guideDocs, {workspace: false, k: 3});
