/**
 * Task s48 a7 (issue 28, tester u31d F4, F6, F9): the API assistant on the tester's own documents (fixtures/api-specs-u31d.ts,
 * copied from /tmp/u31d/docs) and the helpdesk sample, with variants of other nouns and verbs. Each block names its finding.
 */
import {describe, expect, it} from 'vitest';
import {EXPENSES_API, LOGISTICS_API, ROOMS_API} from './fixtures/api-specs-u31d';
import {PURCHASING_API, VET_API} from './fixtures/api-specs-u31b';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const DOCS = {
  logistics: parse(LOGISTICS_API),
  expenses: parse(EXPENSES_API),
  rooms: parse(ROOMS_API),
  purchasing: parse(PURCHASING_API),
  vet: parse(VET_API),
  sample: parse(SAMPLE_OPENAPI),
};
type Doc = keyof typeof DOCS;

function ask(doc: Doc, request: string) {
  const a = assist(DOCS[doc], request);
  return {
    chosen: a.chosen?.operationId ?? null,
    listed: a.listed.map((x) => x.ranked.operation.operationId),
    weakReason: a.weakReason,
    item: a.judged.find((j) => j.item)?.item,
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
  };
}

describe('F4: a verb and an id get the change of that item, never its read or a new item', () => {
  const changes: Array<[Doc, string, string, Record<string, string>]> = [
    // u31d S13, N2: "solve" sets the status solved (the page: a verb whose past form is an allowed value sets it).
    ['sample', 'solve TCK-2001', 'updateTicket', {ticketId: 'TCK-2001', status: 'solved'}],
    ['sample', 'solve ticket TCK-2002 please', 'updateTicket', {ticketId: 'TCK-2002', status: 'solved'}],
    // Own variants: other documents' states said as the verb.
    ['logistics', 'receive stock transfer ST-00123', 'updateStockTransfer', {transferId: 'ST-00123', status: 'received'}],
    ['sample', 'please solve TCK-1042', 'updateTicket', {ticketId: 'TCK-1042', status: 'solved'}],
    // u31d S7: the noun of what the item holds said as the verb ("comment on"), the text after the colon a value.
    ['sample', 'comment on TCK-2001: customer called back, wants a phone call', 'addComment', {ticketId: 'TCK-2001'}],
    ['sample', 'comment on ticket TCK-1042: refund sent, please confirm', 'addComment', {ticketId: 'TCK-1042'}],
    // u31d R12: "invite" is the verb of "Send an invitation for a room booking".
    ['rooms', 'invite kim@corp.example to booking BK123456 with message See you in room N-204!', 'sendInvitation', {bookingId: 'BK123456', email: 'kim@corp.example', message: 'See you in room N-204!'}],
    ['rooms', 'invite li.wei@corp.example to booking BK654321', 'sendInvitation', {bookingId: 'BK654321', email: 'li.wei@corp.example'}],
  ];
  for (const [doc, request, op, values] of changes)
    it(`${doc}: ${request}`, () => {
      const a = ask(doc, request);
      expect(a.chosen).toBe(op);
      expect(a.values).toMatchObject(values);
    });

  // u31d V15: a note added to an existing booking is no new booking: nothing is chosen, the reason names the booking, and
  // the change of that booking is among the candidates listed.
  // On purchasing.json the best-scored candidate is "Add a line item to a purchase order", whose line item has a note too:
  // its reason is the object (a note is no line item), and the new order is refused as on rooms.json.
  const existing: Array<[Doc, string, string, string, string, string]> = [
    ['rooms', 'add a note to booking BK123456: projector needed', 'createRoomBooking', 'booking BK123456', 'updateRoomBooking', 'existing'],
    ['purchasing', 'add a note to purchase order PO-2041: waiting for customs', 'createPurchaseOrder', 'order PO-2041', 'updatePurchaseOrder', 'object'],
  ];
  for (const [doc, request, create, item, change, reason] of existing)
    it(`${doc}: ${request}`, () => {
      const a = ask(doc, request);
      expect(a.chosen).toBeNull();
      expect(a.weakReason).toBe(reason);
      expect(a.item).toBe(item);
      expect(a.listed).toContain(change);
      expect(a.listed).toContain(create);
    });

  // Neighbours that must not move: a create named by its own verb, a refund for an order, a read of solved tickets.
  const kept: Array<[Doc, string, string | null]> = [
    ['sample', 'refund ORD-48213 for 3 euros 50', 'createRefund'],
    ['rooms', 'book room N-204 on 2026-12-03 at 14:30 for 90 minutes', 'createRoomBooking'],
    ['logistics', 'create a return authorization for SO-100245, wrong size', 'createReturnAuthorization'],
    ['sample', 'list solved tickets', 'listTickets'],
    ['sample', 'show ticket TCK-2001', 'getTicket'],
    ['rooms', 'send an invitation for booking BK123456 to kim@corp.example', 'sendInvitation'],
    ['sample', 'comments of ticket TCK-2001', null],
  ];
  for (const [doc, request, op] of kept)
    it(`unchanged: ${doc}: ${request}`, () => {
      expect(ask(doc, request).chosen).toBe(op);
    });
});

