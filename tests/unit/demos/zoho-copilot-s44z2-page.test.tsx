/**
 * Brief 44z2 (issue 28), tester u29z F11: Enter pressed before the page's JavaScript has loaded submits the
 * server-rendered form natively (GET to the same page). The box is named `q`, so the question travels in the URL as
 * `?q=…`; on load the demo reads it, asks it, and takes it out of the address (history.replaceState), so the typed
 * question is kept and answered instead of being replaced by the first example.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {render, screen, waitFor} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import ZohoCopilot from '@site/src/demos/zoho-copilot';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('u29z F11: a question submitted before hydration is kept', () => {
  it('names the box q, so a native GET submit carries the question', () => {
    const html = renderToString(<ZohoCopilot />);
    expect(html).toMatch(/<input[^>]*name="q"/);
    expect(html).toMatch(/<form[^>]*method="get"/);
  });

  it('asks the question from ?q= on load and tidies the address', async () => {
    window.history.replaceState(null, '', '/demo-room/zoho-copilot?q=open+deals+in+Germany&x=1#try-it');
    render(<ZohoCopilot />);
    await waitFor(() => expect((screen.getByLabelText('Your question') as HTMLInputElement).value).toBe('open deals in Germany'));
    expect(screen.getByRole('status').textContent).toMatch(/"open deals in Germany": 2 deals found/);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/demo-room/zoho-copilot?x=1#try-it');
  });

  it('says what is wrong with an empty ?q= instead of dropping it', async () => {
    window.history.replaceState(null, '', '/demo-room/zoho-copilot?q=');
    render(<ZohoCopilot />);
    await waitFor(() => expect(screen.getByText(/Type a question first/)).toBeTruthy());
    expect(window.location.search).toBe('');
  });

  it('leaves the first example when there is no ?q=', () => {
    window.history.replaceState(null, '', '/demo-room/zoho-copilot');
    render(<ZohoCopilot />);
    expect((screen.getByLabelText('Your question') as HTMLInputElement).value).toBe('top 3 largest deals');
  });
});
