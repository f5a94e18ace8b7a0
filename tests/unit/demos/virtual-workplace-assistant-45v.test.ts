/**
 * Task 45v (tester u30b, issue 28). Rows marked u30b are the tester's (/tmp/u30b/in/t12, t70); the others were written for
 * this table. F3: a date is never carried from one clause or chat line to another person's task; a chat log of one-word
 * lower-case labels is read as speakers. F16: numbered speaker labels ("Speaker 1  0:00", "Speaker 2:") are speakers, and
 * a task is never written with its date twice. F11: one task given to one person with two dates is one item under "To
 * check", never two confident rows. F15: a hedge ("let me see what I can do", "let me check my calendar", "maybe I'll …",
 * "perhaps I can …", "I'll see if I can …") is never a confident task. F4: a date said with a time ("by 3 p.m. Friday")
 * or a week on ("Friday week", "a week on Friday") is the date as said, never "not stated" nor plain "Friday".
 */
import {describe, expect, it} from 'vitest';
import {analyse, expectEmailRows, rows} from './support/meetingRows';
import {readTranscript} from '@site/src/demos/virtual-workplace-assistant/transcript';

type Row = readonly [string, string, readonly string[]];
const lines = (...l: string[]) => l.join('\n');

const F3: readonly Row[] = [
  ['u30b t12: chat lines, Kai\'s task never takes Sam\'s "fri"', lines('sam: hey, can u send teh report to jo by tmrw?', 'jo: thx', 'sam: ill do the slides by fri', "kai: i'll handel the catering, by wensday"), ['kai: Handel the catering, by wensday | - | open']],
  ['a short chat log: each label a speaker', lines('mia: ok so who does the deck', 'leo: me, by tue', "mia: cool. i'll send the invite tmrw", "pat: i'll do the budget by fri"), ['mia: Send the invite tmrw | - | open', 'pat: Do the budget by fri | Friday | open']],
  ['must stay: "By Friday, I\'ll send the report."', lines("Sam: By Friday, I'll send the report.", 'Jo: OK.'), ['Sam: Send the report | Friday | open']],
  ['must stay: "Tomorrow Jo will call the bank."', lines('Sam: Tomorrow Jo will call the bank.', 'Jo: OK.'), ['Jo: Call the bank | Tomorrow | open']],
];
/** Sentences where one clause has a date and a later commitment has none: the later one gets no date. */
const F3_CLAUSES: ReadonlyArray<readonly [string, string, string]> = [
  ['"I\'ll do the slides by Friday and Jo will handle the catering."', lines("Sam: I'll do the slides by Friday and Jo will handle the catering.", 'Jo: OK.'), 'Jo: Handle the catering | - | open'],
  ['"I\'ll send the deck by Monday, and Ben will book the room."', lines("Ana: I'll send the deck by Monday, and Ben will book the room.", 'Ben: Fine.'), 'Ben: Book the room | - | open'],
];
const F16: readonly Row[] = [
  ['u30b t70: Otter "Speaker 1  0:00" headings', lines('Speaker 1  0:00', 'Okay, so, Sam, can you run the payroll by Friday?', '', 'Speaker 2  0:05', "Yes, I'll run it by Friday.", '', 'Speaker 1  0:09', "Thanks. I'll update the handbook."), ['Speaker 2: Run the payroll by Friday | Friday | open', 'Speaker 1: Update the handbook | - | open']],
  ['"Speaker 1:" lines', lines('Speaker 1: Sam, can you run the payroll by Friday?', "Speaker 2: Yes, I'll run it by Friday.", "Speaker 1: Thanks. I'll update the handbook."), ['Speaker 2: Run the payroll by Friday | Friday | open', 'Speaker 1: Update the handbook | - | open']],
  ['"Speaker 1    00:00:03" headings', lines('Speaker 1    00:00:03', "I'll send the minutes tomorrow.", 'Speaker 2    00:00:09', 'Great, and I will book the room on Monday.'), ['Speaker 1: Send the minutes tomorrow | tomorrow | open', 'Speaker 2: Book the room on Monday | Monday | open']],
];

