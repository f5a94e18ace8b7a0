/**
 * Zoho Copilot, task s40z2 (issue 28, an independent check): two honest readings.
 *
 * 1. "Newest", "latest", "most recent", "oldest" and "earliest" ask about when a record was made; the
 *    sample deals have no creation date (src/demos/zoho-copilot/sample.ts: DealRecord has Closing_Date
 *    only), so sorting them by closing date answered another question. Those words are refused for deals
 *    unless the question itself says closing ("latest closing deals", "newest 3 deals by closing date").
 *    Leads and accounts have no date at all, so the words are refused for them with or without "closing".
 * 2. Bounds that cannot both hold ("deals over 10k and under 5k") are still read and shown, with a note
 *    naming the two conditions, instead of a silent empty table.
 *
 * Expected lists worked out by hand from sample.ts (never by calling the parser). Deals by closing date,
 * latest first: D7 2027-03-15, D3 2027-02-28, D2 2027-01-31, D10 2027-01-15, D9 2026-12-20,
 * D1 2026-12-15, D6 2026-11-28, D8 2026-11-05, D4 2026-10-20, D5 2026-09-30.
 */
import {describe, expect, it} from 'vitest';
import {parseQuestion, runQuery} from '@site/src/demos/zoho-copilot/coql';

const TODAY = '2026-11-26';
const BY_CLOSING_DESC = ['D7', 'D3', 'D2', 'D10', 'D9', 'D1', 'D6', 'D8', 'D4', 'D5'];

describe('s40z2 finding 1: "newest" and "oldest" deals have no creation date to sort by', () => {
  it.each([
    ['newest 3 deals', 'newest'],
    ['latest deals', 'latest'],
    ['the 3 most recent deals', 'most recent'],
    ['the 2 oldest deals', 'oldest'],
    ['earliest 3 deals', 'earliest'],
    ['newest deals first', 'newest'],
    ['deals, oldest first', 'oldest'],
    ['deals over 50k, newest first', 'newest'],
    ['the newest deal', 'newest'],
  ])('refuses %j, naming the word and what to ask instead', (q, word) => {
    const r = parseQuestion(q, TODAY);
    expect(r.ok, q).toBe(false);
    if (r.ok) return;
    expect(r.error).toContain(`I did not understand “${word}” for deals`);
    expect(r.error).toContain('the sample deals have no creation date');
    expect(r.error).toContain('“closing soonest”');
    expect(r.error).toContain('“sorted by closing date”');
    // Nothing offered to run: the words are not dropped silently.
    expect(r.partial).toBeUndefined();
  });

  it.each([
    ['latest closing deals', BY_CLOSING_DESC],
    ['newest 3 deals by closing date', ['D7', 'D3', 'D2']],
    ['the 2 oldest deals by closing date', ['D5', 'D4']],
    ['deals closing in 2027, latest first', ['D7', 'D3', 'D2', 'D10']],
    ['deals sorted by closing date, newest first', BY_CLOSING_DESC],
    ['earliest closing deal', ['D5']],
    // s44z (u29r F5): "soonest" is about the deals still to close: open ones closing today (2026-11-26) or later.
    ['deals closing soonest', ['D6', 'D1', 'D9', 'D10', 'D2', 'D3', 'D7']],
  ])('reads %j by closing date, because the words say closing', (q, ids) => {
    const r = parseQuestion(q, TODAY);
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
    if (!r.ok) return;
    expect(r.ignored).toEqual([]);
    expect(r.query.sort?.field).toBe('Closing_Date');
    expect(runQuery(r.query).map((x) => String(x.id))).toEqual(ids);
  });

  it.each(['newest leads', '3 most recent accounts', 'latest closing leads', 'oldest leads by closing date', 'the oldest account', 'leads sorted by date'])(
    'refuses %j: leads and accounts have no date of any kind',
    (q) => {
      const r = parseQuestion(q, TODAY);
      expect(r.ok, q).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/have no (?:closing )?date to sort by, so no records are shown/);
    },
  );
});

describe('s40z2 finding 2: bounds that cannot both hold get a visible note', () => {
  it.each([
    ['deals over 10k and under 5k', 'amount over 10,000', 'amount under 5,000'],
    ['deals closing after 1 March 2026 and before 1 January 2026', 'closing after 2026-03-01', 'closing before 2026-01-01'],
    ['deals closing after 1 March and before 1 January 2026', 'closing after 2027-03-01', 'closing before 2026-01-01'],
    ['accounts with over 500 employees and under 100 employees', 'employees over 500', 'employees under 100'],
    ['deals over 5k and under 5k', 'amount over 5,000', 'amount under 5,000'],
    ['leads with revenue over 20 million and under 1 million', 'annual revenue over 20,000,000', 'annual revenue under 1,000,000'],
    ['deals worth 85k and over 100k', 'amount over 100,000', 'amount exactly 85,000'],
    ['deals between 10k and 50k and over 100k', 'amount between 10,000 and 50,000', 'amount over 100,000'],
    ['accounts with at least 300 employees and fewer than 300 employees', 'employees at least 300', 'employees under 300'],
    ['deals closing in 2027 and before December 2026', 'closing before 2026-12-01 (before December 2026)', 'closing date in 2027 (2027-01-01 to 2027-12-31)'],
  ])('%j: still read and shown, with a note naming both conditions', (q, a, b) => {
    const r = parseQuestion(q, TODAY);
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
    if (!r.ok) return;
    expect(runQuery(r.query)).toEqual([]);
    expect(r.notes).toEqual([`“${a}” and “${b}” cannot both hold, so no record can match them together.`]);
  });

  it('names a contradiction inside one side of "or"; the other side still finds records', () => {
    const r = parseQuestion('deals over 100k and under 50k or won', TODAY);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(runQuery(r.query).map((x) => String(x.id)).sort()).toEqual(['D4', 'D8']);
    expect(r.notes?.[0]).toBe('“amount over 100,000” and “amount under 50,000” cannot both hold, so no record can match them together.');
    // s49 F5 (u32h): "and … or" can be grouped two ways; the grouping read is said too.
    expect(r.notes?.slice(1)).toEqual([expect.stringMatching(/can be grouped two ways\. It is read with “and” and “but” binding tighter than “or”: \(amount over 100,000 and amount under 50,000\) or stage is Closed Won\./)]);
  });

  it.each([
    'deals at least 5k and at most 5k', // exactly 5,000: possible, though no sample deal has it
    'deals over 10k or under 5k',
    'deals over 100k and over 200k',
    'deals over 50k and under 100k',
    'deals not between 50k and 100k',
    'deals closing after 1 December and before 1 March 2027',
    'won deals over 100k',
  ])('%j: no note, the bounds can hold together', (q) => {
    const r = parseQuestion(q, TODAY);
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
    if (r.ok) expect(r.notes).toBeUndefined();
  });
});
