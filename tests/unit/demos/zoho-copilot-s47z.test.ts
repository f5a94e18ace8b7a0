/**
 * Brief 47z (issue 28), tester u31a on build-i33: F12 ("yet to" / "still to" read as the opposite list), F1 ("haven't
 * called"), F13 (a lone "but"), F10 (a range of days without "from"), F11 ("did we close"), F2 (a repeated noun joined by
 * "and" with conditions on two fields). Today is fixed at 2026-11-27. Leads L1 and L8 are Not Contacted, L2 and L5
 * Contacted; deals D4 and D8 are won, D5 lost, the rest open; D2 and D9 are Bluefin's; L2 and L7, A1 and A7 are German.
 */
import {describe, expect, it} from 'vitest';
import {parseQuestion} from '@site/src/demos/zoho-copilot/coql';
import {TODAY, wrongRows} from './zohoRows';

const OPEN = 'D1 D2 D3 D6 D7 D9 D10 (';
const NOT_WON = 'D1 D2 D3 D5 D6 D7 D9 D10 (';

describe('u31a F12: "yet to" and "still to" negate', () => {
  it('reads "yet to be contacted" as the leads not contacted, "yet to be won" as not won, "yet to close" as open', () => {
    const ROWS = [
      ['leads yet to be called', 'L1 L8 (', ['Not Contacted']],
      ['leads yet to be contacted', 'L1 L8 (', ['Not Contacted']],
      ['leads still to be contacted', 'L1 L8 (', ['Not Contacted']],
      ['leads that have yet to be contacted', 'L1 L8 (', ['Not Contacted']],
      ['leads that are still to be called', 'L1 L8 (', ['Not Contacted']],
      ['website leads yet to be contacted', 'L1 (', ['Not Contacted']],
      ['leads we have yet to call', 'L1 L8 (', ['Not Contacted']],
      ['leads still to call', 'L1 L8 (', ['Not Contacted']],
      ['deals yet to be won', NOT_WON, ['not Closed Won']],
      ['deals still to be won', NOT_WON, ['not Closed Won']],
      ['deals yet to close', OPEN, ['neither Closed Won nor Closed Lost']],
      ['deals still to close', OPEN, ['neither Closed Won nor Closed Lost']],
      ['deals that are yet to close', OPEN, ['neither Closed Won nor Closed Lost']],
      ['deals that have yet to close', OPEN, ['neither Closed Won nor Closed Lost']],
      ['deals yet to be closed', OPEN, ['neither Closed Won nor Closed Lost']],
      ['deals to win this quarter', 'D1 D6 D9 (', ['neither Closed Won nor Closed Lost', 'Q4 2026']],
      ['deals to close this month', 'D6 (', ['neither Closed Won nor Closed Lost', 'this month']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('never drops "about to close" or another "yet to" silently: it is named', () => {
    const ROWS = [
      ['deals about to close', 'refused: I did not understand “about to close”', []],
      ['deals yet to be signed', 'refused: I did not understand “yet to be signed”', []],
      ['leads still to email', 'refused: I did not understand “still to email”', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
    for (const q of ['deals about to close', 'deals yet to be signed']) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok ? 'answered' : r.keepsMeaning).toBe(false);
    }
  });
});

describe('u31a F1: "haven\'t called" reads like "have not called"', () => {
  it('gives the Not Contacted leads, with or without a pronoun, apostrophe or "yet"', () => {
    const ROWS = [
      ["leads we haven't called", 'L1 L8 (', ['status is Not Contacted']],
      ["leads I haven't called", 'L1 L8 (', ['status is Not Contacted']],
      ["leads haven't called yet", 'L1 L8 (', ['status is Not Contacted']],
      ["leads we haven't contacted", 'L1 L8 (', ['status is Not Contacted']],
      ['leads we havent contacted', 'L1 L8 (', ['status is Not Contacted']],
      ["leads that we haven't called yet", 'L1 L8 (', ['status is Not Contacted']],
      ["website leads we haven't called", 'L1 (', ['status is Not Contacted', 'Web Site']],
      ["leads from the website that we haven't contacted", 'L1 (', ['status is Not Contacted', 'Web Site']],
      ['leads I have not called', 'L1 L8 (', ['status is Not Contacted']],
      ["leads that haven't been contacted", 'L1 L8 (', ['status is Not Contacted']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('u31a F13: a lone "but" after the records leaves a value out', () => {
  it('reads "deals but Bluefin" as "deals except Bluefin"', () => {
    const ROWS = [
      ['deals but Bluefin', 'D1 D3 D4 D5 D6 D7 D8 D10 (', ['account is not Bluefin']],
      ['leads but Germany', 'L1 L3 L4 L5 L6 L8 (', ['country is not Germany']],
      ['accounts but Germany', 'A2 A3 A4 A5 A6 A8 (', ['country is not Germany']],
      ['won deals but Granite', 'D8 (', ['account is not Granite']],
      // Unchanged: "but" before "not" or a comparison is a plain "and".
      ['deals but not Bluefin', 'D1 D3 D4 D5 D6 D7 D8 D10 (', ['account is not Bluefin']],
      ['deals over 50k but under 150k', 'D1 D6 D8 D9 D10 (', ['amount over 50,000', 'under 150,000']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('u31a F10: two days joined by "to" or a dash are a range, by "and" either day', () => {
  it('reads a range of days without "from" or "between"', () => {
    const RANGE = 'D1 D2 D9 D10 (';
    const ROWS = [
      ['deals closing 2026-12-01 to 2027-01-31', RANGE, ['closing date from 2026-12-01 to 2027-01-31']],
      ['deals closing 1 December to 31 January', RANGE, ['closing date from 2026-12-01 to 2027-01-31']],
      ['deals closing Dec 1 - Jan 31', RANGE, ['closing date from 2026-12-01 to 2027-01-31']],
      ['deals closing 2026-12-01 - 2027-01-31', RANGE, ['closing date from 2026-12-01 to 2027-01-31']],
      ['deals closing 1.12.2026 – 31.1.2027', RANGE, ['closing date from 2026-12-01 to 2027-01-31']],
      ['deals closing 2027-01-01 to 2027-02-01', 'D2 D10 (', ['closing date from 2027-01-01 to 2027-02-01']],
      ['deals closing from 2026-12-01 to 2027-01-31', RANGE, ['closing date from 2026-12-01 to 2027-01-31']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('reads two exact days joined by "and" as either day', () => {
    const ROWS = [
      ['deals closing on 2026-12-15 and on 2027-01-15', 'D1 D10 (', ['closing date on 2026-12-15 or closing date on 2027-01-15']],
      ['deals closing 15 December and 15 January', 'D1 D10 (', ['closing date on 2026-12-15 or closing date on 2027-01-15']],
      ['deals closing on 2026-12-15 or on 2027-01-15', 'D1 D10 (', ['or']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('u31a F11: "did we close" asks for closed deals', () => {
  it('reads "what deals did we close this month" like "deals we closed this month"', () => {
    const ROWS = [
      ['what deals did we close this month', 'D8 (', ['Closed Won, Closed Lost', 'this month']],
      ['which deals did we close last month', 'D4 (', ['Closed Won, Closed Lost', 'last month']],
      ['deals we closed this month', 'D8 (', ['Closed Won, Closed Lost']],
      ['which deals did we win this quarter', 'D4 D8 (', ['Closed Won']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('u31a F2: the record noun repeated after "and" with conditions on two fields is asked back', () => {
  it('asks "both or either?" instead of reading an intersection', () => {
    const ROWS = [
      ['won deals and deals over 200k', 'refused: I could not tell whether', ['both', 'either', '“deals won or over 200k”']],
      ['deals won and deals over 200k', 'refused: I could not tell whether', ['both', 'either']],
      ['lost deals and deals in Austin', 'refused: I could not tell whether', ['both', 'either']],
      ['accounts in Germany and accounts with revenue over 50m', 'refused: I could not tell whether', ['both', 'either']],
      ['German leads and website leads', 'refused: I could not tell whether', ['both', 'either']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('keeps reading one field repeated as either value, and one noun as both conditions', () => {
    const ROWS = [
      ['won deals and lost deals', 'D4 D5 D8 (', ['Closed Won, Closed Lost']],
      ['leads from Germany and leads from France', 'L2 L4 L7 (', ['Germany']],
      ['deals in Berlin and deals in Munich', 'D1 D7 (', ['Berlin']],
      ['won deals over 100k', 'D4 (', ['Closed Won and amount over 100,000']],
      ['deals won or over 200k', 'D2 D4 D8 (', ['or']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('u31a F14: a name after "called" with % or _ is never cut there', () => {
  it('refuses the whole name, offering no run without part of it', () => {
    for (const q of ['deals called Fleet%rollout', 'deals called Shop_floor assistant', 'deals named %', 'accounts whose name contains %']) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok, q).toBe(false);
      if (r.ok) continue;
      expect(r.error, q).toMatch(/wildcards/);
      expect(r.keepsMeaning, q).toBe(false);
      expect(r.partial, q).toBeUndefined();
    }
    const ROWS = [['deals called Fleet tracking rollout', 'D2 (', ['deal name contains “fleet tracking rollout”']]] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('u31a F3, F4, F7: impossible counts, percentages and numbers are named', () => {
  it('refuses a minus sign on a count, a probability over 100% and a number too large to compare exactly', () => {
    const ROWS = [
      ['top -1 deals', 'refused: I did not understand “top -1”', ['negative']],
      ['top -3 accounts', 'refused: I did not understand “top -3”', ['negative']],
      ['deals over 50k%', 'refused: I did not understand “over 50k%”', ['0 to 100']],
      ['deals over 150%', 'refused: I did not understand “over 150%”', ['0 to 100']],
      ['deals with probability over 120', 'refused: I did not understand “probability over 120”', ['0 to 100']],
      ['deals with probability between 50 and 120', 'refused: I did not understand', ['0 to 100']],
      ['deals over 9999999999999999999999', 'refused: I did not understand “over 9999999999999999999999”', ['too large']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('keeps the counts, percentages and numbers it reads', () => {
    const ROWS = [
      ['top 3 accounts', 'A4 A8 A2 (', ['the first 3']],
      ['deals with probability over 70%', 'D1 D4 D6 D8 (', ['probability over 70%']],
      ['deals with 100% probability', 'D4 D8 (', ['probability exactly 100%']],
      ['deals with probability between 50 and 80', 'D1 D2 D6 D10 (', ['probability between 50% and 80%']],
      ['accounts with revenue over 1bn', ' (', ['annual revenue over 1,000,000,000']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('u31a F5: "except X" followed by another condition has two readings', () => {
  it('asks which one is meant when the exclusion names a bare value', () => {
    const ROWS = [
      ['deals except Bluefin over 100k', 'refused: I could not tell whether “over 100k”', ['except Bluefin']],
      ['open deals except Bluefin closing before 2027', 'refused: I could not tell whether “before 2027”', ['except Bluefin']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('keeps the documented readings: a head word or "the ... ones" makes one description, a comma or "and" a condition', () => {
    const ROWS = [
      ['deals except the won ones over 100k', 'D1 D2 D3 D5 D6 D7 D8 D9 D10 (', []],
      ['deals except those over 100k', 'D1 D3 D5 D7 D8 D9 D10 (', []],
      ['deals over 100k except Bluefin', 'D4 D6 (', ['account is not Bluefin']],
      ['deals except Bluefin and Harbor', 'D1 D3 D4 D5 D7 D8 (', []],
      ['deals except Bluefin, over 100k', 'D4 D6 (', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('u31a F6: HTML markup in a question is named as markup', () => {
  it('never lists tag names as words not understood', () => {
    for (const q of ['deals won</p><h1>x</h1>', 'deals named <b>Fleet</b>']) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok, q).toBe(false);
      if (r.ok) continue;
      expect(r.error, q).toMatch(/HTML/);
      expect(r.error, q).not.toMatch(/“h1”|“b”/);
    }
  });
});

describe('u31a (noted): number words before a unit of time are numbers', () => {
  it('reads "the next two weeks" as "the next 2 weeks"', () => {
    const ROWS = [
      ['deals closing in the next two weeks', 'D6 (', ['the next 2 weeks']],
      ['deals closing within three months', 'D1 D2 D6 D9 D10 (', ['the next 3 months']],
      ['leads nobody has called yet', 'L1 L8 (', ['Not Contacted']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});
