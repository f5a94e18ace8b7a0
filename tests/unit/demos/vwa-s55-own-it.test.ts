/**
 * s55, tester u-vwa F5 (medium): one unrelated question with an "it" ("Open question from my side: do we patch the
 * reporting server in the same window, or does it wait for the next cycle?") sent the clear, accepted items before it to
 * "check" ("… asked about it after it was first stated"), and the e-mail then listed no action items. An "it" that
 * follows a thing the question names itself points at that thing, not back at an item. The transcripts are the tester's
 * (fixtures/s55vw); the guards are written for this file. The t2 and p12 cases failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse, rows} from './support/meetingRows';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s55vw', name), 'utf8');

describe('u-vwa F5: an unrelated question\'s own "it" does not send the items before it to check', () => {
  it('t2: Stefan\'s rollback plan, Hannah\'s change notice and Olivia\'s conditional policy update are not "check"', () => {
    const text = fixture('t2-teams-patching.vtt');
    const r = rows(text);
    expect(r).toContain('Stefan Novak: Send Olivia Brennan-Clarke a rollback plan before Olivia Brennan-Clarke sign off on it | next Tuesday | open');
    expect(r).toContain("Hannah: Send the change notice to audit when she's back on Monday | Monday | open");
    expect(r).toContain('Olivia Brennan-Clarke: Update the backup policy by end of month | end of month | if legal approves the new retention setting');
    expect(analyse(text).email).not.toContain('No action items were recorded');
  });
  it('p12: Olivia\'s conditional item stays conditional, as with the question said without "it" (p13)', () => {
    const olivia = (name: string) => rows(fixture(name)).find((x) => x.startsWith('Olivia'));
    expect(olivia('p12-unrelated-question-it.txt')).toBe('Olivia Brennan-Clarke: Update the backup policy by end of month | end of month | if legal approves');
    expect(olivia('p12-unrelated-question-it.txt')).toBe(olivia('p13-unrelated-question-noit.txt'));
  });
  it.each([
    ['"Can you send it by Thursday instead?"', 'Ana Ruiz: I will send the deck to the client by Friday.\nBen Ode: Can you send it by Thursday instead?'],
    ['"Is that still the plan for the deck?"', 'Ana Ruiz: I will send the deck to the client by Friday.\nBen Ode: Is that still the plan, or should we wait?'],
  ])('a question whose "it" points back still flags the item: %s', (_name, text) => {
    expect(analyse(text).actions[0].check).toBeTruthy();
  });
});
