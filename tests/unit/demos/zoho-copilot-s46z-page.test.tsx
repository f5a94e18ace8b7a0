/**
 * Brief 46z (issue 28), tester u30h's Z12: a reload with a question typed and not asked put that draft back in the box
 * while the answer below belonged to the question last asked, with nothing saying so. A box that differs from the
 * question asked is marked as not asked yet, naming the question the answer is for.
 */
import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import ZohoCopilot from '@site/src/demos/zoho-copilot';

const box = () => screen.getByLabelText('Your question') as HTMLInputElement;
const ask = (text: string) => {
  fireEvent.change(box(), {target: {value: text}});
  fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
};
const NOT_ASKED = /^Not asked yet\. The answer below is for “/;

describe('u30h Z12: a question in the box that was not asked is marked, and the answer names its question', () => {
  it('marks a draft typed after an answer, naming the question answered', () => {
    render(<ZohoCopilot />);
    ask('won deals');
    expect(screen.queryByText(NOT_ASKED)).toBeNull();
    fireEvent.change(box(), {target: {value: 'leads from Ireland'}});
    expect(screen.getByText(NOT_ASKED).textContent).toBe('Not asked yet. The answer below is for “won deals”; press Ask to ask “leads from Ireland”.');
  });

  it('marks a draft after a refusal too, whose message quotes no question', () => {
    render(<ZohoCopilot />);
    ask('deals owned by Priya');
    fireEvent.change(box(), {target: {value: 'deals in Germany'}});
    expect(screen.getByText(NOT_ASKED).textContent).toContain('for “deals owned by Priya”');
  });

  it('shows no mark when the box holds the question asked (spaces aside), and drops it once asked', () => {
    render(<ZohoCopilot />);
    expect(screen.queryByText(NOT_ASKED)).toBeNull();
    ask('won deals');
    fireEvent.change(box(), {target: {value: ' won deals '}});
    expect(screen.queryByText(NOT_ASKED)).toBeNull();
    fireEvent.change(box(), {target: {value: 'lost deals'}});
    expect(screen.getByText(NOT_ASKED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
    expect(screen.queryByText(NOT_ASKED)).toBeNull();
  });
});
