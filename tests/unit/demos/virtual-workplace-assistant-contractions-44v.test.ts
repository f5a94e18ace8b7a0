/**
 * Task 44v (tester u29t F18, issue 28): "I'm", "I'd", "I've", "I'll" in a request were rewritten with the asker's name as
 * "Ola'm", "Ola'd" in the task and the e-mail. A contraction of "I" becomes the name with the verb it stands for ("Ola
 * is", "Ola would", "Ola has"). Rows marked u29t are the tester's (/tmp/u29t/in/t66, t67); the others were
 * written for this table.
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];
const lines = (...l: string[]) => l.join('\n');

const ROWS: readonly Row[] = [
  ['u29t t66: "while I\'m away"', lines("Ola: Could someone water the plants while I'm away?", 'Per: Sure, on it.'), ['Per: Water the plants while Ola is away | - | open']],
  ['u29t t67: "while I\'m out, I\'d appreciate it"', lines("Ola: Raj, please cover my shifts while I'm out, I'd appreciate it.", 'Raj: Happy to.'), ["Raj: Cover Ola's shifts while Ola is out, Ola would appreciate it | - | open"]],
  ['"the notes I\'ve drafted"', lines("Ola: Raj, please review the notes I've drafted.", 'Raj: Sure.'), ['Raj: Review the notes Ola has drafted | - | open']],
  ['must stay: a second "I\'ll" in one\'s own commitment is shown as said (u29t t41)', "Piotr: I'll take the payment refactor, I'll finish it by 9 December.", ["Piotr: “I'll take the payment refactor, I'll finish it by 9 December.” (check wording) | 9 December | check"]],
  ['curly apostrophe "I’m"', lines('Ola: Raj, please cover my shifts while I’m out.', 'Raj: Sure.'), ["Raj: Cover Ola's shifts while Ola is out | - | open"]],
];

describe('F18: contractions of "I" in a task read in the third person (u29t)', () => {
  it.each(ROWS)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});
