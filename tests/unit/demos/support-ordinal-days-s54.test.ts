/**
 * s54 (issue 28, u39b F1/F2): an ordinal word naming a day of the month is that day's number. "Payment is due on the
 * fifteenth of each month [1]" passed against "Payment is due on the fifth of each month" (wrong, no note), and the
 * right "the 5th" was flagged. Rows marked "kept" were right before too; the others failed (on 14d33345).
 */
import {describe, expect, it} from 'vitest';
import {flagged} from './support-harness-50k.test';

const OTHER = 'Visitor parking is in the north car park; badges are issued at reception.';
const DUE = 'Payment is due on the fifth of each month.';

const ROWS: Array<{passage: string; answer: string; wrong: boolean}> = [
  {passage: DUE, answer: 'Payment is due on the fifteenth of each month [1].', wrong: true},
  {passage: DUE, answer: 'Payment is due on the 5th of each month [1].', wrong: false},
  {passage: DUE, answer: 'Payment is due on the 15th of each month [1].', wrong: true}, // kept
  {passage: DUE, answer: 'Payment is due on the fifth of each month [1].', wrong: false}, // kept
  {passage: 'Invoices are sent on the twenty-first of the month.', answer: 'Invoices are sent on the 21st of the month [1].', wrong: false},
  {passage: 'Invoices are sent on the twenty-first of the month.', answer: 'Invoices are sent on the first of the month [1].', wrong: true},
  {passage: 'Invoices are sent on the 1st of the month.', answer: 'Invoices are sent on the twenty-first of the month [1].', wrong: true}, // kept
  {passage: 'The rota changes on the thirtieth.', answer: 'The rota changes on the 30th [1].', wrong: false},
  {passage: 'The rota changes on the thirtieth.', answer: 'The rota changes on the 13th [1].', wrong: true}, // kept
  {passage: 'Reports are due by the third working day.', answer: 'Reports are due by the 3rd working day [1].', wrong: false}, // kept
  {passage: 'First, log in with your badge. Then pick a desk.', answer: 'First, log in with your badge [1].', wrong: false}, // kept
];

describe('support check: ordinal days (s54)', () => {
  it.each(ROWS)('$answer ($wrong)', ({passage, answer, wrong}) => {
    expect(flagged(answer, [passage, OTHER])).toBe(wrong);
  });
});
