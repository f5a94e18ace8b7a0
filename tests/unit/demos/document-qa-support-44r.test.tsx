/**
 * Issue 28 (u29m F12), task 44r: a model answer's `[n]` that cites a passage not holding the claim passed as a
 * valid citation ("The landlord is Marguerite Olsen [3]." cited the Repairs clause). Each cited sentence is now
 * checked against its passages (document-qa/support.ts); a passage that lacks the claim's numbers, names or
 * every content word is marked "Passage 3 does not say this" under the answer, and the answer is not headed
 * "grounded". Documents from /tmp/u29m/docs (lease.txt, bakery-handbook.md), trimmed to the passages used.
 */
import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {Answer} from '@site/src/demos/document-qa/Verdict';
import {CLEAN_CHECK, cleanCheckHeading, numbersOf, unsupportedCitations} from '@site/src/demos/kit/support';

const LEASE = [
  /* 1 */ '4. Pets. One cat is permitted. Dogs are not permitted without written consent from the Landlord.',
  /* 2 */ 'This agreement is made on 3 February 2025 between Marguerite Olsen ("Landlord") and Daniel Achebe ("Tenant") for the flat at 14 Linden Walk, Apt 3B.',
  /* 3 */ '5. Repairs. The Tenant must report any water leak within 24 hours. The Landlord pays for repairs to the boiler, the roof and the plumbing. The Tenant pays for replacing light bulbs and smoke alarm batteries.',
  /* 4 */ '6. Termination. Either party may end the lease after the first six months with sixty (60) days written notice.',
  /* 5 */ '2. Rent. The monthly rent is 1,240 dollars, payable on or before the 5th day of each month by bank transfer. A late fee of 35 dollars applies to payments received after the 10th.',
  /* 6 */ '3. Security deposit. The Tenant pays a security deposit of 2,480 dollars. The deposit is returned within 21 days after the Tenant moves out, minus the cost of any damage beyond normal wear.',
  /* 7 */ '1. Term. The lease begins on 1 March 2025 and runs for twelve (12) months, ending 28 February 2026.',
  /* 8 */ '8. Parking. Parking space number 7 in the rear courtyard is included in the rent.',
];
const BAKERY = [
  /* 1 */ 'The shop opens at 6:30 on weekdays and at 7:15 on Saturdays. We are closed on Sundays and on public holidays.',
  /* 2 */ 'The deck oven (Oven B) is descaled every second Thursday. The maintenance owner for Oven B is Priya Raman. If an oven shows error code E42, switch it off, wait ten minutes, and call Priya on extension 214.',
  /* 3 */ 'The till float is 150 euros. Counting the till at closing is the job of the shift lead; the count is recorded in the red binder. Differences above 5 euros must be reported to Tomasz Nowak the same day.',
  /* 4 */ 'The rye starter is called "Old Bertha". It is fed at 05:00 and 17:00 with 200 g rye flour and 200 ml water.',
];

const DE = ['§ 3 Austritt. Die Mitgliedschaft kann mit einer Frist von drei Monaten zum Jahresende schriftlich gekündigt werden.', '§ 6 Vorstand. Vorsitzende ist Frau Helga Brandt, Kassierer Herr Jonas Weber.'];
const FR = ["Article 3. Chaque abonné peut emprunter jusqu'à huit documents pour une durée de trois semaines.", 'Article 1. La médiathèque est ouverte du mardi au samedi de 10 h à 18 h.'];

const flagged = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages).map((u) => u.n);

describe('F12: a citation whose passage does not hold the claim is flagged', () => {
  it('u29m: names cited to clauses that name nobody', () => {
    const out = unsupportedCitations('The tenant is Daniel Achebe [1]. The landlord is Marguerite Olsen [3].', LEASE);
    expect(out.map((u) => u.n)).toEqual([1, 3]);
    expect(out[1].lacks).toEqual(['Marguerite', 'Olsen']);
  });

  it.each([
    ['30 days vs sixty (60) days', 'You must give 30 days written notice [4].', LEASE, [4]],
    ['60 days cited to the rent clause', 'Notice is 60 days [5].', LEASE, [5]],
    ['a rent amount that differs', 'The monthly rent is 1,420 dollars [5].', LEASE, [5]],
    ['a deposit period that differs', 'The deposit comes back within 30 days [6].', LEASE, [6]],
    ['a right number in the wrong passage', 'The late fee is 35 dollars [6].', LEASE, [6]],
    ['a time that differs', 'On Saturdays the shop opens at 7:30 [1].', BAKERY, [1]],
    ['a name in another passage', 'Differences are reported to Priya Raman [3].', BAKERY, [3]],
    ['a passage sharing no word', 'Dogs need written consent [2].', LEASE, [2]],
    ['second citation of a sentence, its own clause checked', 'The cat is allowed [1] and the boiler is repaired by Daniel Achebe [3].', LEASE, [3]],
    ['a name no passage holds', 'Business class needs approval from the CFO [1].', ['Business class is allowed on flights over 6 hours with approval from your manager and the travel desk.'], [1]],
    ['German, a clause about something else', 'Die Kündigung erfolgt schriftlich mit drei Monaten Frist [2].', DE, [2]],
    ['French, an hour that differs', 'La médiathèque ouvre à 9 h [2].', FR, [2]],
    ['a group where no passage holds the number', 'The lease runs 24 months [7, 8].', LEASE, [7, 8]],
  ])('%s', (_name, answer, passages, expected) => {
    expect(flagged(answer, passages)).toEqual(expected);
  });
});

