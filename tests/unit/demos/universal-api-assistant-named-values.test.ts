/**
 * u28n U7: values the request names were left empty: a postal code written "zip code …", "postal
 * code …" or as ZIP+4, a promo code named by a synonym ("discount code", "coupon"), a weight with its
 * unit, a guest's name after "for", an id after a synonym of its resource ("parcel" for a shipment,
 * "reservation" for a booking). Filled only when one value fits; a unit the field does not take is
 * never converted (the field stays empty with a note). Rows by class; own specs and wordings.
 */
import {describe, expect, it} from 'vitest';
import {formFields, parseOpenApi, valuesFromRequest, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';

const COURIER = `openapi: 3.0.3
info: {title: Fjord Freight, version: 1.0.0}
paths:
  /shipments:
    post:
      operationId: createShipment
      summary: Create a shipment
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                zipCode: {type: string, description: Destination postal code}
                weightKg: {type: number, description: Weight in kilograms}
                couponCode: {type: string}
                recipientName: {type: string}
  /shipments/{shipmentId}:
    get:
      operationId: trackShipment
      summary: Track a shipment
      parameters:
        - {name: shipmentId, in: path, required: true, schema: {type: string}}
  /depots:
    get:
      operationId: listDepots
      summary: List depots
      parameters:
        - {name: postcode, in: query, schema: {type: string}}
`;
const GUESTHOUSE = `openapi: 3.1.0
info: {title: Birch Guesthouse, version: 2.0.0}
paths:
  /bookings:
    post:
      operationId: createBooking
      summary: Book a room
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                guestName: {type: string}
                nights: {type: integer, minimum: 1, maximum: 21}
                voucherCode: {type: string}
  /bookings/{bookingRef}:
    get:
      operationId: getBooking
      summary: Show a booking
      parameters:
        - {name: bookingRef, in: path, required: true, schema: {type: string}}
    delete:
      operationId: cancelBooking
      summary: Cancel a booking
      parameters:
        - {name: bookingRef, in: path, required: true, schema: {type: string}}
`;
const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const DOCS = {courier: parse(COURIER), guesthouse: parse(GUESTHOUSE)};
const fields = (spec: keyof typeof DOCS, op: string) => formFields(DOCS[spec].operations.find((o) => o.operationId === op)!);
const fill = (spec: keyof typeof DOCS, op: string, request: string) => Object.fromEntries(valuesFromRequest(fields(spec, op), request).map((v) => [v.label, v.value]));

type Row = [keyof typeof DOCS, string, string, Record<string, string>];
const CLASSES: Record<string, Row[]> = {
  'postal codes': [
    ['courier', 'createShipment', 'ship a box to zip code 4020 today', {zipCode: '4020'}],
    ['courier', 'createShipment', 'send it to postal code 4020', {zipCode: '4020'}],
    ['courier', 'createShipment', 'new shipment, postcode 4020.', {zipCode: '4020'}],
    ['courier', 'createShipment', 'ship to ZIP+4 30301-0042', {zipCode: '30301-0042'}],
    ['courier', 'createShipment', 'deliver to zip code 30301-0042, please', {zipCode: '30301-0042'}],
    ['courier', 'listDepots', 'depots for zip code 8810', {postcode: '8810'}],
    ['courier', 'listDepots', 'which depots serve postal code 8810?', {postcode: '8810'}],
  ],
  'promo codes': [
    ['courier', 'createShipment', 'ship a box with promo code AUTUMN15', {couponCode: 'AUTUMN15'}],
    ['courier', 'createShipment', 'ship it, discount code TAKE-5', {couponCode: 'TAKE-5'}],
    ['courier', 'createShipment', 'use coupon SAVE20 for this shipment', {couponCode: 'SAVE20'}],
    ['guesthouse', 'createBooking', 'book 2 nights with promo code STAY3', {nights: '2', voucherCode: 'STAY3'}],
  ],
  'weights with units': [
    ['courier', 'createShipment', 'send a 3.2 kg box', {weightKg: '3.2'}],
    ['courier', 'createShipment', 'ship something weighing 12 kg to zip code 4020', {weightKg: '12', zipCode: '4020'}],
    ['courier', 'createShipment', 'ship a box, weight 7 kg', {weightKg: '7'}],
    ['courier', 'createShipment', 'ship 4 kilograms of books', {weightKg: '4'}],
  ],
  'names after "for"': [
    ['guesthouse', 'createBooking', 'book 3 nights for Maren Olsen', {nights: '3', guestName: 'Maren Olsen'}],
    ['guesthouse', 'createBooking', 'a room for Jonas please', {guestName: 'Jonas'}],
    ['courier', 'createShipment', 'ship a box for Ida Berg to zip code 4020', {recipientName: 'Ida Berg', zipCode: '4020'}],
  ],
  'resource synonyms': [
    ['courier', 'trackShipment', 'where is my parcel FF-2231?', {shipmentId: 'FF-2231'}],
    ['courier', 'trackShipment', 'track package FF-2231', {shipmentId: 'FF-2231'}],
    ['guesthouse', 'cancelBooking', 'cancel reservation GH-118', {bookingRef: 'GH-118'}],
    ['guesthouse', 'getBooking', 'show my reservation GH-118.', {bookingRef: 'GH-118'}],
  ],
};

for (const [name, rows] of Object.entries(CLASSES)) {
  describe(`u28n U7 — ${name}`, () => {
    it.each(rows)('%s %s: "%s"', (spec, op, request, expected) => expect(fill(spec, op, request)).toEqual(expected));
  });
}

describe('never a guess', () => {
  it.each<Row>([
    // A unit the field does not take is not converted.
    ['courier', 'createShipment', 'send a 4.5 lb box', {}],
    ['courier', 'createShipment', 'ship a box, weight 7 lb', {}],
    // Two names, a weekday or an id after "for" is no guest name.
    ['guesthouse', 'createBooking', 'book a room for Maren Olsen or Per Dahl', {}],
    ['guesthouse', 'createBooking', 'book a room for Monday', {}],
    ['guesthouse', 'createBooking', 'book a room for GH-118', {}],
    // Two postal codes: the reader chooses.
    ['courier', 'listDepots', 'depots for zip code 8810 or postal code 8820', {}],
    // Without values every field stays empty.
    ['courier', 'createShipment', 'ship a heavy box with a promo code', {}],
    ['guesthouse', 'cancelBooking', 'cancel my reservation', {}],
  ])('%s %s: "%s"', (spec, op, request, expected) => expect(fill(spec, op, request)).toEqual(expected));

  it('a weight in another unit is named in a note', () => {
    const notes: Array<{label: string; note: string}> = [];
    valuesFromRequest(fields('courier', 'createShipment'), 'send a 4.5 lb box', notes as never);
    expect(notes.find((n) => n.label === 'weightKg')?.note ?? '').toMatch(/lb.*kg|kg.*lb/);
  });
});
