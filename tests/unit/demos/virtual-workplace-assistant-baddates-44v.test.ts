/**
 * Task 44v (tester u29t F10, F12, issue 28): a date no calendar has ("February 30", "31/11", "13/13", "2026/02/30") was
 * shown as a due date or left in an open task; now the item goes to "To check" with the reason, and nothing is invented.
 * A year-first numeric date ("2026/12/10", one order only) is read. Rows marked u29t are the tester's (/tmp/u29t/in/t37,
 * t46); the others were written for this table.
 */
import {describe, expect, it} from 'vitest';
import {analyse, expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];

const ROWS: readonly Row[] = [
  ['u29t t37: "by February 30"', "Tina: I'll submit the expense report by February 30.", ['Tina: Submit the expense report by February 30 | February 30 | check']],
  ['u29t t37: "by 31/11"', "Uwe: I'll renew the domain by 31/11.", ['Uwe: Renew the domain by 31/11 | - | check']],
  ['u29t t37: "by 13/13"', "Tina: I'll close the tickets by 13/13.", ['Tina: Close the tickets by 13/13 | - | check']],
  ['u29t t46: "by 2026/12/10" is December 10, 2026', "Ema: I'll publish the changelog by 2026/12/10.", ['Ema: Publish the changelog by 2026/12/10 | December 10, 2026 | open']],
  ['"by April 31"', "Ana: I'll file the report by April 31.", ['Ana: File the report by April 31 | April 31 | check']],
  ['"on 30 February"', "Ana: I'll pay the invoice on 30 February.", ['Ana: Pay the invoice on 30 February | 30 February | check']],
  ['"by 2026/02/30"', "Ana: I'll ship the fix by 2026/02/30.", ['Ana: Ship the fix by 2026/02/30 | - | check']],
  ['"by 2026-13-01"', "Ana: I'll ship the fix by 2026-13-01.", ['Ana: Ship the fix by 2026-13-01 | 2026-13-01 | check']],
  ['"by 32/12"', "Ana: I'll ship the fix by 32/12.", ['Ana: Ship the fix by 32/12 | - | check']],
  ['a request with "by 31/04"', 'Ana: Ben, can you send the slides by 31/04?\nBen: Sure.', ['Ben: Send the slides by 31/04 | - | check']],
  ['must stay: "by February 28"', "Ana: I'll file the report by February 28.", ['Ana: File the report by February 28 | February 28 | open']],
  ['must stay: "by 29/02" may be a leap year', "Ana: I'll file the report by 29/02.", ['Ana: File the report by 29/02 | February 29 | open']],
  ['must stay: "by 30/11"', "Ana: I'll renew the domain by 30/11.", ['Ana: Renew the domain by 30/11 | November 30 | open']],
  ['must stay: "2026-12-04"', "Ana: I'll send the release email on 2026-12-04.", ['Ana: Send the release email on 2026-12-04 | 2026-12-04 | open']],
];

describe('F10, F12: impossible dates are checked, year-first dates read (u29t)', () => {
  it.each(ROWS)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
  it('the reason names the date', () => {
    expect(analyse("Tina: I'll submit the expense report by February 30.").actions[0].check?.reason).toBe('“February 30” is no date in the calendar');
  });
});
