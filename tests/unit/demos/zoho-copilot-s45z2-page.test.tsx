/**
 * Brief 45z2 (issue 28), tester u30h's Z11: a question typed but not asked was replaced by an example button with no
 * way back (Ctrl+Z gave a jumble of older drafts). The draft is offered back with one click.
 */
import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import ZohoCopilot from '@site/src/demos/zoho-copilot';

const box = () => screen.getByLabelText('Your question') as HTMLInputElement;
const example = () => screen.getAllByRole('button').find((b) => b.closest('[aria-label="Example questions"]'))!;

describe('u30h Z11: an example button never loses a question typed and not asked', () => {
  it('offers the draft back, and puts it back in the box unasked', () => {
    render(<ZohoCopilot />);
    fireEvent.change(box(), {target: {value: 'leads from Ireland or Canada that are not junk'}});
    fireEvent.click(example());
    expect(box().value).toBe(example().textContent);
    fireEvent.click(screen.getByRole('button', {name: 'Put back “leads from Ireland or Canada that are not junk”'}));
    expect(box().value).toBe('leads from Ireland or Canada that are not junk');
    expect(screen.queryByRole('button', {name: /^Put back/})).toBeNull();
  });

  it('offers nothing when the box held the question already asked, or nothing', () => {
    render(<ZohoCopilot />);
    fireEvent.click(example());
    expect(screen.queryByRole('button', {name: /^Put back/})).toBeNull();
    fireEvent.change(box(), {target: {value: '   '}});
    fireEvent.click(example());
    expect(screen.queryByRole('button', {name: /^Put back/})).toBeNull();
  });

  it('drops the offer once the reader types or asks again', () => {
    render(<ZohoCopilot />);
    fireEvent.change(box(), {target: {value: 'deals over 50k in Germany'}});
    fireEvent.click(example());
    expect(screen.getByRole('button', {name: /^Put back/})).toBeTruthy();
    fireEvent.change(box(), {target: {value: 'won deals'}});
    expect(screen.queryByRole('button', {name: /^Put back/})).toBeNull();
  });
});
