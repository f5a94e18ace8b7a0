/**
 * Task 39v2 (tester u28u, V-1, V-2, V-3): a decline followed by a new date in the next sentence, a date corrected
 * later in the meeting, and a person who questions being the owner. Every expected owner, date and status is written
 * in the row (the oracle). A row passes with the expected owner/date, or with "To check" quoting the sentences:
 * a confident wrong owner or date, or "declined … still needs an owner", never passes. The wordings are this file's own.
 */
import {describe, expect, it} from 'vitest';
import {analyse, vtt} from './support/meetingRows';

type Action = ReturnType<typeof analyse>['actions'][number];
const itemOf = (text: string, word: string): Action => {
  const found = analyse(text).actions.find((a) => a.task.toLowerCase().includes(word));
  if (!found) throw new Error(`no item about "${word}"`);
  return found;
};
const open = (a: Action) => !a.withdrawn && !a.deferred && !a.check && !a.declined;

// V-1: [request, decline + new date, confirmation, word in the task, owner, due]
const V1: ReadonlyArray<readonly [[string, string], [string, string], [string, string], string, string, string]> = [
  [["Seán O'Brien", 'Pieter, can you run the supplier review on the 10th?'], ['Pieter van der Berg', "I can't do the 10th, I'm travelling. The 17th works better for me."], ["Seán O'Brien", 'Fine, the 17th then.'], 'supplier review', 'Pieter van der Berg', 'the 17th'],
  [['Ana', 'Ben, can you present the roadmap on Monday?'], ['Ben', "I can't do Monday, I'm at the client. Tuesday works better for me."], ['Ana', 'OK, Tuesday then.'], 'roadmap', 'Ben', 'Tuesday'],
  [['Ana', 'Ben, could you send the deck by Friday?'], ['Ben', "Friday won't work, I'm off. Monday is better for me."], ['Ana', 'Monday then.'], 'deck', 'Ben', 'Monday'],
  [['Lena', 'Omar, please book the venue by the 3rd.'], ['Omar', "I can't do the 3rd. The 5th works better."], ['Lena', 'Right, the 5th then.'], 'venue', 'Omar', 'the 5th'],
  [['Lena', 'Omar, can you review the contract by Thursday?'], ['Omar', "Sorry, I can't make Thursday, I'm in training. Friday works for me."], ['Lena', 'Fine, Friday then.'], 'contract', 'Omar', 'Friday'],
  [['Kim', 'Raj, can you finish the audit by the 12th?'], ['Raj', "The 12th is not possible for me, I'm on leave. I can do the 19th."], ['Kim', 'OK, the 19th then.'], 'audit', 'Raj', 'the 19th'],
];

describe('V-1: a decline of a date with a new date in the next sentence is a counter-offer', () => {
  it.each(V1.map((r, i) => ({name: `row ${i}: ${r[1][1]}`, r})))('$name', ({r}) => {
    const [ask, reply, ok, word, owner, due] = r;
    const text = vtt(ask, reply, ok);
    const item = itemOf(text, word);
    expect(item.declined, 'never "declined, still needs an owner"').toBeUndefined();
    if (item.check) expect(item.check.quote).toContain(reply[1].split('.')[0]);
    else {
      expect(item.owner).toBe(owner);
      expect(item.due).toBe(due);
      expect(open(item)).toBe(true);
    }
  });
});

// V-2: [assignment, correction, confirmation, word, owner, due]
const V2: ReadonlyArray<readonly [[string, string], [string, string], [string, string], string, string, string]> = [
  [['Nadia', 'Paul will draft the press release by Wednesday.'], ['Paul', 'Wednesday? I said Friday last week.'], ['Nadia', 'Right, Friday then.'], 'press release', 'Paul', 'Friday'],
  [['Nadia', 'Paul will update the budget sheet by Monday.'], ['Paul', 'Monday? I thought we said Thursday.'], ['Nadia', 'Right, Thursday then.'], 'budget', 'Paul', 'Thursday'],
  [['Ana', 'Ben will send the invoices by the 10th.'], ['Ben', 'The 10th? We agreed the 14th.'], ['Ana', 'OK, the 14th then.'], 'invoices', 'Ben', 'the 14th'],
  [['Ana', 'Ben will fix the login bug by tomorrow.'], ['Ben', 'Tomorrow? I said Friday.'], ['Ana', 'Fine, Friday then.'], 'login bug', 'Ben', 'Friday'],
  [['Kim', 'Raj will write the test plan by Tuesday.'], ['Raj', 'Tuesday? I told you next week.'], ['Kim', 'Right, next week then.'], 'test plan', 'Raj', 'next week'],
  [['Kim', 'Raj will order the laptops by Friday.'], ['Raj', 'Friday? Last time we said Wednesday.'], ['Kim', 'Wednesday then.'], 'laptops', 'Raj', 'Wednesday'],
];

describe('V-2: a later confirmation of another date for the same task replaces the date', () => {
  it.each(V2.map((r, i) => ({name: `row ${i}: ${r[1][1]}`, r})))('$name', ({r}) => {
    const [assign, correct, ok, word, owner, due] = r;
    const item = itemOf(vtt(assign, correct, ok), word);
    if (item.check) expect(item.check.quote).toContain(correct[1].split('?')[0]);
    else {
      expect(item.owner).toBe(owner);
      expect(item.due).toBe(due);
    }
  });
});

// V-3: [assignment, question about ownership, word, the questioned owner] → always "To check" quoting the question.
const V3: ReadonlyArray<readonly [[string, string], [string, string], string]> = [
  [['Nadia', 'Paul will draft the press release by Friday.'], ['Paul', 'Hmm, I thought Marco was doing that?'], 'press release'],
  [['Ana', 'Ben, can you update the wiki by Monday?'], ['Ben', 'Wait, isn\'t Lena doing that?'], 'wiki'],
  [['Ana', 'Ben will clean up the backlog this week.'], ['Ben', 'I thought Omar had that one?'], 'backlog'],
  [['Kim', 'Raj, please send the minutes by tomorrow.'], ['Raj', 'Me? I thought Ana was taking the minutes.'], 'minutes'],
  [['Kim', 'Raj will call the vendor on Thursday.'], ['Raj', 'Hmm, wasn\'t Ben going to call them?'], 'vendor'],
  [['Lena', 'Omar, can you prepare the demo by Friday?'], ['Omar', 'Isn\'t that Marco\'s job?'], 'demo'],
];

describe('V-3: a person who questions being the owner, without accepting, goes to "To check"', () => {
  it.each(V3.map((r, i) => ({name: `row ${i}: ${r[1][1]}`, r})))('$name', ({r}) => {
    const [assign, question, word] = r;
    const item = itemOf(vtt(assign, question), word);
    expect(item.check, 'never a confident owner').toBeDefined();
    expect(item.check!.quote).toContain(question[1]);
  });
});
