/**
 * s56-sup (issue 28, tester u-dqa F4): the support check over u-dqa's model replies with the passages the page sent
 * (fixtures/s56sup/udqa-cases.json, built by build-udqa-cases.py from /tmp/u-dqa). The page flagged 45 of 48 wrong
 * replies and 9 of 55 right ones (F4: "Ms."/"Mrs." added, "Don't", a date in words, "one and a half times", "DB",
 * a section heading read as a sentence, "Call" for "by phone"). Limits: wrong flagged may go up, never down; right
 * flagged may go down, never up. On integration (6afd9d30): 48 of 48 wrong flagged, 9 of 55 right flagged; after: 48, 0.
 */
import {describe, expect, it} from 'vitest';
import cases from './fixtures/s56sup/udqa-cases.json';
import {checkCitations} from '@site/src/demos/kit/match';
import {declines} from '@site/src/demos/kit/refusal';
import {citesNoPassage, unsupportedCitations} from '@site/src/demos/kit/support';

type Case = {id: string; doc: string; question: string; answer: string; kind: 'R' | 'W'; note: string; pageFlagged: boolean; passages: string[]};

/** As CheckedAnswer warns (the same rule as support-harness-50k.test.ts, not imported so that its tests do not run here). */
function flagged(answer: string, passages: readonly string[]): boolean {
  if (checkCitations(answer, passages.length, '').invalid.length) return true;
  if (declines(answer)) return false;
  return unsupportedCitations(answer, passages).length > 0 || citesNoPassage(answer, passages.length);
}

const all = cases as Case[];
const wrong = all.filter((c) => c.kind === 'W');
const right = all.filter((c) => c.kind === 'R');

describe('u-dqa model replies (48 wrong, 55 right)', () => {
  it('counts', () => {
    const caught = wrong.filter((c) => flagged(c.answer, c.passages));
    const falseFlags = right.filter((c) => flagged(c.answer, c.passages));
    console.log(`u-dqa: wrong flagged ${caught.length}/${wrong.length}; right flagged ${falseFlags.length}/${right.length}`);
    for (const c of wrong.filter((x) => !caught.includes(x))) console.log('  wrong passes:', c.id, c.answer);
    for (const c of falseFlags) console.log('  right flagged:', c.id, c.answer, JSON.stringify(unsupportedCitations(c.answer, c.passages)).slice(0, 400));
    expect(wrong.length).toBe(48);
    expect(right.length).toBe(55);
    expect(caught.length).toBeGreaterThanOrEqual(48);
    expect(falseFlags.length).toBeLessThanOrEqual(0);
  });
});

const byId = (id: string) => all.find((c) => c.id === id)!;
describe('u-dqa F4: each of the 9 right paraphrases passes, and a wrong one beside it is still flagged', () => {
  it.each([
    ['results-model#18', 'The landlord is Ms. Halvorsen [1].', 'The landlord is Ms. Hansen [1].'],
    ['results-names-model#5', 'The landlord is Mrs. Halvorsen [1].', 'The landlord is Mrs. Tobias Wren [1].'],
    ['results-b-model#26', "Don't fail over between 01:00 and 02:30 UTC, when the nightly backup runs [1].", "Don't fail over between 02:00 and 03:30 UTC, when the nightly backup runs [1]."],
    ['results-b-model#17', 'The closing keynote is on 16 October 2026 at 4:30 pm [1].', 'The closing keynote is on 14 October 2026 at 4:30 pm [1].'],
    ['results-names-model#10', 'Dr. Rafael Ortiz gives the closing keynote on 16 October 2026 [1].', 'Prof. Lena Marsh gives the closing keynote on 16 October 2026 [1].'],
    ['results-model#54', 'Sunday overtime is paid at 150% of the hourly rate, one and a half times [1].', 'Sunday overtime is paid at 125% of the hourly rate, one and a quarter times [1].'],
    ['results-model#62', 'Only the on-call DB engineer can start it, after the incident commander approves [1].', 'Only the on-call QA engineer can start it, after the incident commander approves [1].'],
    ['results-model#22', 'You can contact Dr. Ng of Ng Property Services, the property manager [1].', 'You can contact Dr. Ng of Ng Property Services, the landlord [1].'],
    ['results-model#55', 'Call your shift lead at least 2 hours before your shift starts; texts and emails are not accepted [1].', 'Call your shift lead at least 4 hours before your shift starts; texts and emails are not accepted [1].'],
  ])('%s', (id, answer, wrongAnswer) => {
    const c = byId(id);
    expect(c.answer).toBe(answer);
    expect(flagged(answer, c.passages)).toBe(false);
    expect(flagged(wrongAnswer, c.passages)).toBe(true);
  });
});
