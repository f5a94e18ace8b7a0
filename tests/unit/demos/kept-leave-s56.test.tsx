/**
 * s56 (lead, after merging u-vwa F8's one set of leave listeners in useKept): a reload while Document Q&A streams an
 * answer aborts the request, and the page then shows the answer as "cut off when the request failed". pagehide had
 * written the answer as it stood (marked "cut off by the reload"), but the visibilitychange that follows pagehide wrote
 * the failed state over it (e2e dqa-47r F5 failed on the merged build). Once pagehide has run, leaving writes nothing
 * more; a page shown again from the back/forward cache (pageshow) saves as before. Failed before the fix.
 */
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';

import {useMemo, useState} from 'react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {useKept} from '@site/src/demos/kit/useKept';
import type {KeptSpec} from '@site/src/demos/kit/persist';

type Work = {text: string};
const SPEC: KeptSpec<Work> = {
  key: 'cap-demo:test-s56-leave',
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
    <label>
      Text{kept.spec ? ' (ready)' : ''}
      <input value={text} onChange={(e) => setText(e.target.value)} />
    </label>
  );
}
const kept = () => {
  const raw = localStorage.getItem(SPEC.key);
  return raw === null ? null : (JSON.parse(raw) as {data: Work}).data.text;
};
const setHidden = (hidden: boolean) => Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => (hidden ? 'hidden' : 'visible')});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.setAttribute('data-has-hydrated', 'true');
});
afterEach(() => {
  cleanup();
  setHidden(false);
  localStorage.clear();
  sessionStorage.clear();
});

describe('useKept: leaving the page', () => {
  it('a change made after beforeunload (a reload aborting a streaming answer) is not what pagehide writes; a keystroke before it is', async () => {
    render(<Demo />);
    const box = await screen.findByLabelText('Text (ready)');
    fireEvent.change(box, {target: {value: 'streaming answer, last key'}});
    await act(async () => window.dispatchEvent(new Event('beforeunload')));
    fireEvent.change(box, {target: {value: 'request failed'}});
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(kept()).toBe('streaming answer, last key');
  });
  it('after beforeunload, the reader acting again means the page stayed: what it shows is written', async () => {
    render(<Demo />);
    const box = await screen.findByLabelText('Text (ready)');
    fireEvent.change(box, {target: {value: 'before'}});
    await act(async () => window.dispatchEvent(new Event('beforeunload')));
    fireEvent.keyDown(box, {key: 'a'});
    fireEvent.change(box, {target: {value: 'typed after staying'}});
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(kept()).toBe('typed after staying');
  });
  it('after pagehide, a change the leaving itself causes is not written by the visibilitychange that follows', async () => {
    render(<Demo />);
    const box = await screen.findByLabelText('Text (ready)'); // the spec has loaded
    fireEvent.change(box, {target: {value: 'streaming answer'}});
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(kept()).toBe('streaming answer');
    // The reload aborts the request: the page now shows another state, then the document becomes hidden.
    fireEvent.change(box, {target: {value: 'request failed'}});
    setHidden(true);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(kept()).toBe('streaming answer');
  });
  it('a page hidden without pagehide (a phone switching apps) still writes what it shows, and so does one back from the back/forward cache', async () => {
    render(<Demo />);
    const box = await screen.findByLabelText('Text (ready)');
    fireEvent.change(box, {target: {value: 'typed then hidden'}});
    setHidden(true);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(kept()).toBe('typed then hidden');
    setHidden(false);
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    await act(async () => window.dispatchEvent(new Event('pageshow')));
    fireEvent.change(box, {target: {value: 'after the back/forward cache'}});
    setHidden(true);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(kept()).toBe('after the back/forward cache');
  });
});
