/**
 * Task 37v (issue 28, u28j V-1–V-4, V-6, V-7): generated rows for two mechanisms and their neighbours.
 * A. The item-text gate: when the owner's reply only accepts a request ("Happy to, I'll have them
 *    framed by Friday", "Sure, I'll do it tomorrow"), the item reads the REQUEST's verb phrase with its
 *    object; the reply gives the owner and the date, nothing else. No item text ever holds a bare
 *    pronoun object, a glued "'ll", a dangling "the on", a "by then" tail or a speaker's name after it.
 * B. Hand-over linking: a refusal, a suggested taker (first name or full name of 2–4 parts, suggested by
 *    the person who refused or by the person who asked) and that person's acceptance: the refused row
 *    says who took it over, the taker's item has the request's words and the accepted date.
 * C. The reply's date is the due date and replaces the request's date in the task text.
 * D. "Name, also please …" is a request; "Name, you will …, right?" + "Yes, on it." is an item.
 * E. Topic sentences are not tasks; "Today's agenda is …" and "Meeting notes: …" give the subject; a
 *    conditional action is not a decision.
 * Expectations ("Owner: Task | due | status", support/meetingRows.ts) were written before the code was
 * changed. Every wording here is this file's own.
 */
import {describe, expect, it} from 'vitest';
import {analyseMeeting, garbled, readableTask} from '@site/src/demos/virtual-workplace-assistant/meeting';
import {analyse, expectEmailRows, rows} from './support/meetingRows';

/** [label as written, the name others call them by]. */
const PEOPLE: ReadonlyArray<readonly [string, string]> = [
  ['Chidi Okafor', 'Chidi'], ['Saoirse Ní Bhriain', 'Saoirse'], ['Mateus dos Santos', 'Mateus'], ['Yuki Tanaka', 'Yuki'],
  ['Priya Raghunathan', 'Priya'], ['Oksana Hrytsenko', 'Oksana'], ['Tama Whaanga', 'Tama'], ['Ayşe Demir', 'Ayşe'],
  ['Nomsa van der Merwe', 'Nomsa'], ['Lars-Erik Holm', 'Lars-Erik'], ['Mirela Popescu-Ionescu', 'Mirela'], ['Hamid bin Yusuf', 'Hamid'],
  ['Pham Thu Huong', 'Huong'], ['Gwenllian ap Rhys', 'Gwenllian'], ['Dr. Esi Owusu-Ansah', 'Esi'], ['Bartosz Wróblewski', 'Bartosz'],
  ['Inés de la Torre', 'Inés'], ['Kalani Kahananui', 'Kalani'], ['Rania El-Masri', 'Rania'], ['Søren Kierkgaard-Lund', 'Søren'],
];
/** Takers by full name: two to four parts, with particles and hyphens. */
const TAKERS = ['Tevita Fifita', 'Marie-Claire van den Berg', 'Abdul Rahman bin Osman', 'Nkechi Eze', 'Eoin Mac Giolla Bhríde', 'Ximena de los Ríos'];

type Turn = readonly [speaker: number, text: string];
type Label = 'colon' | 'webvtt' | 'teams';
const LABELS: readonly Label[] = ['colon', 'webvtt', 'teams'];
const clock = (i: number) => `00:00:${String(i).padStart(2, '0')}`;
function render(turns: readonly Turn[], who: readonly string[], label: Label): string {
  switch (label) {
    case 'colon':
      return turns.map(([s, t]) => `${who[s]}: ${t}`).join('\n');
    case 'teams':
      return turns.map(([s, t], i) => `${who[s]}  0:${String(i * 7).padStart(2, '0')}\n${t}`).join('\n\n');
    case 'webvtt':
      return ['WEBVTT', '', ...turns.flatMap(([s, t], i) => [String(i + 1), `${clock(i * 4 + 1)}.000 --> ${clock(i * 4 + 3)}.500`, `<v ${who[s]}>${t}</v>`, ''])].join('\n');
  }
}

