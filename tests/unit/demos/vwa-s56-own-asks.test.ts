/**
 * s56, tester w-vwa F5 (t7): "Are we inviting the contractors? I don't know." — "That is still open, I need to ask HR." gave no
 * item: "I need to / I have to" was read in action lists only. The transcript is the tester's (fixtures/s56vw7); these cases
 * failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse, expectEmailRows, rows} from './support/meetingRows';

const t7 = readFileSync(join(__dirname, 'fixtures/s56vw7', 't7-reversal-variants.txt'), 'utf8');

describe('w-vwa F5: "I need to ask HR" is the speaker\'s item', () => {
  it('t7: Hana asks HR; the contractors question stays open', () => {
    expect(rows(t7)).toContain('Hana Kobayashi: Ask HR | - | open');
    expectEmailRows(t7, ['Hana Kobayashi: Ask HR | - | open']);
    expect(analyse(t7).openQuestions.map((q) => q.text).join('\n')).toMatch(/contractors/);
  });

  it.each([
    ['I have to check with the design team about the logo.', 'Ana Ruiz: Check with the design team about the logo | - | open'],
    ['OK, I need to talk to Priya.', 'Ana Ruiz: Talk to Priya | - | open'],
  ])('%s', (said, row) => {
    expect(rows(`Ana Ruiz: ${said}`)).toContain(row);
  });

  it.each(['I need to leave early today.', 'I need to think about it.', 'Do I need to ask HR?'])('no item: %s', (said) => {
    expect(rows(`Ana Ruiz: ${said}`)).toEqual([]);
  });
});
