/**
 * s56, tester u-vwa F12 (low): tasks kept "you" and "him" as said ("Send you comments by Wednesday", "Send him the final
 * frames", "Follow up with him tomorrow"), which reads wrong in an e-mail sent to everyone; F13 (low): Kwame's design
 * problem "If two engineers edit the same work order offline, we have to decide whose change wins when they reconnect."
 * became the unassigned item "Decide whose change wins …". The transcripts are the tester's (fixtures/s56vw); each
 * tester case failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s56vw', name), 'utf8');

describe('u-vwa F12: "you" and "him" in a speaker\'s own task name the person meant', () => {
  it('t4: Søren sends Олена Коваленко the comments (she spoke just before)', () => {
    expect(rows(fixture('t4-nonlatin-localization.txt'))).toContain('Søren Kjær: Send Олена Коваленко comments by Wednesday | Wednesday | open');
  });
  it('t5: Lucía sends Felix the frames; Kwame gives Dmitri Volkov the list', () => {
    const r = rows(fixture('t5-long-roadmap.txt'));
    expect(r.some((x) => x.startsWith('Lucía Romero: Send Felix the final frames directly'))).toBe(true);
    expect(r.some((x) => x.startsWith('Kwame Asante: Give Dmitri Volkov the list of payment edge cases'))).toBe(true);
  });
  it('t3: Lindiwe follows up with Rob; p14: Gabriel sends Sarah Okoye the contract (named at the start of his turn)', () => {
    expect(rows(fixture('t3-teams-docx-hiring.txt'))).toContain('Lindiwe Mokoena: Follow up with Rob tomorrow | tomorrow | open');
    expect(rows(fixture('p14-owner-traps.txt'))).toContain('Gabriel Silva: Send Sarah Okoye the revised contract by Friday | Friday | open');
  });
  it.each([
    ['two absent people named before "him"', "Ana Ruiz: Tom and Raj are out. Tom will fix the printer. Raj will order toner. I'll call him tomorrow.\nBen Ode: Okay.", "Ana Ruiz: Call him tomorrow | tomorrow | open"],
    ['"thank you" is no object', "Ana Ruiz: Thank you. I'll send the minutes by Friday.\nBen Ode: Okay.", 'Ana Ruiz: Send the minutes by Friday | Friday | open'],
  ])('left as said: %s', (_name, text, row) => {
    expect(rows(text)).toContain(row);
  });
});

describe('u-vwa F13: a design problem said as "If …, we have to decide whose …" is no unassigned item', () => {
  it('t5: no "Decide whose change wins" item', () => {
    expect(rows(fixture('t5-long-roadmap.txt')).some((x) => /whose change wins/.test(x))).toBe(false);
  });
  it('a plain need without the condition is still an item', () => {
    expect(rows('Ana Ruiz: We need to order new chairs for the lab.\nBen Ode: Okay.')).toContain('Unassigned: Order new chairs for the lab | - | open');
  });
});