type Req = {verb: string; done: string; object: string; plural: boolean};
const REQUESTS: readonly Req[] = [
  {verb: 'print', done: 'printed', object: 'the seating plans', plural: true},
  {verb: 'check', done: 'checked', object: 'the catering invoice', plural: false},
  {verb: 'label', done: 'labelled', object: 'the storage crates', plural: true},
  {verb: 'update', done: 'updated', object: 'the visitor register', plural: false},
  {verb: 'send', done: 'sent', object: 'the signed forms to payroll', plural: true},
  {verb: 'frame', done: 'framed', object: 'the award certificates', plural: true},
];
/** [words in the request, due]. */
const REQUEST_DATES: ReadonlyArray<readonly [string, string | null]> = [['', null], ['by Friday', 'Friday'], ['for the 19th', 'the 19th'], ['before Tuesday', 'Tuesday']];
/** How the request is put to the person (D: "also please" between the name and the verb). */
const SHAPES: ReadonlyArray<(name: string, phrase: string) => string> = [
  (n, p) => `${n}, could you ${p}?`,
  (n, p) => `${n}, please ${p}.`,
  (n, p) => `${n}, also please ${p}.`,
  (n, p) => `${n}, can you ${p} as well?`,
  (n, p) => `${n}, please also ${p}.`,
];
/** [reply words, due] (C: "Monday morning" is due Monday). */
const REPLY_DATES: ReadonlyArray<readonly [string, string | null]> = [
  ['by Wednesday', 'Wednesday'], ['on Thursday', 'Thursday'], ['tomorrow', 'tomorrow'], ['Monday morning', 'Monday'], ['next Tuesday', 'next Tuesday'], ['by the 14th', 'the 14th'], ['', null],
];
/** Acceptances that restate the request with a pronoun or accept it without words of their own. */
const REPLIES: ReadonlyArray<(r: Req, date: string) => string | null> = [
  (r, d) => `Happy to, I'll have ${r.plural ? 'them' : 'it'} ${r.done}${d ? ` ${d}` : ''}.`,
  (r, d) => `Vale, I'll ${r.verb} ${r.plural ? 'them' : 'it'}${d ? ` ${d}` : ''}.`,
  (_r, d) => `Sure, I'll do it${d ? ` ${d}` : ''}.`,
  (r, d) => `I can do that, I will ${r.verb} ${r.plural ? 'them' : 'it'}${d ? ` ${d}` : ''}.`,
  (r, d) => `Fine, I'll ${r.verb} ${r.plural ? 'them' : 'it'} myself${d ? ` ${d}` : ''}.`,
  (_r, d) => `Hai, will do${d ? ` ${d}` : ''}.`,
  (r, d) => (d && r.plural ? `No problem, you'll have them ${d}.` : null),
  (_r, d) => (d ? null : 'Yes, on it.'),
];
const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
/** The task as the e-mail should read it: the request's words, the reply's date in place of the request's. */
const expectedTask = (r: Req, reqDate: string, replyDate: string) => cap(`${r.verb} ${r.object}${replyDate ? ` ${replyDate}` : reqDate ? ` ${reqDate}` : ''}`);
/**
 * A reply that only accepts ("Hai, will do by Wednesday", "You'll have them Monday") dates the request
 * without saying the task: the date goes to the due column and the request's own date leaves the text
 * (the convention of the existing sweeps: "You'll have it on Monday" → "Send … the speaker list | Monday").
 */
const ACCEPT_ONLY = new Set([5, 6]);
const expectedFor = (ri: number, r: Req, reqDate: string, replyDate: string) =>
  ACCEPT_ONLY.has(ri) && replyDate ? cap(`${r.verb} ${r.object}`) : expectedTask(r, reqDate, replyDate);

