/**
 * Task 43v2 (tester u29t, F19): own transcript, then "Load the sample" (or Open a file), then one keystroke: the Undo
 * disappeared and the own transcript was gone, also after a reload. Now the replaced transcript stays in this tab's
 * session storage until the tab closes, and its Undo survives edits and reloads; after an edit, Undo swaps, so the
 * edited text is offered back in turn and nothing is lost.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
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

  // Task 47v (u31c F12): the Undo offer ends, and Redo brings the sample back, as it does an opened file (it used to
  // end both offers and clear the record).
  it('must stay: Undo with nothing edited returns the own transcript and the Undo offer ends; Redo gives the sample again', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: OWN}});
    fireEvent.click(screen.getByRole('button', {name: 'Load the sample'}));
    const sample = box().value;
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(box().value).toBe(OWN);
    expect(screen.queryByRole('button', {name: 'Undo'})).toBeNull();
    expect(sessionStorage.getItem(`${KEY}:replaced`)).toContain('"forward"');
    fireEvent.click(screen.getByRole('button', {name: 'Redo'}));
    expect(box().value).toBe(sample);
    expect(screen.queryByRole('button', {name: 'Redo'})).toBeNull();
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(box().value).toBe(OWN);
  }, 60_000);
});

/**
 * Task 46v (tester u30k, F11): one local-storage record for all tabs, the last save won silently, so a second tab's meeting
 * was overwritten. Each tab now keeps its own record in its session storage (a reload of the tab brings back its own
 * transcript); the shared record is what a new tab starts from, and a save there by another tab is said, with a way to
 * open it here (Undo returns this tab's text) or keep this tab's.
 */
const envelope = (title: string, transcript: string) => JSON.stringify({v: 1, savedAt: '2026-11-27T12:00:00.000Z', data: {title, transcript}});
const TAB_A = 'Anna: Tab ONE meeting. I will send the deck by Friday.';
const TAB_B = 'Zed: Tab TWO meeting. I will book the venue by Monday.';
/** Another tab of this browser saves its transcript: local storage changes and this tab gets the `storage` event. */
function otherTabSaves(transcript: string) {
  localStorage.setItem(KEY, envelope('', transcript));
  window.dispatchEvent(new StorageEvent('storage', {key: KEY, newValue: localStorage.getItem(KEY)}));
}

describe('F11: two tabs keep their own transcripts (u30k)', () => {
  it('another tab’s save is said, this tab keeps its text, and Open that tab’s transcript here can be undone', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: TAB_A}});
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain('Tab ONE'), {timeout: 10_000});
    otherTabSaves(TAB_B);
    await screen.findByText(/Another tab of this page saved another transcript/, undefined, {timeout: 5000});
    expect(box().value).toBe(TAB_A);
    fireEvent.click(screen.getByRole('button', {name: 'Open that tab’s transcript here'}));
    expect(box().value).toBe(TAB_B);
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(box().value).toBe(TAB_A);
  }, 60_000);

  it('a reload of this tab brings back this tab’s transcript, whatever another tab saved since', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: TAB_A}});
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain('Tab ONE'), {timeout: 10_000});
    otherTabSaves(TAB_B);
    cleanup();
    render(<WorkplaceAssistant />);
    await waitFor(() => expect(box().value).toBe(TAB_A), {timeout: 10_000});
  }, 60_000);

  it('Keep mine makes this tab’s transcript the one a new tab opens with', async () => {
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: TAB_A}});
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain('Tab ONE'), {timeout: 10_000});
    otherTabSaves(TAB_B);
    fireEvent.click(await screen.findByRole('button', {name: 'Keep mine'}, {timeout: 5000}));
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain('Tab ONE'), {timeout: 5000});
    expect(screen.queryByText(/Another tab of this page/)).toBeNull();
  }, 60_000);

  it('a reload of this tab does not overwrite the transcript another (maybe closed) tab saved since: said, kept until the reader chooses', async () => {
    sessionStorage.setItem(`${KEY}:tab`, envelope('', TAB_A));
    localStorage.setItem(KEY, envelope('', TAB_B));
    render(<WorkplaceAssistant />);
    await waitFor(() => expect(box().value).toBe(TAB_A), {timeout: 10_000});
    await screen.findByText(/Another tab of this page saved another transcript/, undefined, {timeout: 5000});
    await new Promise((r) => setTimeout(r, 800));
    expect(localStorage.getItem(KEY)).toContain('Tab TWO');
    fireEvent.click(screen.getByRole('button', {name: 'Open that tab’s transcript here'}));
    expect(box().value).toBe(TAB_B);
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(box().value).toBe(TAB_A);
  }, 60_000);

  it('must stay: a new tab (no record of its own) opens with the latest saved transcript', async () => {
    localStorage.setItem(KEY, envelope('', TAB_B));
    render(<WorkplaceAssistant />);
    await waitFor(() => expect(box().value).toBe(TAB_B), {timeout: 10_000});
  }, 60_000);
});

/**
 * Task 46v (tester u30b, F5 "restore race"): text typed right after the page appeared was replaced a moment later when the
 * kept transcript was restored. What the reader typed first stays; the restored transcript is offered with Undo.
 */
describe('restore race: typing before the kept transcript is restored keeps what was typed (u30b)', () => {
  it('typed before the restore lands: the box keeps it, Undo offers the kept transcript', async () => {
    localStorage.setItem(KEY, envelope('Old sync', OWN));
    render(<WorkplaceAssistant />);
    fireEvent.change(box(), {target: {value: TAB_A}});
    await screen.findByText(/not put over what you typed/, undefined, {timeout: 10_000});
    expect(box().value).toBe(TAB_A);
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(box().value).toBe(OWN);
    expect(titleBox().value).toBe('Old sync');
    fireEvent.click(screen.getByRole('button', {name: 'Redo'}));
    expect(box().value).toBe(TAB_A);
  }, 60_000);

  it('a title typed before the restore lands is kept too', async () => {
    localStorage.setItem(KEY, envelope('Old sync', OWN));
    render(<WorkplaceAssistant />);
    fireEvent.change(titleBox(), {target: {value: 'New title'}});
    await screen.findByText(/not put over what you typed/, undefined, {timeout: 10_000});
    expect(titleBox().value).toBe('New title');
  }, 60_000);

  it('must stay: untouched, the kept transcript is restored with no offer', async () => {
    localStorage.setItem(KEY, envelope('Old sync', OWN));
    render(<WorkplaceAssistant />);
    await waitFor(() => expect(box().value).toBe(OWN), {timeout: 10_000});
    expect(screen.queryByRole('button', {name: 'Undo'})).toBeNull();
  }, 60_000);
});
