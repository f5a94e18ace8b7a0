// s55 u-chat F1: "Plan one champion per team of roughly 250–500 people [2]" (and 100, 12, 900 people; "200 champions")
// passed against the champions table's Coverage row, "One champion per team of roughly 25–50 people, and at least one per
// site and shift pattern": the amount was read as inside the bound "at least one", which counts champions per site. A
// bound holds a claim's number only when both count the same thing (the word after each number; a rate only a rate).
import {describe, expect, it} from 'vitest';
import {unsupportedCitations} from '@site/src/demos/kit/support';

const champ =
  'Coverage | One champion per team of roughly 25–50 people, and at least one per site and shift pattern | Close enough to be asked. A rule of thumb from this plan (no published benchmark exists): a business unit of 1,000 people needs 20–40 champions |';
const flagged = (answer: string, text: string) => unsupportedCitations(answer, [text]).flatMap((u) => u.lacks);

describe('a bound counts only what its unit counts', () => {
  it.each([
    ['Plan one champion per team of 100 people [1].', '100'],
    ['Plan one champion per team of roughly 250–500 people [1].', '250'],
    ['Plan one champion per team of 12 people [1].', '12'],
    ['A business unit of 1,000 people needs 200 champions [1].', '200'],
  ])('%j is flagged', (answer, lacks) => {
    expect(flagged(answer, champ)).toContain(lacks);
  });
  it.each([
    ['Plan one champion per team of roughly 25–50 people [1].', champ],
    ['Have at least one champion per site [1].', champ],
    // The s54 bound rows keep passing: the same unit inside or after the bound.
    ['An order of 3,500 euros is approved by the CFO [1].', 'Orders of 1,200 euros or more are approved by the CFO.'],
    ['A grant of 3,000 euros is paid at once [1].', 'Grants under 5,000 euros are paid at once.'],
    ['A trip of 8 days needs no approval [1].', 'Trips of up to 10 days need no approval.'],
  ])('%j passes', (answer, text) => {
    expect(flagged(answer, text)).toEqual([]);
  });
  it('an amount outside the bound is still flagged', () => {
    expect(flagged('A grant of 6,000 euros is paid at once [1].', 'Grants under 5,000 euros are paid at once.')).toContain('6,000');
  });
});
