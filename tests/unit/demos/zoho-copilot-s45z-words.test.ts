/**
 * Brief 45z (issue 28), tester u29z's findings F14 and F1, and 'deals in inactive accounts'. Today is fixed at 2026-11-27.
 * Sample closing dates: D1 2026-12-15, D2 2027-01-31, D3 2027-02-28, D4 2026-10-20 (won), D5 2026-09-30 (lost),
 * D6 2026-11-28, D7 2027-03-15, D8 2026-11-05 (won), D9 2026-12-20, D10 2027-01-15.
 */
import {describe, expect, it} from 'vitest';
import {read, TODAY, wrongRows} from './zohoRows';
import {parseQuestion} from '@site/src/demos/zoho-copilot/coql';

/** F14: "leads called An" / "leads called The": the word after "called" is a name no lead holds, never dropped as an article. */
describe('u29z F14: a short word after "called" is a name, refused when no lead holds it', () => {
  it('refuses it by name', () => {
    const ROWS = [
      ['leads called An', 'refused: I did not understand “called An”', []],
      ['leads called The', 'refused: I did not understand “called The”', []],
      ['leads called A', 'refused: I did not understand “called A”', []],
      ['leads called An in Germany', 'refused: I did not understand “called An”', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('never repeats "called" in the advice', () => {
    const r = parseQuestion('leads called Al', TODAY);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).not.toMatch(/called called/);
  });

  it('keeps the must-stay readings', () => {
    const ROWS = [
      ['leads called Ava', 'L1 (', []],
      ['leads named Tan', 'L5 (', []],
      ['leads we called', 'L2 L5 (', ['status is Contacted']],
      ['called leads in Germany', 'L2 (', ['status is Contacted']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

/** F1: a currency in the question is never converted; the answer says so instead of passing over it. */
describe('u29z F1: a currency is said to be not converted', () => {
  it('adds a note naming it', () => {
    const ROWS = [
      ['deals over £50k', 'D1 D2 D4 D6 D8 D9 D10 (', ['amount over 50,000', 'notes: Amounts are compared as written numbers: the sample records carry no currency, so “£” is not converted.']],
      ['deals over 50k USD', 'D1 D2 D4 D6 D8 D9 D10 (', ['“USD” is not converted']],
      ['deals over €50k and under $100k', 'D1 D8 D9 D10 (', ['“€” and “$” are not converted']],
      ['accounts with revenue over €10m', 'A1 A2 A3 A4 A6 A8 (', ['“€” is not converted']],
      ['deals worth 85k euros', 'D1 (', ['“euros” is not converted']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('adds no note without a currency', () => {
    expect(read('deals over 50k')).toMatch(/notes: $/);
    expect(read('accounts with more than 500 employees')).toMatch(/notes: $/);
  });
});

/** "Inactive" is no rating of the sample accounts: refused by name, with nothing read on its own. */
describe('u29z: "deals in inactive accounts" is refused by name', () => {
  it('refuses', () => {
    const ROWS = [
      ['deals in inactive accounts', 'refused: I did not understand “inactive”', []],
      ['inactive accounts', 'refused: I did not understand “inactive”', []],
      ['deals whose account is inactive', 'refused: I did not understand “inactive”', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

/** F7: "pls" and "plz" are "please": "pls show me open deals in the states" lost "open" from what was understood. */
describe('u29z F7: "pls" is a polite word', () => {
  it('reads the question around it', () => {
    const ROWS = [
      ['pls show me open deals in the states', 'D3 D6 D10 (', ['stage is neither Closed Won nor Closed Lost', 'account country is United States']],
      ['plz list won deals', 'D4 D8 (', ['stage is Closed Won']],
      ['open deals in Germany pls', 'D1 D7 (', ['stage is neither Closed Won nor Closed Lost']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});
