/**
 * s56, tester v-vwa F3: a question the meeting left open ("No idea yet.", "We haven't decided on that.", "We still need
 * to decide that.") was dropped as soon as anyone committed to anything after it, even something unrelated. Only an answer
 * to that question closes it. The transcripts are the tester's (fixtures/s56vw5); the listed cases failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';

const dir = join(__dirname, 'fixtures/s56vw5');
const file = (name: string) => readFileSync(join(dir, name), 'utf8');
const openq = JSON.parse(file('variants-openq.json')) as Record<string, string>;
const open = (text: string) => analyse(text).openQuestions.map((q) => q.text);

describe('v-vwa F3: an unrelated commitment or decision does not close an open question', () => {
  it.each([
    ['t2-noidea-then-unrelated-ill', openq['t2-noidea-then-unrelated-ill'], 'Does the pilot need sign-off from the CFO?'],
    ['t2-noidea-alone', openq['t2-noidea-alone'], 'Does the pilot need sign-off from the CFO?'],
    ['t3-havent-decided', openq['t3-havent-decided'], 'And should we publish the dark mode post before or after the product release?'],
    ['t3-havent-decided-alone', openq['t3-havent-decided-alone'], 'And should we publish the dark mode post before or after the product release?'],
    ['t4-travel ("I\'ll ask finance …" finds out, it does not answer)', openq['t4-travel'], 'What about travel? Are we reimbursing train tickets or organizing a group booking?'],
    ['t2-teams.vtt', file('t2-teams.vtt'), 'Does the pilot need sign-off from the CFO?'],
    ['t3-teams-docx.txt', file('t3-teams-docx.txt'), 'And should we publish the dark mode post before or after the product release?'],
    ['t4-plain.txt', file('t4-plain.txt'), 'What about travel? Are we reimbursing train tickets or organizing a group booking?'],
  ])('%s', (_name, text, question) => {
    expect(open(text)).toContain(question);
    expect(analyse(text).email).toContain(`- ${question}`);
  });

  it.each([
    ['an answer to the choice', 'Omar Haddad: Should we publish the post before or after the release?\nGrace Liu: We haven\'t decided on that.\nGrace Liu: Decision: we publish it after the release.'],
    ['a yes/no question answered in its own words', 'Ben Adeyemi: Does the pilot need sign-off from the CFO?\nHannah Schmidt: No idea yet.\nSofia Marchetti: We agreed the CFO signs off on every pilot.'],
    ['a short taking-on', 'Ana Ruiz: Who owns the SSO rollout?\nBen Ode: No idea.\nCarla Diaz: That\'s me, I\'ll own it.'],
  ])('still closed: %s', (_name, text) => {
    expect(open(text)).toEqual([]);
  });
});
