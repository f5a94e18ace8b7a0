/**
 * s56-sup (u-zoh F1), restoring s55's mixLacks (f3ad0a35, 782ed43d; reverted in e2558543 because it flagged a right
 * answer whose names are in the cited passage's heading) with the heading counted: the passage's title line or Markdown
 * heading is no unit a word is moved from, and a claim word it holds is no moved word. The s55 test follows unchanged.
 *
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
import {checkCitations} from '@site/src/demos/kit/match';
import {declines} from '@site/src/demos/kit/refusal';
import {checkedText, citesNoPassage, unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';
import uzoh from './fixtures/s56sup/uzoh-cases.json';

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

describe('the heading the revert was about (simple-chat-copy-45c2 "a name in the section heading")', () => {
  const MCP = checkedText({source: 'The Model Context Protocol (MCP)', heading: 'Securing a server with OAuth', text: 'Remote servers authorize each request; local servers over stdio inherit the user’s permissions.'});
  it('a right answer naming the title and heading words passes', () => {
    expect(unsupportedCitations('Remote MCP servers authorize each request with OAuth [1].', [MCP])).toEqual([]);
  });
  it('a Markdown section heading likewise', () => {
    expect(unsupportedCitations('Remote MCP servers authorize each request with OAuth [1].', ['## Securing an MCP server with OAuth\n\nRemote servers authorize each request; local servers over stdio inherit the user’s permissions.'])).toEqual([]);
  });
  it('a fact moved between the clauses under that heading is still flagged', () => {
    expect(unsupportedCitations('Remote MCP servers inherit the user’s permissions [1].', [MCP]).length).toBeGreaterThan(0);
  });
});

/** As CheckedAnswer warns (the same rule as support-harness-50k.test.ts). */
function flagged(answer: string, passages: readonly string[]): boolean {
  if (checkCitations(answer, passages.length, '').invalid.length) return true;
  if (declines(answer)) return false;
  return unsupportedCitations(answer, passages).length > 0 || citesNoPassage(answer, passages.length);
}

describe('u-zoh model replies (fixtures/s56sup/uzoh-cases.json: 41 of the tester’s replies with the passages the page sent)', () => {
  it('no right reply flagged; wrong replies flagged at least as before', () => {
    const cases = uzoh as Array<{id: string; answer: string; right: boolean; passages: string[]}>;
    const right = cases.filter((c) => c.right);
    const wrong = cases.filter((c) => !c.right);
    const falseFlags = right.filter((c) => flagged(c.answer, c.passages));
    const caught = wrong.filter((c) => flagged(c.answer, c.passages));
    console.log(`u-zoh: wrong flagged ${caught.length}/${wrong.length}; right flagged ${falseFlags.length}/${right.length}`);
    for (const c of wrong.filter((x) => !caught.includes(x))) console.log('  wrong passes:', c.id, c.answer);
    expect(falseFlags.map((c) => c.id)).toEqual([]);
    expect(caught.length).toBeGreaterThanOrEqual(25);
  });
});
