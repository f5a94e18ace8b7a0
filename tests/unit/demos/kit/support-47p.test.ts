/**
 * Issue 28, task 47p (u30y F1, F2; u30w F1; u30x F1): the support check's polarity (kit/support.ts, `oppositeLacks`
 * and its helpers; shared by Document Q&A, Simple Chat and Zohlar Ask and Chat).
 *
 * Three testers on build-i33 found it both ways wrong:
 * - missed opposites, headed "grounded": "Yes, the Bluefin Catering contract will be renewed [1]." against "… and will
 *   not be renewed."; "Yes, you should reboot a compromised server immediately [1]." against "Never reboot a
 *   compromised server before a disk image is taken."; "Heron Printing was not terminated early [1]."; "Employees may
 *   work remotely from outside the EU …" against "… is not permitted."; German "ohne Zustimmung" against "nur mit
 *   schriftlicher Zustimmung"; and the antonyms day/night, before/after, previous/next, opens/closes, part-time/full-time
 *   and a bound the other way round ("six hours or more" where the passage says "under six hours");
 * - false "says the opposite" on right answers: "The incident commander for SEV1 is the duty manager [1]." against
 *   "… is the duty manager, not the engineer who found the problem." (a trailing "not X" denies X, not the sentence),
 *   and Simple Chat's word-for-word "RAG reduces hallucination; it does not eliminate it [1]."
 *
 * One table: each row is a passage, an answer and what the check must do with it: "held" (no note), "opposite" (a
 * note saying "it says the opposite"), "flagged" (some note). Passages are the testers' own documents (/tmp/u30y/docs,
 * /tmp/u30w/docs, the site's sample travel policy, the guide's RAG overview as Simple Chat gives it to the check),
 * trimmed to the paragraph a search returns; the rows marked "own" are answers written for this task.
 */
