/**
 * Task 42v3 (tester u29l, issue 28): confidently wrong rows of the Virtual Workplace Assistant. Each block opens with the
 * tester's short transcripts (/tmp/u29l/in/*), copied here; the other rows are this file's own neighbours.
 */
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';

const lines = (...l: string[]) => l.join('\n');
const ASK = 'Lea: Sam, can you update the risk register by Friday?';
const SAM = 'Sam: Update the risk register by Friday | Friday';

// V-2: a bare countermand ("Let's not", "Don't bother") said to someone else's question or suggestion answers that line;
// it takes back an accepted task only when it names it or answers it directly, and "To check" when unsure.
// [transcript, rows expected]
const V2: ReadonlyArray<readonly [string, readonly string[]]> = [
  // back/b01.txt … b05.txt
  [lines(ASK, 'Sam: Sure.', 'Kai: Should we also invite the auditors?', 'Lea: Never mind, let\'s not.'), [`${SAM} | open`]],
  [lines(ASK, 'Sam: Sure.', 'Kai: Maybe we should order pizza for the workshop.', 'Lea: Let\'s not.'), [`${SAM} | open`]],
  [lines(ASK, 'Sam: Sure.', 'Kai: Do we still need the old dashboard?', 'Lea: Let\'s drop it.'), [`${SAM} | open`]],
  [lines(ASK, 'Sam: Sure.', 'Kai: I could also rewrite the whole register in Notion.', 'Lea: Don\'t bother.'), [`${SAM} | open`]],
  [lines(ASK, 'Sam: Sure.', 'Kai: What about the office plants?', 'Lea: Forget it, not our problem.'), [`${SAM} | open`]],
  // probe/p7.txt, p8.txt
  [lines('Maria: Ben, can you call the landlord today?', 'Ben: Yes.', 'Priya: We still don\'t know whether the heating is covered.', 'Maria: Let\'s park that.'), ['Ben: Call the landlord today | today | open']],
  [lines('Maria: Ben, can you call the landlord today?', 'Ben: Yes.', 'Priya: Is the heating covered?', 'Maria: Let\'s park that until he replies.'), ['Ben: Call the landlord today | today | open']],
  // Neighbours. Right after the yes, the countermand answers the task: taken back.
  [lines(ASK, 'Sam: Sure.', 'Lea: Actually, let\'s not.'), [`${SAM} | back`]],
  [lines('Sam: I\'ll send the deck by Friday.', 'Lea: Scratch that.'), ['Sam: Send the deck by Friday | Friday | back']],
  // Named: the named task is taken back whatever came between.
  [lines(ASK, 'Sam: Sure.', 'Kai: Maybe we should order pizza for the workshop.', 'Lea: Let\'s not update the risk register.'), [`${SAM} | back`]],
  // The suggestion itself became a task: the bare countermand takes that one back, Sam's stays.
  [lines(ASK, 'Sam: Sure.', 'Kai: Should we invite the auditors?', 'Sam: Sure, I\'ll invite them by Monday.', 'Lea: Let\'s not.'), [`${SAM} | open`, 'Sam: Invite them by Monday | Monday | back']],
  // Someone else's statement between the task and the countermand: which it means is unsure.
  [lines(ASK, 'Sam: Sure.', 'Kai: The auditors arrive on Monday.', 'Lea: Let\'s park that.'), [`${SAM} | check`]],
  // Questions and suggestions by the same speaker as the countermand do not shield the task.
  [lines(ASK, 'Sam: Sure.', 'Lea: Hmm, is that really needed? Let\'s not.'), [`${SAM} | back`]],
];

describe('V-2: a bare countermand answers the line just raised', () => {
  it.each(V2.map((r, i) => ({name: `row ${i}: ${r[0].slice(-60)}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
  });
});

// V-4: a reply that opens with a yes and mentions being away is never a refusal: the person asked keeps the task, with the
// new date when one is given; the day away is another date in the reply, so the doubt rule lists it under "To check" for
// a person to confirm. Away with no yes stays a refusal.
// [transcript, rows expected]
const RAVI = 'Ravi: Ines, could you write the test plan by the 10th?';
const V4: ReadonlyArray<readonly [string, readonly string[]]> = [
  // replies/r12.txt, r07.txt, r08.txt
  [lines(ASK, 'Sam: No problem, I\'m out tomorrow but it\'ll be done Friday.'), [`${SAM} | check`]],
  [lines(ASK, 'Sam: Sure, though I\'m travelling Thursday.'), [`${SAM} | check`]],
  [lines(ASK, 'Sam: Yes, but I\'m on holiday next week so Thursday.'), ['Sam: Update the risk register | Thursday | check']],
  // probe/p1.txt, p3.txt
  [lines(RAVI, 'Ines: Sure, but I am away on the 10th, so by the 20th.'), ['Ines: Write the test plan | the 20th | check']],
  [lines(RAVI, 'Ines: Yes, I\'m out next week though.'), ['Ines: Write the test plan by the 10th | the 10th | check']],
  // Neighbours: a yes with an absence.
  [lines(ASK, 'Sam: OK, I\'m off on Monday but that\'s fine.'), [`${SAM} | check`]],
  [lines(ASK, 'Sam: Absolutely, although I\'m on leave next week.'), [`${SAM} | check`]],
  // An absence with no yes, or a yes that goes on to say it cannot be done, is still a refusal.
  [lines(ASK, 'Sam: I\'m out next week.'), [`${SAM} | declined`]],
  [lines(ASK, 'Sam: Sorry, I\'m on holiday until the 20th.'), [`${SAM} | declined`]],
  [lines(ASK, 'Sam: Sure, but I can\'t, I\'m travelling.'), [`${SAM} | declined`]],
];

describe('V-4: a yes that mentions being away is a yes', () => {
  it.each(V4.map((r, i) => ({name: `row ${i}: ${r[0].slice(-60)}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
  });
});

// V-10: a comma before the date in the taker's reply ("I'll handle it, by Monday.") does not stay in the task's words.
// [transcript, rows expected]
const V10: ReadonlyArray<readonly [string, readonly string[]]> = [
  // probe/p11.txt ("I'll do it, by Friday.") still lists no item: not fixed in this task (see the task 42v3 report).
  // Without the comma, and other pronoun replies with a comma.
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do it by Friday.'), ['Marcus: Update the 404 page by Friday | Friday | open']],
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll handle it, by Monday.'), ['Marcus: Update the 404 page by Monday | Monday | open']],
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll take care of it, tomorrow.'), ['Marcus: Update the 404 page tomorrow | tomorrow | open']],
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do it.'), ['Marcus: Update the 404 page | - | open']],
];

describe('V-10: a comma before the date keeps owner and date', () => {
  it.each(V10.map((r, i) => ({name: `row ${i}: ${r[0].slice(-60)}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
  });
});
