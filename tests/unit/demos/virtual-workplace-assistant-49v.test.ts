/**
 * Issue 28, u32f (second look on build-b3): F2 lower-case caption files without punctuation (a speaker's two cues were
 * one run-on sentence, and the request in the second cue took its due date from the first), F14 a one-sentence
 * transcript with "0 summary sentences". The transcripts are u32f's (/tmp/u32f fresh5 e16, fresh6 f01, f03) and
 * neighbours written for this file; the expected rows were written before the code was changed.
 */
import {describe, expect, it} from 'vitest';
import {readTranscript} from '@site/src/demos/virtual-workplace-assistant/transcript';
import {analyse, expectEmailRows, rows} from './support/meetingRows';

/** A Zoom-style numbered WebVTT file, one cue per "label: text" line. */
const zoom = (...cues: string[]) =>
  ['WEBVTT', '', ...cues.flatMap((c, i) => [String(i + 1), `00:00:${String(i * 4 + 1).padStart(2, '0')}.000 --> 00:00:${String(i * 4 + 3).padStart(2, '0')}.000`, c, ''])].join('\n');

describe('u32f F2: in captions with no end punctuation, each cue is a sentence', () => {
  it.each([
    ['e16', zoom('kemal yilmaz: ok so the demo is on thursday', 'kemal yilmaz: lina can you prep the slides by wednesday', 'lina koch: sure'), ['lina koch: Prep the slides by wednesday | wednesday | open']],
    ['f01', zoom('maya chen: the launch is on friday', 'maya chen: tom can you update the docs by tuesday', 'tom reid: yes'), ['tom reid: Update the docs by tuesday | tuesday | open']],
    ['f03 capitalized', zoom('Maya Chen: The audit starts Monday', 'Maya Chen: I will send the checklist by Wednesday', 'Tom Reid: I will book the room for Thursday'), ['Maya Chen: Send the checklist by Wednesday | Wednesday | open', 'Tom Reid: Book the room for Thursday | - | open']],
    // Own rows of the same kind.
    ['a statement after the request keeps its date to itself', zoom('ana ruiz: ben can you order the badges', 'ana ruiz: the fair opens on monday', 'ben cole: sure'), ['ben cole: Order the badges | - | open']],
    ['three cues, the date in the middle one', zoom('ana ruiz: the review is on friday', 'ana ruiz: i will draft the agenda by thursday', 'ana ruiz: the room is booked for monday'), ['ana ruiz: Draft the agenda by thursday | thursday | open']],
    ['Teams voices without punctuation', ['WEBVTT', '', '00:00:01.000 --> 00:00:03.000', '<v Ana Ruiz>the launch is on friday', '', '00:00:03.500 --> 00:00:06.000', '<v Ana Ruiz>ben can you update the docs by tuesday', '', '00:00:06.500 --> 00:00:07.000', '<v Ben Cole>yes'].join('\n'), ['Ben Cole: Update the docs by tuesday | tuesday | open']],
  ] as const)('%s', (_name, text, expected) => {
    expect(rows(text)).toEqual(expected);
    expectEmailRows(text, expected);
  });
  it('the summary shows each cue as its own sentence, not a run-on', () => {
    const a = analyse(zoom('maya chen: the launch is on friday', 'maya chen: tom can you update the docs by tuesday', 'tom reid: yes'));
    expect(a.sentences.map((s) => s.text)).toEqual(['the launch is on friday', 'tom can you update the docs by tuesday', 'yes']);
    for (const s of a.summary) expect(s.text).not.toMatch(/friday tom/);
  });
  // Must stay: with punctuation, a speaker's cues that break a sentence in the middle are one utterance.
  it('a punctuated file still joins a sentence broken across cues', () => {
    const {utterances} = readTranscript(zoom('Maya Chen: I will send the checklist', 'Maya Chen: to the auditors by Wednesday.', 'Tom Reid: Thanks.'));
    expect(utterances.map((u) => `${u.speaker} | ${u.text}`)).toEqual(['Maya Chen | I will send the checklist to the auditors by Wednesday.', 'Tom Reid | Thanks.']);
    expect(rows(zoom('Maya Chen: I will send the checklist', 'Maya Chen: to the auditors by Wednesday.', 'Tom Reid: Thanks.'))).toEqual(['Maya Chen: Send the checklist to the auditors by Wednesday | Wednesday | open']);
  });
});

describe('u32f F14: a transcript too short to score still has a summary', () => {
  it('one sentence is one summary sentence', () => {
    const a = analyse('Ana Ruiz: I will send the minutes by Friday.');
    expect(a.summary.map((s) => s.text)).toEqual(['I will send the minutes by Friday.']);
    expect(a.email).toContain('Ana Ruiz: I will send the minutes by Friday.');
    expect(a.email).not.toContain('no summary sentences found');
  });
  it('short sentences give a summary, fillers never', () => {
    const a = analyse('Ana Ruiz: The audit starts Monday.\nBen Cole: OK.\nAna Ruiz: Thanks.');
    expect(a.summary.map((s) => s.text)).toEqual(['The audit starts Monday.']);
  });
  it('only fillers: still no summary sentence', () => {
    expect(analyse('Ana Ruiz: OK.\nBen Cole: Thanks.').summary).toEqual([]);
  });
  it('a longer meeting keeps the scored summary', () => {
    const a = analyse('Ana Ruiz: The launch plan for the portal needs the final review.\nBen Cole: The portal review needs the launch checklist first.\nAna Ruiz: OK.');
    expect(a.summary.length).toBeGreaterThan(0);
    for (const s of a.summary) expect(s.score).toBeGreaterThan(0);
  });
});
