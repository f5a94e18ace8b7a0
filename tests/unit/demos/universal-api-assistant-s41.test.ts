/**
 * The tester u28y's findings of issue 28 (task 41a). Rows run the page's own steps (assist.ts, the chain index.tsx uses:
 * withoutNegated → correctTypos → rankOperations → judgeOperations → orderOperations → valuesFromRequest).
 * - A-A1: a token inside an identifier ("HAM" in HAM-0001) never fills another parameter (warehouse enum BER/MUC/HAM).
 * - A-A2: "close ticket TCK-1042" sets the status the spec defines for it (closed) in the PATCH body; a query filter
 *   is never filled from a verb ("tickets close to their deadline").
 * - A-A4: an amount above the schema's maximum is never silently dropped: it is left empty with the reason
 *   "above the maximum of N" (the helpdesk refund allows at most 5000).
 * - Ranking ignores plain negation: a negated verb ("I don't want to delete the pet, just show it") does not
 *   vote for its operation.
 * Specs: the tester's inventory API (fixtures/api-specs-inventory.ts), the vet clinic (fixtures/api-specs-petclinic.ts)
 * and the helpdesk sample.
 */
import {describe, expect, it} from 'vitest';
import {
  parseOpenApi,
  type ApiDocument,
} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {INVENTORY_API} from './fixtures/api-specs-inventory';
import {PETCLINIC_API} from './fixtures/api-specs-petclinic';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {inventory: parse(INVENTORY_API), petclinic: parse(PETCLINIC_API), helpdesk: parse(SAMPLE_OPENAPI)};
type Spec = keyof typeof SPECS;

/** The page's steps: the list in the order shown, the operation chosen (or the one named), the values filled and the notes. */
function ask(spec: Spec, request: string, pick?: string) {
  const a = assist(SPECS[spec], request, pick);
  return {listed: a.listed.map((x) => x.ranked.operation.key), chosen: a.chosen?.key ?? null, values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])), notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note]))};
}

/**
 * A row: the request; the operation listed first (top), the operation chosen (op, or pick to open one as the reader
 * would), the values filled (exactly these), values that must not be filled (absent), and notes that must be there.
 */
type Row = {spec: Spec; ask: string; top?: string; notTop?: string; op?: string | null; pick?: string; values?: Record<string, string>; absent?: string[]; note?: Record<string, RegExp>};

