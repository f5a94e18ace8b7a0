/**
 * s50-c (issue 28, tester u33c F6: /tmp/u33c/FINDINGS.md, errors E1 and E7, session S1). A model reply cut off by Stop, a
 * dropped stream or a reload mid-stream got "This answer cites no passage …", though the page says the cut-off end is not
 * read as a claim. A cut-off reply gets its cut-off note only, on the page, in Copy and in the Markdown download; a
 * finished reply is still checked.
 */
import {cleanup, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import SimpleChat from '@site/src/demos/simple-chat';
import {STORAGE_KEY, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {conversationForDownload, copyTurn} from '@site/src/demos/simple-chat/copyReply';
import {UNCITED_NOTE} from '@site/src/demos/kit/support';
import type {Hit} from '@site/src/retrieval/bm25';

afterEach(() => cleanup());
beforeEach(() => sessionStorage.clear());

const RERANK: Hit = {
  passage: {
    id: '/docs/information-processing/rag/context-integration/relevance#reranking-with-cross-encoders#1',
    text: 'A cross-encoder reads question and passage together and outputs a relevance score. It is far more accurate, but too slow to run over the whole corpus.',
    source: 'Relevance and reranking',
    heading: 'Reranking with cross-encoders',
    url: '/docs/information-processing/rag/context-integration/relevance#reranking-with-cross-encoders',
  },
  score: 10,
  terms: ['rerank'],
};

const question: ChatTurn = {id: 'u1', role: 'user', content: 'Explain reranking', status: 'done'};
// Partial replies as the tester's runs left them: text before the first [n] arrived.
const CUT: Array<[string, Partial<ChatTurn>, RegExp]> = [
  ['Stop (E1)', {status: 'stopped'}, /Stopped: partial answer/],
  ['a dropped stream (E7)', {status: 'error', error: 'The connection dropped after 67 characters. The partial answer is kept above; press Retry to ask again.'}, /dropped after 67 characters/],
  ['a reload mid-stream (S1)', {status: 'streaming'}, /Interrupted when the page was reloaded/],
  ['Stop, with a citation of no passage before the cut', {status: 'stopped', content: 'A cross-encoder reads both texts [7] and is far more acc'}, /Stopped: partial answer/],
];

const reply = (over: Partial<ChatTurn>): ChatTurn => ({id: 'a1', role: 'assistant', content: 'A cross-encoder reads question and passage together and is far more acc', status: 'done', sources: [RERANK], ...over});

describe('u33c F6: a cut-off reply gets a cut-off note only', () => {
  it.each(CUT)('after %s: no "cites no passage" note on the page', (_, over, cutNote) => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([question, reply(over)]));
    render(<SimpleChat />);
    expect(screen.getAllByText(cutNote).length).toBeGreaterThan(0);
    expect(screen.queryByText(UNCITED_NOTE)).toBeNull();
    expect(screen.queryByText(/does not say this/)).toBeNull();
  });

  it.each(CUT)('after %s: Copy and the download carry no "cites no passage" note', (_, over) => {
    const turn = {...reply(over), ...(over.status === 'streaming' ? {status: 'stopped' as const, interrupted: true} : {})};
    expect(copyTurn(turn, 'https://example.com')).not.toContain(UNCITED_NOTE);
    expect(copyTurn(turn, 'https://example.com')).toMatch(/partial answer/i);
    expect(conversationForDownload([question, turn], 'Guide search', 'https://example.com')).not.toContain(UNCITED_NOTE);
  });

  it('a finished reply that cites no passage still gets the note', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([question, reply({content: 'A cross-encoder reads question and passage together.'})]));
    render(<SimpleChat />);
    expect(screen.getByText(UNCITED_NOTE)).toBeTruthy();
    expect(copyTurn(reply({content: 'A cross-encoder reads question and passage together.'}), 'https://example.com')).toContain(UNCITED_NOTE);
  });
});
