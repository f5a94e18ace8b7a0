/**
 * u32c F2: a long paste froze Document Q&A's page, the time growing faster than the text (100,000 characters: 33 s).
 * Chromium puts a multi-line `insertText` (Playwright's `fill`, IMEs, paste tools) into a text box one line at a time,
 * with an `input` event after each line (seen in Chromium 1xx: one `beforeinput` "insertText" carrying the whole text,
 * then one `input` per line). The box's whole-text work ran on every line: quadratic. The browser double below does
 * the same unless the page cancels the `beforeinput`. The work is measured as the characters the page's size check
 * (kit/files.ts `checkText`, run on the box's text at each render) reads: no timings.
 */
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {box, cleanStorageAroundEachTest} from './documentQaPaste';

const work = vi.hoisted(() => ({chars: 0}));
vi.mock('@site/src/demos/kit/files', async (importOriginal) => {
  const real = await importOriginal<typeof import('@site/src/demos/kit/files')>();
  return {
    ...real,
    checkText: (text: string) => {
      work.chars += text.length;
      return real.checkText(text);
    },
  };
});

import DocumentQa from '@site/src/demos/document-qa';
import {LARGE_INSERT_CHARS, largeInsertText, spliceText, VERY_LARGE_INSERT_CHARS} from '@site/src/demos/document-qa/largeInsert';
import {insertText} from './fixtures/insertText';

/** A handbook-like text: `lines` records of about 100 characters, one a line. */
const records = (lines: number) =>
  Array.from({length: lines}, (_, i) => `Record K${String(i).padStart(5, '0')}: part PN-${String(i * 7).padStart(5, '0')} is stored on shelf ${i % 40} in aisle ${i % 12}.`.padEnd(99, '.') + '\n').join('');

cleanStorageAroundEachTest();
beforeEach(() => {
  work.chars = 0;
});

function openPasteBox(): HTMLTextAreaElement {
  render(<DocumentQa />);
  fireEvent.click(screen.getByLabelText('Paste text'));
  return box();
}

describe('u32c F2: a long paste is handled in one step, its work growing with the text, not with its square', () => {
  it.each([
    ['u32c: 100,000 characters in one insertText (Playwright fill)', 1_000, 'insertText'],
    ['50,000 characters pasted', 500, 'insertFromPaste'],
    ['150,000 characters dropped', 1_500, 'insertFromDrop'],
  ])('%s: the whole text is in the box, and the page read it a few times, not once per line', (_name, lines, inputType) => {
    const text = records(lines);
    const target = openPasteBox();
    target.focus();
    work.chars = 0;
    insertText(target, text, inputType);
    expect(target.value).toBe(text);
    expect(target.selectionStart).toBe(text.length);
    // Before the fix: about lines / 2 times the text (50 million characters for 100,000); now a handful of passes.
    expect(work.chars).toBeLessThanOrEqual(8 * text.length);
    expect(work.chars).toBeGreaterThanOrEqual(text.length);
  });

  it('a long paste goes where the caret is: the text already typed stays before and after it', () => {
    const target = openPasteBox();
    fireEvent.change(target, {target: {value: 'Intro line.\nClosing line.'}});
    target.setSelectionRange('Intro line.\n'.length, 'Intro line.\n'.length);
    const text = records(300);
    insertText(target, text, 'insertFromPaste');
    expect(target.value).toBe(`Intro line.\n${text}Closing line.`);
    expect(target.selectionStart).toBe('Intro line.\n'.length + text.length);
  });

  it('a long paste over the whole text replaces it, and the replaced text is offered back', () => {
    const target = openPasteBox();
    fireEvent.change(target, {target: {value: 'My first handbook text, which I replace.'}});
    target.setSelectionRange(0, target.value.length);
    insertText(target, records(300), 'insertFromPaste');
    expect(screen.getByRole('button', {name: 'Bring back the earlier text'})).toBeTruthy();
  });

  it('1,000,000 characters: the page says what it does before the text goes in, then puts it all in once', async () => {
    const target = openPasteBox();
    fireEvent.change(target, {target: {value: 'Typed first. '}});
    target.setSelectionRange(13, 13);
    const text = records(10_000);
    work.chars = 0;
    insertText(target, text, 'insertFromPaste');
    expect(screen.getByText(/Putting 1,000,000 characters into the box: the page may pause/)).toBeTruthy();
    await waitFor(() => expect(target.value).toBe(`Typed first. ${text}`));
    expect(screen.queryByText(/Putting 1,000,000 characters/)).toBeNull();
    expect(work.chars).toBeLessThanOrEqual(8 * text.length);
  });

  it('a short paste and typing are left to the browser (its own undo keeps working)', () => {
    const target = openPasteBox();
    const short = records(50);
    expect(short.length).toBeLessThan(LARGE_INSERT_CHARS);
    insertText(target, short, 'insertFromPaste');
    expect(target.value).toBe(short);
  });
});

describe('largeInsert.ts', () => {
  it('takes over insertions from LARGE_INSERT_CHARS, of text only, with line breaks as the box keeps them', () => {
    const big = 'a\r\n'.repeat(LARGE_INSERT_CHARS);
    expect(largeInsertText({inputType: 'insertFromPaste', data: big, dataTransfer: null})).toBe('a\n'.repeat(LARGE_INSERT_CHARS));
    expect(largeInsertText({inputType: 'insertText', data: 'x'.repeat(LARGE_INSERT_CHARS - 1), dataTransfer: null})).toBeNull();
    expect(largeInsertText({inputType: 'deleteContentBackward', data: null, dataTransfer: null})).toBeNull();
    expect(largeInsertText({inputType: 'insertFromPaste', data: null, dataTransfer: null})).toBeNull();
    expect(VERY_LARGE_INSERT_CHARS).toBeGreaterThan(LARGE_INSERT_CHARS);
  });

  it('splices the text into the selection and puts the caret after it', () => {
    expect(spliceText('abcdef', 2, 4, 'XY')).toEqual({value: 'abXYef', caret: 4});
    expect(spliceText('abc', 9, 9, 'Z')).toEqual({value: 'abcZ', caret: 4});
  });
});
