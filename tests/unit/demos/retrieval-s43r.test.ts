/**
 * s43 (issue 28, brief 43r; testers u29h Document Q&A, u29j Simple Chat, u29k Zohlar): the good-match
 * rule of the retrieval demos (kit/match.ts). Rows written before each fix, through the demos' own
 * pipelines: Document Q&A and Zohlar's Ask (questionFocus, findPassages, top 4), Simple Chat over the
 * guide and Zohlar's chat over the sample documents (simple-chat/search.ts searchConversation, top 3).
 * Each group names its finding; the count on the old code is in the commit that added it.
 * Documents: u29h's HR handbook and router manual (copied from /tmp/u29h), u29c's HR handbook (with an
 * "Annual leave" section), the guide as each demo loads it, Zohlar's sample documents.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {chatDocuments} from '@site/src/demos/kit/guide';
import {matchStrength, noGoodMatchText, questionFocus} from '@site/src/demos/kit/match';
import {findPassages, type Found} from '@site/src/demos/kit/find';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});

/** u29h's hr-policy.md (/tmp/u29h), pasted into Document Q&A. */
const HR: SourceDocument = {
  id: 'pasted',
  title: 'Pasted text',
  text: `# Northwind Logistics — Employee Handbook (excerpt, v3.2)

## 1. Paid time off
Full-time employees accrue 1.75 days of paid time off (PTO) per calendar month, for 21 days per year.
Part-time employees accrue PTO pro rata to their contracted hours.
Up to 5 unused PTO days may be carried over into the next calendar year; carried-over days expire on March 31.
PTO requests of more than 3 consecutive days must be submitted at least 14 days in advance through the HR portal.

## 2. Sick leave
Employees may take up to 10 paid sick days per year. A doctor's note is required for absences longer than 3 consecutive working days.
Sick leave does not carry over and is not paid out on termination.

## 3. Parental leave
Birth parents receive 16 weeks of fully paid parental leave. Non-birth parents receive 8 weeks of fully paid leave.
Parental leave must start within 12 months of the birth or adoption.

## 4. Remote work
Employees may work remotely up to 2 days per week with their manager's approval.
Working from another country for more than 30 days requires written approval from HR and Legal because of tax and visa rules.

## 5. Expenses
Meal expenses on business travel are reimbursed up to $65 per day. Receipts are required for any single expense above $25.
Expense reports must be filed within 30 days of the end of the trip. Alcohol is not reimbursable.

## 6. Equipment
Each employee receives a laptop, refreshed every 4 years. Lost or stolen laptops must be reported to IT Security within 24 hours.
`,
};

/** u29h's router-manual.txt (/tmp/u29h), loaded into Document Q&A. */
const ROUTER: SourceDocument = {
  id: 'router-manual.txt',
  title: 'router-manual.txt',
  text: `AcmeLink AX3000 Wi-Fi Router — User Manual

Chapter 1: Setup
Connect the yellow WAN port to your modem using the supplied Ethernet cable. Plug in the power adapter and press the power button on the back panel. The status LED blinks amber while the router starts and turns solid white when it is ready, usually after about 90 seconds.

Chapter 2: Default login
Open a browser and go to http://192.168.50.1. The default username is admin and the default password is printed on the label under the router. You will be asked to change the password on first login.

Chapter 3: Factory reset
To restore factory settings, hold the recessed RESET button with a paperclip for 10 seconds until the status LED flashes red three times. All settings, including the Wi-Fi name and password, are erased.

Chapter 4: Firmware updates
The router checks for firmware updates every night at 3:00 AM local time. You can also upload a firmware file manually under Administration > Firmware Upgrade. Do not power off the router during an update; it takes up to 5 minutes.

Chapter 5: Parental controls
Parental controls let you block websites by category and set internet schedules per device. Open Parental Controls, choose a device, and add a time schedule. Up to 16 devices can have schedules.

Chapter 6: Troubleshooting
If the status LED is solid red, the router has no internet connection: check the WAN cable and restart the modem. If Wi-Fi speed is slow, move the router away from microwave ovens and cordless phones, and switch to the 5 GHz band.

Chapter 7: Warranty
The AX3000 comes with a 2-year limited warranty from the date of purchase. The warranty does not cover damage from power surges, liquid, or opening the case.
`,
};

