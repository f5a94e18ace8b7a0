/**
 * Brief 46z2 (issue 28), tester u30s (build-i29): a negated item inside an exclusion list ("leads except junk,
 * contacted and not contacted", "deals except Bluefin, Harbor and not won ones") was kept as a positive filter, so
 * the table listed the records the reader left out. Today is fixed at 2026-11-27. Expected records worked out by
 * hand from `sample.ts`: leads L1 Not Contacted (Web Site), L2 Contacted (Trade Show, Germany), L3 Pre-Qualified,
 * L4 Attempted to Contact, L5 Contacted (Web Site), L6 Pre-Qualified, L7 Junk Lead (Web Site), L8 Not Contacted
 * (Trade Show); deals D4 and D8 won, D5 lost, D2 and D9 Bluefin, D6 and D10 Harbor, D8 Orbit.
 */
import {describe, expect, it} from 'vitest';
import {read, wrongRows} from './zohoRows';

describe('u30s F1: a negated item in an exclusion list is left out too (except not won = won)', () => {
  it('reads the tester’s lists of three or more, and lists whose items end in “ones”', () => {
    const ROWS = [
      ['leads, excluding junk, contacted and not contacted', 'L3 L4 L6 (', []],
      ['leads excluding junk, contacted and not contacted ones', 'L3 L4 L6 (', []],
      ['leads except junk, contacted or not contacted', 'L3 L4 L6 (', []],
      ['leads except junk, attempted and not contacted', 'L2 L3 L5 L6 (', []],
      ['leads excluding junk, contacted, and never contacted', 'L3 L4 L6 (', []],
      ['leads excluding junk, contacted and nobody called', 'L3 L4 L6 (', []],
      ['leads not counting junk, web site and not contacted', 'L2 L3 L4 L6 (', []],
      ['deals apart from lost, Bluefin and not open ones', 'D1 D3 D6 D7 D10 (', []],
      ['deals except Bluefin, Harbor and not won ones', 'D4 D8 (', ['stage is Closed Won']],
      ['accounts except German, French and not active ones', 'A2 A6 A8 (', ['rating is Active']],
      ['deals except lost ones and not won ones', 'D4 D8 (', []],
      ['leads without junk, contacted and uncontacted', 'L3 L4 L6 (', []],
      ['leads, but not junk, contacted or not contacted', 'L3 L4 L6 (', []],
      ['all leads but junk, contacted and not contacted', 'L3 L4 L6 (', []],
      ['leads other than junk, contacted and not contacted', 'L3 L4 L6 (', []],
      ['accounts minus German, Dutch and not active', 'A4 A6 A8 (', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('reads neighbours: other fields, "or", "never", numbers and periods as the negated item', () => {
    const ROWS = [
      ['deals except won, Bluefin and not over 50k', 'D1 D6 D10 (', ['amount over 50,000']],
      ['deals other than Harbor, Orbit or not won', 'D4 (', []],
      ['accounts except American, Canadian and not active ones', 'A1 A2 A4 (', []],
      ['leads except web site, trade show and not contacted', 'L3 L4 L6 (', []],
      ['deals excluding lost, Harbor and not closing in 2027', 'D2 D3 D7 (', []],
      ['leads except junk, contacted and never contacted ones', 'L3 L4 L6 (', []],
      ['leads except junk, contacted or never contacted', 'L3 L4 L6 (', []],
      ['deals except lost, bluefin and not won', 'D4 D8 (', []],
      ['accounts other than German, French, and not active', 'A2 A6 A8 (', []],
      ['leads except junk, trade show and not contacted', 'L3 L4 L5 L6 (', []],
      ['deals except lost ones and not open ones', 'D1 D2 D3 D6 D7 D9 D10 (', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('F1b: a negated period in the list keeps that period (except not closing this year = closing this year)', () => {
    const ROWS = [
      ['deals except won, lost and not closing this year', 'D1 D6 D9 (', ['2026']],
      ['deals except won, lost, and not closing in 2027', 'D2 D3 D7 D10 (', []],
      ['deals except lost, Harbor and not closing this year', 'D1 D4 D8 D9 (', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('asks for a rewrite when two items joined by "and" could be one exclusion and a condition of its own', () => {
    const ROWS = [
      ['leads except junk and never contacted', 'refused: I could not tell', ['“never contacted”']],
      ['deals except lost and not won', 'refused: I could not tell', ['“not won”', '“except lost and the ones not won”', '“not won except lost”']],
      ['deals except those under 50k and not won', 'refused: I could not tell', []],
      ['deals excluding won and not won', 'refused: ', []],
      ['accounts except German and not active', 'refused: I could not tell', []],
      ['deals except Bluefin and not over 50k', 'refused: I could not tell', []],
      ['leads except junk and nobody called', 'refused: I could not tell', []],
      // The two rewrites the message offers read as it says.
      ['deals except lost and the ones not won', 'D4 D8 (', []],
      ['deals not won except lost', 'D1 D2 D3 D6 D7 D9 D10 (', []],
      ['leads except junk and the ones never contacted', 'L2 L3 L4 L5 L6 (', []],
      ['leads never contacted except junk', 'L1 L8 (', []],
      ['accounts except german and the ones not active', 'A2 A4 A6 A8 (', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('keeps the readings that were right', () => {
    const ROWS = [
      ['leads other than junk and not contacted', 'L2 L3 L4 L5 L6 (', []],
      ['leads except junk ones and not contacted ones', 'L2 L3 L4 L5 L6 (', []],
      ['leads except not contacted, junk and contacted', 'L3 L4 L6 (', []],
      ['deals except lost ones and the ones not over 50k', 'D1 D2 D4 D6 D8 D9 D10 (', []],
      ['accounts except those with fewer than 200 employees and the not active ones', 'A2 A4 A6 A8 (', []],
      ['leads that are contacted, junk or not contacted', 'L1 L2 L5 L7 L8 (', []],
      ['deals except won and lost', 'D1 D2 D3 D6 D7 D9 D10 (', []],
      ['deals not won and not lost', 'D1 D2 D3 D6 D7 D9 D10 (', []],
      ['deals over 50k and not won', 'D1 D2 D6 D9 D10 (', []],
      ['leads except junk, contacted and new ones', 'L3 L4 L6 (', []],
      ['deals except won, lost and Bluefin', 'D1 D3 D6 D7 D10 (', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('u30s F3: a bare fraction on probability, a percent field, is asked back', () => {
  it('asks whether 0.5 means 50% or 0.5%, instead of reading 0.5%', () => {
    const ROWS = [
      ['deals with probability under 0.5', 'refused: ', ['“probability under 0.5”', '50%', '0.5%']],
      ['deals with probability over 0.75', 'refused: ', ['75%']],
      ['deals with a probability of at least 0.6', 'refused: ', ['60%']],
      ['deals with probability below 0.4', 'refused: ', ['40%']],
      ['deals with probability above 0.25', 'refused: ', ['25%']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('keeps reading percents, whole numbers and fractions written with %', () => {
    const ROWS = [
      ['deals with probability under 50%', 'D3 D5 D7 D9 (', ['probability under 50%']],
      ['deals with probability under 50', 'D3 D5 D7 D9 (', []],
      ['deals with probability under 0.5%', 'D5 (', ['probability under 0.5%']],
      ['deals with probability over 75 percent', 'D1 D4 D8 (', []],
      ['deals with probability over 0', 'D1 D2 D3 D4 D6 D7 D8 D9 D10 (', []],
      ['deals with probability of 100', 'D4 D8 (', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('u30s F7: "then" is an English word and gets no "did you mean than"', () => {
  it('offers no "than" for "then"', () => {
    const ROWS = [
      ['deals sorted by amount then closing date', 'refused: ', ['“then closing date”']],
      ['deals over 50k then under 100k', 'refused: ', []],
      ['deals sorted by amount, then closing date', 'refused: ', []],
      ['deals sorted by amount and then by closing date', 'refused: ', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
    for (const [q] of ROWS) expect(read(q)).not.toContain('than');
  });

  it('still guesses "than" for its typos', () => {
    expect(read('deals with more thn 50k')).toContain('did you mean “than”');
  });
});

describe('u30s F4: "closing through January 2027" runs up to the end of January', () => {
  it('reads "through" right after a closing word as on or before the period’s last day', () => {
    const ROWS = [
      ['deals closing through January 2027', 'D1 D2 D4 D5 D6 D8 D9 D10 (', ['2027-01-31']],
      ['deals that close through January 2027', 'D1 D2 D4 D5 D6 D8 D9 D10 (', ['2027-01-31']],
      ['open deals closing through January 2027', 'D1 D2 D6 D9 D10 (', ['2027-01-31']],
      ['deals closing through Q1 2027', 'D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 (', ['2027-03-31']],
      ['deals closing through December 2026', 'D1 D4 D5 D6 D8 D9 (', ['2026-12-31']],
      ['deals due through December 2026', 'D1 D4 D5 D6 D8 D9 (', ['2026-12-31']],
      ['deals over 50k closing through January 2027', 'D1 D2 D4 D6 D8 D9 D10 (', ['2027-01-31']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('keeps spans with "from" and "by the end of"', () => {
    const ROWS = [
      ['deals closing from December through January 2027', 'D1 D2 D9 D10 (', []],
      ['deals closing by the end of January 2027', 'D1 D2 D4 D5 D6 D8 D9 D10 (', []],
      ['deals closing between December and January 2027', 'D1 D2 D9 D10 (', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});
