/**
 * Task 43v2 (tester u29t, F19): own transcript, then "Load the sample" (or Open a file), then one keystroke: the Undo
 * disappeared and the own transcript was gone, also after a reload. Now the replaced transcript stays in this tab's
 * session storage until the tab closes, and its Undo survives edits and reloads; after an edit, Undo swaps, so the
 * edited text is offered back in turn and nothing is lost.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import {SAMPLE_TRANSCRIPT} from '@site/src/demos/virtual-workplace-assistant/sample';

const OWN = 'Sam Okafor: I will send the agenda by Friday.\nLena Fischer: Thanks, Sam.';
const KEY = 'cap-demo:virtual-workplace-assistant';
const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
const titleBox = () => screen.getByLabelText('Meeting title') as HTMLInputElement;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('F19: the transcript "Load the sample" replaced stays recoverable until the tab closes', () => {
  it('one keystroke in the title after Load the sample keeps Undo, which brings the own transcript back', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: OWN}});
    fireEvent.change(titleBox(), {target: {value: 'Launch sync'}});
    fireEvent.click(screen.getByRole('button', {name: 'Load the sample'}));
    expect(box().value).toBe(SAMPLE_TRANSCRIPT);
    fireEvent.change(titleBox(), {target: {value: 'x'}});
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(box().value).toBe(OWN);
    expect(titleBox().value).toBe('Launch sync');
  }, 60_000);

  it('an edit of the sample keeps Undo; Redo then offers the edited text back in turn', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: OWN}});
    fireEvent.click(screen.getByRole('button', {name: 'Load the sample'}));
    const edited = SAMPLE_TRANSCRIPT.replace('Tom, can you', 'Aisha, can you');
    fireEvent.change(box(), {target: {value: edited}});
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(box().value).toBe(OWN);
    fireEvent.click(screen.getByRole('button', {name: 'Redo'}));
    expect(box().value).toBe(edited);
  }, 60_000);

  it('after Load the sample, an edit and a reload of the tab, Undo still returns the own transcript', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: OWN}});
    fireEvent.click(screen.getByRole('button', {name: 'Load the sample'}));
    fireEvent.change(box(), {target: {value: SAMPLE_TRANSCRIPT + 'x'}});
    expect(sessionStorage.getItem(`${KEY}:replaced`)).toContain('Sam Okafor');
    cleanup();
    render(<WorkplaceAssistant />);
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}, {timeout: 10_000}));
    expect(box().value).toBe(OWN);
  }, 60_000);

  it('Open a file, then a keystroke: Undo still offered', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: OWN}});
    const input = screen.getByLabelText('Open a transcript file') as HTMLInputElement;
    const file = new File(['Ana: I will book the room by Monday.\n'], 'notes.txt', {type: 'text/plain'});
    fireEvent.change(input, {target: {files: [file]}});
    await screen.findByText(/Opened “notes.txt”/, undefined, {timeout: 10_000});
    fireEvent.change(box(), {target: {value: 'Ana: I will book the room by Tuesday.\n'}});
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(box().value).toBe(OWN);
  }, 60_000);

  it('must stay: Undo with nothing edited returns the own transcript and the offer ends', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: OWN}});
    fireEvent.click(screen.getByRole('button', {name: 'Load the sample'}));
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(box().value).toBe(OWN);
    expect(screen.queryByRole('button', {name: 'Undo'})).toBeNull();
    expect(sessionStorage.getItem(`${KEY}:replaced`)).toBeNull();
  }, 60_000);
});
