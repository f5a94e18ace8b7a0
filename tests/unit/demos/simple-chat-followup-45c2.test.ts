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
import {pastedQuestion, searchHint, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';

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

describe('O2: a question with its own topic is searched on its own, and notes quote only its words', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['hybrid search BM25 plus embeddings', 'what is reranking and is it worth the latency', /rerank/i],
    ['prompt injection via retrieved documents - how to defend', 'PII in embeddings, can they be inverted?', /./],
    ['What is MCP used for?', 'what is pgvector and is it free?', /./],
    ['how do i pick chunk size for my PDFs?', 'what is GraphRAG and when is it useful?', /graph/i],
  ];
  for (const [first, second, page] of cases) {
    it(`${JSON.stringify(second)} after ${JSON.stringify(first)}`, async () => {
      const {last} = await converse(first, second);
      expect(last.searchedFor).toBeUndefined();
      const own = new Set(second.toLowerCase().match(/[\p{L}\p{N}]+/gu));
      const part = last.found.judged.unmatchedPart ?? '';
      for (const w of part.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) expect(own.has(w), `“${w}” in “${part}”`).toBe(true);
      if (last.found.judged.good.length) expect(last.found.judged.good.some((h) => page.test(`${h.passage.source} ${h.passage.heading ?? ''} ${h.passage.text}`))).toBe(true);
    });
  }
  // Neighbours: any conversation's note about a part no passage matched quotes words of the last message only.
  const pairs: string[][] = [
    ['what is hybrid search?', 'and is it worth the latency?'],
    ['How do I reduce hallucinations?', 'does it work for tables and what about images?'],
    ['hybrid search BM25 plus embeddings', 'and what is the weather in Paris?'],
    ['what is reranking', 'Milvus: does it support hybrid search?'],
    ['How should I secure an MCP server?', 'and what about pizza toppings?'],
    ['what is GraphRAG', 'is it better than vector search and who invented the telephone?'],
  ];
  for (const messages of pairs) {
    it(`quotes only the reader's words in ${JSON.stringify(messages)}`, async () => {
      const {last} = await converse(...messages);
      const said = new Set(messages[messages.length - 1].toLowerCase().match(/[\p{L}\p{N}]+/gu));
      const part = last.found.judged.unmatchedPart ?? '';
      for (const w of part.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) expect(said.has(w), `“${w}” in “${part}”`).toBe(true);
    });
  }
  for (const [first, second, topic] of [['What is MCP used for?', 'is it secure?', 'MCP'], ['tell me about pgvector', 'is it free?', 'pgvector'], ['What is MCP used for?', 'does it support OAuth?', 'MCP']]) {
    it(`${JSON.stringify(second)} after ${JSON.stringify(first)} stays a follow-up`, async () => {
      const {last} = await converse(first, second);
      expect(last.searchedFor ?? '').toContain(topic);
    });
  }
  it('"does it support OAuth?" after MCP stays a follow-up', async () => {
    const {last} = await converse('What is MCP used for?', 'does it support OAuth?');
    expect(last.searchedFor).toMatch(/MCP/);
  });
});

describe('O3: a follow-up searched alone is not called a new question', () => {
  for (const second of ['and overlap?', 'what about overlap?', 'and for tables?']) {
    it(second, async () => {
      const {reply} = await converse('how do i pick chunk size for my PDFs?', second);
      expect(searchHint(reply) ?? '').not.toMatch(/new question/);
    });
  }
  it('a new question after another is called one', async () => {
    const {reply} = await converse('how do i pick chunk size for my PDFs?', 'What is MCP used for?');
    expect(searchHint(reply)).toMatch(/new question/);
  });
});

describe('L1 (46c, u30e): a long pasted text ending in a question is searched for that question', () => {
  const pasted = 'Our internal policy on embeddings. '.repeat(4) + 'HR 100 800 respect with overlap size 100 that overlap our size records tokens of that size 800 tokens size own document of document is its our that permissions 100 policy in internal are size overlap its list own with the respect with indexes policy respect we embeddings records list in access use its with collection 800 100 access 100 of separate internal are overlap permissions. '.repeat(3);
  it.each([
    ['u30e: after a dash', `${pasted} — given this policy, what chunk overlap should we use?`],
    ['after a full stop', `${pasted} Given this policy, what chunk overlap should we use?`],
    ['on its own line', `${pasted}\n\nWhat chunk overlap should we use?`],
  ])('%s', async (_name, message) => {
    const {last} = await converse(message);
    expect(last.found.judged.good.length).toBeGreaterThan(0);
    expect(last.found.judged.good.some((h) => /chunk/i.test(h.passage.source + (h.passage.heading ?? '')))).toBe(true);
  });
  it('a long account ending in a question with no topic of its own is searched whole', async () => {
    const account = 'We index HR policies for retrieval and split each PDF into chunks of about 800 tokens with an overlap of 100 tokens. '.repeat(6);
    expect(pastedQuestion(`${account} What should I do?`)).toBeNull();
    expect(pastedQuestion(`${account} What chunk overlap should we use?`)).toBe('What chunk overlap should we use?');
  });
  it('a short message is searched whole', async () => {
    const {last} = await converse('What chunk overlap should we use for policies?');
    expect(last.found.judged.good.length).toBeGreaterThan(0);
  });
});
