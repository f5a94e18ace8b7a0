/**
 * s41 (issue 28, fresh tester u28y): the retrieval demos must find the passage that answers, or say
 * "no good match" honestly. Rows written before the fix and run through the demos' own pipelines:
 * Document Q&A (questionFocus, findPassages, top 4), Zohlar's chat over its workspace and Simple Chat
 * over the guide (simple-chat/search.ts searchConversation, top 3).
 *
 * Findings covered:
 *  - D-A2: "whats" (an apostrophe left out) counted as a topic word the passage had to hold.
 *  - D-A4: "Can I fly business class to New York?" missed the booking passage ("flights").
 *  - Z-A2: "What happens on my first day?" showed the "First month" passage, not "Day one."
 *  - Z-A3: the refusal named a word count ("3 of the 4 words") that passes the rule the demo pages
 *    state ("at least half"); the message now names the words the passage lacks. "How much is the night
 *    rate for on-call work?" itself is found ("rate" is a kind of amount in a price question).
 *  - S-A2: Simple Chat offline showed a vibe-coding passage for "What did I just ask you?" ("just" is
 *    rare in the guide, and counted as the specific word a good match needs).
 * Every group has neighbours of its own, and questions the documents do not answer stay "no good match".
 * The documents are the demos' samples (kit/samples.ts, kit/sampleTravel.ts) and two written here.
 * On the old code (integration at c59286d) 19 of these 76 rows failed (one of them the pinned
 * "Can I fly first class?", a side effect of the fix, shown below as known).
 * The Zohlar incident questions pinned as known misses in s40Retrieval.test.ts stay missed: none of these fixes covers them.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {chatDocuments} from '@site/src/demos/kit/guide';
import {noGoodMatchText, questionFocus} from '@site/src/demos/kit/match';
import {findPassages} from '@site/src/demos/kit/find';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {SAMPLE_TRAVEL} from '@site/src/demos/kit/sampleTravel';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});

/** What Document Q&A finds for a question about one document (top 4). */
async function documentQaFound(doc: SourceDocument, question: string) {
  const index = buildIndex(chunkDocuments([doc]));
  return findPassages(retrieverOf(index), questionFocus(question), 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

/** What Document Q&A shows first (good matches only), or null for "No good match". */
async function documentQa(doc: SourceDocument, question: string): Promise<string | null> {
  return (await documentQaFound(doc, question)).judged.good[0]?.passage.text ?? null;
}

let n = 0;
const turns = (...messages: string[]): ChatTurn[] =>
  messages
    .flatMap((content) => [
      {id: `u${n++}`, role: 'user', content, status: 'done'} as ChatTurn,
      {id: `a${n++}`, role: 'assistant', content: 'Offline mode …', status: 'done', offline: true} as ChatTurn,
    ])
    .slice(0, -1);

/** A remote-work handbook of the kind u28y pasted, written for this table. */
const REMOTE: SourceDocument = {
  id: 'own-remote',
  title: 'Remote work rules',
  text: `## Who may work remotely
After the 90-day probation, staff may work from home on up to three days a week. Apprentices and warehouse staff may not.

## Equipment
Each employee receives one laptop and one screen. A one-off home-office allowance of 300 EUR is paid after the first month of remote work. Desks are not reimbursed.

## Security
Connect through the company VPN at all times. Lost devices must be reported to the IT service desk within 4 hours; call extension 5555.

## Hours
Core hours run from 09:30 to 14:30. Outside them, staff plan their own day, provided they work 39 hours a week.

## Internet
A monthly internet allowance of 20 EUR is paid with the salary.`,
};

/** An on-call handbook of the kind u28y added to Zohlar, written for this table. */
const ONCALL: SourceDocument = {
  id: 'own-oncall',
  title: 'On-call handbook',
  text: `## Rota
The on-call engineer is paged by the alerting tool. A P1 incident must be answered within 15 minutes, a P2 incident within 2 hours.

## Pay
A week on call is paid 350 EUR, plus 55 EUR for each hour worked at night (22:00 to 06:00).

## Handover
Handover is every Monday at 10:00 in the operations channel.`,
};

const NO_MATCH = null;
type Row = readonly [question: string, holds: string | null];

/** D-A2: contractions typed without an apostrophe are the question word they start with. */
const CONTRACTIONS_TRAVEL: readonly Row[] = [
  ['whats the deadline for submitting receipts', 'within 30 days'],
  ['whats the deadline for submitting receipts?', 'within 30 days'],
  ['whats the daily rate for meals', 'daily rate'],
  ['whos approving business class flights', 'Business class needs written approval'],
  ['wheres the hotel limit for London', '250 EUR per night'],
  ['whens the deadline for submitting receipts', 'within 30 days'],
  ['hows premium economy handled for long flights', 'Premium economy is allowed'],
  ['whats the parental leave policy', NO_MATCH],
  ['whats the capital of Australia', NO_MATCH],
  ['wheres the nearest taxi rank', NO_MATCH],
];

/** D-A4: a verb and its noun ("fly" and "flight"); lose/lost keeps working. */
const FORMS_TRAVEL: readonly Row[] = [
  ['Can I fly business class to New York?', 'Business class needs written approval'],
  ['Can I fly business class?', 'Business class needs written approval'],
  ['May I fly premium economy to Tokyo?', 'Premium economy is allowed'],
  ['Can I fly economy class on short trips?', 'Economy class applies'],
  ['Who approves it when I fly business class?', 'Business class needs written approval'],
  ['When may I fly premium economy?', 'Premium economy is allowed'],
  ['Can I fly with my dog?', NO_MATCH],
  ['How many weeks of parental leave do I get?', NO_MATCH],
  ['What is the parental leave policy?', NO_MATCH],
  ['What is the capital of Australia?', NO_MATCH],
  ['Can I book a taxi from the airport?', NO_MATCH],
  ['Can I expense a rental car?', NO_MATCH],
  ['Are train tickets reimbursed?', NO_MATCH],
];

/** D-A4: lose ↔ lost in the reader's handbook, and questions it does not answer. */
const FORMS_REMOTE: readonly Row[] = [
  ['I lost a device, what now?', 'Lost devices'],
  ['What if I lose a device?', 'Lost devices'],
  ['Who do I tell when I lose a device?', 'Lost devices'],
  ['How fast must I report a lost device?', 'Lost devices'],
  ['I lost my device yesterday', 'Lost devices'],
  ['How much is the home office allowance?', 'home-office allowance'],
  ['What is the parental leave policy?', NO_MATCH],
  ['What is the capital of France?', NO_MATCH],
  ['Can I use Starbucks wifi?', NO_MATCH],
  ['Who is the CEO?', NO_MATCH],
  ['What is the dress code?', NO_MATCH],
];

/**
 * Z-A2: "first day" is "day one" where the document writes it so. The passage found is among the good
 * matches (top 3 or 4); "Before day one." holds the same two words and may rank above it.
 */
const ORDINALS_SAMPLES: readonly Row[] = [
  ['What happens on my first day?', 'Day one.'],
  ['what happens on my first day', 'Day one.'],
  ['What do I need to do on my first day?', 'Day one.'],
  ['What happens on the first day?', 'Day one.'],
  ['Who hands over my laptop on the first day?', 'Day one.'],
  ['What happens in my first week?', 'First week.'],
  ['What happens in my first month?', 'First month.'],
  ['What is the dress code on my first day?', NO_MATCH],
  ['Is there a welcome lunch on the first day?', NO_MATCH],
  ['What is the capital of Australia?', NO_MATCH],
  ['How many weeks of parental leave do I get?', NO_MATCH],
];

/** Everything Zohlar's chat shows as good matches over `docs` (top 3), joined; '' for "No good match". */
async function zohlarGood(docs: readonly SourceDocument[], ...messages: string[]): Promise<string> {
  const index = buildIndex(chunkDocuments([...docs]));
  const {found} = await searchConversation(turns(...messages), retrieverOf(index), docs, {workspace: true, k: 3});
  return found.judged.good.map((h) => h.passage.text).join('\n');
}

const check = (shown: string | null, holds: string | null) => {
  if (holds === null) expect(shown).toBeNull();
  else expect(shown ?? 'No good match').toContain(holds);
};

describe('s41 D-A2: "whats", "whos", "wheres" are question words', () => {
  it.each(CONTRACTIONS_TRAVEL)('%s', async (q, holds) => check(await documentQa(SAMPLE_TRAVEL, q), holds));
});

/**
 * Known until s43: with "fly" read as "flight", the booking passage (which lists the classes allowed) held
 * two of the three words and lacked "first", which only qualifies "class". Since s43 (brief 43r, D-2) a
 * word no passage holds before a word the passages name several kinds of ("Economy class", "Business
 * class") is a kind the policy does not name, so the passage is no good match.
 */
const FORMS_KNOWN_SHOWN: readonly Row[] = [['Can I fly first class?', null]];

describe('s41 D-A4: word forms', () => {
  it.each(FORMS_KNOWN_SHOWN)('formerly known, shown: %s', async (q, holds) => check(await documentQa(SAMPLE_TRAVEL, q), holds));
  it.each(FORMS_TRAVEL)('travel policy: %s', async (q, holds) => check(await documentQa(SAMPLE_TRAVEL, q), holds));
  it.each(FORMS_REMOTE)('remote rules: %s', async (q, holds) => check(await documentQa(REMOTE, q), holds));
});

describe('s41 Z-A2: ordinals of a day, week or month', () => {
  it.each(ORDINALS_SAMPLES)('Zohlar chat: %s', async (q, holds) => {
    const shown = await zohlarGood(SAMPLE_DOCUMENTS, q);
    if (holds === null) expect(shown).toBe('');
    else expect(shown).toContain(holds);
  });
  it.each(ORDINALS_SAMPLES.filter(([, holds]) => holds !== null))('Document Q&A over the onboarding checklist: %s', async (q, holds) => {
    const onboarding = SAMPLE_DOCUMENTS.find((d) => /onboarding/i.test(d.title))!;
    const found = await documentQaFound(onboarding, q);
    expect(found.judged.good.map((h) => h.passage.text).join('\n')).toContain(holds);
  });
});

/**
 * Z-A3: the "no good match" message never gives a word count that the stated rule ("at least half of
 * the words, and at least two") would pass without saying what else the passage lacks.
 */
const DOCS: Readonly<Record<string, SourceDocument>> = {oncall: ONCALL, remote: REMOTE, travel: SAMPLE_TRAVEL};
const REFUSED_WITH_ENOUGH_WORDS: ReadonlyArray<readonly [document: string, question: string]> = [
  ['oncall', 'What is the weekend rate for on-call work?'],
  ['oncall', 'How much is the holiday bonus for on-call work?'],
  ['remote', 'How many days of parental leave do I get?'],
  ['travel', 'What is the CEO travel budget?'],
  ['travel', 'How much can I spend on a hotel in Berlin?'],
  ['travel', 'Can I book a taxi from the airport?'],
];

describe('s41 Z-A3: the refusal says what the passage lacks when the count alone would pass', () => {
  it.each(REFUSED_WITH_ENOUGH_WORDS)('%s: %s', async (doc, q) => {
    const found = await documentQaFound(DOCS[doc], q);
    expect(found.judged.good).toEqual([]);
    const text = noGoodMatchText(found.query, [...found.judged.weak], found.judged.stats);
    const m = /contains (\d+) of the (\d+) words?/.exec(text);
    if (m && Number(m[1]) >= 2 && Number(m[1]) * 2 >= Number(m[2])) expect(text).toMatch(/, but not /);
  });
  it('the on-call night rate is found', async () => {
    expect(await documentQa(ONCALL, 'How much is the night rate for on-call work?')).toContain('each hour worked at night');
  });
});

const fixtures = join(__dirname, 'fixtures');
const guideCorpus = JSON.parse(gunzipSync(readFileSync(join(fixtures, 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
const demoPages = JSON.parse(readFileSync(join(fixtures, 'demo-pages-2026-11-26.json'), 'utf8'));
const guideDocs = chatDocuments({...guideCorpus, demos: demoPages}, '/demo-room/simple-chat');
const guideIndex = buildIndex(chunkDocuments(guideDocs));

/** What Simple Chat shows first offline over the guide (top 3, good matches only), or null. */
async function simpleChat(...messages: string[]): Promise<string | null> {
  const {found} = await searchConversation(turns(...messages), retrieverOf(guideIndex), guideDocs, {workspace: false, k: 3});
  const first = found.judged.good[0];
  return first ? `${first.passage.id} ${first.passage.text}` : null;
}

/** S-A2: Simple Chat offline says "no good match" for messages the guide does not answer. */
const CHAT_OFF_TOPIC: readonly string[] = [
  'What is the capital of Australia?',
  'How many weeks of parental leave do I get?',
  'whats the capital of Australia',
  'Can I fly business class to New York?',
  'What happens on my first day?',
  'What did I just ask you?',
  'What did I just say?',
  'I just want to ask something',
  'Can I ask you something?',
  'I just want to ask',
];

/**
 * Known, left (u28y S-A2): the guide holds most of these words, rare ones among them, so the weighted
 * rule passes a passage about something else. The Document Q&A page names the cover letter as a known miss.
 */
const CHAT_KNOWN_SHOWN: readonly string[] = [
  'How do I write a cover letter for a job application?',
  'Line one\nline two with **markdown** and <b>html</b>',
  // A heading word counts as evidence ("Design for the wrong answer", "Written summary").
  'Can you just answer?',
  'What did you just write?',
];

describe('s41 S-A2: Simple Chat offline over the guide', () => {
  it.each(CHAT_OFF_TOPIC)('stays "No good match": %s', async (q) => expect(await simpleChat(q)).toBeNull());
  it.each(CHAT_KNOWN_SHOWN)('known, a passage is shown: %s', async (q) => expect(await simpleChat(q)).not.toBeNull());
  it.each([
    ['whats retrieval augmented generation', '/rag/overview'],
    ['What is retrieval augmented generation?', '/rag/overview'],
  ])('keeps the guide answer: %s', async (q, where) => expect((await simpleChat(q)) ?? 'No good match').toContain(where));
});
