/**
 * Issue 28 (u28o fresh user test V-1): Zoom-style WebVTT whose cue text opens with a display name that is not
 * capitalised ("first last: text"). Such a label is a speaker when it opens two or more cues, or when a cue without a
 * <v> span opens with it (two to four name-like words). Every transcript here was written for this table.
 */
import {describe, expect, it} from 'vitest';
import {readTranscript} from '@site/src/demos/virtual-workplace-assistant/transcript';
import {rows} from './support/meetingRows';

/** A Zoom-style WebVTT file: numbered cues, each "label: text". */
const zoom = (...cues: string[]) =>
  ['WEBVTT', '', ...cues.flatMap((c, i) => [String(i + 1), `00:00:${String(i * 4 + 1).padStart(2, '0')}.000 --> 00:00:${String(i * 4 + 3).padStart(2, '0')}.500`, c, ''])].join('\n');

// [what the row tests, transcript, expected "speaker | text" utterances]
const SPEAKERS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['lower-case first and last names', zoom('odile marchand: Rafa, could you order the banners?', 'rafael ortiz: Sure, I will order them today.', 'odile marchand: Thanks.'), ['odile marchand | Rafa, could you order the banners?', 'rafael ortiz | Sure, I will order them today.', 'odile marchand | Thanks.']],
  ['mixed case: given name capitalised, family name not', zoom('Odile marchand: Rafa, please check the stock.', 'Rafael ortiz: Will do.'), ['Odile marchand | Rafa, please check the stock.', 'Rafael ortiz | Will do.']],
  ['hyphenated lower-case names', zoom('seo-yeon park: Min-jun, can you rent the projector?', 'lee min-jun: Yes, by Tuesday.', 'seo-yeon park: Great.'), ['seo-yeon park | Min-jun, can you rent the projector?', 'lee min-jun | Yes, by Tuesday.', 'seo-yeon park | Great.']],
  ['Cyrillic lower-case names', zoom('ольга соколова: Дмитрий, please send the slides.', 'дмитрий орлов: OK, tonight.', 'ольга соколова: Thanks.'), ['ольга соколова | Дмитрий, please send the slides.', 'дмитрий орлов | OK, tonight.', 'ольга соколова | Thanks.']],
  ['Arabic-script names (no capitals in the script)', zoom('سارة حداد: Karim, please book the room.', 'كريم نصر: Sure.', 'سارة حداد: Thanks.'), ['سارة حداد | Karim, please book the room.', 'كريم نصر | Sure.', 'سارة حداد | Thanks.']],
  ['one-word lower-case label that repeats', zoom('tavita: Moana, can you bring the chairs?', 'moana: Sure thing.', 'tavita: Great, and the tables too.', 'moana: Fine.'), ['tavita | Moana, can you bring the chairs?', 'moana | Sure thing.', 'tavita | Great, and the tables too.', 'moana | Fine.']],
  ['a cue text that is a sentence with a colon stays text', zoom('odile marchand: Two points today.', 'the plan is simple: finish the banners first.'), ['odile marchand | Two points today. the plan is simple: finish the banners first.']],
  ['a lower-case label does not swallow the next speaker', zoom('odile marchand: Good, and Rafa, also call the printer.', 'rafael ortiz: OK.'), ['odile marchand | Good, and Rafa, also call the printer.', 'rafael ortiz | OK.']],
];

describe('Zoom WebVTT with names that are not capitalised (u28o V-1)', () => {
  it.each(SPEAKERS)('%s', (_name, transcript, expected) => {
    const {format, utterances} = readTranscript(transcript);
    expect(format).toBe('webvtt');
    expect(utterances.map((u) => `${u.speaker} | ${u.text}`)).toEqual(expected);
  });
  it('never yields the speaker "Unknown" for a lower-case Zoom file', () => {
    for (const [, transcript] of SPEAKERS) expect(readTranscript(transcript).utterances.map((u) => u.speaker)).not.toContain('Unknown');
  });
  it('reads the request and reply of lower-case speakers as a task with the reply date', () => {
    expect(rows(zoom('odile marchand: Rafael, could you order the banners by Friday?', 'rafael ortiz: Sure, I will order them by Wednesday.'))).toEqual([
      'rafael ortiz: Order the banners by Wednesday | Wednesday | open',
    ]);
  });
});
