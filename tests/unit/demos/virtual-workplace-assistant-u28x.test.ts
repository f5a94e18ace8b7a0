/**
 * Task 40v2 (tester u28x, issue 28): confidently wrong items. V-1: a date moved by the person who heard the commitment
 * ("make it the 11th") is never a task of its own; V-2: a request answered by a non-committal reply is kept and goes
 * to "To check"; V-3: reported speech about a task that is already done is no open item. The first row of each block
 * is the tester's transcript (tx/t8, tx/t21, the V-3 line); the others are this file's own neighbours. A row passes
 * with the expected owner/date, or with "To check": a confident wrong date or a made-up task never passes.
 */
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';

type Action = ReturnType<typeof analyse>['actions'][number];
const open = (a: Action) => !a.withdrawn && !a.deferred && !a.check && !a.declined;
const lines = (...l: string[]) => l.join('\n');

// V-1: [transcript, word in the task, owner, the right due]
const V1: ReadonlyArray<readonly [string, string, string, string]> = [
  [lines('Meeting: Lab safety review', 'Attendees: Dr. Ines Faria; Jan-Willem van \'t Hof; Leila ben Youssef', 'Dr. Ines Faria: Jan-Willem, please update the chemical inventory by 3 December.', 'Jan-Willem van \'t Hof: Sure, on it.', 'Leila ben Youssef: I\'ll book the fire drill for the 10th.', 'Dr. Ines Faria: The 10th doesn\'t work, the auditors are here. Leila, make it the 11th.', 'Leila ben Youssef: OK, the 11th.', 'Note: inspection is scheduled for January.', 'Dr. Ines Faria: We need to replace the eyewash station ASAP.'), 'fire drill', 'Leila ben Youssef', 'the 11th'],
  [lines('Ana Ruiz: I\'ll send the survey on Monday.', 'Ben Ito: Monday is a holiday. Ana, make it Tuesday.', 'Ana Ruiz: Fine, Tuesday.'), 'survey', 'Ana Ruiz', 'Tuesday'],
  [lines('Omar Haddad: I\'ll run the backup test on the 4th.', 'Kim Park: Make it the 6th, the servers are frozen on the 4th.', 'Omar Haddad: OK.'), 'backup test', 'Omar Haddad', 'the 6th'],
  [lines('Lena Vogt: I will book the venue on Friday.', 'Raj Mehta: Friday is too late. Lena, make that Thursday.', 'Lena Vogt: Sure, Thursday.'), 'venue', 'Lena Vogt', 'Thursday'],
];

describe('V-1: "make it <date>" moves the date of an item, it is never a task of its own', () => {
  it.each(V1.map((r, i) => ({name: `row ${i}: ${r[1]}`, r})))('$name', ({r}) => {
    const [text, word, owner, due] = r;
    const actions = analyse(text).actions;
    expect(actions.filter((a) => /^make (?:it|that)\b/i.test(a.task)), 'no task "Make it …"').toEqual([]);
    const items = actions.filter((a) => a.task.toLowerCase().includes(word));
    expect(items).toHaveLength(1);
    const [item] = items;
    // An item stated before the moved date and not touched by it stays confident (tx/t8: "Jan-Willem, please update the chemical inventory").
    if (text.includes('chemical inventory')) expect(open(actions.find((a) => a.task.includes('chemical inventory'))!)).toBe(true);
    if (!item.check) {
      expect(item.owner).toBe(owner);
      expect(item.due).toBe(due);
      expect(open(item)).toBe(true);
    }
  });
});

// V-2: [transcript, word of the real request, word of a task that must not exist]
const V2: ReadonlyArray<readonly [string, string]> = [
  [lines('Daniel Okoro: Let\'s review the budget.', 'Emma Schmidt: I\'ll send the revised budget sheet to everyone by Thursday.', 'Daniel Okoro: Emma, before that, can you check the travel costs with Paul?', 'Emma Schmidt: Let me see what I can do.'), 'travel costs'],
  [lines('Maya Cohen: Ben, can you send the supplier list by Tuesday?', 'Ben Ito: Let me see what I can do.'), 'supplier list'],
  [lines('Maya Cohen: Ben, first, can you call the landlord about the heating?', 'Ben Ito: Let me see what I can do.'), 'landlord'],
  [lines('Maya Cohen: Ben, after the demo, could you update the pricing page?', 'Ben Ito: Let me see what I can do.'), 'pricing page'],
];

describe('V-2: a request after a lead-in ("before that") answered "Let me see what I can do" is kept, as "To check"', () => {
  it.each(V2.map((r, i) => ({name: `row ${i}: ${r[1]}`, r})))('$name', ({r}) => {
    const [text, word] = r;
    const actions = analyse(text).actions;
    expect(actions.filter((a) => /\bsee what\b/i.test(a.task)), 'no task "See what … can do"').toEqual([]);
    const item = actions.find((a) => a.task.toLowerCase().includes(word));
    expect(item, `the request about "${word}" is kept`).toBeDefined();
    expect(item!.check, 'a non-committal reply is never a confident owner').toBeDefined();
  });
});

// V-3: a sentence reporting an earlier commitment to a task that is done now.
const V3: readonly string[] = [
  "Sara Kim: Last week I said I'll fix the printer, and it's fixed now.",
  "Sara Kim: I said I'd update the wiki, and it's done.",
  "Sara Kim: Yesterday I told you I'll call the vendor, and I already did.",
  "Tom Berg: Remember I said I will send the slides? They're sent.",
];

describe('V-3: reported speech about a finished task is no open item', () => {
  it.each(V3.map((t) => ({name: t, t})))('$name', ({t}) => {
    const actions = analyse(t).actions;
    expect(actions.filter((a) => open(a)), 'no open item').toEqual([]);
    expect(actions.filter((a) => /\b(?:fixed|done|already|sent)\b/i.test(a.task)), 'never "… and it\'s fixed now" as a task').toEqual([]);
  });
});
