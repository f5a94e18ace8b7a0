/**
 * Task 46v2 (issue 28, u30u F7): "Sam Reed: I'll do the slides by Friday and Jo will handle the catering." is the page's
 * own example, yet it kept only Jo's item; with no reply Jo's task went to Sam with Sam's date, and "I'll book the rooms,
 * and Raj will order the food" gave Raj's task to Kim. A sentence holding two commitments joined by "and", ", and" or
 * ";" gives two items, each with its own owner and its own date. Names joined by "and" inside one task stay one item.
 */
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';

const lines = (...l: string[]) => l.join('\n');

const TWO: ReadonlyArray<readonly [string, readonly string[]]> = [
  // in/31: the page's example, with Jo's reply.
  [lines('Sam Reed: I\'ll do the slides by Friday and Jo will handle the catering.', 'Jo Wu: Sure.'),
    ['Sam Reed: Do the slides by Friday | Friday | open', 'Jo Wu: Handle the catering | - | open']],
  // in/30: comma before "and".
  [lines('Sam Reed: I\'ll send the job ads to HR by Friday, and Jo will handle the interview schedule.', 'Jo Wu: Sure.'),
    ['Sam Reed: Send the job ads to HR by Friday | Friday | open', 'Jo Wu: Handle the interview schedule | - | open']],
  // in/68: each clause keeps its own date.
  [lines('Tom Becker: I\'ll send the deck by Friday, and Aisha will check the numbers by Monday.', 'Aisha Khan: Fine by me.'),
    ['Tom Becker: Send the deck by Friday | Friday | open', 'Aisha Khan: Check the numbers by Monday | Monday | open']],
  // in/33: no reply; Jo and Raj do not speak, so they own their tasks by the name said, and Sam's date stays Sam's.
  [lines('Sam Reed: I\'ll send the job ads to HR by Friday and Jo will handle the interview schedule.', 'Kim Ong: I\'ll book the rooms, and Raj will order the food.'),
    ['Sam Reed: Send the job ads to HR by Friday | Friday | open', 'Jo: Handle the interview schedule | - | open', 'Kim Ong: Book the rooms | - | open', 'Raj: Order the food | - | open']],
  // A semicolon joins them.
  [lines('Ana Lee: I\'ll book the venue on Monday; Ben will send the invites.', 'Ben Cho: OK.'),
    ['Ana Lee: Book the venue on Monday | Monday | open', 'Ben Cho: Send the invites | - | open']],
  // "going to" in either clause.
  [lines('Ana Lee: I\'m going to draft the agenda, and Ben is going to book the room by Thursday.', 'Ben Cho: Sure.'),
    ['Ana Lee: Draft the agenda | - | open', 'Ben Cho: Book the room by Thursday | Thursday | open']],
];

describe('two commitments in one sentence', () => {
  it.each(TWO.map((r, i) => ({name: `row ${i}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
  });
});

const ONE: ReadonlyArray<readonly [string, readonly string[]]> = [
  // Names joined by "and" inside one task are no second commitment.
  [lines('Sam Reed: I\'ll send the deck to Jo and Raj by Friday.', 'Jo Wu: Ok.'), ['Sam Reed: Send the deck to Jo and Raj by Friday | Friday | open']],
  // "and" inside one task is no second commitment.
  [lines('Sam Reed: I\'ll buy bread and milk by Friday.', 'Jo Wu: Ok.'), ['Sam Reed: Buy bread and milk by Friday | Friday | open']],
];

describe('one commitment stays one item', () => {
  it.each(ONE.map((r, i) => ({name: `row ${i}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
  });
});
