/**
 * Task s47 a5 (issue 28, tester u31b): the API assistant's wrong operations and values on the tester's own documents
 * (fixtures/api-specs-u31b.ts) and the helpdesk sample. Each block names the finding it covers.
 */
import {describe, expect, it} from 'vitest';
import {PURCHASING_API, VET_API} from './fixtures/api-specs-u31b';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const DOCS = {purchasing: parse(PURCHASING_API), vet: parse(VET_API), sample: parse(SAMPLE_OPENAPI)};

function ask(doc: keyof typeof DOCS, request: string) {
  const a = assist(DOCS[doc], request);
  return {
    chosen: a.chosen?.operationId ?? null,
    listed: a.listed.map((x) => x.ranked.operation.operationId),
    judged: a.judged,
    weakReason: a.weakReason,
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])),
  };
}

describe('F1: an operation on a sub-resource is never chosen for a request about its parent', () => {
  for (const request of ['delete purchase order PO-2041', 'delete the purchase order PO-2041 please', 'remove purchase order PO-2041'])
    it(request, () => {
      const a = ask('purchasing', request);
      expect(a.chosen).toBeNull();
      expect(a.listed).toContain('removeLineItem');
      expect(a.weakReason).toBe('object');
      expect(a.judged[0].object).toEqual({asked: 'purchase order', own: 'line item'});
    });
  it('a request that names the line item still gets it', () => {
    expect(ask('purchasing', 'remove line 3 from purchase order PO-2041')).toMatchObject({chosen: 'removeLineItem', values: {poId: 'PO-2041', lineNo: '3'}});
    expect(ask('purchasing', 'delete line items of purchase order PO-2041').chosen).toBe('removeLineItem');
  });
  it('"delete supplier SUP-104" still chooses nothing', () => {
    expect(ask('purchasing', 'delete supplier SUP-104').chosen).toBeNull();
  });
});

describe('F4: values for an operation\'s own fields say what the request adds', () => {
  it('add 40 pieces of BLT-0042 to purchase order PO-2041', () => {
    const a = ask('purchasing', 'add 40 pieces of BLT-0042 to purchase order PO-2041');
    expect(a.chosen).toBe('addLineItem');
    expect(a.values).toEqual({poId: 'PO-2041', sku: 'BLT-0042', quantity: '40'});
  });
  it('"create a purchase order for supplier SUP-104" keeps the create', () => {
    expect(ask('purchasing', 'create a purchase order for supplier SUP-104 in EUR').chosen).toBe('createPurchaseOrder');
  });
});

describe('F8: a price per item fills a unit-price field; a code like the field\'s example fills it', () => {
  it("add 40 pieces of BLT-0042 at $3.25 each to purchase order PO-2041 with the note 'call me after 5'", () => {
    const a = ask('purchasing', "add 40 pieces of BLT-0042 at $3.25 each to purchase order PO-2041 with the note 'call me after 5'");
    expect(a.chosen).toBe('addLineItem');
    expect(a.values).toEqual({poId: 'PO-2041', sku: 'BLT-0042', quantity: '40', unitPrice: '3.25', note: 'call me after 5'});
    expect(a.notes.unitPrice).toBeUndefined();
  });
  it('"1500 units" is a count, never a unit price', () => {
    const a = ask('purchasing', 'add 1500 units of BLT-0042 to PO-2041');
    expect(a.values).toEqual({poId: 'PO-2041', sku: 'BLT-0042'});
    expect(a.notes.quantity).toMatch(/above the maximum of 1000/);
  });
  it('"12 units" is the quantity; a sku in lower case is refused with a note', () => {
    const a = ask('purchasing', 'add 12 units of blt-0042 to PO-2041');
    expect(a.values).toEqual({poId: 'PO-2041', quantity: '12'});
    expect(a.notes.sku).toMatch(/must match the pattern/);
  });
  it('two skus for one line stay empty with a note', () => {
    const a = ask('purchasing', 'add 2 line items to PO-2041: 5 x BLT-0042 and 3 x CAB-0007');
    expect(a.values.sku).toBeUndefined();
    expect(a.notes.sku).toMatch(/two values given/);
  });
});

