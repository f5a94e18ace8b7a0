/**
 * s55, tester t-vwa2 F1: after "Let's go with the annual plan" … "Actually no, let's not do the annual plan. We'll stay
 * month-to-month until Q2.", the decision listed (and written into the e-mail) was the negation, "Actually no, let's not
 * do the annual plan.", and what was decided, month-to-month, was missing. Now the plan after the negation in the same
 * turn is the decision; a negation with no plan after it only takes the earlier decision back and is no decision itself.
 * fixtures/s55vw/t1-plain.txt is the tester's transcript; the other rows are written for this file. The tester's t1 and
 * the two "negation alone" tests failed before the fix; the "won't" and "don't" rows and the last test guard wordings
 * that already worked.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';

const standing = (text: string) => analyse(text).decisions.filter((d) => !d.superseded).map((d) => d.text);
const changed = (text: string) => analyse(text).decisions.filter((d) => d.superseded).map((d) => `${d.text} -> ${d.superseded!.takenBack ? 'taken back: ' : ''}${d.superseded!.text}`);
const emailDecisions = (text: string) => analyse(text).email.split('Decisions:\n')[1].split('\n\n')[0];

describe('a reversal said as a negation: the decision is what was decided, never the negation (t-vwa2 F1)', () => {
  it('the tester\'s t1: month-to-month, not "let\'s not do the annual plan"', () => {
    const text = readFileSync(join(__dirname, 'fixtures/s55vw/t1-plain.txt'), 'utf8');
    expect(standing(text)).toEqual(["We'll stay month-to-month until Q2."]);
    expect(changed(text)).toEqual(["Let's go with the annual plan from Brightline. -> We'll stay month-to-month until Q2."]);
    expect(emailDecisions(text)).toBe("- We'll stay month-to-month until Q2.");
  });
  const cases: Array<[string, string, string[]]> = [
    ['"we won\'t …", then the plan', "Ana Ruiz: Let's go with the blue theme.\nBen Ode: Actually, we won't use the blue theme. We'll use the green theme, it passes contrast.", ["We'll use the green theme, it passes contrast."]],
    ['"don\'t …", then the plan, "then"', "Ana Ruiz: We decided to ship on Friday.\nBen Ode: Scratch that, don't ship on Friday. Let's ship next Wednesday then.", ["Let's ship next Wednesday then."]],
    ['only a negation: taken back, no standing decision', "Ana Ruiz: Let's go with the annual plan.\nBen Ode: Hmm.\nAna Ruiz: Actually no, let's not do the annual plan.", []],
  ];
  it.each(cases)('%s', (_, text, expected) => {
    expect(standing(text)).toEqual(expected);
    for (const d of standing(text)) expect(d).not.toMatch(/let['’]s not|won['’]t|don['’]t/i);
  });
  it('a negation alone says "taken back" and the e-mail has no decision', () => {
    const text = "Ana Ruiz: Let's go with the annual plan.\nBen Ode: Hmm.\nAna Ruiz: Actually no, let's not do the annual plan.";
    expect(changed(text)).toEqual(["Let's go with the annual plan. -> taken back: Actually no, let's not do the annual plan."]);
    expect(emailDecisions(text)).toBe('- No decisions were recorded.');
  });
  it('a positive reversal still works as before', () => {
    expect(standing("Ana Ruiz: We'll go with the annual plan, not monthly.\nBen Ode: Hmm, actually no, let's stay monthly until the pilot ends.")).toEqual(["Hmm, actually no, let's stay monthly until the pilot ends."]);
  });
});
