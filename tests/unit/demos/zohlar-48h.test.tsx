/**
 * Issue 28 (u32a), task 48h. F7: two tabs add "Team notes" at the same moment; after a reload one
 * of the two was gone. The order that loses it: tab A saves its list, tab B gets the storage event
 * and merges (its page is asked to show both), and B's own planned save runs before B's page has
 * re-rendered, so that save still carries B's list from before the event. It must keep A's document.
 */
import {renderHook, waitFor} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
import {useKept} from '@site/src/demos/kit/useKept';
import {ZOHLAR_KEPT, type ZohlarKept} from '@site/src/demos/zohlar-showcase/kept';

const SPEC = ZOHLAR_KEPT;
const loader = () => Promise.resolve(SPEC);
const doc = (id: string, title: string): SourceDocument => ({id, title, text: `${title}: some text of ${id}.`});
const FLEET = doc('added-1-fleet', 'Fleet vehicle policy');
const LAPTOP = doc('added-2-laptop', 'Laptop security standard');
const NOTES_A = doc('added-3-notesa', 'Team notes');
const NOTES_B = doc('added-3-notesb', 'Team notes');

const write = (documents: SourceDocument[]) =>
  localStorage.setItem(SPEC.key, JSON.stringify({v: SPEC.version, savedAt: new Date().toISOString(), data: {documents}}));
const stored = () => (JSON.parse(localStorage.getItem(SPEC.key) ?? 'null') as {data: ZohlarKept} | null)?.data.documents.map((d) => d.id) ?? null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('F7: two tabs adding a document at the same moment keep both', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  });
  afterEach(() => localStorage.clear());

  it("a save that runs before the page shows the other tab's list still keeps that tab's document", async () => {
    write([FLEET, LAPTOP]);
    // Tab B's page: its value is what the test renders; `restore` only records what the hook asks the page to show,
    // so the page has not re-rendered yet when B's own save runs (the timing of the lost "Team notes (2)").
    const shown: ZohlarKept[] = [];
    const view = renderHook(({value}: {value: ZohlarKept | null}) => useKept(loader, value, (data) => shown.push(data)), {
      initialProps: {value: null as ZohlarKept | null},
    });
    await waitFor(() => expect(view.result.current.spec).not.toBeNull());
    expect(shown.at(-1)?.documents.map((d) => d.id)).toEqual([FLEET.id, LAPTOP.id]);
    view.rerender({value: {documents: [FLEET, LAPTOP]}});
    // B adds its "Team notes": its save is planned for a moment later.
    view.rerender({value: {documents: [FLEET, LAPTOP, NOTES_B]}});
    // Meanwhile tab A saves its own "Team notes" and B gets the storage event.
    write([FLEET, LAPTOP, NOTES_A]);
    window.dispatchEvent(new StorageEvent('storage', {key: SPEC.key}));
    expect(shown.at(-1)?.documents.map((d) => d.id)).toEqual([FLEET.id, LAPTOP.id, NOTES_A.id, NOTES_B.id]);
    // B's planned save runs with the list it had before the event.
    await sleep(700);
    expect(stored()).toEqual([FLEET.id, LAPTOP.id, NOTES_A.id, NOTES_B.id]);
    view.unmount();
  });

  it('two storage events before the page re-renders keep what both brought', async () => {
    write([FLEET]);
    const shown: ZohlarKept[] = [];
    const view = renderHook(({value}: {value: ZohlarKept | null}) => useKept(loader, value, (data) => shown.push(data)), {
      initialProps: {value: null as ZohlarKept | null},
    });
    await waitFor(() => expect(view.result.current.spec).not.toBeNull());
    view.rerender({value: {documents: [FLEET]}});
    write([FLEET, LAPTOP]);
    window.dispatchEvent(new StorageEvent('storage', {key: SPEC.key}));
    write([FLEET, LAPTOP, NOTES_A]);
    window.dispatchEvent(new StorageEvent('storage', {key: SPEC.key}));
    expect(shown.at(-1)?.documents.map((d) => d.id)).toEqual([FLEET.id, LAPTOP.id, NOTES_A.id]);
    view.unmount();
  });
});

