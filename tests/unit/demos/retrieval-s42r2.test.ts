/**
 * s42 (issue 28, brief 42r2, tester u29c): Document Q&A and Simple Chat must not show a passage as a
 * good match when it does not answer, and must not refuse an answer over the words a question is
 * wrapped in. Rows written before each fix, through the demos' own pipelines (Document Q&A:
 * questionFocus, findPassages, top 4). Each group names its finding; the count on the old code is in
 * the commit that added it.
 * Documents: u29c's own HR handbook (HR, copied from the tester's hr.txt), the sample travel policy
 * (kit/sampleTravel.ts) and u29c's long generated document (LONG, rebuilt here as the tester made it:
 * 400 numbered rule sections and one sabbatical section).
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {questionFocus} from '@site/src/demos/kit/match';
import {findPassages} from '@site/src/demos/kit/find';
import {SAMPLE_TRAVEL} from '@site/src/demos/kit/sampleTravel';

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});

const indexes = new WeakMap<SourceDocument, Bm25Index>();
const indexOf = (doc: SourceDocument) => {
  let index = indexes.get(doc);
  if (!index) indexes.set(doc, (index = buildIndex(chunkDocuments([doc]))));
  return index;
};

/** What Document Q&A finds for a question about one document (top 4). */
async function documentQaFound(doc: SourceDocument, question: string) {
  const index = indexOf(doc);
  return findPassages(retrieverOf(index), questionFocus(question), 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

/** What Document Q&A shows first (good matches only), or null for "No good match". */
async function documentQa(doc: SourceDocument, question: string): Promise<string | null> {
  return (await documentQaFound(doc, question)).judged.good[0]?.passage.text ?? null;
}

/** The texts of every good match Document Q&A shows. */
async function goodMatches(doc: SourceDocument, question: string): Promise<string[]> {
  return (await documentQaFound(doc, question)).judged.good.map((h) => h.passage.text);
}

/** u29c's HR handbook (/tmp/u29c/hr.txt), pasted into Document Q&A: 9 passages. */
const HR: SourceDocument = {
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

Equipment
Each new starter receives a laptop and a monitor. A home-office allowance of EUR 400 is paid once, on the first payroll after the probation period ends. Lost or stolen laptops must be reported to the IT service desk within 24 hours.

Expenses
Submit expense claims in Expensify within 60 days of purchase. Meals on business trips are reimbursed up to EUR 45 per day. Alcohol is never reimbursed.

Notice period
During probation (the first six months) either side may end the contract with two weeks' notice. After probation the notice period is two months for employees and three months for the company.

Whistleblowing
Concerns about fraud or misconduct can be reported anonymously through the EthicsLine portal. Reports are read by the compliance officer, not by your manager.
`,
};

/** u29c's long.txt: 400 rule sections of one pattern, the sabbatical section after the 237th. */
const TOPICS = ['badge', 'parking', 'canteen', 'printer', 'visitor', 'locker', 'bicycle', 'shuttle', 'mail', 'fire drill'];
const LONG: SourceDocument = {
  id: 'pasted',
  title: 'Pasted text',
  text: Array.from({length: 400}, (_, i) => {
    const n = i + 1;
    const topic = TOPICS[i % 10];
    const section = `Section ${n}: ${topic} rules\nRule ${n} says the ${topic} procedure number ${n} requires form F-${999 + n} and approval by office ${i % 10}.`;
    return n === 237 ? `${section}\n\nSection X: Sabbatical\nAfter seven years of service employees may take an unpaid sabbatical of up to six months.` : section;
  }).join('\n\n'),
};

const NOTICE = 'notice period is two months';
const REMOTE = 'Working from another country';
const LODGING = 'Hotels are reimbursed up to 180 EUR';

it('LONG is the tester\'s document: 401 passages', () => {
  expect(indexOf(LONG).passages.length).toBe(401);
});

describe('D-1: a question whose specific word no passage holds is not answered by its duration words', () => {
  it('"Can I work from Spain for two months?" does not show the notice period as a good match', async () => {
    expect(await goodMatches(HR, 'Can I work from Spain for two months?')).not.toEqual(expect.arrayContaining([expect.stringContaining(NOTICE)]));
  });
  it('"Can I work from Portugal for three weeks?" does not show the notice period or parental leave', async () => {
    const good = await goodMatches(HR, 'Can I work from Portugal for three weeks?');
    expect(good.filter((t) => !t.includes(REMOTE))).toEqual([]);
  });
  it('"Can I stay in Italy for six months?" shows no good match (the notice period holds "six months")', async () => {
    expect(await documentQa(HR, 'Can I stay in Italy for six months?')).toBeNull();
  });
  it('"How many days can I work abroad?" still finds Remote work', async () => {
    expect(await documentQa(HR, 'How many days can I work abroad?')).toContain(REMOTE);
  });
  it('"Can I work from another country for two months?" finds Remote work first', async () => {
    expect(await documentQa(HR, 'Can I work from another country for two months?')).toContain(REMOTE);
  });
  it('"Is the notice period two months?" still finds the notice period', async () => {
    expect(await documentQa(HR, 'Is the notice period two months?')).toContain(NOTICE);
  });
  it('"How many weeks of paternity leave do I get?" still finds parental leave', async () => {
    expect(await documentQa(HR, 'How many weeks of paternity leave do I get?')).toContain('paternity leave');
  });
});

describe('D-12: "per" is a function word; "per diem" names a daily allowance', () => {
  it('"What is the per diem in London?" does not show the hotel rates as a good match', async () => {
    expect(await goodMatches(SAMPLE_TRAVEL, 'What is the per diem in London?')).not.toEqual(expect.arrayContaining([expect.stringContaining(LODGING)]));
  });
  it('"What is the per diem in Tokyo?" does not show the hotel rates', async () => {
    expect(await goodMatches(SAMPLE_TRAVEL, 'What is the per diem in Tokyo?')).not.toEqual(expect.arrayContaining([expect.stringContaining(LODGING)]));
  });
  it('"What is the mileage allowance per kilometre in Paris?" shows no good match', async () => {
    expect(await documentQa(SAMPLE_TRAVEL, 'What is the mileage allowance per kilometre in Paris?')).toBeNull();
  });
  it('"What is the hotel limit per night in London?" still finds Lodging', async () => {
    expect(await documentQa(SAMPLE_TRAVEL, 'What is the hotel limit per night in London?')).toContain(LODGING);
  });
  it('"How much is a hotel in Paris per night?" still finds Lodging', async () => {
    expect(await documentQa(SAMPLE_TRAVEL, 'How much is a hotel in Paris per night?')).toContain(LODGING);
  });
});

describe('D-13: a word every passage holds (the title\'s "expenses") is no evidence for a question whose own word is missing', () => {
  it('"Can I expense a hotel minibar?" shows no good match', async () => {
    expect(await documentQa(SAMPLE_TRAVEL, 'Can I expense a hotel minibar?')).toBeNull();
  });
  it('"Can I expense hotel laundry?" shows no good match', async () => {
    expect(await documentQa(SAMPLE_TRAVEL, 'Can I expense hotel laundry?')).toBeNull();
  });
  it('"Can I expense a hotel gym?" shows no good match', async () => {
    expect(await documentQa(SAMPLE_TRAVEL, 'Can I expense a hotel gym?')).toBeNull();
  });
  // Known: the passage holds "hotels" and "reimbursed", two words against the one it lacks ("parking"), and no rule
  // here tells "hotel parking" (about parking) from "password length" (u28s S-D2, answered by "at least 14 characters").
  it('known: "Is hotel parking reimbursed?" shows Lodging', async () => {
    expect(await documentQa(SAMPLE_TRAVEL, 'Is hotel parking reimbursed?')).toContain(LODGING);
  });
  it('"Are hotels in Tokyo reimbursed?" still finds Lodging', async () => {
    expect(await documentQa(SAMPLE_TRAVEL, 'Are hotels in Tokyo reimbursed?')).toContain(LODGING);
  });
  it('"Can I book a serviced apartment for a long stay?" still finds Lodging', async () => {
    expect(await documentQa(SAMPLE_TRAVEL, 'Can I book a serviced apartment for a long stay?')).toContain('serviced apartments');
  });
});

describe('questions the documents do not answer stay "no good match"', () => {
  const rows: Array<[string, SourceDocument, string]> = [
    ['HR', HR, 'Is there a company pension plan?'],
    ['HR', HR, 'Can I bring my dog to the office?'],
    ['HR', HR, 'How much is the Christmas bonus?'],
    ['HR', HR, 'Do I get a company car?'],
    ['HR', HR, 'Can I work from Spain for two months?'],
    ['HR', HR, 'How many months of sabbatical can I take?'],
    ['policy', SAMPLE_TRAVEL, 'Can I expense a hotel minibar?'],
    ['policy', SAMPLE_TRAVEL, 'Is travel insurance included?'],
    ['policy', SAMPLE_TRAVEL, 'Can my spouse come on a business trip?'],
    ['policy', SAMPLE_TRAVEL, 'What is the per diem in London?'],
    ['policy', SAMPLE_TRAVEL, 'Can I take a taxi to the airport?'],
    ['long', LONG, 'Is there a gym in the office?'],
    ['long', LONG, 'How long is parental leave?'],
    ['long', LONG, 'Which form do I need for a sabbatical extension?'],
  ];
  for (const [name, doc, question] of rows)
    it(`${name}: "${question}"`, async () => {
      expect(await documentQa(doc, question)).toBeNull();
    });
});

describe('D-9: in a large document, question wording no passage holds ("long", "need") does not outweigh the word asked about', () => {
  it('"How long is the sabbatical?" finds the sabbatical section', async () => {
    expect(await documentQa(LONG, 'How long is the sabbatical?')).toContain('unpaid sabbatical');
  });
  it('"Which form do I need for procedure 233?" finds rule 233', async () => {
    expect(await documentQa(LONG, 'Which form do I need for procedure 233?')).toContain('procedure number 233 ');
  });
  it('"How long is the unpaid sabbatical?" finds the sabbatical section', async () => {
    expect(await documentQa(LONG, 'How long is the unpaid sabbatical?')).toContain('unpaid sabbatical');
  });
  it('"Can I take a sabbatical?" still finds it', async () => {
    expect(await documentQa(LONG, 'Can I take a sabbatical?')).toContain('unpaid sabbatical');
  });
});
