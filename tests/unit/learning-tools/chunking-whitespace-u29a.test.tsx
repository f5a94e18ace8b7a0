/**
 * Chunking playground, u29a C-1 and C-2. C-1: a chunk that holds only whitespace is left out of the
 * list; the summary must say how many were left out, so the count the reader sees plus the left-out
 * ones is what the strategy made (fixed size 1 on a text with 15 spaces: 94 shown + 15 left out = 109).
 * C-2: every count in the summary takes the right noun form ("1 character", "1 chunk", no "each" with one chunk).
 */
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import Playground from '@site/src/learning-tools/chunking-playground/Playground';
import {chunkText, fixedRanges, type Strategy} from '@site/src/retrieval/chunking';

const status = () => screen.getByRole('status');

async function show(text: string, strategy: 'Fixed size' | 'Recursive' | 'Sentence window', size: number, overlap: number) {
  const user = userEvent.setup();
  render(<Playground store={null} />);
  fireEvent.change(screen.getByLabelText('Text to chunk'), {target: {value: text}});
  await user.click(screen.getByRole('radio', {name: strategy}));
  fireEvent.change(screen.getByLabelText('Overlap (characters)'), {target: {value: String(overlap)}});
  fireEvent.change(screen.getByLabelText('Chunk size (characters)'), {target: {value: String(size)}});
  return status().textContent ?? '';
}

// 109 characters, 15 of them spaces: fixed size 1 makes 109 chunks, 15 of them a lone space.
const TESTER_TEXT = 'Retrieval works best when each chunk holds one idea and keeps its heading nearby for context-always-okay.';

describe('whitespace-only chunks are counted (C-1)', () => {
  it('the tester text has 109 characters and 15 spaces', () => {
    const text = `${TESTER_TEXT}!!!!`;
    expect(text.length).toBe(109);
    expect(text.split(' ').length - 1).toBe(15);
  });

  it('chunkText reports how many whitespace-only chunks it left out; kept + left out = what the strategy made', () => {
    const text = `${TESTER_TEXT}!!!!`;
    const result = chunkText(text, {strategy: 'fixed', size: 1, overlap: 0});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.chunks).toHaveLength(94);
    expect(result.whitespaceOnly).toBe(15);
    expect(result.chunks.length + result.whitespaceOnly).toBe(fixedRanges(text.length, 1, 0).length);
  });

  it.each<[string, Strategy, number, number, number]>([
    ['a b', 'fixed', 1, 0, 1],
    // "a\n", "\n\n", "\nb": the middle one is whitespace.
    ['a\n\n\n\nb', 'fixed', 2, 0, 1],
    ['alpha beta', 'fixed', 5, 0, 0],
    // Windows of 3 every 2: "one", "e\n\n", then three windows of line breaks only, "\ntw", "wo".
    ['one\n\n\n\n\n\n\n\ntwo', 'fixed', 3, 1, 3],
    ['no whitespace here at all? yes.', 'sentence', 400, 40, 0],
  ])('"%s" (%s, size %i, overlap %i) leaves out %i', (text, strategy, size, overlap, n) => {
    const result = chunkText(text, {strategy, size, overlap});
    expect(result.ok && result.whitespaceOnly).toBe(n);
  });

  it('the summary says how many were left out and why, and the numbers add up (94 + 15 = 109)', async () => {
    const text = await show(`${TESTER_TEXT}!!!!`, 'Fixed size', 1, 0);
    expect(text).toContain('Fixed size, size 1 character, overlap 0: 94 chunks of 1 character');
    expect(text).toContain('15 more chunks held only whitespace (spaces, line breaks or zero-width spaces) and are left out of the count and the list; the strategy made 109 in all.');
    const rows = screen.getByRole('table', {name: /Chunk list/}).querySelectorAll('tbody tr');
    expect(rows).toHaveLength(94);
  });

  it('one left-out chunk is named in the singular', async () => {
    const text = await show('a b', 'Fixed size', 1, 0);
    expect(text).toContain('2 chunks of 1 character');
    expect(text).toContain('1 more chunk held only whitespace (spaces, line breaks or zero-width spaces) and is left out of the count and the list; the strategy made 3 in all.');
  });

  it('no sentence about whitespace when nothing was left out', async () => {
    const text = await show('alpha beta', 'Fixed size', 5, 0);
    expect(text).not.toMatch(/whitespace/);
  });

  it('the fixed-size help says whitespace-only chunks are left out', () => {
    render(<Playground store={null} />);
    expect(screen.getByText(/^A new chunk every \(size − overlap\) characters/)).toHaveTextContent(/held only whitespace .* left out/);
  });
});

describe('noun forms in the summary (C-2)', () => {
  it('"Actual overlap: 1 character" with overlap 1', async () => {
    const text = await show('abcdefghij'.repeat(6), 'Fixed size', 30, 1);
    expect(text).toContain('Actual overlap: 1 character between consecutive chunks');
    expect(text).not.toContain('1 characters');
  });

  it('one chunk: "1 chunk of 25 characters (about 7 tokens, approximate)", no "each"', async () => {
    const text = await show('Twenty-five characters ok', 'Recursive', 30, 1);
    expect(text).toContain('1 chunk of 25 characters (about 7 tokens, approximate).');
    expect(text).not.toContain('each');
  });

  it('"no whole piece at a boundary fits in 1 character" with overlap 1', async () => {
    const paragraph = (word: string) => `${word} `.repeat(60).trim();
    const text = await show(`${paragraph('alpha')}\n\n${paragraph('gamma')}`, 'Recursive', 400, 1);
    expect(text).toContain('because no whole piece at a boundary fits in 1 character.');
  });

  it('one token: "about 1 token each"', async () => {
    const text = await show('abcdefgh', 'Fixed size', 4, 0);
    expect(text).toContain('2 chunks of 4 characters (about 1 token each, approximate)');
  });

  it('several chunks keep "each" and the plural', async () => {
    const text = await show('abcdefghij'.repeat(6), 'Fixed size', 30, 0);
    expect(text).toContain('2 chunks of 30 characters (about 8 tokens each, approximate). Actual overlap: none.');
  });
});
