/**
 * Brief s49-z2 (issue 28), tester u33e on build-b2 (/tmp/u33e/FINDINGS.md F1, F2), read on the fixed day 2026-11-27.
 * F1: u33e's comma lists of cities, countries and industries ending in "or" (their 25 questions, 15 of them wrong before)
 * and six of our own (the last six rows). F2: an emoji, flag, symbol or punctuation written where a place or value goes.
 * The rows failed on 0d5775f9 (before this fix) except those marked "stays right".
 */
import {describe, expect, it} from 'vitest';
import {parseQuestion} from '@site/src/demos/zoho-copilot/coql';
import {wrongRows} from './zohoRows';

describe('F1: "A, B or C" over cities, countries and industries is one or-list; a negation before it covers every item', () => {
  it('reads u33e\'s lists and ours as one list, each item with its own field', () => {
    const ROWS = [
      ["open deals in healthcare, Berlin or the Netherlands","D1 D2 D3 D9 (",["(stage is neither Closed Won nor Closed Lost) and (account industry is Healthcare or account city is Berlin or account country is Netherlands)"]],
      ["leads not in Germany, France or the US","L1 L5 L6 (",["country is neither Germany nor France nor United States"]],
      ["won deals in technology, France or Canada","D4 D8 (",["stage is Closed Won and (account industry is Technology or account country is France or account country is Canada)"]],
      ["open deals in Berlin, healthcare or the Netherlands","D1 D2 D3 D9 (",["(stage is neither Closed Won nor Closed Lost) and (account city is Berlin or account industry is Healthcare or account country is Netherlands)"]],
      ["accounts in retail, Boston or Germany","A1 A5 A6 A7 (",["industry is Retail or city is Boston or country is Germany"]],
      ["leads in finance, Toronto or Ireland","L1 L3 L5 (",["industry is Finance or city is Toronto or country is Ireland"]],
      ["deals in logistics, Austin or Canada","D2 D3 D5 D8 D9 (",["account industry is Logistics or account city is Austin or account country is Canada"]],
      ["deals in finance, healthcare or Lyon","D3 D4 D6 D10 (",["account industry is one of Finance, Healthcare or account city is Lyon"]],
      ["accounts in Germany, technology or Lyon","A1 A4 A7 A8 (",["country is Germany or industry is Technology or city is Lyon"]],
      ["deals except technology, Canada or Boston","D2 D3 D4 D7 D9 (",["account industry is not Technology and account country is not Canada and account city is not Boston"]],
      ["leads other than Berlin, finance or Canada","L1 L2 L4 L6 L8 (",["industry is not Finance and country is not Canada and city is not Berlin"]],
      ["deals in the US, technology or finance","D1 D3 D6 D8 D10 (",["account country is United States or account industry is Technology or account industry is Finance"]],
      ["leads in Munich, Berlin or Dublin","L1 L2 L7 (",["city is one of Munich, Berlin, Dublin"]],
      ["deals over 100k, in France or Canada","D4 (",["amount over 100,000 and account country is one of France, Canada"]],
      ["deals over 100k in France, Canada or finance","D4 D6 (",["amount over 100,000 and (account country is one of France, Canada or account industry is Finance)"]],
      ["leads not from Ireland, retail or Canada","L2 L3 L6 L7 L8 (",["industry is not Retail and country is not Ireland and country is not Canada"]],
      ["leads except Canada, Germany or retail","L3 L6 L8 (",["industry is not Retail and (country is neither Canada nor Germany)"]],
      ["accounts other than Austin, Lyon or Germany","A2 A5 A6 (",["country is not Germany and (city is neither Austin nor Lyon)"]],
      ["accounts other than Austin, Germany or Lyon","A2 A5 A6 (",["country is not Germany and city is not Austin and city is not Lyon"]],
      ["deals for Northwind, Cedar or Summit over 30k","D1 D3 (",["amount over 30,000 and account is one of Northwind Analytics (Sample), Cedar Health Clinics (Sample), Summit Learning (Sample)"]],
      ["deals not in logistics, Boston or Lyon","D1 D3 D5 D7 D8 (",["account industry is not Logistics and (account city is neither Boston nor Lyon)"]],
      ["accounts in healthcare, finance or Germany","A1 A3 A6 A7 (",["industry is one of Healthcare, Finance or country is Germany"]],
      ["accounts in Germany, France or technology","A1 A4 A7 A8 (",["country is one of Germany, France or industry is Technology"]],
      ["leads in Boston, Austin or Canada","L3 L5 L8 (",["city is one of Boston, Austin or country is Canada"]],
      ["leads in Canada, Boston or Austin","L3 L5 L8 (",["country is Canada or city is Boston or city is Austin"]],
      ["deals in healthcare, Berlin, or France","D1 D3 D4 (",["account industry is Healthcare or account city is Berlin or account country is France"]],
      ["leads in retail, Munich or the US","L1 L2 L3 L4 L8 (",["industry is Retail or city is Munich or country is United States"]],
      ["accounts except healthcare, Berlin or Canada","A2 A4 A6 A7 A8 (",["industry is not Healthcare and country is not Canada and city is not Berlin"]],
      ["deals excluding technology, Lyon or the Netherlands","D3 D5 D6 D7 D10 (",["account industry is not Technology and account country is not Netherlands and account city is not Lyon"]],
      ["won deals in Canada, finance or Lyon","D4 (",["stage is Closed Won and (account country is Canada or account industry is Finance or account city is Lyon)"]],
      ["accounts not in Austin, healthcare or France","A1 A2 A5 A6 A7 (",["industry is not Healthcare and country is not France and city is not Austin"]],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('stays right: two items joined by a comma only are both conditions, an "and" list after an exclusion leaves out each', () => {
    const ROWS = [
      ['accounts in technology, Austin', 'A8 (', ['industry is Technology and city is Austin']],
      ['deals excluding healthcare, Berlin and France', 'D2 D5 D6 D7 D8 D9 D10 (', ['account industry is not Healthcare and account country is not France and account city is not Berlin']],
      ['open deals in healthcare or Berlin or the Netherlands', 'D1 D2 D3 D9 (', ['account industry is Healthcare or account city is Berlin or account country is Netherlands']],
      ['deals over 100k, in France or Canada', 'D4 (', ['amount over 100,000 and account country is one of France, Canada']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('F2: a place or value slot filled only with emoji, symbols or punctuation is refused, never dropped', () => {
  it('refuses u33e\'s questions and ours, naming what it did not understand, with no "Run without"', () => {
    const ROWS = [
      ["leads from 🇺🇸", "refused: I did not understand", []],
      ["Deals in 🇩🇪", "refused: I did not understand", []],
      ["accounts in 🏙", "refused: I did not understand", []],
      ["leads from ☃", "refused: I did not understand", []],
      ["deals in ⚠️", "refused: I did not understand", []],
      ["leads in ❤", "refused: I did not understand", []],
      ["leads in 🇩🇪 or 🇫🇷", "refused: I did not understand", []],
      ["deals in Germany or 🇫🇷", "refused: I did not understand", []],
      ["deals over 50k in ✈️", "refused: I did not understand", []],
      ["deals in ???", "refused: I did not understand", []],
      ["leads from ...", "refused: I did not understand", []],
      ["deals in --", "refused: I did not understand", []],
      ["deals in ()", "refused: I did not understand", []],
      ["deals for “ ”", "refused: I did not understand", []],
      ["leads from 🇺🇸 please", "refused: I did not understand", []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
    for (const [q] of ROWS) {
      const r = parseQuestion(q, '2026-11-27');
      expect(r.ok, q).toBe(false);
      if (!r.ok) expect(r.keepsMeaning, q).toBe(false);
    }
  });

  it('stays right: a symbol beside a value the demo reads, currency and comparison signs, a closing question mark', () => {
    const ROWS = [
      ["deals in ★ Germany","D1 D7 (",["account country is Germany"]],
      ["deals in Berlin 🇩🇪","D1 (",["account city is Berlin"]],
      ["won deals 👍","D4 D8 (",["stage is Closed Won"]],
      ["deals in Germany?","D1 D7 (",["account country is Germany"]],
      ["deals in Germany, please","D1 D7 (",["account country is Germany"]],
      ["deals over 50k and < 100k","D1 D8 D9 D10 (",["amount over 50,000 and amount under 100,000"]],
      ["deals from 20k - 60k","D3 D5 (",["amount between 20,000 and 60,000"]],
      ["deals >= 50k, <= 100k","D1 D8 D9 D10 (",["amount at least 50,000 and amount at most 100,000"]],
      ["leads from Germany...","L2 L7 (",["country is Germany"]],
      ["deals for \"Bluefin\"","D2 D9 (",["account is Bluefin Logistics (Sample)"]],
      ["deals in Berlin, ?","D1 (",["account city is Berlin"]],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});
