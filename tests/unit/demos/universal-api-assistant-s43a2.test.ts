/**
 * Task 43a2 (issue 28, tester u29s): an id's digits are never an amount; values kept whole or left empty with a note.
 * - A5/A6/A11/A17 (class 1): the number just before a currency code or sign was taken as the amount even when it was an
 *   id's digits ("refund order ORD-01500 EUR 20" → a 1,500 refund). Digits inside or right after an id-like token
 *   ("ORD-01500", "INV-2027/08", "invoice 77", "#77") are that id; the amount is the number on the currency's side.
 * - A24/A25 (class 2): a share ("refund 10% of order …") or a price per item ("3 items at €12 each") filled the amount
 *   with 10 or 12; the amount now stays empty with a note saying why (the sum is the reader's to work out).
 * - A14 (class 3): a required object property (the parcel's `destination`, an object expanded into destination.street,
 *   .zip, .city) left empty still gave "Request built"; it now says "destination is required".
 * Rows run the page's own chain (assist) on the bundled sample and on the tester's documents.
 */
import {describe, expect, it} from 'vitest';
import {buildRequest, parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {BAKERY_API, HOTEL_API, PETCLINIC_API, SHOP_API} from './fixtures/api-specs-u29s';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {sample: parse(SAMPLE_OPENAPI), pet: parse(PETCLINIC_API), bakery: parse(BAKERY_API), shop: parse(SHOP_API), hotel: parse(HOTEL_API)};
type Spec = keyof typeof SPECS;

function ask(spec: Spec, request: string) {
  const a = assist(SPECS[spec], request);
  return {
    chosen: a.chosen ? `${a.chosen.method.toUpperCase()} ${a.chosen.path}` : null,
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])),
  };
}

type Row = [Spec, string, Record<string, string>, string[]?];

describe('class 1: an id’s digits are never the amount (A5, A6, A11, A17, A17b, A18)', () => {
  const rows: Row[] = [
    // The tester's rows.
    ['sample', 'refund order ORD-01500 EUR 20, damaged', {orderId: 'ORD-01500', amount: '20', reason: 'damaged'}],
    ['sample', 'refund ORD-04213 USD 89.99', {orderId: 'ORD-04213', amount: '89.99'}],
    ['sample', 'refund ORD-48213 USD 89.99 late delivery', {orderId: 'ORD-48213', amount: '89.99', reason: 'late'}],
    ['pet', 'pay invoice 77 CHF 99.90 cash, no card', {invoiceId: '77', amount: '99.90', currency: 'CHF', method: 'cash'}],
    ['pet', 'pay invoice INV-2027/08 ¥5000 by card', {amount: '5000', currency: 'JPY', method: 'card'}],
    ['pet', 'pay invoice 88 JPY 4000 cash actually make it card', {invoiceId: '88', amount: '4000', currency: 'JPY'}],
    // Neighbours: every id format × currency position × word order.
    ['sample', 'refund ORD-48213 €15', {orderId: 'ORD-48213', amount: '15'}],
    ['sample', 'refund ORD-48213 15€', {orderId: 'ORD-48213', amount: '15'}],
    ['sample', 'refund ORD-48213 EUR 15 damaged', {orderId: 'ORD-48213', amount: '15', reason: 'damaged'}],
    ['sample', 'refund #ORD-48213 GBP 30', {orderId: 'ORD-48213', amount: '30'}],
    ['sample', 'refund ORD-48213 25 dollars', {orderId: 'ORD-48213', amount: '25'}],
    ['pet', 'pay invoice 77 EUR 40', {invoiceId: '77', amount: '40', currency: 'EUR'}],
    ['pet', 'pay invoice #77 EUR 40', {invoiceId: '77', amount: '40', currency: 'EUR'}],
    ['pet', 'pay invoice no. 77 EUR 40', {invoiceId: '77', amount: '40', currency: 'EUR'}],
    ['pet', 'pay invoice 77 $40', {invoiceId: '77', amount: '40', currency: 'USD'}],
    ['pet', 'pay invoice 77 40 EUR', {invoiceId: '77', amount: '40', currency: 'EUR'}],
    ['pet', 'pay invoice INV-2027/08 JPY 5000', {amount: '5000', currency: 'JPY'}],
    ['pet', 'pay invoice INV-2027/08 5000 JPY', {amount: '5000', currency: 'JPY'}],
    ['pet', 'pay invoice INV-2027-08 ¥5000', {amount: '5000', currency: 'JPY'}],
    // Must stay: amount before the id, currency first, separated by a comma.
    ['sample', 'refund 25 dollars for ORD-48213', {orderId: 'ORD-48213', amount: '25'}],
    ['sample', 'refund $89.99 for order ORD-48213, item was damaged', {orderId: 'ORD-48213', amount: '89.99', reason: 'damaged'}],
    ['sample', 'refund USD 89.99 for ORD-48213', {orderId: 'ORD-48213', amount: '89.99'}],
    ['sample', 'refund ORD-48213, USD 89.99', {orderId: 'ORD-48213', amount: '89.99'}],
    ['sample', 'refund 20 EUR', {amount: '20'}],
    ['pet', 'pay EUR 40 for invoice 77', {invoiceId: '77', amount: '40', currency: 'EUR'}],
    ['pet', 'pay 40 EUR on invoice 77', {invoiceId: '77', amount: '40', currency: 'EUR'}],
    ['pet', 'pay invoice 77 with 1.234,56 CHF via bank transfer', {invoiceId: '77', amount: '1234.56', currency: 'CHF', method: 'transfer'}],
    ['pet', 'pay invoice 77, €12', {invoiceId: '77', amount: '12', currency: 'EUR'}],
  ];
  it.each(rows)('%s: %s', (spec, request, values) => {
    const got = ask(spec, request);
    for (const [label, value] of Object.entries(values)) expect(got.values[label], label).toBe(value);
    // No note about an amount taken from an id's digits.
    expect(got.notes.amount ?? '').not.toMatch(/above the maximum/);
  });

  it('the invoice id with a slash is read whole once its digits are not the amount (A5)', () => {
    const got = ask('pet', 'pay invoice INV-2027/08 ¥5000 by card');
    expect(got.values.amount).toBe('5000');
    expect(got.values.invoiceId ?? got.notes.invoiceId).toContain('INV-2027/08');
  });

  it('A17b: "refund ORD-48213 $-20" says nothing of an amount of 48213', () => {
    const got = ask('sample', 'refund ORD-48213 $-20');
    expect(got.values.amount).toBeUndefined();
    expect(JSON.stringify(got.notes)).not.toContain('48213” from your request is not filled in: amount');
  });

  it('A18: two order ids and $20: the amount is 20, the order id two-values note stays', () => {
    const got = ask('sample', 'refund ORD-48213 and ORD-48214 $20');
    expect(got.values.amount).toBe('20');
    expect(got.notes.orderId).toMatch(/two values given: ORD-48213, ORD-48214/);
  });

  it('must stay: two amounts and an ambiguous one still get their notes', () => {
    expect(ask('pet', 'pay invoice 88 for 40 EUR and 12 USD').notes.currency).toMatch(/two values given: EUR, USD/);
    expect(ask('sample', 'refund $1,250').notes.amount).toMatch(/could mean “1.250” or “1250”/);
  });
});

