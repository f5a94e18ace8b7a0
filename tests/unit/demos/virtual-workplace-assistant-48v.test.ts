/**
 * Task 48v (issue 28, tester u31e on build-b1, rated 3/5): the three findings branch s47-v2 left open. Each table holds the
 * tester's own transcript (the case id in /tmp/u31e says which) and variants of ours.
 * F3: a promise reported in indirect speech ("Bob said he'll fix the roof by Monday") gave no row at all.
 * F6: "Actually, Paul, skip the trainers" took back Paul's item and also sent the speaker's own item to "To check".
 * F7: a Markdown link and inline HTML stayed raw in the task and the e-mail.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {cleanup, fireEvent, render, screen, within} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import {analyse, expectEmailRows, rows} from './support/meetingRows';

const lines = (...l: string[]) => l.join('\n');
type Row = readonly [string, readonly string[]];
const table = (name: string, data: readonly Row[]) =>
  describe(name, () => {
    it.each(data.map((r, i) => ({name: `row ${i}: ${r[0].slice(0, 60)}`, r})))('$name', ({r}) => {
      expect(rows(r[0])).toEqual(r[1]);
      expectEmailRows(r[0], r[1]);
    });
  });

table('F3: a promise reported in indirect speech is the person reported\'s item, under "To check" until they confirm it', [
  // a26, b09, d12
  ['Kate Moore: Bob said he\'ll fix the roof by Monday.', ['Bob: Fix the roof by Monday | Monday | check']],
  ['Kate Moore: Ken told me he will repaint the lobby by Friday.', ['Ken: Repaint the lobby by Friday | Friday | check']],
  ['Kate Moore: Bill said he would send the invoices by Monday.', ['Bill: Send the invoices by Monday | Monday | check']],
  // the brief's wordings
  ['Kate Moore: Bob said he\'ll send the deck by Friday.', ['Bob: Send the deck by Friday | Friday | check']],
  ['Kate Moore: Maria mentioned she would book the room.', ['Maria: Book the room | - | check']],
  ['Kate Moore: Paul told me he can handle the invoices.', ['Paul: Handle the invoices | - | check']],
  ['Kate Moore: Maria mentioned that she is going to book the room.', ['Maria: Book the room | - | check']],
  ['Kate Moore: Bob promised us he\'d fix the heating by Monday.', ['Bob: Fix the heating by Monday | Monday | check']],
  // a speaker of the meeting, named by first name: the row names the speaker
  [lines('Kate Moore: Bob said he\'ll send the deck by Friday.', 'Ann Wu: OK.'), ['Bob: Send the deck by Friday | Friday | check']],
  [lines('Bob Lee: Morning.', 'Kate Moore: Bob said he\'ll send the deck by Friday.', 'Ann Wu: Good.'), ['Bob Lee: Send the deck by Friday | Friday | check']],
  // the person reported confirms it in the next turn: their own open item
  [lines('Kate Moore: Bob said he\'ll send the deck by Friday.', 'Bob Lee: Yes, I will.'), ['Bob Lee: Send the deck by Friday | Friday | open']],
  [lines('Kate Moore: Maria mentioned she would book the room.', 'Maria Lopez: That\'s right.'), ['Maria Lopez: Book the room | - | open']],
  [lines('Kate Moore: Bob said he\'ll send the deck by Friday.', 'Bob Lee: Yes, I\'ll send it Friday.'), ['Bob Lee: Send the deck by Friday | Friday | open']],
  // … and the quoted form reads the same
  [lines('Kate Moore: Bob said: I\'ll send the deck by Friday.', 'Bob Lee: Yes, I will.'), ['Bob Lee: Send the deck by Friday | Friday | open']],
  // a bare yes could answer anything said since (45v2 keeps "Bob says, I'll …" + "Bob: Yes." under "To check"); someone
  // else's yes, or the person's no, confirms nothing
  [lines('Kate Moore: Bob said he\'ll send the deck by Friday.', 'Bob Lee: Sure.'), ['Bob Lee: Send the deck by Friday | Friday | check']],
  [lines('Kate Moore: Bob said he\'ll send the deck by Friday.', 'Ann Wu: Yes.'), ['Bob: Send the deck by Friday | Friday | check']],
  [lines('Kate Moore: Bob said he\'ll send the deck by Friday.', 'Bob Lee: No, I never said that.'), ['Bob Lee: Send the deck by Friday | Friday | check']],
  // the speaker's own commitment in the same turn stays theirs
  [lines('Kate Moore: Bob said he\'ll fix the roof by Monday. I\'ll call the insurer.'), ['Bob: Fix the roof by Monday | Monday | check', 'Kate Moore: Call the insurer | - | open']],
  // hearsay that is no promise gives nothing
  ['Kate Moore: Bob said the deck was late.', []],
  ['Kate Moore: Maria mentioned she was tired.', []],
  ['Kate Moore: Paul told me he had handled the invoices.', []],
  ['Kate Moore: Bob said he will not fix the roof.', []],
  ['Kate Moore: Bob said he can\'t make it on Friday.', []],
  ['Kate Moore: Bob said he\'d be out on Friday.', []],
  ['Kate Moore: Bob said he would have liked more time.', []],
  ['Kate Moore: Bob said he\'ll think about it.', []],
  ['Kate Moore: Maria said she\'d love to help with the party.', []],
  ['Kate Moore: Did Bob say he\'ll fix the roof?', []],
  // neighbours that already worked: the speaker's own earlier promise, a plain third-person commitment
  ['Kate Moore: I said I\'ll send the deck by Friday.', ['Kate Moore: Send the deck by Friday | Friday | open']],
  ['Kate Moore: Bob will send the deck by Friday.', ['Bob: Send the deck by Friday | Friday | open']],
]);

table('F6: a take-back touches only the item it names', [
  // c05
  [lines('Nadia Rahman: I\'ll prepare the training deck by Thursday.', 'Paul Weber: I\'ll book the trainers.', 'Nadia Rahman: Actually, Paul, skip the trainers, we will run it ourselves.'),
    ['Nadia Rahman: Prepare the training deck by Thursday | Thursday | open', 'Paul Weber: Book the trainers | - | back']],
  [lines('Nadia Rahman: I\'ll prepare the training deck by Thursday.', 'Paul Weber: I\'ll book the trainers.', 'Nadia Rahman: Actually, Paul, forget the trainers.'),
    ['Nadia Rahman: Prepare the training deck by Thursday | Thursday | open', 'Paul Weber: Book the trainers | - | back']],
  [lines('Nadia Rahman: I\'ll prepare the training deck by Thursday.', 'Paul Weber: I\'ll book the trainers.', 'Nadia Rahman: Actually, skip the trainers, we will run it ourselves.'),
    ['Nadia Rahman: Prepare the training deck by Thursday | Thursday | open', 'Paul Weber: Book the trainers | - | back']],
  // neighbours: the take-back that names the speaker's own item takes that one back; a doubt about one's own item still counts
  [lines('Nadia Rahman: I\'ll prepare the training deck by Thursday.', 'Paul Weber: I\'ll book the trainers.', 'Nadia Rahman: Actually, skip the training deck.'),
    ['Nadia Rahman: Prepare the training deck by Thursday | Thursday | back', 'Paul Weber: Book the trainers | - | open']],
  [lines('Nadia Rahman: I\'ll prepare the training deck by Thursday.', 'Paul Weber: I\'ll book the trainers.', 'Nadia Rahman: Actually, I\'m not sure about the deck.'),
    ['Nadia Rahman: Prepare the training deck by Thursday | Thursday | check', 'Paul Weber: Book the trainers | - | open']],
]);

describe('F7: a Markdown link and inline HTML read as plain words; the e-mail keeps the link\'s address', () => {
  it('r19: a Markdown link is its text in the task, and the text with the address in the e-mail', () => {
    const t = 'Kate Moore: I will send the [minutes](http://example.com) by Friday.';
    expect(rows(t)).toEqual(['Kate Moore: Send the minutes by Friday | Friday | open']);
    const a = analyse(t);
    expect(a.actions[0].links).toEqual([{text: 'minutes', url: 'http://example.com'}]);
    expect(a.email).toContain('- Kate Moore: Send the minutes (http://example.com) by Friday (due Friday)');
    expect(a.email).not.toContain('](');
  });
  it('a summary line keeps the address too', () => {
    const t = lines(
      'Kate Moore: The [design doc](https://example.com/d) covers the new onboarding flow for partners.',
      'Ben Ode: The onboarding flow needs two more screens for partners.',
      'Kate Moore: I will send the [minutes](http://example.com) by Friday.',
    );
    expect(analyse(t).email).toContain('- Kate Moore: The design doc (https://example.com/d) covers the new onboarding flow for partners.');
    expect(analyse(t).email).toContain('- Kate Moore: Send the minutes (http://example.com) by Friday (due Friday)');
  });
  it('b15: inline HTML tags are left out', () => {
    const t = 'Kate Moore: I will send the <b>report</b> by Friday.';
    expect(rows(t)).toEqual(['Kate Moore: Send the report by Friday | Friday | open']);
    expect(analyse(t).email).not.toMatch(/<\/?b>/);
  });
  it('an HTML link is its text, with its address', () => {
    const t = 'Kate Moore: I will review the <a href="https://example.com/plan">launch plan</a> by Monday.';
    expect(rows(t)).toEqual(['Kate Moore: Review the launch plan by Monday | Monday | open']);
    expect(analyse(t).actions[0].links).toEqual([{text: 'launch plan', url: 'https://example.com/plan'}]);
    expect(analyse(t).email).toContain('- Kate Moore: Review the launch plan (https://example.com/plan) by Monday (due Monday)');
  });
  it('a link to anything but a web or mail address keeps only its text', () => {
    for (const t of ['Kate Moore: I will send the [report](javascript:alert(1)) by Friday.', 'Kate Moore: I will send the <a href="javascript:alert(1)">report</a> by Friday.']) {
      expect(rows(t)).toEqual(['Kate Moore: Send the report by Friday | Friday | open']);
      expect(analyse(t).actions[0].links ?? []).toEqual([]);
      expect(analyse(t).email).not.toContain('javascript');
    }
  });
  it('tags are stripped until none is left, so stripping cannot build one', () => {
    const t = 'Kate Moore: I will send the <scr<b>ipt>alert(1)</scr</b>ipt> report by Friday.';
    const [row] = rows(t);
    expect(row).not.toMatch(/<\/?[a-z]/i);
    expect(analyse(t).email).not.toMatch(/<\/?[a-z]/i);
  });
  it('a "<" or ">" that opens no tag stays', () => {
    expect(rows('Kate Moore: I will check that latency < 200 ms and errors > 0 by Friday.')).toEqual([
      'Kate Moore: Check that latency < 200 ms and errors > 0 by Friday | Friday | open',
    ]);
  });
  it('"&amp;" and "&nbsp;" read as the characters; a "<client name>" placeholder is no tag', () => {
    expect(rows('Kate Moore: I will email AT&amp;T about the&nbsp;contract by Monday.')).toEqual(['Kate Moore: Email AT&T about the contract by Monday | Monday | open']);
    expect(rows(lines('Kate Moore: Ben, please send the form to <client name> by Friday.', 'Ben Ode: Sure.'))).toEqual(['Ben Ode: Send the form to <client name> by Friday | Friday | open']);
  });
  it('a link in a WebVTT cue and in a decision', () => {
    const t = ['WEBVTT', '', '1', '00:00:01.000 --> 00:00:04.000', '<v Kate Moore>We decided to use the [new template](https://example.com/t).', '', '2', '00:00:05.000 --> 00:00:08.000', '<v Ben Ode>I will update the <i>handbook</i> by Monday.'].join('\n');
    const a = analyse(t);
    expect(rows(t)).toEqual(['Ben Ode: Update the handbook by Monday | Monday | open']);
    expect(a.decisions.map((d) => d.text).join(' ')).not.toContain('](');
    expect(a.email).toContain('new template (https://example.com/t)');
  });
  describe('in the page', () => {
    afterEach(() => {
      cleanup();
      localStorage.clear();
      sessionStorage.clear();
    });
    it('the task cell shows the link\'s words as a link to its address, and tags as nothing', async () => {
      render(createElement(WorkplaceAssistant));
      const box = screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
      fireEvent.change(box, {target: {value: lines('Kate Moore: I will send the [minutes](http://example.com) by Friday.', 'Ben Ode: I will fix the <b>report</b> by Monday.', 'Ann Wu: I will read the [notes](javascript:alert(1)) today.')}});
      fireEvent.click(screen.getByRole('button', {name: 'Analyze transcript'}));
      const table = await screen.findByRole('region', {name: 'Action items table'}, {timeout: 10_000});
      const cells = within(table).getAllByRole('cell').filter((c) => c.getAttribute('data-label') === 'Task');
      expect(cells.map((c) => c.textContent)).toEqual(['Send the minutes by Friday', 'Fix the report by Monday', 'Read the notes today']);
      const links = within(table).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([['minutes', 'http://example.com']]);
      expect(cells[1].querySelector('b')).toBeNull();
      const email = (screen.getByLabelText(/e-mail/i) as HTMLTextAreaElement).value;
      expect(email).toContain('- Kate Moore: Send the minutes (http://example.com) by Friday (due Friday)');
      expect(email).toContain('- Ben Ode: Fix the report by Monday (due Monday)');
      expect(email).not.toContain('javascript');
    });
  });
});
