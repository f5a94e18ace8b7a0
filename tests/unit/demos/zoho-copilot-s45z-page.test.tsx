/**
 * Brief 45z (issue 28), tester u29z's page findings:
 * F5: after "Run without …" the headline (also the polite live region) quoted the whole question, so "deals owned by
 *     Priya": 10 deals found read as if the ten deals were Priya's. It quotes what was run and names what was left out.
 * F9: the only Copy button on the page was on the page's fixed example request, titled as if it were the generated
 *     one; the generated COQL query and curl command get their own Copy buttons, which copy exactly what is shown.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {act, fireEvent, render, screen} from '@testing-library/react';
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

describe('u29z F9: the generated query and curl command have their own Copy buttons', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubClipboard(writeText: (text: string) => Promise<void>) {
    vi.stubGlobal('navigator', {...navigator, clipboard: {writeText}});
  }

  it.each([
    ['Copy the COQL query', 'COQL query', 'COQL query copied to the clipboard.'],
    ['Copy the curl command', 'As curl (token from an environment variable)', 'curl command copied to the clipboard.'],
  ])('%s copies exactly the text shown', async (button, region, message) => {
    const copied: string[] = [];
    stubClipboard(async (text) => {
      copied.push(text);
    });
    render(<ZohoCopilot />);
    ask('leads from Germany or France');
    await act(async () => fireEvent.click(screen.getByRole('button', {name: button})));
    const shown = screen.getByRole('region', {name: region}).textContent;
    expect(copied).toEqual([shown]);
    expect(shown).toContain('from Leads where');
    expect(screen.getByText(message)).toBeTruthy();
    // A new question clears the message: it was about the query before.
    ask('won deals');
    expect(screen.queryByText(message)).toBeNull();
  });

  it('says so when the browser does not allow copying', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    render(<ZohoCopilot />);
    ask('won deals');
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Copy the COQL query'})));
    expect(screen.getByText('Copying is not allowed here; select the text and copy it by hand.')).toBeTruthy();
  });
});
