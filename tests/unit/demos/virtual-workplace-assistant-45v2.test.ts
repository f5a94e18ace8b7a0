/**
 * Task 45v2 (tester u30k, issue 28). Rows marked u30k are the tester's (/tmp/u30k/in); the others were written for this
 * table. F8/F9: a date corrected in the same breath inside a request ("by Monday, no wait, Tuesday") is the corrected date,
 * and the request is read at all (the corrected day at the end was taken for the person asked). F7: a yes to one part of
 * a request of two and a no to the other keeps the accepted part with its owner; only the declined part is declined and
 * taken over by the next person asked. F15: the asker's date correction after the yes ("Sorry, I mean Thursday.", "No,
 * Thursday please.") sends the item to "To check", as "Actually, make it Thursday." does. F13: "Bob said: I'll fix the
 * roof" is Bob's word as reported, under "To check", never the speaker's task.
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];
const lines = (...l: string[]) => l.join('\n');

const F8: readonly Row[] = [
  ['u30k 56: "can you … by Monday, no wait, Tuesday?"', lines('Dina: Egon, can you ship the samples by Monday, no wait, Tuesday?', 'Egon: Sure, will do.'), ['Egon: Ship the samples by Tuesday | Tuesday | open']],
  ['u30k 52: "please … by Monday, no wait, Tuesday."', lines('Dina: Egon, please ship the samples by Monday, no wait, Tuesday.', 'Egon: Will do.'), ['Egon: Ship the samples by Tuesday | Tuesday | open']],
  ['u30k 55: the page\'s own example', lines('Dina: Egon, please ship the samples by tomorrow, no wait, Friday.', 'Egon: Will do.'), ['Egon: Ship the samples by Friday | Friday | open']],
  ['u30k 40: corrected in the request, then a second one corrected on its own', lines('Dina: Egon, please ship the samples by Monday, no wait, Tuesday.', 'Egon: Will do.', 'Dina: Also Egon, can you email the supplier by tomorrow? Actually, make it Thursday.', 'Egon: Sure.'), ['Egon: Ship the samples by Tuesday | Tuesday | open', 'Egon: Email the supplier by Thursday | Thursday | open']],
  ['"sorry, I mean Tuesday?"', lines('Dina: Egon, can you ship the samples by Monday, sorry, I mean Tuesday?', 'Egon: Sure.'), ['Egon: Ship the samples by Tuesday | Tuesday | open']],
  ['"or rather Thursday."', lines('Dina: Egon, please ship the samples by Friday, or rather Thursday.', 'Egon: OK.'), ['Egon: Ship the samples by Thursday | Thursday | open']],
  ['"no, Tuesday?"', lines('Dina: Egon, can you ship the samples by Monday, no, Tuesday?', 'Egon: Sure thing.'), ['Egon: Ship the samples by Tuesday | Tuesday | open']],
  ['"wait no, Wednesday?"', lines('Dina: Egon, can you ship the samples by Monday, wait no, Wednesday?', 'Egon: Yes, will do.'), ['Egon: Ship the samples by Wednesday | Wednesday | open']],
  ['the name after the corrected day', lines('Dina: Can you ship the samples by Monday, no wait, Tuesday, Egon?', 'Egon: Will do.'), ['Egon: Ship the samples by Tuesday | Tuesday | open']],
  ['"by the 3rd, no wait, the 5th, Egon?"', lines('Dina: Could you send the deck by the 3rd, no wait, the 5th, Egon?', 'Egon: Yes.'), ['Egon: Send the deck by the 5th | the 5th | open']],
  ['must stay: a name at the end', lines('Dina: Send the report by Friday, Tomas.', 'Tomas: Will do.'), ['Tomas: Send the report by Friday | Friday | open']],
];

describe('F8/F9: a date corrected inside a request is the corrected one, and the request is kept (u30k)', () => {
  it.each(F8)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});

const F7: readonly Row[] = [
  ['u30k 81: yes to the brief, no to the studio, Abe takes the studio', lines('Yan: Zoe, can you write the brief and book the studio?', "Zoe: I'll write the brief by Tuesday. I can't book the studio.", 'Yan: Abe, could you book the studio?', 'Abe: Sure, on it.'), ['Zoe: Write the brief by Tuesday | Tuesday | open', 'Zoe: Book the studio | - | declined', 'Abe: Book the studio | - | open']],
  ['u30k 30: one sentence, "…, but I can\'t call Berlin"', lines('Rick: Sam, can you update the CRM and also call the Berlin office by Tuesday?', "Sam: I'll update the CRM by Tuesday, but I can't call Berlin.", 'Rick: OK, Tina, can you call Berlin?', 'Tina: Sure, tomorrow.'), ['Sam: Update the CRM by Tuesday | Tuesday | open', 'Sam: Call the Berlin office by Tuesday | Tuesday | declined', 'Tina: Call the Berlin office | tomorrow | open']],
  ['the refusal first, "but I\'ll write the brief"', lines('Yan: Zoe, can you write the brief and book the studio?', "Zoe: I can't book the studio, but I'll write the brief by Tuesday.", 'Yan: Abe, could you book the studio?', 'Abe: Sure, on it.'), ['Zoe: Write the brief by Tuesday | Tuesday | open', 'Zoe: Book the studio | - | declined', 'Abe: Book the studio | - | open']],
  ['"Can\'t do the studio though."', lines('Yan: Zoe, can you write the brief and book the studio?', "Zoe: Sure, I'll write the brief. I can't do the studio though."), ['Zoe: Write the brief | - | open', 'Zoe: Book the studio | - | declined']],
  ['three parts, two accepted', lines('Yan: Zoe, could you write the brief, book the studio and call the client?', "Zoe: I'll write the brief and call the client tomorrow. I can't book the studio.", 'Yan: Abe, can you book the studio?', 'Abe: Yes, by Friday.'), ['Zoe: Write the brief and call the client tomorrow | tomorrow | open', 'Zoe: Book the studio | - | declined', 'Abe: Book the studio | Friday | open']],
  ['the second part accepted, the first declined', lines('Yan: Zoe, can you write the brief and book the studio?', "Zoe: I'll book the studio. I can't write the brief, sorry.", 'Yan: Abe, could you write the brief?', 'Abe: Will do, by Monday.'), ['Zoe: Book the studio | - | open', 'Zoe: Write the brief | - | declined', 'Abe: Write the brief | Monday | open']],
  ['the asker takes the declined part', lines('Yan: Zoe, can you write the brief and book the studio?', "Zoe: I'll write the brief by Tuesday. I can't book the studio.", "Yan: OK, I'll book the studio myself."), ['Zoe: Write the brief by Tuesday | Tuesday | open', 'Zoe: Book the studio | - | declined', 'Yan: Book the studio | - | open']],
  ['"could you take that?" takes the declined part only', lines('Yan: Zoe, can you write the brief and book the studio?', "Zoe: I'll write the brief by Tuesday. I can't book the studio.", 'Yan: Abe, could you take that?', 'Abe: Sure.'), ['Zoe: Write the brief by Tuesday | Tuesday | open', 'Zoe: Book the studio | - | declined', 'Abe: Book the studio | - | open']],
  ['the request\'s date stays with the declined part', lines('Rick: Sam, can you update the CRM and also call the Berlin office by Tuesday?', "Sam: I'll call Berlin tomorrow, but I can't update the CRM.", 'Rick: Tina, can you update the CRM?', 'Tina: OK.'), ['Sam: Call the Berlin office tomorrow | tomorrow | open', 'Sam: Update the CRM by Tuesday | Tuesday | declined', 'Tina: Update the CRM by Tuesday | Tuesday | open']],
  ['must stay: a no to all of it goes over whole', lines('Yan: Zoe, can you write the brief and book the studio?', "Zoe: I can't, sorry.", 'Yan: Abe, could you do it?', 'Abe: Sure.'), ['Zoe: Write the brief and book the studio | - | declined', 'Abe: Write the brief and book the studio | - | open']],
];

describe('F7: a partial yes keeps the accepted part with its owner; only the declined part goes on (u30k)', () => {
  it.each(F7)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});

const tracker = (...after: string[]) => lines('Wes: Xena, please update the tracker by Friday.', 'Xena: OK.', ...after);
const F15: readonly Row[] = [
  ['u30k 84: "Sorry, I mean Thursday." after the yes', tracker('Wes: Sorry, I mean Thursday.'), ['Xena: Update the tracker by Friday | Friday | check']],
  ['u30k 80: "No, Thursday please." then "Fine."', tracker('Wes: No, Thursday please.', 'Xena: Fine.'), ['Xena: Update the tracker by Friday | Friday | check']],
  ['u30k 83 (must stay): "Actually, make it Thursday."', tracker('Wes: Actually, make it Thursday.'), ['Xena: Update the tracker by Friday | Friday | check']],
  ['"I mean Thursday, sorry."', tracker('Wes: I mean Thursday, sorry.'), ['Xena: Update the tracker by Friday | Friday | check']],
  ['"Sorry, by Thursday."', tracker('Wes: Sorry, by Thursday.'), ['Xena: Update the tracker by Friday | Friday | check']],
  ['"Correction: Thursday."', tracker('Wes: Correction: Thursday.'), ['Xena: Update the tracker by Friday | Friday | check']],
  ['"No, the 12th."', tracker('Wes: No, the 12th.'), ['Xena: Update the tracker by Friday | Friday | check']],
  ['"No, Thursday." in the same turn is the date', lines('Wes: Xena, please update the tracker by Friday. No, Thursday.', 'Xena: OK.'), ['Xena: Update the tracker by Thursday | Thursday | open']],
  ['must stay: "No problem. See you Thursday."', tracker('Wes: No problem. See you Thursday.'), ['Xena: Update the tracker by Friday | Friday | open']],
  ['must stay: another person\'s task for Thursday', tracker('Wes: Thanks. Yuri, can you book the room for Thursday?', 'Yuri: Sure.'), ['Xena: Update the tracker by Friday | Friday | open', 'Yuri: Book the room for Thursday | - | open']],
];

describe('F15: the asker\'s date correction after the yes sends the item to "To check" (u30k)', () => {
  it.each(F15)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});

const F13: readonly Row[] = [
  ['u30k 72: "Bob said: I\'ll fix the roof by Monday."', lines("Ann: Bob said: I'll fix the roof by Monday.", 'Cat: Great.'), ['Bob: Fix the roof by Monday | Monday | check']],
  ['u30k 62: "Bob told me yesterday "I\'ll …"" (no stray quote mark)', lines('Ann: Bob told me yesterday "I\'ll fix the roof by Monday".', "Cat: Good. I'll check on him Tuesday."), ['Bob: Fix the roof by Monday | Monday | check', 'Cat: Check on him Tuesday | Tuesday | open']],
  ['"Bob says, I\'ll …"', lines("Ann: Bob says, I'll fix the roof by Monday.", 'Bob: Yes.'), ['Bob: Fix the roof by Monday | Monday | check']],
  ['the quote first: ""I\'ll fix the roof by Monday," Bob said."', lines('Ann: "I\'ll fix the roof by Monday," Bob said.', 'Cat: Great.'), ['Bob: Fix the roof by Monday | Monday | check']],
  ['"He said: …" names nobody', lines("Ann: He said: I'll fix the roof by Monday.", 'Cat: Who?'), ['Unassigned: Fix the roof by Monday | Monday | check']],
  ['"Bob wrote: …"', lines("Ann: Bob wrote: I'll send the invoice tomorrow.", 'Cat: OK.'), ['Bob: Send the invoice tomorrow | tomorrow | check']],
  ['must stay: "I said I\'ll …" is the speaker\'s', lines("Ann: I said I'll fix the roof by Monday.", 'Cat: Great.'), ['Ann: Fix the roof by Monday | Monday | open']],
  ['must stay: a report, then the speaker\'s own task', lines("Ann: Bob said the roof is fine. I'll paint the fence by Monday.", 'Cat: Great.'), ['Ann: Paint the fence by Monday | Monday | open']],
];

describe('F13: a first-person promise inside reported words is never the speaker\'s (u30k)', () => {
  it.each(F13)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});

/**
 * Task 46v (tester u30k, F5): a relative clause ("sundry details we need to go over carefully", "the issues we have to
 * deal with") names what is talked about; its verb's object comes before it, so it is no unassigned task (the item read
 * "Go over carefully"). A "we need to" with its own object stays a task.
 */
