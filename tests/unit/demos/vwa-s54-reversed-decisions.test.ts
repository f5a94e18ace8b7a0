/**
 * s54, tester t-vwa F1 (high): a decision reversed or corrected later in the meeting ("Actually no …", "scratch that",
 * "on second thought", "let's make it the 10th then", "Porto instead of Lisbon", "we'll stay with …") was listed as a
 * standing decision and written into the e-mail, and the final version was missing. The transcripts t1, t3, t6, t7, t8,
 * m3, m4 and m5 are the tester's own (fixtures/s54mt, copied from /tmp/t-vwa/inputs); the rewordings are written for this
 * file. Every reversal case failed before the fix; the "not reversed" rows guard decisions that must stay.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s54mt', name), 'utf8');
const standing = (text: string) => analyse(text).decisions.filter((d) => !d.superseded).map((d) => d.text);
/** The e-mail's "Decisions:" block: the lines up to the next blank line. */
const emailDecisions = (text: string) => analyse(text).email.split('Decisions:\n')[1].split('\n\n')[0];

/** [case, transcript, words of the final decision, words of the overturned one] */
const cases: Array<[string, string, string, string]> = [
  ['t1 "Actually no … Let\'s do one combined …"', fixture('t1-zoom.vtt'), 'one combined technical round', 'two technical rounds'],
  ['t3 "Let\'s make it Monday the 10th then"', fixture('t3-teams-docx.txt'), 'Monday the 10th', 'relaunch date is the 9th'],
  ['t6 "Actually, scratch Grafana. We\'ll stay with …" (60 turns later)', fixture('t6-long.txt'), 'stay with the current dashboards', 'Grafana for the new dashboards'],
  ['t7 "let\'s go with Porto instead of Lisbon"', fixture('t7-reversals.txt'), 'Porto instead of Lisbon', 'hold it in Lisbon'],
  ['t8 "On second thought … Let\'s prioritize the dunning emails first"', fixture('t8-zoom-lower-split.vtt'), 'prioritize the dunning emails first', 'tax report over the dunning'],
  ['m3 "Actually no, let\'s go with Porto instead"', fixture('m3-reverse.txt'), 'Porto', 'Lisbon for the offsite'],
  ['m4 "scratch that, we ship next Wednesday instead"', fixture('m4-reverse-scratch.txt'), 'next Wednesday', 'ship on Friday'],
  ['m5 "actually no, let\'s stay monthly"', fixture('m5-brief-phrases.txt'), 'stay monthly', 'annual plan'],
  // Own rewordings.
  ['change of plan', 'Ana Ruiz: We agreed to hold the retro on Thursday.\nBen Ode: Half the team is out Thursday.\nAna Ruiz: Change of plan: we will hold the retro on Tuesday.', 'retro on Tuesday', 'retro on Thursday'],
  ['"no, wait" in the next turn', 'Ana Ruiz: Let\'s go with the blue logo.\nBen Ode: No, wait, the blue one failed the contrast check. Let\'s use the green logo.\nAna Ruiz: Fine.', 'green logo', 'blue logo'],
  ['"on second thought" by another speaker, same topic word', 'Ana Ruiz: Decision: the launch moves to May.\nBen Ode: The budget review is on Friday.\nCarl Lutz: I will send the numbers by Thursday.\nBen Ode: On second thought, the launch stays in April. We will keep April.', 'keep April', 'launch moves to May'],
  ['"scratch that" in the same turn', 'Ana Ruiz: We decided to use Slack for the project. Scratch that, we will use Teams, the client is on Teams.', 'use Teams', 'use Slack'],
];

describe('t-vwa F1: a decision overturned later is never shown as standing, and the final one is listed', () => {
  it.each(cases)('%s', (_name, text, final, overturned) => {
    const list = standing(text);
    expect(list.some((d) => d.includes(final)), `final "${final}" in ${JSON.stringify(list)}`).toBe(true);
    expect(list.some((d) => d.includes(overturned)), `overturned "${overturned}" in ${JSON.stringify(list)}`).toBe(false);
    const email = emailDecisions(text);
    expect(email).toContain(final);
    expect(email).not.toContain(overturned);
  });

  it.each(cases)('%s: the overturned decision is shown with the line that changed it', (_name, text, final, overturned) => {
    const a = analyse(text);
    const old = a.decisions.find((d) => d.text.includes(overturned));
    // Kept visibly as superseded (never dropped silently), pointing at the line of the final version.
    expect(old?.superseded).toBeTruthy();
    const now = a.decisions.find((d) => d.text.includes(final) && !d.superseded)!;
    expect(old!.superseded!.line).toBe(now.line);
    expect(a.email).toContain(`${old!.text} (changed later, line ${now.line}`);
  });

  it.each([
    ['a decision followed by an addition ("actually, let\'s also …")', 'Ana Ruiz: We decided to ship on Friday.\nBen Ode: Actually, let\'s also tell support on Thursday.', 'ship on Friday'],
    ['a decision followed by an unrelated "instead" action', 'Ana Ruiz: We agreed to move the offsite to Porto.\nBen Ode: I can\'t draft the agenda.\nCarl Lutz: I will draft it instead.', 'offsite to Porto'],
    ['t5 "We agreed to add a second inspection step" (not reversed)', fixture('t5-nonlatin.txt'), 'second inspection step'],
    ['t4 weekend move (not reversed)', fixture('t4-plain.txt'), 'weekend'],
    ['a decision and a later unrelated "actually" plan far away', `Ana Ruiz: Let's go with the new vendor for catering.\n${Array.from({length: 20}, (_, i) => `Ben Ode: Item ${i + 1} of the review is fine.`).join('\n')}\nAna Ruiz: Actually, let's meet again next week.`, 'new vendor for catering'],
  ] as const)('not reversed, stays: %s', (_name, text, kept) => {
    expect(standing(text).some((d) => d.includes(kept))).toBe(true);
    expect(emailDecisions(text)).toContain(kept);
  });
});
