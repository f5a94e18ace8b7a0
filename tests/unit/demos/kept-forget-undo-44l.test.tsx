/**
 * Task 44l (issue 28: u29m F19, u29s A13): "Forget it" erased the reader's kept work with one click and no way back.
 * Every "Forget it" (KeptNote, src/demos/kit) now offers Undo: the forgotten work is held in memory and in this tab's
 * session storage (`<key>:forgotten`), so a reload right after still offers it; the offer goes when the reader changes
 * something. Focus moves to Undo after Forget, and to the "brought back" line after Undo.
 */
import {act, cleanup, fireEvent, render, renderHook, screen, waitFor} from '@testing-library/react';
import {useMemo, useState} from 'react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import DocumentQa from '@site/src/demos/document-qa';
import UniversalApiAssistant from '@site/src/demos/universal-api-assistant';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {useKept} from '@site/src/demos/kit/useKept';
import KeptNote from '@site/src/demos/kit/components/KeptNote';
import type {KeptSpec} from '@site/src/demos/kit/persist';

const OWN_TEXT = 'Bike shed rules. Each flat may store at most two bicycles in the shed. The key deposit is 25 EUR.';
const OWN_API = `openapi: 3.0.3
info: {title: Bakery, version: '1'}
servers: [{url: 'https://bakery.example.com'}]
paths:
  /orders/{orderId}:
    get:
      operationId: getOrder
      summary: Show an order
      parameters: [{name: orderId, in: path, required: true, schema: {type: string}}]
      responses: {'200': {description: ok}}
`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.setAttribute('data-has-hydrated', 'true');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the kit: useKept + KeptNote offer Undo after Forget it', () => {
  type Work = {text: string};
  const SPEC: KeptSpec<Work> = {
    key: 'cap-demo:test-44l',
    version: 1,
    maxChars: 10_000,
    what: 'your text',
    read: (d) => (typeof d === 'object' && d !== null && typeof (d as Work).text === 'string' ? {text: (d as Work).text} : null),
    toText: ({text}) => text,
  };
  const loader = () => Promise.resolve(SPEC);
  function Demo() {
    const [text, setText] = useState('');
    const kept = useKept(loader, useMemo(() => (text ? {text} : null), [text]), (d) => setText(d.text));
    return (
      <div>
        <label>
          Text
          <input value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <KeptNote kept={kept} fileName="t.txt" onForget={() => setText('')} />
      </div>
    );
  }
  const box = () => screen.getByLabelText('Text') as HTMLInputElement;
  const stored = () => localStorage.getItem(SPEC.key);

  it('Forget clears, Undo brings the work back and keeps it again; focus goes to Undo, then to the note', async () => {
    render(<Demo />);
    fireEvent.change(box(), {target: {value: 'mine'}});
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 5000}));
    expect(box().value).toBe('');
    expect(stored()).toBeNull();
    const undo = await screen.findByRole('button', {name: 'Undo'});
    await waitFor(() => expect(document.activeElement).toBe(undo));
    expect(screen.getByText(/^Forgotten: your text is no longer kept in this browser/)).toBeTruthy();
    expect(sessionStorage.getItem(`${SPEC.key}:forgotten`)).toContain('mine');
    fireEvent.click(undo);
    expect(box().value).toBe('mine');
    await waitFor(() => expect(stored()).toContain('mine'));
    const back = screen.getByText(/^Brought back: your text/);
    expect(document.activeElement).toBe(back);
    expect(sessionStorage.getItem(`${SPEC.key}:forgotten`)).toBeNull();
  });

  it('a reload right after Forget still offers Undo', async () => {
    render(<Demo />);
    fireEvent.change(box(), {target: {value: 'mine'}});
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 5000}));
    cleanup();
    render(<Demo />);
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}, {timeout: 5000}));
    expect(box().value).toBe('mine');
    await waitFor(() => expect(stored()).toContain('mine'));
  });

  it('changing something after Forget drops the offer (memory and session storage)', async () => {
    render(<Demo />);
    fireEvent.change(box(), {target: {value: 'mine'}});
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 5000}));
    await screen.findByRole('button', {name: 'Undo'});
    fireEvent.change(box(), {target: {value: 'other'}});
    await waitFor(() => expect(screen.queryByRole('button', {name: 'Undo'})).toBeNull());
    expect(sessionStorage.getItem(`${SPEC.key}:forgotten`)).toBeNull();
  });

  it('Forget with nothing of the reader on the page removes the record and still offers what was kept', async () => {
    localStorage.setItem(SPEC.key, JSON.stringify({v: 1, savedAt: '2026-11-27T08:00:00.000Z', data: {text: 'kept earlier'}}));
    const view = renderHook(() => useKept(loader, null as Work | null, () => undefined));
    await waitFor(() => expect(view.result.current.spec).not.toBeNull());
    act(() => view.result.current.forget());
    expect(localStorage.getItem(SPEC.key)).toBeNull();
    expect(view.result.current.forgotten).toEqual({text: 'kept earlier'});
  });
});

describe('Document Q&A (F19): Forget it offers Undo', () => {
  it('brings back the pasted text, as the source in use, after Forget and after a reload', async () => {
    render(<DocumentQa />);
    fireEvent.click(screen.getByLabelText('Paste text'));
    fireEvent.change(screen.getByLabelText('Document text'), {target: {value: OWN_TEXT}});
    fireEvent.click(screen.getByRole('button', {name: 'Use this text'}));
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 10_000}));
    expect((screen.getByLabelText('Sample policy') as HTMLInputElement).checked).toBe(true);
    const undo = await screen.findByRole('button', {name: 'Undo'});
    cleanup();
    render(<DocumentQa />);
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}, {timeout: 10_000}));
    expect((screen.getByLabelText('Paste text') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Document text') as HTMLTextAreaElement).value).toBe(OWN_TEXT);
    await waitFor(() => expect(localStorage.getItem('cap-demo:document-qa') ?? '').toContain('Bike shed rules'), {timeout: 5000});
    expect(undo).toBeTruthy();
  }, 60_000);
});

describe('Universal API Assistant (A13): Forget it forgets the request too, and offers Undo', () => {
  it('clears document and request, then Undo brings both back', async () => {
    render(<UniversalApiAssistant />);
    const docBox = () => screen.getByLabelText('OpenAPI 3 document (JSON or YAML)') as HTMLTextAreaElement;
    const request = () => screen.getByLabelText('Describe it in plain words') as HTMLInputElement;
    fireEvent.change(docBox(), {target: {value: OWN_API}});
    fireEvent.click(screen.getByRole('button', {name: 'Load document'}));
    fireEvent.change(request(), {target: {value: 'show order ORD-1234'}});
    fireEvent.click(await screen.findByRole('button', {name: 'Forget it'}, {timeout: 10_000}));
    expect(docBox().value).toBe(SAMPLE_OPENAPI);
    // The request is forgotten too (A13: it was written straight back to local storage).
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(localStorage.getItem('cap-demo:universal-api-assistant')).toBeNull();
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}));
    expect(docBox().value).toBe(OWN_API);
    expect(request().value).toBe('show order ORD-1234');
    await waitFor(() => expect(localStorage.getItem('cap-demo:universal-api-assistant') ?? '').toContain('Bakery'), {timeout: 5000});
  }, 60_000);
});
