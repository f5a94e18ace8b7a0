/**
 * The tester u29b's findings on the API assistant (issue 28, task 42a). Rows run the page's own steps (assist.ts).
 * - a request that starts with a verb that changes data ("book a suite …") never gets a read-only operation; the
 *   booking API's "Create a booking" is the one that books.
 * - a number the request names that breaks a numeric limit (minimum, maximum, a "max 100 results" limit
 *   parameter) is left empty with a note naming the limit, as the 2500 deposit already was; never silently.
 * - "add a new item ABC-0099 called Hammer, 40 pieces, tools, price 12.50" fills sku and quantity, and "price"
 *   (a field's name) is no second category value.
 * - "adjust stock of ABC-0007 by -600 for a sale" gets "Adjust the stock level of an item" (every noun of a summary's
 *   object is the operation's own), the sku, the reason and the change ("by -600", "add 30 units"), -600 with a note
 *   (the spec's minimum is -500).
 * - "list all tickets except closed ones, 500 per page" gets the list: the excluded span, "ones" and the page size
 *   are no words the operation must share; the status is left empty with the exclusion note, 500 noted over the maximum.
 * Specs: the tester's booking and inventory APIs (fixtures/api-specs-u29b.ts) and the helpdesk sample.
 */
import {describe, expect, it} from 'vitest';
import {formFields, parseOpenApi, valuesFromRequest, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {BOOKING_API, WAREHOUSE_API} from './fixtures/api-specs-u29b';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {booking: parse(BOOKING_API), warehouse: parse(WAREHOUSE_API), helpdesk: parse(SAMPLE_OPENAPI)};
type Spec = keyof typeof SPECS;

function ask(spec: Spec, request: string) {
  const a = assist(SPECS[spec], request);
  return {
    chosen: a.chosen?.key ?? null,
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])),
  };
}

const WRITE = /^(?:POST|PUT|PATCH|DELETE) /;
/**
 * A row: the request; the operation chosen (op; null: none); values filled (values: exactly these; has: at least
 * these); fields that must stay empty (absent); notes that must be there (note) and fields that must have none (quiet).
 */
type Row = {spec: Spec; ask: string; op: string | null; values?: Record<string, string>; has?: Record<string, string>; absent?: string[]; note?: Record<string, RegExp>; quiet?: string[]};
const BOOK = 'POST /bookings';

