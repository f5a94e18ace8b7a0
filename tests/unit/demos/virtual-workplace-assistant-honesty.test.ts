/**
 * Task 39v (issue 28, V-1, V-2, V-5, V-6/V-4, name forms, glued cues): generated rows, templates × slots. Every expected
 * owner, date and status is written in the template (the oracle), never computed by the code under test. Where the rule
 * cannot decide, the expected answer is "To check" quoting the speakers' sentences: a wrong date or owner is never right.
 * The wordings are this file's own.
 */
import {describe, expect, it} from 'vitest';
import {analyse, vtt} from './support/meetingRows';

type Action = ReturnType<typeof analyse>['actions'][number];
const section = (email: string, head: string) => (email.split(`\n${head}`)[1] ?? '').split('\n\n')[0];
const open = (a: Action) => !a.withdrawn && !a.deferred && !a.check && !a.declined;

// ---------------------------------------------------------------- V-1: a reply's date replaces the request's
/** Six ways to ask Ben for the deck by the 10th. */
const REQUESTS = [
  'Ben, can you send the deck by the 10th?',
  'Ben, could you send the deck by the 10th?',
  'Ben, please send the deck by the 10th.',
  'Could you send the deck by the 10th, Ben?',
  'Ben, would you send the deck by the 10th?',
  'Ben, I need you to send the deck by the 10th.',
];
/** Eight dates the reply may give: [with its preposition, bare, the due date expected]. */
const DATES: ReadonlyArray<readonly [string, string, string]> = [
  ['by the 15th', 'the 15th', 'the 15th'],
  ['by Thursday', 'Thursday', 'Thursday'],
  ['by end of day tomorrow', 'end of day tomorrow', 'end of day tomorrow'],
  ['by next week', 'next week', 'next week'],
  ['by tomorrow', 'tomorrow', 'tomorrow'],
  ['by the 3rd', 'the 3rd', 'the 3rd'],
  ['by Friday', 'Friday', 'Friday'],
  ['by 12 March', '12 March', '12 March'],
];
const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
/** Twelve reply forms: the words, and whether the reply accepts with that date ("date") or cannot be read for sure ("check"). */
const REPLIES: ReadonlyArray<readonly [(by: string, bare: string, other: string) => string, 'date' | 'check']> = [
  [(by) => `I can do it ${by} instead.`, 'date'],
  [(_by, bare) => `${cap(bare)} is more likely.`, 'date'],
  [(_by, bare) => `Yes, but realistically ${bare}.`, 'date'],
  [(by) => `Sure, ${by}.`, 'date'],
  [(by) => `Yes, will do ${by}.`, 'date'],
  [(by) => `I'll have it done ${by}.`, 'date'],
  [(_by, bare) => `Realistically ${bare}.`, 'date'],
  [(_by, bare) => `OK, but more likely ${bare}.`, 'date'],
  [(_by, bare) => `${cap(bare)} works better for me.`, 'date'],
  [(by) => `Sure, ${by} at the latest.`, 'date'],
  [(_by, bare, other) => `Either ${bare} or ${other}, not sure yet.`, 'check'],
  [(by, _bare, other) => `OK, ${by}, or maybe ${other}.`, 'check'],
];

