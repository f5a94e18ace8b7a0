/**
 * s54 e-sf (issue 28, u39b: 13 of 89 right answers flagged by the support check; u37b F4). Each right answer beside a
 * wrong one of the same kind, which must still be flagged, so no rule switches the check off:
 * - an amount inside a bound the passage states ("between €500 and €900", "up to €900", "at least €500"), and the
 *   same for hours ("from 9:00 to 17:00") and day ranges ("1–3 days");
 * - a contrast the passage makes ("€190 instead of the full €640 fee") said with "rather than";
 * - adjacent citations "[1][2]", "[1, 2]", "[1–3]" whose passages together hold the sentence;
 * - number words ("twelve", "a dozen", "twice", "half") against digits, both ways round;
 * - "10 working days" against "10 days" (u37b F4): the comparison under the answer never says "No word differs" when
 *   a word differs.
 */
import {describe, expect, it} from 'vitest';
import {flagged} from './support-harness-50k.test';
import {compareWithPassages, markedWords} from '@site/src/demos/kit/evidence';

const OTHER = 'Visitor parking is in the north car park; badges are issued at reception.';

type Row = {passage: string; answer: string; wrong: boolean};
const DEPOSIT = 'Deposits are between €500 and €900 depending on the room.';
const ORDERS = 'Ordering. Orders under 1,200 euros are approved by the lab manager. Orders of 1,200 euros or more are approved by the head of department, Dr. Anouk Visser.';
const GRANTS = 'Payments: Grants under 5,000 euros are paid in one instalment. Grants of 5,000 euros or more are paid in two instalments, the second after the interim report.';
const OVERTIME = 'Overtime. Overtime of 10 hours or more in one week needs approval from the site director, Youssef Amrani. Less overtime is approved by the shift lead.';
const ABROAD = 'Remote work. Employees may work remotely up to three days per week. Working from another country is not allowed for more than 20 days per year.';
const BOUNDS: Row[] = [
  {passage: DEPOSIT, answer: 'The deposit is between €500 and €900 [1].', wrong: false},
  {passage: DEPOSIT, answer: 'The deposit is up to €900 [1].', wrong: false},
  {passage: DEPOSIT, answer: 'The deposit is at least €500 [1].', wrong: false},
  {passage: DEPOSIT, answer: 'The deposit is between €500 and €900, depending on the room [1].', wrong: false},
  {passage: DEPOSIT, answer: 'The deposit is between €500 and €1,000 [1].', wrong: true},
  {passage: DEPOSIT, answer: 'The deposit is up to €1,200 [1].', wrong: true},
  {passage: 'The help desk is staffed from 9:00 to 17:00 on weekdays.', answer: 'The help desk is staffed between 9:00 and 17:00 on weekdays [1].', wrong: false},
  {passage: 'The help desk is staffed from 9:00 to 17:00 on weekdays.', answer: 'The help desk is staffed until 17:00 on weekdays [1].', wrong: false},
  {passage: 'The help desk is staffed from 9:00 to 17:00 on weekdays.', answer: 'The help desk is staffed until 18:00 on weekdays [1].', wrong: true},
  {passage: 'Refunds are processed within 1–3 days.', answer: 'Refunds are processed within 1 to 3 days [1].', wrong: false},
  {passage: 'Refunds are processed within 1–3 days.', answer: 'Refunds take up to 3 days [1].', wrong: false},
  {passage: 'Refunds are processed within 1–3 days.', answer: 'Refunds take up to 5 days [1].', wrong: true},
  // An amount inside a threshold the passage states (u37b harness answers.json#19, #33; u35b answers.json#43).
  {passage: ORDERS, answer: 'An order of 3,500 euros needs approval from the head of department, Dr. Anouk Visser [1].', wrong: false},
  {passage: ORDERS, answer: 'An order of 800 euros is approved by the lab manager [1].', wrong: false},
  {passage: ORDERS, answer: 'An order of 3,500 euros needs approval from the lab manager [1].', wrong: true},
  {passage: ORDERS, answer: 'An order of 800 euros needs approval from the head of department, Dr. Anouk Visser [1].', wrong: true},
  {passage: GRANTS, answer: 'A grant of 3,000 euros is paid in one instalment [1].', wrong: false},
  {passage: GRANTS, answer: 'A grant of 6,000 euros is paid in two instalments [1].', wrong: false},
  {passage: GRANTS, answer: 'A grant of 6,000 euros is paid in one instalment [1].', wrong: true},
  {passage: GRANTS, answer: 'A grant of 3,000 euros is paid in two instalments [1].', wrong: true},
  {passage: OVERTIME, answer: 'Overtime of 12 hours in one week needs approval from the site director, Youssef Amrani [1].', wrong: false},
  {passage: OVERTIME, answer: 'Overtime of 8 hours in one week needs approval from the site director, Youssef Amrani [1].', wrong: true},
  {passage: OVERTIME, answer: 'Overtime of 12 days in one week needs approval from the site director, Youssef Amrani [1].', wrong: true},
  {passage: 'Gifts worth more than 50 euros must not be accepted.', answer: 'A gift worth 80 euros must not be accepted [1].', wrong: false},
  {passage: 'Gifts worth more than 50 euros must not be accepted.', answer: 'A gift worth 30 euros must not be accepted [1].', wrong: true},
  // A bound the passage denies the other way round (u33b harness answers2.json#21).
  {passage: ABROAD, answer: 'Working from another country is allowed for up to 20 days per year [1].', wrong: false},
  {passage: ABROAD, answer: 'Working from another country is allowed for more than 20 days per year [1].', wrong: true},
  {passage: ABROAD, answer: 'Working from another country is allowed for at least 20 days per year [1].', wrong: true},
  {passage: ABROAD, answer: 'Working from another country is allowed for up to 30 days per year [1].', wrong: true},
];

