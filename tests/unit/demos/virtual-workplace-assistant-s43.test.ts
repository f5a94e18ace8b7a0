/**
 * Task 43v (tester u29l, issue 28): the open findings of the Virtual Workplace Assistant. Each block opens with the
 * tester's short transcripts (/tmp/u29l/in/*), copied here; the other rows are this file's own neighbours.
 */
import {describe, expect, it} from 'vitest';
import {analyseMeeting} from '@site/src/demos/virtual-workplace-assistant/meeting';
import {analyse, rows} from './support/meetingRows';

const lines = (...l: string[]) => l.join('\n');
type Row = readonly [string, readonly string[]];
const table = (name: string, list: readonly Row[]) =>
  describe(name, () => {
    it.each(list.map((r, i) => ({name: `row ${i}: ${r[0].slice(-70)}`, r})))('$name', ({r}) => {
      expect(rows(r[0])).toEqual(r[1]);
    });
  });

// V-10: a taker's "I'll do it, by Friday" (a comma before the date) after "Could someone …?" or "someone needs to …" takes
// the open task with that date; the comma is only a pause. "I can do that, I'll …" still opens another task.
const MARCUS = 'Marcus: Update the 404 page by Friday | Friday | open';
table('V-10: a comma before the taker\'s date', [
  // probe/p11.txt, p9.txt
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do it, by Friday.'), [MARCUS]],
  [lines('Jamal: Also someone needs to update the 404 page.', 'Marcus: I\'ll do it, by Friday.'), [MARCUS]],
  // Neighbours.
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do that, tomorrow.'), ['Marcus: Update the 404 page tomorrow | tomorrow | open']],
  [lines('Jamal: Someone should update the 404 page.', 'Marcus: OK, I\'ll take it, by Friday.'), [MARCUS]],
  [lines('Jamal: Somebody has to update the 404 page.', 'Marcus: I\'ll handle it, before Monday.'), ['Marcus: Update the 404 page before Monday | Monday | open']],
  [lines('Jamal: Marcus, can you update the 404 page?', 'Marcus: I\'ll do it, by Friday.'), [MARCUS]],
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do this, next week.'), ['Marcus: Update the 404 page next week | next week | open']],
  // Another clause after the comma is no part of the task (it named nothing, or the item was lost).
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do it, I promise.'), ['Marcus: Update the 404 page | - | open']],
  [lines('Jamal: Could someone update the 404 page?', 'Marcus: I\'ll do that, no problem.'), ['Marcus: Update the 404 page | - | open']],
]);

// V-9: a yes from the person just asked, then "it"/"them" for the request's thing ("Happy to, I will have it by Friday",
// "Sure, I'll talk to them tomorrow"): one row, the request's task, the reply's date; "it" was the line before.
const SARA = 'Sara: Tolu, can you draft the seating plan?';
table('V-9: a yes with "it" answers the request just made', [
  // probe/p4.txt, p5.txt, 31-realistic.txt
  [lines(SARA, 'Tolu: Happy to, I will have it by Friday.'), ['Tolu: Draft the seating plan by Friday | Friday | open']],
  [lines(SARA, 'Tolu: Happy to, I\'ll have it by next Friday.'), ['Tolu: Draft the seating plan by next Friday | next Friday | open']],
  [lines('Helen: Jamal, can you also loop in SEO on the new URLs?', 'Jamal: Sure, I\'ll talk to them tomorrow.'), ['Jamal: Loop in SEO on the new URLs tomorrow | tomorrow | open']],
  // Neighbours.
  [lines(SARA, 'Tolu: Yes, I\'ll get on it by Monday.'), ['Tolu: Draft the seating plan by Monday | Monday | open']],
  [lines('Sara: Tolu, could you call the caterers?', 'Tolu: OK, I\'ll ring them.'), ['Tolu: Call the caterers | - | open']],
  [lines('Sara: Tolu, can you fix the printer by Thursday?', 'Tolu: Sure, I\'ll look at it tomorrow.'), ['Tolu: Fix the printer tomorrow | tomorrow | open']],
  [lines(SARA, 'Tolu: Of course, I\'ll start on it after lunch.'), ['Tolu: Draft the seating plan | - | check']],
  // The request that the yes took over is no doubt about the replier's earlier item (31-realistic.txt).
  [lines('Jamal: I\'ll send the draft by Wednesday.', 'Helen: Jamal, can you also loop in SEO on the new URLs?', 'Jamal: Sure, I\'ll talk to them tomorrow.'), ['Jamal: Send the draft by Wednesday | Wednesday | open', 'Jamal: Loop in SEO on the new URLs tomorrow | tomorrow | open']],
  // Someone other than the person asked: "it" is still open to check.
  [lines(SARA, 'Ben: Sure, I\'ll have it by Friday.'), ['Tolu: Draft the seating plan | - | open', 'Ben: Have it by Friday | Friday | check']],
]);

