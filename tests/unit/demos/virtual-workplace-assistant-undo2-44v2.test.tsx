/**
 * Task 44v2 (tester u30b, F8, /tmp/u30b/undo2.mjs): own transcript, "Load the sample", an edit of the sample, Undo (own
 * transcript back), then the offered Undo again: the edited sample came back, no Undo was offered any more and the own
 * transcript was gone for good (page, local and session storage, also after a reload). Now each Undo offers the text it
 * replaced in turn, so the own transcript stays recoverable through every Undo/redo step and a reload. Since 46v (u30k
 * F12) the step forward again is Redo, no longer a second Undo that swaps.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import WorkplaceAssistant, {UNDO_LIMIT} from '@site/src/demos/virtual-workplace-assistant';
import {SAMPLE_TRANSCRIPT} from '@site/src/demos/virtual-workplace-assistant/sample';

const OWN = 'Anna: MY OWN transcript. I will write the report by Friday.';
const EDITED = `${SAMPLE_TRANSCRIPT}\nTom Becker: PIZZA by Friday.`;
const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
const undo = () => fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
const redo = () => fireEvent.click(screen.getByRole('button', {name: 'Redo'}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('F8: Undo after Undo keeps the own transcript recoverable (u30b)', () => {
  it('Undo and Redo go back and forth and one of them is offered after every step', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: OWN}});
    fireEvent.click(screen.getByRole('button', {name: 'Load the sample'}));
    fireEvent.change(box(), {target: {value: EDITED}});
    undo();
    expect(box().value).toBe(OWN);
    redo();
    expect(box().value).toBe(EDITED);
    undo();
    expect(box().value).toBe(OWN);
    redo();
    expect(box().value).toBe(EDITED);
  }, 60_000);

  it('after Undo, Redo and a reload of the tab, Undo still returns the own transcript', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: OWN}});
    fireEvent.click(screen.getByRole('button', {name: 'Load the sample'}));
    fireEvent.change(box(), {target: {value: EDITED}});
    undo();
    redo();
    expect(box().value).toBe(EDITED);
    cleanup();
    render(<WorkplaceAssistant />);
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}, {timeout: 10_000}));
    expect(box().value).toBe(OWN);
  }, 60_000);
});

/**
 * Task 46v (tester u30k, F12): Undo was one slot that swapped the last two texts, so the reader's own notes were out of
 * reach after opening two files. Undo is now a stack of earlier transcripts (Redo walks forward again), kept in this
 * tab's session storage over a reload, bounded at UNDO_LIMIT steps, which the notice states.
 */
const openFile = async (name: string, text: string) => {
  const input = screen.getByLabelText('Open a transcript file') as HTMLInputElement;
  fireEvent.change(input, {target: {files: [new File([text], name, {type: 'text/plain'})]}});
  await screen.findByText(new RegExp(`Opened “${name.replace('.', '\\.')}”`), undefined, {timeout: 10_000});
};
const NOTES = 'Pia: my own notes. I will call the printer by Monday.';
const FILE_A = 'Ana: I will book the room by Monday.\n';
const FILE_B = 'Ben: I will order lunch by Tuesday.\n';

describe('F12: Undo is a stack, several steps back, with Redo (u30k)', () => {
  it('notes, open A, open B: Undo twice gives the notes', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: NOTES}});
    await openFile('a.txt', FILE_A);
    await openFile('b.txt', FILE_B);
    undo();
    expect(box().value).toBe(FILE_A);
    undo();
    expect(box().value).toBe(NOTES);
    expect(screen.queryByRole('button', {name: 'Undo'})).toBeNull();
  }, 60_000);

  it('Redo walks forward again, and Undo never swaps back to the later text', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: NOTES}});
    await openFile('a.txt', FILE_A);
    await openFile('b.txt', FILE_B);
    undo();
    undo();
    redo();
    expect(box().value).toBe(FILE_A);
    redo();
    expect(box().value).toBe(FILE_B);
    expect(screen.queryByRole('button', {name: 'Redo'})).toBeNull();
    undo();
    expect(box().value).toBe(FILE_A);
  }, 60_000);

  it('an edit after Undo is kept: Redo puts the edited text on the Undo side', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: NOTES}});
    await openFile('a.txt', FILE_A);
    undo();
    fireEvent.change(box(), {target: {value: `${NOTES} More.`}});
    redo();
    expect(box().value).toBe(FILE_A);
    undo();
    expect(box().value).toBe(`${NOTES} More.`);
  }, 60_000);

  it('the steps survive a reload of the tab', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: NOTES}});
    await openFile('a.txt', FILE_A);
    await openFile('b.txt', FILE_B);
    await waitFor(() => expect(localStorage.getItem('cap-demo:virtual-workplace-assistant')).toContain('Ben:'), {timeout: 10_000});
    cleanup();
    render(<WorkplaceAssistant />);
    await screen.findByRole('button', {name: 'Undo'}, {timeout: 10_000});
    await waitFor(() => expect(box().value).toBe(FILE_B), {timeout: 10_000});
    undo();
    undo();
    expect(box().value).toBe(NOTES);
  }, 60_000);

  it('the stack is bounded and says so', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: NOTES}});
    for (let i = 0; i < UNDO_LIMIT + 2; i++) await openFile(`f${i}.txt`, `Ana: file ${i}. I will book the room by Monday.\n`);
    expect(screen.getByText(new RegExp(`up to ${UNDO_LIMIT} earlier transcripts`))).toBeTruthy();
    let steps = 0;
    while (screen.queryByRole('button', {name: 'Undo'}) && steps < 50) {
      undo();
      steps++;
    }
    expect(steps).toBe(UNDO_LIMIT);
    expect(box().value).toBe(`Ana: file 1. I will book the room by Monday.\n`);
  }, 60_000);
});
