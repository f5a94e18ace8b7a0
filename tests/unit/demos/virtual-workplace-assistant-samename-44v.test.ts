/**
 * Task 44v (tester u29t F11, issue 28): two speakers with the same first name (Tom Becker, Tom Hanks) were one person for
 * every "Tom, …": the asker got his own request. Now a first name two speakers share is read without the person who says
 * it ("Tom Becker: Tom, can you …?" asks Tom Hanks); when it still fits two speakers, the item goes to "To check" with
 * the reason, never to one of them by guess. The first row is the tester's /tmp/u29t/in/t40; the others were written for
 * this table.
 */
import {describe, expect, it} from 'vitest';
import {analyse, expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];
const lines = (...l: string[]) => l.join('\n');

const F11: readonly Row[] = [
  ['u29t t40: one Tom asks the other', lines('Tom Becker: Tom, can you send the minutes?', 'Tom Hanks: Sure, by Friday.', 'Tom Becker: Thanks.'), ['Tom Hanks: Send the minutes | Friday | open']],
  ['the other order of speakers', lines('Tom Hanks: Tom, please book the room by Monday.', 'Tom Becker: OK.'), ['Tom Becker: Book the room by Monday | Monday | open']],
  ['"Tom will …" said by one of the Toms is the other', lines('Tom Lee: Hi.', 'Tom Berg: Tom will draft the agenda by Friday.', 'Tom Lee: Fine.'), ['Tom Lee: Draft the agenda by Friday | Friday | open']],
  ['a third person asks "Tom": To check', lines('Ana: Hi all.', 'Tom Lee: Hi.', 'Tom Berg: Hello.', 'Ana: Tom, can you send the minutes by Friday?'), ['Tom Lee: Send the minutes by Friday | Friday | check']],
  ['a third person names the full name: sure', lines('Ana: Hi all.', 'Tom Lee: Hi.', 'Tom Berg: Hello.', 'Ana: Tom Berg, can you send the minutes by Friday?', 'Tom Berg: Sure.'), ['Tom Berg: Send the minutes by Friday | Friday | open']],
  ['a third person uses the family name: sure', lines('Ana: Hi all.', 'Tom Lee: Hi.', 'Tom Berg: Hello.', 'Ana: Berg, can you send the minutes by Friday?', 'Tom Berg: Sure.'), ['Tom Berg: Send the minutes by Friday | Friday | open']],
  ['"Tom will …" from a third person: To check', lines('Ana: Hi.', 'Tom Lee: Hi.', 'Tom Berg: Hello.', 'Ana: Tom will book the room by Friday.'), ['Tom Lee: Book the room by Friday | Friday | check']],
  ['a title before one of the names', lines('Ana: Hi.', 'Dr. Tom Lee: Hi.', 'Tom Berg: Hello.', 'Ana: Could you book the room, Tom?'), ['Dr. Tom Lee: Book the room | - | check']],
  ['must stay: one Tom: "Tom" is him', lines('Ana: Tom, can you send the minutes by Friday?', 'Tom Lee: Sure.'), ['Tom Lee: Send the minutes by Friday | Friday | open']],
];

describe('F11: two speakers with one first name are never merged (u29t)', () => {
  it.each(F11)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
  it('the check says which two people the name fits', () => {
    const [item] = analyse(lines('Ana: Hi all.', 'Tom Lee: Hi.', 'Tom Berg: Hello.', 'Ana: Tom, can you send the minutes by Friday?')).actions;
    expect(item.check?.reason).toContain('Tom Lee and Tom Berg');
  });
});
