/**
 * The tester u29f's findings on the API assistant (issue 28, task 42a3). Rows run the page's own steps (assist.ts).
 * - an amount is the exact decimal value its text means, or empty with a note; never a scaled number. A leading
 *   "0." or "0," is a decimal point ("€0.001" is 0.001, below the refund's minimum of 0.01, so a note); a single dot or
 *   comma followed by exactly three digits ("€1.250", "$1,250", "4.999 USD") could be a decimal point or a thousands
 *   separator, in any currency, so the field stays empty with a note naming both readings.
 * Specs: the helpdesk sample and the tester's booking, inventory and ticketing APIs (fixtures/api-specs-u29f.ts).
 */
import {describe, expect, it} from 'vitest';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
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
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])),
  };
}

const REFUND = 'POST /refunds';

describe('A-7: an amount is the value its text means, or empty with a note', () => {
  const rows: Array<[string, string | null, RegExp | null]> = [
    // [request, amount filled (null: empty), the note on amount]
    ['refund €0.001 for ORD-48213', null, /below the minimum of 0\.01/],
    ['refund $0.005 for ORD-48213', null, /below the minimum of 0\.01/],
    ['refund 4.999 USD for ORD-48213', null, /“4\.999” or “4999”/],
    ['refund €1.250 for ORD-48213', null, /“1\.250” or “1250”/],
    ['refund $1,250 for ORD-48213', null, /“1\.250” or “1250”/],
    ['refund €0,250 for ORD-48213', '0.250', null],
    ['refund €12.500 for ORD-48213', null, /“12\.500” or “12500”/],
    // Must keep (u29f: correct today).
    ['refund €1.250,50 for ORD-48213', '1250.50', null],
    ['refund $1,250.75 for ORD-48213', '1250.75', null],
    ['refund €0.50 for ORD-48213', '0.50', null],
    ['refund 89.99 EUR for ORD-48213', '89.99', null],
    ['refund $89.99 for order ORD-48213', '89.99', null],
    ['refund €89,99 for ORD-48213', '89.99', null],
    ['refund $9000 for order ORD-48213', null, /above the maximum of 5000/],
    ['refund $1,250.000 for ORD-48213', '1250.000', null],
  ];
  it.each(rows)('%s', (request, amount, note) => {
    const r = ask('sample', request);
    expect(r.chosen).toBe(REFUND);
    expect(r.values.orderId).toBe('ORD-48213');
    if (amount === null) expect(r.values.amount).toBeUndefined();
    else expect(r.values.amount).toBe(amount);
    if (note) expect(r.notes.amount).toMatch(note);
    // The sample's refund names no currency: a sum filled with one says which was assumed (s50 a, u33f F3).
    else expect(r.notes.amount).toMatch(/^“[^”]+” from your request is filled in as [\d.]+; the API does not say which currency amount is in, so it is taken to be (?:euros|US dollars)/);
  });

  // The sweep: amounts from 0.001 to 99999.999 in every written form, with €, $, EUR and USD. The filled value is the
  // exact decimal the text means, or the field is empty with a note: never another number.
  const group = (int: string, sep: string) => int.replace(/\B(?=(\d{3})+$)/g, sep);
  const forms = (int: string, frac: string): string[] => {
    const out = new Set<string>();
    for (const [thousands, point] of [[',', '.'], ['.', ','], ['', '.'], ['', ','], [' ', ','], [' ', '.']]) {
      out.add(frac ? `${group(int, thousands)}${point}${frac}` : group(int, thousands));
    }
    return [...out];
  };
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const values: Array<[string, string]> = [
    ['0', '001'], ['0', '005'], ['0', '01'], ['0', '5'], ['0', '250'], ['0', '999'], ['1', ''], ['1', '25'], ['1', '250'], ['4', '999'],
    ['12', '5'], ['12', '500'], ['89', '99'], ['100', ''], ['999', '999'], ['1250', ''], ['1250', '5'], ['1250', '75'], ['1250', '000'],
    ['4999', '99'], ['5000', ''], ['5000', '001'], ['12500', ''], ['99999', '999'],
  ];
  for (let i = 0; i < 60; i++) {
    const int = String(Math.floor(random() ** 3 * 100000));
    const digits = Math.floor(random() * 4);
    values.push([int, digits ? String(Math.floor(random() * 10 ** digits)).padStart(digits, '0') : '']);
  }
  const cases: Array<[string, number]> = [];
  for (const [int, frac] of values) {
    const meant = Number(frac ? `${int}.${frac}` : int);
    for (const text of forms(int, frac)) {
      for (const written of [`€${text}`, `$${text}`, `${text} EUR`, `${text} USD`]) cases.push([written, meant]);
    }
  }
  it(`sweep: ${cases.length} amounts are exact or empty with a note`, () => {
    const wrong: string[] = [];
    for (const [written, meant] of cases) {
      const r = ask('sample', `refund ${written} for ORD-48213`);
      if (r.chosen !== REFUND) wrong.push(`${written}: chose ${r.chosen}`);
      else if (r.values.amount !== undefined) {
        if (Number(r.values.amount) !== meant) wrong.push(`${written}: filled ${r.values.amount}, meant ${meant}`);
      } else if (r.notes.amount === undefined && meant >= 0.01 && meant <= 5000 && !/ /.test(written.replace(/ (EUR|USD)$/, ''))) {
        wrong.push(`${written}: empty with no note`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

/**
 * a change the request takes back ("no wait", "actually no", "never mind", "scratch that", "on second thought",
 * "… instead") is never the operation chosen: the read the request ends with is, or none with the reason. The thing
 * the withdrawn part names by id stays ("delete ticket TCK-1042, no wait, just show it" is about ticket TCK-1042).
 */
describe('A-8: a take-back after a change never chooses the change', () => {
  const TICKET = 'GET /tickets/{ticketId}';
  const rows: Array<[Spec, string, string | null | Array<string | null>, Record<string, string>?]> = [
    // [spec, request, the read chosen (null: no operation; a list: one of these), values filled]
    ['sample', 'delete ticket TCK-1042, no wait, just show it', TICKET, {ticketId: 'TCK-1042'}],
    // Never the change; the sample's list of tickets outranks the one ticket on "show it to me first" (the ranking's, left).
    ['sample', 'close ticket TCK-1042... actually never mind, show it to me first', [TICKET, 'GET /tickets']],
    ['rooms', 'cancel booking BKG-0042 - actually no, just show it', 'GET /bookings/{bookingId}', {bookingId: 'BKG-0042'}],
    ['inventory', 'delete product SKU-0042? no wait, just show it', 'GET /products/{sku}', {sku: 'SKU-0042'}],
    ['sample', 'delete ticket TCK-1042. Scratch that, show it', TICKET, {ticketId: 'TCK-1042'}],
    ['sample', 'close ticket TCK-1042, on second thought just show it', TICKET, {ticketId: 'TCK-1042'}],
    ['sample', 'delete ticket TCK-1042, show it instead', TICKET, {ticketId: 'TCK-1042'}],
    ['sample', 'show ticket TCK-1042 instead of deleting it', TICKET, {ticketId: 'TCK-1042'}],
    ['sample', 'delete ticket TCK-1042 — wait, no, show it', TICKET, {ticketId: 'TCK-1042'}],
    ['sample', 'refund $20 for ORD-48213, never mind', null],
    ['ticketing', 'delete ticket HD-0042, no wait, just show it', TICKET, {ticketId: 'HD-0042'}],
    ['ticketing', 'close ticket HD-0042 - actually never mind, show it to me first', [TICKET, null]],
    ['rooms', 'cancel booking BKG-0042. On second thought, show it', 'GET /bookings/{bookingId}', {bookingId: 'BKG-0042'}],
    ['inventory', 'discontinue SKU-0042, scratch that, show it', 'GET /products/{sku}', {sku: 'SKU-0042'}],
  ];
  it.each(rows)('%s: %s', (spec, request, op, values) => {
    const a = assist(SPECS[spec], request);
    const chosen = a.chosen?.key ?? null;
    if (Array.isArray(op)) expect(op).toContain(chosen);
    else expect(chosen).toBe(op);
    if (values) expect(Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value]))).toEqual(values);
  });

  // Must keep: a change asked for stays the change; "don't … just show it" (documented) stays the read.
  const keep: Array<[Spec, string, string]> = [
    ['sample', "don't cancel ticket TCK-1042, just show it", TICKET],
    ['sample', 'delete ticket TCK-1042', 'DELETE /tickets/{ticketId}'],
    ['sample', 'close ticket TCK-1042', 'PATCH /tickets/{ticketId}'],
    ['sample', 'show ticket TCK-1042, no wait, delete it', 'DELETE /tickets/{ticketId}'],
    ['rooms', 'cancel booking BKG-0042', 'DELETE /bookings/{bookingId}'],
  ];
  it.each(keep)('keeps %s: %s', (spec, request, op) => {
    expect(assist(SPECS[spec], request).chosen?.key ?? null).toBe(op);
  });
});