import {describe, expect, it} from 'vitest';
import {checkedText, unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

// u30y: docs/d1_contracts2025.txt, d2_contracts2024.txt, d5_runbook.md, d7_facilities.txt (one paragraph each).
const NORTHWIND = 'Northwind Logistics provides freight forwarding for the Rotterdam warehouse. Payment terms are net 45 days. The contract renews on 31 March 2026 and the account owner is Priya Raman.';
const BLUEFIN = 'Bluefin Catering supplies the staff canteen in Leeds. Payment terms are net 30 days. The contract ends on 15 September 2025 and will not be renewed.';
const KESTREL = 'Kestrel Security guards the Berlin data center at night. Payment terms are net 60 days. The notice period is 90 days and the account owner is Tomas Weber.';
const ORCHID = 'Orchid Cleaning cleans the Madrid office three times a week. Payment terms are net 15 days. A penalty of 2 percent applies to late invoices.';
const HERON = 'Heron Printing produced the annual report. Payment terms were net 20 days. The contract was terminated early because of repeated delays.';
const WHO = '## Who to call\nThe incident commander for SEV1 is the duty manager, not the engineer who found the problem. Do not contact the press; only the communications team may speak to journalists.';
const EVIDENCE = '## Evidence\nNever reboot a compromised server before a disk image is taken. Keep logs for at least 400 days.';
const FACILITIES =
  'Facilities handbook. The building opens at seven in the morning and closes at ten at night on weekdays. Cleaning staff work in the evenings and must not be disturbed while floors are wet. Printers on every floor use badge release, and toner is ordered by the floor warden. Meeting rooms are booked through the calendar and released automatically after fifteen minutes without check-in. Kitchens are cleaned twice a day, and personal food left in the fridge is removed every Friday afternoon. Bicycles may be parked in the basement racks, which are covered by camera. Lockers are assigned for one year at a time and renewed by the office manager. The fire assembly point for the north wing is the car park behind the gym on Canal Street, and wardens carry a list of everyone on their floor. Umbrellas can be borrowed at reception.';

// u30w: docs/handbook.txt and docs/german.txt (one paragraph each, as Document Q&A cuts them).
const ANNUAL = 'Annual leave. Full-time employees receive 28 days of annual leave per calendar year. Part-time employees receive leave pro rata to their contracted hours. Up to 5 unused days may be carried over to the next year and must be used by 31 March.';
const SICK = "Sick leave. Employees who are ill must notify their manager before 10:00 on the first day of absence. A doctor's note is required from the fourth consecutive day of sickness. Sick pay is paid at full salary for up to 12 weeks in any rolling year.";
const PARENTAL = 'Parental leave. Birth parents receive 20 weeks of paid parental leave. Other parents receive 12 weeks of paid parental leave. Parental leave must be requested at least 8 weeks before it starts.';
const BERLIN = 'Berlin office. The Berlin office is at Torstrasse 12. The office manager in Berlin is Petra Lindqvist. The Berlin office opens at 08:00 and closes at 19:00.';
const VIENNA = 'Vienna office. The Vienna office is at Mariahilfer Strasse 7. The office manager in Vienna is Anja Horvat. The Vienna office opens at 09:00 and closes at 17:30.';
const REMOTE = 'Remote work. Employees may work remotely from another EU country for up to 20 working days per year. Working remotely from outside the EU is not permitted. Requests go to the People team at least two weeks in advance.';
const EQUIPMENT = 'Equipment. Each employee receives a laptop on day one. Laptops are replaced every three years. A lost laptop must be reported to the IT security team within 24 hours.';
const HAUSTIERE = 'Haustiere. Kleine Haustiere wie Hamster sind erlaubt. Hunde und Katzen nur mit schriftlicher Zustimmung des Vermieters.';
const FAHRRAEDER = 'Fahrräder. Fahrräder dürfen nur im Fahrradkeller abgestellt werden, nicht im Treppenhaus.';

// The site's sample travel policy (u30w answers2.json; the passages Document Q&A sent).
const SCOPE = 'Scope. This policy applies to all employees and contractors of Northwind Analytics who travel on company business. It covers transport, lodging, meals and incidental expenses.';
const BOOKING =
  'Booking. Book flights and hotels through the travel portal. Bookings made elsewhere are reimbursed only when the portal price was at least 10% higher. Economy class applies to flights under six hours. Premium economy is allowed for flights of six hours or more. Business class needs written approval from a vice president.';
const EXPENSES =
  'Expenses. Submit receipts within 30 days of your return. Claims submitted more than 90 days after the trip are rejected. Meals are reimbursed up to the daily rate for the destination city. Alcohol is not reimbursed.';

// u30x: Simple Chat gives the check each passage with its page title and section (checkedText).
const RAG_LIMITS = checkedText({
  source: 'Retrieval-augmented generation (RAG) overview',
  heading: 'Why RAG, and what it does not do',
  text: 'Traceability: every answer can cite the passages it used, so users and reviewers can check it. RAG reduces hallucination; it does not eliminate it. The model can still misread a passage, blend two sources, or answer from its training data when retrieval returns nothing useful.',
});
const RAG_INTRO = checkedText({
  source: 'Retrieval-augmented generation (RAG) overview',
  text: 'Retrieval-augmented generation (RAG) answers a question in two steps. First it retrieves passages relevant to the question from your own content. Then it asks a language model to answer from those passages, citing them. This is how most enterprises ground a general-purpose model in their own policies, products and records without retraining it.',
});
const GROUNDING = checkedText({
  source: 'LLM capabilities and limitations',
  heading: 'Hallucination',
  text: 'Grounding reduces hallucination but does not eliminate it. Retrieval-augmented generation made answers more specific and factual in its original paper.',
});
const RAG_HISTORY = checkedText({
  source: 'Retrieval-augmented generation (RAG) overview',
  heading: 'Why RAG, and what it does not do',
  text: 'The models set the state of the art on three open-domain question-answering benchmarks at the time, and human raters judged their generated text more specific and more factual than that of the generator alone (in a Jeopardy question-generation test).',
});

type Expect = 'held' | 'opposite' | 'flagged';
type Row = readonly [source: string, answer: string, passage: string, expect: Expect];

const ROWS: readonly Row[] = [
  // Missed opposites (u30y F1, u30w F1, u30x w4) and own variants: each must be flagged.
  ['u30y M5: "Yes, … will be renewed" against "will not be renewed"', 'Yes, the Bluefin Catering contract will be renewed [1].', BLUEFIN, 'opposite'],
  ['u30y: the same without "Yes,"', 'The Bluefin Catering contract will be renewed [1].', BLUEFIN, 'opposite'],
  ['u30y M4: "does not renew" against "renews"', 'The Northwind contract does not renew on 31 March 2026 [1].', NORTHWIND, 'opposite'],
  ['u30y M18: "reboot … immediately" against "Never reboot"', 'Yes, you should reboot a compromised server immediately [1].', EVIDENCE, 'opposite'],
  ['u30y: "Reboot … before" against "Never reboot … before"', 'Reboot a compromised server before a disk image is taken [1].', EVIDENCE, 'opposite'],
  ['u30y: "Always reboot" against "Never reboot"', 'Always reboot a compromised server before a disk image is taken [1].', EVIDENCE, 'opposite'],
  ['u30y: "was not terminated early" against "was terminated early"', 'Heron Printing was not terminated early [1].', HERON, 'opposite'],
  ['u30y: "during the day" against "at night"', 'Kestrel Security guards the Berlin data center during the day [1].', KESTREL, 'opposite'],
  ['u30y M23: the person the passage sets aside with "not"', 'The incident commander for SEV1 is the engineer who found the problem [1].', WHO, 'opposite'],
  ['u30y: "contact the press" against "Do not contact the press"', 'Yes, contact the press about the incident [1].', WHO, 'opposite'],
  ['u30y: "No penalty" against "A penalty … applies"', 'No penalty applies to late Orchid invoices [1].', ORCHID, 'opposite'],
  ['own: "is not the duty manager"', 'The incident commander for SEV1 is not the duty manager [1].', WHO, 'opposite'],
  ['u30w 2: "may work remotely from outside the EU" against "not permitted"', 'Employees may work remotely from outside the EU for up to 20 working days per year [1].', REMOTE, 'opposite'],
  ['own: the same, short', 'Employees may work remotely from outside the EU [1].', REMOTE, 'opposite'],
  ['u30w: "is permitted" against "is not permitted"', 'Working remotely from outside the EU is permitted [1].', REMOTE, 'opposite'],
  ['own: "is allowed" against "is not permitted"', 'Working remotely from outside the EU is allowed [1].', REMOTE, 'opposite'],
  ['u30w: German "ohne Zustimmung" against "nur mit schriftlicher Zustimmung"', 'Hunde und Katzen sind ohne Zustimmung des Vermieters erlaubt [1].', HAUSTIERE, 'opposite'],
  ['own: German "im Treppenhaus" against ", nicht im Treppenhaus"', 'Fahrräder dürfen im Treppenhaus abgestellt werden [1].', FAHRRAEDER, 'opposite'],
  ['u30w: "after 10:00" against "before 10:00"', 'Employees who are ill must notify their manager after 10:00 on the first day of absence [1].', SICK, 'opposite'],
  ['u30w: "8 weeks after it starts" against "before it starts"', 'Parental leave must be requested at least 8 weeks after it starts [1].', PARENTAL, 'opposite'],
  ['u30w: "the previous year" against "the next year"', 'Up to 5 unused days may be carried over to the previous year [1].', ANNUAL, 'opposite'],
  ['u30w: opening and closing times swapped', 'The Vienna office opens at 17:30 and closes at 09:00 [1].', VIENNA, 'opposite'],
  ['own: "closes at 08:00" where it opens at 08:00', 'The Berlin office closes at 08:00 [1].', BERLIN, 'opposite'],
  ['own: "opens at ten at night" where it closes then', 'The building opens at ten at night [1].', FACILITIES, 'opposite'],
  ['u30w 1: "Part-time … 28 days" where 28 days are full-time', 'Part-time employees receive 28 days of annual leave per calendar year [1].', ANNUAL, 'flagged'],
  ['own: "Full-time … pro rata" where pro rata is part-time', 'Full-time employees receive leave pro rata to their contracted hours [1].', ANNUAL, 'opposite'],
  ['u30w 9: "only to employees, not contractors" against "employees and contractors"', 'This policy applies only to employees, not contractors [1].', SCOPE, 'opposite'],
  ['u30w 8: "six hours or more" where economy is "under six hours"', 'Economy class applies to flights of six hours or more [1].', BOOKING, 'flagged'],
  ['u30w: "never replaced" against "replaced every three years"', 'Laptops are never replaced [1].', EQUIPMENT, 'opposite'],
  ['u30w: "cannot be carried over" against "may be carried over"', 'Unused days cannot be carried over to the next year [1].', ANNUAL, 'opposite'],
  ['u30x w4: "requires retraining" against "without retraining it"', 'RAG requires retraining the model on your policies [1].', RAG_INTRO, 'opposite'],
  ['own: "eliminates" against "it does not eliminate it"', 'RAG eliminates hallucination [1].', RAG_LIMITS, 'opposite'],
  ['own: "may be disturbed" against "must not be disturbed"', 'Cleaning staff may be disturbed while floors are wet [1].', FACILITIES, 'opposite'],
  ['own: "are accepted" against "are rejected"', 'Claims submitted more than 90 days after the trip are accepted [1].', EXPENSES, 'opposite'],
  ['own: "starts on" where the contract ends on that day', 'The Bluefin Catering contract starts on 15 September 2025 [1].', BLUEFIN, 'opposite'],
  ['own: "closes at seven in the morning" where it opens then', 'The building closes at seven in the morning [1].', FACILITIES, 'opposite'],

  // Right answers, paraphrases, "not only", bounds, double negatives, echoed questions: each must be held.
  ['u30y M6: the denial as the passage says it', 'No, the Bluefin Catering contract ends on 15 September 2025 and will not be renewed [1].', BLUEFIN, 'held'],
  ['u30y: "Yes, … was terminated early"', 'Yes, Heron Printing was terminated early because of repeated delays [1].', HERON, 'held'],
  ['u30y: "Yes, … at night"', 'Yes, Kestrel Security guards the Berlin data center at night [1].', KESTREL, 'held'],
  ['u30y F2: the duty manager, against a sentence adding "not the engineer"', 'The incident commander for SEV1 is the duty manager [1].', WHO, 'held'],
  ['u30y F2: "The duty manager [1]."', 'The duty manager [1].', WHO, 'held'],
  ['own: the passage sentence word for word', 'The incident commander for SEV1 is the duty manager, not the engineer who found the problem [1].', WHO, 'held'],
  ['own: the contrast moved to the middle', 'The duty manager, not the engineer who found the problem, is the incident commander for SEV1 [1].', WHO, 'held'],
  ['u30y M20: "Only the communications team"', 'Only the communications team may speak to journalists [1].', WHO, 'held'],
  ['own: "Do not contact the press"', 'Do not contact the press [1].', WHO, 'held'],
  ['u30y M16: "at least 400 days"', 'Logs are kept for at least 400 days [1].', EVIDENCE, 'held'],
  ['own: bound "no less than 400 days"', 'Logs are kept for no less than 400 days [1].', EVIDENCE, 'held'],
  ['own: "only after" where the passage says "never … before"', 'Reboot a compromised server only after a disk image is taken [1].', EVIDENCE, 'held'],
  ['own: "Do not reboot … before"', 'Do not reboot a compromised server before a disk image is taken [1].', EVIDENCE, 'held'],
  ['own: a question echoed, then the answer', 'Can I reboot a compromised server? No: never reboot a compromised server before a disk image is taken [1].', EVIDENCE, 'held'],
  ['own: a yes/no question echoed, then "No, it will not"', 'Will the Bluefin Catering contract be renewed? No, it will not be renewed [1].', BLUEFIN, 'held'],
  ['own: two facts joined with ", and"', 'Payment terms for Bluefin Catering are net 30 days, and the contract will not be renewed [1].', BLUEFIN, 'held'],
  ['u30x F1: the passage sentence word for word, with ";"', 'RAG reduces hallucination; it does not eliminate it [1].', RAG_LIMITS, 'held'],
  ['u30x: "reduces … but does not eliminate"', 'Grounding reduces hallucination but does not eliminate it [1].', GROUNDING, 'held'],
  ['own: "reduces … but does not eliminate" against the ";" sentence', 'RAG reduces hallucination, but it does not eliminate it [1].', RAG_LIMITS, 'held'],
  ['u30x c6: "does not require retraining" against "without retraining it"', 'RAG does not require retraining the model [1].', RAG_INTRO, 'held'],
  ['own: "without retraining it" as the passage says it', 'RAG grounds a general-purpose model in your own policies without retraining it [1].', RAG_INTRO, 'held'],
  ['own: "not only … but also"', 'Human raters judged the generated text not only more specific but also more factual than that of the generator alone [1].', RAG_HISTORY, 'held'],
  ['u30w: "from another EU country"', 'Employees may work remotely from another EU country for up to 20 working days per year [1].', REMOTE, 'held'],
  ['u30w: "is not permitted" as the passage says it', 'Working remotely from outside the EU is not permitted [1].', REMOTE, 'held'],
  ['own: "is forbidden" for "is not permitted"', 'Working remotely from outside the EU is forbidden [1].', REMOTE, 'held'],
  ['own: "may not work remotely from outside the EU"', 'Employees may not work remotely from outside the EU [1].', REMOTE, 'held'],
  ['u30w: "before 10:00"', 'Employees who are ill must notify their manager before 10:00 on the first day of absence [1].', SICK, 'held'],
  ['own: "A doctor\'s note is required from the fourth consecutive day"', "A doctor's note is required from the fourth consecutive day of sickness [1].", SICK, 'held'],
  ['u30w: "at least 8 weeks before it starts"', 'Parental leave must be requested at least 8 weeks before it starts [1].', PARENTAL, 'held'],
  ['u30w: "the next year" with "and must be used by 31 March"', 'Up to 5 unused days may be carried over to the next year and must be used by 31 March [1].', ANNUAL, 'held'],
  ['u30w: opening and closing times right', 'The Vienna office opens at 09:00 and closes at 17:30 [1].', VIENNA, 'held'],
  ['own: "opens at seven in the morning" beside its "closes at ten at night"', 'The building opens at seven in the morning [1].', FACILITIES, 'held'],
  ['own: "opens at 08:00"', 'The Berlin office opens at 08:00 [1].', BERLIN, 'held'],
  ['own: "does not open before 08:00" (a time bound, not a denial)', 'The Berlin office does not open before 08:00 [1].', BERLIN, 'held'],
  ['u30w: "Full-time … 28 days"', 'Full-time employees receive 28 days of annual leave per calendar year [1].', ANNUAL, 'held'],
  ['own: "Part-time … pro rata"', 'Part-time employees receive leave pro rata to their contracted hours [1].', ANNUAL, 'held'],
  ['own: German "nur mit schriftlicher Zustimmung"', 'Hunde und Katzen sind nur mit schriftlicher Zustimmung des Vermieters erlaubt [1].', HAUSTIERE, 'held'],
  ['own: German double negative "nicht ohne Zustimmung"', 'Hunde und Katzen sind nicht ohne Zustimmung des Vermieters erlaubt [1].', HAUSTIERE, 'held'],
  ['own: German double negative "nicht verboten"', 'Kleine Haustiere wie Hamster sind nicht verboten [1].', HAUSTIERE, 'held'],
  ['own: German "nur im Fahrradkeller", against a sentence adding ", nicht im Treppenhaus"', 'Fahrräder dürfen nur im Fahrradkeller abgestellt werden [1].', FAHRRAEDER, 'held'],
  ['own: German "nicht im Treppenhaus"', 'Fahrräder dürfen nicht im Treppenhaus abgestellt werden [1].', FAHRRAEDER, 'held'],
  ['own: "employees and contractors"', 'This policy applies to all employees and contractors of Northwind Analytics [1].', SCOPE, 'held'],
  ['own: "under six hours"', 'Economy class applies to flights under six hours [1].', BOOKING, 'held'],
  ['own: "six hours or more" for premium economy', 'Premium economy is allowed for flights of six hours or more [1].', BOOKING, 'held'],
  ['own: "closes at ten at night on weekdays"', 'The building closes at ten at night on weekdays [1].', FACILITIES, 'held'],
  ['own: "without check-in" as the passage says it', 'Meeting rooms are released automatically after fifteen minutes without check-in [1].', FACILITIES, 'held'],
  ['own: "must not be disturbed while floors are wet"', 'Cleaning staff must not be disturbed while floors are wet [1].', FACILITIES, 'held'],
  ['own: "cleaned twice a day" beside a sentence saying "at night"', 'Kitchens are cleaned twice a day [1].', FACILITIES, 'held'],
  ['own: "not only … but also" in a facilities answer', 'Lockers are not only assigned for one year at a time but also renewed by the office manager [1].', FACILITIES, 'held'],
  ['own: a trailing "not X" the passage does not name there', 'Toner is ordered by the floor warden, not by reception [1].', FACILITIES, 'held'],
  ['own: "are rejected" as the passage says it', 'Claims submitted more than 90 days after the trip are rejected [1].', EXPENSES, 'held'],
  ['own: "accepted" beside a sentence saying "rejected" about other claims', 'Receipts are accepted within 30 days of your return [1].', EXPENSES, 'held'],
  ['own: a denial and an allowance joined with ", but"', 'Alcohol is not reimbursed, but meals are reimbursed up to the daily rate for the destination city [1].', EXPENSES, 'held'],
  ['own: "Sick pay is paid at full salary"', 'Sick pay is paid at full salary for up to 12 weeks in any rolling year [1].', SICK, 'held'],
];

const notes = (answer: string, passage: string) => unsupportedCitations(answer, [passage]).map(unsupportedNote);

describe('the polarity table: opposites flagged, right answers held', () => {
  it('has at least 60 rows, at least half of them right answers', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(60);
    expect(ROWS.filter((r) => r[3] === 'held').length * 2).toBeGreaterThanOrEqual(ROWS.length);
  });

  it.each(ROWS)('%s', (_source, answer, passage, expected) => {
    const out = notes(answer, passage);
    if (expected === 'held') expect(out).toEqual([]);
    else if (expected === 'opposite') expect(out.join('\n')).toContain('it says the opposite: “');
    else expect(out.length).toBeGreaterThan(0);
  });
});
