/**
 * Brief 44z (issue 28), tester u29r's open findings. Today is fixed at 2026-11-27 unless a row says otherwise.
 * Expected record lists worked out by hand from sample.ts. Deals by closing date: D5 2026-09-30 Lost, D4 2026-10-20
 * Won, D8 2026-11-05 Won, D6 2026-11-28, D1 2026-12-15, D9 2026-12-20, D10 2027-01-15, D2 2027-01-31, D3 2027-02-28,
 * D7 2027-03-15 (all but D4, D5, D8 open). Amounts: D1 85k, D2 240k, D3 40k, D4 150k, D5 30k, D6 120k, D7 18k, D8 95k,
 * D9 65k, D10 70k. D6 and D1 are in Negotiation/Review.
 */
import {describe, expect, it} from 'vitest';
import {parseQuestion, readAs, runQuery} from '@site/src/demos/zoho-copilot/coql';

const TODAY = '2026-11-27';

function read(q: string, today = TODAY): string {
  const r = parseQuestion(q, today);
  if (!r.ok) return `refused: ${r.error}`;
  return `${runQuery(r.query).map((x) => String(x.id)).join(' ')} (${readAs(r.query)})`;
}

/** Rows whose answer must start with the ids and whose reading must hold every given text. */
function wrongRows(rows: ReadonlyArray<readonly [string, string, readonly string[]] | readonly [string, string, readonly string[], string]>): string[] {
  return rows
    .map(([q, ids, texts, today]) => [q, read(q, today), ids, texts] as const)
    .filter(([, got, ids, texts]) => !got.startsWith(`${ids} (`) || texts.some((t) => !got.includes(t)))
    .map(([q, got, ids, texts]) => `${q} => ${got}   WANTED ${ids} with ${texts.join(' | ')}`);
}

const OPEN = 'stage is neither Closed Won nor Closed Lost';
const FROM_TODAY = 'closing on or after 2026-11-27 (today)';

/**
 * u29r F5: "soonest" and "next to close" listed deals already won or lost first (D5, D4, D8). A question about what
 * closes next is about open deals closing today or later, and the reading says so.
 */
