/**
 * Task s52 a5 (issue 28, tester u35f F5–F9): the API assistant on the tester's own documents (fixtures/u35f/, copied
 * from /tmp/u35f/docs). Rows with a tester id (S5, B10 …) are the tester's exact requests; rows s52a5-n are variants
 * written for this task; rows marked "kept" already worked and must stay right. Every row runs through `assist`, the
 * function the page renders.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parseOpenApi, requestIntent, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';

const parsed = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const doc = (name: string) => parsed(readFileSync(`${__dirname}/fixtures/u35f/${name}`, 'utf8'));
/** A ticket API whose list filters by the person who raised the ticket: there the role is the field's. */
const REQUESTER_API = `openapi: 3.0.3
info: {title: Helpdesk, version: '1'}
paths:
  /tickets:
    get:
      summary: List tickets
      parameters:
        - {name: status, in: query, schema: {type: string, enum: [open, closed]}}
        - {name: requesterEmail, in: query, description: E-mail of the customer who raised the ticket, schema: {type: string, format: email}}
      responses: {'200': {description: ok}}
`;
const DOCS: Record<string, ApiDocument> = {
  kitchen: doc('kitchen.json'),
  events: doc('events.yaml'),
  assets: doc('assets.json'),
  events_eur: doc('events_eur.yaml'),
  sample: parsed(SAMPLE_OPENAPI),
  helpdesk: parsed(REQUESTER_API),
};

/** [id, document, request, operation chosen, field → value ('' = left empty), field → its note] */
type Row = [id: string, docName: string, q: string, op: string | null, fields: Record<string, string>, notes?: Record<string, RegExp>];
function run([, name, q, op, fields, notes = {}]: Row) {
  const a = assist(DOCS[name], q);
  expect(a.chosen ? `${a.chosen.method} ${a.chosen.path}` : null).toBe(op);
  const f: Record<string, string> = {};
  for (const fl of a.fields) f[fl.id.split(/[:.]/).pop()!] = a.filled.get(fl.id)?.value ?? '';
  for (const [k, v] of Object.entries(fields)) expect(f[k] ?? '', k).toBe(v);
  const said: Record<string, string> = {};
  for (const n of a.notes) said[n.id.split(/[:.]/).pop()!] = n.note;
  for (const [k, re] of Object.entries(notes)) expect(said[k] ?? '', `note on ${k}`).toMatch(re);
  return a;
}
const each = (rows: Row[]) => {
  for (const row of rows) it(`${row[0]}: ${row[2]}`, () => run(row));
};

const TICKETS = 'GET /tickets';
const noFilter = (address: string, who: string) => new RegExp(`^“${address.replace(/\./g, '\\.')}” from your request is the ${who}, and assignee is not the ${who}: this operation has no filter for the ${who}, so assignee is left empty`);

describe('F5: a person the request names by another role never fills the assignee filter', () => {
  each([
    ['S5', 'sample', 'open tickets for customer jo@shop.example', TICKETS, {status: 'open', assignee: ''}, {assignee: noFilter('jo@shop.example', 'customer')}],
    ['B10', 'sample', 'show pending tickets raised by kim@client.example', TICKETS, {status: 'pending', assignee: ''}, {assignee: noFilter('kim@client.example', 'person it was raised by')}],
    ['C28', 'sample', 'urgent tickets opened by customer lee@buyer.example', TICKETS, {assignee: ''}, {assignee: noFilter('lee@buyer.example', 'customer')}],
    ['C29', 'sample', 'closed tickets for the customer sam@buyer.example', TICKETS, {status: 'closed', assignee: ''}, {assignee: noFilter('sam@buyer.example', 'customer')}],
    // Variants of this task.
    ['s52a5-1', 'sample', 'pending tickets reported by the client kim@client.example', TICKETS, {status: 'pending', assignee: ''}, {assignee: noFilter('kim@client.example', 'customer')}],
    ['s52a5-2', 'sample', 'open tickets submitted by customer ray@shop.example', TICKETS, {status: 'open', assignee: ''}, {assignee: /no filter for the customer/}],
    ['s52a5-3', 'sample', 'solved tickets for client ana@buyer.example', TICKETS, {status: 'solved', assignee: ''}, {assignee: /no filter for the customer/}],
    ['s52a5-4', 'sample', 'closed tickets opened by ray@shop.example', TICKETS, {status: 'closed', assignee: ''}, {assignee: /no filter for the person it was opened by/}],
    // Kept: the field's own role, or no role, still fills it.
    ['s52a5-5-kept', 'sample', 'tickets assigned to ana@support.example', TICKETS, {assignee: 'ana@support.example'}],
    ['s52a5-6-kept', 'sample', 'open tickets for ana@support.example', TICKETS, {status: 'open', assignee: 'ana@support.example'}],
    ['s52a5-7-kept', 'sample', 'assign ticket TCK-1042 to ana@support.example', 'PATCH /tickets/{ticketId}', {ticketId: 'TCK-1042', assignee: 'ana@support.example'}],
    ['s52a5-8-kept', 'sample', 'create a ticket for customer jo@shop.example about a broken invoice', 'POST /tickets', {email: 'jo@shop.example'}],
    ['s52a5-9-kept', 'helpdesk', 'open tickets raised by kim@client.example', TICKETS, {status: 'open', requesterEmail: 'kim@client.example'}],
    ['s52a5-10-kept', 'helpdesk', 'closed tickets for customer jo@shop.example', TICKETS, {status: 'closed', requesterEmail: 'jo@shop.example'}],
  ]);
});

