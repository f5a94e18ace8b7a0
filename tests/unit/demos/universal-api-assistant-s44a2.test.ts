/**
 * Task 44a2 (issue 28, tester u30a): the API assistant's findings UAA-11, UAA-2, UAA-5 (a take-back after the request),
 * UAA-9 ("anyone but"), UAA-1/UAA-8 (minor units).
 */
import {describe, expect, it, vi} from 'vitest';
import {PAYMENTS_API} from './fixtures/api-specs-u30a';
import {BAKERY_API, WAREHOUSE_API} from './fixtures/api-specs-u30j';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {sample: parse(SAMPLE_OPENAPI), pay: parse(PAYMENTS_API), bakery: parse(BAKERY_API), warehouse: parse(WAREHOUSE_API)};
type Spec = keyof typeof SPECS;

function ask(spec: Spec, request: string) {
  const a = assist(SPECS[spec], request);
  return {
    chosen: a.chosen ? `${a.chosen.method.toUpperCase()} ${a.chosen.path}` : null,
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])),
    withdrawn: a.withdrawn,
    listed: a.listed.length,
    first: a.listed[0] ? `${a.listed[0].ranked.operation.method.toUpperCase()} ${a.listed[0].ranked.operation.path}` : null,
    scores: a.listed.map((l) => l.ranked.score),
    goods: a.listed.map((l) => l.good),
    weak: a.goodKeys.size === 0 ? a.weakReason : null,
    unread: a.judged.find((j) => j.word)?.word ?? null,
  };
}

describe('UAA-11/UAA-2: a take-back at the end of the request chooses nothing and says so', () => {
  const rows: Array<[Spec, string, string]> = [
    ['sample', 'delete ticket TCK-1234 — actually don’t', 'actually don’t'],
    ['sample', "delete ticket TCK-1234 — actually don't", "actually don't"],
    ['sample', "delete ticket TCK-5555 please don't actually", "please don't actually"],
    ['pay', "cancel payment pay_5 — no, don't", "no, don't"],
    ['pay', "delete customer cus_9, no, don't", "no, don't"],
    ['pay', 'delete customer cus_9 … wait, cancel that', 'wait, cancel that'],
    ['pay', 'delete customer cus_55, actually never mind', 'actually never mind'],
    ['sample', 'close ticket TCK-1042. Scratch that.', 'Scratch that'],
    ['pay', 'refund payment pay_7 500 cents, forget it', 'forget it'],
    ['pay', 'cancel payment pay_5 — no wait, don’t do that', 'no wait, don’t do that'],
    ['sample', 'delete ticket TCK-1234, never mind, thanks', 'never mind'],
    ['pay', 'delete customer cus_9. Do not.', 'Do not'],
  ];
  for (const [spec, request, phrase] of rows)
    it(`${spec}: ${request}`, () => {
      const a = ask(spec, request);
      expect(a.chosen).toBeNull();
      expect(a.listed).toBe(0);
      expect(a.withdrawn).toBe(phrase);
    });
});

describe('UAA-5: after a take-back only what follows is read', () => {
  it('"delete ticket TCK-1234 — actually never mind, just show it" gets that ticket', () => {
    const a = ask('sample', 'delete ticket TCK-1234 — actually never mind, just show it');
    expect(a.chosen).toBe('GET /tickets/{ticketId}');
    expect(a.values).toEqual({ticketId: 'TCK-1234'});
    expect(a.withdrawn).toBeNull();
  });
  it('"delete ticket 88 — actually never mind, just show it" never fills a page size with the id', () => {
    const a = ask('sample', 'delete ticket 88 — actually never mind, just show it');
    expect(a.chosen).toBe('GET /tickets/{ticketId}');
    expect(a.values.limit).toBeUndefined();
  });
  it('"delete customer cus_9, actually don\'t, show payments of cus_9" reads the list', () => {
    const a = ask('pay', "delete customer cus_9, actually don't, show payments of cus_9");
    expect(a.chosen).toBe('GET /payments');
    expect(a.withdrawn).toBeNull();
  });
  it('"just" says nothing of which read: "just show ticket 88" reads as "show ticket 88"', () => {
    for (const q of ['just show ticket 88', 'show ticket 88', 'simply show me ticket T-1042']) {
      const a = ask('sample', q);
      expect(a.chosen).toBe('GET /tickets/{ticketId}');
      expect(a.values).toEqual({});
      expect(a.notes.ticketId).toMatch(/pattern/);
    }
  });
  it('a "don\'t" inside a request is no take-back: "don\'t charge twice, cancel payment pay_5"', () => {
    expect(ask('pay', "cancel payment pay_5, don't charge it twice").withdrawn).toBeNull();
    expect(ask('sample', 'cancel that ticket TCK-1042').withdrawn).toBeNull();
  });
});

