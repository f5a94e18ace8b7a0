/**
 * Zoho Copilot, task s40z2 (issue 28): bounds that cannot both hold are named on the page, in the
 * announced status, and the query read is still shown (its COQL included), so an empty table has its reason.
 */
import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import ZohoCopilot from '@site/src/demos/zoho-copilot';

function ask(text: string) {
  fireEvent.change(screen.getByLabelText('Your question'), {target: {value: text}});
  fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
}

describe('Zoho Copilot: a note for bounds that cannot both hold', () => {
  it('announces the note and still shows the query', () => {
    render(<ZohoCopilot />);
    ask('deals over 10k and under 5k');
    expect(screen.getByRole('status').textContent).toContain(
      'Note: “amount over 10,000” and “amount under 5,000” cannot both hold, so no record can match them together.',
    );
    expect(screen.getByText('Read as: amount over 10,000 and amount under 5,000')).toBeTruthy();
    expect(screen.getByRole('region', {name: 'COQL query'}).textContent).toMatch(/Amount > 10000 and Amount < 5000/);
  });

  it('shows no note for bounds that can hold together', () => {
    render(<ZohoCopilot />);
    ask('deals over 50k and under 100k');
    expect(screen.getByRole('status').textContent).not.toContain('Note:');
  });
});
