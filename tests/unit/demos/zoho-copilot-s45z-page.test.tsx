/**
 * Brief 45z (issue 28), tester u29z's page findings:
 * F5: after "Run without …" the headline (also the polite live region) quoted the whole question, so "deals owned by
 *     Priya": 10 deals found read as if the ten deals were Priya's. It quotes what was run and names what was left out.
 */
import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import ZohoCopilot from '@site/src/demos/zoho-copilot';

function ask(text: string) {
  fireEvent.change(screen.getByLabelText('Your question'), {target: {value: text}});
  fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
}

describe('u29z F5: the headline after "Run without …" quotes what was run', () => {
  it.each([
    ['deals owned by Priya', '"deals" (run without “owned by Priya”): 10 deals found in the sample data.'],
    ['accounts in Germany, also export them to csv', '"accounts in Germany, also" (run without “export them to csv”): 2 accounts found in the sample data.'],
    ['Deals over 50k, please export them to CSV', '"Deals over 50k, please" (run without “export them to CSV”): 7 deals found'],
  ])('"%s"', (question, headline) => {
    render(<ZohoCopilot />);
    ask(question);
    fireEvent.click(screen.getByRole('button', {name: /^Run without/}));
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toContain(headline);
    expect(status).not.toContain(`"${question}":`);
  });

  it('keeps the plain headline when nothing was left out', () => {
    render(<ZohoCopilot />);
    ask('won deals');
    expect(screen.getByRole('status').textContent).toContain('"won deals": 2 deals found in the sample data.');
  });
});
