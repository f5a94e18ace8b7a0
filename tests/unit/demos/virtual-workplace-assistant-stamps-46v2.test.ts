/**
 * Task 46v2 (issue 28, u30u F17): chat copies with 12-hour stamps ("[10:02 AM] Tom Becker: …", as Teams chat, Slack and
 * Webex copy them) and Zoom's saved chat ("10:02:33 From Tom Becker to Everyone: …") gave 0 speakers, owner "Unknown"
 * and Line 1 on every row. Each stamp form is read as "[10:02]" already was: one utterance per line, with its speaker
 * and its own line number; a line that only looks similar stays text.
 */
import {describe, expect, it} from 'vitest';
import {readTranscript} from '@site/src/demos/virtual-workplace-assistant/transcript';
import {rows} from './support/meetingRows';

const lines = (...l: string[]) => l.join('\n');

const UTTERANCES: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['[10:02 AM] stamps (in/59)', lines('[10:02 AM] Tom Becker: I\'ll send the deck by Friday.', '[10:03 AM] Aisha Khan: I\'ll review the pricing page by Monday.', '[10:05 AM] Maria Lopez: Tom, can you dial in?', '[10:06 AM] Tom Becker: Yes.'),
    ['1 Tom Becker | I\'ll send the deck by Friday.', '2 Aisha Khan | I\'ll review the pricing page by Monday.', '3 Maria Lopez | Tom, can you dial in?', '4 Tom Becker | Yes.']],
  ['10:02 PM without brackets, and a.m./p.m.', lines('10:02 PM Tom Becker: I\'ll send the deck by Friday.', '10:03 p.m. Aisha Khan: Fine.'),
    ['1 Tom Becker | I\'ll send the deck by Friday.', '2 Aisha Khan | Fine.']],
  ['[9:15:07 am] with seconds', lines('[9:15:07 am] Tom Becker: Hi.', '[9:15:30 am] Aisha Khan: Hello.'),
    ['1 Tom Becker | Hi.', '2 Aisha Khan | Hello.']],
  ['Zoom saved chat (in/66)', lines('10:02:33 From Tom Becker to Everyone: I\'ll send the deck by Friday.', '10:03:10 From Aisha Khan to Everyone: Tom, can you also add the pricing slide?', '10:03:40 From Tom Becker to Everyone: Sure.'),
    ['1 Tom Becker | I\'ll send the deck by Friday.', '2 Aisha Khan | Tom, can you also add the pricing slide?', '3 Tom Becker | Sure.']],
  ['Zoom chat sent to one person', lines('10:02:33 From Tom Becker to Aisha Khan (Direct Message): Can you check the numbers?', '10:03:10 From Aisha Khan to Tom Becker (privately): Sure.'),
    ['1 Tom Becker | Can you check the numbers?', '2 Aisha Khan | Sure.']],
  ['[10:02 AM] with blank lines and a continuation line (in/58)', lines('[10:02 AM] Tom Becker: I\'ll send the deck by Friday.', '', '[10:03 AM] Aisha Khan: Sounds good.', 'I\'ll also review the pricing page by Monday.', '', '10:07 Maria Lopez: Thanks all.'),
    // A wrapped line joins its turn, as it does under "[10:03]".
    ['1 Tom Becker | I\'ll send the deck by Friday.', '3 Aisha Khan | Sounds good. I\'ll also review the pricing page by Monday.', '6 Maria Lopez | Thanks all.']],
];

describe('chat time stamps (u30u F17)', () => {
  it.each(UTTERANCES)('%s', (_name, transcript, expected) => {
    const {utterances} = readTranscript(transcript);
    expect(utterances.map((u) => `${u.line} ${u.speaker} | ${u.text}`)).toEqual(expected);
    // Read exactly as the same chat with 24-hour "[10:02]" stamps.
    const plain = transcript.replace(/^\[?(\d{1,2}:\d{2})(?::\d{2})?(?:\s?[ap]\.?m\.?)?\]?/gimu, '[$1]');
    if (!/From /.test(transcript)) expect(readTranscript(plain).utterances).toEqual(utterances);
  });
});

const ROWS: ReadonlyArray<readonly [string, readonly string[]]> = [
  [lines('[10:02 AM] Tom Becker: I\'ll send the deck by Friday.', '[10:03 AM] Aisha Khan: I\'ll review the pricing page by Monday.', '[10:05 AM] Maria Lopez: Tom, can you dial in?', '[10:06 AM] Tom Becker: Yes.'),
    ['Tom Becker: Send the deck by Friday | Friday | open', 'Aisha Khan: Review the pricing page by Monday | Monday | open', 'Tom Becker: Dial in | - | open']],
  [lines('10:02:33 From Tom Becker to Everyone: I\'ll send the deck by Friday.', '10:03:10 From Aisha Khan to Everyone: Tom, can you also add the pricing slide?', '10:03:40 From Tom Becker to Everyone: Sure.'),
    ['Tom Becker: Send the deck by Friday | Friday | open', 'Tom Becker: Add the pricing slide | - | open']],
];

describe('owners from stamped chat lines', () => {
  it.each(ROWS.map((r, i) => ({name: `row ${i}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
  });
});
