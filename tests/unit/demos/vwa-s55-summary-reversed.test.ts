/**
 * s55, tester u-vwa F1 (high): the extractive summary, and so the e-mail's Summary block, repeated plans the meeting
 * reversed ("Okay, let's go with Lyon." after "Then scratch Lyon. We'll go with Como."; the first-evening dinner; the
 * weekend firmware rollout; "hire two in January and one in March" and "post the two job ads", both changed later)
 * without the new ones. A summary sentence changed later now carries the change ("changed later, line N: …"). The
 * transcripts are the tester's (fixtures/s55vw, from /tmp/u-vwa/inputs). Every reversal case failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s55vw', name), 'utf8');
const emailSummary = (text: string) => analyse(text).email.split('Summary:\n')[1].split('\n\n')[0];

/** [case, transcript, words of the reversed plan, words of what replaced it] */
const cases: Array<[string, string, string, string]> = [
  ['t6 Lyon → Como', fixture('t6-offsite-reversals.txt'), "let's go with Lyon", 'go with Como'],
  ['t6 dinner first → second evening', fixture('t6-offsite-reversals.txt'), 'dinner on the first evening', 'second evening'],
  ['t1 weekend rollout → two waves', fixture('t1-zoom-scanner.vtt'), 'all 140 scanners this weekend', 'weekend rollout'],
  ['t3 two in January and one in March → all three in January', fixture('t3-teams-docx-hiring.txt'), 'two in January and one in March', 'all three in January'],
  ['t3 two job ads → three', fixture('t3-teams-docx-hiring.txt'), 'post the two job ads', 'three job ads instead of two'],
];

describe('u-vwa F1: a summary sentence whose plan was changed later never stands alone', () => {
  it.each(cases)('%s: on the page', (_name, text, reversed, replaced) => {
    const summary = analyse(text).summary;
    for (const s of summary.filter((x) => x.text.includes(reversed))) {
      expect(s.text, 'the reversed plan is paired with its change').toMatch(/changed later, line \d+/);
      expect(s.text).toContain(replaced);
    }
  });
  it.each(cases)('%s: in the e-mail', (_name, text, reversed, replaced) => {
    for (const line of emailSummary(text).split('\n').filter((l) => l.includes(reversed))) expect(line).toContain(replaced);
  });
  it('the e-mail of t6 no longer tells colleagues "let\'s go with Lyon" on its own', () => {
    const block = emailSummary(fixture('t6-offsite-reversals.txt'));
    expect(block).toContain('Lyon');
    expect(block).toMatch(/let's go with Lyon\. \(changed later, line 7: "[^"]*Como/);
  });
  it('t3: the change itself and an unrelated commitment are not paired with a later change about other things', () => {
    const summary = analyse(fixture('t3-teams-docx-hiring.txt')).summary;
    for (const words of ["Let's change that: all three in January", "I'll ask the sales academy for a trainer", "Then I'll post three job ads instead of two"]) {
      const s = summary.find((x) => x.text.startsWith(words));
      expect(s, words).toBeDefined();
      expect(s!.text).not.toContain('changed later');
    }
  });
  it.each([
    ['a plan followed by an unrelated "instead" line', "Ana Ruiz: Let's hold the quarterly planning offsite in Porto this spring.\nBen Ode: I can't draft the agenda for the planning offsite.\nCarl Lutz: I will draft the budget sheet instead.\nAna Ruiz: Thanks everyone, the planning offsite in Porto will be great."],
    ['a plan followed by an addition', "Ana Ruiz: Let's ship the billing release on Friday after the review meeting.\nBen Ode: Actually, let's also tell support about the billing release on Thursday.\nAna Ruiz: Good, the billing release review meeting is booked."],
  ])('not changed: %s', (_name, text) => {
    for (const s of analyse(text).summary) expect(s.text).not.toContain('changed later');
  });
});
