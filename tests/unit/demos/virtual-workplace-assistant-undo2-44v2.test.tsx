/**
 * Task 44v2 (tester u30b, F8, /tmp/u30b/undo2.mjs): own transcript, "Load the sample", an edit of the sample, Undo (own
 * transcript back), then the offered Undo again: the edited sample came back, no Undo was offered any more and the own
 * transcript was gone for good (page, local and session storage, also after a reload). Now each Undo offers the text it
 * replaced in turn, so the own transcript stays recoverable through every Undo/redo step and a reload.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import {SAMPLE_TRANSCRIPT} from '@site/src/demos/virtual-workplace-assistant/sample';

const OWN = 'Anna: MY OWN transcript. I will write the report by Friday.';
const EDITED = `${SAMPLE_TRANSCRIPT}\nTom Becker: PIZZA by Friday.`;
const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
const undo = () => fireEvent.click(screen.getByRole('button', {name: 'Undo'}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('F8: Undo after Undo keeps the own transcript recoverable (u30b)', () => {
  it('Undo swaps back and forth and is offered after every swap', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: OWN}});
    fireEvent.click(screen.getByRole('button', {name: 'Load the sample'}));
    fireEvent.change(box(), {target: {value: EDITED}});
    undo();
    expect(box().value).toBe(OWN);
    undo();
    expect(box().value).toBe(EDITED);
    undo();
    expect(box().value).toBe(OWN);
    undo();
    expect(box().value).toBe(EDITED);
  }, 60_000);

  it('after the second Undo and a reload of the tab, Undo still returns the own transcript', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: OWN}});
    fireEvent.click(screen.getByRole('button', {name: 'Load the sample'}));
    fireEvent.change(box(), {target: {value: EDITED}});
    undo();
    undo();
    expect(box().value).toBe(EDITED);
    cleanup();
    render(<WorkplaceAssistant />);
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}, {timeout: 10_000}));
    expect(box().value).toBe(OWN);
  }, 60_000);
});
