/**
 * s48 (issue 28, tester u31h on build-b2, Simple Chat offline over the guide). Rows written before the fix; on
 * d8af07a3 (s47-c back plus the deeper-search rule) they failed as noted per group. The chat's own pipeline
 * (simple-chat/search.ts, searchConversation), the guide as the corpus plugin extracts it (guideChat.ts).
 *
 * - F2: a message with a covered part and an uncovered part joined by ";", "+", ", also" or ", and what …" was
 *   refused whole; the covered part is now answered and the other said as not matched, in the reader's words.
 * - F3: covered questions refused: an HTML tag in front ("<img src=x …> what is a context window?"), "get rid of" and
 *   a degree word ("entirely") beside "RAG" and "hallucinations".
 * - F7: a message of single letters ("x") was shown passages holding "x" as a good match.
 * - F8: the unmatched part was quoted as typo-corrected ("the capital of spans" for "Spain").
 * - F9: "the second one" after a reply naming "Milvus, Pinecone and PostgreSQL with pgvector" in a sentence was not
 *   read as "Pinecone"; offline, after a list of passages, as the whole "Page › Heading" title.
 *
 * Known, left: a part read alone is judged as a question of its own, so a part the judge already takes wrongly alone
 * ("How do I bake bread" finds a "bake-off" table, "Who won the match" a CNN passage, kit/match.ts) is shown for it.
 */
import {describe, expect, it} from 'vitest';
import {guideDocs, guideIndex, retrieverOf} from './guideChat';
import {searchConversation, type ChatSearch} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';

let n = 0;
/** Each message searched in turn; a [message, reply] pair is answered by a model with that reply, else offline with `offline`. */
async function converse(...messages: Array<string | [string, string]>): Promise<ChatSearch[]> {
  const history: ChatTurn[] = [];
  const out: ChatSearch[] = [];
  for (const m of messages) {
    const [content, answer] = typeof m === 'string' ? [m, 'Offline mode …'] : m;
    history.push({id: `u${n++}`, role: 'user', content, status: 'done'});
    const last = await searchConversation(history, retrieverOf(guideIndex), guideDocs, {workspace: false, k: 3});
    out.push(last);
    history.push({id: `a${n++}`, role: 'assistant', content: answer, status: 'done', offline: typeof m === 'string', searched: last.searched, searchedFor: last.searchedFor} as ChatTurn);
  }
  return out;
}
const first = (s: ChatSearch) => {
  const h = s.found.judged.good[0];
  return h ? `${h.passage.id} ${h.passage.source} › ${h.passage.heading ?? ''} ${h.passage.text}` : null;
};

describe('u31h F2: the covered part of a two-part message is answered, the other part said as not matched', () => {
  const rows: Array<[string, RegExp, RegExp]> = [
    ['Does RAG eliminate hallucination, and what does GPT-5 cost per million tokens in EUR?', /hallucinat/i, /GPT-5/],
    ['Explain chunk overlap; also, what is the weather in Paris tomorrow?', /overlap/i, /weather in Paris/],
    ["reranking with cross-encoders + my cat's name", /rerank/i, /cat's name/],
    ['What is hybrid search; who won the Tour de France?', /hybrid/i, /Tour de France/],
    ['How does HNSW work + what is my horoscope today', /HNSW/i, /horoscope/],
  ];
  it.each(rows)('%s', async (q, answer, part) => {
    const [s] = await converse(q);
    expect(first(s) ?? 'No good match').toMatch(answer);
    expect(s.found.judged.unmatchedPart ?? '').toMatch(part);
  });
  it.each([
    'What is the capital of Spain; who won the 2022 World Cup?',
    "my cat's name + the weather in Paris",
    'How do I knit a scarf; also, where is the best pizza?',
    'What should I cook tonight, and what is the capital of Peru?',
    'Who is the mayor of Lyon + what time is it in Tokyo',
    // u30x's markup-only message: the tags are left out on retry, the script's words with them.
    '<script>alert(1)</script><img src=x onerror=alert(2)>',
  ])('stays "No good match": %s', async (q) => expect(first((await converse(q))[0])).toBeNull());
});

describe('u31h F3: covered questions are answered', () => {
  it.each([
    ['<img src=x onerror=alert(1)> what is a context window?', /context window/i],
    ['<b>what is hybrid search</b>', /hybrid/i],
    ['Does RAG get rid of hallucinations entirely?', /hallucinat/i],
    ['Does RAG completely get rid of hallucinations?', /hallucinat/i],
  ])('%s', async (q, answer) => expect(first((await converse(q))[0]) ?? 'No good match').toMatch(answer));
});

describe('u31h F7: single letters match nothing', () => {
  it.each(['x', 'q', 'x?', 'a b c'])('%j', async (q) => expect(first((await converse(q))[0])).toBeNull());
  it('a real word still does', async () => expect(first((await converse('reranking'))[0]) ?? 'No good match').toMatch(/rerank/i));
});

describe('u31h F8: the unmatched part is quoted as the reader wrote it', () => {
  it.each([
    ['chunk size for PDFs and what is the capital of Spain', 'Spain'],
    ['What is hybrid search and what is the weather in Paris?', 'Paris'],
  ])('%s', async (q, name) => {
    const [s] = await converse(q);
    expect(s.found.judged.unmatchedPart ?? '').toContain(name);
  });
});

describe('u31h F9: "the second one" names the reply\'s second item', () => {
  it('a list in a sentence', async () => {
    const [, second, cost] = await converse(
      ['Which vector databases does the guide compare?', 'The guide compares Milvus, Pinecone and PostgreSQL with pgvector.'],
      ['the second one', 'Pinecone is a managed vector database.'],
      ['and what about its cost?', 'Pinecone bills by usage.'],
    );
    expect(second.searched).toMatch(/Pinecone/);
    expect(cost.searched).toMatch(/Pinecone/);
    expect(first(cost) ?? 'No good match').toMatch(/pinecone/i);
  });
  it('an offline list of passages: the page, not its heading', async () => {
    const [, second] = await converse(
      ['Which vector databases does the guide compare?', 'Offline mode: passages\n\n1. **Pinecone for RAG › Next steps** [1]\n2. **Milvus for RAG › Next steps** [2]'],
      'the second one',
    );
    expect(second.searched).toMatch(/Milvus/);
    expect(second.searched).not.toMatch(/Next steps/);
  });
});
