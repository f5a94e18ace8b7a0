/**
 * s54, tester t-vwa F6: garbled items. t1's agenda line "Today we need to settle the interview panel …" became an item
 * due "Today" (and the e-mail subject); t2's "That's something we need to find out." became "Unassigned: Find out" and
 * t4's "Someone should ask facilities." became "Unassigned: Ask facilities", both without what to find out or ask,
 * which the question just before says; t6's "I'll install them next weekend" kept "them" (the condition's object, "the new
 * switches") and was due "not stated". t1, t2, t4 and t6 are the tester's (fixtures/s54mt). Each row failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyseMeeting} from '@site/src/demos/virtual-workplace-assistant/meeting';
import {analyse, rows} from './support/meetingRows';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s54mt', name), 'utf8');

describe('t-vwa F6: no item without its object, no agenda line as an item', () => {
  it('t1: the opening "Today we need to settle …" is the agenda, not an item due today', () => {
    expect(rows(fixture('t1-zoom.vtt')).filter((r) => /settle the interview panel/i.test(r))).toEqual([]);
    expect(analyse(fixture('t1-zoom.vtt')).email).not.toMatch(/\(due Today\)/);
    // "settle" is an agenda verb now, so the line names the meeting's topic in the subject.
    const r = analyseMeeting(fixture('t1-zoom.vtt'), '');
    expect(r.ok && r.analysis.email.split('\n')[0]).toBe('Subject: Follow-up: The interview panel for the two backend roles');
  });

  it('t2: "something we need to find out" takes what the question before it asks', () => {
    const found = rows(fixture('t2-teams.vtt')).filter((r) => r.startsWith('Unassigned:'));
    expect(found).toEqual(['Unassigned: Find out whether the vendor will keep the current support hours | - | open']);
  });

  it('t4: "Someone should ask facilities" takes what the question before it asks', () => {
    const found = rows(fixture('t4-plain.txt')).filter((r) => r.startsWith('Unassigned:'));
    expect(found).toContain('Unassigned: Ask facilities if the parking permits transfer to the new building | - | open');
    expect(found).not.toContain('Unassigned: Ask facilities | - | open');
  });

  it('t6: "If the vendor ships the new switches, I\'ll install them next weekend": the switches, due next weekend', () => {
    expect(rows(fixture('t6-long.txt'))).toContain('Ole Brandt: Install the new switches next weekend | next weekend | if the vendor ships the new switches');
    expect(rows("Ana Ruiz: I will paint the fence this weekend.\nBen Ode: OK.")).toEqual(['Ana Ruiz: Paint the fence this weekend | this weekend | open']);
  });

  it('own rewording: a question without "whether"/"if" leaves the item to check, quoting both sentences', () => {
    const text = 'Ana Ruiz: Who pays for the team dinner?\nBen Ode: Not sure. We need to find out.';
    expect(rows(text)).toEqual(['Unassigned: Find out | - | check']);
    const a = analyse(text).actions[0];
    expect(a.check!.quote).toContain('Who pays for the team dinner?');
  });

  it('guards: a need with its object and a later "today" item stay', () => {
    expect(rows('Ana Ruiz: Welcome. We need to find out the venue capacity by Friday.\nBen Ode: OK.')).toEqual(['Unassigned: Find out the venue capacity by Friday | Friday | open']);
    expect(rows('Ana Ruiz: Hello all.\nBen Ode: Hi.\nAna Ruiz: The printer is broken.\nBen Ode: I will call the repair service today.')).toEqual(['Ben Ode: Call the repair service today | today | open']);
  });
});
