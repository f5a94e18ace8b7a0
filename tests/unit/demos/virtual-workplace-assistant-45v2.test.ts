/**
 * Task 45v2 (tester u30k, issue 28). Rows marked u30k are the tester's (/tmp/u30k/in); the others were written for this
 * table. F8/F9: a date corrected in the same breath inside a request ("by Monday, no wait, Tuesday") is the corrected date,
 * and the request is read at all (the corrected day at the end was taken for the person asked).
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];
const lines = (...l: string[]) => l.join('\n');

const F8: readonly Row[] = [
  ['u30k 56: "can you … by Monday, no wait, Tuesday?"', lines('Dina: Egon, can you ship the samples by Monday, no wait, Tuesday?', 'Egon: Sure, will do.'), ['Egon: Ship the samples by Tuesday | Tuesday | open']],
  ['u30k 52: "please … by Monday, no wait, Tuesday."', lines('Dina: Egon, please ship the samples by Monday, no wait, Tuesday.', 'Egon: Will do.'), ['Egon: Ship the samples by Tuesday | Tuesday | open']],
  ['u30k 55: the page\'s own example', lines('Dina: Egon, please ship the samples by tomorrow, no wait, Friday.', 'Egon: Will do.'), ['Egon: Ship the samples by Friday | Friday | open']],
  ['u30k 40: corrected in the request, then a second one corrected on its own', lines('Dina: Egon, please ship the samples by Monday, no wait, Tuesday.', 'Egon: Will do.', 'Dina: Also Egon, can you email the supplier by tomorrow? Actually, make it Thursday.', 'Egon: Sure.'), ['Egon: Ship the samples by Tuesday | Tuesday | open', 'Egon: Email the supplier by Thursday | Thursday | open']],
  ['"sorry, I mean Tuesday?"', lines('Dina: Egon, can you ship the samples by Monday, sorry, I mean Tuesday?', 'Egon: Sure.'), ['Egon: Ship the samples by Tuesday | Tuesday | open']],
  ['"or rather Thursday."', lines('Dina: Egon, please ship the samples by Friday, or rather Thursday.', 'Egon: OK.'), ['Egon: Ship the samples by Thursday | Thursday | open']],
  ['"no, Tuesday?"', lines('Dina: Egon, can you ship the samples by Monday, no, Tuesday?', 'Egon: Sure thing.'), ['Egon: Ship the samples by Tuesday | Tuesday | open']],
  ['"wait no, Wednesday?"', lines('Dina: Egon, can you ship the samples by Monday, wait no, Wednesday?', 'Egon: Yes, will do.'), ['Egon: Ship the samples by Wednesday | Wednesday | open']],
  ['the name after the corrected day', lines('Dina: Can you ship the samples by Monday, no wait, Tuesday, Egon?', 'Egon: Will do.'), ['Egon: Ship the samples by Tuesday | Tuesday | open']],
  ['"by the 3rd, no wait, the 5th, Egon?"', lines('Dina: Could you send the deck by the 3rd, no wait, the 5th, Egon?', 'Egon: Yes.'), ['Egon: Send the deck by the 5th | the 5th | open']],
  ['must stay: a name at the end', lines('Dina: Send the report by Friday, Tomas.', 'Tomas: Will do.'), ['Tomas: Send the report by Friday | Friday | open']],
];

describe('F8/F9: a date corrected inside a request is the corrected one, and the request is kept (u30k)', () => {
  it.each(F8)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});
