/**
 * Brief 48z8 (issue 28), tester u32h on build-b4: rows copied from u32h's batteries (/tmp/u32h/battery*.txt, b10.txt,
 * expected records written before the run) plus variants and neighbours of our own, read on the fixed day 2026-11-27.
 * F1: an "or" list mixing a city, a country or an industry is one group, so the question's other conditions hold for
 * each of its items (as they already did for two countries). F2: "outside X and Y" leaves out every item of its list,
 * as "excluding X and Y" does.
 * Sample: D4 and D8 are won; D1 and D8 are the deals over 50k in Germany or Austin; accounts A3 Cedar and A8 Orbit are in Austin.
 */
import {describe, expect, it} from 'vitest';
import {wrongRows} from './zohoRows';

describe('F1: a mixed "or" list of places and industries keeps the other conditions on every item', () => {
  it('reads u32h\'s wrong lists with the shared conditions outside the "or" bracket', () => {
    const ROWS = [
      ['won deals in Lyon or the US', 'D4 D8 (', ['stage is Closed Won and (account city is Lyon or account country is United States)']],
      ['deals over 50k in Germany or Austin', 'D1 D8 (', ['amount over 50,000 and (account country is Germany or account city is Austin)']],
      ['deals over 50k in Germany or in Austin that are not won', 'D1 (', ['(account country is Germany or account city is Austin)']],
      ['deals over 50k in Germany or in Austin but not won', 'D1 (', ['(account country is Germany or account city is Austin)']],
      ['leads from the web in Germany or Boston', 'L7 (', ['source is Web Site and (country is Germany or city is Boston)']],
      ['deals from partners in Berlin or the Netherlands', 'D1 D9 (', ['source is Partner and (account city is Berlin or account country is Netherlands)']],
      ['deals in Germany or Austin over 50k', 'D1 D8 (', ['amount over 50,000 and (account country is Germany or account city is Austin)']],
      ['deals in Austin or Germany over 50k', 'D1 D8 (', ['amount over 50,000 and (account city is Austin or account country is Germany)']],
      ['won deals in France or Berlin', 'D4 (', ['stage is Closed Won and (account country is France or account city is Berlin)']],
      ['deals from the web in Toronto or Germany', 'D5 D7 (', ['source is Web Site and (account city is Toronto or account country is Germany)']],
      ['deals over 50k, in Lyon or the US', 'D4 D6 D8 D10 (', ['amount over 50,000 and (account city is Lyon or account country is United States)']],
      ['deals over 50k located in Lyon or in the United States', 'D4 D6 D8 D10 (', ['(account city is Lyon or account country is United States)']],
      // Right lists before only because the sample fits; the reading is now the same grouping.
      ['won deals in technology or France', 'D4 D8 (', ['stage is Closed Won and (account industry is Technology or account country is France)']],
      ['open deals in the Netherlands or Boston', 'D2 D6 D9 D10 (', ['and (account country is Netherlands or account city is Boston)']],
      ['accounts with revenue over 20m in Germany or Austin', 'A3 A8 (', ['annual revenue over 20,000,000 and (country is Germany or city is Austin)']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('groups our own variants the same way: three items, a comma list, a trailing clause', () => {
    const ROWS = [
      ['won deals in Lyon, Berlin or the US', 'D4 D8 (', ['stage is Closed Won and (account city is one of Lyon, Berlin or account country is United States)']],
      ['deals in Lyon or the US or Boston', 'D3 D4 D6 D8 D10 (', ['account city is Lyon or account country is United States or account city is Boston']],
      ['deals in Germany or Austin that are won', 'D8 (', ['(account country is Germany or account city is Austin) and stage is Closed Won']],
      ['won deals in (Lyon or the US)', 'D4 D8 (', ['stage is Closed Won and (account city is Lyon or account country is United States)']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('leaves neighbours as they were: same-kind lists, "or" between other fields, a repeated record noun', () => {
    const ROWS = [
      ['deals over 50k in Germany or in the US', 'D1 D6 D8 D10 (', ['amount over 50,000 and account country is one of Germany, United States']],
      ['deals in Lyon or over 100k', 'D2 D4 D6 (', ['account city is Lyon or amount over 100,000']],
      ['deals over 50k or lost but in Germany', 'D1 D2 D4 D6 D8 D9 D10 (', ['amount over 50,000 or (stage is Closed Lost and account country is Germany)']],
      ['won deals in Lyon or deals in the US', 'D3 D4 D6 D8 D10 (', ['(stage is Closed Won and account city is Lyon) or account country is United States']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('F2: "outside" leaves out each item of its list', () => {
  it('reads "outside X and Y" of mixed kinds as "excluding X and Y"', () => {
    const ROWS = [
      ['accounts outside Germany and Austin', 'A2 A4 A5 A6 (', ['country is not Germany and city is not Austin']],
      ['accounts outside of Germany and Austin', 'A2 A4 A5 A6 (', ['country is not Germany and city is not Austin']],
      ['deals outside Germany and Boston', 'D2 D3 D4 D5 D8 D9 (', ['account country is not Germany and account city is not Boston']],
      ['leads outside the US and Munich', 'L1 L4 L5 L6 L7 (', ['country is not United States and city is not Munich']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('leaves neighbours as they were', () => {
    const ROWS = [
      ['accounts excluding Germany and Austin', 'A2 A4 A5 A6 (', ['country is not Germany and city is not Austin']],
      ['accounts outside Germany and France', 'A2 A3 A5 A6 A8 (', ['country is neither Germany nor France']],
      ['deals outside Germany', 'D2 D3 D4 D5 D6 D8 D9 D10 (', ['account country is not Germany']],
      ['deals outside Germany and over 50k', 'D2 D4 D6 D8 D9 D10 (', ['amount over 50,000 and account country is not Germany']],
      ['accounts outside Germany with revenue over 20m', 'A2 A3 A4 A6 A8 (', ['annual revenue over 20,000,000 and country is not Germany']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});
