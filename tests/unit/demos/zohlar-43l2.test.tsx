/**
 * Issue 28 (u29p), task 43l2. Z-3: a document too large to keep in the browser is accepted with
 * "They are still on this page"; adding or removing another document, or another tab saving the
 * list, must keep it in this page's list (useKept merges against what is really stored).
 */
import {act, renderHook, waitFor} from '@testing-library/react';
import {useMemo, useState} from 'react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
import {useKept} from '@site/src/demos/kit/useKept';
import {ZOHLAR_KEPT} from '@site/src/demos/zohlar-showcase/kept';

// The real Zohlar spec with a small cap, so a "big" document fits in a test.
const SPEC = {...ZOHLAR_KEPT, maxChars: 2_000};
const loader = () => Promise.resolve(SPEC);

const doc = (id: string, size = 20): SourceDocument => ({id, title: `Doc ${id}`, text: `${id} `.repeat(size)});
const A = doc('a');
const BIG = doc('big', 1_000);
const C = doc('c');
const D = doc('d');

function useWorkspace() {
  const [extra, setExtra] = useState<SourceDocument[]>([]);
  const kept = useKept(
    loader,
    useMemo(() => (extra.length ? {documents: extra} : null), [extra]),
    (data) => setExtra(data.documents),
    () => setExtra([]),
  );
  return {extra, setExtra, kept};
}

const ids = (docs: SourceDocument[]) => docs.map((d) => d.id);
const stored = () => (JSON.parse(localStorage.getItem(SPEC.key) ?? 'null') as {data: {documents: SourceDocument[]}} | null)?.data.documents.map((d) => d.id) ?? null;

async function start() {
  const view = renderHook(() => useWorkspace());
  await waitFor(() => expect(view.result.current.kept.spec).not.toBeNull());
  return view;
}

async function settle(view: Awaited<ReturnType<typeof start>>, want: string[]) {
  // Saves run a moment after each change (useKept's delay).
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(ids(view.result.current.extra)).toEqual(want);
}

describe('Z-3: a document over the size cap stays on this page', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  });
  afterEach(() => localStorage.clear());

  it('stays when another document is added, and the notice still says it is on the page', async () => {
    const view = await start();
    act(() => view.result.current.setExtra([A]));
    await settle(view, ['a']);
    expect(stored()).toEqual(['a']);
    act(() => view.result.current.setExtra((now) => [...now, BIG]));
    await settle(view, ['a', 'big']);
    expect(view.result.current.kept.failure).toMatch(/still on this page/);
    act(() => view.result.current.setExtra((now) => [...now, C]));
    await settle(view, ['a', 'big', 'c']);
    expect(view.result.current.kept.failure).toMatch(/still on this page/);
    // Nothing half-kept: the browser still holds the last list that fitted.
    expect(stored()).toEqual(['a']);
  });

  it('stays when another document is removed', async () => {
    const view = await start();
    act(() => view.result.current.setExtra([A, C]));
    await settle(view, ['a', 'c']);
    act(() => view.result.current.setExtra((now) => [...now, BIG]));
    await settle(view, ['a', 'c', 'big']);
    act(() => view.result.current.setExtra((now) => now.filter((d) => d.id !== 'a')));
    await settle(view, ['c', 'big']);
    expect(view.result.current.kept.failure).toMatch(/still on this page/);
  });

  it('stays when another tab saves the list', async () => {
    const view = await start();
    act(() => view.result.current.setExtra([A]));
    await settle(view, ['a']);
    act(() => view.result.current.setExtra((now) => [...now, BIG]));
    await settle(view, ['a', 'big']);
    // Another tab adds D: it writes the stored list and this tab gets a storage event.
    localStorage.setItem(SPEC.key, JSON.stringify({v: SPEC.version, savedAt: new Date().toISOString(), data: {documents: [A, D]}}));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', {key: SPEC.key}));
    });
    await settle(view, ['a', 'd', 'big']);
    expect(view.result.current.kept.failure).toMatch(/still on this page/);
  });
});