describe('F2: a page size names no operation and is never the id of one item', () => {
  it('show 500 purchase orders per page', () => {
    const a = ask('purchasing', 'show 500 purchase orders per page');
    expect(a.chosen).toBe('listPurchaseOrders');
    expect(a.values).toEqual({});
    expect(a.notes.limit).toMatch(/500.*above the maximum of 200/);
  });
  for (const request of ['show 150 purchase orders per page', 'list purchase orders, 150 per page'])
    it(request, () => {
      const a = ask('purchasing', request);
      expect(a.chosen).toBe('listPurchaseOrders');
      expect(a.values).toEqual({limit: '150'});
    });
  it('the sample keeps its list', () => {
    expect(ask('sample', 'list all tickets except closed ones, 500 per page').chosen).toBe('listTickets');
  });
});

describe('F3: a decimal comma in a measure is read as a decimal mark', () => {
  it('change the weight of pet 5 to 4,2 kg', () => {
    expect(ask('vet', 'change the weight of pet 5 to 4,2 kg')).toMatchObject({chosen: 'updatePet', values: {petId: '5', weightKg: '4.2'}});
  });
  it('change the weight of pet 5 to 1,5 kg', () => {
    expect(ask('vet', 'change the weight of pet 5 to 1,5 kg').values).toEqual({petId: '5', weightKg: '1.5'});
  });
  it('a comma before three digits reads two ways and stays empty with a note', () => {
    const a = ask('vet', 'change the weight of pet 5 to 1,500 kg');
    expect(a.values).toEqual({petId: '5'});
    expect(a.notes.weightKg).toMatch(/“1\.5” or “1500”/);
  });
  it('a decimal point still works', () => {
    expect(ask('vet', 'set the weight of pet 5 to 4.2 kg').values).toEqual({petId: '5', weightKg: '4.2'});
  });
});

describe('F5: a named item and a state to set are the update, never the read filtered by that state', () => {
  for (const request of ['mark TCK-1042 as solved', 'mark ticket TCK-1042 as solved'])
    it(request, () => {
      expect(ask('sample', request)).toMatchObject({chosen: 'updateTicket', values: {ticketId: 'TCK-1042', status: 'solved'}});
    });
  it('"mark purchase order PO-2041 as received" keeps its update', () => {
    expect(ask('purchasing', 'mark purchase order PO-2041 as received')).toMatchObject({chosen: 'updatePurchaseOrder', values: {poId: 'PO-2041', status: 'received'}});
  });
  it('"show solved tickets" stays the list', () => {
    expect(ask('sample', 'show solved tickets')).toMatchObject({chosen: 'listTickets', values: {status: 'solved'}});
  });
});

describe('F6: a number without a currency in an amount field is said in a note', () => {
  for (const [request, amount] of [['refund 50 for order ORD-48213', '50'], ['refund 20 for ORD-48213, reason late', '20']] as const)
    it(request, () => {
      const a = ask('sample', request);
      expect(a.values.amount).toBe(amount);
      expect(a.notes.amount).toMatch(new RegExp(`“${amount}” from your request names no currency, so amount is filled in as ${amount}`));
    });
  it('an amount with its currency gets no such note', () => {
    const a = ask('sample', 'refund 50 dollars for order ORD-48213');
    expect(a.values.amount).toBe('50');
    expect(a.notes.amount ?? '').not.toMatch(/names no currency/);
  });
});

describe('F7: a change to many at once is never a change to one item', () => {
  it('delete all closed tickets', () => {
    const a = ask('sample', 'delete all closed tickets');
    expect(a.chosen).toBeNull();
    expect(a.listed).toContain('deleteTicket');
    expect(a.weakReason).toBe('bulk');
  });
  it('remove all line items from PO-2041', () => {
    const a = ask('purchasing', 'remove all line items from PO-2041');
    expect(a.chosen).toBeNull();
    expect(a.weakReason).toBe('bulk');
  });
  it('a named item is still changed ("delete ticket TCK-1042")', () => {
    expect(ask('sample', 'delete ticket TCK-1042').chosen).toBe('deleteTicket');
  });
});

