/**
 * s52-k5, issue 28, u35d F6: the comparison under an answer said "No word differs" (no marked word) under the note "it
 * says the opposite" for W7 "The replacement is charged to the employee, not to the team budget [1]" beside "The
 * replacement is charged to the team budget, not to the employee." (the tester's passage, /tmp/u35d results_model*.json).
 */
import {describe, expect, it} from 'vitest';
import {compareWithPassages} from '@site/src/demos/kit/evidence';
import {unsupportedCitations} from '@site/src/demos/kit/support';

const LOST = 'Lost laptops\nA lost laptop must be reported to security within 1 hour. The replacement is charged to the team budget, not to the employee.';
const marked = (runs: ReadonlyArray<{text: string; mark?: boolean}>) => runs.filter((r) => r.mark).map((r) => r.text.trim());

describe('u35d F6: what one side sets aside with ", not" and the other asserts is marked on both sides', () => {
  it.each([
    ['W7', 'The replacement is charged to the employee, not to the team budget [1].', ['employee'], ['team', 'budget']],
    ['the passage’s aside given to the claim', 'The replacement is charged to the employee, not the team [1].', ['employee'], ['team']],
    ['"and not"', 'The replacement is charged to the employee, and not to the team budget [1].', ['employee'], ['team', 'budget']],
  ])('%s', (_name, answer, claimMarks, passageMarks) => {
    const [c] = compareWithPassages(answer, [LOST]);
    expect(c.differs).toBe(true);
    expect(marked(c.runs)).toEqual(expect.arrayContaining(claimMarks));
    const shown = c.passages.find((p) => p.text.includes('not to the employee'))!;
    expect(marked(shown.runs).join(' ')).toMatch(new RegExp(passageMarks.join('|')));
    // The support check agrees: the answer is noted.
    expect(unsupportedCitations(answer, [LOST]).length).toBeGreaterThan(0);
  });
  it.each([
    ['the passage’s own sentence', 'The replacement is charged to the team budget, not to the employee [1].'],
    ['the same, shorter', 'The replacement is charged to the team budget [1].'],
  ])('nothing is marked on a right answer: %s', (_name, answer) => {
    const [c] = compareWithPassages(answer, [LOST]);
    expect(c.differs).toBe(false);
  });
});
