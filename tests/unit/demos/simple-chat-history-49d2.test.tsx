/**
 * s49 task d2 (issue 28, tester u32d F8: /tmp/u32d/FINDINGS.md): only the last 4 answered exchanges go to the model as
 * history, and neither the page nor the demo said so ("your earlier messages that the model answered"). The number is
 * one constant (chatStore.ts HISTORY_EXCHANGES); the demo says it under the model settings and the page text says it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {cleanup, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import SimpleChat from '@site/src/demos/simple-chat';
import {HISTORY_EXCHANGES, modelHistory, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';

afterEach(() => cleanup());

const exchanges = (n: number): ChatTurn[] =>
  Array.from({length: n}, (_, i) => [
    {id: `u${i}`, role: 'user', content: `Question ${i + 1}?`, status: 'done'},
    {id: `a${i}`, role: 'assistant', content: `Answer ${i + 1} [1].`, status: 'done', sources: []},
  ]).flat() as ChatTurn[];

describe('u32d F8: how much history goes to the model is said where it is set', () => {
  it('sends the last HISTORY_EXCHANGES answered exchanges', () => {
    expect(HISTORY_EXCHANGES).toBe(4);
    const sent = modelHistory(exchanges(8));
    expect(sent).toHaveLength(2 * HISTORY_EXCHANGES);
    expect(sent[0]).toEqual({role: 'user', content: 'Question 5?'});
  });

  it('the demo says it next to the model settings', () => {
    render(<SimpleChat />);
    expect(screen.getByText(new RegExp(`only your last ${HISTORY_EXCHANGES} answered exchanges`))).toBeTruthy();
  });

  it('the page text says it', () => {
    const page = readFileSync(join(__dirname, '../../../demo-room/simple-chat.mdx'), 'utf8');
    expect(page).toMatch(new RegExp(`only your last ${HISTORY_EXCHANGES} answered exchanges`));
  });
});
