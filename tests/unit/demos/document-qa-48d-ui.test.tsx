/**
 * s48 task d7 (issue 28, tester u31g: /tmp/u31g/FINDINGS.md), Document Q&A's paste box in jsdom (the e2e spec
 * tests/e2e/document-qa-48d.spec.ts checks the same in the browser):
 * - F5: two replacements in a row lost the original text: only the text replaced last was offered back.
 * - F7: "Forget it", then "Paste text", said "You emptied the text box…" and hid the Undo of "Forget it".
 */
import {fireEvent, screen, waitFor} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {box, cleanStorageAroundEachTest, pasteAndKeep} from './documentQaPaste';

const LEASE = '# Residential lease\n\nThis lease is made between Helga Sørensen ("Landlord") and Marco Bianchi ("Tenant").';

cleanStorageAroundEachTest();

describe('u31g F5: two replacements in a row keep the first text', () => {
  it('offers the original back beside the text replaced last', async () => {
    await pasteAndKeep(LEASE, 'Residential lease');
    fireEvent.change(box(), {target: {value: 'Text A about bikes.'}});
    fireEvent.change(box(), {target: {value: 'Text B about cars.'}});
    await screen.findByRole('button', {name: 'Bring back the earlier text'});
    fireEvent.click(await screen.findByRole('button', {name: /^Bring back “# Residential lease/}));
    expect(box().value).toBe(LEASE);
  }, 60_000);
});

describe('u31g F7: "Forget it", then "Paste text"', () => {
  it('does not say the reader emptied the box, and keeps the Undo of "Forget it"', async () => {
    await pasteAndKeep(LEASE, 'Residential lease');
    fireEvent.click((await screen.findAllByRole('button', {name: 'Forget it'}, {timeout: 10_000}))[0]);
    fireEvent.click(screen.getByLabelText('Paste text'));
    expect(box().value).toBe('');
    expect(screen.queryByText(/You emptied the text box/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}));
    await waitFor(() => expect(box().value).toBe(LEASE));
  }, 60_000);
});