const CONTRAST: Row[] = [
  {passage: 'Students pay €190 instead of the full €640 fee.', answer: 'Students pay €190 rather than €640 [1].', wrong: false},
  {passage: 'Students pay €190 instead of the full €640 fee.', answer: 'Students pay €190 instead of €640 [1].', wrong: false},
  {passage: 'Students pay €190 instead of the full €640 fee.', answer: 'Students pay €190 rather than the full €640 fee [1].', wrong: false},
  {passage: 'Students pay €190 instead of the full €640 fee.', answer: 'Students pay €640 rather than €190 [1].', wrong: true},
  {passage: 'Students pay €190 instead of the full €640 fee.', answer: 'The student fee is €190 rather than the full fee of €640 [1].', wrong: false},
  {passage: 'Students pay €190 instead of the full €640 fee.', answer: 'Instead of the full €640 fee, students pay €190 [1].', wrong: false},
  {passage: 'Students pay €190 instead of the full €640 fee.', answer: 'The full fee is €640 [1].', wrong: false},
  {passage: 'Students pay €190 instead of the full €640 fee.', answer: 'Students pay the full €640 fee [1].', wrong: true},
  {passage: 'Students pay €190 instead of the full €640 fee.', answer: 'Students pay €640 instead of €190 [1].', wrong: true},
  {passage: 'The full fee is €640. Students pay €190.', answer: 'Students pay €190 rather than the full €640 fee [1].', wrong: false},
  {passage: 'The full fee is €640. Students pay €190.', answer: 'Students pay €640 rather than €190 [1].', wrong: true},
  {passage: 'Members get a 20% discount instead of the usual 10%.', answer: 'The usual discount is 10% [1].', wrong: false},
  {passage: 'Members get a 20% discount instead of the usual 10%.', answer: 'Members get a 10% discount [1].', wrong: true},
  {passage: 'Remote staff attend the induction online rather than on site.', answer: 'Remote staff attend the induction online instead of on site [1].', wrong: false},
  {passage: 'Remote staff attend the induction online rather than on site.', answer: 'Remote staff attend the induction on site [1].', wrong: true},
  {passage: 'The replacement is charged to the team budget, not to the employee.', answer: 'The replacement is charged to the employee [1].', wrong: true},
];

const P1 = 'The conference takes place in Lisbon.';
const P2 = 'The conference runs for three days in May.';
const P3 = 'Registration closes on 30 April.';
const CITES: Array<{passages: string[]; answer: string; wrong: boolean}> = [
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon and runs for three days in May [1][2].', wrong: false},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon and runs for three days in May [1, 2].', wrong: false},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon, runs for three days in May, and registration closes on 30 April [1–3].', wrong: false},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon, runs for three days in May, and registration closes on 30 April [1-3].', wrong: false},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon [1]. It runs for three days in May and registration closes on 30 April [2–3].', wrong: false},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon [1]. It runs for three days in May and registration closes on 30 April [2-3].', wrong: false},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon [1]. It runs for three days in May and registration closes on 30 April [2; 3].', wrong: false},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon [1]. It runs for three days in May and registration closes on 30 April [3–2].', wrong: false},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon [1]. It runs for three days in June and registration closes on 30 April [2–3].', wrong: true},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon [1]. It runs for three days in May and registration closes on 30 April [1–2].', wrong: true},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Porto and runs for three days in May [1][2].', wrong: true},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon and runs for four days in May [1, 2].', wrong: true},
  {passages: [P1, P2, P3], answer: 'The conference takes place in Lisbon, runs for three days in May, and registration closes on 30 March [1–3].', wrong: true},
];

