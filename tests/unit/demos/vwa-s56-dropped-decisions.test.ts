/**
 * s56, tester v-vwa F1 (high): a decision the meeting dropped in everyday words stayed a standing decision, on the page
 * and in the e-mail ("Let's go with Annecy" … "So Annecy is out. The Lyon conference center it is."). The transcripts are
 * the tester's (fixtures/s56vw5: t4-plain.txt and variants-reversal.json); the other wordings are written for this file.
 * Every reversal case failed before the fix (the old decision was listed with no change).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';

const dir = join(__dirname, 'fixtures/s56vw5');
const variants = JSON.parse(readFileSync(join(dir, 'variants-reversal.json'), 'utf8')) as Record<string, string>;
const emailDecisions = (text: string) => analyse(text).email.split('Decisions:\n')[1]?.split('\n\n')[0] ?? '';

describe('v-vwa F1: a decision dropped in everyday words is marked changed, and the new plan is the decision', () => {
  it('t4: "So Annecy is out. The Lyon conference center it is."', () => {
    const a = analyse(readFileSync(join(dir, 't4-plain.txt'), 'utf8'));
    const annecy = a.decisions.find((d) => d.text.includes('Annecy'))!;
    expect(annecy.superseded?.text).toBe('The Lyon conference center it is.');
    expect(a.decisions.filter((d) => !d.superseded).map((d) => d.text)).toContain('The Lyon conference center it is.');
    expect(emailDecisions(readFileSync(join(dir, 't4-plain.txt'), 'utf8'))).toMatch(/^- The Lyon conference center it is\.$/m);
    expect(a.email).toMatch(/Let's go with Annecy, it's closer to the office\. \(changed later, line 9/);
  });

  it.each([
    ['out-it-is', 'The Lyon conference center it is.'],
    ['forget-then', 'Lyon then.'],
    ['change-of-plan', 'Change of plan: we book Lyon instead.'],
    ['second-thought', "On second thought, let's do Lyon."],
    ['other-speaker', 'Then Lyon is the only option.'],
  ])('variant %s', (name, now) => {
    const a = analyse(variants[name]);
    const old = a.decisions.find((d) => d.line === 1)!;
    expect(old.superseded?.text, JSON.stringify(a.decisions)).toBe(now);
    expect(emailDecisions(variants[name])).not.toMatch(/^- .*Annecy.*$/m);
    expect(emailDecisions(variants[name])).toContain(`- ${now}`);
  });

  it.each([
    ['"then not fourteen days" before the new plan', 'Nadia Rahman: We decided to cut debug log retention to fourteen days.\nSamuel Osei: Support needs debug logs for a month.\nNadia Rahman: Okay, then not fourteen days. We\'ll keep them for thirty days.', "We'll keep them for thirty days."],
    ['"the dinner is off" with no new plan: only taken back', 'Ana Ruiz: We agreed on a team dinner on Friday.\nBen Ode: Half the team is traveling.\nAna Ruiz: Then the team dinner is off.', 'Then the team dinner is off.'],
    ['"drop the survey"', 'Ana Ruiz: Decision: we send the survey to all customers.\nBen Ode: Legal has concerns.\nAna Ruiz: Fine, drop the survey. We\'ll run five interviews instead.', "We'll run five interviews instead."],
  ])('%s', (_name, text, now) => {
    const old = analyse(text).decisions.find((d) => d.line === 1)!;
    expect(old.superseded?.text).toBe(now);
  });

  it.each([
    ['someone out of office', "Laura Becker: Let's go with Annecy.\nLaura Becker: Chen is out today, but Chen will draft the agenda by end of month."],
    ['another subject is out', "Laura Becker: Let's go with Annecy.\nPriya Nair: The old projector is out.\nLaura Becker: Fine."],
    ['the same plan said again', "Laura Becker: Let's go with Lyon.\nPriya Nair: Lyon then."],
    ['"don\'t forget the badges"', "Laura Becker: We agreed on Lyon for the offsite.\nPriya Nair: Don't forget the badges for Lyon."],
    ['"so be it"', "Laura Becker: We agreed on Lyon for the offsite.\nPriya Nair: It is what it is."],
  ])('not changed: %s', (_name, text) => {
    expect(analyse(text).decisions.find((d) => d.line === 1)?.superseded).toBeFalsy();
  });
  it('not changed: one\'s own "I\'ll drop the custom icon set then" carries the decision out (s56vw t5 wording)', () => {
    const a = analyse("Hannah Schäfer: Then let's not do the custom icon set. We'll use the system icons and tint the six status badges.\nLucía Romero: Okay, I'll drop the custom icon set then. I'll tint the badges this sprint.");
    const icons = a.decisions.find((d) => d.text.includes('system icons'));
    expect(icons, JSON.stringify(a.decisions)).toBeDefined();
    expect(icons!.superseded).toBeFalsy();
  });
});
