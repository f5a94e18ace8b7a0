/**
 * Session 42 (issue 28, tester u29a): Zoho Copilot findings Z-2 (the reader's question kept for Back and
 * a reload, in this tab's session storage, versioned like the other kept records) and 6 (a typo of
 * "without" gets the same guess as other typos).
 */
import {describe, expect, it} from 'vitest';
import {parseQuestion} from '@site/src/demos/zoho-copilot/coql';

const TODAY = '2026-11-27';
/** Finding 6: a typo of "without" gets the guess, as "exept" gets "except"; no records until the reader accepts it. [typed, typo, corrected question]. */
const WITHOUT_TYPOS: ReadonlyArray<[string, string, string]> = [
  ['leads withuot a call', 'withuot', 'leads without a call'],
  ['leads withot a call', 'withot', 'leads without a call'],
  ['leads wihtout a call', 'wihtout', 'leads without a call'],
  ['leads from germany witout a call', 'witout', 'leads from germany without a call'],
];

describe('finding 6: a typo of "without" gets a guess', () => {
  it.each(WITHOUT_TYPOS)('"%s": did you mean "without"; the corrected question is offered and reads', (typed, typo, corrected) => {
    const r = parseQuestion(typed, TODAY);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toContain(`I did not understand “${typo}” (did you mean “without”?), so no records are shown.`);
    expect(r.suggestion).toBe(corrected);
    // A mistyped exclusion word: no "understood so far" that would show the reversed condition.
    expect(r.partial).toBeUndefined();
    expect(parseQuestion(corrected, TODAY).ok).toBe(true);
  });
  it('must keep: a real unknown word gets no guess and the honest "I did not understand"', () => {
    for (const q of ['leads zorbly a call', 'what happened with the zorbly deals?']) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error).toMatch(/I did not understand “[^”]*zorbly/);
      expect(r.suggestion).toBeUndefined();
    }
  });
});
