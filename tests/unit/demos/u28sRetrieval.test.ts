/**
 * Issue 28, u28s (a fresh tester rated Simple Chat 3 and Zohlar 3 for confidently wrong retrieval).
 * Rows written before the fix, run through the chats' own pipeline (simple-chat/search.ts:
 * searchConversation, the code the component runs) and Document Q&A's (questionFocus, findPassages):
 *
 * - S-B1/S-B2: Simple Chat offline, questions about the chat itself ("Does the conversation survive
 *   a reload?", "How does the Stop button work?", "what happens on a 429?") showed other pages'
 *   passages or "No good match": the guide index the chat searches left the Demo Room pages out.
 *   The expected first passage is on the Simple Chat page.
 * - S-B3/S-D1: a self-contained message that opens like a follow-up ("and who do I give my badge
 *   to?") was glued to the previous question and found the previous topic or nothing.
 * - S-D2: "minimum" ↔ "at least" (kit/paraphrase.ts).
 * - S-A1: a German question's function words counted as content words ("1 of 5 words").
 *
 * Each group also has questions that must stay "No good match". Before the fix (the code at
 * aebe3d9: guide pages only, every follow-up glued, English stop words only), 56 of these 100 rows
 * failed: about the chat 30 of 30, its off-topic and guide rows 0 of 16; S-B3 10 of 10; S-D1 6 of
 * 13 (one, "and for trains?", a confident-wrong flight rule); S-D2 5 of 10, and the known
 * confident-wrong row below was "No good match"; S-A1 4 of 16 (two German questions refused, two
 * unrelated German questions shown a passage through "ist" and "die"). After: all pass.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {chatDocuments} from '@site/src/demos/kit/guide';
import {questionFocus} from '@site/src/demos/kit/match';
import {findPassages} from '@site/src/demos/kit/find';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';

const fixtures = join(__dirname, 'fixtures');
const guideCorpus = JSON.parse(gunzipSync(readFileSync(join(fixtures, 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
// The Simple Chat page as the corpus plugin extracts it (src/plugins/guideCorpus.ts, `demos`), from build-39r.
const demoPages = JSON.parse(readFileSync(join(fixtures, 'demo-pages-2026-11-26.json'), 'utf8'));
const corpus = {...guideCorpus, demos: demoPages};

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});

const guideDocs = chatDocuments(corpus, '/demo-room/simple-chat');
const guideIndex = buildIndex(chunkDocuments(guideDocs));

let n = 0;
const turns = (...messages: string[]): ChatTurn[] =>
  messages.flatMap((content) => [
    {id: `u${n++}`, role: 'user', content, status: 'done'} as ChatTurn,
    {id: `a${n++}`, role: 'assistant', content: 'Offline mode …', status: 'done', offline: true} as ChatTurn,
  ]).slice(0, -1);

/** What Simple Chat shows first offline (guide + its own page, top 3, good matches only): the passage id and text, or null for "No good match". */
async function simpleChat(...messages: string[]): Promise<string | null> {
  const {found} = await searchConversation(turns(...messages), retrieverOf(guideIndex), guideDocs, {workspace: false, k: 3});
  const first = found.judged.good[0];
  return first ? `${first.passage.id} ${first.passage.text}` : null;
}

const EQUIPMENT: SourceDocument = {
  id: 'own-equipment',
  title: 'IT equipment returns',
  text: 'Returning equipment. Leavers must return their laptop, badge and phone to the IT desk on their last working day. A courier label is provided for remote leavers. Unreturned laptops are deducted from the final salary at 800 EUR.\n\nPassword rules. Passwords need at least 14 characters and are changed only after a suspected compromise.',
};
const workspaceDocs = [...SAMPLE_DOCUMENTS, EQUIPMENT];
const workspaceIndex = buildIndex(chunkDocuments(workspaceDocs));

/** What Zohlar's chat shows first (its workspace documents with the reader's, top 3, good matches only). */
async function zohlarChat(...messages: string[]): Promise<string | null> {
  const {found} = await searchConversation(turns(...messages), retrieverOf(workspaceIndex), workspaceDocs, {workspace: true, k: 3});
  return found.judged.good[0]?.passage.text ?? null;
}

/** What Document Q&A shows first for a question about one pasted document (top 4, good matches only). */
async function documentQa(doc: SourceDocument, question: string): Promise<string | null> {
  const index = buildIndex(chunkDocuments([doc]));
  const found = await findPassages(retrieverOf(index), questionFocus(question), 4, index, () => index.passages.map((p) => p.text));
  return found.judged.good[0]?.passage.text ?? null;
}

const OWN_PAGE = '/demo-room/simple-chat';

