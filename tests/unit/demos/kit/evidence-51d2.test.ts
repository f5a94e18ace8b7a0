/**
 * s51-d2 (issue 28): the per-sentence evidence list (src/demos/kit/evidence.ts).
 * - u34b F1: a subtly wrong answer was shown beside the wrong sentence of its passage ("hotline open on public
 *   holidays" beside the weekday hours, never beside "It is closed on public holidays").
 * - u34d F3: a CSV row was compared without its header, so a right answer looked wrong and a value from another column
 *   was not named; R4: words the answer does not restate ("team", "led", …) were marked as differing.
 * - u34b F6: a Markdown table row was shown without its column names.
 * Each failed on 59454dd7 (the branch point) and passes after. Inputs are the testers' exact answers and passages
 * (/tmp/u34b/docs, model*.log; /tmp/u34d/model_cases.json, docs/c_sites.txt, docs/b_lab.txt), then variants of our own.
 */
import {describe, expect, test} from 'vitest';
import {compareWithPassages, markedWords, unitsOf, type ClaimEvidence} from '@site/src/demos/kit/evidence';
import corpus from './fixtures/evidence-u34b.json';

const marks = (claims: readonly ClaimEvidence[]) => claims.flatMap((c) => [...markedWords(c.runs), ...c.passages.flatMap((p) => markedWords(p.runs))]);
const shown = (claims: readonly ClaimEvidence[]) => claims.flatMap((c) => c.passages.map((p) => p.text));
const passageMarksOf = (claims: readonly ClaimEvidence[], text: string) =>
  claims.flatMap((c) => c.passages.filter((p) => p.text === text).flatMap((p) => markedWords(p.runs)));

const OPS_HOURS = 'Support hours: The hotline is open from 8:00 to 20:00 on weekdays. It is closed on public holidays.';
const PETS = 'Pets: Guide dogs are welcome in all areas. They must stay on a lead in the canteen.';
const STORAGE = 'Storage: Lockers L1 and L2 are included in the membership fee. Locker L3 costs 25 euros per month.';
const MAIL = 'Mail: Parcels are held at reception for 5 days. They are returned to the sender after that.';

describe('u34b F1: the sentence that contradicts the claim is shown beside it', () => {
  test.each([
    ['model4 #8', 'Yes, the hotline is open on public holidays from 8:00 to 20:00 [1].', OPS_HOURS, 'It is closed on public holidays.', 'closed'],
    ['model5 #0', 'Yes, guide dogs may go off the lead in the canteen [1].', PETS, 'They must stay on a lead in the canteen.', 'must'],
    ['model4 #0', 'The membership fee is 25 euros per month [1].', STORAGE, 'Locker L3 costs 25 euros per month.', 'L3'],
    ['model6 #7', 'Parcels are held at reception for 5 days and then destroyed [1].', MAIL, 'They are returned to the sender after that.', 'returned'],
  ])('%s: %s', (_from, answer, passage, sentence, word) => {
    const claims = compareWithPassages(answer, [passage]);
    expect(shown(claims)).toContain(sentence);
    expect(passageMarksOf(claims, sentence)).toContain(word);
    expect(claims[0].differs).toBe(true);
  });

  test('the membership fee: "25 euros" stays marked in the answer, as the sentence that has it is about locker L3', () => {
    const [c] = compareWithPassages('The membership fee is 25 euros per month [1].', [STORAGE]);
    expect(markedWords(c.runs)).toContain('25 euros');
    expect(c.passages.map((p) => p.text)).toEqual(['Storage: Lockers L1 and L2 are included in the membership fee.', 'Locker L3 costs 25 euros per month.']);
  });

  test('the hotline: both sentences about the hotline are shown, the weekday one first', () => {
    const [c] = compareWithPassages('Yes, the hotline is open on public holidays from 8:00 to 20:00 [1].', [OPS_HOURS]);
    expect(c.passages.map((p) => [p.text, markedWords(p.runs)])).toEqual([
      ['Support hours: The hotline is open from 8:00 to 20:00 on weekdays.', ['weekdays']],
      ['It is closed on public holidays.', ['closed']],
    ]);
  });

  // Variants of our own, one per kind: a pronoun sentence that says the opposite, a value from a sentence about
  // something else, a continuation that says what happens next.
  test.each([
    ['Yes, visitors are welcome on Sundays [1].', 'Visitors: Visitors are welcome from Monday to Friday. They are not admitted on Sundays.', 'They are not admitted on Sundays.', 'not'],
    ['The pool is open on Mondays from 7:00 to 21:00 [1].', 'Pool: The pool is open from 7:00 to 21:00 on weekdays. It is closed on Mondays for cleaning.', 'It is closed on Mondays for cleaning.', 'closed'],
    ['Bicycles may be left in corridors [1].', 'Bikes: Bicycles may be stored in the basement. They must not be left in corridors.', 'They must not be left in corridors.', 'not'],
    ['The gym membership costs 40 euros per month [1].', 'Gym: The gym membership is free for all staff. A personal trainer costs 40 euros per month.', 'A personal trainer costs 40 euros per month.', 'trainer'],
    ['Lost keys are kept at the front desk for 2 weeks and then thrown away [1].', 'Keys: Lost keys are kept at the front desk for 2 weeks. They are sent to the facilities office after that.', 'They are sent to the facilities office after that.', 'facilities'],
  ])('%s', (answer, passage, sentence, word) => {
    const claims = compareWithPassages(answer, [passage]);
    expect(shown(claims)).toContain(sentence);
    expect(passageMarksOf(claims, sentence)).toContain(word);
  });

  test('a right answer that joins two sentences about one subject marks nothing in the answer', () => {
    const [c] = compareWithPassages('Hot desks are released at 10:00 if nobody checks in [1].', ['Desk rules: Hot desks are booked through the app. They are released at 10:00 if nobody checks in.']);
    expect(marks([c])).toEqual([]);
    const [d] = compareWithPassages('Guide dogs are welcome in all areas [1].', [PETS]);
    expect(d.passages.map((p) => p.text)).toEqual(['Pets: Guide dogs are welcome in all areas.']);
    expect(d.differs).toBe(false);
  });
});

