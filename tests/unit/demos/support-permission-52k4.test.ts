/**
 * s52-k4 (issue 28, u35d F2 W4/V1): a permission where the sentence carrying the claim refuses it got no note when the
 * claim added a condition: "Eating is allowed in the server room as long as bottles are sealed" (passage: "never
 * allowed …, including sealed bottles"), "Visitors are allowed in the server room if nobody objects" ("may not enter …
 * without an escort"). Passages as Zohlar showed them (/tmp/u35d/results_model_cases*.json) and variants; the tester's two
 * rows passed on 6cd8c5be (the variants were flagged there already and guard the rule). u35b F5.2 ("Yes, companies
 * may apply" where "Individuals and companies are not eligible") and its eligibility variants passed on 7fb4a7eb.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const FOOD = 'Food and drink. Eating and drinking are never allowed in the server room, including sealed bottles.';
const VISITORS = 'Visitors. Visitors may not enter the server room without an escort. The escort must be a permanent employee, not a contractor.';
const PETS = 'Pets. Dogs are not permitted in the office. Guide dogs are welcome everywhere.';
// u35b F5.2 (/tmp/u35b/answers.json, passage as sent): "Yes, companies may apply" shares one word with each sentence.
const GRANTS = 'Eligibility: Only registered charities may apply. Individuals and companies are not eligible. Each organisation may submit one application per round.';
const CLUB = 'Membership. Students are eligible for the reduced rate. Retired members are not eligible for the reduced rate.';
const ABROAD = 'Working abroad. Working from another country is not allowed for more than 20 days per year.';

const note = (answer: string, text: string) => unsupportedCitations(answer, [text]).map(unsupportedNote).join(' ');

const WRONG: Array<[string, string, string]> = [
  [FOOD, 'Eating is allowed in the server room as long as bottles are sealed [1].', 'never allowed'],
  [VISITORS, 'Visitors are allowed in the server room if nobody objects [1].', 'may not enter'],
  // variants
  [FOOD, 'Drinking is permitted in the server room from sealed bottles [1].', 'never allowed'],
  [VISITORS, 'Visitors can enter the server room when the door is open [1].', 'may not enter'],
  [PETS, 'Dogs are allowed in the office on Fridays [1].', 'not permitted'],
  [GRANTS, 'Yes, companies may apply [1].', 'not eligible'],
  [GRANTS, 'Individuals can apply [1].', 'not eligible'],
  [CLUB, 'Retired members are eligible for the reduced rate [1].', 'not eligible'],
];

const RIGHT: Array<[string, string]> = [
  [FOOD, 'Eating and drinking are never allowed in the server room [1].'],
  [VISITORS, 'Visitors are allowed in the server room with an escort [1].'],
  [VISITORS, 'Visitors may enter the server room only with an escort [1].'],
  [PETS, 'Guide dogs are allowed everywhere [1].'],
  [GRANTS, 'Registered charities may apply [1].'],
  [CLUB, 'Students are eligible for the reduced rate [1].'],
];

describe('a permission the passage refuses is flagged as its opposite (u35d F2 W4, V1)', () => {
  for (const [text, answer, says] of WRONG) {
    it(`flags “${answer}”`, () => {
      const n = note(answer, text);
      expect(n).toMatch(/^Passage 1 does not say this/);
      expect(n).toContain(says);
    });
  }
  it('a refusal above a bound is the bound’s, never called the opposite (u33b answers2.json#21)', () => {
    const found = unsupportedCitations('Working from another country is allowed for up to 20 days per year [1].', [ABROAD]);
    expect(found.flatMap((u) => u.why ?? []).filter((w) => 'opposite' in w && w.opposite)).toEqual([]);
  });
  for (const [text, answer] of RIGHT) {
    it(`leaves “${answer}” alone`, () => {
      expect(unsupportedCitations(answer, [text])).toEqual([]);
    });
  }
});
