/**
 * Issue 28 (u28o fresh user test V-3): a display name written without capitals ("kim dong-hyun", "nguyen van thanh")
 * is matched by any of its parts, case-insensitively, so "Dong-hyun, can you …?" is asked of that speaker and their
 * refusal is read. Every transcript here was written for this table.
 */
import {describe, expect, it} from 'vitest';
import {rows, vtt} from './support/meetingRows';

const ROWS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['Teams <v>: hyphenated given name after the family name, declines', vtt(['marta silva', 'Dong-hyun, could you book the demo room?'], ['kim dong-hyun', "Sorry, I can't, I'm in Busan all week."]), ['kim dong-hyun: Book the demo room | - | declined']],
  ['Teams <v>: hyphenated given name, accepts with a date', vtt(['marta silva', 'Dong-hyun, could you book the demo room?'], ['kim dong-hyun', 'Sure, by Monday.']), ['kim dong-hyun: Book the demo room | Monday | open']],
  ['Teams <v>: Vietnamese given name last, declines', vtt(['marta silva', 'Thanh, can you order more toner?'], ['nguyen van thanh', 'No, sorry, I am away until the 9th.']), ['nguyen van thanh: Order more toner | - | declined']],
  ['Teams <v>: Vietnamese given name, lower-case address', vtt(['marta silva', 'thanh, can you order more toner?'], ['nguyen van thanh', 'Will do.']), ['nguyen van thanh: Order more toner | - | open']],
  ['pasted lines: lower-case speakers, the last part named', "marta silva: Hi all.\nmarta silva: Thanh, please phone the landlord.\nnguyen van thanh: OK, tomorrow.\nnguyen van thanh: Anything else?", ['nguyen van thanh: Phone the landlord | tomorrow | open']],
];

describe('an addressee named by one part of a lower-case name (u28o V-3)', () => {
  it.each(ROWS)('%s', (_name, transcript, expected) => expect(rows(transcript)).toEqual(expected));
});