/** S-B1, S-B2: questions the Simple Chat page answers. */
const ABOUT_THE_CHAT: readonly string[] = [
  // Session memory
  'Does the conversation survive a reload?',
  'is my conversation saved after i close the browser?',
  'Will my conversation still be there after I reload the page?',
  'Is the conversation kept when I reload?',
  'What is session memory in Simple Chat?',
  'Where does this chat save the conversation?',
  'Is the conversation stored in sessionStorage?',
  'Can I download the conversation as Markdown?',
  'How do I get the conversation back after Clear?',
  'Does Clear remove the saved conversation?',
  // Stop, cancel
  'How does the Stop button work?',
  'What does the Stop button do?',
  'How do I cancel a streaming reply?',
  'cancel a reply',
  'Can I stop a reply halfway?',
  'Is a stopped reply kept in the conversation?',
  'What happens to the partial answer when I press Stop?',
  'How does the chat cancel a request?',
  'What does Retry do in this chat?',
  'Does the chat follow the reply when it scrolls?',
  // 429, SSE
  'what happens on a 429?',
  'What does the chat do on a 429?',
  'How does the chat handle Retry-After?',
  'Does the chat retry after a 429?',
  'what does eventsource-parser do',
  'Why does the chat use eventsource-parser?',
  'How does the chat parse server-sent events?',
  'How does the chat render Markdown safely?',
  'Are offline replies sent to the model as history?',
  'How does the chat read a follow-up question?',
];

/** Questions neither the guide nor the Simple Chat page answers: "No good match". */
const OFF_TOPIC: readonly string[] = [
  'how do i bake sourdough bread',
  'What is the capital of Australia?',
  'How do I stop my car from making a rattling noise?',
  'How do I cancel my gym membership?',
  'How do I save a conversation on WhatsApp?',
  'Does a conversation with my landlord need to be in writing?',
  'Who won the 1998 World Cup?',
  'How long does a dishwasher cycle take?',
  'What is a good session beer?',
  'Can I stop my newspaper subscription online?',
  'What happens at a bus stop at night?',
];

/** Guide questions that keep their guide answer with the page's own text in the index. */
const GUIDE_QUESTIONS: ReadonlyArray<readonly [string, string]> = [
  ['what is retrieval augmented generation', '/rag/overview'],
  ['explain reranking', '/context-integration/relevance'],
  ['How does HNSW find neighbors in its layered graph?', '/rag/similarity-search/approximate'],
  ['What is chain-of-thought prompting?', '/advanced-capabilities/reasoning-systems'],
  ['How do I stop a chatbot from making up facts?', '/rag/overview#why-rag'],
];

/** S-B3: [previous question, message, where the first passage must be]. */
const CHAT_FOLLOW_UPS: ReadonlyArray<readonly [string, string, string]> = [
  ['How do I cancel a streaming reply?', 'and what happens on a 429?', OWN_PAGE],
  ['How do I cancel a streaming reply?', 'and what does eventsource-parser do?', OWN_PAGE],
  ['What is retrieval augmented generation?', 'and how does HNSW find neighbors in its layered graph?', '/rag/similarity-search/approximate'],
  ['What is retrieval augmented generation?', 'and where is vibe coding safe to use?', '/coding/vibe-coding'],
  ['How does the Stop button work?', 'and is the conversation saved after a reload?', OWN_PAGE],
  ['How does HNSW find neighbors in its layered graph?', 'and what is chain-of-thought prompting?', '/advanced-capabilities/reasoning-systems'],
  ['How do I mask personal data when cleaning documents for RAG?', 'and how does a cross-encoder rerank retrieved passages?', '/context-integration/relevance'],
  ['What is chain-of-thought prompting?', 'but where is vibe coding safe to use?', '/coding/vibe-coding'],
  ['How does pgvector combine filtering with vector search?', 'so how does Pinecone handle tenancy and scaling?', '/vector-databases/pinecone'],
  ['Explain reranking', 'and what about Pinecone tenancy?', '/vector-databases/pinecone'],
];

/** S-D1, and genuine follow-ups that must keep the previous question: [previous, message, text the first passage holds or null for "No good match"]. */
const WORKSPACE_FOLLOW_UPS: ReadonlyArray<readonly [string, string, string | null]> = [
  ['How long must passwords be?', 'and who do I give my badge to?', 'badge'],
  ['Can I book business class?', 'and what about my badge when I quit?', 'badge'],
  ['How long must passwords be?', 'and what about my laptop when I leave?', 'laptop'],
  ['Who approves business class flights?', 'and where do I return my phone?', 'phone'],
  ['How long must passwords be?', 'and when do I get my laptop as a new starter?', 'laptop'],
  ['Can I book business class?', 'and who names my buddy?', 'buddy'],
  ['What must I do if confidential data went into a public AI tool?', 'and how long must passwords be?', 'Passwords need'],
  ['How long must passwords be?', 'and can I paste customer records into a public chatbot?', 'Confidential data'],
  ['How long must passwords be?', 'and when are they changed?', 'Passwords need'],
  ['How long must passwords be?', 'why?', 'Passwords need'],
  ['Can confidential data go into a public chatbot?', 'What if it already happened?', 'Public chatbots on personal accounts'],
  ['Who approves business class flights?', 'and for trains?', null],
  ['How long must passwords be?', 'and what about my pension?', null],
  ['Can I book business class?', 'and what about the canteen menu?', null],
];

