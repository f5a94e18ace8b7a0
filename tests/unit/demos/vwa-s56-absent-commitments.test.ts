/**
 * s56, tester u-vwa F6 (medium): commitments of people who are not at the meeting, or said in common wordings, were
 * missed silently (no item, no "check"): "Sven isn't here today, but he'll handle …", "Marta is on leave; Marta will
 * review …", "Rob needs to confirm …", a speaker's "you'll have the shortlist by the 10th" to the person who asked for it,
 * and a request whose addressee is named in the sentence before ("Mike, the client asked about pricing. Can you call them
 * tomorrow?"). The transcripts are the tester's (fixtures/s56vw). Every case below failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse, rows} from './support/meetingRows';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s56vw', name), 'utf8');

describe('u-vwa F6: commitments of absent people and in common wordings are not missed', () => {
  it('p05: Sven\'s supplier call (by Thursday) and Marta\'s invoices (next week) are items', () => {
    const r = rows(fixture('p05-absent.txt'));
    expect(r.some((x) => /^Sven: Handle the supplier call by Thursday \| Thursday \| (?:open|check)$/.test(x))).toBe(true);
    expect(r.some((x) => /^Marta: Review the invoices .*\| next week \| (?:open|check)$/.test(x) || /^Marta: Review the invoices .*\| check$/.test(x))).toBe(true);
    expect(analyse(fixture('p05-absent.txt')).email).not.toContain('No action items were recorded');
  });
  it('t3: Rob confirms the salary band; Tomás sends Eun-ji the shortlist by the 10th; Lindiwe still follows up', () => {
    const r = rows(fixture('t3-teams-docx-hiring.txt'));
    expect(r).toContain('Rob: Confirm the salary band with finance | - | open');
    expect(r.some((x) => /^Tomás Ferreira: Send Eun-ji Park the shortlist by the 10th \| the 10th \| open$/.test(x))).toBe(true);
    expect(r.some((x) => x.startsWith('Lindiwe Mokoena: Follow up with'))).toBe(true);
  });
  it('t1: Kevin (absent) owns the battery order (due the end of the month, or flagged for its date); Grace still e-mails him', () => {
    const r = rows(fixture('t1-zoom-scanner.vtt'));
    expect(r.some((x) => /^Kevin: Order the twenty spare batteries before the end of the month \| (?:end of the month \| open|- \| check)$/.test(x))).toBe(true);
    expect(r.some((x) => x.startsWith('Grace Holloway: Email'))).toBe(true);
  });
  it('p14: the request to Mike named in the sentence before gives Mike\'s call to the client on Monday, the day he offered and Sarah accepted; Sarah owns nothing', () => {
    const r = rows(fixture('p14-owner-traps.txt'));
    expect(r).toContain('Mike Brennan: Call the client Monday | Monday | open');
    expect(r.some((x) => x.startsWith('Sarah Okoye:'))).toBe(false);
  });
  it.each([
    ['a name opening the sentence before a question to nobody else', 'Ana Ruiz: Ben, the client called. Can you send them the quote by Friday?\nBen Ode: Sure, I will.', /^Ben Ode: Send the client the quote by Friday \| Friday \| open$/],
    ['"isn\'t here, but she\'ll …"', "Ana Ruiz: Lena isn't here today, but she'll book the rooms by Monday.\nBen Ode: Good.", /^Lena: Book the rooms by Monday \| Monday \| open$/],
  ])('guards: %s', (_name, text, row) => {
    expect(rows(text).some((x) => row.test(x))).toBe(true);
  });
  it('an offered date the asker does not accept stays "check"', () => {
    const text = 'Sarah Okoye: Mike, the client asked about pricing. Can you call them tomorrow?\nMike Brennan: I\'m out tomorrow, but I can call them Monday.\nSarah Okoye: Hmm, that is late for them.';
    expect(analyse(text).actions.find((a) => a.owner === 'Mike Brennan')?.check).toBeTruthy();
  });
  it.each([
    ['a statement with a name before, not a request', 'Ana Ruiz: Ben, the client called. They were happy.\nBen Ode: Great.'],
    ['"he\'ll" about a person after a clause about someone else', "Ana Ruiz: The vendor is late, but he'll be fine.\nBen Ode: Okay."],
    ['"needs to be" says a state', 'Ana Ruiz: Rob needs to be more careful with the keys.\nBen Ode: Okay.'],
  ])('no item: %s', (_name, text) => {
    expect(rows(text)).toEqual([]);
  });
});
