/**
 * Task s47 a6 (issue 28, tester u31d): the rules behind the API assistant's confidently wrong answers on the tester's
 * own documents (fixtures/api-specs-u31d.ts) and the helpdesk sample, with variants of other nouns and verbs. Each block
 * names the finding it covers.
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

function ask(doc: keyof typeof DOCS, request: string) {
  const a = assist(DOCS[doc], request);
  return {
    chosen: a.chosen?.operationId ?? null,
    listed: a.listed.map((x) => x.ranked.operation.operationId),
    weakReason: a.weakReason,
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])),
  };
}

describe('F2: a question never gets an operation that changes data', () => {
  const rows: Array<[keyof typeof DOCS, string]> = [
    ['expenses', 'can I delete a receipt?'],
    ['expenses', 'could I remove a receipt from a claim?'],
    ['expenses', 'is it possible to reject an expense claim?'],
    ['rooms', 'can I delete a booking?'],
    ['sample', 'can I refund an order twice?'],
    // Own variants: other openings, nouns and verbs.
    ['rooms', 'could we cancel a room booking?'],
    ['rooms', 'may I change a booking after it started?'],
    ['logistics', 'can I delete a transfer line?'],
    ['logistics', 'is there a way to cancel a return authorization?'],
    ['sample', 'am I allowed to close a ticket?'],
    ['purchasing', 'can we approve a purchase order?'],
    ['vet', 'is it possible to cancel a visit'],
  ];
  for (const [doc, request] of rows)
    it(`${doc}: ${request}`, () => {
      const a = ask(doc, request);
      expect(a.chosen).toBeNull();
      expect(a.weakReason).toBe('question');
    });
  it('"can you delete ticket TCK-1042" is still a request to do it', () => {
    expect(ask('sample', 'can you delete ticket TCK-1042').chosen).toBe('deleteTicket');
  });
  it('"can I see booking BK123456?" still gets the read', () => {
    expect(ask('rooms', 'can I see booking BK123456?').chosen).toBe('getRoomBooking');
  });
});

describe('F1: an operation on one item under a parent is never chosen for a request about the parent, whatever the nouns', () => {
  const rows: Array<[keyof typeof DOCS, string, string]> = [
    ['logistics', 'delete stock transfer ST-00123', 'removeTransferLine'],
    ['logistics', 'please remove the stock transfer ST-00777', 'removeTransferLine'],
    ['logistics', 'delete transfer ST-00456', 'removeTransferLine'],
    ['logistics', 'remove stock transfer ST-00456 completely', 'removeTransferLine'],
    ['logistics', 'erase stock transfer ST-00456', 'removeTransferLine'],
    // Own variants: other verbs, and the round-one parent/child pair.
    ['logistics', 'delete the transfer ST-00999 please', 'removeTransferLine'],
    ['purchasing', 'remove order PO-2041', 'removeLineItem'],
  ];
  for (const [doc, request, child] of rows)
    it(`${doc}: ${request}`, () => {
      const a = ask(doc, request);
      expect(a.chosen).toBeNull();
      expect(a.listed).toContain(child);
      expect(a.weakReason).toBe('object');
    });
  it('a request that names the line still gets it', () => {
    expect(ask('logistics', 'remove line 4 from stock transfer ST-00123')).toMatchObject({chosen: 'removeTransferLine', values: {transferId: 'ST-00123', lineNo: '4'}});
    expect(ask('logistics', 'delete line 2 of stock transfer ST-00456').chosen).toBe('removeTransferLine');
    expect(ask('purchasing', 'delete line items of purchase order PO-2041').chosen).toBe('removeLineItem');
  });
});

describe('F3: "min" after a number is minutes, never a minimum', () => {
  const rows: Array<[string, string]> = [
    ['book room N-204 on 12/03/2026 at 14:30 for 45 min', '45'],
    ['book room N-204 on 2026-12-03 at 14:30 for 30 min', '30'],
    ['book room S-110 on 2026-12-05 at 08:00, 20 min', '20'],
    ['book room S-110 on 2026-12-07 at 11:00 for 60 min', '60'],
    // Own variants: "mins", no space, a trailing dot.
    ['book room S-110 on 2026-12-07 at 11:00 for 90 mins', '90'],
    ['book room N-204 on 2026-12-04 at 09:00 for 15min.', '15'],
  ];
  for (const [request, minutes] of rows)
    it(request, () => {
      const a = ask('rooms', request);
      expect(a.chosen).toBe('createRoomBooking');
      expect(a.values.minSeats).toBeUndefined();
      expect(a.values.durationMinutes).toBe(minutes);
    });
  it('"rooms with min 10 seats" is still a minimum (no number before "min")', () => {
    expect(ask('rooms', 'list rooms with at least 10 seats').chosen).toBe('listRooms');
  });
});

describe('F5: an unquoted free-text value is the whole phrase, never its first word', () => {
  it('create an expense claim for E0042 with purpose Customer visit Lyon', () => {
    expect(ask('expenses', 'create an expense claim for E0042 with purpose Customer visit Lyon').values.purpose).toBe('Customer visit Lyon');
  });
  it('create an expense claim for E0042 with purpose Trade fair Berlin, booth setup', () => {
    expect(['Trade fair Berlin, booth setup', 'Trade fair Berlin']).toContain(ask('expenses', 'create an expense claim for E0042 with purpose Trade fair Berlin, booth setup').values.purpose);
  });
  it('own variant: the phrase ends at the next field name', () => {
    const a = ask('expenses', 'create an expense claim for E0042 with purpose Partner workshop Munich and currency EUR');
    expect(a.values.purpose).toBe('Partner workshop Munich');
    expect(a.values.currency).toBe('EUR');
  });
});
