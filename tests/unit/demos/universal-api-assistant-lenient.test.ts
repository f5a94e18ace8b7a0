/**
 * u28n U8: honest but too strict. The only operation naming what the request is about is chosen when
 * nothing contradicts it ("I need receipt …"); typing slips within an edit distance scaled to the word's
 * length are read as the API's words ("cancle", "tickt"); a resource's synonym as the API's noun;
 * "don't X, just Y" gets Y's operation with the thing X named; "cancel nothing, list …" is a read, never
 * explained as a request to change something. A read or a question never gets a write. Own spec and
 * wordings; the rows run the page's pipeline (negation, typo reading, ranking, judging).
 */
import {describe, expect, it} from 'vitest';
import * as api from '@site/src/demos/universal-api-assistant/openapi';
import {indexOperations, judgeOperations, parseOpenApi, rankOperations, withoutNegated} from '@site/src/demos/universal-api-assistant/openapi';

const FERRY = `openapi: 3.0.3
info: {title: Tidewater Ferry, version: 1.0.0}
paths:
  /tickets:
    post:
      operationId: buyTicket
      summary: Buy a ticket
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                passengerName: {type: string}
                vehicle: {type: string, enum: [none, car, bicycle]}
  /tickets/{ticketCode}:
    get:
      operationId: getTicket
      summary: Show a ticket
      parameters:
        - {name: ticketCode, in: path, required: true, schema: {type: string}}
    delete:
      operationId: cancelTicket
      summary: Cancel a ticket
      parameters:
        - {name: ticketCode, in: path, required: true, schema: {type: string}}
  /sailings:
    get:
      operationId: listSailings
      summary: List sailings
      parameters:
        - {name: harbour, in: query, schema: {type: string}}
  /receipts/{receiptNo}:
    get:
      operationId: getReceipt
      summary: Get a receipt
      parameters:
        - {name: receiptNo, in: path, required: true, schema: {type: string}}
  /bookings/{bookingRef}:
    get:
      operationId: getBooking
      summary: Show a group booking
      parameters:
        - {name: bookingRef, in: path, required: true, schema: {type: string}}
`;
const doc = (() => {
  const r = parseOpenApi(FERRY);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
})();
const index = indexOperations(doc);
type Read = (d: typeof doc, request: string) => {text: string};
const correct: Read = ((api as Record<string, unknown>).correctTypos as Read | undefined) ?? ((_d, text) => ({text}));
function choose(request: string) {
  const wanted = correct(doc, withoutNegated(request)).text;
  const ranked = rankOperations(doc, index, wanted, 5);
  const judged = judgeOperations(index, wanted, ranked);
  const i = judged.findIndex((j) => j.good);
  return {chosen: i >= 0 ? ranked[i].operation.key : null, reason: judged[0]?.reason ?? null};
}

const CLASSES: Record<string, Array<[string, string | null]>> = {
  'the only operation naming the resource': [
    ['I need receipt RC-2027-5', 'GET /receipts/{receiptNo}'],
    ['receipt RC-88 please', 'GET /receipts/{receiptNo}'],
    ['my receipt for last week', 'GET /receipts/{receiptNo}'],
  ],
  'typing slips': [
    ['cancle my tickt TK-12', 'DELETE /tickets/{ticketCode}'],
    ['please cnacel ticket TK-12', 'DELETE /tickets/{ticketCode}'],
    ['list the sailngs from Oban', 'GET /sailings'],
    ['show recipt RC-4', 'GET /receipts/{receiptNo}'],
  ],
  'synonyms of a resource': [['reservation GB-9 please', 'GET /bookings/{bookingRef}']],
  "don't X, just Y": [
    ["don't cancel ticket TK-12, just show it", 'GET /tickets/{ticketCode}'],
    ['do not cancel ticket TK-12, only tell me about it', 'GET /tickets/{ticketCode}'],
  ],
  'nothing to change': [
    ['cancel nothing, list sailings from Oban', 'GET /sailings'],
    ['delete nothing, just show ticket TK-3', 'GET /tickets/{ticketCode}'],
  ],
};
for (const [name, rows] of Object.entries(CLASSES)) {
  describe(`u28n U8 — ${name}`, () => {
    it.each(rows)('"%s" → %s', (request, expected) => expect(choose(request).chosen).toBe(expected));
  });
}

describe('still honest', () => {
  it.each([
    'is receipt RC-4 refundable?',
    'what does cancelling ticket TK-3 cost?',
    'show cancelled tickets',
    'can tickets be cancled twice?',
    'receipt or ticket TK-3, which is cheaper?',
  ])('"%s" gets no write', (request) => {
    const {chosen} = choose(request);
    expect(chosen === null || chosen.startsWith('GET')).toBe(true);
  });
  it('"cancel nothing, list …" is not explained as a request to change something', () => {
    expect(choose('cancel nothing, list the harbours').reason).not.toBe('read');
  });
  it.each(['the weather in Oban', 'I need a coffee'])('"%s" chooses nothing', (request) => expect(choose(request).chosen).toBeNull());
});
