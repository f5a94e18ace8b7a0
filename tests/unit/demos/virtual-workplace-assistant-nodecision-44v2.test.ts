/**
 * Task 44v2 (tester u30b, issue 28). F14: a negated decision ("We decided nothing about food last time", "We haven't
 * decided", "We didn't agree on …") and a conditional one ("If the budget is approved, we'll go with Acme", "We'll go with
 * Acme if the budget is approved") decide nothing: neither is listed under Decisions nor in the e-mail. Rows marked u30b
 * are the tester's (/tmp/u30b/in/t66); the others were written for this table.
 */
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';

const decisions = (t: string) => analyse(t).decisions.map((d) => d.text);
const lines = (...l: string[]) => l.join('\n');

const ROWS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['u30b t66: "We decided nothing about food last time."', lines('Ana: Did we pick a caterer?', 'Sam: Not yet. We decided nothing about food last time.'), []],
  ['u30b t66: "If the budget is approved, we\'ll go with Acme."', lines('Rita: If the budget is approved, we\'ll go with Acme.', 'Sam: OK.'), []],
  ['"We\'ll go with Acme if the budget is approved."', lines("Rita: We'll go with Acme if the budget is approved.", 'Sam: OK.'), []],
  ['"We have not decided on the venue."', lines('Rita: We have not decided on the venue.', 'Sam: OK.'), []],
  ['"We agreed on nothing."', lines('Rita: We agreed on nothing.', 'Sam: True.'), []],
  ['"Unless legal objects, let\'s go with Acme."', lines("Rita: Unless legal objects, let's go with Acme.", 'Sam: OK.'), []],
  ['must stay: "We decided to move the offsite to Lisbon."', lines('Rita: We decided to move the offsite to Lisbon.', 'Sam: Great.'), ['We decided to move the offsite to Lisbon.']],
  ['must stay: a condition in a later clause leaves the decision', lines('Maria: We decided to launch to the pilot group first, then open to everyone two weeks later if the error rate stays low.', 'Tom: Good.'), ['We decided to launch to the pilot group first, then open to everyone two weeks later if the error rate stays low.']],
  ['must stay: "Let\'s go with the blue logo."', lines("Rita: Let's go with the blue logo.", 'Sam: Great.'), ["Let's go with the blue logo."]],
  ['must stay: "We agreed to cap the budget at 20,000 euros."', lines('Rita: We agreed to cap the budget at 20,000 euros.', 'Sam: Good.'), ['We agreed to cap the budget at 20,000 euros.']],
];

describe('F14: a negated or conditional decision decides nothing (u30b)', () => {
  it.each(ROWS)('%s', (_n, t, expected) => {
    expect(decisions(t)).toEqual(expected);
    const [, inMail = ''] = analyse(t).email.split(/Decisions:?/);
    for (const d of expected) expect(inMail).toContain(d.replace(/\.$/, ''));
  });
});
