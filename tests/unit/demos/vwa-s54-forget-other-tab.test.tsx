/**
 * s54, tester t-vwa F2 (lost work): tab 1 holds transcript A, a second tab saves B, tab 1 is reloaded (it keeps A and
 * offers the other tab's B). "Forget it" then saved B as "your transcript", so Undo brought B back and A was gone from
 * every store. Forget must offer back this tab's own text, the one in the box. Failed before the fix (Undo gave B). The
 * browser check with two pages of one context is tests/e2e/vwa-s54.spec.ts.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import {SAMPLE_TRANSCRIPT} from '@site/src/demos/virtual-workplace-assistant/sample';

const KEY = 'cap-demo:virtual-workplace-assistant';
const A = 'Chidi Eze: I will collect the desk assignments by next Friday.\nLaura Kim: Thanks, Chidi.';
const B = 'Jess Walker: Bea, book the hotel in Porto.\nBea Lindholm: Sure, Porto by Monday.';
const record = (transcript: string, title: string) => JSON.stringify({v: 1, savedAt: new Date().toISOString(), data: {title, transcript}});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('t-vwa F2: Forget it after a reload that held another tab\'s transcript', () => {
  it('offers back this tab\'s transcript (A), not the other tab\'s (B)', async () => {
    // The state after "tab 1 typed A, tab 2 saved B, tab 1 reloaded": tab 1's own record is A, the shared one is B.
    sessionStorage.setItem(`${KEY}:tab`, record(A, 'Move planning'));
    localStorage.setItem(KEY, record(B, 'Offsite'));
    render(<WorkplaceAssistant />);
    const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
    // Tab 1 keeps A and offers the other tab's transcript.
    await screen.findByRole('button', {name: /Open that tab/}, {timeout: 10_000});
    expect(box().value).toBe(A);
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 10_000}));
    expect(box().value).toBe(SAMPLE_TRANSCRIPT);
    // What is kept for Undo over a reload is A.
    await waitFor(() => expect(sessionStorage.getItem(`${KEY}:forgotten`)).toContain('collect the desk assignments'));
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}, {timeout: 10_000}));
    expect(box().value).toBe(A);
  }, 60_000);

  it('also after a reload between Forget and Undo', async () => {
    sessionStorage.setItem(`${KEY}:tab`, record(A, 'Move planning'));
    localStorage.setItem(KEY, record(B, 'Offsite'));
    render(<WorkplaceAssistant />);
    const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
    await screen.findByRole('button', {name: /Open that tab/}, {timeout: 10_000});
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 10_000}));
    cleanup();
    render(<WorkplaceAssistant />);
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}, {timeout: 10_000}));
    expect(box().value).toBe(A);
  }, 60_000);
});