/** u29c's HR handbook (as in retrieval-s42r2.test.ts): it has an "Annual leave" section. */
const HR2: SourceDocument = {
  id: 'pasted',
  title: 'Pasted text',
  text: `Northwind Analytics — Employee Handbook (2026 edition)

Annual leave
Full-time employees receive 27 working days of paid annual leave per calendar year, in addition to public holidays. Part-time staff receive a pro-rated amount. Up to 6 unused days may be carried into the next year; they expire on 31 March.

Sick leave
If you are ill, tell your line manager before 10:00 on the first day of absence. A doctor's certificate is required from the fourth consecutive day of sickness. Sick pay is 100% of base salary for the first 12 weeks in any rolling year.

Parental leave
Birth parents get 20 weeks of fully paid maternity leave. The second parent gets 6 weeks of fully paid paternity leave, to be taken within the first year after the birth or adoption.

Remote work
Employees may work from home up to three days a week with their manager's agreement. Working from another country needs written approval from HR and is limited to 30 days per year because of tax rules.

Expenses
Submit expense claims in Expensify within 60 days of purchase. Meals on business trips are reimbursed up to EUR 45 per day. Alcohol is never reimbursed.
`,
};

const fixtures = join(__dirname, 'fixtures');
const guideCorpus = JSON.parse(gunzipSync(readFileSync(join(fixtures, 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
const demoPages = JSON.parse(readFileSync(join(fixtures, 'demo-pages-2026-11-26.json'), 'utf8'));

type Source = 'hr' | 'hr2' | 'router' | 'guide' | 'samples';
const DOCS: Record<Source, () => SourceDocument[]> = {
  hr: () => [HR],
  hr2: () => [HR2],
  router: () => [ROUTER],
  guide: () => chatDocuments({...guideCorpus, demos: demoPages}, '/demo-room/document-qa'),
  samples: () => [...SAMPLE_DOCUMENTS],
};
const indexes = new Map<string, {index: Bm25Index; docs: SourceDocument[]}>();
const indexOf = (name: Source | 'chat') => {
  let entry = indexes.get(name);
  if (!entry) {
    const docs = name === 'chat' ? chatDocuments({...guideCorpus, demos: demoPages}, '/demo-room/simple-chat') : DOCS[name]();
    indexes.set(name, (entry = {index: buildIndex(chunkDocuments(docs)), docs}));
  }
  return entry;
};

/** What Document Q&A (or Zohlar's Ask, over the samples) finds for a question (top 4). */
async function documentQa(name: Source, question: string): Promise<Found> {
  const {index} = indexOf(name);
  return findPassages(retrieverOf(index), questionFocus(question), 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

/** What Simple Chat (over the guide) or Zohlar's chat (over the samples) finds for a first message (top 3). */
async function chat(name: 'chat' | 'samples', message: string): Promise<Found> {
  const {index, docs} = indexOf(name);
  const turn = {id: 'u1', role: 'user', content: message, status: 'done'} as ChatTurn;
  return (await searchConversation([turn], retrieverOf(index), docs, {workspace: name === 'samples', k: 3})).found;
}

/** Building the guide's index takes seconds on a loaded machine. */
const SLOW = 120_000;

type Demo = 'dqa' | 'chat';
const find = (demo: Demo, name: Source, q: string) => (demo === 'chat' ? chat(name === 'guide' ? 'chat' : 'samples', q) : documentQa(name, q));
const goodText = (found: Found) => found.judged.good.map((h) => `${h.passage.source} › ${h.passage.heading ?? ''}\n${h.passage.text}`);
/** The reader-facing refusal, as the demos write it (the searched query, every hit shown). */
const refusal = (found: Found) => noGoodMatchText(found.query, found.hits, found.judged.stats);

/** [demo, source, question, a text the first good match holds]. */
type Answered = readonly [Demo, Source, string, string];
/** [demo, source, question, a word the refusal must name as missing (or null)]. */
type Refused = readonly [Demo, Source, string, string | null];

const expectAnswered = async ([demo, name, q, holds]: Answered) => {
  const found = await find(demo, name, q);
  expect(goodText(found)[0] ?? refusal(found), q).toContain(holds);
};
const expectRefused = async ([demo, name, q, names]: Refused) => {
  const found = await find(demo, name, q);
  expect(goodText(found), q).toEqual([]);
  if (names !== null) expect(refusal(found)).toContain(`“${names}”`);
};

/**
 * Finding 1 (u29h D-2): "How many days of bereavement leave do I get?" showed the sick-leave passage as a
 * good match ("days", "leave"). The document names several kinds of leave (sick, parental, paid); a
 * kind it never names ("bereavement") is not one of them, so the passage lacks what is asked.
 */
const KIND_REFUSED: readonly Refused[] = [
  ['dqa', 'hr', 'How many days of bereavement leave do I get?', 'bereavement'],
  ['dqa', 'hr', 'How many days of jury duty leave do I get?', 'jury'],
  ['dqa', 'hr', 'How many days of unpaid leave can I take?', 'unpaid'],
  // Neighbours of our own.
  ['dqa', 'hr', 'How many days of compassionate leave do I get?', 'compassionate'],
  ['dqa', 'hr', 'How many weeks of sabbatical leave can I take?', 'sabbatical'],
  ['dqa', 'hr', 'Do I get paid bereavement leave?', 'bereavement'],
  ['dqa', 'hr', 'How much study leave do I get?', null],
  ['dqa', 'hr2', 'How many days of bereavement leave do I get?', 'bereavement'],
  ['dqa', 'hr2', 'How many days of jury duty leave do I get?', 'jury'],
  ['dqa', 'hr', 'anual leave carry over deadline', null],
  // The sick-leave passage names its own kind and says it "does not carry over".
  ['dqa', 'hr', 'How many days of holiday leave can I carry over?', 'holiday'],
];
const KIND_ANSWERED: readonly Answered[] = [
  ['dqa', 'hr', 'How many days of sick leave do I get?', 'Sick leave'],
  ['dqa', 'hr', 'How many weeks of parental leave do I get?', 'Parental leave'],
  ['dqa', 'hr', 'how many PTO days do I get per month', 'Paid time off'],
  ['dqa', 'hr', 'How many weeks of paid leave do non-birth parents get?', 'Non-birth parents'],
  ['dqa', 'hr2', 'How many days of annual leave do I get?', '27 working days'],
  ['dqa', 'hr2', 'How many weeks of paternity leave do I get?', 'paternity leave'],
];

describe('finding 1 (u29h D-2): a kind of thing the document never names is not answered by another kind', () => {
  it.each(KIND_REFUSED)('%s %s: %s → no good match naming %s', async (...row) => expectRefused(row), SLOW);
  it.each(KIND_ANSWERED)('%s %s: %s', async (...row) => expectAnswered(row), SLOW);
});

/**
 * Finding 2 (u29j D-2, old D-8): "how much does pinecone cost per month" said "contains 4 of the 4 words …,
 * so it probably does not answer it": "per month" was taken for a topic phrase the passage must write
 * together. A rate ("per month") or a relation ("against") is no topic phrase; the passage is found.
 */
const RATE_ANSWERED: readonly Answered[] = [
  ['chat', 'guide', 'how much does pinecone cost per month', 'Operations and cost model'],
  ['chat', 'guide', 'what does pinecone cost', 'Pinecone'],
  // Neighbours of our own.
  ['chat', 'guide', 'what does pinecone cost per month', 'Operations and cost model'],
  ['dqa', 'guide', 'how much does pinecone cost per month', 'Pinecone'],
  ['dqa', 'hr', 'How many PTO days do I get per month?', 'Paid time off'],
];

/**
 * The refusal sentence describes a passage the reader can find (the first one shown, or the one it names by
 * its number) and names the question's words that passage lacks, whatever its count; when it holds every
 * word it gives the reason it still fails. demos-42l Z-3 ("When must expense reports be submitted?" over
 * Zohlar's samples names "reports") stays.
 */
const SENTENCE: readonly Refused[] = [
  ['dqa', 'samples', 'When must expense reports be submitted?', 'reports'],
  ['dqa', 'hr', 'How much study leave do I get?', 'study'],
  ['dqa', 'samples', 'How many weeks of parental leave do I get?', 'parental'],
  ['dqa', 'samples', 'what is the hotel cap in Berlin', 'Berlin'],
  ['chat', 'samples', 'what is the hotel cap in Berlin', 'Berlin'],
  ['dqa', 'hr', 'How many days of bereavement leave do I get?', 'bereavement'],
  ['chat', 'guide', 'Tell me about Kubernetes autoscaling for GPU nodes', 'autoscaling'],
];

describe('finding 2 (u29j D-2): a rate is no topic phrase, and the refusal never contradicts itself', () => {
  it.each(RATE_ANSWERED)('%s %s: %s', async (...row) => expectAnswered(row), SLOW);
  it.each(SENTENCE)('%s %s: %s → names %s', async (...row) => expectRefused(row), SLOW);
  // Known misses since s43c2 (u29n F10): every passage cut from the vector-database comparison now
  // repeats its header row "Criterion | Milvus | Pinecone | …", so "pinecone" is in more passages and
  // weighs less: the Pinecone cost passage (17.41) falls below the managed services' pricing (17.30).
  // Found since s44 (brief 44c): keywords with a price word ask a price, so a match must hold the priced thing (match.ts asksPrice).
  it.each([['chat', 'guide', 'pinecone price per month', 'Pinecone']] as const)('%s %s: %s (found since s44)', async (...row) => expectAnswered(row as never), SLOW);
  // Refused since s53 (the guide names no "CAP platform" price; a known miss since s43c2): it changed with the s53 chunking
  // change (0866d0a5: a cut long piece's tail is packed with the text after it), which reshapes a few guide passages.
  it.each([['dqa', 'guide', 'How much does the CAP platform cost?', null]] as const)('%s %s: %s → names %s (refused since s53)', async (...row) => expectRefused(row as never), SLOW);
  it.each(SENTENCE)('%s %s: %s → describes a passage it names, never "N of the N words" without a reason', async (demo, name, q) => {
    const found = await find(demo, name, q);
    const text = refusal(found);
    const m = /^No good match: (?:the closest passage|passage \[(\d+)\]) contains (?:(\d+) of the (\d+) words?|the word|all (\d+) words) your question is about, but /.exec(text);
    expect(m, text).not.toBeNull();
    const described = matchStrength(found.query, found.hits[m![1] ? Number(m![1]) - 1 : 0], found.judged.stats);
    if (m![2]) {
      expect(described.matched.length, text).toBe(Number(m![2]));
      expect(m![2], text).not.toBe(m![3]);
    } else {
      // Every word held: the sentence gives the reason after "but", and the passage really lacks none.
      expect(described.missing, text).toEqual([]);
      expect(described.matched.length, text).toBe(Number(m![4] ?? 1));
    }
  }, SLOW);
});

/**
 * Finding 3 (u29h D-3, D-5; u29j D-3, D-5; u29k Z-5): the words a question is wrapped in ("what does X
 * mean", "give me a detailed, step by step explanation of", "which source says", "cite") and a relation
 * ("against") are not what it asks about; an acronym question ("what does RAG stand for") is answered by
 * the passage that spells the acronym out, or refused.
 */
const WRAPPED_ANSWERED: readonly Answered[] = [
  ['dqa', 'router', 'What does a blinking amber light mean?', 'blinks amber'],
  ['chat', 'guide', 'Give me a detailed, step by step explanation of how to evaluate a RAG system before launch', 'RAG'],
  ['dqa', 'samples', 'Which source says who approves business class? cite', 'Business class needs written approval'],
  ['chat', 'samples', 'Which source says who approves business class? cite', 'Business class needs written approval'],
  ['dqa', 'samples', 'Who has to sign off on business class tickets?', 'Business class needs written approval'],
  // Neighbours of our own.
  ['dqa', 'router', 'What does it mean when the status LED is solid red?', 'no internet connection'],
  ['dqa', 'router', 'what does a solid red LED mean', 'no internet connection'],
  ['chat', 'guide', 'protection against prompt injection', 'injection'],
  ['chat', 'guide', 'Give me a short explanation of hybrid search', 'hybrid'],
  ['dqa', 'samples', 'Which document says who approves trips over 500 EUR? Please cite it.', 'approved by the cost-center manager'],
  ['dqa', 'samples', 'Which policy says where to book hotels?', 'Hotels'],
  ['chat', 'samples', 'Who needs to sign off on business class?', 'Business class needs written approval'],
];

/** "What does X stand for": the passage that spells X out, or no good match. */
const ACRONYM: ReadonlyArray<readonly [Demo, Source, string, string]> = [
  ['dqa', 'guide', 'what does RAG stand for', 'retrieval-augmented generation'],
  ['chat', 'guide', 'what does RAG stand for', 'retrieval-augmented generation'],
  ['chat', 'guide', 'What does MCP stand for?', 'Model Context Protocol'],
  ['chat', 'guide', 'what is RAG short for', 'retrieval-augmented generation'],
  ['dqa', 'hr', 'What does PTO stand for?', 'paid time off'],
  ['dqa', 'router', 'What does WAN stand for?', ''],
];

describe('finding 3: wrapper words and relations do not veto an answer; topic words still count', () => {
  it.each(WRAPPED_ANSWERED)('%s %s: %s', async (...row) => expectAnswered(row), SLOW);
  it.each(ACRONYM)('%s %s: %s → spelled out (%s) or refused', async (demo, name, q, expansion) => {
    const found = await find(demo, name, q);
    // Every good match spells the acronym out; with no passage that does, no good match.
    for (const text of goodText(found)) expect(text.toLowerCase().replace(/[-\s]+/g, ' '), q).toContain(expansion.toLowerCase().replace(/[-\s]+/g, ' '));
    if (expansion === '') expect(goodText(found), q).toEqual([]);
  }, SLOW);
  it.each(['what does RAG stand for', 'What does MCP stand for?'])('%s: the first good match spells it out', async (q) => {
    expect((await chat('chat', q)).judged.good.length, q).toBeGreaterThan(0);
  }, SLOW);
});

/*
 * Open after s43 (brief 43r), listed in the session note, no row here until it is fixed:
 * - u29j D-3 "defenses against prompt injection": "against" still ranks "Scope and deliverables" first and the
 *   passage "Where the defense belongs" falls out of the top 3.
 * - "Can you give me a step-by-step guide to chunking documents?": the focus "chunking documents" holds only words
 *   common in the guide.
 * - Document Q&A's refusal sentence is written from the question as typed, not as searched (found.query).
 */

/** Finding 4 (u29h D-4): a question about two things answered by two passages lists both. */
const COMPOUND: ReadonlyArray<readonly [Demo, Source, string, readonly string[]]> = [
  ['dqa', 'hr', 'How many sick days and PTO days do I get?', ['Sick leave', 'Paid time off']],
  // Neighbours of our own.
  ['dqa', 'hr', 'How many PTO days and sick days do I get per year?', ['Sick leave', 'Paid time off']],
  ['dqa', 'hr', 'What are the rules for remote work and for lost laptops?', ['Remote work', 'stolen laptops']],
  ['dqa', 'hr2', 'How long is maternity leave and how many sick pay weeks are there?', ['maternity leave', 'Sick pay']],
  ['dqa', 'samples', 'Who approves business class, and when must expense reports be submitted?', ['Business class needs written approval', 'expense']],
];

describe('finding 4: two passages together answer a compound question', () => {
  it.each(COMPOUND)('%s %s: %s', async (demo, name, q, holds) => {
    const good = goodText(await find(demo, name, q)).join('\n');
    for (const h of holds) expect(good, q).toContain(h);
  }, SLOW);
});

/** Questions the sources cannot answer: they stay "no good match" (must-stay-no-match). */
const UNANSWERED: ReadonlyArray<readonly [Demo, Source, string]> = [
  ['dqa', 'hr', 'Is there a dental plan?'],
  ['dqa', 'hr', 'What is the notice period for resignation?'],
  ['dqa', 'hr', 'How many days of maternity leave do I get?'],
  ['dqa', 'hr', 'What is the capital of Australia?'],
  // "How many sick days and dental visits do I get?" moved to the rows below (task 44l, u29p Z-5): the sick-days part is
  // answered and the dental part named as unmatched, no longer refused as a whole.
  ['dqa', 'router', 'Does the router support VPN?'],
  ['dqa', 'router', 'What does a blinking green light mean?'],
  ['dqa', 'router', 'what is the capital of France'],
  ['dqa', 'guide', 'What is the capital of Australia?'],
  ['dqa', 'guide', 'What does NASA stand for?'],
  ['chat', 'guide', 'What is the capital of Australia?'],
  ['chat', 'guide', 'How do I plan a wedding on a small budget?'],
  ['chat', 'guide', 'give me a recipe for banana bread'],
  ['chat', 'guide', "What's the weather in Paris tomorrow?"],
  ['chat', 'guide', 'Give me a detailed, step by step explanation of how to bake sourdough bread'],
  ['chat', 'guide', 'defenses against sharks'],
  ['dqa', 'samples', 'How many weeks of parental leave do I get?'],
  ['chat', 'samples', 'What is the parental leave policy?'],
  ['dqa', 'samples', 'Which source says who approves parental leave? cite'],
  ['dqa', 'samples', 'Who has to sign off on parental leave?'],
  ['dqa', 'samples', 'How many days of bereavement leave do I get?'],
  // Compound questions with one part the source does not answer (finding 4).
  ['chat', 'guide', 'What is RAG and who won the 2022 World Cup?'],
  ['chat', 'guide', 'How do I plan a wedding and bake sourdough bread?'],
];

describe('two-part question, one part in the document (task 44l, u29p Z-5)', () => {
  it('answers the part it holds and names the other', async () => {
    const found = await find('dqa', 'hr', 'How many sick days and dental visits do I get?');
    expect(goodText(found).join('\n')).toMatch(/Sick leave/);
    expect(found.judged.unmatchedPart).toBe('dental visits do I get?');
  }, SLOW);
});

describe('must-stay-no-match', () => {
  it.each(UNANSWERED)('%s %s: %s', async (demo, name, q) => expect(goodText(await find(demo, name, q)), q).toEqual([]), SLOW);
});
