/**
 * s49 task d2 (issue 28, tester u32c: /tmp/u32c/FINDINGS.md), Document Q&A's paste box and kept file in jsdom:
 * - F7: "Forget it" + Undo brought the text back but not the texts offered with "Bring back the earlier text".
 * - F9: after a reload, a file too large to keep silently gave way to the Sample policy: the page now says the file
 *   did not come back, keeps "File" chosen (so Ask does not search the travel policy) and keeps the question.
 */
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import DocumentQa from '@site/src/demos/document-qa';
import {DOCUMENT_QA_KEPT} from '@site/src/demos/document-qa/kept';
import {box, cleanStorageAroundEachTest, pasteAndKeep} from './documentQaPaste';

const CLINIC = '# Clinic handbook\n\nWard B (orthopedics) is led by Dr. Tomas Lind. Night shifts run from 19:00 to 07:00.';

cleanStorageAroundEachTest();

describe('u32c F7: Undo of "Forget it" brings back the replaced texts too', () => {
  it('offers the earlier text again after Forget it and Undo', async () => {
    await pasteAndKeep(CLINIC, 'Clinic handbook');
    fireEvent.change(box(), {target: {value: 'Short replacement.'}});
    await screen.findByRole('button', {name: 'Bring back the earlier text'});
    fireEvent.click((await screen.findAllByRole('button', {name: 'Forget it'}, {timeout: 10_000}))[0]);
    expect(screen.queryByRole('button', {name: 'Bring back the earlier text'})).toBeNull();
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}));
    await waitFor(() => expect(box().value).toBe('Short replacement.'));
    fireEvent.click(await screen.findByRole('button', {name: 'Bring back the earlier text'}));
    expect(box().value).toBe(CLINIC);
  }, 60_000);
});

const BIG_FILE = `Records register\n\n${'Record K12345 is stored in archive room 4 on shelf 12. '.repeat(10_000)}`;

describe('u32c F9: a file too large to keep is named after a reload, not replaced by the sample', () => {
  it('says the file did not come back and keeps File chosen with the question', async () => {
    expect(BIG_FILE.length).toBeGreaterThan(500_000);
    render(<DocumentQa />);
    fireEvent.click(screen.getByLabelText('File (text, Markdown, PDF)'));
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([BIG_FILE], 'big4.txt', {type: 'text/plain'});
    Object.defineProperty(input, 'files', {value: [file]});
    fireEvent.change(input);
    await screen.findByText(/“big4.txt” is [\d,]+ characters; this page keeps at most 500,000/, undefined, {timeout: 20_000});
    fireEvent.change(screen.getByLabelText(/Your question/), {target: {value: 'Where is record K12345 stored?'}});
    await waitFor(() => expect(localStorage.getItem(DOCUMENT_QA_KEPT.key) ?? '').toContain('big4.txt'), {timeout: 10_000});
    await new Promise((r) => setTimeout(r, 800));
    cleanup();
    // The reload.
    render(<DocumentQa />);
    await screen.findByText(/Your file “big4.txt” \([\d,]+ characters\) was too large to keep in this browser, so it did not come back after the reload/, undefined, {timeout: 10_000});
    expect((screen.getByLabelText('File (text, Markdown, PDF)') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Sample policy') as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect((screen.getByLabelText(/Your question/) as HTMLInputElement).value).toBe('Where is record K12345 stored?'));
    expect(DOCUMENT_QA_KEPT.whatOf?.({pasted: '', document: null, last: 'file', fileNotKept: {label: 'big4.txt', chars: BIG_FILE.length}})).toMatch(/big4.txt/);
  }, 90_000);
});
