/**
 * s55 (u-zoh F1): a model answer that moves a fact to another subject inside the same passage passed with "No word
 * differs" ("The people team answers questions about equipment [1]" where IT does; "a man-overboard drill every month"
 * where the month is the fire drill's). supportCells.ts
 * mixLacks flags a claim joining the own words of two units of the passage (clauses or sentences) sharing a word with
 * it, holding neither unit whole, when no one unit holds all its words and the moved word stands where the other unit has
 * a word the claim left out ("about equipment" for "about contracts"). Not caught: "Children under 12 pay 7.40 USD"
 * (the fare is another sentence's, in no matching slot), "The duty master signs off" (words no passage has). Passages: the tester's ferry handbook
 * (/tmp/u-zoh/inputs/ferry.txt) and the built-in onboarding checklist, as the page sent them.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const DRILLS = 'Ferry handbook\nSafety drills. Crew hold a man-overboard drill every fourteen days and a fire drill every month. The safety officer, Ines Marrow, signs off each drill in the logbook. A drill missed because of weather must be held within five days.';
const TICKETS = 'Ferry handbook\nTickets. A single adult crossing costs 7.40 USD and a car with driver costs 24 USD. Children under 12 travel free with a paying adult. The season ticket, product code PSF-SEASON-88, costs 310 USD and is valid for twelve months from the day of purchase.';
const QUESTIONS = 'New starter onboarding checklist (illustrative)\nQuestions. The people team answers questions about contracts and benefits; IT answers questions about equipment and accounts.';

describe('a fact moved to another subject of the same passage is flagged (u-zoh F1)', () => {
  it.each([
    ['another team', 'The people team answers questions about equipment and accounts [1].', QUESTIONS, 'equipment', 'contracts'],
    ['the other drill’s interval', 'Crew hold a man-overboard drill every month [1].', DRILLS, 'month', 'fourteen days'],
  ])('%s', (_name, answer, passage, lack, says) => {
    const found = unsupportedCitations(answer, [passage]);
    expect(found).toHaveLength(1);
    expect(found[0].lacks).toContain(lack);
    expect(unsupportedNote(found[0])).toContain(`it says “${says}”`);
  });

  it.each([
    ['IT answers questions about equipment and accounts [1].', QUESTIONS],
    ['The people team answers questions about contracts and benefits [1].', QUESTIONS],
    ['Crew hold a man-overboard drill every fourteen days [1].', DRILLS],
    ['A fire drill is held every month [1].', DRILLS],
    ['Crew hold a man-overboard drill every fourteen days and a fire drill every month [1].', DRILLS],
    ['The safety officer signs off each drill in the logbook [1].', DRILLS],
    ['Children under 12 travel free with an adult, who pays 7.40 USD [1].', TICKETS],
    ['An adult crossing costs 7.40 USD; children under 12 travel free [1].', TICKETS],
    ['The notice period for directors is 3 months [1].', 'Notice periods\nThe notice period is one month for staff and three months for directors. During probation it is one week.'],
    ['Weighted score fusion can beat RRF when tuned [1].', 'Fusion\nWeighted score fusion adds normalized scores with weights. It can beat RRF when tuned, but the weight is corpus-specific.'],
  ])('leaves a right answer alone: %s', (answer, passage) => {
    expect(unsupportedCitations(answer, [passage])).toEqual([]);
  });
});