describe('u34b: the other answers of the run do not get worse', () => {
  // 146 answers of /tmp/u34b/model*.log (98 wrong, 48 right). model3–6 logged their passages; model1–2 did not, so
  // there the cited passage is the document paragraph that shares most words with the answer (src: "approx").
  // On 59454dd7: 89 of the 98 wrong answers showed a differing word; 20 of the 48 right ones showed none (89 marks in all).
  const wrong = corpus.filter((c) => c.wrong);
  const right = corpus.filter((c) => !c.wrong);
  test('the fixture holds the run', () => {
    expect(wrong).toHaveLength(98);
    expect(right).toHaveLength(48);
  });
  test('every wrong answer with a cited passage it compares shows a differing word, except wrong citations (named by the citation check)', () => {
    const silent = wrong.filter((c) => !compareWithPassages(c.answer, c.passages).some((x) => x.differs));
    // A citation to no passage, "(1)", uncited sentences, and one answer whose logged passages make its citations right.
    expect(silent.map((c) => c.key).sort()).toEqual(['No', 'cites no', 'cites no', 'no such', 'no such', 'no such', 'no such?', 'swapped n', 'uncited', 'uncited'].filter((k) => k !== 'No').sort());
  });
  test('right answers show fewer marks than before', () => {
    const counts = right.map((c) => marks(compareWithPassages(c.answer, c.passages)).length);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThanOrEqual(30);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThan(89);
  });
});

const SITES = 'site,manager,first_aider,opening_hours\nBremen,Lena Ortiz,Tom Hale,07:00-19:00\nLeipzig,Omar Said,Marta Keller,08:00-18:00\nGraz,Ines Novak,Jonas Petrov,06:30-17:30';

