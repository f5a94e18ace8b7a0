/**
 * Brief 46z2 (issue 28), tester u30s F6: a question typed and not asked, then an example click, offered "Put back";
 * a second example click or a reload dropped the offer and the typed question with it. The offer now survives further
 * example clicks and a reload of the tab (kept with the box in this tab's session storage, kept.ts).
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import ZohoCopilot from '@site/src/demos/zoho-copilot';
import {ZOHO_COPILOT_SESSION} from '@site/src/demos/zoho-copilot/kept';

const DRAFT = 'open deals in Austin or Boston over 60k closing before Feb 2027 that are not in negotiation';
const box = () => screen.getByLabelText('Your question') as HTMLInputElement;
const example = (name: string) => screen.getByRole('button', {name});
const putBack = (text: string) => screen.queryByRole('button', {name: `Put back “${text}”`});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('u30s F6: the typed question an example replaced stays offered back', () => {
  it('survives a second and a third example click, and puts the typed question back unasked', () => {
    render(<ZohoCopilot />);
    fireEvent.change(box(), {target: {value: DRAFT}});
    fireEvent.click(example('technology accounts in the United States'));
    fireEvent.click(example('deals won this month'));
    fireEvent.click(example('top 3 largest deals'));
    expect(box().value).toBe('top 3 largest deals');
    fireEvent.click(putBack(DRAFT) as HTMLElement);
    expect(box().value).toBe(DRAFT);
    expect(screen.queryByRole('button', {name: /^Put back/})).toBeNull();
  });

  it('survives a reload of the tab, after one example click or two', async () => {
    render(<ZohoCopilot />);
    fireEvent.change(box(), {target: {value: DRAFT}});
    fireEvent.click(example('technology accounts in the United States'));
    fireEvent.click(example('deals won this month'));
    // Kept in this tab once the storage code has loaded (the page idle).
    await waitFor(() => expect(sessionStorage.getItem(ZOHO_COPILOT_SESSION.key)).toContain(DRAFT), {timeout: 10_000});
    cleanup();
    render(<ZohoCopilot />);
    fireEvent.click(await screen.findByRole('button', {name: `Put back “${DRAFT}”`}, {timeout: 10_000}));
    expect(box().value).toBe(DRAFT);
  }, 60_000);

  it('a newer typed question replaces the offer; typing or asking still drops it', () => {
    render(<ZohoCopilot />);
    fireEvent.change(box(), {target: {value: 'leads from Ireland'}});
    fireEvent.click(example('deals won this month'));
    fireEvent.change(box(), {target: {value: 'accounts in Canada'}});
    expect(screen.queryByRole('button', {name: /^Put back/})).toBeNull();
    fireEvent.click(example('top 3 largest deals'));
    expect(putBack('accounts in Canada')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
    expect(screen.queryByRole('button', {name: /^Put back/})).toBeNull();
    fireEvent.click(example('deals won this month'));
    expect(screen.queryByRole('button', {name: /^Put back/})).toBeNull();
  });

  it('the kept record carries the offer, and a record without one reads as before', () => {
    const read = (data: unknown) => ZOHO_COPILOT_SESSION.read(data, 1);
    expect(read({question: 'deals won this month', asked: 'deals won this month', ignoreUnknown: false, replaced: DRAFT})).toEqual({
      question: 'deals won this month',
      asked: 'deals won this month',
      ignoreUnknown: false,
      replaced: DRAFT,
    });
    expect(read({question: 'a', asked: 'b'})).toEqual({question: 'a', asked: 'b', ignoreUnknown: false});
    expect(read({question: 'a', asked: 'b', replaced: 7})).toEqual({question: 'a', asked: 'b', ignoreUnknown: false});
  });
});
