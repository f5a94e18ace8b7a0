/**
 * s55, tester t-vwa F13 (two of its small points): the e-mail wrote "Send the shortlist to the panel by Wednesday
 * morning" with two spaces (a request's task joined with the reply's date), and the subject fell back to "our meeting"
 * for transcripts that open with "This is the … review for …" (the tester's t2, t5, t8). Every test failed before the
 * fix except the last, which guards a sentence that names no meeting.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';
import {analyseMeeting} from '@site/src/demos/virtual-workplace-assistant/meeting';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s54mt', name), 'utf8');
const subject = (text: string) => {
  const r = analyseMeeting(text, '');
  if (!r.ok) throw new Error(r.error);
  return r.analysis.email.split('\n')[0];
};

describe('t-vwa F13: e-mail details', () => {
  it('no double space in a task (the tester\'s t1)', () => {
    const a = analyse(fixture('t1-zoom.vtt'));
    expect(a.email).toContain('- Hannah Schreiber: Send the shortlist to the panel by Wednesday morning (due Wednesday)');
    for (const x of a.actions) expect(x.task).not.toMatch(/ {2}/);
  });
  it.each([
    ['t2-teams.vtt', 'Subject: Follow-up: Contract renewal review for the Northwind data platform'],
    ['t5-nonlatin.txt', 'Subject: Follow-up: Supplier quality review for the Shenzhen plant'],
    ['t8-zoom-lower-split.vtt', 'Subject: Follow-up: Sprint review for the billing team'],
  ])('the subject of the tester\'s %s comes from its "This is the … review for …" opening', (name, expected) => expect(subject(fixture(name))).toBe(expected));
  it('"Okay everyone, this is the Q4 planning call."', () => expect(subject('Rebecca Stone: Okay everyone, this is the Q4 planning call.\nAna Ruiz: I will send the deck by Friday.')).toBe('Subject: Follow-up: Q4 planning call'));
  it('"This is the week we ship." names no meeting', () => expect(subject('Ana Ruiz: This is the week we ship.\nBen Ode: I will send the deck.')).toBe('Subject: Follow-up: our meeting'));
});
