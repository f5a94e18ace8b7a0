/**
 * Issue 28, u34c F6: "Thanks!" was sent to the model, and its "You're welcome." got "This answer cites no passage …".
 * Thanks and a bare acknowledgement now get the chat's own reply (acknowledgementReply), which index.tsx shows in either
 * mode without a search or a request (e2e simple-chat-51c2 counts the requests); anything that asks something is not one.
 */
import {describe, expect, it} from 'vitest';
import {acknowledgementReply, modelHistory, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';

describe('u34c F6: thanks and "ok" are answered by the chat itself', () => {
  it.each(['Thanks!', 'thank you', 'great, thanks', 'Thank you so much!', 'thanks, that helped a lot', 'merci'])('thanks: %s', (message) => {
    expect(acknowledgementReply(message, 'this guide')).toBe('You are welcome. Ask another question about this guide whenever you like.');
  });
  it.each(['ok', 'OK.', 'okay!', 'got it', 'great', 'ok, got it', 'sounds good'])('acknowledgement: %s', (message) => {
    expect(acknowledgementReply(message, 'the workspace documents')).toBe('Ask another question about the workspace documents whenever you like.');
  });
  it.each(['ok, what is HNSW?', 'thanks, and what about overlap?', 'great question: what is RAG?', 'is it ok to store PII in embeddings?', 'good chunk size for PDFs?', 'why?', 'Hello'])(
    'not for %s',
    (message) => {
      expect(acknowledgementReply(message, 'this guide')).toBeNull();
    },
  );
  it('the local reply is never sent to the model later (offline replies are left out of the history)', () => {
    const turns: ChatTurn[] = [
      {id: 'u1', role: 'user', content: 'What is HNSW?', status: 'done'},
      {id: 'a1', role: 'assistant', content: 'A graph index [1].', status: 'done'},
      {id: 'u2', role: 'user', content: 'Thanks!', status: 'done'},
      {id: 'a2', role: 'assistant', content: acknowledgementReply('Thanks!', 'this guide')!, status: 'done', offline: true},
    ];
    expect(modelHistory(turns)).toEqual([
      {role: 'user', content: 'What is HNSW?'},
      {role: 'assistant', content: 'A graph index.'},
    ]);
  });
});
