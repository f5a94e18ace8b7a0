/**
 * s51-zl2 (issue 28, tester u35d F5: /tmp/u35d/FINDINGS.md, t_chat_nf.log). In Chat (Simple Chat, and Zohlar's Chat tab,
 * which is the same component), a model reply saying the passages hold no answer was shown as a plain reply, while Ask
 * heads the same reply "<model> found no answer in the passages below" and the page promises such a reply is "never shown
 * as an answer". Chat now reads it with Ask's recognition (kit/refusal.ts declines) and shows Ask's label.
 */
import {cleanup, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import SimpleChat from '@site/src/demos/simple-chat';
import {STORAGE_KEY, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import type {Hit} from '@site/src/retrieval/bm25';

afterEach(() => cleanup());
beforeEach(() => sessionStorage.clear());

// The passage that does answer the tester's question ("How often are laptops replaced?").
const LAPTOPS: Hit = {
  passage: {
    id: 'laptop-refresh#1',
    text: 'Laptops are replaced every 4 years. Data is wiped before a laptop is returned.',
    source: 'Laptop refresh',
  },
  score: 10,
  terms: ['laptop', 'replac'],
};

const question: ChatTurn = {id: 'u1', role: 'user', content: 'How often are laptops replaced?', status: 'done'};
const reply = (content: string, over: Partial<ChatTurn> = {}): ChatTurn => ({id: 'a1', role: 'assistant', content, status: 'done', sources: [LAPTOPS], ...over});

// The tester's replies (t_chat_nf.log) and the grounded prompt's exact refusal.
const DECLINES = [
  'Not found in the document.',
  'There is no information about this in the documents.',
  'I could not find this in the workspace documents.',
  'Die Dokumente enthalten dazu keine Informationen.',
];

describe('u35d F5: a "not found" reply in Chat is labelled as Ask labels it', () => {
  it.each(DECLINES)('"%s" gets "<model> found no answer in the passages below"', (content) => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([question, reply(content, {model: 'mock-u35d'})]));
    render(<SimpleChat />);
    expect(screen.getByText('mock-u35d found no answer in the passages below')).toBeTruthy();
  });

  it('a reply kept from before this change (no model name stored) is labelled too', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([question, reply(DECLINES[0])]));
    render(<SimpleChat />);
    expect(screen.getByText('The model found no answer in the passages below')).toBeTruthy();
  });

  it('an answer that cites the passage gets no such label', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([question, reply('Laptops are replaced every 4 years [1].', {model: 'mock-u35d'})]));
    render(<SimpleChat />);
    expect(screen.queryByText(/found no answer/)).toBeNull();
  });

  it('a reply still streaming is not labelled yet', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([question, reply('Not found', {status: 'stopped', model: 'mock-u35d'})]));
    render(<SimpleChat />);
    expect(screen.queryByText(/found no answer/)).toBeNull();
  });
});
