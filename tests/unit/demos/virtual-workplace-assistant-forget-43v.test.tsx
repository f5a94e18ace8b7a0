/**
 * Task 43v (tester u29l, V-11): "Forget it" had no Undo, and Ctrl+Z in the box afterwards pasted the old text in front of
 * the sample and saved that. Now Forget offers Undo, also after a reload of the tab (the copy is in this tab's session
 * storage), and Ctrl+Z while the box holds text the page put there runs the page's Undo. The browser check is
 * tests/e2e/demos-vwa-43v.spec.ts.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import {SAMPLE_TRANSCRIPT} from '@site/src/demos/virtual-workplace-assistant/sample';

const FIRST = 'Sam Okafor: I will send the agenda by Friday.\nLena Fischer: Thanks, Sam.';
const KEY = 'cap-demo:virtual-workplace-assistant';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('V-11: Forget it can be undone', () => {
  it('offers Undo after Forget, also after a reload; Ctrl+Z runs it once', async () => {
    render(<WorkplaceAssistant />);
    const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
    fireEvent.change(box(), {target: {value: FIRST}});
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 10_000}));
    expect(box().value).toBe(SAMPLE_TRANSCRIPT);
    expect(screen.getByText(/^Forgotten: your transcript is no longer kept/)).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
    // Ctrl+Z in the box: the page's Undo, the transcript once.
    fireEvent.keyDown(box(), {key: 'z', ctrlKey: true});
    expect(box().value).toBe(FIRST);
    expect(screen.queryByText(/^Forgotten:/)).toBeNull();

    // Forget again, then "reload": a new page in the same tab still offers Undo.
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 10_000}));
    cleanup();
    render(<WorkplaceAssistant />);
    // The offer comes back with the kit's kept record (useKept, task 44l), read once the page has hydrated.
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}, {timeout: 10_000}));
    expect(box().value).toBe(FIRST);
    expect(sessionStorage.getItem(`${KEY}:forgotten`)).toBeNull();
  }, 60_000);

  it('typing after Forget drops the offer', async () => {
    render(<WorkplaceAssistant />);
    const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
    fireEvent.change(box(), {target: {value: FIRST}});
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 10_000}));
    fireEvent.change(box(), {target: {value: 'Ana: I will book the room.'}});
    expect(screen.queryByText(/^Forgotten:/)).toBeNull();
    expect(sessionStorage.getItem(`${KEY}:forgotten`)).toBeNull();
  }, 60_000);
});
