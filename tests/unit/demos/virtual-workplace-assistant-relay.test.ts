/**
 * Issue 28 (u28o fresh user test V-7): someone answers for the person asked and adds "I'll tell him/her". The request
 * stays a check item (it quotes that reply); "Tell him" is no action item of its own. Written for this table.
 */
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';

const ROWS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['"is at the dentist, I\'ll tell him"', "Lea Fox: Bruno, please restart the build server.\nAmir Said: Bruno is at the dentist, I'll tell him.\nLea Fox: OK.", ['Bruno: Restart the build server | - | check']],
  ['"is off sick, I\'ll let her know"', "Lea Fox: Carmen, please renew the domain.\nAmir Said: Carmen is off sick, I'll let her know.\nLea Fox: Thanks.", ['Carmen: Renew the domain | - | check']],
];

describe('"I\'ll tell him" from someone who answered for the person asked (u28o V-7)', () => {
  it.each(ROWS)('%s', (_name, transcript, expected) => expect(rows(transcript)).toEqual(expected));
});