// V-6: a stated date is read or sent to "To check", never shown as "not stated": weekday abbreviations after their
// preposition, a time of day as said (on the meeting's day), a numeric date one order only can read; "03/04" (3 April or 4 March)
// is "check" with its words; "by end of next week" keeps "end of".
const ana = (said: string) => `Ana: ${said}`;
table('V-6: dates as said', [
  // probe/p17.txt, 24-standup.txt, 26-teams-legal.txt, 16-dates-tricky.txt
  [ana('I\'ll send the budget by Wed.'), ['Ana: Send the budget by Wed | Wednesday | open']],
  [ana('I\'ll fix the login bug by noon.'), ['Ana: Fix the login bug by noon | noon | open']],
  [ana('I\'ll renew the domain on 03/04.'), ['Ana: Renew the domain on 03/04 | - | check']],
  [ana('I\'ll file the expenses by end of next week.'), ['Ana: File the expenses by end of next week | end of next week | open']],
  [ana('I\'ll ship the patch by 5pm.'), ['Ana: Ship the patch by 5pm | 5 pm | open']],
  [ana('I\'ll send the survey by 12/15.'), ['Ana: Send the survey by 12/15 | December 15 | open']],
  [lines('Dana: Chris, can you update the status page by noon?', 'Chris: Sure.'), ['Chris: Update the status page by noon | noon | open']],
  [lines('Priya: Action: Priya to send the slides by Wed.'), ['Priya: Send the slides by Wed | Wednesday | open']],
  // Neighbours.
  [ana('I\'ll call the bank on Thurs.'), ['Ana: Call the bank on Thurs | Thursday | open']],
  [ana('I\'ll send the deck before 3:30.'), ['Ana: Send the deck before 3:30 | 3:30 | open']],
  [ana('I\'ll send the deck by 15/12.'), ['Ana: Send the deck by 15/12 | December 15 | open']],
  [ana('I\'ll send the deck by 12/15/2026.'), ['Ana: Send the deck by 12/15/2026 | December 15, 2026 | open']],
  [ana('I\'ll send the deck by 5/6.'), ['Ana: Send the deck by 5/6 | - | check']],
  [ana('I\'ll send the deck by Friday at 5pm.'), ['Ana: Send the deck by Friday at 5pm | Friday | open']],
  [ana('I\'ll review the draft this afternoon.'), ['Ana: Review the draft this afternoon | this afternoon | open']],
  [ana('I\'ll close the sprint by end of this week.'), ['Ana: Close the sprint by end of this week | end of this week | open']],
  // No dates: a weekday's abbreviation without its preposition, a ratio, a time in a sentence that is no task.
  [ana('I sat with the team and I\'ll fix the sun icon.'), ['Ana: Fix the sun icon | - | open']],
  [ana('I\'ll write up the 24/7 support plan.'), ['Ana: Write up the 24/7 support plan | - | open']],
]);

// V-1: a "today" that says when the meeting is ("Quick one today, …", "On the agenda today, …") is no due date of the
// task said after it; a "today" in the task's own words still is.
table('V-1: the meeting\'s "today" is not the task\'s date', [
  // probe/p13.txt, 01-plain.txt
  [lines('Helen: Morning all. Quick one today, we need to fix the build.', 'Tom: OK.'), ['Unassigned: Fix the build | - | open']],
  [lines('Maria: Quick one today, we need to ship the Q1 pricing page.'), ['Unassigned: Ship the Q1 pricing page | - | open']],
  // Neighbours.
  [lines('Helen: Quick one today, Tom, can you fix the build?', 'Tom: Sure.'), ['Tom: Fix the build | - | open']],
  [lines('Helen: On the agenda today, we need to renew the SSL certificate.'), ['Unassigned: Renew the SSL certificate | - | open']],
  [lines('Helen: We have a lot to cover today, so I\'ll keep the notes.'), ['Helen: Keep the notes | - | open']],
  [lines('Helen: Quick one today, I\'ll send the minutes tomorrow.'), ['Helen: Send the minutes tomorrow | tomorrow | open']],
  // The task's own "today" stays.
  [lines('Helen: We need to fix the build today.'), ['Unassigned: Fix the build today | today | open']],
  [lines('Helen: Tom, can you call the landlord today?', 'Tom: Yes.'), ['Tom: Call the landlord today | today | open']],
  // "Q1" before a noun names a thing; "in Q1" is still a time to check.
  [lines('Pete: I\'ll present the results in Q1.'), ['Pete: Present the results in Q1 | - | check']],
]);

