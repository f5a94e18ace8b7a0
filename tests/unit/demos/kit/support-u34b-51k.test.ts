/**
 * s51-k3, issue 28, u34b F2: right answers flagged by the support check (tester's exact answers and the passages the
 * page sent, /tmp/u34b answers*.json and mock-requests.log), with variants of each kind. The "holds" rows failed on
 * d1fd7a66 (all but "7:30 in the morning" and "the range itself"); the second block keeps the wrong variants noted.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations} from '@site/src/demos/kit/support';

const PARKING = ['Parking: Staff may park in car park B. Car park A is reserved for visitors and disabled drivers. Electric vehicles can charge for up to 3 hours per day.'];
const LYON = [
  'Facilities handbook (test document by u34b)\n\nLyon site: The Lyon site opens at 07:30 and closes at 19:00. The site manager is Claire Dubois. Bicycles are allowed in the courtyard. Scooters are not allowed inside the building.',
];
const BADGES = ['Lost badges: A lost badge must be reported to Security within 4 hours. A replacement badge costs 15 euros. The first replacement is free for new starters.'];
const LAB = ['Lab access: Badge holders may enter the lab between 07:00 and 19:00. They need an escort after 19:00.'];

const notes = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages);

describe('u34b F2: right answers get no note', () => {
  it.each([
    // The tester's four answers.
    ['a sentence quoted word for word', 'Staff may park in car park B [1].', PARKING],
    ['half past seven in the morning', 'The Lyon site opens at half past seven in the morning [1].', LYON],
    ['"the first one" is no number 1, "free" read in its own clause', 'A replacement badge costs fifteen euros, and the first one is free for new starters [1].', BADGES],
    ['"between 07:00 and 19:00" is one range', 'Yes, badge holders need an escort after 19:00 [1].', LAB],
    // Variants.
    ['the quote in other words', 'Staff can park in car park B [1].', PARKING],
    ['seven in the evening', 'The Lyon site closes at seven in the evening [1].', LYON],
    ['7:30 in the morning', 'The Lyon site opens at 7:30 in the morning [1].', LYON],
    ['half past 7', 'The Lyon site opens at half past 7 [1].', LYON],
    ['"the first one" without its group', 'A replacement badge costs 15 euros and the first one is free [1].', BADGES],
    ['the range itself', 'Badge holders may enter the lab between 07:00 and 19:00 [1].', LAB],
  ])('%s', (_name, answer, passages) => {
    expect(notes(answer, passages)).toEqual([]);
  });
});

describe('u34b F2: the wrong variants are still noted', () => {
  it.each([
    ['the other car park', 'Staff may park in car park A [1].', PARKING],
    ['half past six', 'The Lyon site opens at half past six in the morning [1].', LYON],
    ['seven in the morning for 19:00', 'The Lyon site closes at seven in the morning [1].', LYON],
    ['a quarter to eight', 'The Lyon site opens at a quarter to eight [1].', LYON],
    ['free where it costs', 'A replacement badge is free of charge [1].', BADGES],
    ['the second one free', 'A replacement badge costs fifteen euros, and the second one is free [1].', BADGES],
    ['the other end of the range', 'Badge holders need an escort after 07:00 [1].', LAB],
    ['another range', 'Badge holders may enter the lab between 07:00 and 21:00 [1].', LAB],
  ])('%s', (_name, answer, passages) => {
    expect(notes(answer, passages).length).toBeGreaterThan(0);
  });
});
