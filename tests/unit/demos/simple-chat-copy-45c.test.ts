/**
 * Issue 28 (u29w F6): Copy of a reply that did not finish (stopped, interrupted by a reload, cut off by a
 * dropped connection) says so at its end, as the page and the download do; pasted into a ticket it no
 * longer reads as a complete answer. A finished reply is copied without a note.
 */
import {describe, expect, it} from 'vitest';
import {copyTurn} from '@site/src/demos/simple-chat/copyReply';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';

const ORIGIN = 'https://example.com';
const turn = (extra: Partial<ChatTurn>): ChatTurn => ({id: 'a1', role: 'assistant', content: 'Paragraph 3: This is', status: 'done', ...extra});

describe('F6: Copy marks a partial reply', () => {
  it('stopped by the reader', () => {
    expect(copyTurn(turn({status: 'stopped'}), ORIGIN)).toMatch(/Paragraph 3: This is\n\n\(Stopped: partial answer\.\)\n$/);
  });
  it('interrupted by a reload', () => {
    expect(copyTurn(turn({status: 'stopped', interrupted: true}), ORIGIN)).toMatch(/\(Interrupted: partial answer\.\)\n$/);
  });
  it('cut off by a dropped connection', () => {
    expect(copyTurn(turn({status: 'error', error: 'The connection dropped after 20 characters.'}), ORIGIN)).toMatch(/\(Partial answer: the connection dropped after 20 characters\.\)\n$/);
  });
  it('a finished reply has no note', () => {
    expect(copyTurn(turn({content: 'Chunking splits documents.'}), ORIGIN)).toBe('Chunking splits documents.');
  });
});