const LICENSES = 'GET /software-licenses';
const BUY = 'POST /software-licenses';
describe('F6: a request that opens with "buy" never gets the list', () => {
  each([
    ['B3', 'assets', 'buy jetbrains licenses, 3 seats, €15 per seat', BUY, {product: 'jetbrains'}],
    // Variants of this task.
    ['s52a5-11', 'assets', 'buy jetbrains licenses, 2 seats, $15 per seat', BUY, {product: 'jetbrains'}],
    ['s52a5-12', 'assets', 'buy office licenses', BUY, {product: 'office'}],
    ['s52a5-13', 'assets', 'buy jetbrains licenses, 3 seats, cost per seat $15', BUY, {product: 'jetbrains'}],
    // Never the read: nothing is chosen where the buy is not clear.
    ['s52a5-14', 'assets', 'purchase 2 seats of jetbrains', null, {}],
    ['s52a5-14b', 'assets', 'purchase jetbrains licenses, 3 seats, €15 per seat', null, {}],
    // Kept: a list asked for, and "purchase orders" as a noun, are reads.
    ['s52a5-15-kept', 'assets', 'list jetbrains licenses', LICENSES, {product: 'jetbrains'}],
    ['s52a5-16-kept', 'kitchen', 'purchase orders from SUP-0042', 'GET /purchase-orders', {supplierId: 'SUP-0042'}],
    ['s52a5-16b-kept', 'kitchen', 'purchase order PO-31337', 'GET /purchase-orders/{poNumber}', {poNumber: 'PO-31337'}],
  ]);
  it('s52a5-17: "buy" and "purchase a" open a write, "purchase orders" does not', () => {
    expect(requestIntent('buy jetbrains licenses, 3 seats')).toBe('write');
    expect(requestIntent('purchase 2 seats of jetbrains')).toBe('write');
    expect(requestIntent('purchase a figma license')).toBe('write');
    expect(requestIntent('purchase orders from SUP-0042')).toBe(null);
    expect(requestIntent('purchase jetbrains licenses')).toBe('write');
    expect(requestIntent('purchase history of SUP-0042')).toBe(null);
  });
});

