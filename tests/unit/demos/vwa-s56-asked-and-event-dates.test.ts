/**
 * s56, tester v-vwa F6: "I'll ask the Tokyo office whether the Japanese review can start on Monday." was due Monday (t5),
 * the day the review would start, not the day to ask by; and "upload the recording … the day after the webinar" was due
 * "not stated" (t7), although a date was said relative to an event. The transcripts are the tester's (fixtures/s56vw5);
 * the two tester cases failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';

const file = (name: string) => readFileSync(join(__dirname, 'fixtures/s56vw5', name), 'utf8');

describe('v-vwa F6: due dates inside what is asked, and relative to an event', () => {
  it('t5: asking whether the review can start on Monday is due no day', () => {
    expect(rows(file('t5-nonlatin.txt'))).toContain('佐藤 健: Ask the Tokyo office whether the Japanese review can start on Monday | - | open');
  });
  it('t7: the day after the webinar is the due date, as said', () => {
    expect(rows(file('t7-plain-reversals.txt'))).toContain('Diego Ferreira: Upload the recording to the help center the day after the webinar | the day after the webinar | assuming the recording works in Teams');
  });
  it.each([
    ['a deadline inside the ask stays (t2)', file('t2-teams.vtt'), 'Hannah Schmidt: Check with procurement whether a two year Ledgerly term is negotiable by the end of the month | end of the month | open'],
    ['a date outside the ask stays', 'Ana Ruiz: On Monday I will ask IT whether the laptops are ready.', 'Ana Ruiz: Ask IT whether the laptops are ready | Monday | open'],
    ['"ask … if" is an ask too', 'Ana Ruiz: I will ask legal if the contract can be signed on Monday.', 'Ana Ruiz: Ask legal if the contract can be signed on Monday | - | open'],
    ['"check if … on Monday" keeps Monday (older expectation)', "Olga: I'll check if the room is free on Monday.", 'Olga: Check if the room is free on Monday | Monday | open'],
  ])('%s', (_n, text, row) => {
    expect(rows(text)).toContain(row);
  });
});