/** Nothing an e-mail reader could not read: the gate's checks, over every item of every row below. */
function expectReadable(transcript: string) {
  const a = analyse(transcript);
  for (const item of a.actions) {
    expect(item.task, item.task).not.toMatch(/^\p{L}+\s+(?:it|them|that|this)\b|\b(?:have|get)\s+(?:it|them)\s+\p{L}+ed\b/iu);
    expect(item.task, item.task).not.toMatch(/['’]ll\b|\bby\s+then\b|\b(?:the|a|an)\s+(?:on|by|for|to|at|of|in)\b|\b(?:the|a|an|for|to|of)\s*$/i);
    for (const sp of a.speakers) if (!/^“/.test(item.task)) expect(item.task, item.task).not.toMatch(new RegExp(`\\p{Ll}\\s+${sp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(?:on|by|tomorrow|next)\\b`, 'u'));
  }
}

type Row = {name: string; transcript: string; expected: readonly string[]; takenOver?: string};
const A_ROWS: Row[] = [];
let k = 0;
// A + C + D: every reply form × every reply date, the request, its date, its shape, the people and the format in rotation.
for (const [ri, reply] of REPLIES.entries()) {
  for (const [replyDate, replyDue] of REPLY_DATES) {
    for (let turnRound = 0; turnRound < 2; turnRound++) {
      const r = REQUESTS[(k + ri) % REQUESTS.length];
      const [reqDate, reqDue] = REQUEST_DATES[k % REQUEST_DATES.length];
      const shape = SHAPES[(k + turnRound) % SHAPES.length];
      const said = reply(r, replyDate);
      k++;
      if (!said) continue;
      const asker = PEOPLE[k % PEOPLE.length];
      const owner = PEOPLE[(k + 7) % PEOPLE.length];
      const label = LABELS[k % LABELS.length];
      const turns: Turn[] = [
        [0, 'Thanks for making time.'],
        [0, shape(owner[1], `${r.verb} ${r.object}${reqDate ? ` ${reqDate}` : ''}`)],
        [1, said],
      ];
      A_ROWS.push({
        name: `"${turns[1][1]}" + "${said}" [${label}: ${asker[0]}, ${owner[0]}]`,
        transcript: render(turns, [asker[0], owner[0]], label),
        expected: [`${owner[0]}: ${expectedFor(ri, r, reqDate, replyDate)} | ${replyDue ?? reqDue ?? '-'} | open`],
      });
    }
  }
}
// A: every request × every request date × every shape with one reply that restates with a pronoun.
for (const r of REQUESTS) {
  for (const [reqDate, reqDue] of REQUEST_DATES) {
    for (const shape of SHAPES) {
      const asker = PEOPLE[k % PEOPLE.length];
      const owner = PEOPLE[(k + 3) % PEOPLE.length];
      const label = LABELS[k % LABELS.length];
      const [replyDate, replyDue] = REPLY_DATES[k % REPLY_DATES.length];
      const said = REPLIES[k % 2 === 0 ? 0 : 3](r, replyDate)!;
      k++;
      const turns: Turn[] = [[0, shape(owner[1], `${r.verb} ${r.object}${reqDate ? ` ${reqDate}` : ''}`)], [1, said]];
      A_ROWS.push({
        name: `"${turns[0][1]}" + "${said}" [${label}]`,
        transcript: render(turns, [asker[0], owner[0]], label),
        expected: [`${owner[0]}: ${expectedTask(r, reqDate, replyDate)} | ${replyDue ?? reqDue ?? '-'} | open`],
      });
    }
  }
}

describe('A/C/D: an acceptance gives the owner and the date; the task keeps the request’s words', () => {
  it.each(A_ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    expect(rows(row.transcript)).toEqual(row.expected);
    expectEmailRows(row.transcript, row.expected);
    expectReadable(row.transcript);
  });
});

// B: refusal × suggestion × acceptance; the taker by first name or by a full name of 2–4 parts.
const DECLINES = [
  "I'd rather not, my week is full.",
  "Sorry, I can't, I'm at the depot all week.",
  'No can do, I am travelling.',
  'Not this sprint, sorry.',
  'Nope, not me, that is not my area.',
];
type Suggest = {byDecliner: boolean; text: (first: string, full: string, r: Req) => string};
const SUGGESTIONS: readonly Suggest[] = [
  {byDecliner: true, text: (_f, full) => `Maybe ${full} can?`},
  {byDecliner: true, text: (f) => `Perhaps ${f} could?`},
  {byDecliner: false, text: (f) => `Alright. ${f}, could you do it instead?`},
  {byDecliner: false, text: (_f, full) => `OK. ${full}, can you take it?`},
  {byDecliner: false, text: (f, _full, r) => `Then ${f}, could you ${r.verb} ${r.plural ? 'them' : 'it'} instead?`},
];
const B_ROWS: Row[] = [];
for (const [si, suggest] of SUGGESTIONS.entries()) {
  for (const [di, decline] of DECLINES.entries()) {
    for (const ri of [0, 2, 3]) {
      const r = REQUESTS[(si + di + ri) % REQUESTS.length];
      const [reqDate, reqDue] = REQUEST_DATES[(si + di) % REQUEST_DATES.length];
      const [replyDate, replyDue] = REPLY_DATES[(si * 2 + di + ri) % REPLY_DATES.length];
      const said = REPLIES[ri](r, replyDate)!;
      const taker = TAKERS[(si + di + ri) % TAKERS.length];
      const asker = PEOPLE[(k + 5) % PEOPLE.length];
      const decliner = PEOPLE[(k + 13) % PEOPLE.length];
      const label = LABELS[k % LABELS.length];
      k++;
      const s = suggest.text(taker.split(' ')[0], taker, r);
      const ask = SHAPES[(si + di) % SHAPES.length](decliner[1], `${r.verb} ${r.object}${reqDate ? ` ${reqDate}` : ''}`);
      const turns: Turn[] = suggest.byDecliner
        ? [[0, ask], [1, `${decline} ${s}`], [2, said]]
        : [[0, ask], [1, decline], [0, s], [2, said]];
      const original = cap(`${r.verb} ${r.object}${reqDate ? ` ${reqDate}` : ''}`);
      B_ROWS.push({
        name: `${decline} / ${s} / ${said} [${label}]`,
        transcript: render(turns, [asker[0], decliner[0], taker], label),
        expected: [`${decliner[0]}: ${original} | ${reqDue ?? '-'} | declined`, `${taker}: ${expectedTask(r, reqDate, replyDate)} | ${replyDue ?? reqDue ?? '-'} | open`],
        takenOver: taker,
      });
    }
  }
}

describe('B: a refusal, a suggested taker and their acceptance hand the request over', () => {
  it.each(B_ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    expect(rows(row.transcript)).toEqual(row.expected);
    const a = analyse(row.transcript);
    expect(a.actions.find((x) => x.declined)?.takenOverBy).toBe(row.takenOver);
    expect(a.email).toContain(`taken over by ${row.takenOver}`);
    expect(a.email).not.toContain('still needs an owner');
    expectEmailRows(row.transcript, row.expected);
    expectReadable(row.transcript);
  });
});

