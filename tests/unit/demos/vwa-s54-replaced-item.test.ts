/**
 * s54, tester t-vwa F5: "Jess Walker: Bea, book the hotel in Porto then, not Lisbon." / "Bea Lindholm: Sure, Porto by
 * Monday." after "Bea Lindholm: I'll book the hotel in Lisbon by Monday." gave no Porto item; only the Lisbon one stayed
 * (to check, for the wrong reason). The replaced commitment must appear, and the Lisbon one be taken back. t7 is the
 * tester's (fixtures/s54mt); the rewordings are written for this file. Failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse, rows} from './support/meetingRows';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s54mt', name), 'utf8');

describe('t-vwa F5: a commitment replaced by a request "X then, not Y" / "X instead of Y"', () => {
  it.each([
    ['t7', fixture('t7-reversals.txt')],
    ['minimal, "then, not Lisbon"', "Bea Lindholm: I'll book the hotel in Lisbon by Monday.\nJess Walker: Bea, book the hotel in Porto then, not Lisbon.\nBea Lindholm: Sure, Porto by Monday."],
    ['"instead of Lisbon"', "Bea Lindholm: I'll book the hotel in Lisbon by Monday.\nJess Walker: Bea, please book the hotel in Porto instead of Lisbon.\nBea Lindholm: Sure, by Monday."],
  ])('%s', (_name, text) => {
    const r = rows(text);
    expect(r.filter((x) => /^Bea Lindholm: Book the hotel in Porto\b.*\| Monday \| open$/.test(x)), JSON.stringify(r)).toHaveLength(1);
    expect(r.filter((x) => /Lisbon by Monday \| Monday \| open$/.test(x))).toEqual([]);
    const lisbon = analyse(text).actions.find((a) => a.task.includes('hotel in Lisbon'));
    expect(lisbon?.withdrawn).toBeTruthy();
    expect(analyse(text).email).toMatch(/Taken back or on hold \(not to be done\):\n- Bea Lindholm: Book the hotel in Lisbon/);
  });

  it('guard: a second booking with no "not"/"instead" is a second item, the first stays', () => {
    const r = rows("Bea Lindholm: I'll book the hotel in Lisbon by Monday.\nJess Walker: Bea, book the hotel in Porto too.\nBea Lindholm: Sure.");
    expect(r.some((x) => /Lisbon by Monday \| Monday \| open$/.test(x))).toBe(true);
  });
});
