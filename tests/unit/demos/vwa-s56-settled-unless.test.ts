/**
 * s56, tester v-vwa F11 (low): "I'll draft the agenda for the webinar by Monday, unless Karin wants to do it herself." /
 * Karin: "No, go ahead, Diego." kept the condition on Diego's item (t7, fixtures/s56vw5). Failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';

describe('v-vwa F11: an "unless" the named person settles is no longer a condition', () => {
  it('t7: Karin says go ahead', () => {
    expect(rows(readFileSync(join(__dirname, 'fixtures/s56vw5/t7-plain-reversals.txt'), 'utf8'))).toContain('Diego Ferreira: Draft the agenda for the webinar by Monday | Monday | open');
  });
  it('without her answer the condition stays', () => {
    expect(rows("Diego Ferreira: I'll draft the agenda for the webinar by Monday, unless Karin wants to do it herself.\nKarin Olsen: Let me think about it.")).toContain(
      'Diego Ferreira: Draft the agenda for the webinar by Monday | Monday | unless Karin wants to do it herself',
    );
  });
});