describe('UAA-9: "anyone but", "anybody but", "everyone but" exclude the value', () => {
  for (const q of [
    'list tickets assigned to anyone but ana@support.example',
    'list tickets for anybody but bob@support.example',
    'list tickets of everyone but ana@support.example',
    'list tickets assigned to everybody but ana@support.example',
    'list tickets assigned to anyone other than ana@support.example',
  ])
    it(q, () => {
      const a = ask('sample', q);
      expect(a.chosen).toBe('GET /tickets');
      expect(a.values.assignee).toBeUndefined();
      expect(a.notes.assignee).toMatch(/not/);
    });
});

/** Task 45a: amounts and the unit an API's amount field takes (u30a UAA-1, UAA-8). */
const UNITS_API = `openapi: 3.0.3
info: {title: Units API, version: '1'}
paths:
  /cents/{orderId}/refunds:
    post:
      operationId: refundCents
      summary: Refund a cent order
      parameters: [{name: orderId, in: path, required: true, schema: {type: string}}]
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                amount_cents: {type: integer}
  /smallest/{orderId}/refunds:
    post:
      operationId: refundSmallest
      summary: Refund a smallest order
      parameters: [{name: orderId, in: path, required: true, schema: {type: string}}]
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                amount: {type: integer, description: 'In the smallest currency unit (e.g. 100 cents to charge $1.00)'}
  /plain/{orderId}/refunds:
    post:
      operationId: refundPlain
      summary: Refund a plain order
      parameters: [{name: orderId, in: path, required: true, schema: {type: string}}]
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                amount: {type: integer}
  /decimal/{orderId}/refunds:
    post:
      operationId: refundDecimal
      summary: Refund a decimal order
      parameters: [{name: orderId, in: path, required: true, schema: {type: string}}]
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                amount: {type: number}
  /major/{orderId}/refunds:
    post:
      operationId: refundMajor
      summary: Refund a major order
      parameters: [{name: orderId, in: path, required: true, schema: {type: string}}]
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                amount: {type: number, description: Amount in major units, e.g. 10.50}
`;
const UNITS = parse(UNITS_API);
function askUnits(op: string, request: string) {
  const a = assist(UNITS, request, UNITS.operations.find((o) => o.operationId === op)?.key);
  return {
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])),
  };
}

