/**
 * Task 44v (tester u29t, issue 28). F8: work the speaker hands to someone else ("I'll let Sarah handle the invoices",
 * "I'll have Sarah send the deck", "Let Sarah handle it", a reply "I'll hand this to Sarah") is that person's task, never
 * the speaker's. F13: "We also need to …", "We still need to …", "We'll need to …" is a task nobody owns yet (the owner
 * column says "Unassigned"), as "We need to …" was; a later "I can take that" claims it. Rows marked u29t are the tester's
 * (/tmp/u29t/in/t31, t47, t01); the others were written for this table.
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];
const lines = (...l: string[]) => l.join('\n');

const F8: readonly Row[] = [
  ['u29t t31: "I\'ll let Sarah handle the invoices this month."', lines("Maya: I'll let Sarah handle the invoices this month.", 'Sarah: Fine by me.'), ['Sarah: Handle the invoices this month | this month | open']],
  ['"I\'ll have Sarah send the deck by Friday."', lines("Ana: I'll have Sarah send the deck by Friday.", 'Sarah: OK.'), ['Sarah: Send the deck by Friday | Friday | open']],
  ['"I\'ll get Sarah to update the wiki."', lines("Ana: I'll get Sarah to update the wiki.", 'Sarah: OK.'), ['Sarah: Update the wiki | - | open']],
  ['"Let Sarah handle the invoices." at the start of a sentence', lines('Ana: Let Sarah handle the invoices.', 'Sarah: OK.'), ['Sarah: Handle the invoices | - | open']],
  ['a person who does not speak: "Let Omar book the flights."', lines('Ana: Let Omar book the flights by Monday.', 'Ben: Good idea.'), ['Omar: Book the flights by Monday | Monday | open']],
  ['the person asked hands it on: "I\'ll hand this to Sarah."', lines('Ana: Ben, can you send the deck by Friday?', "Ben: I'll hand this to Sarah.", 'Sarah: OK.'), ['Sarah: Send the deck by Friday | Friday | open']],
  ['"Let\'s give that to Sarah."', lines('Ana: Ben, can you send the deck by Friday?', "Ben: Let's give that to Sarah.", 'Sarah: Sure.'), ['Sarah: Send the deck by Friday | Friday | open']],
  ['"Let\'s give it to Sarah Lee instead." is no doubt about the item', lines('Ana: Tom, can you book the flights?', "Tom: Let's give it to Sarah Lee instead.", 'Sarah Lee: Fine.'), ['Sarah Lee: Book the flights | - | open']],
  ['"I\'ll leave it with Sarah."', lines('Ana: Tom, can you book the flights?', "Tom: I'll leave it with Sarah.", 'Sarah: OK.'), ['Sarah: Book the flights | - | open']],
  ['the person it is handed to says no: declined by her', lines('Ana: Ben, can you send the deck by Friday?', "Ben: I'll hand this to Sarah.", "Sarah: No, sorry, I can't."), ['Sarah: Send the deck by Friday | Friday | declined']],
  ['must stay: "I\'ll have Sarah\'s team review it" names no owner but the speaker', lines("Ana: I'll have Sarah's team review the budget by Friday.", 'Ben: OK.'), ["Ana: Have Sarah's team review the budget by Friday | Friday | open"]],
  ['must stay: "I\'ll get Sarah a laptop" is the speaker\'s', lines("Ana: I'll get Sarah a laptop by Monday.", 'Ben: OK.'), ['Ana: Get Sarah a laptop by Monday | Monday | open']],
  ['must stay: "I\'ll let Sarah know" is the speaker\'s', lines("Ana: I'll let Sarah know by Friday.", 'Ben: OK.'), ['Ana: Let Sarah know by Friday | Friday | open']],
  ['"Sarah will take it" (kept)', lines('Ana: Ben, can you send the deck by Friday?', 'Ben: Sarah will take it.', 'Sarah: Sure.'), ['Sarah: Send the deck by Friday | Friday | open']],
  ['must stay: "I\'ll ask Sarah to book the room" is the speaker\'s own task', lines("Ana: I'll ask Sarah to book the room.", 'Ben: Thanks.'), ['Ana: Ask Sarah to book the room | - | open']],
  ['must stay: "Let me check the logs" is the speaker\'s', lines('Ana: Let me check the logs by Friday.', 'Ben: Thanks.'), ['Ana: Check the logs by Friday | Friday | open']],
  ['must stay: "Let\'s book the room" names nobody', lines("Ana: Let's book the room.", 'Ben: Sure.'), []],
];

const F13: readonly Row[] = [
  ['u29t t47: "We also need to renew the office lease."', lines('Gina: We need to order new laptops for the interns.', "Hal: I'll order the new laptops for the interns by Wednesday.", 'Gina: We also need to renew the office lease.'), ['Hal: Order the new laptops for the interns by Wednesday | Wednesday | open', 'Unassigned: Renew the office lease | - | open']],
  ['u29t t01: "We also need to book the venue" then "I can take that"', lines('Maria: Great. We also need to book the venue for the offsite.', "Kenji: I can take that, I'll have it done by next Tuesday."), ['Kenji: Book the venue for the offsite | next Tuesday | open']],
  ['"We still need to update the wiki."', lines('Ana: We still need to update the wiki.', 'Ben: Right.'), ['Unassigned: Update the wiki | - | open']],
  ['"We\'ll also need to order badges by Friday."', lines("Ana: We'll also need to order badges by Friday.", 'Ben: Right.'), ['Unassigned: Order badges by Friday | Friday | open']],
  ['"We really need to fix the printer."', lines('Ana: We really need to fix the printer.', 'Ben: Yes.'), ['Unassigned: Fix the printer | - | open']],
  ['"We also have to renew the lease."', lines('Ana: We also have to renew the lease.', 'Ben: Yes.'), ['Unassigned: Renew the lease | - | open']],
  ['must stay: "We also need to decide whether …" is a point on the agenda', lines('Tom: We also need to decide whether to launch to everyone or start with a pilot group.', 'Ana: Pilot.'), []],
  ['must stay: "We don\'t also need to …" is no task', lines("Ana: We don't need to renew the lease.", 'Ben: Good.'), []],
];

describe('F8: delegation gives the task to the person it is handed to (u29t)', () => {
  it.each(F8)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});
describe('F13: "We also need to …" is a task nobody owns yet (u29t)', () => {
  it.each(F13)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});
