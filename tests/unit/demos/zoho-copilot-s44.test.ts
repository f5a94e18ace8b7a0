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