describe('F10: the ends of a range named with a shared first word ("createdFrom", "createdTo") take its dates', () => {
  const rows: Array<[string, string, Record<string, string>]> = [
    ['listPurchaseOrders', 'purchase orders created between 1 Nov 2026 and 15 Nov 2026', {createdFrom: '2026-11-01', createdTo: '2026-11-15'}],
    ['listPurchaseOrders', 'purchase orders from supplier SUP-104 created since 2026-10-01', {supplierId: 'SUP-104', createdFrom: '2026-10-01'}],
    ['listInvoices', 'unpaid invoices due until 2026-12-31', {dueTo: '2026-12-31'}],
    ['listInvoices', 'paid invoices due from 2026-11-01', {dueFrom: '2026-11-01'}],
    [
      'listPurchaseOrders',
      'purchase orders created from 2026-11-01 to 2026-11-15 with status submitted and supplier SUP-210, max 20',
      {createdFrom: '2026-11-01', createdTo: '2026-11-15', status: 'submitted', supplierId: 'SUP-210', limit: '20'},
    ],
  ];
  for (const [op, request, values] of rows)
    it(request, () => {
      const a = ask('purchasing', request);
      expect(a.chosen).toBe(op);
      expect(a.values).toMatchObject(values);
    });
  it('a range that ends before it starts still fills neither, with a note', () => {
    const a = ask('purchasing', 'purchase orders created from 2026-11-15 to 2026-11-01');
    expect(a.values).toEqual({});
    expect(a.notes.createdFrom).toMatch(/ends before it starts/);
  });
});

describe('F10: a verb whose past form is an allowed state, or "reopen", sets that state', () => {
  const rows: Array<[keyof typeof DOCS, string, string, Record<string, string>]> = [
    ['purchasing', 'cancel purchase order PO-2041', 'updatePurchaseOrder', {poId: 'PO-2041', status: 'cancelled'}],
    ['purchasing', 'submit purchase order PO-2041', 'updatePurchaseOrder', {poId: 'PO-2041', status: 'submitted'}],
    ['purchasing', 'approve purchase order PO-2041', 'updatePurchaseOrder', {poId: 'PO-2041', status: 'approved'}],
    ['sample', 'reopen ticket TCK-1042', 'updateTicket', {ticketId: 'TCK-1042', status: 'open'}],
    ['sample', 'close ticket TCK-1042', 'updateTicket', {ticketId: 'TCK-1042', status: 'closed'}],
  ];
  for (const [doc, request, op, values] of rows)
    it(request, () => {
      expect(ask(doc, request)).toMatchObject({chosen: op, values});
    });
  it('a state named as a filter is still no verb ("purchase orders except cancelled ones")', () => {
    const a = ask('purchasing', 'list purchase orders except cancelled ones');
    expect(a.chosen).toBe('listPurchaseOrders');
    expect(a.values.status).toBeUndefined();
  });
  it('"cancel the refund for ORD-48213" still chooses nothing on the sample', () => {
    expect(ask('sample', 'cancel the refund for ORD-48213').chosen).toBeNull();
  });
});

describe('F10: a name right after the thing a name field belongs to is read whole', () => {
  const rows: Array<[string, Record<string, string>]> = [
    ["register owner Mary Ann O'Neil, mary@example.com, +44 7700 900123", {name: "Mary Ann O'Neil", email: 'mary@example.com', phone: '+44 7700 900123'}],
    ['register owner Jan de Vries with email jan@example.nl', {name: 'Jan de Vries', email: 'jan@example.nl'}],
  ];
  for (const [request, values] of rows)
    it(request, () => {
      expect(ask('vet', request)).toMatchObject({chosen: 'createOwner', values});
    });
  it('an unclear end ("Jan de vries") leaves the name empty, and a number is never a name ("pet 5")', () => {
    expect(ask('vet', 'register owner Jan de vries with email jan@example.nl').values.name).toBeUndefined();
    expect(ask('vet', 'change the weight of pet 5 to 4.2 kg').values).toEqual({petId: '5', weightKg: '4.2'});
  });
});
