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


const STIPEND = '4. Internet stipend\nA monthly internet stipend of $35 is paid with the salary. The stipend is not paid during unpaid leave.';
const DNS = 'Step 4: Repoint the applications\nThe record has a TTL of 60 seconds, so clients reconnect within about a minute.';

const ROWS: Array<{passage: string; answer: string; wrong: boolean}> = [
  {passage: FEES, answer: 'A day pass costs £225 at the standard price, or £180 early bird [1].', wrong: false},
  {passage: FEES, answer: 'A day pass costs £180 at the standard price [1].', wrong: true},
  {passage: STIPEND, answer: 'You receive $35.00 a month for internet, paid with your salary [1].', wrong: false},
  {passage: STIPEND, answer: 'You receive $45.00 a month for internet [1].', wrong: true},
  {passage: STIPEND, answer: 'You receive $35.50 a month for internet [1].', wrong: true},
  {passage: DNS, answer: "The record's TTL is one minute (60 s) [1].", wrong: false},
  {passage: DNS, answer: "The record's TTL is two minutes [1].", wrong: true},
  {passage: 'Rent paid more than 14 days late incurs a late fee of £30.', answer: 'If rent is over two weeks late, there is a £30 fee [1].', wrong: false},
  {passage: 'Rent paid more than 14 days late incurs a late fee of £30.', answer: 'If rent is over three weeks late, there is a £30 fee [1].', wrong: true},
  {passage: 'Never promote a replica whose lag is above 16 MB of WAL.', answer: 'Never pick one more than 16 MB behind [1].', wrong: false},
  {passage: 'Never promote a replica whose lag is above 16 MB of WAL.', answer: 'Never pick one more than 32 MB behind [1].', wrong: true},
  {passage: ROSTER, answer: 'Jonas Eriksen, a part-time engineer, works in Oslo [1].', wrong: false},
  {passage: ROSTER, answer: 'Jonas Eriksen, a part-time engineer, works in Milan [1].', wrong: true},
];

describe('support check on t-dqa’s documents and answers (s54-dq, F2: right answers flagged)', () => {
  it.each((cases as Case[]).filter((c) => c.kind === 'R').map((c) => ({...c, wrong: c.kind === 'W'})))('fixture: $answer ($wrong)', ({answer, passages, wrong}) => {
    expect(flagged(answer, passages)).toBe(wrong);
  });
  it.each(ROWS)('$answer ($wrong)', ({passage, answer, wrong}) => {
    expect(flagged(answer, [passage, 'Visitor parking is in the north car park; badges are issued at reception.'])).toBe(wrong);
  });
});