describe('F6: quoted text is taken as written, "not" and "can\'t" inside it too', () => {
  const rows: Array<[Doc, string, string, Record<string, string>]> = [
    ['rooms', "book room N-204 on 2026-12-03 at 14:30 for 45 minutes with the notes 'bring badge, not laptop'", 'createRoomBooking', {notes: 'bring badge, not laptop', roomCode: 'N-204'}],
    ['rooms', 'book room N-204 on 2026-12-03 at 14:30 for 45 minutes with the notes "bring badge, not laptop"', 'createRoomBooking', {notes: 'bring badge, not laptop'}],
    ['sample', 'reply to TCK-2001 with the message "we can\'t reproduce this, please send logs"', 'addComment', {ticketId: 'TCK-2001', body: "we can't reproduce this, please send logs"}],
    // Own variants: "never" and "don't" inside quotes, another document.
    ['vet', "book appointment for pet 12 on 2026-12-03 with the note 'call me after 5, not before'", 'bookAppointment', {notes: 'call me after 5, not before'}],
    ['sample', "reply to ticket TCK-1042 with the note 'never mind, it works now'", 'addComment', {ticketId: 'TCK-1042', body: 'never mind, it works now'}],
    ['sample', 'reply to TCK-1042 with the message "don\'t delete the logs"', 'addComment', {ticketId: 'TCK-1042', body: "don't delete the logs"}],
  ];
  for (const [doc, request, op, values] of rows)
    it(`${doc}: ${request}`, () => {
      const a = ask(doc, request);
      expect(a.chosen).toBe(op);
      expect(a.values).toMatchObject(values);
    });
  it('a negation outside the quotes still negates: "tickets that are not solved" leaves the status empty', () => {
    const a = ask('sample', 'tickets that are not solved');
    expect(a.chosen).toBe('listTickets');
    expect(a.values.status).toBeUndefined();
  });
  it('"don\'t delete ticket TCK-1042, just show it" still reads it', () => {
    expect(ask('sample', "don't delete ticket TCK-1042, just show it").chosen).toBe('getTicket');
  });
});

describe('F9: a JSON or YAML document that starts with a byte-order mark loads when pasted', () => {
  it('JSON with a BOM', () => {
    const r = parseOpenApi(`\uFEFF${LOGISTICS_API}`);
    expect(r.ok && r.doc.operations.length).toBe(11);
  });
  it('YAML with a BOM', () => {
    const r = parseOpenApi(`\uFEFF${EXPENSES_API}`);
    expect(r.ok && r.doc.title).toBe(parse(EXPENSES_API).title);
  });
  it('a broken JSON document with a BOM still names the line and column of its mistake', () => {
    const broken = `\uFEFF{\n  "openapi": "3.1.0",\n  "info": {"title": "x", "version": "1"},\n}`;
    const r = parseOpenApi(broken);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^JSON syntax error at line 4, column 1:/);
  });
});

describe('F7: what the page promises, on the tester\'s documents', () => {
  // "a code written like the example its field's description gives": "Article code such as KX104233" has no dash.
  const rows: Array<[Doc, string, string, Record<string, string>]> = [
    ['logistics', 'add 25 pieces of KX104233 to stock transfer ST-00123', 'addTransferLine', {transferId: 'ST-00123', articleCode: 'KX104233', qty: '25'}],
    ['logistics', 'add 12 units of KX104233 to ST-00123', 'addTransferLine', {articleCode: 'KX104233', qty: '12'}],
    ['logistics', 'add 40 pieces of AB123456 to transfer ST-00456', 'addTransferLine', {articleCode: 'AB123456', qty: '40'}],
    // "a person's name after 'for' goes into a name field": organizerName.
    ['rooms', 'book room A-001 for Pieter van den Broek on 2026-12-10 at 10:00 for 60 minutes', 'createRoomBooking', {organizerName: 'Pieter van den Broek', durationMinutes: '60'}],
    // "A field named value takes a sum like an amount field": a refund's value too.
    ['logistics', "return order SO-100245 because it is defective, refund €79.90, customer Anne-Marie D'Souza", 'createReturnAuthorization', {orderRef: 'SO-100245', refundValue: '79.90', reasonCode: 'defective'}],
    // A plain read of one item is chosen: the claim's own read, not the list of its receipts.
    ['expenses', 'show expense claim EC-2026-017', 'getExpenseClaim', {claimId: 'EC-2026-017'}],
    ['expenses', 'show expense claim EC-2026-099', 'getExpenseClaim', {claimId: 'EC-2026-099'}],
  ];
  for (const [doc, request, op, values] of rows)
    it(`${doc}: ${request}`, () => {
      const a = ask(doc, request);
      expect(a.chosen).toBe(op);
      expect(a.values).toMatchObject(values);
    });
  // "quantity 500 is above the maximum of 100": the operation stays, the quantity is empty with the note.
  for (const request of ['add 600 pieces of KX104233 to ST-00123', 'add 501 pieces of AB123456 to ST-00456'])
    it(`logistics: ${request}`, () => {
      const a = assist(DOCS.logistics, request);
      expect(a.chosen?.operationId).toBe('addTransferLine');
      expect([...a.filled.values()].some((v) => v.label === 'qty')).toBe(false);
      expect(a.notes.find((n) => n.label === 'qty')?.note).toMatch(/above the maximum of 500/);
    });
  it('the receipts of a claim are still its receipts', () => {
    expect(ask('expenses', 'show the receipts of expense claim EC-2026-017').chosen).toBe('listReceipts');
  });
  it('a code that only looks like the example is still refused by the pattern: kx104233 stays empty', () => {
    const a = ask('logistics', 'add 5 pieces of kx104233 to ST-00123');
    expect(a.chosen).toBe('addTransferLine');
    expect(a.values.articleCode).toBeUndefined();
  });
});