describe('F3: a date stays with its own clause and line (u30b)', () => {
  it.each(F3)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
  it.each(F3_CLAUSES)('%s', (_n, t, row) => {
    expect(rows(t)).toContain(row);
  });
  it('chat labels are the speakers of the e-mail, never one "Unknown" turn', () => {
    expect(readTranscript(lines('sam: hey, can u send teh report to jo by tmrw?', 'jo: thx', 'sam: ill do the slides by fri', "kai: i'll handel the catering, by wensday")).utterances.map((u) => u.speaker)).toEqual(['sam', 'jo', 'sam', 'kai']);
    expect(analyse(lines('note: call the bank', 'Ana: I will send the deck.')).email).not.toMatch(/To:.*note/);
  });
});
describe('F16: numbered speaker labels are speakers; a date is said once (u30b)', () => {
  it.each(F16)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
  it('"Sprecher 1", "Intervenant 2" headings', () => {
    expect(readTranscript(lines('Sprecher 1  0:00', 'Ich schreibe das Protokoll.', 'Intervenant 2  0:04', "D'accord.")).utterances.map((u) => u.speaker)).toEqual(['Sprecher 1', 'Intervenant 2']);
  });
  it('"Yes, I\'ll run it by Friday" after "the payroll by Friday" in one turn: "by Friday" once', () => {
    expect(rows(lines('Ana: Okay, so, Sam, can you run the payroll by Friday? Yes, I\'ll run it by Friday.')).join('\n')).not.toMatch(/by Friday by Friday/);
  });
});

const F11: readonly Row[] = [
  ['u30b t55: asked, "Will do, by Friday.", asked again "by Thursday", "OK."', lines('Ona: Pat, please send the minutes.', 'Pat: Will do, by Friday.', 'Ona: Pat, please send the minutes by Thursday.', 'Pat: OK.'), ['Pat: Send the minutes | Friday | check']],
  ['own commitment, then asked with another date', lines("Pat: I'll send the minutes by Friday.", 'Ona: Pat, please send the minutes by Thursday.', 'Pat: OK.'), ['Pat: Send the minutes by Friday | Friday | check']],
  ['"Lee will … by Friday", then "Lee, please … by Monday"', lines('Ona: Lee will migrate the wiki by Friday.', 'Ona: Lee, please migrate the wiki by Monday.'), ['Lee: Migrate the wiki by Friday | Friday | check']],
  ['asked by Thursday, "Sure", later "I\'ll send the minutes by Friday."', lines('Ona: Pat, please send the minutes by Thursday.', 'Pat: Sure.', 'Ona: Next, the budget.', "Pat: I'll send the minutes by Friday."), ['Pat: Send the minutes by Friday | Friday | check']],
  ['must stay: the owner corrects their own date', lines("Pat: I'll send the minutes by Friday.", 'Ona: Great.', "Pat: Actually, I'll send the minutes by Thursday."), ['Pat: Send the minutes by Thursday | Thursday | open']],
  ['must stay: the same date asked again is one item', lines('Ona: Pat, please send the minutes by Friday.', 'Pat: Sure.', 'Ona: And Pat, please send the minutes by Friday too.'), ['Pat: Send the minutes by Friday | Friday | open']],
  ['must stay: two tasks, two dates', lines('Ona: Pat, please send the minutes by Friday.', 'Pat: Sure.', 'Ona: Pat, please send the budget by Thursday.', 'Pat: OK.'), ['Pat: Send the minutes by Friday | Friday | open', 'Pat: Send the budget by Thursday | Thursday | open']],
];

describe('F11: one task, one person, two dates: one item under "To check" (u30b)', () => {
  it.each(F11)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
  it('the e-mail quotes both sayings under "To check" and lists no deadline for it', () => {
    const email = analyse(lines('Ona: Pat, please send the minutes.', 'Pat: Will do, by Friday.', 'Ona: Pat, please send the minutes by Thursday.', 'Pat: OK.')).email;
    const [, check = ''] = email.split('To check');
    expect(check).toContain('Friday, then Thursday');
    expect(email).not.toMatch(/due Thursday|due Friday/);
  });
});

