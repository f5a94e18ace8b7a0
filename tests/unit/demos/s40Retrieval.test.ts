/**
 * s40 (issue 28, fresh tester u28v): the retrieval demos' passage search must show the passage that
 * answers, or say "no good match" honestly. Rows written before the fix, run through the demos' own
 * pipelines: Document Q&A (questionFocus, findPassages, top 4), Zohlar's chat over its workspace
 * (simple-chat/search.ts searchConversation, top 3) and Simple Chat over the guide (top 3).
 *
 * Findings covered:
 *  - "What is the CEO salary?" showed a parking passage ("deducted from salary") as the answer: a
 *    passage that lacks the question's most specific word is at best a weak match (kit/match.ts).
 *  - "monthly" did not match "month", "annually" not "yearly" (paraphrase.ts: time-word groups).
 *  - "cost" did not find a "fee" (paraphrase.ts: price group) in a price question.
 *  - "loose my laptop" was not read as "lose" ("lost" in the text; paraphrase.ts correctTypos).
 *  - "and for trains?" matched "training" (tokenize.ts: "training" keeps its own term).
 *  - Zohlar: "how much is the home charger subsidy" was refused although a memo in the workspace says
 *    "a home charger, paid up to 1,200 EUR" (the tester had added it; the sample documents alone do
 *    not answer it and stay "no good match").
 *  - "What is the minimum order for office supplies?" matched an onboarding line (unpinned in
 *    u28sRetrieval.test.ts).
 * On the old code (integration at 37d5972) 16 of these 70 rows failed. The documents are the demos' samples (kit/samples.ts) and two written here in this site's own words.
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
import {SAMPLE_TRAVEL} from '@site/src/demos/kit/sampleTravel';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});

/** What Document Q&A shows first for a question about one document (top 4, good matches only), or null for "No good match". */
async function documentQa(doc: SourceDocument, question: string): Promise<string | null> {
  const index = buildIndex(chunkDocuments([doc]));
  const found = await findPassages(retrieverOf(index), questionFocus(question), 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
  return found.judged.good[0]?.passage.text ?? null;
}

let n = 0;
const turns = (...messages: string[]): ChatTurn[] =>
  messages
    .flatMap((content) => [
      {id: `u${n++}`, role: 'user', content, status: 'done'} as ChatTurn,
      {id: `a${n++}`, role: 'assistant', content: 'Offline mode …', status: 'done', offline: true} as ChatTurn,
    ])
    .slice(0, -1);

/** A reader's handbook, written for this table (the kind of document u28v pasted). */
const OFFICE: SourceDocument = {
  id: 'own-office',
  title: 'Harbor Street office handbook',
  text: `Parking. Staff park on level B2 of the garage. Visitors use level B1 and are booked through reception a day ahead. The monthly parking fee is 45 EUR and is deducted from salary.

Working hours. Core hours run from 10:00 to 15:00. Remote work is allowed on up to three days per week with the manager's approval.

Equipment. Every employee gets one laptop every four years. Lost laptops must be reported to IT security within two hours. A lost laptop costs the employee 200 EUR unless a police report is filed.

Training. New staff attend a fire safety training in their first week. The training is repeated annually.

Canteen. The canteen is open from 11:30 to 14:00. Lunch costs 6.50 EUR for staff.

Bonus. The annual bonus is paid in March and depends on the company results.`,
};

/** A memo a reader adds to Zohlar's workspace (u28v added one like it). */
const FLEET: SourceDocument = {
  id: 'own-fleet',
  title: 'Fleet memo',
  text: `Company cars. Company cars are replaced every five years or at 150,000 km, whichever comes first. Electric cars come with a home charger, paid up to 1,200 EUR.

Fuel cards. Fuel cards may not be used for private trips abroad.`,
};

const workspaceDocs = [...SAMPLE_DOCUMENTS, FLEET];
const workspaceIndex = buildIndex(chunkDocuments(workspaceDocs));
const samplesIndex = buildIndex(chunkDocuments(SAMPLE_DOCUMENTS));

/** What Zohlar's chat shows first over `docs` (top 3, good matches only). */
async function zohlarChat(index: Bm25Index, docs: readonly SourceDocument[], ...messages: string[]): Promise<string | null> {
  const {found} = await searchConversation(turns(...messages), retrieverOf(index), docs, {workspace: true, k: 3});
  return found.judged.good[0]?.passage.text ?? null;
}

const NO_MATCH = null;
type Row = readonly [question: string, holds: string | null];

/** Document Q&A over the reader's handbook. */
const OFFICE_ROWS: readonly Row[] = [
  // The confident-wrong finding and its neighbours: the document never names the thing asked about.
  ['What is the CEO salary?', NO_MATCH],
  ['What is the salary of a manager?', NO_MATCH],
  ['How much does the CEO earn?', NO_MATCH],
  ['What is the salary for interns?', NO_MATCH],
  ['What is the canteen menu on Friday?', NO_MATCH],
  ['Is there a dress code for the office?', NO_MATCH],
  // Derived forms: month ↔ monthly, year ↔ annually ↔ yearly.
  ['How much does parking cost per month?', 'monthly parking fee'],
  ['What is the parking charge each month?', 'monthly parking fee'],
  ['parking cost per month', 'monthly parking fee'],
  ['Is the safety training repeated every year?', 'repeated annually'],
  ['Is the fire safety training yearly?', 'repeated annually'],
  ['When is the yearly bonus paid?', 'annual bonus is paid in March'],
  // cost ↔ fee ↔ charge ↔ price.
  ['What is the fee for a lost laptop?', 'lost laptop costs the employee'],
  ['What is the price of lunch?', 'Lunch costs 6.50 EUR'],
  ['Is there a charge for parking?', 'monthly parking fee'],
  // A typo read as a word of the document ("lost" is "lose").
  ['what happens if I loose my laptop', 'Lost laptops'],
  ['I loose my laptop, what now?', 'Lost laptops'],
  // "trains" is no "training".
  ['Can I take the train to work?', NO_MATCH],
  ['Are train tickets paid by the company?', NO_MATCH],
  ['Is there a discount for trains?', NO_MATCH],
  // Must keep working.
  ['What is the monthly parking fee?', 'monthly parking fee'],
  ['Is the parking fee deducted from salary?', 'monthly parking fee'],
  ['Where can visitors park?', 'Visitors use level B1'],
  ['Who approves remote work?', 'Remote work is allowed'],
  ['What are the core hours?', 'Core hours run from 10:00'],
  ['How much does a lost laptop cost?', 'lost laptop costs the employee'],
  ['What if I lose my laptop?', 'Lost laptops'],
  ['I lost my laptop, who do I tell?', 'Lost laptops'],
  ['When is the fire safety training?', 'fire safety training'],
  ['When is the annual bonus paid?', 'annual bonus is paid in March'],
  ['How much does lunch cost?', 'Lunch costs 6.50 EUR'],
  ['When is the canteen open?', 'canteen is open from 11:30'],
];

/**
 * Known confident-wrong, left: the parking passage holds "park" and "garage", two of the three words,
 * and lacks "bicycle", which no passage holds. "What's the minimum password length?" (u28s) has the
 * same shape and is answered by the passage that lacks "length"; word counts cannot tell them apart.
 */
const OFFICE_KNOWN_WRONG: readonly Row[] = [['Can I park my bicycle in the garage?', 'Staff park on level B2']];

/** Document Q&A over the travel policy it opens with. */
const TRAVEL_ROWS: readonly Row[] = [
  ['Who approves a business class flight?', 'Business class needs written approval'],
  ['Can I fly premium economy?', 'Premium economy is allowed'],
  ['How much can I spend on a hotel in London?', '250 EUR per night'],
  ['When must I submit receipts?', 'within 30 days'],
  ['Is alcohol reimbursed?', 'Alcohol is not reimbursed'],
  ['Do trips under 500 EUR need approval?', 'Trips under 500 EUR'],
  ['Who approves trips to sanctioned countries?', 'approval by Legal'],
  ['What happens to claims submitted after 90 days?', 'are rejected'],
  ['What is the daily rate for meals?', 'daily rate'],
  ['How much is the hotel allowance in Paris?', '250 EUR per night'],
  ['What is the annual travel budget?', NO_MATCH],
  ['What is the CEO travel budget?', NO_MATCH],
  ['What is the price of a taxi?', NO_MATCH],
  ['Are train tickets reimbursed?', NO_MATCH],
  ['What is the monthly mileage allowance?', NO_MATCH],
];

/** Zohlar's chat over its workspace: the sample documents and the fleet memo. */
const ZOHLAR_ROWS: readonly Row[] = [
  ['how much is the home charger subsidy', 'home charger, paid up to 1,200 EUR'],
  ['How much is the home charger subsidy?', 'home charger, paid up to 1,200 EUR'],
  ['When is my company car replaced?', 'replaced every five years'],
  ['Can I use the fuel card for a private trip abroad?', 'Fuel cards may not be used'],
  ['What is the minimum order for office supplies?', NO_MATCH],
  ['What is the CEO salary?', NO_MATCH],
  ['What is the mileage allowance?', NO_MATCH],
  ['Is there a monthly budget for AI tools?', NO_MATCH],
  ['Is there a gym membership subsidy?', NO_MATCH],
  ['Are train tickets reimbursed?', NO_MATCH],
  ['Who approves trips over 500 EUR?', 'Trips of 500 EUR or more'],
  ['Can I paste customer records into a public chatbot?', 'Confidential data'],
  ['Who names the buddy?', 'names a buddy'],
  ['How long do the security courses take?', 'about an hour'],
  ['How fast must I report a data incident?', 'within 24 hours'],
  ['When does a new starter get a laptop?', 'laptop'],
  ['How much can I spend on a hotel in Tokyo?', '250 EUR per night'],
];

/**
 * s40-r2 (regression of s40-r, issue 28): the incident passage answers what to do after confidential
 * data went into a public tool, although it lacks "public" (the rarest of the words the document holds)
 * and "went" (no passage holds "go"). Zohlar's tour asks the first; its chat follow-up searches with
 * the previous question. Over the sample documents alone, as the tour runs.
 */
const INCIDENT = 'report it to the security team';
const INCIDENT_ROWS: ReadonlyArray<readonly [messages: readonly string[], holds: string]> = [
  [['What must I do if confidential data went into a public tool?'], INCIDENT],
  [['What happens if confidential data went into ChatGPT?'], INCIDENT],
  [['Who do I tell when confidential data was entered into an unapproved tool?'], INCIDENT],
  [['I pasted confidential data into a public tool. What must I do?'], INCIDENT],
  [['Can confidential data go into a public chatbot?', 'What if it already happened?'], INCIDENT],
  [['Where do I report a data incident?'], INCIDENT],
  [['How fast must I report a data incident?'], 'within 24 hours'],
];

/**
 * Known misses, left (s40-r2 ran out of time; which rule refuses them was not checked): the incident
 * passage is not among the good matches. Pinned so that a fix is noticed.
 */
const INCIDENT_KNOWN_MISSED: ReadonlyArray<readonly string[]> = [
  ['What if confidential data went into a public chatbot?'],
  ['Confidential data went into a public tool by mistake, what now?'],
  ['Can confidential data go into a public tool?', 'And if it went there anyway?'],
  ['Can I paste customer records into a public chatbot?', 'What if it already happened?'],
];

/** Every passage Zohlar's chat shows as a good match over the sample documents, joined. */
async function zohlarGood(...messages: string[]): Promise<string> {
  const {found} = await searchConversation(turns(...messages), retrieverOf(samplesIndex), SAMPLE_DOCUMENTS, {workspace: true, k: 3});
  return found.judged.good.map((h) => h.passage.text).join('\n');
}

/** Zohlar's sample documents alone: nothing there answers the subsidy question, so the refusal is right. */
const SAMPLES_ONLY: readonly Row[] = [
  ['how much is the home charger subsidy', NO_MATCH],
  ['What is the minimum order for office supplies?', NO_MATCH],
];

const check = (shown: string | null, holds: string | null) => {
  if (holds === null) expect(shown).toBeNull();
  else expect(shown ?? 'No good match').toContain(holds);
};

describe('s40: Document Q&A over a reader’s handbook', () => {
  it.each(OFFICE_ROWS)('%s', async (q, holds) => check(await documentQa(OFFICE, q), holds));
  it.each(OFFICE_KNOWN_WRONG)('known confident-wrong: %s', async (q, holds) => check(await documentQa(OFFICE, q), holds));
});

describe('s40: Document Q&A over the travel policy', () => {
  it.each(TRAVEL_ROWS)('%s', async (q, holds) => check(await documentQa(SAMPLE_TRAVEL, q), holds));
});

describe('s40: Zohlar chat over its workspace', () => {
  it.each(ZOHLAR_ROWS)('%s', async (q, holds) => check(await zohlarChat(workspaceIndex, workspaceDocs, q), holds));
  it.each(SAMPLES_ONLY)('samples only: %s', async (q, holds) => check(await zohlarChat(samplesIndex, SAMPLE_DOCUMENTS, q), holds));
});

const fixtures = join(__dirname, 'fixtures');
const guideCorpus = JSON.parse(gunzipSync(readFileSync(join(fixtures, 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
const demoPages = JSON.parse(readFileSync(join(fixtures, 'demo-pages-2026-11-26.json'), 'utf8'));
const guideDocs = chatDocuments({...guideCorpus, demos: demoPages}, '/demo-room/simple-chat');
const guideIndex = buildIndex(chunkDocuments(guideDocs));

/** What Simple Chat shows first offline over the guide (top 3, good matches only): passage id and text, or null. */
async function simpleChat(...messages: string[]): Promise<string | null> {
  const {found} = await searchConversation(turns(...messages), retrieverOf(guideIndex), guideDocs, {workspace: false, k: 3});
  const first = found.judged.good[0];
  return first ? `${first.passage.id} ${first.passage.text}` : null;
}

describe('s40: Simple Chat follow-ups over the guide', () => {
  it('"and for trains?" after a flight question matches no training passage', async () => {
    const shown = await simpleChat('Who approves business class flights?', 'and for trains?');
    expect(shown ?? '').not.toMatch(/training/i);
    expect(shown).toBeNull();
  });
  it.each([
    ['What is retrieval augmented generation?', '/rag/overview'],
    ['explain reranking', '/context-integration/relevance'],
  ])('keeps the guide answer: %s', async (q, where) => {
    expect((await simpleChat(q)) ?? 'No good match').toContain(where);
  });
});

describe('s40-r2: Zohlar over its samples, the incident passage is a good match', () => {
  it.each(INCIDENT_ROWS)('%j', async (messages, holds) => expect(await zohlarGood(...messages)).toContain(holds));
  it.each(INCIDENT_KNOWN_MISSED.map((m) => [m] as const))('known miss: %j', async (messages) => expect(await zohlarGood(...messages)).not.toContain(INCIDENT));
});