describe('u29r F5: "soonest" and "next to close" mean open deals closing today or later', () => {
  it('lists the open deals from today on, and says so in the reading', () => {
    const ROWS = [
      ['deals closing soonest', 'D6 D1 D9 D10 D2 D3 D7', [OPEN, FROM_TODAY, 'sorted by closing date, earliest first']],
      ['top 2 deals closing soonest', 'D6 D1', [OPEN, FROM_TODAY]],
      ['deals closing soonest, top 2', 'D6 D1', [OPEN, FROM_TODAY]],
      ['deals next to close', 'D6 D1 D9 D10 D2 D3 D7', [OPEN, FROM_TODAY]],
      ['deals sorted by closing date, soonest first', 'D6 D1 D9 D10 D2 D3 D7', [OPEN, FROM_TODAY]],
      ['deals over 80k closing soonest', 'D6 D1 D2', [OPEN, FROM_TODAY, 'amount over 80,000']],
      ['deals in negotiation closing soonest', 'D6 D1', [FROM_TODAY, 'Negotiation/Review']],
      ['open deals closing soonest', 'D6 D1 D9 D10 D2 D3 D7', [FROM_TODAY]],
      ['deals in germany or the netherlands closing soonest', 'D1 D9 D2 D7', [OPEN, FROM_TODAY]],
      // A deal closing today is still to close.
      ['deals closing soonest', 'D6 D1 D9 D10 D2 D3 D7', ['closing on or after 2026-11-28 (today)'], '2026-11-28'],
      ['next deal to close', 'D6', ['closing on or after 2026-11-28 (today)', 'the first one only'], '2026-11-28'],
      // Must stay: a plain closing-date order lists every deal; won deals asked for by name stay won deals.
      ['deals sorted by closing date', 'D5 D4 D8 D6 D1 D9 D10 D2 D3 D7', ['all deals']],
      ['earliest closing deal', 'D5', ['all deals']],
      ['won deals closing soonest', 'D4 D8', ['stage is Closed Won']],
      ['deals closing next week', '', ['closing date in next week (2026-11-30 to 2026-12-06)']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('names the reading in a note', () => {
    const r = parseQuestion('deals closing soonest', TODAY);
    expect(r.ok && r.notes?.join(' ')).toMatch(/“soonest” is read as the open deals closing today or later/);
  });
});

/**
 * u29r F11: "top 1 deal by probability" showed Shop-floor assistant (D4, 100%) alone, though Developer copilot seats
 * (D8) has 100% too: the tie was cut by the sample's order, unshown. Every sort now has a second key, the record's
 * name A to Z (shown in the reading and written in COQL's order by), and a limit that cuts through a tie says
 * "N of M tied". Probabilities: D4 100, D8 100, D1 80, D6 75, D2 60, D10 55, D9 40, D7 30, D3 20, D5 0.
 */
describe('u29r F11: ties in a ranking are ordered by a second key and named', () => {
  const tie = (q: string) => {
    const r = parseQuestion(q, TODAY);
    return r.ok ? (r.notes ?? []).filter((n) => /tied/.test(n)).join(' ') : `refused: ${r.error}`;
  };
  it('orders ties by name and names a cut through them', () => {
    const ROWS = [
      ['top 1 deal by probability', 'D8', ['sorted by probability, highest first, then deal name, A to Z', 'the first one only']],
      ['top 2 deals by probability', 'D8 D4', ['then deal name, A to Z']],
      ['top 3 deals by probability', 'D8 D4 D1', ['then deal name, A to Z']],
      ['deals sorted by probability, highest first', 'D8 D4 D1 D6 D2 D10 D9 D7 D3 D5', ['then deal name, A to Z']],
      ['won deals sorted by probability', 'D8 D4', ['then deal name, A to Z']],
      ['top 2 deals', 'D2 D4', ['sorted by amount, largest first, then deal name, A to Z']],
      ['top 2 leads', 'L3 L2', ['sorted by annual revenue, largest first, then last name, A to Z']],
      ['accounts sorted by name', 'A2 A3 A4 A6 A5 A1 A8 A7', ['sorted by account name, A to Z)', 'all accounts']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
    expect(tie('top 1 deal by probability')).toBe(
      'Tie: 2 deals have probability 100%, and the first 1 keeps 1 of them (1 of 2 tied), chosen by deal name, A to Z. Ask for the top 2 to see all of them.',
    );
    expect(tie('top 2 deals by probability')).toBe('');
    expect(tie('top 3 deals by probability')).toBe('');
    expect(tie('top 2 deals')).toBe('');
  });

  it('writes the second key into the COQL order by', async () => {
    const {toCoql} = await import('@site/src/demos/zoho-copilot/coql');
    const r = parseQuestion('top 1 deal by probability', TODAY);
    expect(r.ok && toCoql(r.query)).toMatch(/order by Probability desc, Deal_Name asc limit 1$/);
    const names = parseQuestion('deals sorted by name', TODAY);
    expect(names.ok && toCoql(names.query)).toMatch(/order by Deal_Name asc limit 200$/);
  });
});

/**
 * u29r's honest refusals of questions the parser can read exactly: "since September", "accounts with 280
 * employees", "first 2 deals by closing date", "3 deals closing soonest", "by the end of the quarter", "15.12.2026".
 * Each reading shows how it was read. Employees: A1 140, A2 620, A3 310, A4 1,200, A5 95, A6 280, A7 60, A8 480.
 */
describe('u29r refusals the parser can now read exactly', () => {
  it('answers them, showing the reading', () => {
    const ROWS = [
      // "Since" runs up to today (u29z F8): no deal still to close is counted.
      ['deals since September', 'D4 D5 D8', ['closing date from 2026-09-01 to 2026-11-27 (since September 2026, up to today)']],
      ['deals won since September', 'D4 D8', ['stage is Closed Won', 'closing date from 2026-09-01 to 2026-11-27 (since September 2026, up to today)']],
      ['deals won since October', 'D4 D8', ['closing date from 2026-10-01 to 2026-11-27 (since October 2026, up to today)']],
      ['deals won since November', 'D8', ['closing date from 2026-11-01 to 2026-11-27 (since November 2026, up to today)']],
      ['deals lost since December', 'D5', ['closing date from 2025-12-01 to 2026-11-27 (since December 2025, up to today)']],
      ['deals closing since Q4', 'D4 D8', ['closing date from 2026-10-01 to 2026-11-27 (since Q4 2026, up to today)']],
      ['accounts with 280 employees', 'A6', ['employees exactly 280']],
      ['accounts with exactly 280 employees', 'A6', ['employees exactly 280']],
      ['accounts in Boston with 280 employees', 'A6', ['employees exactly 280']],
      ['accounts with 281 employees', '', ['employees exactly 281']],
      ['first 2 deals by closing date', 'D5 D4', ['sorted by closing date, earliest first', 'the first 2']],
      ['first 3 accounts by employees', 'A4 A2 A8', ['sorted by employees, most first', 'the first 3']],
      ['3 deals closing soonest', 'D6 D1 D9', [OPEN, FROM_TODAY, 'the first 3']],
      ['the 2 deals closing soonest', 'D6 D1', [OPEN, FROM_TODAY, 'the first 2']],
      ['deals closing by the end of the quarter', 'D1 D4 D5 D6 D8 D9', ['closing on or before 2026-12-31 (by the end of Q4 2026)']],
      ['open deals closing by the end of the quarter', 'D1 D6 D9', ['closing on or before 2026-12-31 (by the end of Q4 2026)']],
      ['deals closing before the end of the month', 'D4 D5 D6 D8', ['closing on or before 2026-11-30 (by the end of November 2026)']],
      ['deals closing by the end of the year', 'D1 D4 D5 D6 D8 D9', ['closing on or before 2026-12-31 (by the end of 2026)']],
      ['deals closing 15.12.2026', 'D1', ['closing date on 2026-12-15']],
      ['deals closing on 15.12.2026', 'D1', ['closing date on 2026-12-15']],
      ['deals closing before 15.12.2026', 'D4 D5 D6 D8', ['closing before 2026-12-15']],
      ['deals closing between 1.12.2026 and 31.1.2027', 'D1 D2 D9 D10', ['closing date from 2026-12-01 to 2027-01-31']],
      // Neighbours found while fixing these (s44z).
      ['next 2 deals to close', 'D6 D1', [OPEN, FROM_TODAY, 'the first 2']],
      ['the next 3 deals to close in the US', 'D6 D10 D3', [OPEN, FROM_TODAY, 'the first 3']],
      ['deals since last month', 'D4 D8', ['closing date from 2026-10-01 to 2026-11-27 (since last month, up to today)']],
      ['deals won since this quarter', 'D4 D8', ['closing date from 2026-10-01 to 2026-11-27 (since this quarter, up to today)']],
      ['deals since the start of October', 'D4 D8', ['closing date from 2026-10-01 to 2026-11-27 (since October 2026, up to today)']],
      ['deals closing by quarter end', 'D1 D4 D5 D6 D8 D9', ['closing on or before 2026-12-31 (by the end of Q4 2026)']],
      ['deals closing 5.3.2027', '', ['closing date on 2027-03-05']],
      ['accounts with 280 staff', 'A6', ['employees exactly 280']],
    ] as const;
    const sorted = (got: string) => got.replace(/^([^(]*)\(/, (_m, ids: string) => `${ids.trim().split(/\s+/).filter(Boolean).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))).join(' ')} (`);
    const ordered = new Set(['first 2 deals by closing date', 'first 3 accounts by employees', '3 deals closing soonest', 'the 2 deals closing soonest', 'next 2 deals to close', 'the next 3 deals to close in the US']);
    const wrong = ROWS.map(([q, ids, texts]) => [q, ordered.has(q) ? read(q) : sorted(read(q)), ids, texts] as const)
      .filter(([, got, ids, texts]) => !got.startsWith(`${ids} (`) || texts.some((t) => !got.includes(t)))
      .map(([q, got, ids, texts]) => `${q} => ${got}   WANTED ${ids} with ${texts.join(' | ')}`);
    expect(wrong).toEqual([]);
  });

  it('keeps refusing what it cannot read exactly', () => {
    for (const q of ['first 2 deals', 'deals since', 'accounts with 280', 'deals closing 15.13.2026', 'deals closing 31.02.2027', 'deals closing 15.12.26', 'leads by quarter', 'deals closing by the end of next quarter']) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok, `${q}: ${r.ok ? readAs(r.query) : ''}`).toBe(false);
    }
  });
});

/**
 * u29r F2: "leads whose company contains Robotics" was refused as naming "other records", though Company is a field of
 * the lead itself (Alpen Robotics, L2); "whose company name contains" read the lead's first and last name and found
 * none; "leads from the company called Partners Group", the wording the page's own refusal advises, was refused with
 * the same advice. Companies: L2 Alpen Robotics, L8 Pixel Forge; deal accounts: D2 and D9 Bluefin Logistics.
 */
describe('u29r F2: a company named in a lead question is the lead\'s Company field', () => {
  it('reads the company name as written', () => {
    const ROWS = [
      ['leads whose company contains Robotics', 'L2', ['company contains “robotics”']],
      ['leads whose company name contains Robotics', 'L2', ['company contains “robotics”']],
      ['leads where the company includes forge', 'L8', ['company contains “forge”']],
      ['leads from the company Alpen Robotics', 'L2', ['company contains “alpen robotics”']],
      ['leads from the company called Partners Group', '', ['company contains “partners group”']],
      ['leads from the company Partners Group', '', ['company contains “partners group”']],
      ['deals whose company contains Bluefin', 'D2 D9', ['account name contains “bluefin”']],
      ['deals whose account name contains bluefin', 'D2 D9', ['account name contains “bluefin”']],
      // Must stay.
      ['leads whose company is Pixel Forge', 'L8', ['company is Pixel Forge (Sample)']],
      ['leads nobody has called yet', 'L1 L8', ['status is Not Contacted']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

/** u29r F7: "deals called O'Brien's rollout" searched for "o'brien rollout": the possessive was dropped inside a name. */
describe('u29r F7: a possessive inside a name after "called" stays', () => {
  it('keeps the name as written, and possessives elsewhere still read as the name', async () => {
    const {toCoql} = await import('@site/src/demos/zoho-copilot/coql');
    const r = parseQuestion("deals called O'Brien's rollout", TODAY);
    expect(r.ok && readAs(r.query)).toBe('deal name contains “o\'brien\'s rollout”');
    expect(r.ok && toCoql(r.query)).toContain("Deal_Name like '%o''brien''s rollout%'");
    expect(read("Bluefin's deals")).toBe('D2 D9 (account is Bluefin Logistics (Sample))');
  });
});