describe('V-1: a date in the reply replaces the request date; two dates go to "To check"', () => {
  const cases = REQUESTS.flatMap((ask, r) =>
    REPLIES.flatMap(([reply, kind], k) =>
      DATES.map(([by, bare, due], d) => {
        const other = DATES[(d + 3) % DATES.length][1];
        return {name: `request ${r} × reply ${k} × ${bare}`, ask, answer: reply(by, bare, other), kind, due};
      }),
    ),
  );
  it.each(cases)('$name', ({ask, answer, kind, due}) => {
    const text = `Ana Ruiz: ${ask}\nBen Ode: ${answer}\nAna Ruiz: Thanks.`;
    const a = analyse(text);
    const items = a.actions.filter((x) => !x.withdrawn);
    expect(items).toHaveLength(1);
    const [item] = items;
    const actionItems = section(a.email, 'Action items:');
    if (kind === 'date') {
      expect(item.owner).toBe('Ben Ode');
      expect(item.check).toBeUndefined();
      expect(item.due).toBe(due);
      expect(item.task).toMatch(/^Send the deck/);
      expect(item.task).not.toContain('10th');
      expect(actionItems).toContain(`- Ben Ode: Send the deck`);
      expect(actionItems).toContain(`(due ${due})`);
      expect(actionItems).not.toContain('10th');
    } else {
      expect(item.check).toBeDefined();
      expect(actionItems).toContain('No action items were recorded.');
      const check = section(a.email, 'To check');
      expect(check).toContain(ask);
      expect(check).toContain(answer);
      expect(check.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(1);
    }
  });
});

/** Replies whose time is no date the assistant reads: the asked date may be wrong, so the item is checked. */
const UNREAD = ['Sure, realistically after the audit.', 'Yes, will do, but probably next sprint.', 'OK, sometime in Q3.'];
describe('V-1: a reply time that cannot be read as a date goes to "To check"', () => {
  const cases = REQUESTS.flatMap((ask, r) => UNREAD.map((answer, k) => ({name: `request ${r} × unread ${k}`, ask, answer})));
  it.each(cases)('$name', ({ask, answer}) => {
    const a = analyse(`Ana Ruiz: ${ask}\nBen Ode: ${answer}\nAna Ruiz: Thanks.`);
    expect(a.actions.filter(open)).toHaveLength(0);
    const check = section(a.email, 'To check');
    expect(check).toContain(ask);
    expect(check).toContain(answer);
    expect(check.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(1);
    expect(section(a.email, 'Action items:')).not.toContain('10th');
  });
});

// ---------------------------------------------------------------- V-2: a task dropped later
const TASKS: ReadonlyArray<readonly [string, string]> = [
  ['draft the press release', 'the press release'],
  ['send the survey', 'the survey'],
  ['write the client newsletter', 'the client newsletter'],
  ['book the team lunch', 'the team lunch'],
  ['prepare the budget review', 'the budget review'],
  ['film the onboarding video', 'the onboarding video'],
];
const DROPS: ReadonlyArray<(n: string) => string> = [
  (n) => `Let's drop ${n}.`,
  (n) => `Actually, forget ${n}.`,
  (n) => `We don't need ${n} any more.`,
  (n) => `Scrap ${n}.`,
  (n) => `No need for ${n}.`,
  (n) => `Cancel ${n}.`,
  (n) => `Let's park ${n}.`,
  (n) => `Forget about ${n}, it's not needed.`,
  (n) => `We can skip ${n}.`,
  (n) => `${cap(n)} is no longer needed.`,
];
/** Three ways the task was given before it is dropped: unassigned, asked and declined ("needs an owner"), taken on. */
const GIVEN: ReadonlyArray<(task: string) => string[]> = [
  (task) => [`Ana Ruiz: We need to ${task} by Friday.`],
  (task) => [`Ana Ruiz: Ben, can you ${task}?`, `Ben Ode: No, I can't this week.`],
  (task) => [`Ben Ode: I'll ${task} by Monday.`],
];

describe('V-2: a later cancellation removes the task (never "needs an owner", never an action item)', () => {
  const cases = TASKS.flatMap(([task, noun], t) =>
    DROPS.map((drop, d) => ({name: `${noun} × drop ${d} × given ${(t + d) % GIVEN.length}`, task, noun, lines: [...GIVEN[(t + d) % GIVEN.length](task), 'Carl Park: The venue is booked.', `Ana Ruiz: ${drop(noun)}`]})),
  );
  it.each(cases)('$name', ({task, lines}) => {
    const a = analyse(lines.join('\n'));
    const item = a.actions.find((x) => x.task.toLowerCase().startsWith(task));
    expect(item?.withdrawn).toBeDefined();
    expect(a.actions.filter(open)).toHaveLength(0);
    expect(section(a.email, 'Action items:')).toContain('No action items were recorded.');
    expect(a.email).not.toContain('needs an owner');
    expect(section(a.email, 'Taken back')).toContain(cap(task));
  });

  it('an uncertain match (two newsletters, "drop the newsletter") goes to "To check", quoting the sentences', () => {
    const text = [
      'Ana Ruiz: We need to write the client newsletter by Friday.',
      'Ben Ode: I will print the staff newsletter on Monday.',
      'Carl Park: The venue is booked.',
      "Ana Ruiz: Let's drop the newsletter.",
    ].join('\n');
    const a = analyse(text);
    expect(a.actions.filter(open)).toHaveLength(0);
    const check = section(a.email, 'To check');
    expect(check).toContain("Let's drop the newsletter.");
    expect(check).toContain('write the client newsletter');
    expect(check).toContain('print the staff newsletter');
  });
});

// ---------------------------------------------------------------- V-5: deferral vs an unanswered request
const BARE_DEFERRALS = ["OK, let's push that to next week.", "Fine, let's revisit that next week.", "Let's move it to Friday.", "Let's revisit next week."];
describe('V-5: a deferral that does not name the task does not settle an unanswered request', () => {
  it.each(BARE_DEFERRALS)('unanswered, then "%s": To check, quoting the request and the deferral', (deferral) => {
    const text = ['Ben Ode: Morning all.', 'Ana Ruiz: Ben, can you update the budget sheet?', 'Carl Park: The venue is booked for the 5th.', `Ana Ruiz: ${deferral}`].join('\n');
    const a = analyse(text);
    const [item] = a.actions;
    expect(a.actions).toHaveLength(1);
    expect(item.deferred).toBeUndefined();
    expect(item.check).toBeDefined();
    const check = section(a.email, 'To check');
    expect(check).toContain('Ben, can you update the budget sheet?');
    expect(check).toContain(deferral);
    expect(section(a.email, 'Action items:')).toContain('No action items were recorded.');
  });
  it.each(["OK, let's push the budget sheet to next week.", "Let's revisit the budget sheet next week."])('unanswered, then "%s" (names the task): deferred', (deferral) => {
    const text = ['Ben Ode: Morning all.', 'Ana Ruiz: Ben, can you update the budget sheet?', 'Carl Park: The venue is booked for the 5th.', `Ana Ruiz: ${deferral}`].join('\n');
    const [item] = analyse(text).actions;
    expect(item.deferred?.until).toBe('to next week');
    expect(item.check).toBeUndefined();
  });
  it('answered yes, then "let\'s push that to next week": deferred', () => {
    const text = ['Ana Ruiz: Ben, can you update the budget sheet?', 'Ben Ode: Sure, will do.', "Ana Ruiz: OK, let's push that to next week."].join('\n');
    const [item] = analyse(text).actions;
    expect(item.deferred?.until).toBe('to next week');
  });
});

// ---------------------------------------------------------------- V-6 / V-4: one row per item under "To check"
const HEDGES = [
  "Hmm, maybe. I'll see if I can update the budget sheet.",
  'Let me see. I might update it.',
  "Possibly. I'd have to check if I can update the budget sheet.",
  "Not sure, I'll try to look at the budget sheet.",
];
describe('V-6/V-4: a hedge gives one "To check" row for its item', () => {
  it.each(HEDGES)('"%s"', (hedge) => {
    const text = `Ana Ruiz: Ben, can you update the budget sheet?\nBen Ode: ${hedge}\nAna Ruiz: Thanks.`;
    const a = analyse(text);
    const rowsChecked = section(a.email, 'To check').split('\n').filter((l) => l.startsWith('- '));
    expect(rowsChecked).toHaveLength(1);
    expect(rowsChecked[0]).toContain('Ben, can you update the budget sheet?');
    expect(section(a.email, 'Action items:')).toContain('No action items were recorded.');
  });
});

// ---------------------------------------------------------------- names: "Last, First" is one person
const LAST_FIRST: ReadonlyArray<readonly [string, string, string]> = [
  ["O'Brien, Siobhan", "Siobhan O'Brien", 'Siobhan'],
  ['van der Berg, Hans-Peter', 'Hans-Peter van der Berg', 'Hans-Peter'],
  ['Ó Briain, Seán', 'Seán Ó Briain', 'Seán'],
  ['de la Cruz, Ana María', 'Ana María de la Cruz', 'Ana'],
  ['Dubois-Martin, Chloé', 'Chloé Dubois-Martin', 'Chloé'],
  ["D'Souza, Sara", "Sara D'Souza", 'Sara'],
];
const FORMS: ReadonlyArray<readonly [string, (label: string, call: string) => string]> = [
  ['lines', (label, call) => `${label}: Ben, can you book the bus by Friday?\nBen Ode: Sure, will do.\n${label}: Thanks.\nBen Ode: ${call}, can you print the maps by Monday?\n${label}: Yes, will do.`],
  ['Teams headings', (label, call) => `${label}   0:01\nBen, can you book the bus by Friday?\n\nBen Ode   0:05\nSure, will do.\n\n${label}   0:09\nThanks.\n\nBen Ode   0:12\n${call}, can you print the maps by Monday?\n\n${label}   0:15\nYes, will do.`],
  ['WebVTT voices', (label, call) => vtt([label, 'Ben, can you book the bus by Friday?'], ['Ben Ode', 'Sure, will do.'], [label, 'Thanks.'], ['Ben Ode', `${call}, can you print the maps by Monday?`], [label, 'Yes, will do.'])],
];
describe('"Last, First" display names are one person, in "To:" and as an owner', () => {
  const cases = LAST_FIRST.flatMap(([label, person, call]) => FORMS.map(([form, build]) => ({name: `${form}: ${label}`, text: build(label, call), person})));
  it.each(cases)('$name', ({text, person}) => {
    const a = analyse(text);
    expect(a.speakers).toEqual([person, 'Ben Ode']);
    expect(a.email.split('\n')[1]).toBe(`To: ${person}, Ben Ode`);
    expect(a.actions.map((x) => `${x.owner}: ${x.task} | ${x.due}`)).toEqual(['Ben Ode: Book the bus by Friday | Friday', `${person}: Print the maps by Monday | Monday`]);
  });
  it('"Attendees: O\'Brien, Siobhan; Ben Ode" names two people', () => {
    const a = analyse("Attendees: O'Brien, Siobhan; Ben Ode; Lia Moss\nBen Ode: I will book the bus by Friday.");
    expect(a.email.split('\n')[1]).toBe("To: Ben Ode, Siobhan O'Brien, Lia Moss");
  });
  it('"Thanks, Ben: that is all" is no speaker', () => {
    const a = analyse('Ana Ruiz: I will book the bus by Friday.\nThanks, Ben: that is all from me.');
    expect(a.speakers).toEqual(['Ana Ruiz']);
  });
});

// ---------------------------------------------------------------- glued, lower-case WebVTT cue speakers
const cue = (i: number, payload: string) => `${i + 1}\n00:00:${String(i * 5 + 1).padStart(2, '0')}.000 --> 00:00:${String(i * 5 + 4).padStart(2, '0')}.000\n${payload}\n`;
const GLUED: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['<v siobhan>ben, can you book the bus by friday?', ['<v ben>sure, will do.', '<v siobhan>thanks']],
  ['siobhan:ben, can you book the bus by Friday?', ['ben:sure, will do.', 'siobhan:thanks']],
  ['<v siobhan>ben, can you book the bus by Friday?', ['ben:sure, will do.', 'Siobhan:thanks']],
  ['SIOBHAN:ben, can you book the bus by Friday?', ['ben :sure, will do.', 'siobhan: thanks']],
];
describe('glued and lower-case WebVTT cue speakers', () => {
  it.each(GLUED)('%s', (first, rest) => {
    const text = ['WEBVTT', '', ...[first, ...rest].map((p, i) => cue(i, p))].join('\n');
    const a = analyse(text);
    expect(a.speakers.map((s) => s.toLowerCase())).toEqual(['siobhan', 'ben']);
    expect(a.actions).toHaveLength(1);
    expect(a.actions[0].owner.toLowerCase()).toBe('ben');
    expect(a.actions[0].task.toLowerCase()).toBe('book the bus by friday');
    expect(a.sentences.some((s) => /^(?:siobhan|ben)\s*:/i.test(s.text))).toBe(false);
  });
});