describe('u34d F3: a CSV row is read with its header', () => {
  test('the row is written "column: value"', () => {
    expect(unitsOf(SITES).map((u) => u.text)).toEqual([
      'site: Bremen · manager: Lena Ortiz · first_aider: Tom Hale · opening_hours: 07:00-19:00',
      'site: Leipzig · manager: Omar Said · first_aider: Marta Keller · opening_hours: 08:00-18:00',
      'site: Graz · manager: Ines Novak · first_aider: Jonas Petrov · opening_hours: 06:30-17:30',
    ]);
  });
  test('R3: "Omar Said is the manager in Leipzig" differs in no word', () => {
    const [c] = compareWithPassages('Omar Said is the manager in Leipzig [1].', [SITES]);
    expect(c.passages.map((p) => p.text)).toEqual(['site: Leipzig · manager: Omar Said · first_aider: Marta Keller · opening_hours: 08:00-18:00']);
    expect(c.differs).toBe(false);
  });
  test('W5: "Marta Keller is the manager in Leipzig" marks the manager\'s name and the column Marta Keller is in', () => {
    const [c] = compareWithPassages('Marta Keller is the manager in Leipzig [1].', [SITES]);
    expect(c.passages).toHaveLength(1);
    expect(markedWords(c.passages[0].runs)).toEqual(['Omar', 'Said', 'first_aider']);
    expect(markedWords(c.runs)).toEqual(['manager']);
  });
  test('variants: a tab-separated table, another column, a right answer naming no column', () => {
    const people = 'Name\tTeam\tOffice\tStart date\nAmira Haddad\tPayroll\tLyon\t2024-03-01\nAmir Haddad\tSecurity\tLeeds\t2023-11-15';
    const [a] = compareWithPassages('Amir Haddad is in the Payroll team [1].', [people]);
    expect(a.passages[0].text).toBe('Name: Amira Haddad · Team: Payroll · Office: Lyon · Start date: 2024-03-01');
    expect(a.passages[1].text).toBe('Name: Amir Haddad · Team: Security · Office: Leeds · Start date: 2023-11-15');
    expect(markedWords(a.runs)).toContain('Payroll');
    expect(markedWords(a.passages[1].runs)).toEqual(['Security']);
    const [b] = compareWithPassages('The first aider in Graz is Ines Novak [1].', [SITES]);
    expect(marks([b])).toEqual(expect.arrayContaining(['Jonas', 'Petrov']));
    const [d] = compareWithPassages('Lena Ortiz runs the Bremen site [1].', [SITES]);
    expect(d.passages[0].text).toContain('site: Bremen');
    expect(marks([d])).toEqual(['runs']);
  });
});

describe('u34d F3 (R4): what the answer leaves out of its sentence is not marked', () => {
  const WASTE = 'Waste. Chemical waste is collected every Thursday at 14:00 by the waste team led by Jonas Petrov.';
  test('R4: "Chemical waste is collected every Thursday at 14:00" differs in no word', () => {
    const [c] = compareWithPassages('Chemical waste is collected every Thursday at 14:00 [1].', [WASTE]);
    expect(c.differs).toBe(false);
  });
  test('variants: a number the answer leaves out is marked; a changed value marks both sides; a dropped bound is marked', () => {
    expect(compareWithPassages('The handover happens every Monday [1].', ['The on-call handover happens every Monday at 10:00 in the operations channel.'])[0].differs).toBe(true);
    expect(compareWithPassages('Laptops are replaced by the IT service desk [1].', ['Laptops are replaced every three years by the IT service desk after a data wipe.'])[0].differs).toBe(true);
    expect(compareWithPassages('Chemical waste is collected every Thursday at 14:00 by the waste team [1].', [WASTE])[0].differs).toBe(false);
    const [w] = compareWithPassages('Chemical waste is collected every Friday at 14:00 [1].', [WASTE]);
    expect(marks([w])).toEqual(expect.arrayContaining(['Friday', 'Thursday']));
    const [x] = compareWithPassages('Working from another country is not allowed [1].', ['Working from another country is not allowed for more than 20 days per year.']);
    expect(marks([x])).toEqual(expect.arrayContaining(['more', '20 days']));
  });
});

describe('u34b F6: a Markdown table row names its columns', () => {
  const RELEASES = 'Releases:\n\n| Release | Shipped | Support ends |\n| --- | --- | --- |\n| 5.1 | 2025-02-10 | 2026-08-31 |\n| 5.2 | 2025-09-15 | 2027-03-31 |';
  test('the row the answer is compared with', () => {
    const [c] = compareWithPassages('Support for release 5.2 ends on 2027-03-31 [1].', [RELEASES]);
    expect(c.passages.map((p) => [p.text, p.row])).toContainEqual(['Release: 5.2 · Shipped: 2025-09-15 · Support ends: 2027-03-31', true]);
    expect(c.passages.some((p) => p.text.includes('|'))).toBe(false);
  });
});
