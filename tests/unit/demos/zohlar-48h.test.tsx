/**
 * Issue 28 (u32a), task 48h. F7: two tabs add "Team notes" at the same moment; after a reload one
 * of the two was gone. The order that loses it: tab A saves its list, tab B gets the storage event
 * and merges (its page is asked to show both), and B's own planned save runs before B's page has
 * re-rendered, so that save still carries B's list from before the event. It must keep A's document.
 * F9: a Markdown table's "| --- |" row was quoted as data. F10: the too-large message said no added document is kept.
 */
import {renderHook, waitFor} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
import {useKept} from '@site/src/demos/kit/useKept';
import {keptAfterReload, plainTables, ZOHLAR_KEPT, type ZohlarKept} from '@site/src/demos/zohlar-showcase/kept';
import {labelledCells} from '@site/src/demos/simple-chat/snippet';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

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


describe('F9: a Markdown table in an added document reads as the guide writes its tables', () => {
  const RUNBOOK = [
    '## Postmortems',
    '',
    'A postmortem is written for every Severity 1 incident within five working days.',
    '',
    '| Role | Duty |',
    '| --- | --- |',
    '| Incident commander | Coordinates responders and decides on rollback |',
    '| Scribe | Keeps the timeline |',
    '',
    'After the table.',
  ].join('\n');

  it('drops the separator row and the outer pipes, and the chat names each cell by its column', () => {
    const text = plainTables(RUNBOOK);
    expect(text).not.toMatch(/---/);
    expect(text).toContain('Role | Duty |\nIncident commander | Coordinates responders and decides on rollback |\nScribe | Keeps the timeline |');
    expect(text).toContain('After the table.');
    // The chat's reading of a table (simple-chat/snippet.ts): no "Duty: ---" row, the scribe's duty named.
    const read = labelledCells(text);
    expect(read).not.toMatch(/Duty: ---/);
    expect(read).toContain('Scribe | Duty: Keeps the timeline |');
  });

  it('leaves text without a Markdown table as it is, and keeps escaped pipes inside a cell', () => {
    expect(plainTables('A | B is not a table.\n--- a rule')).toBe('A | B is not a table.\n--- a rule');
    expect(plainTables('| Key | Meaning |\n|:---|---:|\n| a \\| b | either |')).toBe('Key | Meaning |\na | b | either |');
  });

  it('the workspace hands Ask and Chat the plain table (index.tsx reads added documents through plainTables)', () => {
    const source = readFileSync(join(__dirname, '../../../src/demos/zohlar-showcase/index.tsx'), 'utf8');
    expect(source).toMatch(/plainTables\(d\.text\)/);
  });
});

describe('F10: the too-large message says which documents a reload brings back', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  });
  afterEach(() => localStorage.clear());

  it('names the smaller document kept earlier and the large one that is not kept', async () => {
    const small = {...ZOHLAR_KEPT, maxChars: 2_000};
    const keep = doc('added-1-keep', 'Keep me');
    const big = {id: 'added-2-big', title: 'Big register', text: 'row '.repeat(1_000)};
    const view = renderHook(({value}: {value: ZohlarKept | null}) => useKept(() => Promise.resolve(small), value, () => undefined), {
      initialProps: {value: null as ZohlarKept | null},
    });
    await waitFor(() => expect(view.result.current.spec).not.toBeNull());
    view.rerender({value: {documents: [keep]}});
    await sleep(700);
    expect(stored()).toEqual([keep.id]);
    view.rerender({value: {documents: [keep, big]}});
    await waitFor(() => expect(view.result.current.failure).not.toBeNull(), {timeout: 2_000});
    expect(view.result.current.failure).toMatch(/a reload brings back the list as it was last kept: “Keep me” is kept; “Big register” is not\./);
    expect(view.result.current.failure).not.toMatch(/they are not kept after a reload/);
    expect(stored()).toEqual([keep.id]);
    view.unmount();
  });

  it('says plainly that nothing is kept when the browser holds none of them', () => {
    expect(keptAfterReload([doc('added-2-big', 'Big')], [])).toBe('they are not kept after a reload.');
    expect(keptAfterReload([doc('added-2-big', 'Big')], [doc('added-1-old', 'Old')])).toBe(
      'a reload brings back the list as it was last kept; “Big” is not; “Old”, which you removed since, comes back.',
    );
  });
});
