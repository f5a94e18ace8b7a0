/**
 * s56 (issue 28, tester u-chat F8: /tmp/u-chat/FINDINGS.md). The page said "'And for trains?' is searched together with your
 * previous question" and What to try #4 suggested it, but the guide has no travel topic: after "What does the travel policy
 * say about flights?", "and for trains?" was searched on its own and got "No good match". The page's example is now a
 * follow-up the guide answers, and this row runs the example the page gives, as the chat searches it. Failed before the change
 * (the page had no such example; "trains" found nothing).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {ask} from './simpleChatS54';

const page = readFileSync(join(__dirname, '../../../demo-room/simple-chat.mdx'), 'utf8');

describe('u-chat F8: the follow-up the page suggests works as the page says', () => {
  it('What to try #4 and the Follow-ups row name the same example, and no travel example is left', () => {
    const tryIt = /^4\. Ask "([^"]+)", then the short follow-up "([^"]+)"/m.exec(page);
    expect(tryIt).not.toBeNull();
    expect(page).toContain(`| Follow-ups | "${tryIt![2][0].toUpperCase()}${tryIt![2].slice(1)}" after "${tryIt![1]}" is searched together with that question;`);
    expect(page).not.toMatch(/for trains/i);
  });

  it('the example is searched together with the question before it, and the passage found answers it', async () => {
    const [, first, follow] = /^4\. Ask "([^"]+)", then the short follow-up "([^"]+)"/m.exec(page)!;
    const history: ChatTurn[] = [];
    const before = await ask(history, first);
    expect(before.found.judged.good[0]?.passage.text).toMatch(/2 Dec(?:ember)? 2027/);
    const r = await ask(history, follow);
    expect(r.searchedFor).toBe(`${follow} ${first}`);
    expect(r.found.judged.good.some((h) => /2 Aug(?:ust)? 2028/.test(h.passage.text))).toBe(true);
  }, 60_000);
});
