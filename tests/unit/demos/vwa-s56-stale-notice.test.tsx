/**
 * s56, tester w-vwa F8 (low): after opening t2-teams.vtt and later pasting other transcripts, the notice "Opened
 * “t2-teams.vtt”. Undo" stayed above the results of a different transcript, and after a reload. The Undo steps are kept
 * on purpose (the tab's stack of earlier transcripts), but the line naming what replaced the text is said only while the
 * box still holds what that action put there; otherwise the notice names no file. Own fixtures (fixtures/s56vw6/f8-*).
 * Failed before the fix (the file's name stayed).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';

const FIX = join(__dirname, 'fixtures/s56vw6');
const VTT = readFileSync(join(FIX, 'f8-teams.vtt'), 'utf8');
const OTHER = readFileSync(join(FIX, 'f8-other.txt'), 'utf8');
const OWN = 'Pia Lund: My own notes. I will call the printer by Monday.';
const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
const named = () => screen.queryByText(/Opened “f8-teams\.vtt”/);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

async function openVtt() {
  render(<WorkplaceAssistant />);
  fireEvent.change(box(), {target: {value: OWN}});
  const input = screen.getByLabelText('Open a transcript file') as HTMLInputElement;
  fireEvent.change(input, {target: {files: [new File([VTT], 'f8-teams.vtt', {type: 'text/vtt'})]}});
  await screen.findByText(/Opened “f8-teams\.vtt”/, undefined, {timeout: 10_000});
  await waitFor(() => expect(box().value).toContain('Leonie Hart'), {timeout: 10_000});
}

describe('w-vwa F8: the notice names the file only while its transcript is in the box', () => {
  it('another transcript typed in and analyzed: the notice no longer names the file, Undo is still offered', async () => {
    await openVtt();
    fireEvent.change(box(), {target: {value: OTHER}});
    fireEvent.click(screen.getByRole('button', {name: 'Analyze transcript'}));
    expect(named()).toBeNull();
    expect(screen.getByRole('button', {name: 'Undo'})).toBeTruthy();
    // Undo still goes back to the reader's own notes the file replaced (typing is no Undo step, as before).
    fireEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(box().value).toBe(OWN);
  }, 60_000);

  it('after a reload with another transcript in the box, the file is not named', async () => {
    await openVtt();
    fireEvent.change(box(), {target: {value: OTHER}});
    await waitFor(() => expect(sessionStorage.getItem('cap-demo:virtual-workplace-assistant:tab') ?? '').toContain('Dana Cole'), {timeout: 10_000});
    cleanup();
    render(<WorkplaceAssistant />);
    await waitFor(() => expect(box().value).toContain('Dana Cole'), {timeout: 10_000});
    await screen.findByRole('button', {name: 'Undo'}, {timeout: 10_000});
    expect(named()).toBeNull();
  }, 60_000);

  it('while the opened transcript is still in the box, the notice names it (unchanged)', async () => {
    await openVtt();
    fireEvent.click(screen.getByRole('button', {name: 'Analyze transcript'}));
    expect(named()).toBeTruthy();
  }, 60_000);
});
