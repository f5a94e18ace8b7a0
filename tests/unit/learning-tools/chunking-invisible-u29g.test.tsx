/**
 * Chunking playground, u29g C-1: zero-width spaces (U+200B) and the byte-order mark / zero-width
 * no-break space (U+FEFF) draw nothing, so a chunk made only of them (and other whitespace) carries
 * no content. They are treated like whitespace: such a chunk is left out and counted, a text of only
 * invisible characters gets "Enter or pick some text to chunk.", and the summary names them.
 * Tester file /tmp/u29g/in/c17-nbsp-zwsp.txt: NBSP NBSP ZWSP ZWSP NBSP, fixed 2/0.
 */
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import Playground from '@site/src/learning-tools/chunking-playground/Playground';
import {chunkText, validate, type Strategy} from '@site/src/retrieval/chunking';

const C17 = '\u00A0\u00A0\u200B\u200B\u00A0';

describe('zero-width spaces count as whitespace (u29g C-1)', () => {
  it('the tester text (NBSP NBSP ZWSP ZWSP NBSP) is refused like a blank text', () => {
    expect(validate(C17, 2, 0)).toContain('Enter or pick some text to chunk.');
    const result = chunkText(C17, {strategy: 'fixed', size: 2, overlap: 0});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContain('Enter or pick some text to chunk.');
  });

  it.each(['\u200B', '\uFEFF', '\u200B \n\uFEFF'])('text %j alone is refused', (text) => {
    expect(validate(text, 10, 0)).toContain('Enter or pick some text to chunk.');
  });

  it.each<[string, Strategy, number, number, number, number]>([
    // "ab", ZWSP ZWSP, "cd": the middle chunk draws nothing.
    ['ab\u200B\u200Bcd', 'fixed', 2, 0, 2, 1],
    // "ab", FEFF + NBSP, "cd".
    ['ab\uFEFF\u00A0cd', 'fixed', 2, 0, 2, 1],
    ['ab\u200B cd', 'fixed', 1, 0, 4, 2],
  ])('%j (%s, size %i, overlap %i) keeps %i and leaves out %i', (text, strategy, size, overlap, kept, left) => {
    const result = chunkText(text, {strategy, size, overlap});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.chunks.map((c) => c.text).filter((t) => /^[\s\u200B\uFEFF]*$/u.test(t))).toEqual([]);
    expect(result.chunks).toHaveLength(kept);
    expect(result.whitespaceOnly).toBe(left);
  });

  it('the summary counts the left-out chunk and says zero-width spaces are among what it left out', async () => {
    const user = userEvent.setup();
    render(<Playground store={null} />);
    fireEvent.change(screen.getByLabelText('Text to chunk'), {target: {value: 'ab\u200B\u200Bcd'}});
    await user.click(screen.getByRole('radio', {name: 'Fixed size'}));
    fireEvent.change(screen.getByLabelText('Overlap (characters)'), {target: {value: '0'}});
    fireEvent.change(screen.getByLabelText('Chunk size (characters)'), {target: {value: '2'}});
    const text = screen.getByRole('status').textContent ?? '';
    expect(text).toContain('2 chunks of 2 characters');
    expect(text).toContain('1 more chunk held only whitespace (spaces, line breaks or zero-width spaces) and is left out');
    expect(screen.getByRole('table', {name: /Chunk list/}).querySelectorAll('tbody tr')).toHaveLength(2);
  });
});
