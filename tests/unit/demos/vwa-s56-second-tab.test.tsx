/**
 * s56, tester u-vwa (brief item 3, lost work with two tabs): a second tab opened within a second of an edit in the first
 * read the shared record before the first tab's save (300 ms later), so it showed the state before the edit; the save
 * then only brought a notice about "another transcript", and a reload of the second tab kept the older state as its own.
 * A tab that opened with the shared transcript and was not changed since follows the other tab's saves (nothing of its
 * own can be lost); a tab the reader changed keeps its text and gets the notice as before
 * (virtual-workplace-assistant-replaced-43v2). Failed before the fix: the box kept the older text and the notice showed.
 */
import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';

const KEY = 'cap-demo:virtual-workplace-assistant';
const BEFORE = 'Ines Duarte: I will send the floor plan by Friday.';
const AFTER = `${BEFORE}\nMarek Nowak: I will book the movers by Monday.`;
const envelope = (title: string, transcript: string, savedAt: string) => JSON.stringify({v: 1, savedAt, data: {title, transcript}});
const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
/** The first tab's save lands: local storage changes and this tab gets the `storage` event. */
function firstTabSaves(title: string, transcript: string) {
  localStorage.setItem(KEY, envelope(title, transcript, new Date().toISOString()));
  window.dispatchEvent(new StorageEvent('storage', {key: KEY, newValue: localStorage.getItem(KEY)}));
}

describe('a second tab opened right after an edit in the first', () => {
  it('follows the first tab\'s save while nothing in it was changed', async () => {
    localStorage.setItem(KEY, envelope('Office move', BEFORE, '2026-11-29T05:00:00.000Z'));
    render(<WorkplaceAssistant />);
    await waitFor(() => expect(box().value).toBe(BEFORE), {timeout: 10_000});
    firstTabSaves('Office move', AFTER);
    await waitFor(() => expect(box().value).toBe(AFTER), {timeout: 10_000});
    expect(screen.queryByText(/Another tab of this page saved/)).toBeNull();
    // Its own record (what a reload of this tab brings back) follows too.
    await waitFor(() => expect(sessionStorage.getItem(`${KEY}:tab`)).toContain('book the movers'), {timeout: 10_000});
    // Results are for what the box shows.
    expect(screen.queryByText(/^Out of date: the results below/)).toBeNull();
  }, 60_000);

  it('must stay: once the reader changed it, the tab keeps its text and gets the notice', async () => {
    localStorage.setItem(KEY, envelope('Office move', BEFORE, '2026-11-29T05:00:00.000Z'));
    render(<WorkplaceAssistant />);
    await waitFor(() => expect(box().value).toBe(BEFORE), {timeout: 10_000});
    fireEvent.change(box(), {target: {value: `${BEFORE} Typed here.`}});
    await new Promise((resolve) => setTimeout(resolve, 500));
    firstTabSaves('Office move', AFTER);
    await screen.findByText(/Another tab of this page saved another transcript/, undefined, {timeout: 5000});
    expect(box().value).toBe(`${BEFORE} Typed here.`);
  }, 60_000);
});
