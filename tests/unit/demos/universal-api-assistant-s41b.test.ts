/**
 * The tester u28y's finding A-A5 of issue 28 (task 41a2): the request form the assistant built, the operation chosen and
 * every value the reader edited survive a reload and Back/Forward. The record (kept.ts) is format 4: it adds `form`
 * (the request the results answer, the operation chosen and the reader's own values). A format-3 record still reads,
 * without a form; a form that no longer fits the document (an operation it lacks, a field the operation lacks) comes
 * back without those parts, never as a false value. The e2e check is tests/e2e/tools-s41a.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {formFields, parseOpenApi, restoredForm, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {API_ASSISTANT_KEPT} from '@site/src/demos/universal-api-assistant/kept';
import {loadKept, saveKept} from '@site/src/demos/kit/persist';
import {MemoryStore} from './kit/memoryStore';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const HELPDESK = parse(SAMPLE_OPENAPI);
const op = HELPDESK.operations.find((o) => formFields(o).length >= 2)!;
const [f1, f2] = formFields(op);

describe('A-A5: the form and the reader\'s edits are kept (format 4)', () => {
  it('is version 4 or later (5 since u29s A21 added the work the sample replaced)', () => {
    expect(API_ASSISTANT_KEPT.version).toBeGreaterThanOrEqual(4);
  });

  it('a form with edited values round-trips through storage', () => {
    const store = new MemoryStore();
    const kept = {document: null, request: 'refund order 42', form: {asked: 'refund order 42', chosen: op.key, values: {[f1.id]: '7', [f2.id]: ''}}};
    expect(saveKept(API_ASSISTANT_KEPT, kept, store).ok).toBe(true);
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual(kept);
  });

  it('a form asked but with no operation chosen by the reader keeps chosen null', () => {
    const store = new MemoryStore();
    const kept = {document: null, form: {asked: 'refund an order', chosen: null, values: {[f1.id]: '3'}}};
    expect(saveKept(API_ASSISTANT_KEPT, kept, store).ok).toBe(true);
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual(kept);
  });

  it('a format-3 record migrates: document and request come back, with no form', () => {
    const store = new MemoryStore();
    store.setItem(API_ASSISTANT_KEPT.key, JSON.stringify({v: 3, savedAt: '2026-11-26T10:00:00.000Z', data: {document: null, request: 'close ticket TCK-1042'}}));
    const loaded = loadKept(API_ASSISTANT_KEPT, store);
    expect(loaded.data).toEqual({document: null, request: 'close ticket TCK-1042'});
    expect(loaded.problem ?? null).toBeNull();
  });

  it('a format-3 record is never read for a form, even when it carries one', () => {
    const store = new MemoryStore();
    store.setItem(API_ASSISTANT_KEPT.key, JSON.stringify({v: 3, savedAt: '2026-11-26T10:00:00.000Z', data: {document: null, form: {asked: 'x', chosen: null, values: {}}}}));
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual({document: null});
  });

  it.each([
    ['values not an object', {asked: 'x', chosen: null, values: 'a'}],
    ['a value that is no text', {asked: 'x', chosen: null, values: {a: 3}}],
    ['asked not text', {asked: 4, chosen: null, values: {}}],
    ['chosen not text or null', {asked: 'x', chosen: 5, values: {}}],
  ])('a format-4 record with %s is unreadable (backed up, never half-read)', (_, form) => {
    const store = new MemoryStore();
    store.setItem(API_ASSISTANT_KEPT.key, JSON.stringify({v: 4, savedAt: '2026-11-27T01:00:00.000Z', data: {document: null, form}}));
    const loaded = loadKept(API_ASSISTANT_KEPT, store);
    expect(loaded.data).toBeNull();
    expect(loaded.problem).toMatch(/not in a form/);
  });

  it('says the form is not kept when storage refuses', () => {
    const store = new MemoryStore();
    store.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const outcome = saveKept(API_ASSISTANT_KEPT, {document: null, form: {asked: 'x', chosen: null, values: {[f1.id]: '1'}}}, store);
    expect(outcome.ok).toBe(false);
  });
});

describe('A-A5: restoring a kept form against the document in use', () => {
  it('brings back the operation chosen and every edited value', () => {
    const r = restoredForm(HELPDESK, {asked: 'refund order 42', chosen: op.key, values: {[f1.id]: '7', [f2.id]: ''}});
    expect(r).toEqual({asked: 'refund order 42', chosen: op.key, values: {[f1.id]: '7', [f2.id]: ''}});
  });

  it('an operation the document lacks is dropped, and so are values kept for it', () => {
    const r = restoredForm(HELPDESK, {asked: 'refund order 42', chosen: 'GET /nowhere', values: {[f1.id]: '7'}});
    expect(r).toEqual({asked: 'refund order 42', chosen: null, values: {}});
  });

  it('a value for a field the chosen operation lacks is dropped', () => {
    const r = restoredForm(HELPDESK, {asked: 'refund order 42', chosen: op.key, values: {[f1.id]: '7', 'query:nosuchfield': 'x'}});
    expect(r.values).toEqual({[f1.id]: '7'});
  });

  it('with no operation chosen by the reader, values are kept as they are (the page checks them against its own choice)', () => {
    const r = restoredForm(HELPDESK, {asked: 'refund an order', chosen: null, values: {[f1.id]: '7'}});
    expect(r).toEqual({asked: 'refund an order', chosen: null, values: {[f1.id]: '7'}});
  });
});

// u29b (task 41a4) A-6: the values edited on one operation are kept while the reader opens another of the same results;
// the kept note names what the record really holds.
import {switchOperation} from '@site/src/demos/universal-api-assistant/edits';

describe('u29b A-6: edits per operation while the request is the same', () => {
  it('opening another operation keeps the first one\'s edits, and opening it again brings them back', () => {
    const away = switchOperation({}, 'POST /bookings', {nights: '7'}, 'GET /rooms');
    expect(away.values).toEqual({});
    expect(away.edits).toEqual({'POST /bookings': {nights: '7'}});
    const back = switchOperation(away.edits, 'GET /rooms', {floor: '2'}, 'POST /bookings');
    expect(back.values).toEqual({nights: '7'});
    expect(back.edits).toEqual({'POST /bookings': {nights: '7'}, 'GET /rooms': {floor: '2'}});
  });

  it('an operation left with no edits keeps nothing, and the edits given are not changed', () => {
    const edits = {'GET /rooms': {floor: '2'}};
    const next = switchOperation(edits, 'GET /rooms', {}, 'POST /bookings');
    expect(next.edits).toEqual({});
    expect(edits).toEqual({'GET /rooms': {floor: '2'}});
  });

  it('no operation shown before (null) keeps nothing', () => {
    expect(switchOperation({}, null, {nights: '7'}, 'GET /rooms')).toEqual({edits: {}, values: {}});
  });
});

describe('u29b A-8: the kept note names what is kept', () => {
  const whatOf = API_ASSISTANT_KEPT.whatOf!;
  it('names each part the record holds', () => {
    expect(whatOf({document: 'openapi: 3.0.0', request: 'x', form: {asked: 'x', chosen: null, values: {}}})).toBe('your OpenAPI document, request and form values');
    expect(whatOf({document: null, request: 'book a room'})).toBe('your request');
    expect(whatOf({document: 'openapi: 3.0.0'})).toBe('your OpenAPI document');
    expect(whatOf({document: null, loaded: 'openapi: 3.0.0', form: {asked: 'x', chosen: null, values: {}}})).toBe('your OpenAPI document and form values');
    expect(whatOf({document: null, request: 'x', form: {asked: 'x', chosen: null, values: {}}})).toBe('your request and form values');
  });
});
