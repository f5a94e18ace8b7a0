/**
 * u28n U6: an id holding "/", ".", a space or a country prefix was cut short and shown as "Filled
 * from your request" (an invoice number cut at its slash, a VAT number at its first dot, a country
 * prefix taken alone). One tokenizer reads id-like values everywhere (readIdValue): letters and
 * digits joined by "/", ".", "-" or "_", a short capital prefix with spaced groups after a field
 * noun, never the sentence's own punctuation. A value that could stop at two places stays empty with
 * a note; a value the field's pattern, format or maxLength refuses is not filled, with the reason.
 * The sweep is generated: id shapes × field nouns × sentence positions × trailing punctuation.
 * Own spec and wordings (a print shop), not the tester's.
 */
import {describe, expect, it} from 'vitest';
import * as api from '@site/src/demos/universal-api-assistant/openapi';
import {formFields, parseOpenApi, valuesFromRequest} from '@site/src/demos/universal-api-assistant/openapi';

const PRINT_SHOP = `openapi: 3.0.3
info: {title: Harbor Print Shop, version: 1.0.0}
paths:
  /invoices/{invoiceNumber}/reminders:
    post:
      operationId: remindInvoice
      summary: Send a payment reminder for an invoice
      parameters:
        - {name: invoiceNumber, in: path, required: true, schema: {type: string}}
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                vatNumber: {type: string, description: Buyer tax registration}
                orderRef: {type: string, description: Purchase order of the buyer}
                copies: {type: integer, minimum: 1, maximum: 20}
  /suppliers/{supplierVat}:
    get:
      operationId: getSupplier
      summary: Look up a supplier by its VAT number
      parameters:
        - name: supplierVat
          in: path
          required: true
          description: VAT number of the supplier
          schema: {type: string, pattern: '^[A-Z]{2}[0-9]{8,12}$'}
  /proofs/{proofId}:
    get:
      operationId: getProof
      summary: Show a print proof
      parameters:
        - {name: proofId, in: path, required: true, schema: {type: string, maxLength: 6}}
        - {name: issued, in: query, schema: {type: string, format: date}}
`;

const doc = (() => {
  const r = parseOpenApi(PRINT_SHOP);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
})();
const fieldsOf = (operationId: string) => formFields(doc.operations.find((o) => o.operationId === operationId)!);
const fill = (operationId: string, request: string) => Object.fromEntries(valuesFromRequest(fieldsOf(operationId), request).map((v) => [v.label, v.value]));
/** Notes on fields left empty: read through the module so the rows also run (and fail) on code without them. */
const notesOf = (operationId: string, request: string): Record<string, string> => {
  const notes: Array<{label: string; note: string}> = [];
  const fn = (api as Record<string, unknown>).valuesFromRequest as (f: unknown, r: string, n?: unknown[]) => unknown;
  fn(fieldsOf(operationId), request, notes);
  return Object.fromEntries(notes.map((n) => [n.label, n.note]));
};

const SHAPES = ['2027/31', '31/2027', 'PR.2027.31', 'NO-987.654.321', 'B 2027 31', 'DK 12345678', 'RX-4410', 'inv_2027_31', 'hb-2027-0031'];
const NOUNS: ReadonlyArray<[string, string]> = [
  ['invoice number', 'invoiceNumber'],
  ['invoice', 'invoiceNumber'],
  ['VAT number', 'vatNumber'],
  ['order', 'orderRef'],
];
/** Sentence positions; `p` is the punctuation right after the value. */
const POSITIONS: ReadonlyArray<[string, (v: string, p: string) => string, string[]]> = [
  ['start', (v, p) => `${v}${p} is overdue, remind the buyer`, ['', ',']],
  ['middle', (v, p) => `please remind the buyer about ${v}${p} and be polite`, ['', ',', ';']],
  ['end', (v, p) => `send a payment reminder for ${v}${p}`, ['', '.', '!', '?', '…']],
];

const rows: Array<[string, string, string]> = [];
for (const shape of SHAPES) {
  for (const [noun, field] of NOUNS) {
    for (const [, sentence, punctuation] of POSITIONS) {
      for (const p of punctuation) rows.push([sentence(`${noun} ${shape}`, p), field, shape]);
    }
  }
}

describe('u28n U6: an id is read whole, or not at all', () => {
  it.each(rows)('"%s" → %s', (request, field, shape) => {
    const got = fill('remindInvoice', request);
    expect(got[field], field).toBe(shape);
    // No other field takes the id or a piece of it.
    for (const [label, value] of Object.entries(got)) if (label !== field) expect(shape.includes(value) || value.includes(shape), `${label} = ${value}`).toBe(false);
  });
});

describe('a value that could stop at two places stays empty, with a note', () => {
  it.each<[string, string, string]>([
    ['remind the buyer of invoice 2027 31', 'invoiceNumber', '2027 31'],
    ['invoice number 4410 12 is late', 'invoiceNumber', '4410 12'],
    ['remind about VAT number 2027 31, thanks', 'vatNumber', '2027 31'],
  ])('"%s" leaves %s empty', (request, field, both) => {
    expect(fill('remindInvoice', request)[field]).toBeUndefined();
    const note = notesOf('remindInvoice', request)[field] ?? '';
    expect(note).toContain(both);
  });
  it.each<[string, Record<string, string>]>([
    // A number followed by what it counts is no part of the id.
    ['remind invoice 2027 31 times', {invoiceNumber: '2027'}],
    ['invoice 4410 in 3 copies', {invoiceNumber: '4410', copies: '3'}],
    ['reminder for invoice B 2027 31 to the buyer, 4 copies', {invoiceNumber: 'B 2027 31', copies: '4'}],
  ])('"%s"', (request, expected) => expect(fill('remindInvoice', request)).toEqual(expected));
});

describe('the schema must accept the value, or it is not filled and the note says why', () => {
  it.each<[string, string, Record<string, string>, string | null]>([
    ['getSupplier', 'look up supplier VAT number DK12345678', {supplierVat: 'DK12345678'}, null],
    ['getSupplier', 'look up the supplier with VAT number NO-987.654.321', {}, 'pattern'],
    ['getSupplier', 'supplier VAT number DK 12345678.', {}, 'pattern'],
    ['getProof', 'show proof PF-2027/9', {}, '6 characters'],
    ['getProof', 'show proof PF-27.', {proofId: 'PF-27'}, null],
  ])('%s "%s"', (op, request, expected, why) => {
    expect(fill(op, request)).toEqual(expected);
    const field = op === 'getSupplier' ? 'supplierVat' : 'proofId';
    if (why) expect(notesOf(op, request)[field] ?? '').toContain(why);
    else expect(notesOf(op, request)[field]).toBeUndefined();
  });
});
