/**
 * s47 C1 (issue 28): after a typed change the summary kept the old figures for most of a second with nothing to say
 * they were old. While the summary is behind the text it is now marked "Updating…" (outside the polite status region,
 * which still waits for a pause in typing, u30m C-3), and a change of setting brings it up to date at once.
 * Fake timers: the pause is stepped over, not waited for. Own inputs.
 */
import {act, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import Playground from '@site/src/learning-tools/chunking-playground/Playground';

const status = () => screen.getByRole('status');
const box = () => screen.getByLabelText('Text to chunk');
const updating = () => screen.queryByText(/^Updating…/);
const typeKeys = (from: string, keys: string) => {
  let value = from;
  for (const ch of keys) {
    value += ch;
    fireEvent.input(box(), {target: {value}, inputType: 'insertText', data: ch});
  }
};

afterEach(() => vi.useRealTimers());

describe('s47 C1: a summary behind the text is marked, never shown as current', {timeout: 30_000}, () => {
  it('typing marks the summary "Updating…" at once; the mark goes when the summary catches up', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    render(<Playground store={null} />);
    fireEvent.change(box(), {target: {value: 'Tide tables.'}});
    expect(status()).toHaveTextContent(/1 chunk of 12 characters/);
    expect(updating()).toBeNull();
    typeKeys('Tide tables.', ' Moon phases.');
    await act(async () => Promise.resolve());
    expect(status()).toHaveTextContent(/1 chunk of 12 characters/);
    expect(updating()).not.toBeNull();
    expect(status().closest('[data-stale]')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(status()).toHaveTextContent(/1 chunk of 25 characters/);
    expect(updating()).toBeNull();
    expect(status().closest('[data-stale]')).toBeNull();
  });

  it('a change of setting while typing has not paused updates the summary at once, for the text as it is', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    render(<Playground store={null} />);
    fireEvent.change(box(), {target: {value: 'Tide tables.'}});
    typeKeys('Tide tables.', ' Moon phases.');
    await act(async () => Promise.resolve());
    fireEvent.change(screen.getByLabelText('Chunk size (characters)'), {target: {value: '100'}});
    await act(async () => Promise.resolve());
    expect(status()).toHaveTextContent(/size 100 characters, overlap 40: 1 chunk of 25 characters/);
    expect(status().textContent).not.toMatch(/of 12 characters/);
    expect(updating()).toBeNull();
  });
});
