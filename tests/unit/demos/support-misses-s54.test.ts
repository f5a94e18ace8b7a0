/**
 * s54-sm (issue 28, u39b: 24 of 128 wrong answers shown without a note): wrong answers the support check let pass,
 * each reproduced with our own passage, question and model answer, with a right answer beside it that must still pass.
 * Every WRONG row passed without a note before its fix; every RIGHT row passes after it.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';
import own from './fixtures/s54sm/own-answers.json';

const note = (answer: string, text: string) => unsupportedCitations(answer, [text]).map(unsupportedNote).join(' ');

/** [passage, question, wrong answer, what the note names] */
type Wrong = [string, string, string, string];
/** [passage, question, right answer] */
type Right = [string, string, string];

function check(title: string, wrong: Wrong[], right: Right[]) {
  describe(title, () => {
    it.each(wrong)('flags %#: %s / %s / %s', (text, _question, answer, names) => {
      const n = note(answer, text);
      expect(n).toContain('does not say this');
      expect(n).toContain(names);
    });
    it.each(right)('passes %#: %s / %s / %s', (text, _question, answer) => {
      expect(unsupportedCitations(answer, [text])).toEqual([]);
    });
  });
}

// u39b F2: ordinals. "the fifth of each month" was no number, so "the fifteenth" passed and "the 5th" was flagged.
const PAYMENT = 'Payment is due on the fifth of each month.';
const RENT = 'Rent is due on the first of each month.';
const INVOICES = 'Invoices are sent on the 5th of each month.';
const REPORT = 'The quarterly report is due on the twenty-first of March.';
check(
  'u39b F2: an ordinal naming a day of the month is its number',
  [
    [PAYMENT, 'When is payment due?', 'Payment is due on the fifteenth of each month [1].', '“15”'],
    [PAYMENT, 'When is payment due?', 'Payment is due on the fifteenth [1].', '“15”'],
    [RENT, 'When is rent due?', 'Rent is due on the twenty-first of each month [1].', '“21”'],
    [INVOICES, 'When are invoices sent?', 'Invoices are sent on the fifteenth of each month [1].', '“15”'],
    [REPORT, 'When is the quarterly report due?', 'The quarterly report is due on 1 March [1].', '“1 March”'],
  ],
  [
    [PAYMENT, 'When is payment due?', 'Payment is due on the fifth of each month [1].'],
    [PAYMENT, 'When is payment due?', 'Payment is due on the 5th of each month [1].'],
    [RENT, 'When is rent due?', 'Rent is due on the 1st of each month [1].'],
    [INVOICES, 'When are invoices sent?', 'Invoices are sent on the fifth of each month [1].'],
    [REPORT, 'When is the quarterly report due?', 'The quarterly report is due on 21 March [1].'],
  ],
);

// u39b F5: Chinese and Japanese numbers, full-width digits. "十点" was no number and "会议10点开始" no number either.
const MEETING_ZH = '会议十点开始。';
const MEETING_FW = '会议１０点开始。';
const MEETING_EN = 'The meeting starts at 10:00.';
const MEETING_JA = '会議は十時に始まります。';
const LEAVE_JA = '大阪オフィスは午前9時に開きます。有給休暇は年間二十日です。';
check(
  'u39b F5: non-Latin numbers and full-width digits',
  [
    [MEETING_ZH, '会议几点开始？', '会议九点开始 [1]。', '“9”'],
    [MEETING_ZH, '会议几点开始？', '会议9点开始 [1]。', '“9”'],
    [MEETING_FW, '会议几点开始？', '会议９点开始 [1]。', '“9”'],
    [MEETING_EN, 'When does the meeting start?', 'The meeting starts at ９:００ [1].', '“9:00”'],
    [MEETING_JA, '会議は何時に始まりますか？', '会議は九時に始まります [1]。', '“9”'],
    // A time of day is no number of days: "九日" is not held by "午前9時".
    [LEAVE_JA, '有給休暇は何日ですか？', '有給休暇は年間九日です [1]。', '“9'],
  ],
  [
    [MEETING_ZH, '会议几点开始？', '会议十点开始 [1]。'],
    [MEETING_ZH, '会议几点开始？', '会议10点开始 [1]。'],
    [MEETING_FW, '会议几点开始？', '会议10点开始 [1]。'],
    [MEETING_FW, '会议几点开始？', '会议十点开始 [1]。'],
    [MEETING_EN, 'When does the meeting start?', 'The meeting starts at １０:００ [1].'],
    [MEETING_JA, '会議は何時に始まりますか？', '会議は10時に始まります [1]。'],
    [LEAVE_JA, '有給休暇は何日ですか？', '有給休暇は年間20日です [1]。'],
  ],
);

