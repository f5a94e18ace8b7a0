/**
 * s55, tester u-vwa F7 (lost work): typed notes, then select all and paste 25,000 characters (Ctrl+V). Ctrl+Z did
 * nothing, a second Ctrl+Z appended the sample to the pasted text, and the notes never came back: the page puts a long
 * paste in itself (kit/largeInsert.ts), so the browser's undo cannot take it back, and the page's Undo covered only
 * "Load the sample" and "Open a file". A long paste that replaces the reader's text is now an Undo step. Both
 * replacement cases failed before the fix; the paste added after the notes is a guard.
 */
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import {insertText, setValue} from './fixtures/insertText';

const NOTES = 'Ana Ruiz: My notes typed first. I will send the minutes by Friday.';
/** 25,000 characters of a transcript of my own, as the tester's paste of the same size. */
const LONG = Array.from({length: 400}, (_, i) => `${['Ana', 'Ben', 'Chloe'][i % 3]}: Point ${i} of the review, we check shelf ${i % 40} next week.`).join('\n').slice(0, 25_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.setAttribute('data-has-hydrated', 'true');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

function typedThenPasted(selectAll: boolean): HTMLTextAreaElement {
  render(<WorkplaceAssistant />);
  const box = screen.getByLabelText(/^Transcript/) as HTMLTextAreaElement;
  box.focus();
  act(() => {
    setValue.call(box, NOTES);
    box.dispatchEvent(new InputEvent('input', {bubbles: true}));
  });
  if (selectAll) box.setSelectionRange(0, box.value.length);
  else box.setSelectionRange(box.value.length, box.value.length);
  insertText(box, LONG, 'insertFromPaste');
  return box;
}

describe('u-vwa F7: a long paste over the reader\'s notes can be undone', () => {
  it('the Undo button brings the typed notes back', () => {
    const box = typedThenPasted(true);
    expect(box.value).toBe(LONG);
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(box.value).toBe(NOTES);
  });
  it('Ctrl+Z brings the notes back, and a second Ctrl+Z never splices the sample in', () => {
    const box = typedThenPasted(true);
    fireEvent.keyDown(box, {key: 'z', ctrlKey: true});
    expect(box.value).toBe(NOTES);
    const second = fireEvent.keyDown(box, {key: 'z', ctrlKey: true});
    expect(second, 'the browser\'s own undo is not left to run').toBe(false);
    expect(box.value).toBe(NOTES);
  });
  it('a long paste added after the notes (nothing replaced) offers no Undo of its own', () => {
    const box = typedThenPasted(false);
    expect(box.value).toBe(NOTES + LONG);
    expect(screen.queryByRole('button', {name: 'Undo'})).toBeNull();
  });
});