/** S-D2: password length in other words (workspace with the reader's document). */
const PASSWORD_LENGTH: readonly string[] = [
  "What's the minimum password length?",
  'What is the minimum length of a password?',
  'minimum password length',
  'Is there a minimum password length?',
  'How many characters must a password have at least?',
  'Minimum number of characters for a password?',
  'What is the minimum number of password characters?',
  'How long must passwords be?',
  'How long does my password need to be?',
  'password minimum',
];
/**
 * "What is the minimum order for office supplies?" was shown "The hiring manager orders a laptop at
 * least ten working days before…" (order and, through minimum ↔ least, minimum: 2 of its 4 words)
 * until s40: that passage lacks "office supplies", words no passage holds (kit/match.ts, holdsMostSpecific).
 */
const PASSWORD_OFF_TOPIC: readonly string[] = [
  "What's the minimum wage?",
  'What is the minimum age to rent a car?',
  'How long is the notice period?',
  'What is the maximum file size for uploads?',
  'What is the minimum order for office supplies?',
];

/** S-A1: questions in German and French against a pasted document in those languages. */
const MIXED: SourceDocument = {
  id: 'own',
  title: 'Remote work policy',
  text: readFileSync(join(fixtures, 'u28s-remote-policy.txt'), 'utf8'),
};
const FOREIGN: ReadonlyArray<readonly [string, string | null]> = [
  ['Wie viele Urlaubstage habe ich?', 'Urlaubstage'],
  ['Wie viele Urlaubstage habe ich pro Jahr?', 'Urlaubstage'],
  ['Wie viele Urlaubstage bekomme ich?', 'Urlaubstage'],
  ['Habe ich Anspruch auf Urlaubstage?', 'Urlaubstage'],
  ['Wann verfällt der Resturlaub?', 'Resturlaub'],
  ['Wann verfällt mein Resturlaub?', 'Resturlaub'],
  ['Wie lange ist die Probezeit?', 'Probezeit'],
  ['Wie hoch ist die Pauschale für das Homeoffice?', 'Pauschale'],
  ['Combien de jours de congés payés ai-je ?', 'congés'],
  ['Quand est-ce que les congés payés expirent ?', 'congés'],
  ['¿Cuántos días de vacaciones tengo?', 'vacaciones'],
  ['Wie hoch ist mein Gehalt?', null],
  ['Wo ist die Kantine?', null],
  ['Wer ist mein Ansprechpartner für die Steuer?', null],
  ['Quel est le menu de la cantine ?', null],
  ['How many days a week can I work remotely?', 'two days per week'],
];

describe('u28s S-B1/S-B2: Simple Chat answers questions about itself from its own page', () => {
  it.each(ABOUT_THE_CHAT)('%s', async (q) => {
    expect((await simpleChat(q)) ?? 'No good match').toContain(OWN_PAGE);
  });
  it.each(OFF_TOPIC)('stays "No good match": %s', async (q) => {
    expect(await simpleChat(q)).toBeNull();
  });
  it.each(GUIDE_QUESTIONS)('keeps the guide answer: %s', async (q, where) => {
    expect((await simpleChat(q)) ?? 'No good match').toContain(where);
  });
});

describe('u28s S-B3: a self-contained message that opens like a follow-up is not made worse by the previous question', () => {
  it.each(CHAT_FOLLOW_UPS)('%s → %s', async (previous, message, where) => {
    expect((await simpleChat(previous, message)) ?? 'No good match').toContain(where);
  });
});

describe('u28s S-D1: Zohlar chat follow-ups', () => {
  it.each(WORKSPACE_FOLLOW_UPS)('%s → %s', async (previous, message, holds) => {
    const shown = await zohlarChat(previous, message);
    if (holds === null) expect(shown).toBeNull();
    else expect(shown ?? 'No good match').toContain(holds);
  });
});

describe('u28s S-D2: minimum ↔ at least', () => {
  it.each(PASSWORD_LENGTH)('%s', async (q) => {
    expect((await zohlarChat(q)) ?? 'No good match').toContain('Passwords need at least 14 characters');
  });
  it.each(PASSWORD_OFF_TOPIC)('stays "No good match": %s', async (q) => {
    expect(await zohlarChat(q)).toBeNull();
  });
});

describe('u28s S-A1: function words of other languages are not what a question is about', () => {
  it.each(FOREIGN)('%s', async (q, holds) => {
    const shown = await documentQa(MIXED, q);
    if (holds === null) expect(shown).toBeNull();
    else expect(shown ?? 'No good match').toContain(holds);
  });
});
