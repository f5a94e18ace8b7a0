/**
 * Issue 28 (u28o fresh user test V-8): "hold off on that until …" and "revisit … in Q2" put a task off; they do not
 * take it back. Every transcript here was written for this table.
 */
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';

const ROWS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['"hold off on that until" a time', 'Ines Roth: Pavel, please archive the old tickets.\nPavel Hruby: Sure.\nInes Roth: Actually, let\'s hold off on that until next month.', ['Pavel Hruby: Archive the old tickets | next month | deferred until next month']],
  ['"hold off on <task> until after" an event', 'Ines Roth: Pavel, please archive the old tickets.\nPavel Hruby: Sure.\nInes Roth: We should hold off on the old tickets until after the migration.', ['Pavel Hruby: Archive the old tickets | - | deferred until after the migration']],
  ['"revisit <task> in" a quarter', 'Ines Roth: Pavel, please price the new laptops.\nPavel Hruby: Will do.\nInes Roth: On second thought, let\'s revisit the laptops in Q3.', ['Pavel Hruby: Price the new laptops | - | deferred to Q3']],
  ['"revisit it after" an event', 'Ines Roth: Pavel, please price the new laptops.\nPavel Hruby: Will do.\nInes Roth: We can revisit it after the board meeting.', ['Pavel Hruby: Price the new laptops | - | deferred after the board meeting']],
  ['"move <x> in <place>" is still a task', 'Ines Roth: Pavel, please move the printers in the annex.\nPavel Hruby: OK.', ['Pavel Hruby: Move the printers in the annex | - | open']],
];

describe('"hold off … until", "revisit … in" defer a task (u28o V-8)', () => {
  it.each(ROWS)('%s', (_name, transcript, expected) => expect(rows(transcript)).toEqual(expected));
});