describe('UAA-1: a sum in a currency goes into a minor-unit field in minor units', () => {
  const rows: Array<[string, string, Record<string, string>]> = [
    ['refund 5 dollars of payment pay_9', 'POST /payments/{payment_id}/refunds', {payment_id: 'pay_9', amount: '500'}],
    ['refund $12.34 of payment pay_9', 'POST /payments/{payment_id}/refunds', {payment_id: 'pay_9', amount: '1234'}],
    ['refund €0.50 of payment pay_9', 'POST /payments/{payment_id}/refunds', {payment_id: 'pay_9', amount: '50'}],
    ['refund 49.99 EUR of payment pay_9', 'POST /payments/{payment_id}/refunds', {payment_id: 'pay_9', amount: '4999'}],
    ['refund $1,250.00 of payment pay_9', 'POST /payments/{payment_id}/refunds', {payment_id: 'pay_9', amount: '125000'}],
    ['refund ¥1000 of payment pay_9', 'POST /payments/{payment_id}/refunds', {payment_id: 'pay_9', amount: '1000'}],
    ["create payment 20 GBP for cus_A1 but don't capture it", 'POST /payments', {amount: '2000', currency: 'GBP', customer_id: 'cus_A1'}],
  ];
  for (const [request, op, values] of rows)
    it(request, () => {
      const a = ask('pay', request);
      expect(a.chosen).toBe(op);
      expect(a.values).toMatchObject(values);
      expect(a.notes.amount).toMatch(/minor units/);
      expect(a.notes.amount).toContain(values.amount);
    });
  it('a sum finer than the currency\'s minor unit is not filled, and said', () => {
    const a = ask('pay', 'refund 10.505 EUR of payment pay_9');
    expect(a.values.amount).toBeUndefined();
    expect(a.notes.amount).toMatch(/10\.505/);
  });
  it('a field named in cents or described as the smallest unit converts too', () => {
    expect(askUnits('refundCents', 'refund $7.25 for order 12').values.amount_cents).toBe('725');
    expect(askUnits('refundSmallest', 'refund $7.25 for order 12').values.amount).toBe('725');
  });
});

describe('UAA-8: a sum in minor units ("1050 cents") is read', () => {
  it('"create payment 1050 cents EUR for cus_B2" fills 1050 and EUR', () => {
    const a = ask('pay', 'create payment 1050 cents EUR for cus_B2');
    expect(a.values).toMatchObject({amount: '1050', currency: 'EUR', customer_id: 'cus_B2'});
  });
  for (const [request, amount] of [
    ['refund 250 cents of payment pay_9', '250'],
    ['refund 99 pence of payment pay_9', '99'],
  ] as const)
    it(request, () => expect(ask('pay', request).values.amount).toBe(amount));
  it('cents into a field in major units are converted and said', () => {
    const a = askUnits('refundMajor', 'refund 1050 cents for order 12');
    expect(a.values.amount).toBe('10.5');
    expect(a.notes.amount).toMatch(/1050 cents/);
  });
});

describe('UAA-1: a field whose unit the API does not state is never filled in silence', () => {
  it('an integer amount with no unit: filled as written, and the note says which unit was assumed', () => {
    const a = askUnits('refundPlain', 'refund 5 dollars for order 12');
    expect(a.values.amount).toBe('5');
    expect(a.notes.amount).toMatch(/does not say/);
    expect(a.notes.amount).toMatch(/cents/);
  });
  it('a decimal amount with no unit: the same note', () => {
    const a = askUnits('refundDecimal', 'refund €7.50 for order 12');
    expect(a.values.amount).toBe('7.50');
    expect(a.notes.amount).toMatch(/does not say/);
  });
  it('a field in major units is filled as written without a unit note (only the currency assumed is said, s50 a)', () => {
    const a = askUnits('refundMajor', 'refund €7.50 for order 12');
    expect(a.values.amount).toBe('7.50');
    expect(a.notes.amount).not.toMatch(/cents|minor|unit/);
    expect(a.notes.amount).toMatch(/does not say which currency amount is in, so it is taken to be euros/);
  });
  it('cents into a field whose unit is not stated are not filled, and said', () => {
    const a = askUnits('refundPlain', 'refund 1050 cents for order 12');
    expect(a.values.amount).toBeUndefined();
    expect(a.notes.amount).toMatch(/1050 cents/);
  });
});