const REPLY = 'POST /tickets/{ticketId}/comments';
const REPAIR = 'POST /laptops/{assetTag}/repairs';
const ADJUST = 'POST /stock-adjustments';
describe('F7: safe misses read', () => {
  describe('a count of seats fills seats, never the cost per seat', () => {
    each([
      ['B1', 'assets', 'buy office licenses for 5 seats at $10 per seat', BUY, {product: 'office', seats: '5', costPerSeat: ''}],
      ['B2', 'assets', 'buy 5 seats of figma at 9 USD per seat', BUY, {product: 'figma', seats: '5', costPerSeat: ''}],
      ['B3', 'assets', 'buy jetbrains licenses, 3 seats, €15 per seat', BUY, {product: 'jetbrains', seats: '3', costPerSeat: ''}],
      ['B4', 'assets', 'buy jetbrains licenses, 3 seats, cost per seat $15', BUY, {product: 'jetbrains', seats: '3', costPerSeat: ''}],
      ['C33', 'assets', 'buy figma licenses, 2 seats', BUY, {product: 'figma', seats: '2'}],
      // Variants of this task.
      ['s52a5-18', 'assets', 'buy figma licenses for 12 seats at £8 per seat', BUY, {seats: '12', costPerSeat: '8'}],
      ['s52a5-19', 'assets', 'buy office licenses, 7 seats', BUY, {product: 'office', seats: '7'}],
      ['s52a5-20', 'assets', 'buy office licenses for 60 seats', BUY, {seats: ''}, {seats: /seats 60 is above the maximum of 50/}],
    ]);
  });
  describe('what follows an id and a colon is the text to send', () => {
    each([
      ['T16', 'sample', 'comment on TCK-2001: customer called back', REPLY, {ticketId: 'TCK-2001', body: 'customer called back'}],
      ['A4', 'assets', 'request a repair for AT-10234: screen flickers after sleep, high priority', REPAIR, {assetTag: 'AT-10234', issue: 'screen flickers after sleep', priority: 'high'}],
      // Variants of this task.
      ['s52a5-21', 'sample', 'reply to TCK-1042: we shipped the fix', REPLY, {ticketId: 'TCK-1042', body: 'we shipped the fix'}],
      ['s52a5-22', 'sample', 'comment on TCK-2001: "customer called back, wants a refund"', REPLY, {body: 'customer called back, wants a refund'}],
      ['s52a5-23', 'assets', 'request a repair for AT-10234: keyboard sticks', REPAIR, {assetTag: 'AT-10234', issue: 'keyboard sticks', priority: ''}],
      // Kept: text named after its noun is read as before.
      ['s52a5-24-kept', 'sample', 'reply to TCK-1042 with the message thanks: we fixed it', REPLY, {body: 'thanks: we fixed it'}],
    ]);
  });
  describe('a code of the pattern\'s shape fills a sku', () => {
    each([
      ['K21', 'kitchen', 'adjust stock of MLK-0007 by -12 because of spoilage', ADJUST, {sku: 'MLK-0007', delta: '-12', reason: 'spoilage'}],
      ['N8', 'kitchen', 'adjust stock of CHS-0044 by 8, count', ADJUST, {sku: 'CHS-0044', delta: '8', reason: 'count'}],
      // Variants of this task (the page's own example among them).
      ['s52a5-25', 'kitchen', 'adjust stock of ABC-0007 by -12', ADJUST, {sku: 'ABC-0007', delta: '-12'}],
      ['s52a5-26', 'kitchen', 'adjust stock of FLR-0042 by 30, theft', ADJUST, {sku: 'FLR-0042', delta: '30', reason: 'theft'}],
      ['s52a5-27', 'kitchen', 'adjust stock of flr-0042 by 30', ADJUST, {sku: ''}],
    ]);
  });
});

describe('F9: a field the API gives in a currency is in that currency\'s units', () => {
  it('A8: £12 into costPerSeat ("in GBP") has no note that the API names no unit', () => {
    const a = run(['A8', 'assets', 'buy 5 figma licenses at £12 per seat', BUY, {product: 'figma', costPerSeat: '12'}]);
    expect(a.notes.map((n) => n.note).join(' ')).not.toMatch(/does not say which unit/);
  });
  each([
    // Variants of this task.
    ['s52a5-28', 'assets', 'buy figma licenses, 3 seats, £9 per seat', BUY, {seats: '3', costPerSeat: '9'}],
    ['s52a5-29', 'assets', 'buy figma licenses, 3 seats, costing 9 per seat', BUY, {seats: '3', costPerSeat: '9'}, {costPerSeat: /names no currency, so costPerSeat is filled in as 9 in the currency the API uses/}],
    // Kept: a sum in another currency stays empty.
    ['s52a5-30-kept', 'assets', 'buy 5 office licenses at €10 per seat', BUY, {costPerSeat: ''}, {costPerSeat: /is in euros, and the API says costPerSeat is in pounds/}],
  ]);
});

