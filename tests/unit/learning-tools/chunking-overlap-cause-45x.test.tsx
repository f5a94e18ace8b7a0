/**
 * Chunking playground, u30c CH-1 (s45): fixed size makes every chunk overlap the next by the overlap setting; where the
 * shown chunks share nothing, the chunks between them held only whitespace and were left out. The summary must name that
 * cause, not "no whole piece at a boundary fits", which describes the recursive and sentence strategies.
 */
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import Playground from '@site/src/learning-tools/chunking-playground/Playground';

async function show(text: string, strategy: 'Fixed size' | 'Recursive' | 'Sentence window', size: number, overlap: number) {
  const user = userEvent.setup();
  const view = render(<Playground store={null} />);
  fireEvent.change(screen.getByLabelText('Text to chunk'), {target: {value: text}});
  await user.click(screen.getByRole('radio', {name: strategy}));
  fireEvent.change(screen.getByLabelText('Overlap (characters)'), {target: {value: String(overlap)}});
  fireEvent.change(screen.getByLabelText('Chunk size (characters)'), {target: {value: String(size)}});
  const out = screen.getByRole('status').textContent ?? '';
  view.unmount();
  return out;
}

describe('CH-1: the overlap sentence names the real cause for fixed size', () => {
  it('u30c input: AAAA + 30 spaces + BBBB, fixed 10/2', async () => {
    const text = `AAAA${' '.repeat(30)}BBBB`;
    const summary = await show(text, 'Fixed size', 10, 2);
    expect(summary).toMatch(/3 more chunks held only whitespace/);
    expect(summary).not.toMatch(/no whole piece/);
    expect(summary).toMatch(/Actual overlap: none; consecutive chunks share 0 characters, because the chunks between them held only whitespace and are left out\./);
  });

  it('some boundaries overlap, others border on left-out whitespace: said for fixed size', async () => {
    const text = `AAAAAAAAAAAAAAAA${' '.repeat(30)}BBBB`;
    const summary = await show(text, 'Fixed size', 10, 2);
    expect(summary).toMatch(/Actual overlap: 0–2 characters between consecutive chunks \(1 of 2 boundaries overlap; at the other, the chunks between held only whitespace and are left out\)\./);
  });

  it('recursive keeps its own explanation where nothing was left out, and names left-out whitespace where it was', async () => {
    expect(await show('One two three four five six seven eight nine ten eleven twelve.', 'Recursive', 20, 2)).not.toMatch(/held only whitespace and are left out/);
    expect(await show(`AAAA${' '.repeat(30)}BBBB`, 'Recursive', 10, 2)).toMatch(/because the chunks between them held only whitespace and are left out\./);
  });
});
