/**
 * s55, tester u-vwa F3 (medium-high): a date inside a condition became the due date, while the page says "a date inside
 * that condition is never the due date": "Ken, if the budget is approved by Monday, can you order the laptops?" / "Sure,
 * I'll order them." was due Monday (p08), and t3's "I can run the first round of interviews, but only if Tomás sends me
 * the shortlist by the 10th." was "Run the first round of interviews, but", due the 10th. The inputs are the tester's
 * (fixtures/s55vw); the rest are rewordings. The condition-date cases failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse, rows} from './support/meetingRows';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s55vw', name), 'utf8');

describe('u-vwa F3: a date inside a condition is never the due date', () => {
  it('p08: Ken orders the laptops, conditional, due not stated', () => {
    const a = analyse(fixture('p08-cond-date-in-condition.txt'));
    const item = a.actions.find((x) => x.owner === 'Ken Ito')!;
    expect(item, JSON.stringify(a.actions)).toBeDefined();
    expect(item.task).toMatch(/order the laptops/i);
    expect(item.condition).toMatch(/approved by Monday/);
    expect(item.due).toBeNull();
    expect(a.email).not.toMatch(/laptops[^\n]*\(due Monday/);
  });
  it('t3: Eun-ji runs the first round, only if the shortlist comes by the 10th: due not stated, no dangling "but"', () => {
    const a = analyse(fixture('t3-teams-docx-hiring.txt'));
    const item = a.actions.find((x) => /first round of interviews/.test(x.task))!;
    expect(item, rows(fixture('t3-teams-docx-hiring.txt')).join('\n')).toBeDefined();
    expect(item.condition).toMatch(/by the 10th/);
    expect(item.due).toBeNull();
    expect(item.task).not.toMatch(/\bbut\s*$/);
  });
  it.each([
    ['date outside the condition stays', 'Ana Ruiz: If legal approves by Thursday, I will send the contract on Friday.', 'Friday'],
    ['a condition without a date leaves the due date', 'Ana Ruiz: If legal approves, I will send the contract on Friday.', 'Friday'],
    ['the same day said for the task too', 'Ana Ruiz: Ben, if the room is free on Monday, can you set up the projector on Monday?\nBen Ode: Sure, I will.', 'Monday'],
  ])('%s', (_name, text, due) => {
    const item = analyse(text).actions[0];
    expect(item.due).toBe(due);
  });
});
