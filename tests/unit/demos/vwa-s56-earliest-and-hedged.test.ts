/**
 * s56, tester w-vwa F3 (high): two t6 items meant something else than was said. "I can do the runbook session, but not
 * before the 12th, I am travelling until then" was due "the 12th" (the earliest day, not a deadline) with the task garbled to
 * "Victor Hale am travelling"; "I'll try, but I can't promise anything before the holidays" was read as Declined and the
 * e-mail said the task "still needs an owner". The transcripts are the tester's (fixtures/s56vw7); these cases failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse, rows} from './support/meetingRows';
import {refuses} from '@site/src/demos/virtual-workplace-assistant/meeting';

const file = (name: string) => readFileSync(join(__dirname, 'fixtures/s56vw7', name), 'utf8');

describe('w-vwa F3: an earliest day is no due date; a hedged yes is no refusal', () => {
  it.each(['t8-min-runbook.txt', 't6-long-50min.txt'])('%s: runbook session starts the 12th, task not garbled', (name) => {
    const r = rows(file(name));
    expect(r).toContain('Victor Hale: Do the runbook session (not before the 12th) | - | open');
    expect(r.join('\n')).not.toMatch(/Victor Hale am|\| the 12th \|/);
    expect(analyse(file(name)).email).not.toMatch(/Victor Hale am|due the 12th/);
  });

  it('t6: Noor\'s "I\'ll try, but I can\'t promise" keeps her, under check with the hedge as the reason', () => {
    const a = analyse(file('t6-long-50min.txt'));
    const noor = a.actions.find((x) => /alternative vendor/.test(x.task))!;
    expect(noor.owner).toBe('Noor Haddad');
    expect(noor.declined).toBeUndefined();
    expect(noor.check?.reason).toMatch(/^Noor Haddad said they would try but did not promise it/);
    expect(a.email).not.toMatch(/alternative vendor[^\n]*\n?[^\n]*still needs an owner/);
  });

  it.each([
    ["I'll try, but I can't promise anything before the holidays.", false],
    ['I can try.', false],
    ["Sorry, no, I can't this week.", true],
    ["I'm out next week.", true],
  ])('refuses(%j) is %s', (text, no) => {
    expect(refuses(text)).toBe(no);
  });

  it.each([
    ['a deadline stays', 'Ana Ruiz: I will send the report by the 12th.', 'Ana Ruiz: Send the report by the 12th | the 12th | open'],
    ['"right after" is no earliest day', "Ana Ruiz: I'll close the ticket right after this call.", 'Ana Ruiz: Close the ticket right after this call | - | check'],
  ])('kept: %s', (_n, text, row) => {
    expect(rows(text)).toContain(row);
  });

  it('t6: "close it right after this call" is not read as an earliest day', () => {
    expect(rows(file('t6-long-50min.txt'))).toContain('Victor Hale: Close it right after this call | - | check');
  });
});
