/**
 * Issue 28 (u30e M4, O2, O3): a conversation run through the chat's own pipeline (simple-chat/search.ts), each
 * reply recording what its question was searched as, as the page records it (index.tsx).
 * M4: "summarize that" (and other requests for the last answer again) searches what the last answered
 * question was searched as, however long the chain of follow-ups before it.
 * O2: a complete question with a topic of its own, whose pronoun stands for its own topic ("what is reranking
 * and is it worth the latency"), is searched on its own, and a note quotes only the reader's own words.
 * O3: "and overlap?" searched alone is not called "a new question".
 */
import {describe, expect, it} from 'vitest';
import {guideDocs, guideIndex, retrieverOf} from './guideChat';
import {searchConversation, type ChatSearch} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';

let n = 0;
/** Each message searched in turn; each reply keeps what the search returned, as the page patches it. */
async function converse(...messages: string[]): Promise<{last: ChatSearch; reply: ChatTurn}> {
  const history: ChatTurn[] = [];
  let last: ChatSearch | null = null;
  let reply: ChatTurn | null = null;
  for (const content of messages) {
    history.push({id: `u${n++}`, role: 'user', content, status: 'done'});
    last = await searchConversation(history, retrieverOf(guideIndex), guideDocs, {workspace: false, k: 3});
    reply = {id: `a${n++}`, role: 'assistant', content: 'reply', status: 'done', ...last, found: undefined} as unknown as ChatTurn;
    history.push(reply);
  }
  return {last: last!, reply: reply!};
}

const MCP = ['What is MCP used for?', 'does it support OAuth?', 'and what about stdio transport?'];

describe('M4: a request for the last answer again searches what the last answered question was searched as', () => {
  const chains: string[][] = [
    [...MCP, 'summarize that'],
    [...MCP, 'summarize that', 'shorter'],
    [...MCP, 'tl;dr'],
    [...MCP, 'can you rephrase that as bullet points'],
    ['What is MCP used for?', 'does it support OAuth?', 'summarize that'],
    ['how do i pick chunk size for my PDFs?', 'and what about overlap?', 'does it matter for code files?', 'and for tables?', 'explain that simply'],
  ];
  for (const messages of chains) {
    it(`answers ${JSON.stringify(messages)}`, async () => {
      const {last} = await converse(...messages);
      expect(last.found.judged.good.length).toBeGreaterThan(0);
    });
  }
  it('the summary of the MCP chain stays on MCP', async () => {
    const {last} = await converse(...MCP, 'summarize that');
    expect(last.found.judged.good.some((h) => /MCP|Model Context Protocol/.test(h.passage.source))).toBe(true);
  });
  it('a request after a refused question is still refused', async () => {
    const {last} = await converse('how do i bake sourdough bread?', 'summarize that');
    expect(last.found.judged.good).toEqual([]);
  });
});
