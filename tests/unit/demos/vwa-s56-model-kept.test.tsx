/**
 * s56, tester u-vwa F9 (lost work): the model summary and the model settings were gone after a reload: the summary (a paid
 * model call) vanished, the panel was switched off, Base URL and model name were empty. The page's own transcript and
 * title are kept in this tab and for a new tab; the summary, with its out-of-date mark, and the settings that are not
 * secret must be kept the same way, and the API key never. Failed before the fix (no summary, no settings after the
 * "reload"). A reload is a new render over the same storage; a new tab is the same with this tab's session storage empty.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import {chunk, sse} from './support/sseResponse';

const BASE = 'http://127.0.0.1:4399/v1';
const KEY_TEXT = 'sk-test-s56-never-kept';
const MEETING = 'Rosa Mendes: I will book the training room by Tuesday.\nOwen Price: Thanks, Rosa.';
const ANSWER = 'Rosa books the training room by Tuesday.';

const everything = () =>
  [...Array(localStorage.length).keys()].map((i) => `${localStorage.key(i)}=${localStorage.getItem(localStorage.key(i)!)}`).join('\n') +
  [...Array(sessionStorage.length).keys()].map((i) => `${sessionStorage.key(i)}=${sessionStorage.getItem(sessionStorage.key(i)!)}`).join('\n');
const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
const summary = () => screen.queryByRole('region', {name: 'Abstractive summary (model)'});

beforeEach(() => {
  document.documentElement.dataset.hasHydrated = 'true';
  vi.stubGlobal('fetch', vi.fn(async () => sse([chunk('Rosa books the training room '), chunk('by Tuesday.'), 'data: [DONE]\n\n'])));
});
afterEach(() => {
  delete document.documentElement.dataset.hasHydrated;
  vi.unstubAllGlobals();
});

async function writeSummary() {
  render(<WorkplaceAssistant />);
  fireEvent.change(box(), {target: {value: MEETING}});
  fireEvent.click(screen.getByRole('button', {name: 'Analyze transcript'}));
  fireEvent.click(screen.getByLabelText('Use my own model (OpenAI-compatible endpoint)'));
  fireEvent.change(screen.getByLabelText('Base URL'), {target: {value: BASE}});
  fireEvent.change(screen.getByLabelText('Model', {selector: 'input'}), {target: {value: 'mock-s56'}});
  fireEvent.change(screen.getByLabelText('API key'), {target: {value: KEY_TEXT}});
  fireEvent.click(screen.getByRole('button', {name: 'Use this model'}));
  fireEvent.click(await screen.findByRole('button', {name: 'Generate abstractive summary'}));
  await waitFor(() => expect(summary()?.textContent).toContain(ANSWER), {timeout: 10_000});
  // The key went to the endpoint, and only there.
  expect(JSON.stringify((fetch as unknown as {mock: {calls: unknown[]}}).mock.calls[0])).toContain(KEY_TEXT);
  // Kept once the page has saved (the transcript, the summary and the settings).
  await waitFor(() => expect(localStorage.getItem('cap-demo:virtual-workplace-assistant')).toContain('Rosa Mendes'), {timeout: 10_000});
  await waitFor(() => expect(everything()).toContain('Rosa books the training room'), {timeout: 10_000});
  await new Promise((resolve) => setTimeout(resolve, 400));
}

async function expectBack() {
  await waitFor(() => expect(summary()?.textContent).toContain(ANSWER), {timeout: 10_000});
  await waitFor(() => expect((screen.getByLabelText('Base URL') as HTMLInputElement).value).toBe(BASE), {timeout: 10_000});
  expect((screen.getByLabelText('Model', {selector: 'input'}) as HTMLInputElement).value).toBe('mock-s56');
  expect((screen.getByLabelText('Use my own model (OpenAI-compatible endpoint)') as HTMLInputElement).checked).toBe(true);
  // Never the key: not in the field, not in either store.
  expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('');
  expect(everything()).not.toContain(KEY_TEXT);
  await waitFor(() => expect(box().value).toBe(MEETING), {timeout: 10_000});
}

describe('u-vwa F9: the model summary and settings over a reload and in a new tab', () => {
  it('brings back the summary and the base URL and model after a reload, never the key', async () => {
    await writeSummary();
    expect(everything()).not.toContain(KEY_TEXT);
    cleanup();
    render(<WorkplaceAssistant />);
    await expectBack();
    // Written from the transcript in the box: not marked out of date; an edit marks it.
    expect(screen.queryByText(/^Out of date: this summary was written/)).toBeNull();
    fireEvent.change(box(), {target: {value: `${MEETING}\nRosa Mendes: One more thing.`}});
    expect(screen.getByText(/^Out of date: this summary was written/)).toBeTruthy();
  }, 60_000);

  it('brings them back in a new tab (this tab\'s session storage empty), with the out-of-date mark kept', async () => {
    await writeSummary();
    fireEvent.change(box(), {target: {value: `${MEETING}\nOwen Price: And the projector.`}});
    expect(screen.getByText(/^Out of date: this summary was written/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    cleanup();
    sessionStorage.clear();
    render(<WorkplaceAssistant />);
    await waitFor(() => expect(summary()?.textContent).toContain(ANSWER), {timeout: 10_000});
    await waitFor(() => expect(box().value).toContain('And the projector.'), {timeout: 10_000});
    expect(screen.getByText(/^Out of date: this summary was written/)).toBeTruthy();
    expect((screen.getByLabelText('Base URL') as HTMLInputElement).value).toBe(BASE);
    expect(everything()).not.toContain(KEY_TEXT);
  }, 60_000);

  it('"Clear the summary" removes the kept summary: a reload does not bring it back', async () => {
    await writeSummary();
    fireEvent.click(screen.getByRole('button', {name: 'Clear the summary'}));
    await new Promise((resolve) => setTimeout(resolve, 400));
    cleanup();
    render(<WorkplaceAssistant />);
    await waitFor(() => expect(box().value).toBe(MEETING), {timeout: 10_000});
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(summary()).toBeNull();
    expect(everything()).not.toContain('Rosa books the training room');
  }, 60_000);
});

describe('u-vwa F9: "Forget it" covers the kept summary', () => {
  it('removes it with the transcript, and its Undo brings both back', async () => {
    await writeSummary();
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 10_000}));
    await waitFor(() => expect(summary()).toBeNull(), {timeout: 10_000});
    await waitFor(() => expect(localStorage.getItem('cap-demo:virtual-workplace-assistant:summary')).toBeNull(), {timeout: 10_000});
    expect(sessionStorage.getItem('cap-demo:virtual-workplace-assistant:summary:tab')).toBeNull();
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}, {timeout: 10_000}));
    await waitFor(() => expect(box().value).toBe(MEETING), {timeout: 10_000});
    await waitFor(() => expect(summary()?.textContent).toContain(ANSWER), {timeout: 10_000});
    await waitFor(() => expect(localStorage.getItem('cap-demo:virtual-workplace-assistant:summary')).toContain(ANSWER), {timeout: 10_000});
  }, 60_000);
});
