/**
 * Task 46v2 (issue 28, u30u F2): a person who does not speak and is named like a month ("May", "Jan", "Mar") was never an
 * owner: "May will order the food by Friday" and "Jan und Lisa werden die Einladungen verschicken" gave nothing. A
 * capitalised month word as the subject before "will" (or "and <Name> will", "und <Name> werden") is a person; a month
 * that says a state ("May will be busy") or a date ("by May 3") is still none.
 */
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';

const lines = (...l: string[]) => l.join('\n');

const PEOPLE: ReadonlyArray<readonly [string, readonly string[]]> = [
  // in/57
  [lines('Eva Ruiz: May will order the food by Friday.', 'Eva Ruiz: Jan will print the tickets.', 'Eva Ruiz: Mar and Lisa will write the blog post.', 'Eva Ruiz: Otto and Lisa will clean the lab.'),
    ['May: Order the food by Friday | Friday | open', 'Jan: Print the tickets | - | open', 'Mar and Lisa: Write the blog post | - | open', 'Otto and Lisa: Clean the lab | - | open']],
  // in/52, in/27: German
  [lines('Anna Schmidt: Jan und Lisa werden den Raum buchen.', 'Lisa Braun: Ja.'), ['Jan and Lisa Braun: Den Raum buchen | - | open']],
  // in/55
  [lines('Ana Torres: Jan and Lisa will book the room.', 'Pedro Gomez: Fine.'), ['Jan and Lisa: Book the room | - | open']],
  [lines('Ana Torres: June is going to draft the agenda.', 'Pedro Gomez: Fine.'), ['June: Draft the agenda | - | open']],
];

describe('people named like a month (u30u F2)', () => {
  it.each(PEOPLE.map((r, i) => ({name: `row ${i}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
  });
});

const NONE: ReadonlyArray<readonly [string, readonly string[]]> = [
  [lines('Ana Torres: May will be busy.', 'Pedro Gomez: True.'), []],
  [lines('Ana Torres: Monday will work.', 'Pedro Gomez: Fine.'), []],
  [lines('Ana Torres: I\'ll book the room by May 3.', 'Pedro Gomez: Fine.'), ['Ana Torres: Book the room by May 3 | May 3 | open']],
];

describe('a month that is a date or a state is no owner', () => {
  it.each(NONE.map((r, i) => ({name: `row ${i}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
  });
});