// V-5: one-word lower-case labels ("jim:", "kate:") that each open two or more lines are speakers (a chat log); the first
// such line is a line of the meeting, never its title. "note:", "so:" and a label used once stay text.
describe('V-5: lower-case one-word labels', () => {
  it('probe/p18.txt: jim and kate speak, each keeps their commitment', () => {
    const text = lines('jim: I\'ll send the report by Friday.', 'kate: Ok.', 'jim: Thanks.', 'kate: I\'ll chase Acme next week.');
    expect(analyse(text).speakers).toEqual(['jim', 'kate']);
    expect(rows(text)).toEqual(['jim: Send the report by Friday | Friday | open', 'kate: Chase Acme next week | next week | open']);
  });
  it('probe/p19.txt: the first line is no title; the e-mail goes to both', () => {
    const text = lines('jim: ill do the report by tmrw', 'kate: ok', 'jim: thanks', 'kate: i\'ll chase acme next week');
    const a = analyseMeeting(text);
    if (!a.ok) throw new Error(a.error);
    expect(a.analysis.speakers).toEqual(['jim', 'kate']);
    expect(a.analysis.email).not.toMatch(/Follow-up: jim/i);
    expect(rows(text)).toEqual(['kate: Chase acme next week | next week | open']);
  });
  it('neighbours: a label used once, a note word or a lone one-word speaker stays text', () => {
    expect(analyse(lines('Tom: I\'ll book the room.', 'ps: bring snacks.')).speakers).toEqual(['Tom']);
    expect(analyse(lines('note: bring snacks', 'note: the room is small', 'Tom: I\'ll book the room.')).speakers).toEqual(['Tom']);
    expect(analyse(lines('reminder: send the deck', 'reminder: book the room')).speakers).toEqual([]);
    expect(analyse(lines('so: that is all', 'so: bye', 'ok: fine', 'ok: done')).speakers).toEqual([]);
    expect(analyse(lines('ana: I\'ll send the deck by Friday.', 'ben: Sure.', 'ana: And the notes.', 'ben: I\'ll book the room.')).speakers).toEqual(['ana', 'ben']);
  });
});

// V-14: a reply word of any language ("Sì", "Sim", "Tak", "Evet") is never the person asked. V-13: a name and a date with
// nothing to do ("Attends, plutôt avant mercredi, Julie") corrects that person's date, no task of its own, and a meeting
// heading in French, Spanish, German or Italian ("Réunion : Lancement produit") is the title, no speaker.
table('V-14, V-13: reply words, date corrections', [
  // 38-italian.txt (Italian is not read: no row), 37-french.txt
  [lines('Giulia: Marco, puoi anche chiamare il fornitore?', 'Marco: Sì, lo faccio domani.'), []],
  [lines('Julie: Je vais mettre à jour la FAQ avant vendredi.', 'Sophie: Attends, plutôt avant mercredi, Julie.', 'Julie: D\'accord.'), ['Julie: Mettre à jour la FAQ avant vendredi | vendredi | check']],
  // Neighbours.
  [lines('Ana: Pedro, send the report.', 'Pedro: Evet, yarın yaparım.'), ['Pedro: Send the report | - | open']],
  [lines('Ana: Ben, can you send the deck by Friday?', 'Ben: Sure.', 'Ana: Wait, rather by Wednesday, Ben.'), ['Ben: Send the deck by Friday | Friday | check']],
  [lines('Ben: I\'ll send the deck by Friday.', 'Ana: Wait, rather by Wednesday, Ben.', 'Ben: OK.'), ['Ben: Send the deck by Friday | Friday | check']],
  [lines('Ana: Ben, can you send the deck by Friday?', 'Ben: Sure.', 'Ana: Ben, mejor el martes.'), ['Ben: Send the deck by Friday | Friday | check']],
  [lines('Sophie: Julie, tu peux mettre à jour la FAQ avant vendredi ?', 'Julie: Oui.', 'Sophie: Non, plutôt mercredi, Julie.'), ['Julie: Mettre à jour la FAQ avant vendredi | vendredi | check']],
]);
describe('V-13: a heading in another language is the title', () => {
  it.each([
    ['Réunion : Lancement produit', 'Lancement produit'],
    ['Asunto: Presupuesto 2027', 'Presupuesto 2027'],
    ['Betreff: Umzug Büro', 'Umzug Büro'],
    ['Riunione: Piano vendite', 'Piano vendite'],
  ])('%s', (heading, title) => {
    const text = lines(heading, 'Sophie : Bonjour à tous.', 'Marc : J\'enverrai le devis au client demain.');
    const a = analyse(text);
    expect(a.speakers).toEqual(['Sophie', 'Marc']);
    const r = analyseMeeting(text);
    expect(r.ok && r.analysis.email).toContain(`Subject: Follow-up: ${title}`);
  });
});

