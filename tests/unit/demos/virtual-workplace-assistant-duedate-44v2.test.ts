/**
 * Task 44v2 (tester u30b, issue 28). F12: the due date is the one said with the commitment, never one inside a clause
 * about the past ("the report that was due Monday", "which was planned for Tuesday"). F4: a date said after "no later
 * than", "Friday week" or a time with "p.m." is said: never "not stated". Rows marked u30b are the tester's
 * (/tmp/u30b/in/t59, t53, t16); the others were written for this table.
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];
const lines = (...l: string[]) => l.join('\n');

const F12: readonly Row[] = [
  ['u30b t59: "I\'ll send the report that was due Monday by Friday."', lines("Bea: I'll send the report that was due Monday by Friday.", 'Ari: OK.'), ['Bea: Send the report that was due Monday by Friday | Friday | open']],
  ['"which was planned for Tuesday"', lines("Bea: I'll run the test, which was planned for Tuesday, on Thursday.", 'Ari: OK.'), ['Bea: Run the test, which was planned for Tuesday, on Thursday | Thursday | open']],
  ['"that was scheduled for the 3rd"', lines("Bea: I'll hold the review that was scheduled for the 3rd next Monday.", 'Ari: OK.'), ['Bea: Hold the review that was scheduled for the 3rd next Monday | next Monday | open']],
  ['a past date only: no date for the new commitment', lines("Bea: I'll send the report that was due Monday.", 'Ari: OK.'), ['Bea: Send the report that was due Monday | - | open']],
  ['must stay: "I\'ll send the report by Friday."', lines("Bea: I'll send the report by Friday.", 'Ari: OK.'), ['Bea: Send the report by Friday | Friday | open']],
];
const F4: readonly Row[] = [
  ['u30b t53: "no later than Friday"', lines("Hub: I'll file the taxes no later than Friday.", 'Ann: OK.'), ['Hub: File the taxes no later than Friday | Friday | open']],
  ['"no later than the 12th"', lines("Hub: I'll file the taxes no later than the 12th.", 'Ann: OK.'), ['Hub: File the taxes no later than the 12th | the 12th | open']],
];

describe('F12: the due date is the commitment\'s, never one in a clause about the past (u30b)', () => {
  it.each(F12)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});
describe('F4: a date said after "no later than" is said (u30b)', () => {
  it.each(F4)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
  });
});