// C: replies that name a day after "I need … from you" and other reply dates.
const C_ROWS: Array<[string, string, string[]]> = [
  ['"I need … from you by Friday" + "You\'ll have them Monday."', 'Yuki Tanaka: Chidi, I need the fire drill reports from you by Friday.\nChidi Okafor: You\'ll have them Monday.', ['Chidi Okafor: Send Yuki Tanaka the fire drill reports | Monday | open']],
  ['"by Tuesday" + "I\'ll send it Monday morning."', 'Tama Whaanga: Priya, please send the floor plan to facilities by Tuesday.\nPriya Raghunathan: I can do that, I\'ll send it Monday morning.', ['Priya Raghunathan: Send the floor plan to facilities Monday morning | Monday | open']],
  ['"Hai, will do by Wednesday." dates the request', 'Ayşe Demir: Hamid, please book the loading dock.\nHamid bin Yusuf: Hai, will do by Wednesday.', ['Hamid bin Yusuf: Book the loading dock | Wednesday | open']],
  ['"Will do, I\'ll tell them at Friday\'s briefing."', 'Ayşe Demir: Hamid, please tell the drivers about the new gate code.\nHamid bin Yusuf: Will do, I\'ll tell them at Friday\'s briefing.', ["Hamid bin Yusuf: Tell the drivers about the new gate code at Friday's briefing | Friday | open"]],
];
// D: "you will …, right?" + a yes from the person named.
const D_ROWS: Array<[string, string, string[]]> = [
  ['"Name, you will brief the cleaners, right?" + "Yes, on it."', 'Oksana Hrytsenko: Lars-Erik, you will brief the cleaners, right?\nLars-Erik Holm: Yes, on it.', ['Lars-Erik Holm: Brief the cleaners | - | open']],
  ['"Name, you\'ll restock the first-aid kits by Friday, yes?" + "Sure."', "Oksana Hrytsenko: Rania, you'll restock the first-aid kits by Friday, yes?\nRania El-Masri: Sure.", ['Rania El-Masri: Restock the first-aid kits by Friday | Friday | open']],
  ['"Name, and please collect the visitor badges."', 'Inés de la Torre: Kalani, and please collect the visitor badges.\nKalani Kahananui: Sure thing.', ['Kalani Kahananui: Collect the visitor badges | - | open']],
  ['"Name, also please …" without a reply', 'Inés de la Torre: Bartosz, also please order more toner by Monday.\nBartosz Wróblewski: Noted.', ['Bartosz Wróblewski: Order more toner by Monday | Monday | open']],
];
describe('C/D: reply dates and requests hidden behind "also please" or "you will …, right?"', () => {
  it.each([...C_ROWS, ...D_ROWS])('%s', (_name, transcript, expected) => {
    expect(rows(transcript)).toEqual(expected);
    expectEmailRows(transcript, expected);
    expectReadable(transcript);
  });
});

