/**
 * s56, tester w-vwa F1 (lost work): pressing Generate abstractive summary again deleted the summary already on screen, and
 * the kept copy with it, before the new request had answered; when that request failed (401, 500) or was stopped, the
 * reader was left with nothing, after a reload too, though the page says a summary stays until you generate another.
 * The old summary must stay (on screen, marked as the previous one, and kept in this browser) until a new one has arrived
 * whole; a partial new one is shown beside it, marked partial. Failed before the fix (the first summary was gone).
 * Own inputs: fixtures/s56vw6/f1-transcript.txt and f1-answers.json.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import {chunk, sse} from './support/sseResponse';

const FIX = join(__dirname, 'fixtures/s56vw6');
const MEETING = readFileSync(join(FIX, 'f1-transcript.txt'), 'utf8').trim();
const ANSWERS = JSON.parse(readFileSync(join(FIX, 'f1-answers.json'), 'utf8')) as {first: string; second: string; partial: string};
const SUMMARY_KEY = 'cap-demo:virtual-workplace-assistant:summary';
const TAB_KEY = 'cap-demo:virtual-workplace-assistant:summary:tab';

/** A stream that sends `parts` and then waits (a slow model) until the request is aborted. */
function hanging(parts: string[], signal: AbortSignal | undefined): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      signal?.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')));
    },
  });
  return new Response(body, {status: 200, headers: {'Content-Type': 'text/event-stream'}});
}

type Next = (init: RequestInit | undefined) => Response | Promise<Response>;
let next: Next;

const box = () => screen.getByLabelText(/^Transcript \(/) as HTMLTextAreaElement;
const panelText = () => screen.getByRole('heading', {name: 'Abstractive summary from your model'}).parentElement?.textContent ?? '';
const previous = () => screen.queryByRole('region', {name: 'Previous abstractive summary (model)'});
const kept = () => `${localStorage.getItem(SUMMARY_KEY)}\n${sessionStorage.getItem(TAB_KEY)}`;
const generate = () => fireEvent.click(screen.getByRole('button', {name: 'Generate abstractive summary'}));

beforeEach(() => {
  document.documentElement.dataset.hasHydrated = 'true';
  next = () => sse([chunk(ANSWERS.first), 'data: [DONE]\n\n']);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init?: RequestInit) => next(init)),
  );
});
afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.hasHydrated;
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

async function firstSummary() {
  render(<WorkplaceAssistant />);
  fireEvent.change(box(), {target: {value: MEETING}});
  fireEvent.click(screen.getByRole('button', {name: 'Analyze transcript'}));
  fireEvent.click(screen.getByLabelText('Use my own model (OpenAI-compatible endpoint)'));
  fireEvent.change(screen.getByLabelText('Base URL'), {target: {value: 'http://127.0.0.1:4398/v1'}});
  fireEvent.change(screen.getByLabelText('Model', {selector: 'input'}), {target: {value: 'mock-vw6'}});
  fireEvent.change(screen.getByLabelText('API key'), {target: {value: 'sk-vw6'}});
  fireEvent.click(screen.getByRole('button', {name: 'Use this model'}));
  fireEvent.click(await screen.findByRole('button', {name: 'Generate abstractive summary'}));
  await waitFor(() => expect(panelText()).toContain(ANSWERS.first), {timeout: 10_000});
  await waitFor(() => expect(kept()).toContain(ANSWERS.first), {timeout: 10_000});
  await waitFor(() => expect(localStorage.getItem('cap-demo:virtual-workplace-assistant')).toContain('Ines Duarte'), {timeout: 10_000});
}

/** After a reload (a new render over the same storage) the first summary is back. */
async function backAfterReload() {
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(kept()).toContain(ANSWERS.first);
  cleanup();
  render(<WorkplaceAssistant />);
  await waitFor(() => expect(panelText()).toContain(ANSWERS.first), {timeout: 10_000});
}