// u39b F1, F3, F4: one half of a pairing given with the other half's value, in one sentence or in two.
const ROOMS = 'Room A holds 12 people, while Room B holds 150 people.';
const HALLS = 'The small room seats 12 and the large hall seats 150.';
const TEAMS = 'Maria Lopez leads the finance team. Tom Berg leads the security team.';
const SHIFTS = 'Anna works the day shift and Ben works the night shift.';
const PARKING = 'Visitors park in car park A and staff park in car park D.';
const ENTRANCES = 'Deliveries use the north entrance and visitors use the south entrance.';
const SESSIONS = 'The workshop runs in the morning session. The panel runs in the afternoon session.';
const BADGES = 'Badges are collected after the briefing and helmets are issued before the tour.';
const ONCALL = 'On-call duty is paid at 25 euros per hour on weekdays and 40 euros per hour on public holidays.';
check(
  'u39b F1/F3/F4: a pairing swapped',
  [
    [ROOMS, 'How many people does Room A hold?', 'Room A holds 150 people [1].', 'it says “12 people”'],
    [HALLS, 'How many does the small room seat?', 'The small room seats 150 [1].', '“12”'],
    [TEAMS, 'Who leads finance?', 'Tom Berg is the head of finance [1].', 'it says “Maria Lopez”'],
    [TEAMS, 'Who leads finance?', 'Tom Berg is in charge of finance [1].', 'it says “Maria Lopez”'],
    [TEAMS, 'Who leads finance?', 'Finance is led by Tom Berg [1].', 'it says “Maria Lopez”'],
    [TEAMS, 'Who leads finance?', 'The finance lead is Tom Berg [1].', 'it says “Maria Lopez”'],
    [TEAMS, 'Who leads finance?', 'Ask Tom Berg, who leads the finance team [1].', 'it says “Maria Lopez”'],
    [SHIFTS, 'Which shift does Anna work?', 'Anna is on the night shift [1].', 'it says “day shift”'],
    [SHIFTS, 'Which shift does Anna work?', 'Ben works the day shift [1].', 'it says “night shift”'],
    [PARKING, 'Where do staff park?', 'Staff park in car park A [1].', '“park D”'],
    [ENTRANCES, 'Which entrance do deliveries use?', 'Deliveries use the south entrance [1].', 'it says “north entrance”'],
    [SESSIONS, 'When is the workshop?', 'The workshop runs in the afternoon session [1].', 'it says “morning session”'],
    [BADGES, 'When are badges collected?', 'Badges are collected before the briefing [1].', 'it says “after”'],
    [ONCALL, 'What is on-call duty paid on public holidays?', 'On-call duty is paid at 25 euros per hour on public holidays [1].', 'it says “40 euros”'],
  ],
  [
    [ROOMS, 'How many people does Room A hold?', 'Room A holds 12 people [1].'],
    [ROOMS, 'How many people do the rooms hold?', 'Room A holds 12 people and Room B holds 150 people [1].'],
    [HALLS, 'How many does the small room seat?', 'The small room seats 12 [1].'],
    [TEAMS, 'Who leads finance?', 'Maria Lopez is the head of finance [1].'],
    [TEAMS, 'Who leads finance?', 'Finance is led by Maria Lopez [1].'],
    [SHIFTS, 'Which shift does Anna work?', 'Anna is on the day shift [1].'],
    [SHIFTS, 'Who works which shift?', 'Anna works the day shift, and Ben works the night shift [1].'],
    [PARKING, 'Where do staff park?', 'Staff park in car park D [1].'],
    [ENTRANCES, 'Which entrance do deliveries use?', 'Deliveries use the north entrance [1].'],
    [SESSIONS, 'When is the workshop?', 'The workshop runs in the morning session [1].'],
    [BADGES, 'When are badges collected?', 'Badges are collected after the briefing [1].'],
    // The second clause leaves its subject out; a claim saying all of that clause is its own.
    [ONCALL, 'What is on-call duty paid on public holidays?', 'On-call duty is paid at 40 euros per hour on public holidays [1].'],
    [ONCALL, 'What is on-call duty paid on public holidays?', 'On public holidays on-call duty pays 40 euros per hour [1].'],
  ],
);

