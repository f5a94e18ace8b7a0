/**
 * u28m U1: an order naming a product id and a postcode put the product id into `postcode` too
 * ("P-31" starts the stem "post" of the id-like name "postcode"), announced as "Filled from your
 * request". One id goes into one field: where several id fields take it, only a strong fit (the
 * field's pattern, or the noun right before the id naming the field) keeps it, and only if it is
 * the only one; a number after the field's whole name ("postcode 8004") fits that field.
 * Own spec (a bakery's order API), not the tester's.
 */
import {describe, expect, it} from 'vitest';
import {formFields, parseOpenApi, valuesFromRequest} from '@site/src/demos/universal-api-assistant/openapi';

const BAKERY = `openapi: 3.0.3
info: {title: Corner Bakery Orders, version: 1.0.0}
paths:
  /orders:
    post:
      operationId: placeOrder
      summary: Order loaves for delivery
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [loafId]
              properties:
                loafId: {type: string, description: Loaf to deliver}
                postcode: {type: string, description: Delivery postcode}
                promoCode: {type: string, description: Discount code}
                quantity: {type: integer, description: Number of loaves}
`;

const doc = (() => {
  const r = parseOpenApi(BAKERY);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
})();
const fill = (request: string) =>
  Object.fromEntries(valuesFromRequest(formFields(doc.operations.find((o) => o.operationId === 'placeOrder')!), request).map((v) => [v.label, v.value]));

describe('one id, one field', () => {
  it.each<[string, Record<string, string | undefined>]>([
    ['deliver loaf L-7 to postcode 4051', {loafId: 'L-7', postcode: '4051'}],
    ['order loaf P-12 for postcode 2300', {loafId: 'P-12', postcode: '2300'}],
    ['order P-12 to postcode 2300', {postcode: '2300'}],
    ['send loaf P-12 please', {loafId: 'P-12'}],
    ['loaf P-12 with promo code P-5', {loafId: 'P-12'}],
  ])('"%s"', (request, expected) => {
    const got = fill(request);
    for (const [label, value] of Object.entries(expected)) expect(got[label], label).toBe(value);
    // Never the same value in two fields, never a loaf id in the postcode or the promo code.
    const values = Object.values(got);
    expect(new Set(values).size).toBe(values.length);
    for (const id of request.match(/\b[A-Z]-\d+\b/g) ?? []) if (got.loafId === id) expect([got.postcode, got.promoCode]).not.toContain(id);
  });
});

/**
 * u28n U5: a request that opens with a read verb named a write's allowed body value ("show damaged
 * orders" → POST /refunds with reason "damaged"), and the write was chosen. A read request never
 * gets an operation that changes data chosen; a write that names its action still does.
 */
import {indexOperations, operationMatch, rankOperations} from '@site/src/demos/universal-api-assistant/openapi';

const KITCHEN = `openapi: 3.0.3
info: {title: Kitchen Supplies, version: 1.0.0}
paths:
  /crates:
    get:
      operationId: listCrates
      summary: List supply crates
      responses: {'200': {description: ok}}
  /returns:
    post:
      operationId: returnCrate
      summary: Return a crate
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                condition: {type: string, enum: [dented, leaking, spoiled]}
      responses: {'201': {description: created}}
`;

describe('a read request never gets a write chosen (u28n U5)', () => {
  const r = parseOpenApi(KITCHEN);
  if (!r.ok) throw new Error(r.error.message);
  const kitchen = r.doc;
  const index = indexOperations(kitchen);
  const chosen = (request: string) =>
    rankOperations(kitchen, index, request).filter((x) => operationMatch(index, request, x).good).map((x) => `${x.operation.method.toUpperCase()} ${x.operation.path}`);
  it.each(['show dented crates', 'list the leaking crates', 'please show spoiled crates', 'display crates that are dented'])('"%s" chooses no POST', (request) => {
    expect(chosen(request)).not.toContain('POST /returns');
  });
  it('a write that names its action is still chosen', () => {
    expect(chosen('return a leaking crate')).toContain('POST /returns');
  });
});
