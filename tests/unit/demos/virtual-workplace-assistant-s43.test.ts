/**
 * Task 43v (tester u29l, issue 28): the open findings of the Virtual Workplace Assistant. Each block opens with the
 * tester's short transcripts (/tmp/u29l/in/*), copied here; the other rows are this file's own neighbours.
 */
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';

const lines = (...l: string[]) => l.join('\n');
type Row = readonly [string, readonly string[]];
const table = (name: string, list: readonly Row[]) =>
  describe(name, () => {
    it.each(list.map((r, i) => ({name: `row ${i}: ${r[0].slice(-70)}`, r})))('$name', ({r}) => {
      expect(rows(r[0])).toEqual(r[1]);
    });
  });

// V-10: a taker's "I'll do it, by Friday" (a comma before the date) after "Could someone …?" or "someone needs to …" takes
// the open task with that date; the comma is only a pause. "I can do that, I'll …" still opens another task.
const MARCUS = 'Marcus: Update the 404 page by Friday | Friday | open';
table('V-10: a comma before the taker\'s date', [
  // probe/p11.txt, p9.txt
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do it, by Friday.'), [MARCUS]],
  [lines('Jamal: Also someone needs to update the 404 page.', 'Marcus: I\'ll do it, by Friday.'), [MARCUS]],
  // Neighbours.
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do that, tomorrow.'), ['Marcus: Update the 404 page tomorrow | tomorrow | open']],
  [lines('Jamal: Someone should update the 404 page.', 'Marcus: OK, I\'ll take it, by Friday.'), [MARCUS]],
  [lines('Jamal: Somebody has to update the 404 page.', 'Marcus: I\'ll handle it, before Monday.'), ['Marcus: Update the 404 page before Monday | Monday | open']],
  [lines('Jamal: Marcus, can you update the 404 page?', 'Marcus: I\'ll do it, by Friday.'), [MARCUS]],
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do this, next week.'), ['Marcus: Update the 404 page next week | next week | open']],
  // Another clause after the comma is no part of the task (it named nothing, or the item was lost).
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do it, I promise.'), ['Marcus: Update the 404 page | - | open']],
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do that, no problem.'), ['Marcus: Update the 404 page | - | open']],
]);

// V-9: a yes from the person just asked, then "it"/"them" for the request's thing ("Happy to, I will have it by Friday",
// "Sure, I'll talk to them tomorrow"): one row, the request's task, the reply's date; "it" was the line before.
const SARA = 'Sara: Tolu, can you draft the seating plan?';
table('V-9: a yes with "it" answers the request just made', [
  // probe/p4.txt, p5.txt, 31-realistic.txt
  [lines(SARA, 'Tolu: Happy to, I will have it by Friday.'), ['Tolu: Draft the seating plan by Friday | Friday | open']],
  [lines(SARA, 'Tolu: Happy to, I\'ll have it by next Friday.'), ['Tolu: Draft the seating plan by next Friday | next Friday | open']],
  [lines('Helen: Jamal, can you also loop in SEO on the new URLs?', 'Jamal: Sure, I\'ll talk to them tomorrow.'), ['Jamal: Loop in SEO on the new URLs tomorrow | tomorrow | open']],
  // Neighbours.
  [lines(SARA, 'Tolu: Yes, I\'ll get on it by Monday.'), ['Tolu: Draft the seating plan by Monday | Monday | open']],
  [lines('Sara: Tolu, could you call the caterers?', 'Tolu: OK, I\'ll ring them.'), ['Tolu: Call the caterers | - | open']],
  [lines('Sara: Tolu, can you fix the printer by Thursday?', 'Tolu: Sure, I\'ll look at it tomorrow.'), ['Tolu: Fix the printer tomorrow | tomorrow | open']],
  [lines(SARA, 'Tolu: Of course, I\'ll start on it after lunch.'), ['Tolu: Draft the seating plan | - | check']],
  // The request that the yes took over is no doubt about the replier's earlier item (31-realistic.txt).
  [lines('Jamal: I\'ll send the draft by Wednesday.', 'Helen: Jamal, can you also loop in SEO on the new URLs?', 'Jamal: Sure, I\'ll talk to them tomorrow.'), ['Jamal: Send the draft by Wednesday | Wednesday | open', 'Jamal: Loop in SEO on the new URLs tomorrow | tomorrow | open']],
  // Someone other than the person asked: "it" is still open to check.
  [lines(SARA, 'Ben: Sure, I\'ll have it by Friday.'), ['Tolu: Draft the seating plan | - | open', 'Ben: Have it by Friday | Friday | check']],
]);