const F5: readonly Row[] = [
  ['u30k 20: the filler sentence', 'Alice: Discussion point number 0 about the quarterly planning and sundry details we need to go over carefully.', []],
  ['"issues we need to deal with."', 'Bob: There are some issues we need to deal with.', []],
  ['"risks we have to look into later."', 'Bob: Those are the risks we have to look into later.', []],
  ['"contracts we need to go through are in the folder."', 'Bob: The contracts we need to go through are in the folder.', []],
  ['"the list we need to work through."', 'Bob: That is the list we need to work through.', []],
  ['"points we still need to talk about."', 'Bob: Here are the points we still need to talk about.', []],
  ['must stay: "We need to follow up with legal."', 'Bob: We need to follow up with legal.', ['Unassigned: Follow up with legal | - | open']],
  ['must stay: "Someone needs to deal with the printer."', 'Bob: Someone needs to deal with the printer.', ['Unassigned: Deal with the printer | - | open']],
];

describe('F5: a relative clause "… we need to go over" is no task (u30k)', () => {
  it.each(F5)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
  });
});


/**
 * Task 46v (tester u30k, F14): a weekday at the end of a commitment with no preposition ("I'll call the landlord Tuesday.")
 * is its due date, as "Friday morning" was; "not stated" beside a task that says Tuesday was wrong. "for Friday" (what is
 * booked), "every Tuesday" and a weekday before a noun ("the Tuesday meeting") stay without one.
 */
