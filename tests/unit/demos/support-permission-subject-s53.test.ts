/**
 * u37b F5 (issue 28): "Yes, cats are allowed in the unit [1]" against "Pets. Dogs are allowed in the unit. Cats are not
 * allowed." got no note: the claim shares only "cats" with the refusal (and "unit" with the dogs' sentence), so the
 * opposite was missed, though the page names this very pair as flagged. A permission granted or refused of the
 * claim's subject alone, the other way round, is now an opposite unless another passage clause grants it the claim's way.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

// /tmp/u37b/docs/tenancy.txt, the Pets paragraph the page sent.
const PETS = 'Pets. Dogs are allowed in the unit. Cats are not allowed.';
// Our own.
const PARKING = 'Parking. Bicycles are allowed in the courtyard. Scooters are not permitted.';
const LAB = 'Lab rules. Laptops are allowed in the office. Food is prohibited.';

const note = (answer: string, text: string) => unsupportedCitations(answer, [text]).map(unsupportedNote).join(' ');

const WRONG: Array<[string, string, string]> = [
  [PETS, 'Yes, cats are allowed in the unit [1].', 'Cats are not allowed.'],
  // variants of our own
  [PETS, 'Yes, cats are permitted in the unit [1].', 'Cats are not allowed.'],
  [PARKING, 'Scooters are allowed in the courtyard [1].', 'Scooters are not permitted.'],
  [LAB, 'Food is allowed in the office [1].', 'Food is prohibited.'],
];
const RIGHT: Array<[string, string]> = [
  [PETS, 'No, cats are not allowed; only dogs are [1].'],
  [PETS, 'Yes, dogs are allowed in the unit [1].'],
  [PETS, 'Cats are not allowed in the unit [1].'],
  [PARKING, 'Bicycles are allowed in the courtyard [1].'],
  [PARKING, 'Scooters are not permitted in the courtyard [1].'],
  [LAB, 'Laptops are allowed in the office [1].'],
];

describe('u37b F5: a permission refused of the claim’s subject alone is an opposite', () => {
  it.each(WRONG)('%#: %s / %s', (text, answer, says) => {
    const n = note(answer, text);
    expect(n).toContain('it says the opposite');
    expect(n).toContain(says);
  });
  it.each(RIGHT)('right %#: %s / %s', (text, answer) => {
    expect(unsupportedCitations(answer, [text])).toEqual([]);
  });
});

// u37b F5: "Any member of staff may drive a forklift [1]" against /tmp/u37b/docs/warehouse.txt's Forklifts paragraph.
const FORKLIFTS = 'Forklifts. Only staff with a valid forklift licence may drive a forklift. Licences are renewed every three years.';
const SOCKETS = 'Chargers. Only visitors in the east wing may use the marked sockets.';
describe('u37b F5: “any” or “all” of a group where the passage grants it “only” to some', () => {
  it.each([
    [FORKLIFTS, 'Any member of staff may drive a forklift [1].'],
    [FORKLIFTS, 'All staff may drive a forklift [1].'],
    [FORKLIFTS, 'Any staff member can drive a forklift [1].'],
    [SOCKETS, 'All visitors may use the marked sockets [1].'],
  ])('%#: %s / %s', (text, answer) => {
    const n = note(answer, text);
    expect(n).toContain('does not mention');
    expect(n).toMatch(/it says “Only [^”]+”/);
  });
  it.each([
    [FORKLIFTS, 'Only staff with a valid forklift licence may drive a forklift [1].'],
    [FORKLIFTS, 'Staff with a valid forklift licence may drive a forklift [1].'],
    [SOCKETS, 'Visitors in the east wing may use the marked sockets [1].'],
  ])('right %#: %s / %s', (text, answer) => {
    expect(unsupportedCitations(answer, [text])).toEqual([]);
  });
});
