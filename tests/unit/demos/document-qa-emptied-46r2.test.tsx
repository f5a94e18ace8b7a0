/**
 * s46 task 46r2 (issue 28, tester u30n: /tmp/u30n/FINDINGS.md F19): pasting a document, asking, then Ctrl+A + Delete in the
 * text box removed the kept copy at once, with no message and no Undo; after a reload the document was gone. Emptying the box
 * now goes through the kit's Forget/Undo (useKept): the last non-empty text is offered back, also after a reload of the tab,
 * until the reader types or pastes something new.
 */
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import DocumentQa from '@site/src/demos/document-qa';
import {box, cleanStorageAroundEachTest, pasteAndKeep} from './documentQaPaste';

const OWN_TEXT = 'Bike shed rules. Each flat may store at most two bicycles in the shed. The key deposit is 25 EUR.';

cleanStorageAroundEachTest();

describe('Document Q&A (u30n F19): emptying the text box keeps the text recoverable', () => {
  it('says so and offers it back at once', async () => {
    await pasteAndKeep(OWN_TEXT, 'Bike shed rules');
    fireEvent.change(box(), {target: {value: ''}});
    expect(await screen.findByText(/You emptied the text box/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', {name: 'Bring my text back'}));
    expect(box().value).toBe(OWN_TEXT);
    await waitFor(() => expect(localStorage.getItem('cap-demo:document-qa') ?? '').toContain('Bike shed rules'), {timeout: 5000});
  }, 60_000);

  it('still offers it after a reload of the tab', async () => {
    await pasteAndKeep(OWN_TEXT, 'Bike shed rules');
    fireEvent.change(box(), {target: {value: ''}});
    await screen.findByRole('button', {name: 'Bring my text back'});
    await new Promise((resolve) => setTimeout(resolve, 700));
    cleanup();
    render(<DocumentQa />);
    fireEvent.click(await screen.findByRole('button', {name: 'Bring my text back'}, {timeout: 10_000}));
    expect((screen.getByLabelText('Paste text') as HTMLInputElement).checked).toBe(true);
    expect(box().value).toBe(OWN_TEXT);
    await waitFor(() => expect(localStorage.getItem('cap-demo:document-qa') ?? '').toContain('Bike shed rules'), {timeout: 5000});
  }, 60_000);

  it('drops the offer once new text is typed', async () => {
    await pasteAndKeep(OWN_TEXT, 'Bike shed rules');
    fireEvent.change(box(), {target: {value: ''}});
    await screen.findByRole('button', {name: 'Bring my text back'});
    fireEvent.change(box(), {target: {value: 'A new document.'}});
    await waitFor(() => expect(screen.queryByRole('button', {name: 'Bring my text back'})).toBeNull());
  }, 60_000);
});