const F14: readonly Row[] = [
  ['u30k 74: "I\'ll call the landlord Tuesday."', "Fin: I'll call the landlord Tuesday.", ['Fin: Call the landlord Tuesday | Tuesday | open']],
  ['"I\'ll ring the bank Monday."', "Fin: I'll ring the bank Monday.", ['Fin: Ring the bank Monday | Monday | open']],
  ['"I will email the client Thursday."', 'Fin: I will email the client Thursday.', ['Fin: Email the client Thursday | Thursday | open']],
  ['in a reply: "Sure, I\'ll send it Friday."', "Ada: Fin, can you send the invoice?\nFin: Sure, I'll send it Friday.", ['Fin: Send the invoice Friday | Friday | open']],
  ['must stay: "book the room for Friday"', "Fin: I'll book the room for Friday.", ['Fin: Book the room for Friday | - | open']],
  ['must stay: "every Tuesday"', "Fin: I'll water the plants every Tuesday.", ['Fin: Water the plants every Tuesday | - | open']],
  ['must stay: "the Tuesday meeting"', "Fin: I'll send the notes from the Tuesday meeting.", ['Fin: Send the notes from the Tuesday meeting | - | open']],
];

describe('F14: a bare weekday ending a commitment is its date (u30k)', () => {
  it.each(F14)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});
