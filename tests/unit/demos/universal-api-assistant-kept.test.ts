/**
 * Universal API Assistant, second fresh user test of issue 28 (u28c): the reader's OpenAPI document
 * is kept in this browser (D7), and hints name the loaded API's resources, not the sample's (D8).
 * The e2e tests are in tests/e2e/demos-round2b.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {apiNouns, MAX_DOCUMENT_CHARS, parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {API_ASSISTANT_KEPT, type ApiAssistantKept} from '@site/src/demos/universal-api-assistant/kept';
import {keptWithin, KEPT_MAX_CHARS} from '@site/src/demos/universal-api-assistant/edits';
import {backupKey, loadKept, saveKept} from '@site/src/demos/kit/persist';
import {MemoryStore} from './kit/memoryStore';

/** A minimal OpenAPI 3 document with one GET operation per path. */
function docWith(paths: string[]): ApiDocument {
  const spec = {
    openapi: '3.0.3',
    info: {title: 'Test', version: '1'},
    servers: [{url: 'https://api.example.com'}],
    paths: Object.fromEntries(
      paths.map((p, i) => [
        p,
        {
          get: {
            operationId: `op${i}`,
            summary: `Operation ${i}`,
            parameters: [...p.matchAll(/\{(\w+)\}/g)].map((m) => ({name: m[1], in: 'path', required: true, schema: {type: 'string'}})),
            responses: {'200': {description: 'ok'}},
          },
        },
      ]),
    ),
  };
  const r = parseOpenApi(JSON.stringify(spec));
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
}

describe('hints name the loaded API', () => {
  it.each([
    [['/books', '/loans', '/loans/{loanId}/renew', '/members/{memberId}/fines'], ['book', 'loan', 'member']],
    [['/v2/invoices', '/v2/invoices/{id}/lines', '/v2/payments'], ['invoice', 'payment', 'line']],
    [['/api/categories/{id}', '/api/addresses', '/api/boxes'], ['category', 'address', 'box']],
    [['/shipping-labels', '/warehouseZones/{zoneId}'], ['shipping', 'warehouse', 'label']],
    [['/status', '/{id}'], ['status']],
  ])('%j', (paths, nouns) => {
    expect(apiNouns(docWith(paths), 3)).toEqual(nouns);
  });

  it('for the sample: its own resources', () => {
    const r = parseOpenApi(SAMPLE_OPENAPI);
    if (!r.ok) throw new Error(r.error.message);
    expect(apiNouns(r.doc, 3)).toEqual(['ticket', 'customer', 'refund']);
  });

  it('another API never gets the sample\'s words', () => {
    const nouns = apiNouns(docWith(['/books', '/members/{id}']));
    for (const w of ['ticket', 'customer', 'refund']) expect(nouns).not.toContain(w);
  });
});


describe('the reader\'s document is kept', () => {
  it('comes back after a save, byte for byte (JSON, YAML, non-Latin text)', () => {
    for (const document of ['{"openapi":"3.0.3"}', 'openapi: 3.0.3\ninfo:\n  title: Bibliothek – Ausleihe 图书馆\n', '   not even valid   ']) {
      const store = new MemoryStore();
      expect(saveKept(API_ASSISTANT_KEPT, {document}, store).ok).toBe(true);
      expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual({document});
    }
  });

  it('says when storage is full, and keeps nothing half-written', () => {
    const store = new MemoryStore();
    store.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const outcome = saveKept(API_ASSISTANT_KEPT, {document: 'openapi: 3.0.3'}, store);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(/full/i);
  });

  it('a document up to twice the loading limit fits; a damaged record is backed up, not dropped', () => {
    const store = new MemoryStore();
    expect(saveKept(API_ASSISTANT_KEPT, {document: 'x'.repeat(MAX_DOCUMENT_CHARS + 10)}, store).ok).toBe(true);
    store.setItem(API_ASSISTANT_KEPT.key, '{"v":1,"data":{"document":42}}');
    const loaded = loadKept(API_ASSISTANT_KEPT, store);
    expect(loaded.data).toBeNull();
    expect(store.getItem(backupKey(API_ASSISTANT_KEPT.key))).toContain('42');
  });
});

describe('u30j A7: the too-large note agrees with what it names', () => {
  it('"Your OpenAPI document, request and form values are … characters", never "… values is …"', () => {
    const big = 'x'.repeat(MAX_DOCUMENT_CHARS * 7);
    const saved = saveKept(API_ASSISTANT_KEPT, {document: big, request: 'get thing number 3999'}, new MemoryStore());
    expect(!saved.ok && saved.message).toMatch(/^Your OpenAPI document, request and form values are [\d,]+ characters; .* so they are not kept after a reload\. They are still on this page/);
  });
});

