/**
 * Session 42 (issue 28, tester u29e): Zoho Copilot findings Z-6 (a symbolic "not equal" read as equal),
 * Z-7 (comparison symbols on closing dates read as "on that day"), Z-1 (a negated won/lost sent a month
 * with no year to the past) and Z-2 (a quarter with no year meant the current, past one).
 * Record sets worked out by hand from `sample.ts`; today is fixed at 2026-11-27 (Q4 2026).
 */
import {describe, expect, it} from 'vitest';
import {COLUMNS, columnsOf, parseQuestion, readAs, runQuery, toCoql, TOTAL_NOT_COMPUTED} from '@site/src/demos/zoho-copilot/coql';

const TODAY = '2026-11-27';

function read(question: string): {ids: string[]; coql: string; readAs: string} {
  const r = parseQuestion(question, TODAY);
  if (!r.ok) throw new Error(`"${question}" was refused: ${r.error}`);
  return {ids: runQuery(r.query).map((row) => String(row.id)), coql: toCoql(r.query), readAs: readAs(r.query)};
}

const NOT_WON = ['D1', 'D2', 'D3', 'D5', 'D6', 'D7', 'D9', 'D10'];
const NOT_LOST = ['D1', 'D2', 'D3', 'D4', 'D6', 'D7', 'D8', 'D9', 'D10'];
const NOT_GERMAN_LEADS = ['L1', 'L3', 'L4', 'L5', 'L6', 'L8'];