const INVOICE = 'POST /bookings/{bookingRef}/invoices';
describe('F7: "invoice" right before the booking\'s id is the invoice operation', () => {
  each([
    ['E19', 'events', 'invoice EV204411 for €300', INVOICE, {bookingRef: 'EV204411', amount: ''}, {amount: /is in euros, and the API says amount is in US dollars/}],
    ['E20', 'events', "invoice EV204411 for $300 with memo 'parking 10 min away'", INVOICE, {bookingRef: 'EV204411', amount: '300', memo: 'parking 10 min away'}],
    ['E21', 'events', 'invoice EV204411 for $25,000', INVOICE, {bookingRef: 'EV204411', amount: ''}],
    ['E22', 'events', 'invoice EV204411 for $1,250', INVOICE, {bookingRef: 'EV204411', amount: ''}],
    // Variants of this task.
    ['s52a5-31', 'events', 'invoice EV204411 for $300', INVOICE, {bookingRef: 'EV204411', amount: '300'}],
    ['s52a5-32', 'sample', 'comment TCK-2001: customer called back', REPLY, {ticketId: 'TCK-2001', body: 'customer called back'}],
    // Never an id the pattern refuses, nor the plural.
    ['s52a5-33', 'events', 'invoice EV2044 for $300', null, {}],
    ['s52a5-34', 'events', 'invoices of EV204411', null, {}],
  ]);
});

/** The refuel operation of the tester's big_ok.yaml (1,056 operations, /tmp/u35f/docs), with a list beside it. */
const FLEET_API = `openapi: 3.0.3
info: {title: Big Fleet API, version: 1.0.0}
paths:
  /depots/depot0/trucks:
    get:
      summary: List trucks parked at depot number 0 of the northern region
      parameters:
        - {name: plate, in: query, schema: {type: string}}
        - {name: status, in: query, schema: {type: string, enum: [parked, driving, repair]}}
      responses: {'200': {description: ok}}
  /refuel-logs:
    post:
      operationId: logRefuel
      summary: Log a refuel for a truck
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [plate, litres]
              properties:
                plate: {type: string}
                litres: {type: number, maximum: 1500, description: Fuel in litres}
                odometerKm: {type: integer}
      responses: {'201': {description: ok}}
`;
DOCS.fleet = parsed(FLEET_API);
const REFUEL = 'POST /refuel-logs';
describe('F8: a capital prefix with a dash keeps the spaced group after it', () => {
  each([
    ['D (state.log)', 'fleet', 'log a refuel of 62.5 litres for truck plate B-XY 123', REFUEL, {plate: 'B-XY 123', litres: '62.5'}],
    // Variants of this task.
    ['s52a5-35', 'fleet', 'log a refuel of 40 litres for plate M-AB 4521', REFUEL, {plate: 'M-AB 4521', litres: '40'}],
    ['s52a5-36', 'fleet', 'log a refuel of 40 litres for plate HH-K 77 at 120500 km', REFUEL, {plate: 'HH-K 77', odometerKm: '120500'}],
    ['s52a5-37-kept', 'fleet', 'log a refuel of 40 litres for plate HH-K77', REFUEL, {plate: 'HH-K77'}],
  ]);
});

describe('F7: a number of the things a create makes is its one count field', () => {
  each([
    ['A8', 'assets', 'buy 5 figma licenses at £12 per seat', BUY, {product: 'figma', seats: '5', costPerSeat: '12'}, {seats: /^“5 figma licenses” from your request is read as seats 5 \(one for each license\)/}],
    ['A9', 'assets', 'buy 80 jetbrains licenses', BUY, {product: 'jetbrains', seats: ''}, {seats: /seats 80 is above the maximum of 50/}],
    ['A10', 'assets', 'buy 5 office licenses at $10 per seat', BUY, {product: 'office', seats: '5', costPerSeat: ''}],
    // Variants of this task.
    ['s52a5-38', 'assets', 'buy 0 office licenses', BUY, {seats: ''}, {seats: /seats 0 is below the minimum of 1/}],
    ['s52a5-39', 'assets', 'buy 12 jetbrains licenses', BUY, {product: 'jetbrains', seats: '12'}],
    ['s52a5-40', 'assets', 'buy 3 figma licenses and 2 office licenses', BUY, {seats: ''}],
    // Kept: seats named as seats win.
    ['s52a5-41-kept', 'assets', 'buy 5 seats of figma at 9 USD per seat', BUY, {seats: '5'}],
  ]);
});