const STOCK = 'PUT /products/{sku}/stock';
const CLASSES: Record<string, Row[]> = {
  'A-A1: a token inside an identifier never fills another parameter': [
    {spec: 'inventory', ask: 'set stock of HAM-0001 in the Berlin warehouse to 12', pick: STOCK, absent: ['warehouse']},
    {spec: 'inventory', ask: 'set stock of HAM-0001 in the Hamburg warehouse to 12', pick: STOCK, absent: ['warehouse']},
    {spec: 'inventory', ask: 'set stock of MUC-0420 to 3', pick: STOCK, absent: ['warehouse']},
    {spec: 'inventory', ask: 'set the stock level of product BER-7777 to 40', pick: STOCK, absent: ['warehouse']},
    {spec: 'inventory', ask: 'stock of HAM-0001 in warehouse MUC is 12', pick: STOCK, values: {warehouse: 'MUC'}},
    {spec: 'inventory', ask: 'set stock of HAM-0001 in warehouse BER to 12', pick: STOCK, values: {warehouse: 'BER'}},
    {spec: 'inventory', ask: 'set stock of product MUC-0001 in the HAM warehouse', pick: STOCK, values: {warehouse: 'HAM'}},
    {spec: 'helpdesk', ask: 'show open tickets', pick: 'GET /tickets', values: {status: 'open'}},
  ],
  'A-A2: the verb that names a state fills the state a write sets': [
    {spec: 'helpdesk', ask: 'close ticket TCK-1042', top: 'PATCH /tickets/{ticketId}', pick: 'PATCH /tickets/{ticketId}', values: {ticketId: 'TCK-1042', status: 'closed'}},
    {spec: 'helpdesk', ask: 'please close ticket TCK-2001 now', pick: 'PATCH /tickets/{ticketId}', values: {ticketId: 'TCK-2001', status: 'closed'}},
    {spec: 'helpdesk', ask: 'solve ticket TCK-1042', pick: 'PATCH /tickets/{ticketId}', values: {ticketId: 'TCK-1042', status: 'solved'}},
    {spec: 'helpdesk', ask: 'set ticket TCK-1042 to pending', pick: 'PATCH /tickets/{ticketId}', values: {ticketId: 'TCK-1042', status: 'pending'}},
    {spec: 'helpdesk', ask: 'close ticket TCK-1042 and set priority to low', pick: 'PATCH /tickets/{ticketId}', values: {ticketId: 'TCK-1042', status: 'closed', priority: 'low'}},
    {spec: 'helpdesk', ask: 'show closed tickets', pick: 'GET /tickets', values: {status: 'closed'}},
    {spec: 'helpdesk', ask: 'list tickets close to their deadline', pick: 'GET /tickets', absent: ['status']},
  ],
  'A-A4: an amount above the maximum is never silently dropped': [
    {spec: 'helpdesk', ask: 'refund 9000 EUR on ORD-11111', top: 'POST /refunds', op: 'POST /refunds', absent: ['amount'], note: {amount: /above the maximum of 5000/}},
    {spec: 'helpdesk', ask: 'refund 5000.01 on order ORD-11111 because it was late', pick: 'POST /refunds', absent: ['amount'], note: {amount: /above the maximum of 5000/}},
    // "€7,500" is 7.5 where the comma is the decimal point and 7500 where it groups thousands: both readings are said (u29f A-7).
    {spec: 'helpdesk', ask: 'refund €7,500 on ORD-12345', pick: 'POST /refunds', absent: ['amount'], note: {amount: /“7\.500” or “7500”/}},
    {spec: 'helpdesk', ask: 'refund €7,500.00 on ORD-12345', pick: 'POST /refunds', absent: ['amount'], note: {amount: /above the maximum of 5000/}},
    {spec: 'helpdesk', ask: 'refund 5000 on order ORD-11111 because it was late', pick: 'POST /refunds', values: {orderId: 'ORD-11111', amount: '5000', reason: 'late'}},
    {spec: 'helpdesk', ask: 'refund 49.90 on order ORD-48213 because it arrived damaged', top: 'POST /refunds', op: 'POST /refunds', values: {orderId: 'ORD-48213', amount: '49.90', reason: 'damaged'}},
  ],
  'Ranking: a negated verb does not vote for its operation': [
    {spec: 'petclinic', ask: "I don't want to delete the pet, just show it", notTop: 'DELETE'},
    {spec: 'petclinic', ask: 'I do not want to delete owner 17, just show them', notTop: 'DELETE'},
    {spec: 'petclinic', ask: "I don't want to remove owner 17; show the owner", notTop: 'DELETE'},
    {spec: 'helpdesk', ask: "I don't want to delete ticket TCK-1042, just show it", notTop: 'DELETE', top: 'GET /tickets/{ticketId}'},
    {spec: 'helpdesk', ask: 'I would not delete ticket TCK-1042, only show it', notTop: 'DELETE'},
    {spec: 'helpdesk', ask: "we won't delete ticket TCK-1042, show it please", notTop: 'DELETE'},
    {spec: 'inventory', ask: "I don't want to discontinue HAM-0001, just show the product", notTop: 'DELETE'},
    {spec: 'inventory', ask: 'not deleting anything: show product HAM-0001', notTop: 'DELETE'},
  ],
  'Keeps working': [
    {spec: 'helpdesk', ask: 'delete ticket TCK-1042', top: 'DELETE /tickets/{ticketId}'},
    {spec: 'inventory', ask: 'remove the product HAM-0001', top: 'DELETE /products/{sku}'},
    {spec: 'inventory', ask: 'get product HAM-0001', top: 'GET /products/{sku}'},
    {spec: 'inventory', ask: 'list the products in category garden', top: 'GET /products', values: {category: 'garden'}},
    {spec: 'helpdesk', ask: 'find customer anna@example.com', top: 'GET /customers', values: {q: 'anna@example.com'}},
    {spec: 'helpdesk', ask: 'show open tickets assigned to bob@example.com, max 5', top: 'GET /tickets', values: {status: 'open', assignee: 'bob@example.com', limit: '5'}}, // "max 5" is the page size (u29b A-2, task 42a)
    {spec: 'helpdesk', ask: 'get ticket TCK-1042', top: 'GET /tickets/{ticketId}', values: {ticketId: 'TCK-1042'}},
    {spec: 'helpdesk', ask: 'close ticket TCK-1042', top: 'PATCH /tickets/{ticketId}'},
    {spec: 'petclinic', ask: 'delete owner 17', top: 'DELETE /owners/{ownerId}'},
    {spec: 'helpdesk', ask: "don't cancel anything, show ticket TCK-1042", notTop: 'DELETE'},
    {spec: 'inventory', ask: 'set stock of HAM-0001 in warehouse BER to 12', top: STOCK},
  ],
};

for (const [name, rows] of Object.entries(CLASSES)) {
  describe(name, () => {
    for (const row of rows) {
      it(`${row.spec}: ${row.ask}`, () => {
        const got = ask(row.spec, row.ask, row.pick);
        if (row.top) expect(got.listed[0], JSON.stringify(got.listed)).toBe(row.top);
        if (row.notTop) expect(got.listed[0] ?? '', JSON.stringify(got.listed)).not.toMatch(new RegExp(`^${row.notTop}\\b`));
        if (row.op !== undefined) expect(got.chosen).toBe(row.op);
        if (row.values) expect(got.values).toEqual(row.values);
        for (const a of row.absent ?? []) expect(got.values[a], JSON.stringify(got.values)).toBeUndefined();
        for (const [label, re] of Object.entries(row.note ?? {})) expect(got.notes[label] ?? '', JSON.stringify(got.notes)).toMatch(re);
      });
    }
  });
}
