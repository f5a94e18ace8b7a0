/**
 * Issue 28 (u29w F23, lost work): Retry after a reply that holds the model's words asks again without
 * deleting that reply. The earlier reply stays in the conversation, marked as the one before Retry,
 * beside whatever the new request brings: a finished answer, a partial one or an error. Replies the
 * page can rebuild from the question (offline passages, "no passage matched") and failed replies with
 * no text are replaced, as nothing is lost. The model history prefers a complete answer to a partial one.
 */
import {describe, expect, it} from 'vitest';
import {conversationMarkdown, loadTurns, modelHistory, retryPlan, saveTurns, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';

const q: ChatTurn = {id: 'u1', role: 'user', content: 'explain pgvector HNSW indexes', status: 'done'};
const answer: ChatTurn = {id: 'a1', role: 'assistant', content: 'HNSW builds a layered graph [1]. Paragraph 30.', status: 'done'};
const failed: ChatTurn = {id: 'a2', role: 'assistant', content: '', status: 'error', error: 'The endpoint refused the key (401 Unauthorized).'};

describe('F23: Retry keeps a reply that holds the model’s words', () => {
  it('a finished reply is kept, marked, and the question is asked again', () => {
    const plan = retryPlan([q, answer]);
    expect(plan.history).toEqual([q]);
    expect(plan.kept).toEqual([{...answer, retried: true}]);
  });
  it('a stopped partial reply and a dropped one with text are kept', () => {
    const stopped: ChatTurn = {...answer, id: 'a3', content: 'Paragraph 3: This is', status: 'stopped'};
    const dropped: ChatTurn = {...answer, id: 'a4', content: 'Chunking splits documents', status: 'error', error: 'connection dropped'};
    expect(retryPlan([q, stopped]).kept.map((t) => t.id)).toEqual(['a3']);
    expect(retryPlan([q, dropped]).kept.map((t) => t.id)).toEqual(['a4']);
  });
  it('a failed reply with no text, an offline reply and a no-passage reply are replaced (nothing lost)', () => {
    expect(retryPlan([q, failed]).kept).toEqual([]);
    const offline: ChatTurn = {id: 'a5', role: 'assistant', content: 'Offline mode (retrieval only, nothing generated).', status: 'done', offline: true};
    expect(retryPlan([q, offline]).kept).toEqual([]);
  });
  it('two Retries keep both earlier replies, in order, and drop the failed one between them', () => {
    const second: ChatTurn = {id: 'a6', role: 'assistant', content: 'A second answer.', status: 'done'};
    const plan = retryPlan([q, {...answer, retried: true}, failed, second]);
    expect(plan.kept.map((t) => t.id)).toEqual(['a1', 'a6']);
    expect(plan.kept.every((t) => t.retried)).toBe(true);
  });
  it('earlier questions and their replies are left as they are', () => {
    const q0: ChatTurn = {id: 'u0', role: 'user', content: 'what is RAG', status: 'done'};
    const a0: ChatTurn = {id: 'a0', role: 'assistant', content: 'RAG retrieves passages.', status: 'done'};
    expect(retryPlan([q0, a0, q, answer]).history).toEqual([q0, a0, q]);
  });
  it('a conversation with no question has nothing to retry', () => {
    expect(retryPlan([])).toEqual({history: [], kept: []});
  });
  it('after a failed Retry, the model history still holds the kept answer', () => {
    const next: ChatTurn = {id: 'u2', role: 'user', content: 'and for IVF?', status: 'done'};
    const history = modelHistory([q, {...answer, retried: true}, failed, next]);
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(history[1].content).toContain('layered graph');
  });
  it('a complete kept answer is sent rather than a partial retry after it', () => {
    const partial: ChatTurn = {id: 'a7', role: 'assistant', content: 'HNSW is', status: 'error', error: 'connection dropped'};
    expect(modelHistory([q, {...answer, retried: true}, partial])[1].content).toContain('layered graph');
    // A complete retry is the one sent.
    const better: ChatTurn = {id: 'a8', role: 'assistant', content: 'HNSW, hierarchical navigable small worlds.', status: 'done'};
    expect(modelHistory([q, {...answer, retried: true}, better])[1].content).toContain('hierarchical');
  });
  it('the kept reply survives a reload and is marked in the download', () => {
    const turns = [q, {...answer, retried: true}, failed];
    expect(saveTurns(turns, 'k', sessionStorage).ok).toBe(true);
    expect(loadTurns('k')[1]).toMatchObject({content: answer.content, retried: true});
    expect(conversationMarkdown(turns)).toMatch(/Paragraph 30\.\n\n\(Earlier reply, kept when Retry asked again\.\)/);
  });
});
