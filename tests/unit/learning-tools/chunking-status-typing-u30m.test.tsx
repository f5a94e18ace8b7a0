/**
 * Chunking playground, tester u30m C-3 (s45): the polite status region (the summary sentence) was rewritten on every
 * keystroke in the text box, so a screen reader could re-read it while the reader types. Typed keystrokes now leave
 * the status as it was until typing pauses; a paste, a sample choice or a setting still updates it at once.
 * Fake timers: the pause is stepped over, not waited for.
 */
import {act, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import Playground from '@site/src/learning-tools/chunking-playground/Playground';

const status = () => screen.getByRole('status');
const box = () => screen.getByLabelText('Text to chunk');

afterEach(() => vi.useRealTimers());

describe('u30m C-3: the status waits for a pause in typing', {timeout: 30_000}, () => {
  it('typing 20 characters rewrites the status once, after the pause', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    render(<Playground store={null} />);
    fireEvent.change(box(), {target: {value: 'One short line.'}});
    const before = status().textContent ?? '';
    expect(before).toMatch(/1 chunk of 15 characters/);
    let mutations = 0;
    const observer = new MutationObserver((records) => (mutations += records.length));
    observer.observe(status(), {subtree: true, childList: true, characterData: true, attributes: true});
    // Keystrokes as a browser reports them: input events with inputType "insertText" (W3C Input Events Level 2, §inputType).
    let value = 'One short line.';
    for (const ch of ' Twenty more chars!!') {
      value += ch;
      fireEvent.input(box(), {target: {value}, inputType: 'insertText', data: ch});
    }
    expect(box()).toHaveValue('One short line. Twenty more chars!!');
    await act(async () => Promise.resolve());
    expect(status().textContent).toBe(before);
    expect(mutations).toBe(0);
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(status()).toHaveTextContent(/1 chunk of 35 characters/);
    observer.disconnect();
    expect(mutations).toBeGreaterThan(0);
    expect(mutations).toBeLessThanOrEqual(3);
  });

  it('a paste updates the status at once', () => {
    render(<Playground store={null} />);
    fireEvent.change(box(), {target: {value: 'Pasted text of 26 letters.'}});
    expect(status()).toHaveTextContent(/1 chunk of 26 characters/);
  });
});