const WORDS: Row[] = [
  {passage: 'Each member may bring two guests.', answer: 'Each member may bring 2 guests [1].', wrong: false},
  {passage: 'Each member may bring 2 guests.', answer: 'Each member may bring two guests [1].', wrong: false},
  {passage: 'Each member may bring two guests.', answer: 'Each member may bring 1 guest [1].', wrong: true},
  {passage: 'Each member may bring two guests.', answer: 'Each member may bring one guest [1].', wrong: true},
  {passage: 'The contract runs for twelve months.', answer: 'The contract runs for 12 months [1].', wrong: false},
  {passage: 'The box holds a dozen eggs.', answer: 'The box holds 12 eggs [1].', wrong: false},
  {passage: 'The box holds 12 eggs.', answer: 'The box holds a dozen eggs [1].', wrong: false},
  {passage: 'The box holds a dozen eggs.', answer: 'The box holds 10 eggs [1].', wrong: true},
  {passage: 'The box holds 10 eggs.', answer: 'The box holds a dozen eggs [1].', wrong: true},
  {passage: 'The filters are replaced twice a year.', answer: 'The filters are replaced 2 times a year [1].', wrong: false},
  {passage: 'The filters are replaced 2 times a year.', answer: 'The filters are replaced twice a year [1].', wrong: false},
  {passage: 'The filters are replaced twice a year.', answer: 'The filters are replaced 3 times a year [1].', wrong: true},
  {passage: 'Members pay half the normal fee of €80.', answer: 'Members pay half the normal fee of €80 [1].', wrong: false},
  {passage: 'Children under 12 pay half price.', answer: 'Children under 12 pay 50% of the price [1].', wrong: false},
  {passage: 'Children under 12 pay half price.', answer: 'Children under 12 pay 25% of the price [1].', wrong: true},
  {passage: 'The course has eleven sessions.', answer: 'The course has 11 sessions [1].', wrong: false},
  {passage: 'The course has eleven sessions.', answer: 'The course has 1 session [1].', wrong: true},
  {passage: 'The test is run once a day.', answer: 'The test is run 1 time a day [1].', wrong: false},
  {passage: 'The test is run once a day.', answer: 'The test is run twice a day [1].', wrong: true},
  // "once" as a conjunction is no count.
  {passage: 'After approval, the facilities team orders the part.', answer: 'Once a request is approved, the facilities team orders the part [1].', wrong: false},
  {passage: 'After approval, the facilities team orders the part.', answer: 'Once a request is approved, the finance team orders the part [1].', wrong: true},
  {passage: 'The review takes half an hour.', answer: 'The review takes 30 minutes [1].', wrong: false},
  {passage: 'The review takes 30 minutes.', answer: 'The review takes half an hour [1].', wrong: false},
  {passage: 'The review takes half an hour.', answer: 'The review takes 45 minutes [1].', wrong: true},
  {passage: 'The review takes an hour and a half.', answer: 'The review takes 90 minutes [1].', wrong: false},
  {passage: 'The review takes an hour and a half.', answer: 'The review takes 60 minutes [1].', wrong: true},
  {passage: 'Staff get a half day off on their birthday.', answer: 'Staff get half a day off on their birthday [1].', wrong: false},
  {passage: 'Staff get a half day off on their birthday.', answer: 'Staff get 1 day off on their birthday [1].', wrong: true},
  {passage: 'Tickets cost half the adult price for children.', answer: 'Children pay 50% of the adult price [1].', wrong: false},
  {passage: 'The crate holds half a dozen bottles.', answer: 'The crate holds 6 bottles [1].', wrong: false},
  {passage: 'The crate holds half a dozen bottles.', answer: 'The crate holds 12 bottles [1].', wrong: true},
  // "one" standing for the thing named before (u37b harness, answers3.json#10).
  {passage: 'Only staff with a valid forklift licence may drive a forklift.', answer: 'Only staff with a valid forklift licence may drive one [1].', wrong: false},
  {passage: 'A doctor’s note is required from the third day of illness.', answer: 'A doctor’s note is needed from day one [1].', wrong: true},
  // A rate said the other way round (u37b harness, answers.json#12), and a duration in words (answers4.json#12).
  {passage: 'Fume hoods are inspected every six months by an external contractor.', answer: 'Fume hoods are inspected twice a year by an external contractor [1].', wrong: false},
  {passage: 'Fume hoods are inspected twice a year by an external contractor.', answer: 'Fume hoods are inspected every 6 months by an external contractor [1].', wrong: false},
  {passage: 'Fume hoods are inspected every six months by an external contractor.', answer: 'Fume hoods are inspected three times a year by an external contractor [1].', wrong: true},
  {passage: 'Fume hoods are inspected every six months by an external contractor.', answer: 'Fume hoods are inspected once a year by an external contractor [1].', wrong: true},
  {passage: 'The interim report is due after six months.', answer: 'The interim report is due after half a year [1].', wrong: false},
  {passage: 'The interim report is due after three months.', answer: 'The interim report is due after half a year [1].', wrong: true},
];