// E: topic sentences, the subject, a conditional action that is no decision.
const TOPICS = ['the badge printer', 'the winter rota', 'next year’s budget', 'the parking survey'];
const TOPIC_OPENERS = ['First we need to talk about', 'First, we need to discuss', 'Next we should talk about', 'We also need to go over'];
const E_ROWS: Array<[string, string, string[]]> = [];
for (const [i, topic] of TOPICS.entries()) {
  for (const [j, opener] of TOPIC_OPENERS.entries()) {
    const [who, owner] = [PEOPLE[(i + j) % PEOPLE.length], PEOPLE[(i + j + 9) % PEOPLE.length]];
    E_ROWS.push([`"${opener} ${topic}." is a topic`, `${who[0]}: ${opener} ${topic}.\n${owner[0]}: I will circulate the minutes by Friday.`, [`${owner[0]}: Circulate the minutes by Friday | Friday | open`]]);
  }
}
describe('E: topic sentences are not tasks', () => {
  it.each(E_ROWS)('%s', (_name, transcript, expected) => {
    expect(rows(transcript)).toEqual(expected);
  });
});
const subject = (text: string) => {
  const r = analyseMeeting(text, '');
  if (!r.ok) throw new Error(r.error);
  return r.analysis.email.split('\n')[0];
};
describe('E: the subject', () => {
  it.each([
    ["Today's agenda is …", "Oksana Hrytsenko: Good morning. Today's agenda is the new loading schedule.\nTama Whaanga: I will print it.", 'Subject: Follow-up: The new loading schedule'],
    ['"The agenda for today is …"', 'Oksana Hrytsenko: The agenda for today is the volunteer rota.\nTama Whaanga: Hi.', 'Subject: Follow-up: The volunteer rota'],
    ['"Meeting Notes: …" first line', 'Meeting Notes: Depot inventory\nOksana Hrytsenko: Hi all.\nTama Whaanga: I will count the pallets.', 'Subject: Follow-up: Depot inventory'],
    ['"We are here to agree …"', 'Oksana Hrytsenko: We are here to agree the loading schedule.\nTama Whaanga: Hi.', 'Subject: Follow-up: The loading schedule'],
    ['"Meeting minutes - …" first line', 'Meeting minutes - Library refit\nOksana Hrytsenko: Hi all.', 'Subject: Follow-up: Library refit'],
  ])('%s', (_name, text, expected) => {
    expect(subject(text)).toBe(expected);
  });
});
describe('E: a conditional action is not a decision', () => {
  it.each([
    ['If the grant is approved, Nomsa will hire a lab assistant.', 'Nomsa van der Merwe: Hire a lab assistant | - | if the grant is approved'],
    ['Once the budget is approved, Søren will order the chairs.', 'Søren Kierkgaard-Lund: Order the chairs | - | once the budget is approved'],
    ['Provided the permit is approved, Nomsa will open the side entrance.', 'Nomsa van der Merwe: Open the side entrance | - | provided the permit is approved'],
  ])('%s', (said, row) => {
    const text = `Priya Raghunathan: ${said}\nNomsa van der Merwe: Good.\nSøren Kierkgaard-Lund: Fine.`;
    expect(analyse(text).decisions).toEqual([]);
    expect(rows(text)).toEqual([row]);
  });
  it('an approval said plainly is still a decision', () => {
    expect(analyse('Priya Raghunathan: The new rota is approved.\nNomsa van der Merwe: Good.').decisions).toHaveLength(1);
  });
});

