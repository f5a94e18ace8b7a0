/**
 * s55, tester t-vwa F12: the extractive summary of the tester's 50-minute meeting (fixtures/s54mt/t6-long.txt) held
 * "Right, that lines up with the traffic pattern we saw on the reporting warehouse." four times of six, said by
 * different speakers. A sentence said again is now listed once. Both tests failed before the fix. (The other half of
 * F12, that none of the meeting's decisions or actions reached that summary, is not changed here.)
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';

const key = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

describe('the summary lists a repeated sentence once (t-vwa F12)', () => {
  it('the tester\'s t6: no sentence twice, and still six sentences', () => {
    const summary = analyse(readFileSync(join(__dirname, 'fixtures/s54mt/t6-long.txt'), 'utf8')).summary;
    expect(summary).toHaveLength(6);
    expect(new Set(summary.map((s) => key(s.text))).size).toBe(summary.length);
  });
  it('the same words in another case or with other punctuation are the same sentence; its first saying is kept', () => {
    const lines = [
      'Ana Ruiz: The billing export for the reporting warehouse failed again last night.',
      'Ben Ode: The billing export for the reporting warehouse failed again last night!',
      'Cara Diaz: the billing export for the reporting warehouse failed again last night',
      'Ana Ruiz: I will rerun the billing export for the warehouse by noon.',
      'Ben Ode: We decided to move the billing export to the new warehouse.',
      'Cara Diaz: The reporting warehouse needs more disk before the billing export runs.',
    ];
    const summary = analyse(lines.join('\n')).summary;
    const repeated = summary.filter((s) => key(s.text) === key(lines[0].split(': ')[1]));
    expect(repeated.map((s) => s.line)).toEqual([1]);
  });
});