describe('UAA-1 neighbours: every way of writing a sum reaches the field in its unit', () => {
  for (const [request, amount] of [
    ['refund 5 bucks of payment pay_9', '500'],
    ['refund 5 quid of payment pay_9', '500'],
    ['refund 3 euros 50 of payment pay_9', '350'],
    ['refund 3 euros and 50 cents of payment pay_9', '350'],
    ['refund $3 and 50 cents of payment pay_9', '350'],
    ['refund 20 EUR 15 times for payment pay_9', '2000'],
  ] as const)
    it(request, () => {
      const a = ask('pay', request);
      expect(a.values.amount).toBe(amount);
      expect(a.notes.amount).toMatch(/minor units/);
    });
  it('"3 euros 50" into a field in major units is 3.50', () => {
    expect(ask('sample', 'refund 3 euros 50 for ORD-48213 damaged').values.amount).toBe('3.50');
  });
  it('a bare number into a minor-unit field is filled as written and the note says in which unit', () => {
    const a = ask('pay', 'refund 5 of payment pay_9');
    expect(a.values.amount).toBe('5');
    expect(a.notes.amount).toMatch(/names no currency.*minor units.*500/);
  });
  // Issue 28, u31b F6: the page says a number without a currency is no sum taken silently, so the note says it.
  it('a bare number into a field in major units is filled with a note that no currency was named, never one on minor units', () => {
    const a = ask('sample', 'refund 30 for ORD-48213 damaged');
    expect(a.values.amount).toBe('30');
    expect(a.notes.amount).toMatch(/names no currency, so amount is filled in as 30 in the currency the API uses/);
    expect(a.notes.amount).not.toMatch(/minor units/);
  });
});

describe('UAA-7: "create a payment" gets "Create a payment" though most operations name payments', () => {
  for (const [request, values] of [
    ['create payment', {}],
    ['create a payment for cus_A1', {customer_id: 'cus_A1'}],
    ['create a payment of 20 GBP for cus_A1', {customer_id: 'cus_A1', amount: '2000', currency: 'GBP'}],
    ['please create a new payment for cus_A1', {customer_id: 'cus_A1'}],
  ] as const)
    it(request, () => {
      const a = assist(SPECS.pay, request);
      expect(a.chosen?.operationId).toBe('createPayment');
      expect(a.listed[0].ranked.operation.operationId).toBe('createPayment');
      expect(ask('pay', request).values).toMatchObject(values);
    });
  it('"Create a customer" names no payment and is never listed first for one', () => {
    const a = assist(SPECS.pay, 'create payment');
    expect(a.listed.find((x) => x.ranked.operation.operationId === 'createCustomer')?.good ?? false).toBe(false);
  });
  it('the API title says which API, never which operation: "create a customer" still gets the customer', () => {
    expect(ask('pay', 'create a customer with email ana@firma.example').chosen).toBe('POST /customers');
  });
});

describe('UAA-12: "open a ticket" gets "Open a new support ticket", never the status change', () => {
  for (const [request, values] of [
    ['open a ticket for ana@firma.de, normal priority', {'customer.email': 'ana@firma.de', priority: 'normal'}],
    ['open a ticket for bob@firma.de, urgent priority', {'customer.email': 'bob@firma.de', priority: 'urgent'}],
    ['open a ticket with high priority for ana@firma.de', {'customer.email': 'ana@firma.de', priority: 'high'}],
  ] as const)
    it(request, () => {
      const a = ask('sample', request);
      expect(a.chosen).toBe('POST /tickets');
      expect(a.values).toMatchObject(values);
    });
  it('a request that names the ticket changes it, never opens a new one without its id', () => {
    for (const q of ['open ticket TCK-1042 again', 'mark ticket TCK-1042 as open']) {
      const a = ask('sample', q);
      expect(a.chosen).toBe('PATCH /tickets/{ticketId}');
      expect(a.values).toEqual({ticketId: 'TCK-1042', status: 'open'});
    }
  });
  it('"close ticket TCK-1042" still changes the status', () => {
    expect(ask('sample', 'close ticket TCK-1042').chosen).toBe('PATCH /tickets/{ticketId}');
  });
});

