/**
 * s55, tester t-vwa F11: the e-mail said "(due today)", "(due tomorrow)", "(due next Tuesday)" with no meeting date, so
 * the same draft sent a day later names other days. Now, when an action item's due date is relative, the e-mail says the
 * dates count from the day of the meeting, and names that day when a "Date:" line gives it (nothing is turned into a
 * calendar date). A due date on the calendar ("by 12 March", "December 10, 2026") needs no note. The rows with a
 * relative date failed before the fix (no note); the others guard.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';

const note = (text: string) => analyse(text).email.split('\n').filter((l) => l.startsWith('Due dates are as said'));

describe('relative due dates in the e-mail say what they count from (t-vwa F11)', () => {
  it('the tester\'s t4 ("today", "next Friday"): no meeting date in the transcript, and the note says so', () => {
    const text = readFileSync(join(__dirname, 'fixtures/s54mt/t4-plain.txt'), 'utf8');
    expect(note(text)).toEqual(['Due dates are as said in the meeting ("next Friday", "today"): they count from the day of the meeting, which the transcript does not give, not from the day you read this.']);
  });
  it('a "Date:" line gives the day they count from', () => {
    expect(note('Meeting: Vendor sync\nDate: November 28, 2026\nAna Ruiz: I will send the report tomorrow.\nBen Ode: Thanks.')).toEqual([
      'Due dates are as said in the meeting ("tomorrow"): they count from the day of the meeting, November 28, 2026, not from the day you read this.',
    ]);
  });
  it('calendar dates need no note', () => {
    expect(note('Ana Ruiz: I will update the reset e-mail template by 12 March.\nBen Ode: I will send the contract by December 10, 2026.')).toEqual([]);
  });
  it('no due dates, no note', () => {
    expect(note('Ana Ruiz: I will update the reset e-mail template.')).toEqual([]);
  });
  it('the due date itself is left as said', () => {
    expect(analyse('Ana Ruiz: I will send the report tomorrow.').email).toContain('- Ana Ruiz: Send the report tomorrow (due tomorrow)');
  });
});
