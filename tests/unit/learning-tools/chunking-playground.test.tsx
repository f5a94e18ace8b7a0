import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import Playground from '@site/src/learning-tools/chunking-playground/Playground';

const status = () => screen.getByRole('status');

describe('chunking playground', () => {
  it('re-chunks when the strategy and size change', async () => {
    const user = userEvent.setup();
    render(<Playground />);
    expect(status()).toHaveTextContent(/Recursive, size 400 characters, overlap 40: \d+ chunks/);
    const before = status().textContent;
    await user.click(screen.getByRole('radio', {name: 'Fixed size'}));
    expect(status()).toHaveTextContent(/^Fixed size, size 400 characters/);
    fireEvent.change(screen.getByLabelText('Chunk size (characters)'), {target: {value: '100'}});
    expect(status()).toHaveTextContent(/size 100 characters, overlap 40: 19 chunks of 99–100 characters \(about 25 tokens each, approximate\)/);
    expect(status().textContent).not.toBe(before);
    expect(screen.getByRole('table', {name: /Chunk list/})).toBeInTheDocument();
  });

  it('explains bad sizes instead of chunking', () => {
    render(<Playground />);
    const size = screen.getByLabelText('Chunk size (characters)');
    fireEvent.change(size, {target: {value: '0'}});
    expect(status()).toHaveTextContent('Chunk size must be a whole number of characters, at least 1.');
    expect(size).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(size, {target: {value: '30'}});
    expect(status()).toHaveTextContent('Overlap must be smaller than the chunk size.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('handles empty text and switches samples', async () => {
    const user = userEvent.setup();
    render(<Playground />);
    fireEvent.change(screen.getByLabelText('Text to chunk'), {target: {value: ''}});
    expect(status()).toHaveTextContent('Enter or pick some text to chunk.');
    await user.selectOptions(screen.getByLabelText('Sample text'), 'code');
    expect((screen.getByLabelText('Text to chunk') as HTMLTextAreaElement).value).toContain('withRetry');
    expect(status()).toHaveTextContent(/chunks/);
  });

  it('reports the overlap the chunks really have, 0 when they only touch', async () => {
    const user = userEvent.setup();
    render(<Playground />);
    const paragraph = (word: string) => `${word} `.repeat(60).trim();
    fireEvent.change(screen.getByLabelText('Text to chunk'), {target: {value: `${paragraph('alpha')}\n\n${paragraph('gamma')}`}});
    expect(status()).toHaveTextContent(/overlap 40: 2 chunks/);
    expect(status()).toHaveTextContent('Actual overlap: none; consecutive chunks share 0 characters');
    await user.click(screen.getByRole('radio', {name: 'Fixed size'}));
    expect(status()).toHaveTextContent(/Actual overlap: 40 characters between consecutive chunks/);
  });
});