const CLASSES: Record<string, Row[]> = {
  'A-1: a request that starts with a verb that changes data never gets a read-only operation': [
    {spec: 'booking', ask: 'book a suite for GST-0007 for 20 nights starting 2027-01-05', op: BOOK, values: {guestId: 'GST-0007', roomType: 'suite', checkIn: '2027-01-05'}},
    {spec: 'booking', ask: 'book room for guest gst-12 tomorrow for two nights', op: BOOK, absent: ['guestId']},
    {spec: 'booking', ask: 'book a suite for GST-0007', op: BOOK, values: {guestId: 'GST-0007', roomType: 'suite'}},
    {spec: 'booking', ask: 'book a room', op: BOOK},
    {spec: 'booking', ask: 'book a suite for GST-0007 for 2 nights starting 2027-01-05', op: BOOK, values: {guestId: 'GST-0007', roomType: 'suite', checkIn: '2027-01-05', nights: '2'}},
  ],
  'A-1 must keep': [
    {spec: 'booking', ask: 'please book a double room on 2026-12-20 for 2 nights for GST-0042', op: BOOK, values: {guestId: 'GST-0042', roomType: 'double', checkIn: '2026-12-20', nights: '2'}},
    {spec: 'booking', ask: 'book a double room for guest GST-0042 on 2026-12-20 for 3 nights with breakfast', op: BOOK, has: {guestId: 'GST-0042', roomType: 'double', checkIn: '2026-12-20', nights: '3'}},
    {spec: 'booking', ask: 'list bookings that are not cancelled', op: 'GET /bookings', values: {}, note: {status: /excludes/}},
    {spec: 'booking', ask: 'show all bookings except suites', op: 'GET /bookings', absent: ['roomType']},
    {spec: 'booking', ask: 'what rooms are free on 2026-12-24', op: 'GET /rooms', values: {date: '2026-12-24'}},
    {spec: 'booking', ask: 'list bookings for guest GST-0042 that are checked in', op: 'GET /bookings', values: {guestId: 'GST-0042', status: 'checked_in'}},
    {spec: 'booking', ask: 'charge a deposit of 2500 EUR for booking BKG-0042', op: 'POST /bookings/{bookingId}/payments', values: {bookingId: 'BKG-0042', currency: 'EUR'}, note: {amount: /above the maximum of 2000/}},
    {spec: 'booking', ask: 'how do I cancel a booking?', op: null},
    {spec: 'booking', ask: 'delete everything', op: null},
    {spec: 'warehouse', ask: 'remove 20 units of ABC-0012 because they were damaged', op: null},
  ],
  'A-2: a number that breaks a numeric limit is left empty with a note naming the limit': [
    {spec: 'booking', ask: 'book a suite for GST-0007 for 20 nights starting 2027-01-05', op: BOOK, absent: ['nights'], note: {nights: /above the maximum of 14/}},
    {spec: 'booking', ask: 'book a single room for 0 nights for GST-0001 on 2026-12-01', op: BOOK, has: {guestId: 'GST-0001', roomType: 'single', checkIn: '2026-12-01'}, absent: ['nights'], note: {nights: /below the minimum of 1/}},
    {spec: 'booking', ask: 'book a double room for 5 guests for GST-0001 on 2026-12-01 for 2 nights', op: BOOK, has: {guestId: 'GST-0001', nights: '2'}, absent: ['guests'], note: {guests: /above the maximum of 4/}},
    {spec: 'booking', ask: 'show me confirmed bookings for guest GST-0101, max 100 results', op: 'GET /bookings', values: {status: 'confirmed', guestId: 'GST-0101'}, note: {limit: /above the maximum of 50/}},
    {spec: 'warehouse', ask: 'add a new item ABC-0100 called Drill, 15000 pieces, price 1200', op: 'POST /items', has: {sku: 'ABC-0100'}, absent: ['quantity', 'price'], note: {quantity: /above the maximum of 10000/, price: /above the maximum of 999.99/}},
  ],
  'A-2 must keep': [
    {spec: 'booking', ask: 'book a double room for 2 guests for GST-0001 on 2026-12-01 for 2 nights', op: BOOK, has: {guestId: 'GST-0001', nights: '2', guests: '2'}, quiet: ['nights', 'guests']},
    {spec: 'helpdesk', ask: 'refund ORD-48213 for being late, amount 0', op: 'POST /refunds', note: {amount: /below the minimum/}},
  ],
  'A-4: an id that fits the pattern and "40 pieces" are filled; a field name is no value': [
    {spec: 'warehouse', ask: 'add a new item ABC-0099 called Hammer, 40 pieces, tools, price 12.50', op: 'POST /items', values: {sku: 'ABC-0099', name: 'Hammer', quantity: '40', category: 'tools', price: '12.50'}, quiet: ['category']},
  ],
  'A-5: the operation whose summary names the stock ("Adjust the stock level of an item") adjusts a stock': [
    {spec: 'warehouse', ask: 'adjust stock of ABC-0007 by -600 for a sale', op: 'POST /items/{sku}/adjust', values: {sku: 'ABC-0007', reason: 'sale'}, note: {delta: /below the minimum of -500/}},
    {spec: 'warehouse', ask: 'adjust stock of ABC-0007 by -60 for a sale', op: 'POST /items/{sku}/adjust', values: {sku: 'ABC-0007', delta: '-60', reason: 'sale'}, quiet: ['delta']},
    {spec: 'warehouse', ask: 'add 30 units to ABC-0012 after a recount', op: 'POST /items/{sku}/adjust', values: {sku: 'ABC-0012', delta: '30', reason: 'recount'}},
    {spec: 'warehouse', ask: 'add 30 units to abc-0012 after a recount', op: 'POST /items/{sku}/adjust', has: {delta: '30', reason: 'recount'}},
  ],
  'A-5 must keep': [
    {spec: 'warehouse', ask: 'add a new item ABC-0099 called Hammer, 40 pieces, tools, price 12.50', op: 'POST /items'},
    {spec: 'warehouse', ask: 'show item ABC-0012', op: 'GET /items/{sku}', values: {sku: 'ABC-0012'}},
    {spec: 'warehouse', ask: 'list garden items', op: 'GET /items', values: {category: 'garden'}},
    {spec: 'helpdesk', ask: 'refund 60 dollars for order ORD-48213 because it arrived damaged', op: 'POST /refunds'},
  ],
  'A-3: a list request with an excluded value and a page size gets the list operation': [
    {spec: 'helpdesk', ask: 'list all tickets except closed ones, 500 per page', op: 'GET /tickets', values: {}, note: {status: /excludes/, limit: /above the maximum of 100/}},
    {spec: 'helpdesk', ask: 'list all tickets except closed ones', op: 'GET /tickets', values: {}, note: {status: /excludes/}},
    {spec: 'helpdesk', ask: 'list all tickets except closed ones, 20 per page', op: 'GET /tickets', values: {limit: '20'}, note: {status: /excludes/}},
    {spec: 'helpdesk', ask: 'list open tickets, 50 per page', op: 'GET /tickets', values: {status: 'open', limit: '50'}},
  ],
  'A-3 must keep': [
    {spec: 'helpdesk', ask: 'get ticket TCK-0042', op: 'GET /tickets/{ticketId}', values: {ticketId: 'TCK-0042'}},
    {spec: 'helpdesk', ask: 'show open tickets that are not urgent', op: 'GET /tickets', values: {status: 'open'}},
  ],
};