describe('w-vwa F1: a failed or stopped regeneration keeps the summary the reader had', () => {
  for (const [status, said] of [
    [500, /server error \(500\)/],
    [401, /refused the key \(401/],
  ] as const) {
    it(`a ${status} answer leaves the previous summary on screen, marked, and kept`, async () => {
      await firstSummary();
      next = () => new Response('{"error":"no"}', {status, headers: {'Content-Type': 'application/json'}});
      generate();
      await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(said), {timeout: 10_000});
      expect(panelText()).toContain(ANSWERS.first);
      expect(previous()?.textContent).toContain(ANSWERS.first);
      expect(previous()?.textContent).toMatch(/previous summary/i);
      await waitFor(() => expect(kept()).toContain(ANSWERS.first), {timeout: 10_000});
      await backAfterReload();
    }, 60_000);
  }

  it('stays on screen while the new request is pending, and after Stop with nothing arrived', async () => {
    await firstSummary();
    next = (init) => hanging([], init?.signal ?? undefined);
    generate();
    await waitFor(() => expect(screen.getByRole('button', {name: 'Stop'})).toHaveProperty('disabled', false), {timeout: 10_000});
    expect(panelText()).toContain(ANSWERS.first);
    expect(previous()?.textContent).toContain(ANSWERS.first);
    fireEvent.click(screen.getByRole('button', {name: 'Stop'}));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Stopped before the model answered/), {timeout: 10_000});
    expect(previous()?.textContent).toContain(ANSWERS.first);
    await backAfterReload();
  }, 60_000);

  it('a stopped partial answer is shown beside the previous one, marked partial; the previous one stays kept', async () => {
    await firstSummary();
    next = (init) => hanging([chunk(ANSWERS.partial)], init?.signal ?? undefined);
    generate();
    await waitFor(() => expect(screen.getByRole('region', {name: 'Abstractive summary (model)'}).textContent).toContain(ANSWERS.partial), {timeout: 10_000});
    expect(previous()?.textContent).toContain(ANSWERS.first);
    fireEvent.click(screen.getByRole('button', {name: 'Stop'}));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Stopped\./), {timeout: 10_000});
    const partial = screen.getByRole('region', {name: 'Abstractive summary (model)'});
    expect(partial.textContent).toContain(ANSWERS.partial);
    expect(partial.textContent).toMatch(/partial/i);
    expect(previous()?.textContent).toContain(ANSWERS.first);
    await backAfterReload();
  }, 60_000);

  it('a new summary that arrives whole replaces the previous one, on screen and in storage', async () => {
    await firstSummary();
    next = () => sse([chunk(ANSWERS.second), 'data: [DONE]\n\n']);
    generate();
    await waitFor(() => expect(panelText()).toContain(ANSWERS.second), {timeout: 10_000});
    await waitFor(() => expect(kept()).toContain(ANSWERS.second), {timeout: 10_000});
    expect(panelText()).not.toContain(ANSWERS.first);
    expect(previous()).toBeNull();
    expect(kept()).not.toContain(ANSWERS.first);
  }, 60_000);

  it('after a failure, Clear the summary removes the previous one too', async () => {
    await firstSummary();
    next = () => new Response('{}', {status: 500, headers: {'Content-Type': 'application/json'}});
    generate();
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy(), {timeout: 10_000});
    fireEvent.click(screen.getByRole('button', {name: 'Clear the summary'}));
    expect(panelText()).not.toContain(ANSWERS.first);
    await waitFor(() => expect(kept()).not.toContain(ANSWERS.first), {timeout: 10_000});
  }, 60_000);
});

describe('w-vwa F9: the Stop message names the button this panel has', () => {
  it('says to press Generate abstractive summary, not Ask', async () => {
    await firstSummary();
    next = (init) => hanging([], init?.signal ?? undefined);
    generate();
    await waitFor(() => expect(screen.getByRole('button', {name: 'Stop'})).toHaveProperty('disabled', false), {timeout: 10_000});
    fireEvent.click(screen.getByRole('button', {name: 'Stop'}));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Stopped before the model answered/), {timeout: 10_000});
    expect(screen.getByRole('alert').textContent).not.toMatch(/\bAsk\b/);
    expect(screen.getByRole('alert').textContent).toContain('Generate abstractive summary');
  }, 60_000);
});
