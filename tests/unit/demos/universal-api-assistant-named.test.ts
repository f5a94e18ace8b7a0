/**
 * u28i U1: query and body values the request names are filled by the field's name, description and
 * schema (a value after the field's noun, a number before it, a name after "by"/"named"/"titled", an
 * allowed value, a pattern), never invented: the same questions without values leave every field
 * empty. u28i U2: a request that says to change something never gets a read chosen as "the"
 * operation; a question never gets a data-changing operation chosen; the list is in score order.
 * Own specs (YAML and JSON) in fixtures/api-specs-u28i.ts.
 */
import {describe, expect, it} from 'vitest';
import {formFields, indexOperations, operationMatch, parseOpenApi, rankOperations, requestIntent, valuesFromRequest, withoutNegated, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {EBIKE_API, MARINA_API, SHEET_MUSIC_API} from './fixtures/api-specs-u28i';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {marina: parse(MARINA_API), music: parse(SHEET_MUSIC_API), ebike: parse(EBIKE_API), helpdesk: parse(SAMPLE_OPENAPI)};
type Spec = keyof typeof SPECS;
const fill = (spec: Spec, operationId: string, request: string) =>
  Object.fromEntries(valuesFromRequest(formFields(SPECS[spec].operations.find((o) => o.operationId === operationId)!), request).map((v) => [v.label, v.value]));

describe('U1: query and body values from the request', () => {
  it.each<[Spec, string, string, Record<string, string>]>([
    ['marina', 'searchBerths', 'free berths on the north pier for a 14 meter boat', {pier: 'north', length: '14'}],
    ['marina', 'searchBerths', 'anything at the east pier?', {pier: 'east'}],
    ['marina', 'bookBerth', 'book berth B-12 for the boat "Sea Otter" for 3 nights', {berthId: 'B-12', boatName: 'Sea Otter', nights: '3'}],
    ['marina', 'bookBerth', 'book B-07 for 2 nights from 2026-12-27, skipper ida@example.net', {berthId: 'B-07', nights: '2', arrival: '2026-12-27', skipperEmail: 'ida@example.net'}],
    ['marina', 'extendBooking', 'extend booking 4521 by 2 nights', {bookingId: '4521', nights: '2'}],
    ['music', 'searchScores', 'which pieces by Ola Gjeilo do you have for SATB?', {composer: 'Ola Gjeilo', voicing: 'SATB'}],
    ['music', 'searchScores', 'scores titled "Northern Lights"', {title: 'Northern Lights'}],
    ['music', 'searchScores', 'anything by Hildegard von Bingen', {composer: 'Hildegard von Bingen'}],
    ['music', 'borrowScore', 'borrow 24 copies of S0417 for the choir named Harbour Voices', {scoreId: 'S0417', copies: '24', choir: 'Harbour Voices'}],
    ['music', 'updateLoan', 'change the due date of loan 88 to 2026-12-15', {loanId: '88', dueDate: '2026-12-15'}],
    ['ebike', 'registerBike', 'register frame FR-204-K at station 7 as a cargo bike', {frameNumber: 'FR-204-K', station: '7', model: 'cargo'}],
    ['ebike', 'registerBike', 'add my bike FR-311-Q', {frameNumber: 'FR-311-Q'}],
    ['helpdesk', 'createRefund', 'refund $89.99 for order ORD-48213, it arrived damaged', {orderId: 'ORD-48213', amount: '89.99', reason: 'damaged'}],
  ])('%s %s: "%s"', (spec, op, request, expected) => expect(fill(spec, op, request)).toEqual(expected));

  it.each<[Spec, string, string]>([
    ['marina', 'searchBerths', 'which berths are free?'],
    ['marina', 'searchBerths', 'berths for a long boat'],
    ['marina', 'bookBerth', 'book a berth for my boat'],
    ['marina', 'bookBerth', 'book a berth for a few nights'],
    ['marina', 'extendBooking', 'extend my booking'],
    ['music', 'searchScores', 'which pieces do you have?'],
    ['music', 'searchScores', 'search by composer'],
    ['music', 'searchScores', 'Do you have anything In English?'],
    ['music', 'borrowScore', 'borrow some copies'],
    ['music', 'borrowScore', 'borrow copies for our choir'],
    ['ebike', 'registerBike', 'register a new bike'],
    ['ebike', 'registerBike', 'register a bike at a station'],
    ['helpdesk', 'createRefund', 'refund an order'],
  ])('without values, every field stays empty: %s %s "%s"', (spec, op, request) => expect(fill(spec, op, request)).toEqual({}));

  it.each<[Spec, string, string, Record<string, string>]>([
    // Two values for one field: the reader chooses.
    ['ebike', 'registerBike', 'register FR-204-K at station 7 or station 9', {frameNumber: 'FR-204-K'}],
    ['music', 'searchScores', 'pieces for SATB or SSA', {}],
    // A value the schema refuses is not put in.
    ['marina', 'bookBerth', 'book berth B-12 for 45 nights', {berthId: 'B-12'}],
    ['ebike', 'registerBike', 'register frame FR-20-K', {}],
  ])('never a guess — %s %s: "%s"', (spec, op, request, expected) => expect(fill(spec, op, request)).toEqual(expected));
});

function choose(spec: Spec, request: string) {
  const doc = SPECS[spec];
  const index = indexOperations(doc);
  const wanted = withoutNegated(request);
  const ranked = rankOperations(doc, index, wanted, 5);
  const judged = ranked.map((r) => operationMatch(index, wanted, r));
  return {ranked, judged, chosen: ranked.find((_, i) => judged[i].good)?.operation ?? null};
}

describe('U2: what a request asks, and the operation chosen for it', () => {
  it.each<[string, 'write' | 'question' | 'read' | null]>([
    ['update the due date of loan 5', 'write'],
    ['please extend booking 4521 by 2 nights', 'write'],
    ['I want to cancel booking 77', 'write'],
    ['can you renew loan 31?', 'write'],
    ['how do I return a loan?', 'write'],
    ['can choirs borrow a score twice?', 'question'],
    ['is it possible to extend a booking?', 'question'],
    ['which pieces by Ola Gjeilo do you have?', 'question'],
    ['what happens when a loan is late?', 'question'],
    ['show loan 5', 'read'],
    ['loan 5', null],
    ['list open tickets', 'read'],
  ])('"%s" → %s', (request, intent) => expect(requestIntent(request)).toBe(intent));

  it.each<[Spec, string, string | null]>([
    ['music', 'change the due date of loan 88', 'PATCH /loans/{loanId}'],
    ['music', 'update the due date of loan 5', 'PATCH /loans/{loanId}'],
    ['music', 'when is loan 5 due?', 'GET /loans/{loanId}'],
    ['music', 'can choirs change a loan twice?', null],
    ['marina', 'extend booking 4521 by 2 nights', 'PATCH /bookings/{bookingId}/extension'],
    ['marina', 'can a booking be extended twice?', null],
    ['marina', 'cancel a booking', 'DELETE /bookings/{bookingId}'],
    ['marina', 'show booking 4521', 'GET /bookings/{bookingId}'],
  ])('%s: "%s" → %s', (spec, request, expected) => {
    const {ranked, chosen} = choose(spec, request);
    expect(chosen?.key ?? null).toBe(expected);
    for (let i = 1; i < ranked.length; i += 1) expect(ranked[i - 1].score).toBeGreaterThanOrEqual(ranked[i].score);
  });

  it('a write request never gets a read chosen, a question never gets a write chosen', () => {
    for (const spec of Object.keys(SPECS) as Spec[]) {
      for (const request of ['update the due date of loan 5', 'change booking 12', 'remove the bike FR-204-K', 'can members renew a loan twice?', 'is a booking refundable?', 'which scores can be borrowed?']) {
        const {chosen} = choose(spec, request);
        const intent = requestIntent(request);
        if (!chosen) continue;
        if (intent === 'write') expect(chosen.method, `${spec}: ${request}`).not.toBe('GET');
        if (intent === 'question') expect(chosen.method, `${spec}: ${request}`).toBe('GET');
      }
    }
  });
});
