/**
 * Task 38v (issue 28, u28l V-6, V-7 and item 4): deferrals, header lines, a decline that suggests someone, and
 * lower-case display names in WebVTT voice tags and Teams headings. The wordings are this file's own.
 */
import {describe, expect, it} from 'vitest';
import {analyseMeeting} from '@site/src/demos/virtual-workplace-assistant/meeting';
import {analyse, rows, vtt} from './support/meetingRows';

const DEFERRALS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['reply pushes to next month', 'Noor Haddad: Emil, please collect the allergy forms.\nEmil Varga: Let\'s push that to next month.', ['Emil Varga: Collect the allergy forms | next month | deferred to next month']],
  ['postponed after a decline', "Noor Haddad: Emil, please write the audit summary.\nEmil Varga: Can't this week, sorry.\nNoor Haddad: Then we postpone the audit summary to January.", ['Emil Varga: Write the audit summary | - | deferred to January']],
  ['parked until an event', 'Noor Haddad: Emil, please book the external auditors.\nEmil Varga: Park it until after the audit.', ['Emil Varga: Book the external auditors | - | deferred until after the audit']],
  ['moved to a weekday by another speaker', 'Emil Varga: I will call the landlord.\nNoor Haddad: Can we move that to Friday?', ['Emil Varga: Call the landlord | Friday | deferred to Friday']],
  ['put off until the spring', "Emil Varga: I'll repaint the meeting room.\nNoor Haddad: Let's put it off until next spring.", ['Emil Varga: Repaint the meeting room | - | deferred until next spring']],
  // Not deferrals: moving things to a place.
  ['move to a place is a task', 'Noor Haddad: Emil, please move the chairs to the hall.\nEmil Varga: Sure, will do.', ['Emil Varga: Move the chairs to the hall | - | open']],
];

describe('deferrals (u28l V-6)', () => {
  it.each(DEFERRALS)('%s', (_n, transcript, expected) => {
    expect(rows(transcript)).toEqual(expected);
    const email = analyse(transcript).email;
    for (const row of expected) if (row.includes('deferred')) expect(email.split('Deferred:')[1] ?? '').toContain(row.split(' | ')[0].split(': ')[1]);
  });
});

describe('header lines are metadata (u28l V-7)', () => {
  const text = 'Meeting: Garden club spring planning\nDate: 3 April\nAttendees: Rosa Lind, Tomek Nowak\nAgenda: seeds, rota\nSubject: spring\nRosa Lind: Tomek, please order the seed trays by Friday.\nTomek Nowak: Yes, will do.\nRosa Lind: We agreed to water on Sundays.';
  it('subject from the header; no header line in the summary, the sentences or the e-mail summary', () => {
    const a = analyse(text);
    expect(a.sentences.map((s) => s.speaker)).not.toContain('Unknown');
    expect(a.sentences.some((s) => /^(?:Meeting|Date|Attendees|Agenda|Subject):/.test(s.text))).toBe(false);
    const untitled = analyseMeeting(text, '');
    expect(untitled.ok && untitled.analysis.email.split('\n')[0]).toBe('Subject: Follow-up: Garden club spring planning');
    expect(a.email).not.toContain('Unknown');
    expect(analyse(text.replace('Tomek Nowak\nAgenda', 'Tomek Nowak, Ada Quist\nAgenda')).email.split('\n')[1]).toBe('To: Rosa Lind, Tomek Nowak, Ada Quist');
    expect(rows(text)).toEqual(['Tomek Nowak: Order the seed trays by Friday | Friday | open']);
  });
});

describe('a decline that suggests someone, lower-case display names (item 4)', () => {
  it('"Sorry, no. Maybe Lena can?": declined by the person asked, Lena suggested, not the owner', () => {
    const text = 'Anders Berg: Paola, can you update the floor plan?\nPaola Conti: Sorry, no. Maybe Lena can?\nLena Fischer: Hmm, the floor plan is huge.';
    expect(rows(text)).toEqual(['Paola Conti: Update the floor plan | - | declined']);
    const a = analyse(text);
    expect(a.actions[0].suggested).toBe('Lena Fischer');
    expect(a.email).toContain('still needs an owner; suggested: Lena Fischer');
  });
  it('lower-case WebVTT voices are speakers, with the name as given', () => {
    const text = vtt(['renata silva', 'kemal, can you unlock the hall by Friday?'], ['kemal yilmaz', 'sure, will do.']);
    expect(analyse(text).speakers).toEqual(['renata silva', 'kemal yilmaz']);
    expect(rows(text)).toEqual(['kemal yilmaz: Unlock the hall by Friday | Friday | open']);
  });
  it('lower-case Teams headings are speakers; "starts at 3:00" is no heading', () => {
    const text = 'renata silva  0:01\nkemal, can you unlock the hall by Friday?\nthe talk starts at 3:00\n\nkemal yilmaz  0:05\nsure, will do.';
    const a = analyse(text);
    expect(a.format).toBe('speaker-headings');
    expect(a.speakers).toEqual(['renata silva', 'kemal yilmaz']);
    expect(rows(text)).toEqual(['kemal yilmaz: Unlock the hall by Friday | Friday | open']);
  });
});
