/**
 * The last testers' findings (issue 28, s39 A-R1, A-R2, A-R3, A-R6, A5, A7): the tool never puts a value in
 * the wrong field or a wrong value in silence. Path ids come from "order 42" / "order id 42" (also for a path
 * parameter named plainly "id"); links in the request never choose the operation; a value the schema
 * refuses (out of range, not allowed, two values for one) leaves the field empty with a note naming the
 * rule; a date is never an id; "change the promo code to AUTUMN" fills the code. Rows run the page's own
 * steps (assist.ts: withoutNegated → correctTypos → rankOperations → judgeOperations → orderOperations → valuesFromRequest). Own specs.
 */
import {describe, expect, it} from 'vitest';
import {
  parseOpenApi,
  type ApiDocument,
} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {BILLING_API, CLINIC_API, LEDGER_API, SHOP_API} from './fixtures/api-specs-s39';
import {BEEHIVE_API} from './fixtures/api-specs';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {shop: parse(SHOP_API), clinic: parse(CLINIC_API), ledger: parse(LEDGER_API), billing: parse(BILLING_API), helpdesk: parse(SAMPLE_OPENAPI), beehive: parse(BEEHIVE_API)};
type Spec = keyof typeof SPECS;

/** The page's steps: the chosen operation, the values filled and the notes on empty fields. */
function ask(spec: Spec, request: string) {
  const a = assist(SPECS[spec], request);
  return {chosen: a.chosen?.key ?? null, values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])), notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note]))};
}

/** A row: the request, the operation to choose, the values filled (exactly these) and the notes (label → pattern). */
type Row = {spec: Spec; ask: string; op: string | null; values?: Record<string, string>; notes?: Record<string, RegExp>};

