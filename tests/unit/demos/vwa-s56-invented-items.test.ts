/**
 * s56, tester v-vwa F2 (high): action items invented with no flag. "Careful, support uses debug logs …" gave the owner
 * "Careful"; "Let me recap quickly before we close." gave the open item "Recap quickly before we close"; and "We still
 * need to decide that." after a question gave "Unassigned | Decide that" (open in variants-openq "t4-travel", a "check"
 * row in t4 and t6) although the page says an open question gives no such item. The transcripts are the tester's
 * (fixtures/s56vw5); these cases failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse, rows} from './support/meetingRows';

const dir = join(__dirname, 'fixtures/s56vw5');
const file = (name: string) => readFileSync(join(dir, name), 'utf8');
const reversal = JSON.parse(file('variants-reversal.json')) as Record<string, string>;
const openq = JSON.parse(file('variants-openq.json')) as Record<string, string>;

describe('v-vwa F2: no invented action items', () => {
  it.each([
    ['careful', reversal.careful],
    ['recap', reversal.recap],
    ['t4-travel', openq['t4-travel']],
    ['t4-plain.txt', file('t4-plain.txt')],
    ['t6-long.vtt', file('t6-long.vtt')],
    ['t6b-long-lets.vtt', file('t6b-long-lets.vtt')],
  ])('%s: no "Careful" owner, recap or "Decide that" row', (_name, text) => {
    const r = rows(text);
    expect(r.filter((x) => /^Careful:|Recap quickly|Decide that/i.test(x))).toEqual([]);
    expect(analyse(text).email).not.toMatch(/Careful:|Recap quickly|Decide that/);
  });

  it('t4-travel keeps the real item and lists the question as open', () => {
    expect(rows(openq['t4-travel'])).toEqual(['Priya Nair: Ask finance for the travel budget tomorrow | tomorrow | open']);
    expect(analyse(openq['t4-travel']).openQuestions.map((q) => q.line)).toEqual([1]);
  });

  it.each([
    ['a real summary with an object and a date', 'Ana Ruiz: I\'ll summarize the feedback for legal by Friday.', 'Ana Ruiz: Summarize the feedback for legal by Friday | Friday | open'],
    ['a name before a comma still asks', 'Ana Ruiz: Ben, send the report to finance by Friday.\nBen Ode: Sure.', 'Ben Ode: Send the report to finance by Friday | Friday | open'],
  ])('kept: %s', (_name, text, row) => {
    expect(rows(text)).toContain(row);
  });
});