describe('class 2: a share or a price per item is no amount (A24, A25)', () => {
  const rows: Array<[Spec, string, Record<string, string>, RegExp]> = [
    // The tester's rows.
    ['sample', 'refund 10% of order ORD-48213', {orderId: 'ORD-48213'}, /“10%” from your request is a share/],
    ['sample', 'refund ORD-48213: 3 items at €12 each', {orderId: 'ORD-48213'}, /“€12 each” from your request is a price per item/],
    // Neighbours.
    ['sample', 'refund 10 % of order ORD-48213', {orderId: 'ORD-48213'}, /“10 %” from your request is a share/],
    ['sample', 'refund ORD-48213 15% of $200', {}, /“15%” from your request is a share/],
    ['sample', 'refund ORD-48213 $12 per item', {orderId: 'ORD-48213'}, /“\$12 per item” from your request is a price per item/],
    ['sample', 'refund ORD-48213 $12 each for 3 items', {orderId: 'ORD-48213'}, /“\$12 each” from your request is a price per item/],
    ['pet', 'pay invoice 77 EUR 12 apiece for 3 vaccines', {invoiceId: '77', currency: 'EUR'}, /“EUR 12 apiece” from your request is a price per item/],
    ['pet', 'pay invoice 77 EUR 40 for each vaccine', {invoiceId: '77', currency: 'EUR'}, /“EUR 40 for each” from your request is a price per item/],
  ];
  it.each(rows)('%s: %s', (spec, request, values, note) => {
    const got = ask(spec, request);
    expect(got.values.amount).toBeUndefined();
    expect(got.notes.amount).toMatch(note);
    for (const [label, value] of Object.entries(values)) expect(got.values[label], label).toBe(value);
  });

  it('must stay: a plain sum with its currency is filled', () => {
    expect(ask('sample', 'refund $12 for ORD-48213 damaged').values).toMatchObject({orderId: 'ORD-48213', amount: '12', reason: 'damaged'});
    expect(ask('pet', 'pay invoice 77 EUR 40 by card').values).toMatchObject({invoiceId: '77', amount: '40', currency: 'EUR', method: 'card'});
  });
});

describe('class 3: a required object property is checked (A14)', () => {
  const op = SPECS.shop.operations.find((o) => o.method.toLowerCase() === 'post' && o.path === '/shipments');
  if (!op) throw new Error('the shop document has POST /shipments');
  const fromRequest = (request: string) => Object.fromEntries([...assist(SPECS.shop, request, op.key).filled.values()].map((v) => [v.id, v.value]));

  it('the tester’s row: weight given, no destination → destination is required, no request built', () => {
    const values = fromRequest('send a parcel of 3.2 kg to 10115 Berlin, express');
    expect(values['body:weightKg']).toBe('3.2');
    const r = buildRequest(SPECS.shop, op, values);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.values(r.errors)).toContainEqual(expect.stringMatching(/^destination is required/));
  });

  it('an empty form names both required properties', () => {
    const r = buildRequest(SPECS.shop, op, {});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.values(r.errors).join('; ')).toMatch(/weightKg is required.*destination is required/);
  });

  it('one of the destination’s fields given → the request is built with it (must stay)', () => {
    const r = buildRequest(SPECS.shop, op, {'body:weightKg': '3.2', 'body:destination.city': 'Berlin'});
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.request.body).toEqual({weightKg: 3.2, destination: {city: 'Berlin'}});
  });

  it('a child field’s own error stays its own (must stay)', () => {
    const r = buildRequest(SPECS.shop, op, {'body:weightKg': '3.2', 'body:destination.zip': '1011'});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors['body:destination.zip']).toMatch(/destination\.zip must match/);
  });
});