// A: the gate on its own. Garbled texts of every kind, built from each request: rebuilt from the request with the
// reply's date, or, with no request to go by, the speaker's sentence quoted with "check wording". Clean texts pass.
const SPEAKERS = PEOPLE.map((p) => p[0]);
type GateRow = [name: string, task: string, from: {request?: string; said: string}, expected: string];
const GATE_ROWS: GateRow[] = [];
for (const [i, r] of REQUESTS.entries()) {
  const who = PEOPLE[(i * 3) % PEOPLE.length];
  const other = PEOPLE[(i * 3 + 1) % PEOPLE.length];
  const request = `${r.verb} ${r.object} for the 19th`;
  const Verb = cap(r.verb);
  const said = `I will ${r.verb} ${r.plural ? 'them' : 'it'} on Thursday.`;
  const garbles: Array<[string, string]> = [
    ['article before a preposition', `${Verb} ${r.object} for the on Thursday`],
    ['result with a pronoun', `Have ${r.plural ? 'them' : 'it'} ${r.done} on Thursday`],
    ["speaker's name glued on", `${Verb} ${r.object} ${who[0]} on Thursday`],
    ['"by then" tail', `${Verb} ${r.object} by then`],
    ["glued 'll", `${other[1]}'ll ${r.verb} ${r.object} on Thursday`],
    ['dangling article', `${Verb} ${r.object} for the`],
  ];
  for (const [kind, task] of garbles) {
    GATE_ROWS.push([`${kind}: "${task}" with the request`, task, {request, said}, `${Verb} ${r.object} on Thursday`]);
    GATE_ROWS.push([`${kind}: "${task}" without a request`, task, {said}, `“${said}” (check wording)`]);
  }
  for (const clean of [`${Verb} ${r.object} by Friday`, `Send ${who[0]} ${r.object}`, `Give ${r.object} to ${other[0]} on Friday`, `${Verb} ${r.object} for the on-call team`, `Ask ${who[0]} about ${r.object}`]) {
    GATE_ROWS.push([`clean: "${clean}"`, clean, {request, said}, clean]);
  }
}
describe('A: the item-text gate', () => {
  it.each(GATE_ROWS)('%s', (_name, task, from, expected) => {
    expect(readableTask(task, {...from, speakers: SPEAKERS})).toBe(expected);
    expect(garbled(expected, SPEAKERS)).toBeNull();
  });
});