const CLASSES: Record<string, Row[]> = {
  'A-R1 a path id named in the request fills the path parameter, also one named "id"': [
    {spec: 'shop', ask: 'show order 42', op: 'GET /orders/{id}', values: {id: '42'}},
    {spec: 'shop', ask: 'show order id 42', op: 'GET /orders/{id}', values: {id: '42'}},
    {spec: 'shop', ask: 'show me order number 42', op: 'GET /orders/{id}', values: {id: '42'}},
    {spec: 'shop', ask: 'where is my order 42?', op: 'GET /orders/{id}', values: {id: '42'}},
    {spec: 'billing', ask: 'show invoice INV-88', op: 'GET /invoices/{id}', values: {id: 'INV-88'}},
    {spec: 'billing', ask: 'show customer C-19', op: 'GET /customers/{customerId}', values: {customerId: 'C-19'}},
    {spec: 'billing', ask: 'void invoice INV-88', op: 'DELETE /invoices/{id}', values: {id: 'INV-88'}},
  ],
  'A-R1 a link or path in the request never chooses the operation': [
    {spec: 'shop', ask: 'show me this link https://larch.example/returns/late', op: null},
    {spec: 'shop', ask: 'what is on https://larch.example/returns?', op: null},
    {spec: 'shop', ask: 'show me /returns/7', op: null},
    {spec: 'billing', ask: 'show https://rowan.example/customers/C-19', op: null},
    {spec: 'shop', ask: 'show order 42 https://larch.example/returns/new', op: 'GET /orders/{id}', values: {id: '42'}},
    {spec: 'helpdesk', ask: 'show ticket TCK-1042 (see https://help.example.com/customers/refunds)', op: 'GET /tickets/{ticketId}', values: {ticketId: 'TCK-1042'}},
  ],
  'A-R2 a value out of range or not allowed stays visible with the rule named': [
    {spec: 'shop', ask: 'place an order for SKU-1234, quantity 500', op: 'POST /orders', values: {skuCode: 'SKU-1234'}, notes: {quantity: /500 is above the maximum of 100/}},
    {spec: 'shop', ask: 'place an order for SKU-1234 with quantity: 0', op: 'POST /orders', values: {skuCode: 'SKU-1234'}, notes: {quantity: /0 is below the minimum of 1/}},
    {spec: 'shop', ask: 'place an order: SKU-1234, quantity of 250', op: 'POST /orders', values: {skuCode: 'SKU-1234'}, notes: {quantity: /250 is above the maximum of 100/}},
    {spec: 'shop', ask: 'list orders, limit 80', op: 'GET /orders', values: {}, notes: {limit: /80 is above the maximum of 50/}},
    {spec: 'shop', ask: 'list orders with status archived', op: 'GET /orders', values: {}, notes: {status: /“archived”.*not one of .*pending, shipped, delivered, returned/}},
    {spec: 'shop', ask: 'list orders where status is cancelled', op: 'GET /orders', values: {}, notes: {status: /cancelled.*not one of/}},
    {spec: 'helpdesk', ask: 'refund $9000 for order ORD-12345, it arrived damaged', op: 'POST /refunds', values: {orderId: 'ORD-12345', reason: 'damaged'}, notes: {amount: /9000 is above the maximum of 5000/}},
    {spec: 'helpdesk', ask: 'list open tickets, limit 500', op: 'GET /tickets', values: {status: 'open'}, notes: {limit: /500 is above the maximum of 100/}},
  ],
  'A-R3 a date is never an id unless the id is a date': [
    {spec: 'clinic', ask: 'cancel appointment 2027-05-14', op: 'DELETE /appointments/{appointmentId}', values: {}, notes: {appointmentId: /2027-05-14.* date/}},
    {spec: 'clinic', ask: 'cancel appointment 14 May 2027', op: 'DELETE /appointments/{appointmentId}', values: {}, notes: {appointmentId: /date/}},
    {spec: 'clinic', ask: 'cancel appointment May 14, 2027', op: 'DELETE /appointments/{appointmentId}', values: {}, notes: {appointmentId: /date/}},
    {spec: 'clinic', ask: 'please cancel my appointment on 2027-05-14', op: 'DELETE /appointments/{appointmentId}', values: {}, notes: {'(request)': /2027-05-14.* date.*not used/}},
    {spec: 'clinic', ask: 'reschedule appointment A-311 to 2027-05-14', op: 'PATCH /appointments/{appointmentId}', values: {appointmentId: 'A-311', newDate: '2027-05-14'}},
    {spec: 'clinic', ask: 'reschedule appointment 2027-05-14', op: 'PATCH /appointments/{appointmentId}', values: {newDate: '2027-05-14'}},
    {spec: 'clinic', ask: 'show the rota of 2027-05-14', op: 'GET /rotas/{rotaDay}', values: {rotaDay: '2027-05-14'}},
  ],
  'A-R6 two values for a field that takes one are said; an array takes both': [
    {spec: 'shop', ask: 'list orders with status shipped or delivered', op: 'GET /orders', values: {}, notes: {status: /two values given: shipped, delivered/}},
    {spec: 'shop', ask: 'show shipped or delivered orders', op: 'GET /orders', values: {}, notes: {status: /two values given: shipped, delivered/}},
    {spec: 'shop', ask: 'list orders that are pending, shipped or delivered', op: 'GET /orders', values: {}, notes: {status: /three values given: pending, shipped, delivered/}},
    {spec: 'shop', ask: 'list returns with reason damaged or late', op: 'GET /returns', values: {reasons: 'damaged,late'}},
    {spec: 'shop', ask: 'list damaged and late returns', op: 'GET /returns', values: {reasons: 'damaged,late'}},
    {spec: 'shop', ask: 'show order 41 or 42', op: 'GET /orders/{id}', values: {}, notes: {id: /two values given: 41, 42/}},
    {spec: 'helpdesk', ask: 'list tickets with status open or pending', op: 'GET /tickets', values: {}, notes: {status: /two values given: open, pending/}},
  ],
  'A-R6 a lower-case id the pattern refuses gets a note': [
    {spec: 'helpdesk', ask: 'show ticket tck-1042', op: 'GET /tickets/{ticketId}', values: {}, notes: {ticketId: /tck-1042.*pattern/}},
    {spec: 'helpdesk', ask: 'delete ticket tck-1042', op: 'DELETE /tickets/{ticketId}', values: {}, notes: {ticketId: /tck-1042.*pattern/}},
    {spec: 'helpdesk', ask: 'refund $20 for order ord-12345, it arrived damaged', op: 'POST /refunds', values: {amount: '20', reason: 'damaged'}, notes: {orderId: /ord-12345.*pattern/, amount: /is filled in as 20; .*taken to be US dollars/}},
    {spec: 'shop', ask: 'place an order for sku-1234, quantity 2', op: 'POST /orders', values: {quantity: '2'}, notes: {skuCode: /sku-1234.*pattern/}},
  ],
  'A7 "get invoice …" chooses the read that names invoices': [
    {spec: 'ledger', ask: 'get invoice INV.2027.004', op: 'GET /invoices', values: {number: 'INV.2027.004'}},
    {spec: 'ledger', ask: 'get invoice INV.2027.004 for the March audit', op: 'GET /invoices'},
    {spec: 'billing', ask: 'get invoice INV.2027.004', op: 'GET /invoices/{id}', values: {id: 'INV.2027.004'}},
    {spec: 'billing', ask: 'get invoice INV.2027.004 please', op: 'GET /invoices/{id}', values: {id: 'INV.2027.004'}},
    {spec: 'billing', ask: 'I need invoice INV.2027.004', op: 'GET /invoices/{id}', values: {id: 'INV.2027.004'}},
    // A noun every operation holds names the API, never one read (u28g U1, demos-vocabulary.spec).
    {spec: 'beehive', ask: 'how heavy was hive 4 last week?', op: null},
    {spec: 'beehive', ask: 'I need hive 4', op: null},
  ],
  'A5 "… to VALUE" after a change fills the value; a note names the rule that refused it': [
    {spec: 'shop', ask: 'change the promo code to AUTUMN', op: 'PATCH /carts/{cartId}', values: {promoCode: 'AUTUMN'}},
    {spec: 'shop', ask: 'set the promo code on cart C-77 to AUTUMN', op: 'PATCH /carts/{cartId}', values: {cartId: 'C-77', promoCode: 'AUTUMN'}},
    {spec: 'shop', ask: 'change promo code of cart C-77 to AUTUMN25', op: 'PATCH /carts/{cartId}', values: {cartId: 'C-77', promoCode: 'AUTUMN25'}},
    {spec: 'shop', ask: 'change the promo code to "autumn"', op: 'PATCH /carts/{cartId}', values: {}, notes: {promoCode: /autumn.*pattern/}},
    {spec: 'shop', ask: 'change the promo code to AUTUMNSALE2027', op: 'PATCH /carts/{cartId}', values: {}, notes: {promoCode: /at most 12 characters/}},
    {spec: 'shop', ask: 'change the promo code to AUTUMN-SALE', op: 'PATCH /carts/{cartId}', values: {}, notes: {promoCode: /pattern/}},
    {spec: 'shop', ask: 'please change the promo code to AUTUMN for cart C-77', op: 'PATCH /carts/{cartId}', values: {cartId: 'C-77', promoCode: 'AUTUMN'}},
    // Part of a value is never filled: "Autumn Sale 2027" is not "Autumn Sale".
    {spec: 'shop', ask: 'change the promo code to Autumn Sale 2027', op: 'PATCH /carts/{cartId}', values: {}},
  ],
};

describe('the last testers’ findings (s39 A-R1, A-R2, A-R3, A-R6, A5, A7)', () => {
  for (const [name, rows] of Object.entries(CLASSES)) {
    describe(name, () => {
      for (const row of rows) {
        it(`${row.spec}: ${row.ask}`, () => {
          const got = ask(row.spec, row.ask);
          expect(got.chosen).toBe(row.op);
          if (row.values) expect(got.values).toEqual(row.values);
          for (const [label, re] of Object.entries(row.notes ?? {})) expect(got.notes[label]).toMatch(re);
          // A note never contradicts a value: a field with a value has no note.
          // (A note on how a filled value was read, such as the currency assumed, says it is filled in; s50 a.)
          for (const label of Object.keys(got.values)) expect(got.notes[label] ?? 'no note').toMatch(/^no note$|is filled in as/);
        });
      }
    });
  }
});