describe('u30j A7: a box too long to keep leaves out only its text; the request and form typed after it are kept', () => {
  const HUGE = `{"openapi": "3.0.3", "x": "${'y'.repeat(2_424_800)}"}`;
  const MINE = 'openapi: 3.0.3\ninfo: {title: Mine, version: "1"}\npaths: {}\n';
  const FORM = {asked: 'get thing number 3999', chosen: 'GET /things/{id}', values: {id: '3999'}};

  it('the over-limit paste over the sample: the request is kept, the box comes back as the sample', () => {
    const fitted = keptWithin({document: HUGE, loaded: null, request: 'get thing number 3999'});
    expect(fitted).toEqual({value: {document: null, request: 'get thing number 3999'}, left: HUGE.length, leftHeld: null});
    const store = new MemoryStore();
    expect(saveKept(API_ASSISTANT_KEPT, fitted.value as ApiAssistantKept, store).ok).toBe(true);
    expect(loadKept(API_ASSISTANT_KEPT, store).data?.request).toBe('get thing number 3999');
  });

  it("over a document of the reader's in use: that document, the request, the form and the held work are kept", () => {
    const held = {document: MINE, request: 'list things'};
    const fitted = keptWithin({document: HUGE, loaded: MINE, request: 'get thing number 3999', form: FORM, replaced: held, replacedBy: 'file'});
    expect(fitted.value).toEqual({document: MINE, request: 'get thing number 3999', form: FORM, replaced: held, replacedBy: 'file'});
    expect(fitted.left).toBe(HUGE.length);
    expect(saveKept(API_ASSISTANT_KEPT, fitted.value as ApiAssistantKept, new MemoryStore()).ok).toBe(true);
  });

  it('a record that fits is kept whole, a box edit over the loading limit included', () => {
    const edit = 'z'.repeat(MAX_DOCUMENT_CHARS + 10);
    const value: ApiAssistantKept = {document: edit, loaded: MINE, request: 'x'};
    expect(keptWithin(value)).toEqual({value, left: null, leftHeld: null});
    expect(keptWithin({document: MINE})).toEqual({value: {document: MINE}, left: null, leftHeld: null});
    expect(keptWithin(null)).toEqual({value: null, left: null, leftHeld: null});
  });

  it('the paste, then "Load the sample": the held work keeps its request and the document that was in use', () => {
    const fitted = keptWithin({document: null, request: 'refund an order 5', replaced: {document: HUGE, loaded: MINE, request: 'get thing number 3999'}});
    expect(fitted).toEqual({value: {document: null, request: 'refund an order 5', replaced: {document: MINE, request: 'get thing number 3999'}}, left: null, leftHeld: HUGE.length});
    expect(saveKept(API_ASSISTANT_KEPT, fitted.value as ApiAssistantKept, new MemoryStore()).ok).toBe(true);
  });

  it('text that grows in JSON (quotes, backslashes) is measured as JSON', () => {
    const quoted = '"'.repeat(KEPT_MAX_CHARS / 2 + 10);
    expect(keptWithin({document: quoted, loaded: MINE}).left).toBe(quoted.length);
  });
});

describe('u30j A9: work replaced by another tab\'s work, a file or a loaded document is kept with what replaced it', () => {
  const HELD = {document: 'openapi: 3.0.3\ninfo: {title: Bakery, version: "1"}\npaths: {}\n', request: 'cancel order 4471', form: {asked: 'cancel order 4471', chosen: 'POST /orders/{id}/cancel', values: {reason: 'customer moved'}}};
  const AFTER_TAB: ApiAssistantKept = {document: 'openapi: 3.0.3\ninfo: {title: Ferry Booking, version: "1"}\npaths: {}\n', request: 'cancel reservation FR-1', replaced: HELD, replacedBy: 'tab'};

  it('survives a save and a read, with what replaced it', () => {
    const store = new MemoryStore();
    expect(saveKept(API_ASSISTANT_KEPT, AFTER_TAB, store).ok).toBe(true);
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual(AFTER_TAB);
  });

  it('the kept note and the downloaded copy name what replaced it', () => {
    expect(API_ASSISTANT_KEPT.whatOf?.(AFTER_TAB)).toBe('your OpenAPI document and request, and the document and form the other tab’s work replaced');
    expect(API_ASSISTANT_KEPT.whatOf?.({...AFTER_TAB, replacedBy: 'file'})).toMatch(/the document and form the uploaded file replaced$/);
    expect(API_ASSISTANT_KEPT.toText(AFTER_TAB)).toContain('Replaced by the other tab’s work, kept beside it:\n\nRequest: cancel order 4471');
  });

  it('a record naming something else as what replaced it is unreadable, never read as the sample', () => {
    const store = new MemoryStore();
    store.setItem(API_ASSISTANT_KEPT.key, JSON.stringify({v: 5, savedAt: '2026-11-27T00:00:00Z', data: {...AFTER_TAB, replacedBy: 'printer'}}));
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toBeNull();
  });
});