describe('F12: citations that hold their claim stay unflagged', () => {
  it.each([
    ['the names, cited right', 'The tenant is Daniel Achebe and the landlord is Marguerite Olsen [2].', LEASE],
    ['sixty written as 60', 'Either party can end the lease with 60 days written notice after six months [4].', LEASE],
    ['thousands separator left out', 'Rent is 1240 dollars a month, due by the 5th [5].', LEASE],
    ['ordinals and a fee', 'A late fee of 35 dollars applies after the 10th [5].', LEASE],
    ['a paraphrase sharing a key word', 'Cats are allowed, but a dog needs the landlord’s written consent [1].', LEASE],
    ['a group split over two passages', 'The deposit is 2,480 dollars and the rent 1,240 dollars [5, 6].', LEASE],
    ['adjacent citations count together', 'The lease starts on 1 March 2025 [7][4].', LEASE],
    ['citation after the full stop', 'Parking space 7 is included in the rent. [8]', LEASE],
    ['a list answer, one citation per item', '- The landlord pays for the boiler and the roof [3]\n- The tenant pays for light bulbs [3]', LEASE],
    ['a time written 5 am and 5 pm', 'The starter Old Bertha is fed at 5:00 and 17:00 [4].', BAKERY],
    ['a name and a code', 'For error code E42 call Priya Raman on extension 214 [2].', BAKERY],
    ['twelve months as 12', 'The lease runs for 12 months [7].', LEASE],
    ['a capitalized common word', 'The Tenant reports a water leak within 24 hours [3].', LEASE],
    ['Markdown emphasis', '**Oven B** is descaled every second Thursday [2].', BAKERY],
    ['a citation at the start of a sentence', '[3] The till float is 150 euros.', BAKERY],
    ['a bare pointer with no claim', 'See [2].', LEASE],
    ['a bare no', 'No, you cannot [1].', LEASE],
    ['German nouns are capitalized, names are not checked by case', 'Die Kündigung ist mit einer Frist von drei Monaten zum Jahresende möglich [1].', DE],
    ['German name cited right', 'Vorsitzende ist Helga Brandt [2].', DE],
    ['French number word', "On peut emprunter 8 documents pendant trois semaines [1].", FR],
    ['a pointer phrase before the citation', 'According to passage [2], hotels cost at most 180 USD in London.', ['Travel. Flights over 6 hours.', 'Hotels: up to 180 USD per night in London, 150 USD elsewhere.']],
  ])('%s', (_name, answer, passages) => {
    expect(unsupportedCitations(answer, passages)).toEqual([]);
  });

  it('reads numbers the way passages write them', () => {
    expect([...numbersOf('sixty (60) days, twenty-one, 1,240 and 1.240, 3,5 kg, 05:00, 6:30, the 5th')].sort()).toEqual(
      ['1240', '21', '3.5', '5', '6:30', '60'].sort(),
    );
  });
});

describe('F12 on the page: the answer marks the citation and does not get the clean-check heading (49g: "grounded")', () => {
  it('names the passage that does not say it', () => {
    render(
      <Answer model="mock-1" answer="The tenant is Daniel Achebe [1]. The landlord is Marguerite Olsen [3]." streaming={false} count={3} anchor="a-" passages={LEASE.slice(0, 3)} />,
    );
    expect(screen.getByText(/Passage 3 does not say this: “The landlord is Marguerite Olsen”/)).toBeTruthy();
    expect(screen.getByText(/Passage 1 does not say this/)).toBeTruthy();
    expect(screen.queryByText(CLEAN_CHECK, {exact: false})).toBeNull();
  });

  it('keeps the clean-check heading and adds nothing when each citation holds', () => {
    render(<Answer model="mock-1" answer="The landlord is Marguerite Olsen [2]." streaming={false} count={3} anchor="b-" passages={LEASE.slice(0, 3)} />);
    expect(screen.getByText(cleanCheckHeading('mock-1'))).toBeTruthy();
    expect(screen.queryByText(/does not say this/)).toBeNull();
  });

  it('u29m F13: an answer citing a passage that does not exist does not get the clean-check heading', () => {
    render(<Answer model="mock-1" answer="The answer is in [2] and not [1]." streaming={false} count={1} anchor="c-" passages={LEASE.slice(0, 1)} />);
    expect(screen.queryByText(CLEAN_CHECK, {exact: false})).toBeNull();
    expect(screen.getByText(/that citation points at nothing/)).toBeTruthy();
  });
});
