/**
 * Zoho Copilot (issue 28, u28t Z-3): a question the box cannot take (empty, or over the length limit)
 * marks the box invalid and ties the message to it, so a screen reader announces it with the field.
 */
import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import ZohoCopilot from '@site/src/demos/zoho-copilot';
import {MAX_QUESTION_CHARS} from '@site/src/demos/zoho-copilot/coql';

function ask(text: string) {
  const box = screen.getByLabelText('Your question');
  fireEvent.change(box, {target: {value: text}});
  fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
  return box;
}

describe('Zoho Copilot question box', () => {
  it.each(['', '   ', 'x'.repeat(MAX_QUESTION_CHARS + 1)])('marks %j invalid and describes it with the message', (text) => {
    render(<ZohoCopilot />);
    const box = ask(text);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const ids = (box.getAttribute('aria-describedby') ?? '').split(/\s+/);
    const message = ids.map((i) => document.getElementById(i)?.textContent ?? '').join(' ');
    expect(message).toMatch(text.trim() ? /the limit is/ : /Type a question first/);
  });

  it('clears the mark once a question is asked', () => {
    render(<ZohoCopilot />);
    ask('');
    const box = ask('open deals');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('starts without the mark', () => {
    render(<ZohoCopilot />);
    expect(screen.getByLabelText('Your question')).not.toHaveAttribute('aria-invalid');
  });
});