describe('u30j A1: a read of one item the request names comes before the list', () => {
  const rows: Array<[Spec, string, Record<string, string>]> = [
    ['bakery', 'what is the status of order 88?', {orderId: '88'}],
    ['bakery', 'is order 88 delivered?', {orderId: '88'}],
    ['bakery', 'do not cancel anything, what is the status of order 88?', {orderId: '88'}],
    ['bakery', 'show the status of order ORD-77', {orderId: 'ORD-77'}],
    ['bakery', 'has order 12 been baked yet?', {orderId: '12'}],
    ['sample', 'what is the status of ticket TCK-1042?', {ticketId: 'TCK-1042'}],
    ['sample', 'is ticket TCK-1042 closed?', {ticketId: 'TCK-1042'}],
  ];
  for (const [spec, request, values] of rows)
    it(`${spec}: ${request}`, () => {
      const a = ask(spec, request);
      expect(a.chosen).toMatch(/^GET \/\w+\/\{\w+\}$/);
      expect(a.values).toMatchObject(values);
    });
  it('a request that names no item still gets the list: "what is the status of my orders?", "show delivered orders"', () => {
    expect(ask('bakery', 'what is the status of my orders?').chosen).toBe('GET /orders');
    expect(ask('bakery', 'show delivered orders').chosen).toBe('GET /orders');
    expect(ask('bakery', 'list orders, limit 88').chosen).toBe('GET /orders');
  });
});

describe('u30j A5: operations that change data tied for the request: none is chosen, and it is said', () => {
  const rows: Array<[Spec, string]> = [
    ['warehouse', 'delete widget 3 in warehouse 12'],
    ['warehouse', 'delete pallet 7 in warehouse 42'],
    ['warehouse', 'remove invoice 5 from warehouse 9'],
    ['warehouse', 'get pallet 7 in warehouse 42'],
  ];
  for (const [spec, request] of rows)
    it(`${spec}: ${request}`, () => {
      const a = ask(spec, request);
      expect(a.chosen).toBeNull();
      expect(a.weak).toBe('tie');
    });
  it('one write that fits better than the rest is still chosen: "delete order 5" (bakery)', () => {
    expect(ask('bakery', 'cancel order 5').chosen).toBe('DELETE /orders/{orderId}');
  });
});

describe('u30j A2: the list follows the scores, or no operation is chosen', () => {
  const rows: Array<[Spec, string]> = [
    ['bakery', 'give back $1,250.75 to order 9 in USD'],
    ['bakery', 'give back 20 EUR for order 9'],
    ['bakery', 'money back for order 9, 12 EUR'],
  ];
  for (const [spec, request] of rows)
    it(`${spec}: ${request}`, () => {
      const a = ask(spec, request);
      expect(a.chosen).toBeNull();
      expect(a.first).toBe('POST /orders/{orderId}/refunds');
    });
  it('no good match listed below a weak one with a higher score is chosen', () => {
    for (const [spec, request] of rows) {
      const a = ask(spec, request);
      a.goods.forEach((good, i) => {
        if (good) expect(a.scores.slice(i + 1).every((s) => s <= a.scores[i])).toBe(true);
      });
    }
  });
});

describe('u30j A4: a verb the assistant does not read chooses nothing and says which word', () => {
  const rows: Array<[Spec, string, string]> = [
    ['sample', 'Ticket TCK-1042 schließen', 'schließen'],
    ['sample', 'fermer le ticket TCK-1042', 'fermer'],
    ['sample', 'trash ticket TCK-1042', 'trash'],
    ['sample', 'nuke ticket TCK-1042', 'nuke'],
    ['sample', 'cerrar el ticket TCK-1042', 'cerrar'],
    ['bakery', 'yeet order 88', 'yeet'],
  ];
  for (const [spec, request, word] of rows)
    it(`${spec}: ${request}`, () => {
      const a = ask(spec, request);
      expect(a.chosen).toBeNull();
      expect(a.weak).toBe('verb');
      expect(a.unread).toBe(word);
    });
});