const DAYS: Row[] = [
  {passage: 'Invoices are paid within 10 working days.', answer: 'Invoices are paid within 10 working days [1].', wrong: false},
  {passage: 'Invoices are paid within 10 working days.', answer: 'Invoices are paid within 12 working days [1].', wrong: true},
  {passage: 'Invoices are paid within 10 business days.', answer: 'Invoices are paid within 10 working days [1].', wrong: false},
  {passage: 'Invoices are paid within ten working days.', answer: 'Invoices are paid within 10 working days [1].', wrong: false},
  {passage: 'Invoices are paid within 10 calendar days.', answer: 'Invoices are paid within 10 days [1].', wrong: false},
  {passage: 'Invoices are paid within 10 days.', answer: 'Invoices are paid within 10 calendar days [1].', wrong: false},
  {passage: 'Invoices are paid within 10 working days.', answer: 'Invoices are paid within 10 calendar days [1].', wrong: true},
  {passage: 'Invoices are paid within 10 calendar days.', answer: 'Invoices are paid within 10 working days [1].', wrong: true},
  {passage: 'Invoices are paid within 10 days.', answer: 'Invoices are paid within 10 working days [1].', wrong: true},
];

describe('support check: right answers wrongly flagged (s54 e-sf, u39b)', () => {
  it.each(BOUNDS)('amount inside a bound: $answer ($wrong)', ({passage, answer, wrong}) => {
    expect(flagged(answer, [passage, OTHER])).toBe(wrong);
  });
  it.each(CONTRAST)('contrast: $answer ($wrong)', ({passage, answer, wrong}) => {
    expect(flagged(answer, [passage, OTHER])).toBe(wrong);
  });
  it.each(CITES)('adjacent citations: $answer ($wrong)', ({passages, answer, wrong}) => {
    expect(flagged(answer, passages)).toBe(wrong);
  });
  it.each(WORDS)('number words: $answer ($wrong)', ({passage, answer, wrong}) => {
    expect(flagged(answer, [passage, OTHER])).toBe(wrong);
  });
  it.each(DAYS)('working days: $answer ($wrong)', ({passage, answer, wrong}) => {
    expect(flagged(answer, [passage, OTHER])).toBe(wrong);
  });
});

describe('u37b F4: "working days" against "days" in the comparison', () => {
  it.each([
    ['Invoices are paid within 10 working days.', 'Invoices are paid within 10 days [1].'],
    ['Invoices are paid within 10 days.', 'Invoices are paid within 10 working days [1].'],
    ['Invoices are paid within 10 calendar days.', 'Invoices are paid within 10 working days [1].'],
  ])('%s / %s: the comparison marks the difference', (passage, answer) => {
    const [c] = compareWithPassages(answer, [passage]);
    expect(c.differs).toBe(true);
    expect(markedWords(c.runs).join(' ')).toMatch(/10 (?:working |calendar )?days/);
    expect(markedWords(c.passages[0].runs).join(' ')).toMatch(/10 (?:working |calendar )?days/);
  });
  it.each([
    ['Invoices are paid within 10 working days.', 'Invoices are paid within 10 working days [1].'],
    ['Invoices are paid within 10 business days.', 'Invoices are paid within 10 working days [1].'],
    ['Invoices are paid within 10 calendar days.', 'Invoices are paid within 10 days [1].'],
  ])('%s / %s: the same, nothing differs', (passage, answer) => {
    const [c] = compareWithPassages(answer, [passage]);
    expect(c.differs).toBe(false);
  });
});
