/**
 * Issue 28 (u29v F24), task 45r: a paste too large to keep left the previous record in local storage, so a
 * reload brought back an OLDER paste headed "Brought back from this browser: your document" and answered
 * questions from it. The record now says the text in use was too large to keep (a marker in place of the older
 * text), and after a reload the page says so; the older text is never put back as the current one.
 */
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import DocumentQa from '@site/src/demos/document-qa';
import {DOCUMENT_QA_KEPT} from '@site/src/demos/document-qa/kept';

const OLDER = 'Northwind handbook. Parental leave is 16 weeks at full pay.';
const RUNBOOK = 'Database failover. A failover of the primary database is approved by the on-call lead, Sofia Lindqvist.';
const HUGE = `${RUNBOOK}\n\n${'Filler paragraph about nothing in particular. '.repeat(13_000)}`;

const olderRecord = () =>
  localStorage.setItem(DOCUMENT_QA_KEPT.key, JSON.stringify({v: 2, savedAt: '2026-11-27T11:51:00.000Z', data: {pasted: OLDER, document: null, last: 'paste'}}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.setAttribute('data-has-hydrated', 'true');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('F24: a paste too large to keep never brings an older paste back as the current one', () => {
  it('the record drops the older text and marks the paste as not kept; a reload says so', async () => {
    expect(HUGE.length).toBeGreaterThan(500_000);
    olderRecord();
    render(<DocumentQa />);
    const box = () => screen.getByLabelText('Document text') as HTMLTextAreaElement;
    await waitFor(() => expect(box().value).toBe(OLDER), {timeout: 10_000});
    fireEvent.change(box(), {target: {value: HUGE}});
    fireEvent.click(screen.getByRole('button', {name: 'Use this text'}));
    await waitFor(() => expect(localStorage.getItem(DOCUMENT_QA_KEPT.key) ?? '').not.toContain('Northwind'), {timeout: 5000});
    // Said on the page while the text is in use.
    await screen.findByText(/your pasted text is [\d,]+ characters; this page keeps at most 500,000/i, undefined, {timeout: 10_000});
    const stored = JSON.parse(localStorage.getItem(DOCUMENT_QA_KEPT.key)!) as {data: unknown};
    expect(DOCUMENT_QA_KEPT.read(stored.data, 2)).toMatchObject({pasted: '', notKept: HUGE.length});
    cleanup();
    // The reload.
    render(<DocumentQa />);
    await screen.findByText(/text you pasted last \([\d,]+ characters\) was too large to keep/i, undefined, {timeout: 10_000});
    expect((screen.getByLabelText('Paste text') as HTMLInputElement).checked).toBe(true);
    expect(box().value).toBe('');
    // The older paste is never the current one again; since s50-d (u33b F2) it is offered back as an earlier text,
    // which is the only place it may appear.
    expect((document.body.textContent ?? '').replace(/Your earlier text \([^)]*\)/, '')).not.toContain('Northwind');
    await screen.findByText(/Brought back from this browser: only a note that your last pasted text was too large to keep/, undefined, {timeout: 5000});
    expect(document.body.textContent).not.toMatch(/Brought back from this browser: your document/);
    // A second reload says the same; new text replaces the note and is kept.
    cleanup();
    render(<DocumentQa />);
    await screen.findByText(/text you pasted last \([\d,]+ characters\) was too large to keep/i, undefined, {timeout: 10_000});
    fireEvent.change(box(), {target: {value: RUNBOOK}});
    expect(screen.queryByText(/too large to keep/)).toBeNull();
    await waitFor(() => expect(localStorage.getItem(DOCUMENT_QA_KEPT.key) ?? '').toContain('Sofia Lindqvist'), {timeout: 5000});
    expect(localStorage.getItem(DOCUMENT_QA_KEPT.key)).not.toContain('notKept');
  }, 60_000);

  it('a paste that fits is kept and comes back as before', async () => {
    olderRecord();
    render(<DocumentQa />);
    const box = () => screen.getByLabelText('Document text') as HTMLTextAreaElement;
    await waitFor(() => expect(box().value).toBe(OLDER), {timeout: 10_000});
    fireEvent.change(box(), {target: {value: RUNBOOK}});
    fireEvent.click(screen.getByRole('button', {name: 'Use this text'}));
    await waitFor(() => expect(localStorage.getItem(DOCUMENT_QA_KEPT.key) ?? '').toContain('Sofia Lindqvist'), {timeout: 5000});
    cleanup();
    render(<DocumentQa />);
    await waitFor(() => expect(box().value).toBe(RUNBOOK), {timeout: 10_000});
    expect(document.body.textContent).not.toMatch(/too large to keep/);
  }, 60_000);

  it('reads a format-2 record without the marker as before', () => {
    expect(DOCUMENT_QA_KEPT.read({pasted: OLDER, document: null, last: 'paste'}, 2)).toEqual({pasted: OLDER, document: null, last: 'paste'});
  });
});

describe('F15: a whitespace-only paste is not said to be kept', () => {
  it('says the text is empty and keeps nothing', async () => {
    render(<DocumentQa />);
    fireEvent.click(screen.getByLabelText('Paste text'));
    fireEvent.change(screen.getByLabelText('Document text'), {target: {value: '   \n\t  '}});
    fireEvent.click(screen.getByRole('button', {name: 'Use this text'}));
    await screen.findByText(/The text is empty/);
    // Past the save delay (300 ms) and the storage code's load.
    await new Promise((r) => setTimeout(r, 2500));
    expect(localStorage.getItem(DOCUMENT_QA_KEPT.key)).toBeNull();
    expect(document.body.textContent).not.toMatch(/Kept in this browser/);
  }, 30_000);
});
