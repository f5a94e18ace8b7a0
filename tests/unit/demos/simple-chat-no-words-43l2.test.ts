/**
 * Issue 28 (u29p Z-2), task 43l2: a chat message with no words ("!!!!!!") is not a follow-up; it is
 * searched on its own and finds nothing, as Ask says for "???", instead of repeating the previous
 * question's passage under "Searched for: “!!!!!! what about premium economy”".
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {offlineReply, retrievalPlan, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {searchConversation} from '@site/src/demos/simple-chat/search';

const index = buildIndex(chunkDocuments(SAMPLE_DOCUMENTS));
const retriever = {
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
};
let n = 0;
const turns = (...messages: string[]): ChatTurn[] =>
  messages
    .flatMap((content) => [
      {id: `u${n++}`, role: 'user', content, status: 'done'} as ChatTurn,
      {id: `a${n++}`, role: 'assistant', content: 'Offline mode …', status: 'done', offline: true} as ChatTurn,
    ])
    .slice(0, -1);

describe('Z-2: a message with no words', () => {
  const history = turns('Who approves a business class flight?', 'what about premium economy', '!!!!!!');
  it('is not read with the previous question', () => {
    expect(retrievalPlan(history)).toEqual({query: '!!!!!!', followUp: false});
  });
  it('finds no passage in the workspace and says nothing about a follow-up', async () => {
    const result = await searchConversation(history, retriever, SAMPLE_DOCUMENTS, {workspace: true, k: 3});
    expect(result.found.hits).toEqual([]);
    expect(result.searchedFor).toBeUndefined();
  });
});

describe('Z-2: the offline reply to a message with no words says so', () => {
  it('names the missing words instead of "nothing matches those words"', () => {
    expect(offlineReply([], 'the workspace documents', '!!!!!!')).toBe('Offline mode: your message has no words to search for. Type a question about the workspace documents.');
    expect(offlineReply([], 'the workspace documents', 'weather tomorrow')).toMatch(/^Offline mode: I found nothing in the workspace documents that matches those words/);
  });
});
