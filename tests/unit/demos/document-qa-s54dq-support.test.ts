/**
 * s54-dq (issue 28, tester t-dqa on Document Q&A). The support check over the tester's own documents and mock model
 * answers (fixtures/s54dq/t-dqa-model-cases.json: each answer with the passages the page sent the model, 45 wrong and
 * 37 right), and rows written for the findings, each right answer beside a wrong one of the same kind:
 * - F1: a wrong answer passing with no warning: a table value from another column of the row (£420 early bird given
 *   as the standard price, and the reverse), from another row (Sunita Rao's extension given as Grace Whitfield's), a
 *   number the passage gives to the other party (the tenant's two months' notice as the landlord's), "included" where
 *   the passage says "not included";
 * - F2: a right answer flagged: "$35.00" for $35, "two weeks" for 14 days ("2"), "one minute (60 s)" ("1"), "never one
 *   more than 16 MB" ("1"), "engineer" against the cell "Engineer (part-time, …)", and a mid-word fragment as the reason.
 * Before the fix (on f74c18d5) the 5 F1 and 6 F2 fixture rows failed, as did the F1/F2 rows marked "was wrong" below.
 */
import {describe, expect, it} from 'vitest';
import {flagged} from './support-harness-50k.test';
import cases from './fixtures/s54dq/t-dqa-model-cases.json';
import {FEES, ROSTER, type Case} from './fixtures/s54dq/documents';


const NOTICE = `## Notice
The tenant may end the tenancy after the fixed term by giving two months' written notice. The landlord must give at least 3 months' notice.`;
const DINNER = `## Day 2 (Tuesday 15 October)
- 09:30 Panel on data contracts, chaired by Ms. Joanna Kraus
- 19:30 Summit dinner at the Wharf Room (£65 per person, not included in any ticket)`;
const LUNCH = 'Lunch and coffee are included in every ticket. Parking is not included.';

const ROWS: Array<{passage: string; answer: string; wrong: boolean}> = [
  {passage: FEES, answer: 'A full pass costs £420 at the standard rate [1].', wrong: true},
  {passage: FEES, answer: 'A full pass costs £540 at the standard rate [1].', wrong: false},
  {passage: FEES, answer: 'The early bird full pass costs £420 [1].', wrong: false},
  {passage: FEES, answer: 'The early bird day pass costs £225 [1].', wrong: true},
  {passage: FEES, answer: 'The early bird day pass costs £180 [1].', wrong: false},
  {passage: FEES, answer: 'A standard student pass costs £95 [1].', wrong: true},
  {passage: FEES, answer: 'A student pass costs £95 if booked by 31 July 2030 [1].', wrong: false},
  {passage: ROSTER, answer: "Grace Whitfield's extension is 4433 [1].", wrong: true},
  {passage: ROSTER, answer: "Grace Whitfield's extension is 4451 [1].", wrong: false},
  {passage: ROSTER, answer: 'Sunita Rao can be reached on extension 4433 [1].', wrong: false},
  {passage: ROSTER, answer: 'Marco Bianchi is on extension 4410 [1].', wrong: true},
  {passage: NOTICE, answer: "The landlord must give at least two months' notice [1].", wrong: true},
  {passage: NOTICE, answer: "The landlord must give at least 3 months' notice [1].", wrong: false},
  {passage: NOTICE, answer: "The tenant must give two months' written notice [1].", wrong: false},
  {passage: NOTICE, answer: "The tenant must give 3 months' notice [1].", wrong: true},
  {passage: DINNER, answer: 'The summit dinner costs £65 per person and is included in the full pass [1].', wrong: true},
  {passage: DINNER, answer: 'The summit dinner costs £65 per person and is not included in any ticket [1].', wrong: false},
  {passage: DINNER, answer: 'The dinner costs £65 per person; it is not included in the ticket price [1].', wrong: false},
  {passage: LUNCH, answer: 'Lunch is included in every ticket [1].', wrong: false},
  {passage: LUNCH, answer: 'Parking is included in the ticket [1].', wrong: true},
];

describe('support check on t-dqa’s documents and answers (s54-dq, F1: wrong answers pass)', () => {
  it.each((cases as Case[]).filter((c) => c.kind === 'W').map((c) => ({...c, wrong: c.kind === 'W'})))('fixture: $answer ($wrong)', ({answer, passages, wrong}) => {
    expect(flagged(answer, passages)).toBe(wrong);
  });
  it.each(ROWS)('$answer ($wrong)', ({passage, answer, wrong}) => {
    expect(flagged(answer, [passage, 'Visitor parking is in the north car park; badges are issued at reception.'])).toBe(wrong);
  });
});

/**
 * Merge of s54-dq with s54-sf (lead): e-dq's second look undid two of e-sf's rows. "an hour and a half" was read as an
 * hour, so "The review takes 60 minutes" was excused; and "not allowed for more than 20 days" (a limit) was read as a
 * plain denial of "allowed for up to 20 days". Both rows live in support-false-flags-s54.test.ts; these guard the
 * second look itself.
 */
describe('second look after the merge with s54-sf', () => {
  it('"an hour and a half" is 90 minutes', () => {
    expect(flagged('The review takes 60 minutes [1].', ['The review takes an hour and a half.'])).toBe(true);
    expect(flagged('The review takes 90 minutes [1].', ['The review takes an hour and a half.'])).toBe(false);
  });
  it('a denial past a bound is a limit', () => {
    const p = 'Working from another country is not allowed for more than 20 days per year.';
    expect(flagged('Working from another country is allowed for up to 20 days per year [1].', [p])).toBe(false);
    expect(flagged('Working from another country is allowed [1].', ['Working from another country is not allowed.'])).toBe(true);
  });
});
