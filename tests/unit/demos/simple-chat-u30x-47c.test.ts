/**
 * Issue 28, u30x (build-i33), through the chat's own pipeline (simple-chat/search.ts) over the guide fixture, each reply
 * recording what its question was searched as, as the page does (index.tsx):
 * F4: questions the guide covers were refused ("No good match") for words that say how to answer or whose system it is
 * ("in my pipeline", "in a table with a code sample"), "Compare X and Y", a second line, a date in brackets; unrelated
 * questions, with or without such words, must stay refused.
 * F3: follow-ups lost the topic after one hop ("the second one", then "and what about its cost?", then "why?"); a new
 * topic still starts fresh.
 * F8: a message with no English word to search for says that the guide is in English.
 */
import {describe, expect, it} from 'vitest';
import {guideDocs, guideIndex, retrieverOf} from './guideChat';
import {searchConversation, type ChatSearch} from '@site/src/demos/simple-chat/search';
import {notInGuideLanguage, searchHint, withListItem, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';

let n = 0;
/** Each message searched in turn; a [message, reply] pair is answered by a model with that reply, else offline. */
async function converse(...messages: Array<string | [string, string]>): Promise<ChatSearch[]> {
  const history: ChatTurn[] = [];
  const out: ChatSearch[] = [];
  for (const m of messages) {
    const [content, answer] = typeof m === 'string' ? [m, 'Offline mode …'] : m;
    history.push({id: `u${n++}`, role: 'user', content, status: 'done'});
    const last = await searchConversation(history, retrieverOf(guideIndex), guideDocs, {workspace: false, k: typeof m === 'string' ? 3 : 4});
    out.push(last);
    history.push({id: `a${n++}`, role: 'assistant', content: answer, status: 'done', offline: typeof m === 'string', searched: last.searched, searchedFor: last.searchedFor} as ChatTurn);
  }
  return out;
}
const where = (s: ChatSearch) => s.found.judged.good.map((h) => `${h.passage.source} › ${h.passage.heading ?? ''} ${h.passage.text}`);

describe('F4: a question the guide covers is answered, whatever request words it carries', () => {
  const covered: Array<[string, RegExp]> = [
    ['What is reranking in my pipeline', /rerank/i],
    ['What is reranking?\nsecond line', /rerank/i],
    ['What is reranking? second line', /rerank/i],
    ['Compare pgvector and Pinecone', /Pinecone[\s\S]*pgvector|pgvector[\s\S]*Pinecone/],
    ['Compare pgvector and Pinecone in a table', /Pinecone[\s\S]*pgvector|pgvector[\s\S]*Pinecone/],
    ['Compare pgvector and Pinecone in a table with a code sample', /Pinecone[\s\S]*pgvector|pgvector[\s\S]*Pinecone/],
    ['When was the RAG paper published (2020-05-22)?', /RAG/],
  ];
  for (const [question, page] of covered) {
    it(JSON.stringify(question), async () => {
      const [s] = await converse(question);
      expect(where(s).length).toBeGreaterThan(0);
      expect(where(s).every((w) => page.test(w))).toBe(true);
      // The reader is told what was searched instead.
      expect(searchHint(s)).toMatch(/^Searched for: “/);
    });
  }
  it('a second line naming nothing the guide holds is said as not matched, never answered', async () => {
    const [s] = await converse('What is reranking?\nsecond line');
    expect(s.found.judged.unmatchedPart).toBe('second line');
  });
});

describe('F4: unrelated questions stay refused, with or without request words', () => {
  const refused = [
    'How do I plan a wedding on a small budget?',
    'How do I plan a wedding in my pipeline',
    'What is the capital of France?',
    'What is the capital of France in a table',
    'What is the capital of France?\nsecond line',
    'Compare Paris and London',
    'Compare Paris and London in a table with a code sample',
    'Compare cats and dogs',
    'When was the Eiffel Tower built (1889-03-31)?',
    'What is a good recipe for banana bread?',
    'How tall is Mount Kilimanjaro?',
    'Who won the 1998 football World Cup?',
    'How do I teach my puppy to sit?',
    'How many moons does Jupiter have?',
    'Which vitamins help against a cold?',
    'How do I negotiate rent with my landlord?',
    'What are the rules of chess castling?',
    'How do I make my sourdough starter more active?',
    'how much does a pizza cost in Naples',
    'what is the cost of a train ticket to Berlin',
    'who is the president of the United States',
    'and what about its cost? wedding',
  ];
  for (const question of refused) {
    it(JSON.stringify(question), async () => {
      const [s] = await converse(question);
      expect(s.found.judged.good).toEqual([]);
    });
  }
  it('a follow-up to an unrelated question stays refused', async () => {
    const out = await converse('How do I plan a wedding on a small budget?', 'and what about its cost?', 'why?');
    for (const s of out) expect(s.found.judged.good).toEqual([]);
  });
  it('a two-part follow-up only half answered by a deeper search is not answered ("tables" after hallucinations)', async () => {
    const [, s] = await converse('How do I reduce hallucinations?', 'does it work for tables and what about images?');
    expect(where(s).some((w) => /EU AI Act/.test(w))).toBe(false);
  });
});

const LIST = '1. PostgreSQL with pgvector [1]\n2. Pinecone [1]\n3. Milvus [1]';

describe('F3: chains of follow-ups keep the conversation topic', () => {
  it('the tester\'s vector database chain (model replies) stays on Pinecone, and a new topic starts fresh', async () => {
    const out = await converse(
      ['Which vector databases does the guide compare?', LIST],
      ['the second one', 'Pinecone is a managed service [1].'],
      ['and what about its cost?', 'Pinecone pricing is usage based [1].'],
      ['why?', 'Because it is managed [1].'],
      ['does it support filtering by metadata?', 'Pinecone supports JSON metadata filters [1].'],
      ['tell me more', 'More detail [1].'],
      ['What is chunking?', 'Chunking splits documents [1].'],
    );
    for (const s of out.slice(1, 6)) {
      expect(where(s).length, s.searched).toBeGreaterThan(0);
      expect(where(s).every((w) => /Pinecone/.test(w)), s.searched).toBe(true);
    }
    expect(out[1].searched).toBe('Pinecone');
    expect(searchHint(out[1])).toContain('the item of the previous reply');
    expect(where(out[6]).every((w) => /chunk/i.test(w))).toBe(true);
    expect(out[6].searched).toBe('What is chunking?');
  });
  it('offline: reranking, then its cost, then why, stay on reranking', async () => {
    const out = await converse('What is reranking?', 'and what about its cost?', 'why?');
    for (const s of out) expect(where(s).length > 0 && where(s).every((w) => /rerank/i.test(w)), s.searched).toBe(true);
  });
  it('"the second one" after a reply with no list points back to the topic, never searched for "second"', async () => {
    const out = await converse('What is reranking?', ['and what about its cost?', 'Reranking with a cross-encoder adds latency [1].'], ['the second one', 'x']);
    expect(out[2].searched).not.toMatch(/second/);
    expect(where(out[2]).every((w) => /rerank/i.test(w))).toBe(true);
  });
  it('an ordinal inside a question of its own is no list reference', () => {
    expect(withListItem('What is the first step of RAG ingestion for PDFs?', LIST)).toBe('What is the first step of RAG ingestion for PDFs?');
    expect(withListItem('is the last one free?', LIST)).toBe('is Milvus free?');
    expect(withListItem('tell me more about the first one', LIST)).toBe('tell me more about PostgreSQL with pgvector');
    expect(withListItem('the second one', 'Offline mode …')).toBe('that');
  });
});

describe('F8: a message with no English word says the guide is in English', () => {
  it.each(['a', '什么是检索增强生成？', 'х', 'データベース'])('%s', (message) => {
    expect(notInGuideLanguage(message)).toMatch(/written in English/);
  });
  it.each(['What is RAG?', 'ok', '!!!!', '42', 'что такое RAG'])('not for %s', (message) => {
    expect(notInGuideLanguage(message)).toBeNull();
  });
});