// Task 43v's own neighbours after the fixes above: the day away in a yes is no part of the task, a time said with "at" is a
// time to check (never "not stated"), a numeric date with the same day and month ("10/10") is read.
table('43v neighbours', [
  [lines('Ana: Ben, please update the roadmap by Friday.', 'Ben: Happy to, I\'m off Thursday but I\'ll have it by Friday.'), ['Ben: Update the roadmap by Friday | Friday | open']],
  [lines('Ana: Ben, can you call the vendor?', 'Ben: Sure, I\'ll call them at 3pm.'), ['Ben: Call the vendor at 3pm | - | check']],
  [lines('Ana: I\'ll send the figures by 10/10.'), ['Ana: Send the figures by 10/10 | October 10 | open']],
  [lines('Ana: Ben, can you call the vendor?', 'Ben: Sure, I\'ll call them tomorrow at 3pm.'), ['Ben: Call the vendor tomorrow at 3pm | tomorrow | open']],
  [lines('Ana: Could someone book the room?', 'Ben: I\'ll do it, on Thursday.'), ['Ben: Book the room on Thursday | Thursday | open']],
  [lines('ana: morning', 'ben: morning', 'ana: i\'ll send the deck by fri', 'ben: ok'), ['ana: Send the deck by fri | Friday | open']],
]);

// Item 9: V-3 (a yes that names the request's thing in other words, with another date: one row, "check"), the request and
// a yes that says it again with a verb the terms skip ("do the audit": one row), V-12 (Google Meet's header lines are no
// sentence) and a first line "Meeting transcript" (the next line is the subject).
table('V-3 and the restated yes', [
  // 02-zoom.vtt, 16-dates-tricky.txt
  [lines('Daniel: Kenji, could you set up the staging environment before the demo on the 3rd?', 'Kenji: Yes, I\'ll get staging up by next Tuesday.'), ['Kenji: Set up the staging environment before the demo on the 3rd | the 3rd | check']],
  [lines('Olga: Can you do the audit in two weeks, Pete?', 'Pete: Yes, I will do the audit in two weeks.'), ['Pete: Do the audit in two weeks | in two weeks | open']],
  // Neighbours.
  [lines('Dan: Kenji, could you set up the staging environment?', 'Kenji: Yes, I\'ll get staging up by next Tuesday.'), ['Kenji: Set up the staging environment | next Tuesday | open']],
  [lines('Dan: Kenji, could you set up the staging environment by Friday?', 'Kenji: Yes, and I\'ll also clean the staging logs by Monday.'), ['Kenji: Set up the staging environment by Friday | Friday | open', 'Kenji: Clean the staging logs by Monday | Monday | open']],
  [lines('Olga: Pete, can you do the budget by Friday?', 'Pete: Yes, I will do the budget by Friday.'), ['Pete: Do the budget by Friday | Friday | open']],
  [lines('Olga: I\'ll do the budget.', 'Pete: I\'ll do the slides.'), ['Olga: Do the budget | - | open', 'Pete: Do the slides | - | open']],
]);
describe('V-12 and the subject: export header lines', () => {
  it('35-gmeet.txt: "Attendees", the names, "Transcript" and "00:00:00" are no sentence; the subject drops "- Transcript"', () => {
    const text = lines('Partner sync - Transcript', 'Attendees', 'Alice Smith, Bruno Costa, Chidi Obi', 'Transcript', '00:00:00', '', 'Alice Smith: Let\'s go over the partner contracts.', 'Bruno Costa: I\'ll send the signed copies to Chidi by December 3.');
    const a = analyse(text);
    expect(a.sentences.map((s) => s.text)).toEqual(['Let\'s go over the partner contracts.', 'I\'ll send the signed copies to Chidi by December 3.']);
    const r = analyseMeeting(text);
    expect(r.ok && r.analysis.email).toContain('Subject: Follow-up: Partner sync\n');
  });
  it('03-teams.txt: a first line "Meeting transcript" says what the text is; the next line is the subject', () => {
    const text = lines('Meeting transcript', 'Budget sync - 12 November 2026', '', 'Ana Lopez: I\'ll circulate the minutes tomorrow.');
    const r = analyseMeeting(text);
    expect(r.ok && r.analysis.email).toContain('Subject: Follow-up: Budget sync - 12 November 2026');
  });
});
table('43v neighbours: times and hedges', [
  // A time said elsewhere in the turn puts no request in doubt; a hedge after "I'll do it," is no sure date.
  [lines('Tom: Let\'s meet today at 3pm. Priya, please send the agenda.', 'Priya: Sure.'), ['Priya: Send the agenda | - | open']],
  [lines('Ana: Ben, please call the caterer.', 'Ben: I\'ll do it, maybe Thursday.'), ['Ben: Call the caterer | - | check']],
]);
