/**
 * Issue 28 (u29v F19, F26), task 45r: the citation-support check (kit/support.ts, shared by Document Q&A, Simple
 * Chat and Zohlar) passed a claim when its names and numbers occurred anywhere in a cited passage:
 * - F19: in a 10-row register passage, "LT-17 is owned by Omar Haddad in Finance [1]" passed because Omar Haddad
 *   owns LT-170 two rows down; "The warranty of LT-1700 runs until 2027-03-10 [1]" passed with LT-170's date.
 * - F26: "Purchase orders under 10,000 euros are approved by the Chief Financial Officer, Anna Kowalski [1]" passed
 *   against "above 10,000 euros … Anna Kowalski. … up to 10,000 euros … head of the requesting department", and
 *   "Part-time staff receive 28 days [1]" against "Full-time staff receive 28 days".
 * Now a claim naming a row of a table (its first cell: "LT-17", a week "49") is checked against that row, and a
 * claim's bound ("under 10,000") against the sentences stating that number the same way round; an opposite
 * qualifier ("part-time" where the passage says only "full-time") is named. Passages from /tmp/u29v (register.txt,
 * procurement.txt, handbook.txt, runbook.md), trimmed.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const REGISTER = [
  `Asset register — laptops (exported 2026-11-20)

asset_id, owner, department, model, purchased, warranty_until
LT-17, Sofia Lindqvist, Support, Dell Latitude 7440, 2024-10-02, 2027-10-19
LT-170, Omar Haddad, Finance, ThinkPad T14, 2024-01-18, 2027-03-10
LT-1700, Omar Haddad, Sales, Dell Latitude 7440, 2024-02-19, 2027-05-18
LT-71, Priya Raman, Finance, Dell Latitude 7440, 2024-10-21, 2027-04-12
LT-117, Ben Carter, Legal, Dell Latitude 7440, 2024-02-19, 2027-01-20
LT-007, Sofia Lindqvist, HR, Dell Latitude 7440, 2024-09-14, 2027-06-15
LT-70, Nina Petrova, HR, MacBook Air M3, 2024-05-08, 2027-03-23
LT-531, Sofia Lindqvist, Finance, Dell Latitude 7440, 2024-05-17, 2027-08-11`,
];
const ONCALL = [
  `## On-call rota

| Week | Primary | Secondary |
|------|---------|-----------|
| 48   | Aiko Tanaka | Ben Carter |
| 49   | Ben Carter | Priya Raman |
| 50   | Priya Raman | Aiko Tanaka |`,
];
const APPROVAL = [
  'Approval limits\nPurchase orders above 10,000 euros need approval from the Chief Financial Officer, Anna Kowalski. Purchase orders up to 10,000 euros are approved by the head of the requesting department.',
];
const PAYMENT = ['Payment terms\nInvoices are paid 45 days after receipt. Small suppliers with fewer than 50 employees are paid within 14 days.'];
const GIFTS = ['Gifts\nEmployees must not accept gifts from suppliers worth more than 50 euros. Gifts below that value must be reported to compliance within one week.'];
const TRAVEL = ['Travel expenses\nHotel costs are reimbursed up to 140 EUR per night in Germany and up to 180 EUR per night in London. Economy class is mandatory for flights shorter than six hours.'];
const OFFICE = ['Remote work\nStaff may work remotely up to three days per week. The office in Leeds is open from 7:30 to 19:00 on weekdays.'];
const LEAVE = [
  'Annual leave\nFull-time staff receive 28 days of paid annual leave per calendar year. Up to five unused days may be carried over to the next year, but they must be taken before 31 March. Leave requests go to Maria Okafor in HR at least two weeks in advance.',
];

const flagged = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages);

describe('F19: a claim naming a row is checked against that row', () => {
  it.each([
    ['another row’s owner, department and model', 'LT-17 is owned by Omar Haddad in Finance; it is a ThinkPad T14 [1].', ['Omar', 'Haddad', 'Finance', 'ThinkPad']],
    ['another row’s date', 'The warranty of LT-1700 runs until 2027-03-10 [1].', ['2027-03-10']],
    ['another row’s owner, key written in lower case', 'lt-71 belongs to Sofia Lindqvist [1].', ['Sofia', 'Lindqvist']],
    ['another row’s owner, key written with a space', 'LT 17 belongs to Omar Haddad [1].', ['Omar', 'Haddad']],
    ['a Markdown table row named by its week', 'In week 50 the primary on call is Ben Carter [1].', ['Ben', 'Carter']],
  ])('%s', (_name, answer, lacks) => {
    const out = flagged(answer, _name.includes('Markdown') ? ONCALL : REGISTER);
    expect(out.map((u) => u.n)).toEqual([1]);
    expect(out[0].lacks).toEqual(expect.arrayContaining(lacks));
    expect(unsupportedNote(out[0])).toMatch(/row/);
  });
});

describe('F19: claims a row holds still pass', () => {
  it.each([
    ['the right owner', 'LT-170 is owned by Omar Haddad in Finance; it is a ThinkPad T14 [1].', REGISTER],
    ['the right date', 'The warranty of LT-1700 runs until 2027-05-18 [1].', REGISTER],
    ['two rows named, one owner', 'Omar Haddad has LT-170 and LT-1700 [1].', REGISTER],
    ['lower case key', 'lt-17 belongs to Sofia Lindqvist in Support [1].', REGISTER],
    ['key with a space', 'LT 17 belongs to Sofia Lindqvist [1].', REGISTER],
    ['a model with a number', 'Sofia Lindqvist owns LT-17, a Dell Latitude 7440 [1].', REGISTER],
    ['no key: one row holds it', 'Nina Petrova uses a MacBook Air M3 [1].', REGISTER],
    ['a word of the title', 'The register lists LT-70 as Nina Petrova’s laptop [1].', REGISTER],
    ['a column name', 'LT-117 is assigned to Ben Carter in Legal, with warranty until 2027-01-20 [1].', REGISTER],
    ['a Markdown row', 'In week 49 Ben Carter is primary and Priya Raman secondary [1].', ONCALL],
    ['a Markdown row, week written first', 'Week 48: Aiko Tanaka, with Ben Carter as secondary [1].', ONCALL],
  ])('%s', (_name, answer, passages) => {
    expect(flagged(answer, passages)).toEqual([]);
  });
});

describe('F26: a bound stated the other way round, or an opposite qualifier, is flagged', () => {
  it.each([
    ['under vs above, the approver of the other side', 'Purchase orders under 10,000 euros are approved by the Chief Financial Officer, Anna Kowalski [1].', APPROVAL],
    ['over vs up to, the approver of the other side', 'Purchase orders over 10,000 euros are approved by the head of the requesting department [1].', APPROVAL],
    ['a negated comparative: no more than = up to', 'Orders of no more than 10,000 euros need approval from Anna Kowalski [1].', APPROVAL],
    ['more than vs fewer than, the only sentence with the number', 'Suppliers with more than 50 employees are paid within 14 days [1].', PAYMENT],
    ['at least vs fewer than', 'Suppliers with at least 50 employees are paid within 14 days [1].', PAYMENT],
    ['part-time vs full-time', 'Part-time staff receive 28 days of paid annual leave per year [1].', LEAVE],
    ['part time (no hyphen) vs full-time', 'Staff working part time get 28 days of annual leave [1].', LEAVE],
    ['longer vs shorter', 'Economy class is mandatory for flights longer than six hours [1].', TRAVEL],
    ['optional vs mandatory', 'Economy class is optional for flights shorter than six hours [1].', TRAVEL],
    ['more than vs up to', 'Staff may work remotely more than three days per week [1].', OFFICE],
    ['weekends vs weekdays', 'The office in Leeds is open on weekends [1].', OFFICE],
    ['a bound the passage denies', 'Employees may accept gifts from suppliers worth more than 50 euros [1].', GIFTS],
    ['a denial the passage does not make', 'Orders above 10,000 euros do not need approval from Anna Kowalski [1].', APPROVAL],
    ['the row’s value set aside, another row’s put in', 'LT-17 belongs to Omar Haddad, not Sofia Lindqvist [1].', REGISTER],
  ])('%s', (_name, answer, passages) => {
    const out = flagged(answer, passages);
    expect(out.map((u) => u.n)).toEqual([1]);
    // The note names what the passage lacks or says instead, never "shares none of its words".
    expect(unsupportedNote(out[0])).toMatch(/does not mention “|it says “/);
  });

  it('names what the passage says instead', () => {
    const [u] = flagged('Part-time staff receive 28 days of paid annual leave per year [1].', LEAVE);
    expect(unsupportedNote(u)).toContain('“Part-time”');
    expect(unsupportedNote(u)).toContain('“Full-time”');
    const [b] = flagged('Suppliers with more than 50 employees are paid within 14 days [1].', PAYMENT);
    expect(unsupportedNote(b)).toContain('“more than 50”');
    expect(unsupportedNote(b)).toContain('“fewer than 50”');
    const [d] = flagged('Employees may accept gifts from suppliers worth more than 50 euros [1].', GIFTS);
    expect(unsupportedNote(d)).toContain('it says “must not accept”');
  });
});

describe('F26: bounds and qualifiers the passage states the same way pass', () => {
  it.each([
    ['above = over', 'Purchase orders over 10,000 euros need approval from the Chief Financial Officer, Anna Kowalski [1].', APPROVAL],
    ['more than = above', 'Orders of more than 10,000 euros are approved by Anna Kowalski [1].', APPROVAL],
    ['up to', 'Orders of up to 10,000 euros are approved by the head of the requesting department [1].', APPROVAL],
    ['below ≈ up to', 'Orders below 10,000 euros are approved by the head of the requesting department [1].', APPROVAL],
    ['or less', 'Orders of 10,000 euros or less are approved by the head of the department [1].', APPROVAL],
    ['both sides in one sentence', 'Above 10,000 euros Anna Kowalski approves; up to 10,000 euros the head of department does [1].', APPROVAL],
    ['a bound and its number without direction', 'The approval limit is 10,000 euros [1].', APPROVAL],
    ['fewer than', 'Suppliers with fewer than 50 employees are paid within 14 days [1].', PAYMENT],
    ['under ≈ fewer than', 'Small suppliers (under 50 employees) get paid in 14 days [1].', PAYMENT],
    ['the other number of the passage', 'Invoices are paid 45 days after receipt [1].', PAYMENT],
    ['full-time', 'Full-time staff receive 28 days of paid annual leave [1].', LEAVE],
    ['a bound the passage states of “that value”', 'Gifts below 50 euros must be reported to compliance within one week [1].', GIFTS],
    ['a denial the passage makes too', 'Employees must not accept gifts worth more than 50 euros [1].', GIFTS],
    ['another side set aside', 'Orders above 10,000 euros need approval from Anna Kowalski, not the department head [1].', APPROVAL],
    ['under = shorter than', 'Economy class is mandatory for flights under six hours [1].', TRAVEL],
    ['mandatory, said the same', 'Economy class is mandatory on flights shorter than 6 hours [1].', TRAVEL],
    ['weekdays', 'The Leeds office is open on weekdays from 7:30 to 19:00 [1].', OFFICE],
    ['another row set aside', 'LT-17 belongs to Sofia Lindqvist, not Omar Haddad [1].', REGISTER],
    ['up to five days carried over', 'Up to five unused days can be carried over, to be taken before 31 March [1].', LEAVE],
    ['at most five days', 'At most 5 unused days may be carried over [1].', LEAVE],
    ['no qualifier at all', 'Staff receive 28 days of paid annual leave [1].', LEAVE],
    ['never more than = no more than', 'The heater runs never more than 6 hours at a time [1].', ['The backup heater may run for no more than 6 hours at a time.']],
    ['at most = no more than', 'The heater runs at most 6 hours at a time [1].', ['The backup heater may run for no more than 6 hours at a time.']],
  ])('%s', (_name, answer, passages) => {
    expect(flagged(answer, passages)).toEqual([]);
  });
});
