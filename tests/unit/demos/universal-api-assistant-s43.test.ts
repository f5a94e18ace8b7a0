/**
 * Task 43a (issue 28, tester u29f): the API assistant's work per tab, take-backs, exclusions.
 * - two tabs overwrite each other's kept state (last writer wins). Each tab now keeps its own record in its session
 *   storage (API_ASSISTANT_TAB); the shared local-storage record (API_ASSISTANT_KEPT, format 4, unchanged) is only the
 *   starting point of a tab that has none; another tab's save never replaces this tab's work (otherTabWork says what
 *   it holds, for the page's notice). The browser rows are in tests/e2e/tools-s43a.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {API_ASSISTANT_KEPT, API_ASSISTANT_TAB, otherTabWork, type ApiAssistantKept} from '@site/src/demos/universal-api-assistant/kept';
import {loadKept, saveKept} from '@site/src/demos/kit/persist';
import {MemoryStore} from './kit/memoryStore';
import {parseOpenApi, SAFE_METHODS, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {INVENTORY_U29F_API, ROOMS_API, TICKETING_API} from './fixtures/api-specs-u29f';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {sample: parse(SAMPLE_OPENAPI), rooms: parse(ROOMS_API), inventory: parse(INVENTORY_U29F_API), ticketing: parse(TICKETING_API)};
type Spec = keyof typeof SPECS;

function ask(spec: Spec, request: string) {
  const a = assist(SPECS[spec], request);
  return {
    chosen: a.chosen ? `${a.chosen.method.toUpperCase()} ${a.chosen.path}` : null,
    method: a.chosen?.method ?? null,
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])),
    listedWrites: a.listed.filter((x) => x.good && !SAFE_METHODS.has(x.ranked.operation.method)).length,
  };
}

const TICKETING = 'openapi: 3.0.3\ninfo: {title: Ticketing, version: "1"}\npaths: {}\n';
const BOOKING = '{"openapi": "3.1.0", "info": {"title": "Rooms", "version": "1"}, "paths": {}}';
const FORMAT_4: ApiAssistantKept = {document: TICKETING, request: 'update ticket T-1', form: {asked: 'update ticket T-1', chosen: 'PATCH /tickets/{id}', values: {assignee: 'kim'}}};

describe('A-6: a record per tab, the shared one only to start from', () => {
  it('the tab record lives in session storage under its own key, in the same format', () => {
    expect(API_ASSISTANT_TAB.session).toBe(true);
    expect(API_ASSISTANT_KEPT.session).toBeFalsy();
    expect(API_ASSISTANT_TAB.key).toBe('cap-demo:universal-api-assistant:tab');
    expect(API_ASSISTANT_TAB.version).toBe(API_ASSISTANT_KEPT.version);
  });

  it('a format-4 record (the shared one before this change) loads in both, form included', () => {
    for (const spec of [API_ASSISTANT_KEPT, API_ASSISTANT_TAB]) {
      const store = new MemoryStore();
      store.setItem(spec.key, JSON.stringify({v: 4, savedAt: '2026-11-26T10:00:00.000Z', data: FORMAT_4}));
      expect(loadKept(spec, store).data).toEqual(FORMAT_4);
    }
  });

  it('format 3 and format 1 records still load', () => {
    const store = new MemoryStore();
    store.setItem(API_ASSISTANT_TAB.key, JSON.stringify({v: 3, savedAt: '2026-11-26T10:00:00.000Z', data: {document: null, request: 'refund'}}));
    expect(loadKept(API_ASSISTANT_TAB, store).data).toEqual({document: null, request: 'refund'});
    store.setItem(API_ASSISTANT_TAB.key, JSON.stringify({v: 1, savedAt: '2026-11-26T10:00:00.000Z', data: {document: BOOKING}}));
    expect(loadKept(API_ASSISTANT_TAB, store).data).toEqual({document: BOOKING});
  });

  it('saving one tab writes only its own session record', () => {
    const tab1 = new MemoryStore();
    const tab2 = new MemoryStore();
    saveKept(API_ASSISTANT_TAB, FORMAT_4, tab1);
    saveKept(API_ASSISTANT_TAB, {document: BOOKING, request: 'cancel booking BKG-0042'}, tab2);
    expect(loadKept(API_ASSISTANT_TAB, tab1).data).toEqual(FORMAT_4);
    expect(loadKept(API_ASSISTANT_TAB, tab2).data?.document).toBe(BOOKING);
  });

  describe('otherTabWork: what another tab saved, when it differs from this tab', () => {
    it('another document in use: named, with its request', () => {
      expect(otherTabWork({document: BOOKING, request: 'cancel booking BKG-0042'}, FORMAT_4)).toEqual({document: BOOKING, request: 'cancel booking BKG-0042'});
    });
    it('the box edited in the other tab while the ticketing document stays in use there: still the ticketing document', () => {
      expect(otherTabWork({document: TICKETING + '#', loaded: TICKETING}, FORMAT_4)).toBeNull();
    });
    it('the same document, another form: no notice (the document did not change)', () => {
      expect(otherTabWork({...FORMAT_4, form: {asked: 'x', chosen: null, values: {}}}, FORMAT_4)).toBeNull();
    });
    it('the other tab went back to the sample while this one has its own document: the sample (null)', () => {
      expect(otherTabWork(null, FORMAT_4)).toEqual({document: null});
      expect(otherTabWork({document: null, request: 'refund'}, FORMAT_4)).toEqual({document: null, request: 'refund'});
    });
    it('both on the sample: nothing to say', () => {
      expect(otherTabWork(null, null)).toBeNull();
      expect(otherTabWork({document: null, request: 'x'}, null)).toBeNull();
    });
  });
});

describe('take-backs: a change the request takes back is never chosen; the read it asks for is', () => {
  const rows: Array<[Spec, string, string, Record<string, string>]> = [
    // [spec, request, the read chosen, values it must fill]
    ['sample', 'close ticket TCK-1042... actually never mind, show it to me first', 'GET /tickets/{ticketId}', {ticketId: 'TCK-1042'}],
    ['sample', 'close ticket TCK-1042, scratch that, list them', 'GET /tickets', {}],
    ['sample', 'delete ticket TCK-1042, on second thought just get it', 'GET /tickets/{ticketId}', {ticketId: 'TCK-1042'}],
    ['sample', 'hold off on deleting TCK-1042, show me', 'GET /tickets/{ticketId}', {ticketId: 'TCK-1042'}],
    ['sample', 'hold off on deleting ticket TCK-1042, show it to me', 'GET /tickets/{ticketId}', {ticketId: 'TCK-1042'}],
    ['sample', 'show ticket TCK-1042 instead of deleting it', 'GET /tickets/{ticketId}', {ticketId: 'TCK-1042'}],
    ['sample', 'delete ticket TCK-1042, wait, I changed my mind, show it', 'GET /tickets/{ticketId}', {ticketId: 'TCK-1042'}],
    ['sample', "let's not delete ticket TCK-1042, show it first", 'GET /tickets/{ticketId}', {ticketId: 'TCK-1042'}],
    ['sample', 'rather than closing ticket TCK-1042, show it to me', 'GET /tickets/{ticketId}', {ticketId: 'TCK-1042'}],
    ['rooms', 'cancel booking BKG-0042, no no, just show it', 'GET /bookings/{bookingId}', {bookingId: 'BKG-0042'}],
    ['rooms', 'cancel booking BKG-0042... actually never mind, show it to me first', 'GET /bookings/{bookingId}', {bookingId: 'BKG-0042'}],
    ['inventory', 'discontinue SKU-0042, on reflection, show it first', 'GET /products/{sku}', {sku: 'SKU-0042'}],
    ['ticketing', 'delete ticket HD-1042, hold off, show it to me first', 'GET /tickets/{ticketId}', {ticketId: 'HD-1042'}],
  ];
  it.each(rows)('%s: %s', (spec, request, chosen, values) => {
    const r = ask(spec, request);
    expect(r.chosen).toBe(chosen);
    expect(r.listedWrites).toBe(0);
    for (const [k, v] of Object.entries(values)) expect(r.values[k]).toBe(v);
  });
  // Must keep: a change asked after the take-back is chosen; "first" in an order ("newest first") still counts.
  it.each([
    ['sample', 'show ticket TCK-1042, no wait, close it', 'PATCH /tickets/{ticketId}'],
    ['sample', 'list tickets, newest first', 'GET /tickets'],
  ] as Array<[Spec, string, string]>)('%s: %s', (spec, request, chosen) => {
    expect(ask(spec, request).chosen).toBe(chosen);
  });
});

describe('exclusions: "no X" excludes X like "without X" and "but not X"', () => {
  const BOOK = 'POST /bookings';
  const rows: Array<[string, string | null, RegExp | null]> = [
    // [request, catering filled (null: empty), the note on catering]
    ['book RM-0101 on 2026-12-03 for 3 attendees, coffee but no lunch', 'coffee', null],
    ['book RM-0101 on 2026-12-03 for 3 attendees, no lunch, just coffee', 'coffee', null],
    ['book RM-0101 on 2026-12-03 for 3 attendees, coffee and no lunch', 'coffee', null],
    ['book RM-0101 on 2026-12-03 for 3 attendees, no coffee but lunch', 'lunch', null],
    ['book RM-0101 on 2026-12-03 for 3 attendees with lunch, no coffee', 'lunch', null],
    // Must keep: the forms that worked, and two values both asked for.
    ['book RM-0101 on 2026-12-03 for 3 attendees, coffee without lunch', 'coffee', null],
    ['book RM-0101 on 2026-12-03 for 3 attendees, coffee but not lunch', 'coffee', null],
    ['book RM-0101 on 2026-12-03 for 3 attendees, coffee and lunch', null, /two values given: coffee, lunch/],
  ];
  it.each(rows)('%s', (request, catering, note) => {
    const r = ask('rooms', request);
    expect(r.chosen).toBe(BOOK);
    expect(r.values.room).toBe('RM-0101');
    expect(r.values.attendees).toBe('3');
    if (catering === null) expect(r.values.catering).toBeUndefined();
    else expect(r.values.catering).toBe(catering);
    if (note) expect(r.notes.catering).toMatch(note);
    else expect(r.notes.catering).toBeUndefined();
  });
  it('"no closed ones" leaves the status empty with the exclusion note, never closed', () => {
    const r = ask('sample', 'list tickets, no closed ones');
    expect(r.chosen).toBe('GET /tickets');
    expect(r.values.status).toBeUndefined();
    expect(r.notes.status).toMatch(/excludes “closed”/);
  });
  it('"order no. ORD-48213" is a number sign, never an exclusion', () => {
    const r = ask('sample', 'refund $20 for order no. ORD-48213, it came late');
    expect(r.values.orderId).toBe('ORD-48213');
    expect(r.values.reason).toBe('late');
  });
});

describe('a currency word after a number is part of the amount, never a word the operation must share (u29f A-3)', () => {
  it.each([
    ['refund 20 dollars on ORD-55555 because it came late', '20'],
    ['refund 20 euros on ORD-55555 because it came late', '20'],
    ['refund 15 bucks on ORD-55555, it was damaged', null],
    ['refund $20 on ORD-55555 because it came late', '20'],
  ] as Array<[string, string | null]>)('%s', (request, amount) => {
    const r = ask('sample', request);
    expect(r.chosen).toBe('POST /refunds');
    expect(r.values.orderId).toBe('ORD-55555');
    if (amount !== null) expect(r.values.amount).toBe(amount);
  });
});
