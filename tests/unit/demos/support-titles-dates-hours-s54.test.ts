/**
 * s54 (issue 28, u39b F2: right answers flagged by the support check). Each right answer beside a wrong one of the
 * same kind, which must still be flagged, so the fix does not switch the check off:
 * - a title's full stop read as a sentence end in the passage ("Prof. Lena Brandt" became "… by Prof." and "Lena
 *   Brandt, head of the unit"), so the name the answer gave was "not in the sentence";
 * - a date in figures ("28/02/2031") against the same date written out ("28 February 2031"), both ways round;
 * - opening hours as a range ("open from 9:00 to 17:00") against "opens at 9:00 and closes at 17:00", read as the
 *   opposite ("closes" against "open"); and the range's end said as the opening time, which passed.
 * All rows failed before (on 443d899e) except the wrong ones marked "kept", which were flagged before too.
 */
import {describe, expect, it} from 'vitest';
import {flagged} from './support-harness-50k.test';

const OTHER = 'Visitor parking is in the north car park; badges are issued at reception.';

const ROWS: Array<{passage: string; answer: string; wrong: boolean}> = [
  {passage: 'Orders are approved by Prof. Lena Brandt, head of the unit. Deliveries go to St. Mary Street 4.', answer: 'Prof. Lena Brandt approves orders [1].', wrong: false},
  {passage: 'Orders are approved by Prof. Lena Brandt, head of the unit. Deliveries go to St. Mary Street 4.', answer: 'Orders are approved by Prof. Jonas Weber [1].', wrong: true}, // kept
  {passage: 'The wet lab is run by Dr. Amara Osei. She approves all orders over 500 EUR.', answer: 'Orders over 500 EUR are approved by Dr. Amara Osei [1].', wrong: false},
  {passage: 'The wet lab is run by Dr. Amara Osei. She approves all orders over 500 EUR.', answer: 'The wet lab is run by Dr. Tom Berg [1].', wrong: true}, // kept
  {passage: 'The contract ends on 28 February 2031.', answer: 'The contract ends on 28/02/2031 [1].', wrong: false},
  {passage: 'The contract ends on 28 February 2031.', answer: 'The contract ends on 28.02.2031 [1].', wrong: false},
  {passage: 'The contract ends on 28/02/2031.', answer: 'The contract ends on 28 February 2031 [1].', wrong: false},
  {passage: 'The contract ends on 28/02/2031.', answer: 'The contract ends on February 28, 2031 [1].', wrong: false},
  {passage: 'The contract ends on 28 February 2031.', answer: 'The contract ends on 28/03/2031 [1].', wrong: true}, // kept
  {passage: 'The contract ends on 28/02/2031.', answer: 'The contract ends on 28 March 2031 [1].', wrong: true}, // kept
  {passage: 'The lease starts on 02/28/2031.', answer: 'The lease starts on 28 February 2031 [1].', wrong: false},
  {passage: 'The office is open from 9:00 to 17:00.', answer: 'The office opens at 9:00 and closes at 17:00 [1].', wrong: false},
  {passage: 'The office is open from 9:00 to 17:00.', answer: 'The office closes at 17:00 [1].', wrong: false},
  {passage: 'The pool is open 7 am – 9 pm on weekdays.', answer: 'On weekdays the pool closes at 9 pm [1].', wrong: false},
  {passage: 'The office is open from 9:00 to 17:00.', answer: 'The office closes at 18:00 [1].', wrong: true}, // kept
  {passage: 'The office is open from 9:00 to 17:00.', answer: 'The office opens at 17:00 [1].', wrong: true},
  {passage: 'The office is open from 9:00 to 17:00.', answer: 'The office closes at 9:00 [1].', wrong: true}, // kept
];

describe('support check: titles, dates in figures, opening hours (s54, u39b F2)', () => {
  it.each(ROWS)('$answer ($wrong)', ({passage, answer, wrong}) => {
    expect(flagged(answer, [passage, OTHER])).toBe(wrong);
  });
});