// Task 37v2 (issue 28, u28l V-2): "I'll get them ordered by Monday", "I'll have it printed Thursday": get/have + pronoun +
// participle restates the request; the task is the request's words with the reply's date, never "… ordered by Monday".
const RESULT_ROWS: Row[] = [];
for (const [ri, r] of REQUESTS.entries()) {
  for (const aux of ['get', 'have']) {
    for (const [di, [replyDate, replyDue]] of REPLY_DATES.entries()) {
      const [reqDate, reqDue] = REQUEST_DATES[(ri + di) % REQUEST_DATES.length];
      const asker = PEOPLE[(ri + di) % PEOPLE.length];
      const owner = PEOPLE[(ri + di + 9) % PEOPLE.length];
      const label = LABELS[(ri + di) % LABELS.length];
      const said = `${['Sure', 'Sure thing', 'OK'][di % 3]}, I'll ${aux} ${r.plural ? 'them' : 'it'} ${r.done}${replyDate ? ` ${replyDate}` : ''}.`;
      const turns: Turn[] = [[0, SHAPES[(ri + di) % SHAPES.length](owner[1], `${r.verb} ${r.object}${reqDate ? ` ${reqDate}` : ''}`)], [1, said]];
      RESULT_ROWS.push({
        name: `"${turns[0][1]}" + "${said}" [${label}]`,
        transcript: render(turns, [asker[0], owner[0]], label),
        expected: [`${owner[0]}: ${expectedTask(r, reqDate, replyDate)} | ${replyDue ?? reqDue ?? '-'} | open`],
      });
    }
  }
}
describe('V-2: get/have + pronoun + participle in an acceptance keeps the request’s words', () => {
  it.each(RESULT_ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    expect(rows(row.transcript)).toEqual(row.expected);
    expectEmailRows(row.transcript, row.expected);
    expectReadable(row.transcript);
  });
});

// Task 37v2 (u28l V-4): the date in an acceptance that opens with a yes-word of any language, in the same or the next
// sentence, including a time of day ("by 5 pm", "by noon"): the due column takes it; the task keeps the request's words.
const YES_FORMS: ReadonlyArray<(d: string, pronoun: string) => string> = [
  (d) => `Da, will do ${d}.`,
  (d) => `Hai, on it. You'll have the paperwork ${d}.`,
  (d, pr) => `Mai pen rai, you'll have ${pr} ${d}.`,
  (d, pr) => `Leave it with me, you'll have ${pr} ${d}.`,
  (d) => `Tak, will do ${d}.`,
  (d) => `Evet, on it. Done ${d}.`,
  (d, pr) => `Sim, you'll have ${pr} ${d}.`,
];
const YES_DATES: ReadonlyArray<readonly [string, string]> = [
  ['by Friday', 'Friday'], ['Thursday morning', 'Thursday'], ['by 5 pm', '5 pm'], ['by noon', 'noon'], ['by 10:30', '10:30'], ['tomorrow', 'tomorrow'], ['by the 14th', 'the 14th'],
];
const YES_ROWS: Row[] = [];
for (const [fi, form] of YES_FORMS.entries()) {
  for (const [di, [words, due]] of YES_DATES.entries()) {
    const r = REQUESTS[(fi + di) % REQUESTS.length];
    const [reqDate] = REQUEST_DATES[(fi * 2 + di) % REQUEST_DATES.length];
    const asker = PEOPLE[(fi + di * 3) % PEOPLE.length];
    const owner = PEOPLE[(fi + di * 3 + 5) % PEOPLE.length];
    const label = LABELS[(fi + di) % LABELS.length];
    const said = form(words, r.plural ? 'them' : 'it');
    const turns: Turn[] = [[0, SHAPES[(fi + di) % SHAPES.length](owner[1], `${r.verb} ${r.object}${reqDate ? ` ${reqDate}` : ''}`)], [1, said]];
    YES_ROWS.push({
      name: `"${turns[0][1]}" + "${said}" [${label}]`,
      transcript: render(turns, [asker[0], owner[0]], label),
      expected: [`${owner[0]}: ${cap(`${r.verb} ${r.object}`)} | ${due} | open`],
    });
  }
}
describe('V-4: a yes-word of any language and a reply date, times of day included', () => {
  it.each(YES_ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    expect(rows(row.transcript)).toEqual(row.expected);
    expectEmailRows(row.transcript, row.expected);
    expectReadable(row.transcript);
  });
});