/** Z-6: [question, records, a part of the COQL where clause]. COQL has `!=` (Zoho CRM API v8, "Get Records through COQL Query", https://www.zoho.com/crm/developer/docs/api/v8/Get-Records-through-COQL-Query.html: "Encrypted numeric fields support =, !=, is null and is not null"; the page cites the operator list). */
const NOT_EQUAL: ReadonlyArray<[string, string[], string]> = [
  // The tester's questions.
  ['deals where stage != won', NOT_WON, "Stage != 'Closed Won'"],
  ['leads where country != Germany', NOT_GERMAN_LEADS, "Country != 'Germany'"],
  ['deals with amount != 85k', ['D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9', 'D10'], 'Amount != 85000'],
  ['deals where stage <> Closed Won', NOT_WON, "Stage != 'Closed Won'"],
  ['accounts where industry ≠ technology', ['A2', 'A3', 'A4', 'A5', 'A6', 'A7'], "Industry != 'Technology'"],
  ['leads with status !junk', ['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L8'], "Lead_Status != 'Junk Lead'"],
  ['deals where amount >= 100000 and stage != Closed Lost', ['D2', 'D4', 'D6'], "Stage != 'Closed Lost'"],
  // Neighbours: spacing, other fields and the other symbols.
  ['deals where stage!=lost', NOT_LOST, "Stage != 'Closed Lost'"],
  ['leads where country<>germany', NOT_GERMAN_LEADS, "Country != 'Germany'"],
  ['leads where country ≠ Germany', NOT_GERMAN_LEADS, "Country != 'Germany'"],
  ['deals where stage != Closed Lost', NOT_LOST, "Stage != 'Closed Lost'"],
  ['accounts where country != United States', ['A1', 'A2', 'A4', 'A5', 'A7'], "Billing_Country != 'United States'"],
  ['leads with status != junk lead', ['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L8'], "Lead_Status != 'Junk Lead'"],
  ['deals with closing date != 2027-01-15', ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9'], "Closing_Date != '2027-01-15'"],
  ['deals where stage != won and amount > 100k', ['D2', 'D6'], "Stage != 'Closed Won'"],
  // Must stay: the worded negations.
  ['deals where stage is not won', NOT_WON, "Stage != 'Closed Won'"],
  ["deals where stage isn't won", NOT_WON, "Stage != 'Closed Won'"],
  ['leads where country is not Germany', NOT_GERMAN_LEADS, "Country != 'Germany'"],
  ['leads not junk', ['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L8'], "Lead_Status != 'Junk Lead'"],
];

describe('Z-6: a symbolic "not equal" is read as not equal, never as equal', () => {
  it.each(NOT_EQUAL)('"%s"', (question, ids, where) => {
    const r = read(question);
    expect(r.ids.sort()).toEqual([...ids].sort());
    expect(r.coql).toContain(where);
    expect(r.coql).not.toContain(where.replace(' != ', ' = '));
  });
  it('must stay: "=" is still equal', () => {
    expect(read('deals where stage = won').ids).toEqual(['D4', 'D8']);
    expect(read('deals with amount = 85k').ids).toEqual(['D1']);
  });
});

/** Z-7: [question, records, the COQL condition]. */
const DATE_SYMBOLS: ReadonlyArray<[string, string[], string]> = [
  // The tester's questions.
  ['deals with closing date < 2027-01-01', ['D1', 'D4', 'D5', 'D6', 'D8', 'D9'], "Closing_Date < '2027-01-01'"],
  ['deals with closing date > 2027-01-01', ['D2', 'D3', 'D7', 'D10'], "Closing_Date > '2027-01-01'"],
  ['deals closing <= 2026-11-30', ['D4', 'D5', 'D6', 'D8'], "Closing_Date <= '2026-11-30'"],
  ['deals where closing date >= 2027-01-15', ['D2', 'D3', 'D7', 'D10'], "Closing_Date >= '2027-01-15'"],
  // Neighbours.
  ['deals closing<2027-01-01', ['D1', 'D4', 'D5', 'D6', 'D8', 'D9'], "Closing_Date < '2027-01-01'"],
  ['deals closing ≤ 2026-11-30', ['D4', 'D5', 'D6', 'D8'], "Closing_Date <= '2026-11-30'"],
  ['deals closing ≥ 2027-01-15', ['D2', 'D3', 'D7', 'D10'], "Closing_Date >= '2027-01-15'"],
  ['deals closing > 2026-12-20', ['D2', 'D3', 'D7', 'D10'], "Closing_Date > '2026-12-20'"],
  ['deals with closing date <= 2026-12-20', ['D1', 'D4', 'D5', 'D6', 'D8', 'D9'], "Closing_Date <= '2026-12-20'"],
  ['deals closing < 2027', ['D1', 'D4', 'D5', 'D6', 'D8', 'D9'], "Closing_Date < '2027-01-01'"],
  ['open deals closing < 2027-01-01 with amount > 80k', ['D1', 'D6'], "Closing_Date < '2027-01-01'"],
  // Must stay: the same symbols on amounts and employees, and the worded bounds.
  ['deals with amount < 50k', ['D3', 'D5', 'D7'], 'Amount < 50000'],
  ['deals with amount >= 100000', ['D2', 'D4', 'D6'], 'Amount >= 100000'],
  ['accounts with employees > 500', ['A2', 'A4'], 'Employees > 500'],
  ['deals closing before 2027-01-01', ['D1', 'D4', 'D5', 'D6', 'D8', 'D9'], "Closing_Date < '2027-01-01'"],
  ['deals closing on 2027-01-15', ['D10'], "Closing_Date = '2027-01-15'"],
];

describe('Z-7: comparison symbols on closing dates compare, as on amounts', () => {
  it.each(DATE_SYMBOLS)('"%s"', (question, ids, where) => {
    const r = read(question);
    expect(r.ids.sort()).toEqual([...ids].sort());
    expect(r.coql).toContain(where);
  });
});

/** Z-1: [question, records, the period as shown]. A deal that is not won, not lost or neither is open: a month with no year is the next one. */
const NEGATED_CLOSED: ReadonlyArray<[string, string[], string]> = [
  // The tester's questions.
  ['deals not lost closing in December', ['D1', 'D9'], 'December 2026'],
  ['deals neither won nor lost closing in January', ['D2', 'D10'], 'January 2027'],
  ['deals not won closing in March', ['D7'], 'March 2027'],
  ['deals not won and not lost closing before February', ['D1', 'D2', 'D6', 'D9', 'D10'], '2027-02-01'],
  ['deals not yet won closing before April', ['D1', 'D2', 'D3', 'D5', 'D6', 'D7', 'D9', 'D10'], '2027-04-01'],
  ["deals that aren't lost closing before February", ['D1', 'D2', 'D4', 'D6', 'D8', 'D9', 'D10'], '2027-02-01'],
  ["deals we haven't lost closing in January", ['D2', 'D10'], 'January 2027'],
  // Neighbours.
  ['deals not won closing in February', ['D3'], 'February 2027'],
  ['deals where stage != won closing in January', ['D2', 'D10'], 'January 2027'],
  ['deals that are not lost closing in March', ['D7'], 'March 2027'],
  ['deals never won closing in February', ['D3'], 'February 2027'],
  // Must stay: won and lost deals closed in the past; open deals forward.
  ['deals won in October', ['D4'], 'October 2026'],
  ['deals lost in September', ['D5'], 'September 2026'],
  ['deals won in December', [], 'December 2025'],
  ['open deals closing before February', ['D1', 'D2', 'D6', 'D9', 'D10'], '2027-02-01'],
];

describe('Z-1: a negated won/lost is an open deal for the year of a month', () => {
  it.each(NEGATED_CLOSED)('"%s"', (question, ids, shown) => {
    const r = read(question);
    expect(r.ids.sort()).toEqual([...ids].sort());
    expect(r.readAs).toContain(shown);
  });
});

/** Z-2: [question, records, the quarter as shown]. A quarter with no year is the next one, as a month is. */
const QUARTERS: ReadonlyArray<[string, string[], string]> = [
  // The tester's questions.
  ['deals in Q1', ['D2', 'D3', 'D7', 'D10'], 'Q1 2027'],
  ['open deals in Q1', ['D2', 'D3', 'D7', 'D10'], 'Q1 2027'],
  ['deals closing in Q2', [], 'Q2 2027'],
  // Neighbours.
  ['deals closing in q1', ['D2', 'D3', 'D7', 'D10'], 'Q1 2027'],
  ['deals closing in Q4', ['D1', 'D4', 'D6', 'D8', 'D9'], 'Q4 2026'],
  ['deals over 50k closing in Q1', ['D2', 'D10'], 'Q1 2027'],
  ['open deals closing before Q2', ['D1', 'D2', 'D3', 'D6', 'D7', 'D9', 'D10'], '2027-04-01'],
  ['deals not won closing in Q1', ['D2', 'D3', 'D7', 'D10'], 'Q1 2027'],
  // Must stay: a written year, "next quarter", and closed deals in the past.
  ['deals in Q1 2027', ['D2', 'D3', 'D7', 'D10'], 'Q1 2027'],
  ['deals in Q1 2026', [], 'Q1 2026'],
  ['deals closing next quarter', ['D2', 'D3', 'D7', 'D10'], 'Q1 2027'],
  ['deals won in Q4', ['D4', 'D8'], 'Q4 2026'],
  ['deals lost in Q3', ['D5'], 'Q3 2026'],
  ['deals won in Q1', [], 'Q1 2026'],
];

describe('Z-2: a quarter with no year goes forward for open deals, as a month does', () => {
  it.each(QUARTERS)('"%s"', (question, ids, shown) => {
    const r = read(question);
    expect(r.ids.sort()).toEqual([...ids].sort());
    expect(r.readAs).toContain(shown);
  });
});

/** Z-4: a filter on a field the module does not show adds its column, as Employees and Probability do. [question, records, columns added]. */
const SHOWN: ReadonlyArray<[string, string[], string[]]> = [
  // The tester's question.
  ['leads with annual revenue over 5 million', ['L2', 'L3', 'L6', 'L7', 'L8'], ['Annual_Revenue']],
  // Neighbours.
  ['leads with revenue under 2m', ['L4', 'L5'], ['Annual_Revenue']],
  ['leads with annual revenue between 1m and 4m', ['L1', 'L4'], ['Annual_Revenue']],
  ['leads from germany with revenue of at least 10m', ['L2'], ['Annual_Revenue']],
  ['leads with annual revenue > 20m', ['L3'], ['Annual_Revenue']],
  ['leads not junk with revenue over 10m', ['L2', 'L3', 'L6'], ['Annual_Revenue']],
  // Must stay: accounts already show it; employees and probability add theirs; no bound adds nothing.
  ['accounts with revenue over 40m', ['A2', 'A4', 'A8'], []],
  ['accounts with employees > 500', ['A2', 'A4'], ['Employees']],
  ['deals with probability over 70', ['D1', 'D4', 'D6', 'D8'], ['Probability']],
  ['leads from germany', ['L2', 'L7'], []],
];

describe('Z-4: a filter on annual revenue shows the Annual_Revenue column', () => {
  it.each(SHOWN)('"%s"', (question, ids, added) => {
    const r = parseQuestion(question, TODAY);
    if (!r.ok) throw new Error(r.error);
    expect(runQuery(r.query).map((row) => String(row.id)).sort()).toEqual([...ids].sort());
    const own = COLUMNS[r.query.module];
    expect(columnsOf(r.query)).toEqual([...own, ...added]);
  });
});

/** Z-3: a question for a total ("how much … worth") lists the records and says the total is not computed, never silently. [question, records]. */
const TOTALS: ReadonlyArray<[string, string[]]> = [
  ['how much is the Bluefin pipeline worth', ['D2', 'D9']],
  ['how much are open deals worth', ['D1', 'D2', 'D3', 'D6', 'D7', 'D9', 'D10']],
  ['what are the Bluefin deals worth', ['D2', 'D9']],
  ['how much are the Harbor deals worth?', ['D6', 'D10']],
  ['what is the Bluefin pipeline worth', ['D2', 'D9']],
  ['how much is won deals worth', ['D4', 'D8']],
];

describe('Z-3: a question for a total says the total is not computed', () => {
  it.each(TOTALS)('"%s"', (question, ids) => {
    const r = parseQuestion(question, TODAY);
    if (!r.ok) throw new Error(r.error);
    expect(runQuery(r.query).map((row) => String(row.id)).sort()).toEqual([...ids].sort());
    expect(r.notes ?? []).toContain(TOTAL_NOT_COMPUTED);
  });
  it('must stay: "worth" before a number is a bound, with no such note', () => {
    for (const q of ['deals worth 85k', 'deals worth over 100k', 'open deals']) {
      const r = parseQuestion(q, TODAY);
      if (!r.ok) throw new Error(r.error);
      expect(r.notes ?? []).not.toContain(TOTAL_NOT_COMPUTED);
    }
  });
});