// Lead: a figure the passage sets aside, and working days given as days.
const FEES = 'Students pay €190 instead of the full €640 fee.';
const REFUNDS = 'Refunds take ten working days.';
const RETURNS = 'Returns are accepted within 30 days. Refunds are paid within 5 working days.';
const ISSUED = 'Refunds are issued within 14 days.';
check(
  'lead: a set-aside figure, working days given as days',
  [
    [FEES, 'What do students pay?', 'Students pay €640 [1].', 'it says “€190”'],
    [REFUNDS, 'How long do refunds take?', 'Refunds take 10 days [1].', 'counting working days, not calendar days'],
    [REFUNDS, 'How long do refunds take?', 'Refunds take 10 calendar days [1].', 'it says “10 working days”'],
    [RETURNS, 'When are refunds paid?', 'Refunds are paid within 5 days [1].', 'counting working days'],
    [ISSUED, 'When are refunds issued?', 'Refunds are issued within 14 working days [1].', 'counting calendar days, not working days'],
  ],
  [
    [FEES, 'What do students pay?', 'Students pay €190 [1].'],
    [FEES, 'What do students pay?', 'Students pay €190 instead of €640 [1].'],
    [REFUNDS, 'How long do refunds take?', 'Refunds take 10 working days [1].'],
    [REFUNDS, 'How long do refunds take?', 'Refunds take ten business days [1].'],
    [RETURNS, 'How long are returns accepted?', 'Returns are accepted within 30 days [1].'],
    [RETURNS, 'When are refunds paid?', 'Refunds are paid within 5 business days [1].'],
    [ISSUED, 'When are refunds issued?', 'Refunds are issued within 14 days [1].'],
  ],
);

// Own answers (brief item 7): one word of a pair put for the other in a single sentence; a number after the name a
// clause opens with ("Utrecht has 42 desks and Ghent has 18").
const EXAM = 'The exam fee is €60, payable on the first day of the course.';
const DESKS = 'Utrecht has 42 desks and Ghent has 18.';
const TALKS = 'Talks are held in the morning; workshops run in the evening.';
check(
  'own answers: a paired word in one sentence, a number after the clause’s name',
  [
    [EXAM, 'When is the exam fee payable?', 'The exam fee is payable on the last day of the course [1].', 'it says “first day”'],
    [DESKS, 'How many desks does Ghent have?', 'Ghent has 42 desks [1].', 'it says “18”'],
    [DESKS, 'How many desks does Utrecht have?', 'Utrecht has 18 desks [1].', 'it says “42'],
    [TALKS, 'When are talks held?', 'Talks are held in the evening [1].', 'it says “morning”'],
  ],
  [
    [EXAM, 'When is the exam fee payable?', 'The exam fee is payable on the first day of the course [1].'],
    [DESKS, 'How many desks does Ghent have?', 'Ghent has 18 desks [1].'],
    [DESKS, 'How many desks does Utrecht have?', 'Utrecht has 42 desks [1].'],
    [TALKS, 'When are talks held?', 'Talks are held in the morning [1].'],
    // Guards against this file's own rules: a clause continuing another, "days" as a unit, a pair word turned by a
    // negation.
    ['Hotels are reimbursed up to 180 EUR per night in most cities and 250 EUR per night in London and Paris.', 'What is the hotel limit in London?', 'Hotels in London are reimbursed up to 250 EUR per night [1].'],
    ['Kestrel Security guards the site at night. Kestrel Security is paid net 60 days.', 'What are Kestrel’s payment terms?', 'Kestrel Security is paid net 60 days [1].'],
    ['Never reboot a compromised server before a disk image is taken.', 'When may I reboot a compromised server?', 'Reboot a compromised server only after a disk image is taken [1].'],
  ],
);

/**
 * Brief item 7: 41 wrong answers of our own (and 23 right ones) against five short documents of our own: a roster
 * table, a fee list, a policy with exceptions, a timetable, two offices (fixtures/s54sm/own-answers.json). On
 * integration before s54-sm, 8 of the 41 passed without a note; after, 2 ("HR may approve a fourth remote day", where
 * team leads may and HR approves something else; "The first bus leaves at 07:00", the Saturday time given for
 * weekdays). No right answer is flagged.
 */
describe('own answers against own documents (brief item 7)', () => {
  const d = own as {documents: Record<string, string>; wrong: string[][]; right: string[][]};
  it('at most 2 of 41 wrong answers pass without a note', () => {
    const passing = d.wrong.filter(([doc, , answer]) => unsupportedCitations(answer, [d.documents[doc]]).length === 0).map((w) => w[2]);
    expect(d.wrong).toHaveLength(41);
    expect(passing.length, passing.join(' | ')).toBeLessThanOrEqual(2);
  });
  it.each(d.right)('passes %s: %s / %s', (doc, _question, answer) => {
    expect(unsupportedCitations(answer, [d.documents[doc]])).toEqual([]);
  });
});