describe('u30j A8: an id right before an amount with a decimal comma keeps its digits, and the amount its own', () => {
  const rows: Array<[Spec, string, Record<string, string>]> = [
    ['sample', 'refund ORD-48213 2,50 EUR late', {orderId: 'ORD-48213', amount: '2.50'}],
    ['sample', 'refund ORD-48213 1,5 EUR because it was late', {orderId: 'ORD-48213', amount: '1.5'}],
    ['sample', 'refund ORD-48213 12,5 EUR late', {orderId: 'ORD-48213', amount: '12.5'}],
    ['sample', 'refund ORD-48213 2.50 EUR late', {orderId: 'ORD-48213', amount: '2.50'}],
    ['sample', 'refund ORD-48213 3 EUR late', {orderId: 'ORD-48213', amount: '3'}],
    ['bakery', 'refund order ORD-77 1,5 EUR', {orderId: 'ORD-77', amount: '1.5', currency: 'EUR'}],
    ['bakery', 'refund order A-991 12,50 CHF', {orderId: 'A-991', amount: '12.50', currency: 'CHF'}],
  ];
  for (const [spec, request, values] of rows)
    it(`${spec}: ${request}`, () => {
      const a = ask(spec, request);
      expect(a.values).toMatchObject(values);
      expect(a.notes.orderId).toBeUndefined();
    });
});

describe('u30j A3: a sum with a minus sign is never filled with the sign dropped', () => {
  const rows: Array<[Spec, string]> = [
    ['bakery', 'refund order 12: -5 EUR'],
    ['bakery', 'refund order 12 -5 EUR'],
    ['bakery', 'refund order 12: -€5'],
    ['bakery', 'refund order 12 −12.50 CHF'],
    ['bakery', 'refund order 12 minus 5 EUR'],
    ['sample', 'refund ORD-48213 -20 EUR late'],
    ['pay', 'refund payment pay_9 -500 cents'],
  ];
  for (const [spec, request] of rows)
    it(`${spec}: ${request}`, () => {
      const a = ask(spec, request);
      expect(a.values.amount).toBeUndefined();
      expect(a.notes.amount).toMatch(/below zero/);
    });
  it('a hyphen inside an id is no sign: "refund order ORD-5 EUR 3" and "refund ORD-48213 5 EUR late" fill the sum', () => {
    expect(ask('sample', 'refund ORD-48213 5 EUR late').values.amount).toBe('5');
    expect(ask('bakery', 'refund order 12: 5 EUR').values.amount).toBe('5');
  });
});

/**
 * The work of reading a request, counted as the start positions regular expressions try (timings never go in tests): a
 * sticky or `^`-anchored one tries one, any other one every position from where it starts up to its match (or the end).
 * u30j A6: a 9,340-character request took 36 s, because each token's noun was looked for with a `…$` pattern over the
 * whole request before it (work growing with the square of the length).
 */
function regexWork(run: () => void): number {
  const exec = RegExp.prototype.exec;
  let work = 0;
  const spy = vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, input: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const m = exec.call(this, input);
    const single = this.sticky || (this.source.startsWith('^') && !this.multiline);
    work += single ? 1 : (m ? m.index : String(input).length) - from + 1;
    return m;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return work;
}

describe('u30j A6: the work of reading a request grows in step with its length', () => {
  const request = (n: number) => `please refund order ORD-12345 ${'because the cake was awful and '.repeat(n)}amount €15`;
  const email = (n: number) => `Hi team, order 4471 for Jan de Vries arrived late on 3 December 2026 and cost €15.50. ${'We paid EUR 12 for ticket TCK-1042 and the box B-77 was 2 kg. '.repeat(n)}Please refund order 4471.`;
  for (const [name, make] of [['a long reason', request], ['an e-mail with many numbers', email]] as const) {
    it(`${name}: four times as long is at most about four times the work`, () => {
      const short = regexWork(() => assist(SPECS.sample, make(16)));
      const long = regexWork(() => assist(SPECS.sample, make(64)));
      expect(long / short).toBeLessThan(6);
    });
  }
  it('the long reason still gets the refund with its order and amount', () => {
    const a = ask('sample', request(300));
    expect(a.chosen).toBe('POST /refunds');
  });
});
