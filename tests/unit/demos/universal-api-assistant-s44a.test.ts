/**
 * Task 44a (issue 28, tester u29s): the API assistant's findings A21 and on.
 * - A21 (lost work): "Load the sample" over the reader's own document and form held them for Undo in memory only; a
 *   reload (or Back) without Undo lost them for good. The kept record (format 5) now holds them beside the sample
 *   (`replaced`), so Undo survives a reload; format 1-4 records still load. The browser rows are in
 *   tests/e2e/tools-s44a.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {API_ASSISTANT_KEPT, API_ASSISTANT_TAB, type ApiAssistantKept} from '@site/src/demos/universal-api-assistant/kept';
import {replacedWhat} from '@site/src/demos/universal-api-assistant/edits';
import {MAX_DOCUMENT_CHARS} from '@site/src/demos/universal-api-assistant/openapi';
import {backupKey, loadKept, saveKept} from '@site/src/demos/kit/persist';
import {MemoryStore} from './kit/memoryStore';
import {PETCLINIC_API} from './fixtures/api-specs-u29s';

const FORM = {asked: 'pay invoice 77 CHF 99.90 cash', chosen: 'POST /invoices/{invoiceId}/payments', values: {method: 'card'}};
/** The tester's state after "Load the sample": the sample in use, the pet clinic document and its form held beside it. */
const AFTER_SAMPLE: ApiAssistantKept = {document: null, request: 'pay invoice 77 CHF 99.90 cash', replaced: {document: PETCLINIC_API, request: 'pay invoice 77 CHF 99.90 cash', form: FORM}};

describe('A21: the work "Load the sample" replaced is kept beside it', () => {
  it('survives a save and a load, in the tab record and the shared one', () => {
    for (const spec of [API_ASSISTANT_KEPT, API_ASSISTANT_TAB]) {
      const store = new MemoryStore();
      expect(saveKept(spec, AFTER_SAMPLE, store).ok).toBe(true);
      expect(loadKept(spec, store).data).toEqual(AFTER_SAMPLE);
    }
  });

  it('a held document with an unloaded edit in its box keeps both', () => {
    const held: ApiAssistantKept = {document: null, replaced: {document: 'openapi: 3.0.3\n  broken', loaded: PETCLINIC_API}};
    const store = new MemoryStore();
    expect(saveKept(API_ASSISTANT_KEPT, held, store).ok).toBe(true);
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual(held);
  });

  it('a document at the loading limit held beside a box edit at the limit still fits the record', () => {
    const big = 'x'.repeat(MAX_DOCUMENT_CHARS);
    const held: ApiAssistantKept = {document: big, loaded: null, replaced: {document: big, loaded: `${big}y`, form: FORM}};
    expect(saveKept(API_ASSISTANT_KEPT, held, new MemoryStore()).ok).toBe(true);
  });

  it('the kept note names the held work too', () => {
    expect(API_ASSISTANT_KEPT.whatOf?.(AFTER_SAMPLE)).toBe('your request, and the document and form the sample replaced');
    expect(API_ASSISTANT_KEPT.whatOf?.({document: null, replaced: {document: PETCLINIC_API}})).toBe('the document the sample replaced');
    expect(API_ASSISTANT_KEPT.whatOf?.({document: null})).toBe('nothing of yours');
  });

  it('the downloaded copy holds the held document', () => {
    const text = API_ASSISTANT_KEPT.toText?.(AFTER_SAMPLE) ?? '';
    expect(text).toContain('Replaced by the sample, kept beside it');
    expect(text).toContain('"title":"Vet Clinic"');
    expect(text).toContain('method: card');
  });

  it('says what the held work holds', () => {
    expect(replacedWhat({document: PETCLINIC_API, form: FORM})).toBe('document and form');
    expect(replacedWhat({document: null, loaded: PETCLINIC_API})).toBe('document');
    expect(replacedWhat({document: null, request: 'x'})).toBe('request');
    expect(replacedWhat({document: null, form: FORM})).toBe('form');
  });

  it('a held part in no readable form makes the record unreadable (backed up whole), never silently dropped', () => {
    const store = new MemoryStore();
    const raw = JSON.stringify({v: 5, savedAt: '2026-11-27T10:00:00.000Z', data: {document: null, replaced: {document: 42}}});
    store.setItem(API_ASSISTANT_KEPT.key, raw);
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toBeNull();
    expect(store.getItem(backupKey(API_ASSISTANT_KEPT.key))).toBe(raw);
  });

  it('is format 5; format 4 and 3 records still load as they were (a `replaced` in them is not format 4\'s)', () => {
    expect(API_ASSISTANT_KEPT.version).toBe(5);
    const store = new MemoryStore();
    const v4 = {document: PETCLINIC_API, request: 'pay invoice 77', form: FORM};
    store.setItem(API_ASSISTANT_KEPT.key, JSON.stringify({v: 4, savedAt: '2026-11-26T10:00:00.000Z', data: v4}));
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual(v4);
    store.setItem(API_ASSISTANT_KEPT.key, JSON.stringify({v: 3, savedAt: '2026-11-26T10:00:00.000Z', data: {document: null, request: 'refund'}}));
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual({document: null, request: 'refund'});
  });
});