for (const [name, rows] of Object.entries(CLASSES)) {
  describe(name, () => {
    for (const row of rows) {
      it(`${row.spec}: ${row.ask}`, () => {
        const got = ask(row.spec, row.ask);
        const seen = JSON.stringify(got);
        if (row.op === null || !WRITE.test(row.op)) expect(got.chosen ?? '', seen).not.toMatch(WRITE);
        expect(got.chosen, seen).toBe(row.op);
        if (row.values) expect(got.values, seen).toEqual(row.values);
        for (const [label, value] of Object.entries(row.has ?? {})) expect(got.values[label], seen).toBe(value);
        for (const label of row.absent ?? []) expect(got.values[label], seen).toBeUndefined();
        for (const [label, re] of Object.entries(row.note ?? {})) expect(got.notes[label] ?? '', seen).toMatch(re);
        for (const label of row.quiet ?? []) expect(got.notes[label], seen).toBeUndefined();
      });
    }
  });
}

describe('A-5: the change of a delta field, read from its verb', () => {
  const adjust = SPECS.warehouse.operations.find((o) => o.key === 'POST /items/{sku}/adjust');
  const delta = (request: string) => valuesFromRequest(formFields(adjust!), request).find((v) => v.label === 'delta')?.value;
  it('"remove 20 units" is a change of -20, "add 30 units" of 30, "by +15" of 15', () => {
    expect(delta('remove 20 units of ABC-0012 because they were damaged')).toBe('-20');
    expect(delta('add 30 units to ABC-0012 after a recount')).toBe('30');
    expect(delta('change the stock of ABC-0012 by +15 after a return')).toBe('15');
  });
  it('a number with no change cue is not a change', () => {
    expect(delta('ABC-0012 has 30 on the shelf')).toBeUndefined();
  });
});
