/**
 * u37b F1 (the tab-separated table) and F5 ("Delft 55 staff"), issue 28: a figure or a value of another row, given of
 * the row the claim names, was marked only. "The Delft depot has 55 staff [1]" (55 is Zwolle's count, in the column
 * "staff" the claim names), "R-24 has 24 seats [1]" (24 is R-210's) and "Room R-210 is owned by Facilities [1]"
 * (R-101's owner; a room code of one letter named no row). The testers' passages, then variants of our own.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

// /tmp/u37b/docs/depots.csv.txt as the page sent it.
const CSV = 'depot_code,city,manager,first_aider,opened,staff\nDP-1,Tilburg,Femke de Graaf,Joost Willems,2014-04-01,42\nDP-2,Tiel,Bram Kuipers,Femke de Groot,2017-10-15,18\nDP-3,Zwolle,Naomi Verbeek,Sander Mol,2019-06-30,55\nDP-4,Delft,Sander Mol,Naomi Verbeek,2021-02-01,27';
// /tmp/u37b/docs/rooms.tsv.txt as the page sent it.
const TSV = 'Room\tOwner\tSeats\nR-101\tFacilities\t8\nR-210\tFinance\t24\nR-24\tOperations\t4\n\nBookings for rooms with more than 10 seats need approval from Facilities.';
// Our own.
const FLEET = '| Van | Driver | Seats | Range km |\n| --- | --- | --- | --- |\n| V-1 | Omar Haddad | 3 | 180 |\n| V-2 | Lisa Brandt | 9 | 240 |\n| V-3 | Kees Pol | 5 | 320 |';

const note = (answer: string, text: string) => unsupportedCitations(answer, [text]).map(unsupportedNote).join(' ');

const WRONG: Array<[string, string, string]> = [
  [CSV, 'The Delft depot has 55 staff [1].', 'it says “27”'],
  [TSV, 'Room R-210 is owned by Facilities [1].', 'it says “Finance”'],
  [TSV, 'R-24 has 24 seats [1].', 'it says “4”'],
  // variants of our own
  [CSV, 'The Tiel depot has 42 staff [1].', 'it says “18”'],
  [TSV, 'R-101 has 4 seats [1].', 'it says “8”'],
  [FLEET, 'V-3 has 9 seats [1].', 'it says “5”'],
  [FLEET, 'The range of V-1 is 240 km [1].', 'mention “240”'],
];
const RIGHT: Array<[string, string]> = [
  [CSV, 'The Delft depot has 27 staff [1].'],
  [TSV, 'Room R-210 is owned by Finance [1].'],
  [TSV, 'R-24 has 4 seats [1].'],
  [TSV, 'R-210 has 24 seats, so booking it needs approval from Facilities [1].'],
  [FLEET, 'V-2 has 9 seats [1].'],
  [FLEET, 'V-3 has 5 seats and a range of 320 km [1].'],
];

describe('u37b F1/F5: a figure or value of another row given of the named row', () => {
  it.each(WRONG)('%#: %s / %s', (text, answer, says) => {
    const n = note(answer, text);
    expect(n).toContain('does not mention');
    expect(n).toContain(says);
  });
  it.each(RIGHT)('right %#: %s / %s', (text, answer) => {
    expect(unsupportedCitations(answer, [text])).toEqual([]);
  });
});
