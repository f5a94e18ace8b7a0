/**
 * Brief 45z (issue 28), tester u29z's findings F4 (and its neighbours). Today is fixed at 2026-11-27.
 * Sample closing dates: D1 2026-12-15, D2 2027-01-31, D3 2027-02-28, D4 2026-10-20 (won), D5 2026-09-30 (lost),
 * D6 2026-11-28, D7 2027-03-15, D8 2026-11-05 (won), D9 2026-12-20, D10 2027-01-15.
 */
import {describe, expect, it} from 'vitest';
import {wrongRows} from './zohoRows';

/** F4: a day, month or quarter with no year is the occurrence nearest today, and the year assumed is said. */
describe('u29z F4: a date with no year is the nearest one, and says so', () => {
  it('reads the nearest occurrence and names the year assumed', () => {
    const ROWS = [
      ['deals closing in October', 'D4 (', ['October 2026', 'No year given: “october” is read as October 2026']],
      ['deals closing after 1 November', 'D1 D2 D3 D6 D7 D8 D9 D10 (', ['after 2026-11-01', '“1 november” is read as 2026-11-01']],
      ['deals closing before 20 November', 'D4 D5 D8 (', ['before 2026-11-20', '2026-11-20']],
      ['deals closing on 20 October', 'D4 (', ['2026-10-20', '“20 october” is read as 2026-10-20']],
      ['deals closing in September or October', 'D4 D5 (', ['September 2026', 'October 2026']],
      ['deals closing after October', 'D1 D2 D3 D6 D7 D8 D9 D10 (', ['after 2026-10-31']],
      ['deals closing before December', 'D4 D5 D6 D8 (', ['before 2026-12-01']],
      ['deals closing in Q3', 'D5 (', ['Q3 2026', '“q3” is read as Q3 2026']],
      ['deals closing on October 20th', 'D4 (', ['2026-10-20']],
      ['deals closing 20/10', 'refused', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('keeps the readings that were already the nearest, and says the year of each', () => {
    const ROWS = [
      ['deals closing between October and December', 'D1 D4 D6 D8 D9 (', ['2026-10-01 to 2026-12-31']],
      ['deals closing in January', 'D2 D10 (', ['January 2027', '“january” is read as January 2027']],
      ['deals closing in March', 'D7 (', ['March 2027']],
      ['deals closing on 15 Dec', 'D1 (', ['2026-12-15', '“15 dec” is read as 2026-12-15']],
      ['deals closing in Q1', 'D2 D3 D7 D10 (', ['Q1 2027']],
      ['won deals in October', 'D4 (', ['October 2026', 'the last one']],
      ['deals closing in October 2027', ' (', ['October 2027', '[]']],
      ['deals closing this month', 'D6 D8 (', ['[]']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

/** F8: "since" runs from then up to today, never into the future ("closing since October" listed 2027 deals). */
describe('u29z F8: "since" ends today', () => {
  it('reads from the start up to today', () => {
    const ROWS = [
      ['deals closing since October', 'D4 D8 (', ['from 2026-10-01 to 2026-11-27', 'since October 2026']],
      ['deals closing since 1 November', 'D8 (', ['from 2026-11-01 to 2026-11-27']],
      ['deals closing since Q4', 'D4 D8 (', ['from 2026-10-01 to 2026-11-27']],
      ['deals closing since last month', 'D4 D8 (', ['from 2026-10-01 to 2026-11-27']],
      ['deals closing since 2026-10-01', 'D4 D8 (', ['from 2026-10-01 to 2026-11-27']],
      ['deals won since October', 'D4 D8 (', ['stage is Closed Won', 'from 2026-10-01 to 2026-11-27']],
      ['open deals closing since September', ' (', ['from 2026-09-01 to 2026-11-27']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('keeps "after" and "on or after" open-ended', () => {
    const ROWS = [
      ['deals closing after 1 November', 'D1 D2 D3 D6 D7 D8 D9 D10 (', ['after 2026-11-01']],
      ['deals closing on or after 2026-12-01', 'D1 D2 D3 D7 D9 D10 (', ['on or after 2026-12-01']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});
