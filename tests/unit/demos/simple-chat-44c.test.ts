/**
 * Issue 28 (u29n F11, F8, F13): what Simple Chat says about a reply that never finished normally.
 * - F11: a 200 whose stream holds only `data: [DONE]` (no text) is an empty reply: the turn says so,
 *   offers Retry (the page's Retry button shows for a last assistant turn) and is not sent as history.
 * - F8: a reply streaming when the page was reloaded or left comes back marked as interrupted, never
 *   "Stopped", which says the reader pressed Stop.
 * - F13: a Retry-After countdown running when the page was reloaded does not resend by itself after the
 *   reload (the API key is never kept, so the resend would go without it); the reply says the key is
 *   needed and Retry sends the question again.
 */
import {beforeEach, describe, expect, it} from 'vitest';
import {
  completedReply,
  conversationMarkdown,
  loadTurns,
  modelHistory,
  saveTurns,
  turnNote,
  type ChatTurn,
} from '@site/src/demos/simple-chat/chatStore';

const KEY = 'cap-demo:simple-chat:v1';
const question: ChatTurn = {id: 'u1', role: 'user', content: 'What is semantic chunking?', status: 'done'};

describe('F11: an empty model reply', () => {
  for (const content of ['', '   ', '\n\n', ' \t\n ']) {
    it(`${JSON.stringify(content)} is an error that says the model returned nothing`, () => {
      const change = completedReply(content);
      expect(change.status).toBe('error');
      expect(change.error).toMatch(/returned an empty reply/);
      expect(change.error).toMatch(/Retry/);
    });
  }
  it('a reply with text is done', () => {
    expect(completedReply('Semantic chunking splits at topic changes [1].')).toEqual({status: 'done'});
  });
  it('the empty turn is not sent as history, and the question is not either', () => {
    const empty: ChatTurn = {id: 'a1', role: 'assistant', content: '', ...completedReply('')};
    const next: ChatTurn = {id: 'u2', role: 'user', content: 'And what is fixed-size chunking?', status: 'done'};
    expect(modelHistory([question, empty, next])).toEqual([]);
  });
});

describe('F8: a reply cut off by a reload or by leaving the page', () => {
  beforeEach(() => sessionStorage.clear());
  const streaming: ChatTurn = {id: 'a1', role: 'assistant', content: 'Semantic chunking splits', status: 'streaming'};

  it('comes back interrupted, with its partial text, never as stopped by the reader', () => {
    saveTurns([question, streaming], KEY);
    const [, back] = loadTurns(KEY);
    expect(back.content).toBe('Semantic chunking splits');
    expect(back.status).toBe('stopped');
    expect(back.interrupted).toBe(true);
    expect(turnNote(back)).toBe('Interrupted when the page was reloaded or left: partial answer, kept in the conversation.');
    expect(turnNote(back)).not.toMatch(/^Stopped/);
  });
  it('with no text yet, it says the reply was interrupted before it began', () => {
    saveTurns([question, {...streaming, content: ''}], KEY);
    expect(turnNote(loadTurns(KEY)[1])).toBe('Interrupted when the page was reloaded or left, before the reply began. Press Retry to ask again.');
  });
  it('a reply the reader stopped still says Stopped', () => {
    expect(turnNote({...streaming, status: 'stopped'})).toBe('Stopped: partial answer, kept in the conversation.');
    expect(turnNote({...streaming, content: '', status: 'stopped'})).toBe('Stopped.');
  });
  it('the interrupted reply is sent as history marked cut off, and the download says interrupted', () => {
    saveTurns([question, streaming], KEY);
    const back = loadTurns(KEY);
    expect(modelHistory(back)[1].content).toMatch(/cut off/);
    expect(conversationMarkdown(back)).toContain('(Interrupted: partial answer.)');
    expect(conversationMarkdown(back)).not.toContain('Stopped');
  });
  it('an interrupted reply stays interrupted through the next reload', () => {
    saveTurns([question, streaming], KEY);
    saveTurns(loadTurns(KEY), KEY);
    expect(loadTurns(KEY)[1].interrupted).toBe(true);
  });
});

describe('F13: a Retry-After countdown running at a reload', () => {
  beforeEach(() => sessionStorage.clear());
  const waiting: ChatTurn = {id: 'a1', role: 'assistant', content: '', status: 'error', error: 'The endpoint is rate-limiting requests (HTTP 429).', retryAt: Date.now() + 5000};

  it('does not resend by itself after the reload', () => {
    saveTurns([question, waiting], KEY);
    expect(loadTurns(KEY)[1].retryAt).toBeUndefined();
  });
  it('one whose wait already ended before the reload does not resend either', () => {
    saveTurns([question, {...waiting, retryAt: Date.now() - 1000}], KEY);
    expect(loadTurns(KEY)[1].retryAt).toBeUndefined();
  });
  it('says the key is needed and that Retry sends the question again', () => {
    saveTurns([question, waiting], KEY);
    const back = loadTurns(KEY)[1];
    expect(back.error).toContain('The endpoint is rate-limiting requests (HTTP 429).');
    expect(back.error).toMatch(/reloaded during the wait, so nothing was resent/);
    expect(back.error).toMatch(/API key/);
    expect(back.error).toMatch(/then press Retry/);
  });
  it('the note is added once, whatever the number of reloads', () => {
    saveTurns([question, waiting], KEY);
    saveTurns(loadTurns(KEY), KEY);
    const back = loadTurns(KEY)[1];
    expect(back.error?.match(/nothing was resent/g)).toHaveLength(1);
  });
  it('"Try again" (no wait named) stays as it was: it never resends by itself', () => {
    saveTurns([question, {...waiting, retryAt: 0}], KEY);
    const back = loadTurns(KEY)[1];
    expect(back.retryAt).toBe(0);
    expect(back.error).toBe('The endpoint is rate-limiting requests (HTTP 429).');
  });
});
