/**
 * Task 38v (issue 28): confidence. Replies that no list of the assistant holds (hedges, idioms, questions back, emoji,
 * other languages, an answer by someone else) must never give a confident owner, status or date: each such row is
 * "check" (the table and the e-mail quote the sentences), or the right status where the reply is unambiguous. The
 * wordings are this file's own, written before the code was changed; a reply belongs to a class, and each class lists
 * the statuses that are not wrong for it. A row is "confidently wrong" when any action item of its transcript has a
 * status outside that set. Rows: request templates × replies × label forms.
 */
import {describe, expect, it} from 'vitest';
import {analyse, rows, vtt} from './support/meetingRows';

type Class = {name: string; ok: readonly string[]; replies: readonly string[]};
const CLASSES: readonly Class[] = [
  {
    name: 'hedge or idiom',
    ok: ['check'],
    replies: [
      'Let me see what I can do.', 'Should be doable.', 'Not sure I can swing it.', "That's a stretch.", 'Could do, if Marta covers the phones.',
      "I'll do my best.", 'Maybe, let me look at my calendar.', 'Possibly, it depends on the budget.', "We'll see.", 'Hmm, tricky.',
      'I might be able to.', 'Depends on what else lands this week.', 'Could be tight.', "Ugh, that's a lot.", 'Tough one this week.',
      "I'll think about it.", 'Give me a day to look into it.', 'Perhaps.', 'In theory, yes.', 'If I find the time.',
      "I'll see how the week goes.", 'Kind of buried, but maybe.', 'That depends on legal.', 'Ask me again tomorrow.', 'Not ideal.',
      "It's on my radar.", 'I hear you.', 'Let me get back to you on that.', 'Not promising anything.', 'Fingers crossed.',
    ],
  },
  {
    name: 'question back',
    ok: ['check'],
    replies: ["What's the deadline?", 'Which ones?', 'Is that urgent?', 'Who else is on it?', "Didn't Lena already do that?", 'Can we discuss it after the call?'],
  },
  {name: 'emoji', ok: ['check'], replies: ['👍', '🤔', '🙏', '😬', '👌']},
  {
    name: 'other language, not committing',
    ok: ['check'],
    replies: ['Vielleicht.', 'Peut-être.', 'Quizás.', 'Forse.', 'Mungkin.', 'On verra.', 'Mal sehen.', 'Ni idea.', 'Boh.', 'Misschien.', 'Talvez.', 'Kanske.'],
  },
  {
    name: 'unambiguous decline in a new wording',
    ok: ['declined', 'check'],
    replies: [
      'Absolutely not.', 'Hard pass.', 'Count me out.', 'Out of the question.', "I have to say no this time.", 'No way, the budget is frozen.',
      "That won't happen this month.", 'Nicht machbar.', 'Imposible, estoy de viaje.', 'Nee, geen tijd.',
    ],
  },
  {
    name: 'acceptance in a new wording',
    ok: ['open', 'check'],
    replies: ['Yup, consider it handled.', 'For sure.', 'Deal.', 'Sure can.', 'Totally.', 'Con gusto.', 'Volontiers.', 'Mit Vergnügen.', 'Certo, ci penso io.', 'Aye.'],
  },
];

/** [label, first name]: invented people. */
const PEOPLE: ReadonlyArray<readonly [string, string]> = [
  ['Halima Yusuf', 'Halima'], ['Teodor Lund', 'Teodor'], ['Priscila Ramos', 'Priscila'], ['Arjun Menon', 'Arjun'], ['Maeve Doyle', 'Maeve'],
  ['Kenta Arai', 'Kenta'], ['Oyelaran Bello', 'Oyelaran'], ['Ines Carvalho', 'Ines'],
];
const REQUESTS: ReadonlyArray<(b: string) => string> = [
  (b) => `${b}, could you book the training room?`,
  (b) => `${b}, please renew the parking permits.`,
  (b) => `Can you chase the missing invoices, ${b}?`,
  (b) => `${b}, would you order new headsets for the help desk?`,
];

type Row = {name: string; transcript: string; ok: readonly string[]; quote: string};
const ROWS: Row[] = [];
let k = 0;
for (const c of CLASSES) {
  for (const reply of c.replies) {
    for (const request of REQUESTS) {
      const [a, b] = [PEOPLE[k % PEOPLE.length], PEOPLE[(k + 3) % PEOPLE.length]];
      const asked = request(b[1]);
      const transcript = k % 2 ? vtt([a[0], asked], [b[0], reply]) : `${a[0]}: ${asked}\n${b[0]}: ${reply}`;
      ROWS.push({name: `${c.name}: "${reply}" (${k % 2 ? 'vtt' : 'lines'}, ${asked})`, transcript, ok: c.ok, quote: reply});
      k++;
    }
  }
}
// An answer by someone else while the person asked says nothing: who does it is not known.
for (const [i, other] of ["I think she's on leave this week.", 'He might be out, not sure.', "They're at the conference, I believe.", 'Isn’t Maeve on holiday?'].entries()) {
  for (const request of REQUESTS) {
    const [a, b, c] = [PEOPLE[(i + k) % PEOPLE.length], PEOPLE[4], PEOPLE[(i + k + 1) % PEOPLE.length]];
    ROWS.push({name: `someone else answers: "${other}" (${request('Maeve')})`, transcript: `${a[0]}: ${request(b[1])}\n${c[0]}: ${other}\n${b[0] === c[0] ? '' : ''}`, ok: ['check'], quote: other});
    k++;
  }
}

const statusOf = (row: string) => row.split(' | ')[2];
/** The rows of a transcript whose status is outside the class's set. */
const wrong = (r: Row) => rows(r.transcript).filter((x) => !r.ok.includes(statusOf(x)));

describe('confidence sweep: replies the lists do not hold (task 38v)', () => {
  it('has about 300 rows', () => expect(ROWS.length).toBeGreaterThanOrEqual(300));
  it('no row is confidently wrong', () => {
    const bad = ROWS.filter((r) => wrong(r).length > 0);
    // On the code before task 38v: printed by the report, see the commit message.
    console.log(`confidently wrong: ${bad.length} of ${ROWS.length}`);
    expect(bad.map((r) => `${r.name} → ${rows(r.transcript).join('; ')}`)).toEqual([]);
  }, 60_000); // a sweep of 308 transcripts: at load 25 it ran 5.2 s against the 5 s default (0 wrong)
  it.each(ROWS.filter((r) => r.ok.length === 1).map((r) => [r.name, r] as const))('%s: the e-mail quotes the reply with "check this item"', (_n, r) => {
    const email = analyse(r.transcript).email;
    const [, items = ''] = email.split('Action items:');
    const [live, rest = ''] = items.split('To check (');
    expect(live).not.toMatch(/renew the parking permits|book the training room|chase the missing invoices|order new headsets/i);
    expect(rest).toContain(`“${r.quote}”`);
    expect(rest).toContain('(check this item: ');
  });
});
