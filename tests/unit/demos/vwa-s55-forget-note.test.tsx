/**
 * s55, tester t-vwa2 F6: after "Forget it" the note said the transcript was "cleared from the page", while the box held
 * the sample transcript (the page's own text promises "Forget it … brings the sample back"). The note now says what is
 * on the page: the sample is back in the box. Failed before the fix (the note said "cleared from the page"). The
 * browser check is tests/e2e/vwa-s55.spec.ts.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import {SAMPLE_TRANSCRIPT} from '@site/src/demos/virtual-workplace-assistant/sample';

const MINE = 'Cara Diaz: I will send the agenda by Friday.\nLena Fischer: Thanks, Cara.';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('t-vwa2 F6: the Forget note says what is on the page', () => {
  it('says the sample is back in the box, which it is', async () => {
    render(<WorkplaceAssistant />);
    const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
    fireEvent.change(box(), {target: {value: MINE}});
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 10_000}));
    expect(box().value).toBe(SAMPLE_TRANSCRIPT);
    const note = screen.getByText(/^Forgotten: your transcript/);
    expect(note.textContent).toMatch(/no longer kept in this browser, and the sample transcript is back in the box in its place\./);
    expect(note.textContent).not.toMatch(/cleared from the page/);
  }, 60_000);
});
