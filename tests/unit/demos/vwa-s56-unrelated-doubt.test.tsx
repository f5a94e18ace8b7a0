/**
 * s56, tester v-vwa F4: sentences about another subject put 4 correct, confident commitments into "check this item"
 * (t4: Laura's "One more thing. … Actually, let's make it one day" after Priya's "I'll ask finance for the travel budget
 * tomorrow"; t6: "That depends on the billing jobs" about the scheduler, "Next, the dashboard redesign. Samuel, where are
 * we with that?", Elena's own "Should we also rotate all internal certificates …?"). And a check row hid the task: the
 * Task cell held only the quote. The transcripts are the tester's (fixtures/s56vw5); these cases failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen, within} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import {rows} from './support/meetingRows';

const dir = join(__dirname, 'fixtures/s56vw5');
const file = (name: string) => readFileSync(join(dir, name), 'utf8');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('v-vwa F4: a doubt about another subject leaves an item confident', () => {
  it('t4: the travel budget item stays open', () => {
    expect(rows(file('t4-plain.txt'))).toContain('Priya Nair: Ask finance for the travel budget tomorrow | tomorrow | open');
  });
  it.each(['t6-long.vtt', 't6b-long-lets.vtt'])('%s: the design note, the advisory group and the expiry alerts stay open', (name) => {
    const r = rows(file(name));
    expect(r).toContain('Elena Kowalski: Write the design note for the idempotency keys by the 20th | the 20th | open');
    expect(r).toContain('Samuel Osei: Tell the customer advisory group about it next week | next week | open');
    expect(r).toContain('Elena Kowalski: Add expiry alerts for internal certificates by next Thursday | next Thursday | open');
    // The justified check stays: "Share it with the affected customers after that" has no "it" in its own turn.
    expect(r.filter((x) => x.endsWith('| check'))).toEqual(['Samuel Osei: Share it with the affected customers after that | - | check']);
  });
  it.each([
    ['a correction of the same item after a topic opener still counts', 'Ana Ruiz: Ben, can you book the venue by Friday?\nBen Ode: Sure, I will book the venue by Friday.\nAna Ruiz: One more thing. Actually, book the venue by Thursday instead.'],
    ['the owner doubting the item itself', 'Ana Ruiz: Ben, can you book the venue by Friday?\nBen Ode: Sure, I will book the venue by Friday.\nCara Diaz: The caterer called.\nBen Ode: Actually, I am not sure I can book it.'],
  ])('still flagged or changed: %s', (_n, text) => {
    expect(rows(text).some((x) => /Book the venue/.test(x) && !/\| open$/.test(x))).toBe(true);
  });
});

describe('v-vwa F4: a check row shows its reading beside the quote', () => {
  it('the Task cell holds the owner and task as read, and the sentences said', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(screen.getByLabelText(/^Transcript \(/), {target: {value: 'Ana Ruiz: Ben, please renew the parking permits.\nBen Ito: Should be doable.'}});
    fireEvent.click(await screen.findByRole('button', {name: 'Analyze transcript'}, {timeout: 10_000}));
    const table = await screen.findByRole('region', {name: 'Action items table'}, {timeout: 10_000});
    const row = within(table).getAllByRole('row').find((r) => r.textContent?.includes('Should be doable'))!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0].textContent).toBe('check this item');
    expect(cells[1].textContent).toMatch(/^Read as: Ben Ito: Renew the parking permits/);
    expect(cells[1].textContent).toContain('Said: Ana Ruiz: “Ben, please renew the parking permits.” — Ben Ito: “Should be doable.”');
  }, 60_000);
});
