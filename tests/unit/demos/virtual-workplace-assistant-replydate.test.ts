/**
 * Issue 28 (u28o fresh user test V-4): a reply whose date differs from the request's. The due column takes the
 * reply's date and the task drops the request's date phrase, so the e-mail never reads "by Friday (due Thursday)".
 * Every transcript here was written for this table.
 */
import {describe, expect, it} from 'vitest';
import {analyse, rows, vtt} from './support/meetingRows';

const ROWS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['lower-case "yes, will do by <day>"', 'rangi moana: tui, can you collect the raffle prizes by Saturday?\ntui hohaia: yes, will do by Friday.\nrangi moana: great.\ntui hohaia: ok.', ['tui hohaia: Collect the raffle prizes | Friday | open']],
  ['"Sure, by <day>" after "before <day>"', 'Greta Holm: Yusuf, please file the expense report before Monday.\nYusuf Demir: Sure, by Wednesday.', ['Yusuf Demir: File the expense report | Wednesday | open']],
  ['Teams <v>: "OK, I will have it done by <day>"', vtt(['Greta Holm', 'Yusuf, could you fix the door sign by Tuesday?'], ['Yusuf Demir', 'OK, by Thursday.']), ['Yusuf Demir: Fix the door sign | Thursday | open']],
  ['same date in the reply keeps the task as asked', 'Greta Holm: Yusuf, please file the expense report by Monday.\nYusuf Demir: Sure, by Monday.', ['Yusuf Demir: File the expense report by Monday | Monday | open']],
];

describe('a reply date that differs from the request date (u28o V-4)', () => {
  it.each(ROWS)('%s', (_name, transcript, expected) => {
    expect(rows(transcript)).toEqual(expected);
    const email = analyse(transcript).email;
    const [, task, due] = /^(.+?): (.+) \| (.+) \| open$/.exec(expected[0])!.slice(1);
    expect(email).toContain(`${task} (due ${due})`);
  });
});
