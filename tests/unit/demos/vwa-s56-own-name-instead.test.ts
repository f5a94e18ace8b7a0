/**
 * s56, tester w-vwa F5 and F6 (t7): "Paolo was supposed to collect dietary requirements, but he is on leave. Hana will collect
 * them instead by Friday." (said by Hana Kobayashi) was lost, and its "instead" and "Friday" put Omar's food-hall reservation
 * and Grete's shirts under "check" ("another date was said (friday)", "Hana Kobayashi said “instead”"); Grete's row then lost
 * its condition "Unless the budget gets cut". The transcript is the tester's (fixtures/s56vw7); these cases failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

const t7 = readFileSync(join(__dirname, 'fixtures/s56vw7', 't7-reversal-variants.txt'), 'utf8');

describe('w-vwa F5/F6: a hand-over of the work the same turn names is about that work', () => {
  const expected = [
    'Omar Farouk: Reserve the food hall for twenty people by the end of the week | end of the week | open',
    'Grete Lund: Order team shirts next Wednesday | next Wednesday | unless the budget gets cut',
    'Hana Kobayashi: Collect dietary requirements by Friday | Friday | open',
  ];
  it('t7: Hana\'s own item is listed; Omar\'s and Grete\'s are not "check"; Grete keeps her condition', () => {
    const r = rows(t7);
    for (const row of expected) expect(r).toContain(row);
    expectEmailRows(t7, expected);
  });

  it.each([
    ['a hand-over with nothing of its own before it still doubts the item', 'Grete Lund: I will order team shirts next Wednesday.\nHana Kobayashi: Omar will order them instead by Friday.', /Order team shirts next Wednesday \| next Wednesday \| check/],
    ['"them" with no earlier object of the same verb stays "check"', 'Hana Kobayashi: Paolo was supposed to call suppliers, but he is on leave. Hana will collect them instead by Friday.', /Collect them instead by Friday \| Friday \| check/],
  ])('kept: %s', (_n, text, row) => {
    expect(rows(text).join('\n')).toMatch(row);
  });
});
