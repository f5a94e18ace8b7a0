/**
 * Universal API Assistant, sixth fresh user test of issue 28 (u28e): U1, the document in use and the
 * broken edit in the box are both kept over a reload (format 2, version 1 still read); U3, values the
 * request names are put into the fields that take them, and only there. The e2e tests are in
 * tests/e2e/demos-round2b.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {formFields, parseOpenApi, requestValues, valuesFromRequest, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {API_ASSISTANT_KEPT} from '@site/src/demos/universal-api-assistant/kept';
import {loadKept, saveKept} from '@site/src/demos/kit/persist';
import {MemoryStore} from './kit/memoryStore';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const json = (o: unknown) => JSON.stringify(o);
const body = (properties: Record<string, unknown>) => ({required: true, content: {'application/json': {schema: {type: 'object', properties}}}});
const CLUB = parse(
  json({
    openapi: '3.0.3',
    info: {title: 'Rowing Club', version: '1'},
    paths: {
      '/members/{memberId}': {
        patch: {
          operationId: 'updateMember',
          parameters: [{name: 'memberId', in: 'path', required: true, schema: {type: 'string'}}],
          requestBody: body({email: {type: 'string', format: 'email'}, phone: {type: 'string'}, birthDate: {type: 'string', format: 'date'}, nickname: {type: 'string'}}),
          responses: {},
        },
      },
      '/boats/{hullNumber}': {get: {operationId: 'getBoat', parameters: [{name: 'hullNumber', in: 'path', required: true, schema: {type: 'string', pattern: '^H[0-9]{3}$'}}], responses: {}}},
      '/fees': {
        post: {
          operationId: 'payFee',
          requestBody: body({amount: {type: 'number', minimum: 0.01}, currency: {type: 'string', enum: ['EUR', 'GBP']}, paidOn: {type: 'string', format: 'date'}, memberId: {type: 'string'}, count: {type: 'integer'}}),
          responses: {},
        },
      },
      '/events': {
        get: {
          operationId: 'listEvents',
          parameters: [
            {name: 'from', in: 'query', schema: {type: 'string', format: 'date'}},
            {name: 'to', in: 'query', schema: {type: 'string', format: 'date'}},
            {name: 'contact', in: 'query', description: 'Organizer e-mail', schema: {type: 'string'}},
          ],
          responses: {},
        },
      },
    },
  }),
);
const fill = (doc: ApiDocument, operationId: string, request: string) =>
  Object.fromEntries(valuesFromRequest(formFields(doc.operations.find((o) => o.operationId === operationId)!), request).map((v) => [v.label, v.value]));

describe('U3: values named in the request fill the fields that take them', () => {
  it.each([
    ['updateMember', 'change my phone number to +44 7700 900123 for member M-17', {memberId: 'M-17', phone: '+44 7700 900123'}],
    ['updateMember', 'member 4411: new e-mail lena.berg@example.org, born 3 March 1990', {memberId: '4411', email: 'lena.berg@example.org', birthDate: '1990-03-03'}],
    ['updateMember', 'set the birthday of member M-9 to December 24, 1985', {memberId: 'M-9', birthDate: '1985-12-24'}],
    ['getBoat', 'show boat H204', {hullNumber: 'H204'}],
    ['payFee', 'pay €45,50 for member M-17 on 2026-11-20', {amount: '45.50', currency: 'EUR', paidOn: '2026-11-20', memberId: 'M-17'}],
    ['payFee', 'member M-3 paid 1,200.00 GBP', {amount: '1200.00', currency: 'GBP', memberId: 'M-3'}],
    ['listEvents', 'events organized by ana@example.com', {contact: 'ana@example.com'}],
  ])('%s: %s', (op, request, expected) => {
    expect(fill(CLUB, op, request)).toEqual(expected);
  });

  it.each([
    // A number without a currency is not an amount, and "count" is never guessed.
    ['payFee', 'pay 45 for 3 sessions', {}],
    // A date without a year would need a guessed year.
    ['payFee', 'fee paid on 20 November by M-4', {memberId: 'M-4'}],
    // Two dates, two date fields: which is which would be a guess, unless the fields are a range's ends and the request
    // names the range (46a2, u30t U-20: "between … and …" fills from and to; the silent empty range was the defect).
    ['listEvents', 'events between 2026-12-01 and 2026-12-31', {from: '2026-12-01', to: '2026-12-31'}],
    ['listEvents', 'events on 2026-12-01 or 2026-12-31', {}],
    // Two ids of one kind: the reader chooses.
    ['getBoat', 'compare boat H204 with H205', {}],
    // A value the pattern refuses is not put in.
    ['getBoat', 'show boat 77', {}],
    // An invalid date is not a date.
    ['updateMember', 'born 2026-02-30', {}],
  ])('never a guess — %s: %s', (op, request, expected) => {
    expect(fill(CLUB, op, request)).toEqual(expected);
  });

  it('the sample: a refund request fills the order number and the amount, and the reason only when it names an allowed one', () => {
    // u28i U1: "damaged" is one of the reason's allowed values, named as a word, so it is filled too.
    expect(fill(parse(SAMPLE_OPENAPI), 'createRefund', 'refund $89.99 for order ORD-48213, it arrived damaged')).toEqual({orderId: 'ORD-48213', amount: '89.99', reason: 'damaged'});
    expect(fill(parse(SAMPLE_OPENAPI), 'createRefund', 'refund $89.99 for order ORD-48213')).toEqual({orderId: 'ORD-48213', amount: '89.99'});
    expect(fill(parse(SAMPLE_OPENAPI), 'getTicket', 'what is the status of TCK-1042?')).toEqual({ticketId: 'TCK-1042'});
  });

  it('finds each kind of value once, with what the reader wrote', () => {
    const found = requestValues('call +44 7700 900123 about order 12345 on December 3, 2026 for 1,200.00 EUR');
    expect(found.map((f) => [f.kind, f.value, f.found])).toEqual([
      ['phone', '+44 7700 900123', '+44 7700 900123'],
      ['id', '12345', '12345'],
      ['date', '2026-12-03', 'December 3, 2026'],
      ['amount', '1200.00', '1,200.00 EUR'],
    ]);
  });
});

describe('U1: the document in use and the text in the box are kept apart', () => {
  it('a broken edit after a loaded document keeps both', () => {
    const store = new MemoryStore();
    const data = {document: '{"openapi": "3.0.3",,}', loaded: '{"openapi":"3.0.3"}'};
    expect(saveKept(API_ASSISTANT_KEPT, data, store).ok).toBe(true);
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual(data);
  });

  it('null means the sample is in use; no "loaded" means the box is in use', () => {
    const store = new MemoryStore();
    saveKept(API_ASSISTANT_KEPT, {document: 'broken', loaded: null}, store);
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual({document: 'broken', loaded: null});
    saveKept(API_ASSISTANT_KEPT, {document: 'openapi: 3.0.3'}, store);
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual({document: 'openapi: 3.0.3'});
  });

  it('a version 1 record is still read (its text was the document to load)', () => {
    const store = new MemoryStore();
    store.setItem(API_ASSISTANT_KEPT.key, json({v: 1, savedAt: '2026-11-20T10:00:00.000Z', data: {document: 'openapi: 3.0.3'}}));
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual({document: 'openapi: 3.0.3'});
  });

  it('a wrong "loaded" is unreadable, not guessed', () => {
    const store = new MemoryStore();
    store.setItem(API_ASSISTANT_KEPT.key, json({v: 2, savedAt: '2026-11-20T10:00:00.000Z', data: {document: 'x', loaded: 42}}));
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toBeNull();
  });
});