const F15: readonly Row[] = [
  ['u30b t67: "Let me see what I can do." after "Maybe Mo can?" / "Mo?"', lines('Kay: We need to decide on the venue. Lee, can you shortlist venues by Friday?', "Lee: I can't, I'm on leave. Maybe Mo can?", 'Kay: Mo?', 'Mo: Let me see what I can do.', "Kay: OK. And don't forget the key for the storage room, Lee.", "Lee: Sure, I'll leave the keys at reception."), ['Unassigned: Decide on the venue | - | open', 'Lee: Shortlist venues by Friday | Friday | declined', 'Lee: Leave the keys at reception | - | open']],
  ['u30b t14: "Maybe, I\'m not sure yet, let me check my calendar."', lines('Zoe: Would you be able to maybe look at pricing at some point?', "Alex: Maybe, I'm not sure yet, let me check my calendar."), []],
  ['"Let me see what I can do." to a request: the request is "check"', lines('Kay: Mo, can you shortlist venues by Friday?', 'Mo: Let me see what I can do.'), ['Mo: Shortlist venues by Friday | Friday | check']],
  ['"I\'ll see what I can do." alone: nothing', lines('Ana: We need a new logo.', "Ben: I'll see what I can do."), []],
  ['"Maybe I\'ll draft …"', lines('Ana: We need a new logo.', "Ben: Maybe I'll draft a few options by Friday."), ['Ben: Draft a few options by Friday | Friday | check']],
  ['"Perhaps I can sketch …"', lines('Ana: We need a new logo.', 'Ben: Perhaps I can sketch something on Monday.'), ['Ben: Sketch something on Monday | Monday | check']],
  ['"I\'ll see if I can sketch …"', lines('Ana: We need a new logo.', "Ben: I'll see if I can sketch something on Monday."), ['Ben: See if Ben can sketch something on Monday | Monday | check']],
  ['"I\'ll try to sketch …"', lines('Ana: We need a new logo.', "Ben: I'll try to sketch something on Monday."), ['Ben: Try to sketch something on Monday | Monday | check']],
  ['"Let me check my calendar." to a request: "check"', lines('Ana: Ben, can you book the room?', 'Ben: Let me check my calendar.'), ['Ben: Book the room | - | check']],
  ['must stay: "Let me send the agenda tonight."', lines('Ana: Let me send the agenda tonight.', 'Ben: Great.'), ['Ana: Send the agenda tonight | tonight | open']],
  ['must stay: "maybe" about someone else', lines("Ana: Maybe Lena can help. I'll send the agenda tonight.", 'Ben: Great.'), ['Ana: Send the agenda tonight | tonight | open']],
  ['must stay: a maybe in another sentence of the turn', lines("Ana: Maybe we should move the launch. I'll draft the plan by Friday.", 'Ben: OK.'), ['Ana: Draft the plan by Friday | Friday | open']],
  ['must stay: "I\'ll check whether the server is up."', lines("Ana: I'll check whether the server is up.", 'Ben: Thanks.'), ['Ana: Check whether the server is up | - | open']],
];

describe('F15: a hedge is never a confident task (u30b)', () => {
  it.each(F15)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
  it('the e-mail says why a hedged item is to check', () => {
    expect(analyse(lines('Ana: We need a new logo.', "Ben: Maybe I'll draft a few options by Friday.")).email).toContain('Ben said it as a maybe, not as a commitment');
  });
});

const F4: readonly Row[] = [
  ['u30b t16: "by 3 p.m. Friday"', lines("Dr. Emily Watson: Jean-Luc, can you also share the minutes by 3 p.m. Friday?", "Jean-Luc O'Brien: Yes."), ["Jean-Luc O'Brien: Share the minutes by 3 p.m. Friday | Friday | open"]],
  ['u30b t53: "Friday week"', lines('Ada: Dates, please.', "Ben: I'll send the draft Friday week."), ['Ben: Send the draft Friday week | Friday week | open']],
  ['"by Friday week" is never plain Friday', lines("Ben: I'll send the draft by Friday week.", 'Ada: OK.'), ['Ben: Send the draft by Friday week | Friday week | open']],
  ['"a week on Friday"', lines("Ben: I'll send the draft a week on Friday.", 'Ada: OK.'), ['Ben: Send the draft a week on Friday | a week on Friday | open']],
  ['"a week from Monday"', lines("Ben: I'll send the draft a week from Monday.", 'Ada: OK.'), ['Ben: Send the draft a week from Monday | a week from Monday | open']],
  ['"on Tuesday after next"', lines("Ben: I'll send the draft on Tuesday after next.", 'Ada: OK.'), ['Ben: Send the draft on Tuesday after next | Tuesday after next | open']],
  ['"by 5pm Friday" is Friday, never 5 pm today', lines("Ben: I'll send the draft by 5pm Friday.", 'Ada: OK.'), ['Ben: Send the draft by 5pm Friday | Friday | open']],
  ['"by 5 p.m." is a time on the meeting\'s day', lines("Ben: I'll send the draft by 5 p.m.", 'Ada: OK.'), ['Ben: Send the draft by 5 p.m. | 5 pm | open']],
  ['"at 9 a.m. next Monday"', lines("Ben: I'll call the bank at 9 a.m. next Monday.", 'Ada: OK.'), ['Ben: Call the bank at 9 a.m. next Monday | next Monday | open']],
  ['must stay: "at 10 a.m. Then …" ends a sentence', lines("Emily: The call is at 10 a.m. Then I'll send the notes by Friday.", 'Ben: OK.'), ['Emily: Send the notes by Friday | Friday | open']],
  ['must stay: "by Friday at 5pm"', lines("Ana: I'll send the deck by Friday at 5pm.", 'Ben: OK.'), ['Ana: Send the deck by Friday at 5pm | Friday | open']],
];

describe('F4: a date with a time or a week on is read as said (u30b)', () => {
  it.each(F4)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});
