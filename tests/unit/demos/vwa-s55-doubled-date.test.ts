/**
 * s55, tester u-vwa F4 (medium-low): "Stefan, can you schedule the production patch for Saturday the 14th?" / "Yes, I'll
 * schedule it for Saturday the 14th." became the task "Schedule the production patch for Saturday the 14th for Saturday
 * the 14th", on the page and in the e-mail. The reply's date, already in the request, is said once. The probe is the
 * tester's (fixtures/s55vw/p13); it failed before the fix. The due column stays as it was ("for <day>" is when the work
 * is scheduled, which the assistant does not read as a due date).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';

describe('u-vwa F4: a date said in the request and again in the reply is in the task once', () => {
  it('p13: "Schedule the production patch for Saturday the 14th"', () => {
    const a = analyse(readFileSync(join(__dirname, 'fixtures/s55vw/p13-unrelated-question-noit.txt'), 'utf8'));
    const item = a.actions.find((x) => x.owner === 'Stefan Novak')!;
    expect(item.task).toBe('Schedule the production patch for Saturday the 14th');
    expect(a.email).not.toContain('the 14th for Saturday');
  });
  it('a task whose words only look alike keeps them ("by Friday, by Friday noon" is not one phrase said twice)', () => {
    const item = analyse('Ana Ruiz: Ben, can you send the draft by Friday?\nBen Ode: Yes, by Friday noon.').actions[0];
    expect(item.task).not.toMatch(/(\b.+\b) \1$/);
  });
});
