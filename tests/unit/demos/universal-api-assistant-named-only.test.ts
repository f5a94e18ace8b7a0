/**
 * u28p A1/A2: a field is filled only when the request names it. A free number that merely fits a field's
 * pattern (a weight, a year, a count that looks like a four-digit code) is no value for it: a pattern may
 * refuse a value, never choose one; a number with a unit goes to the field that takes that unit. The typo
 * corrector reads plain words again and never a value: e-mail addresses, URLs and ids with API words in
 * them reach the form as typed. Rows by class, on an own spec, read the way the page reads a request.
 */
import {describe, expect, it} from 'vitest';
import {
  correctTypos,
  formFields,
  indexOperations,
  judgeOperations,
  parseOpenApi,
  rankOperations,
  valuesFromRequest,
  withoutNegated,
  type ApiDocument,
  type FillNote,
} from '@site/src/demos/universal-api-assistant/openapi';

const VAULT = `openapi: 3.0.3
info: {title: Quayside Bike Vault, version: 1.0.0}
paths:
  /stalls:
    get:
      operationId: listStalls
      summary: List open stalls in a district
      parameters:
        - {name: zip, in: query, schema: {type: string, pattern: '^[0-9]{5}$'}}
  /deposits:
    post:
      operationId: depositBike
      summary: Deposit a bike in a stall
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                stallId: {type: string, pattern: '^ST-[0-9]+$'}
                memberNumber: {type: string, maxLength: 8}
                zip: {type: string, pattern: '^[0-9]{5}$'}
                pinCode: {type: string, pattern: '^[0-9]{4}$'}
                massGrams: {type: integer, minimum: 1}
                trailerKg: {type: number}
                contactEmail: {type: string, format: email}
  /deposits/{depositRef}:
    get:
      operationId: getDeposit
      summary: Look up a deposit
      parameters:
        - {name: depositRef, in: path, required: true, schema: {type: string}}
`;
const parsed = parseOpenApi(VAULT);
if (!parsed.ok) throw new Error(parsed.error.message);
const doc: ApiDocument = parsed.doc;
/** The page's path: what the reader says not to do is dropped, typing slips are read again, then the fields are filled. */
const ask = (op: string, request: string) => {
  const notes: FillNote[] = [];
  const fields = formFields(doc.operations.find((o) => o.operationId === op)!);
  const values = Object.fromEntries(valuesFromRequest(fields, correctTypos(doc, withoutNegated(request)).text, notes).map((v) => [v.label, v.value]));
  return {values, notes: notes.map((n) => `${n.label}: ${n.note}`)};
};

type Row = [string, string, Record<string, string>];
const CLASSES: Record<string, Row[]> = {
  'a free number fits a patterned field and names none: left empty': [
    ['depositBike', 'deposit a bike in stall ST-40 for member 5521', {stallId: 'ST-40', memberNumber: '5521'}],
    ['depositBike', 'deposit a bike in stall ST-40, I ride it since 2019', {stallId: 'ST-40'}],
    ['depositBike', 'deposit 3 bikes in stall ST-40, district 80469', {stallId: 'ST-40'}],
    ['depositBike', 'deposit my bike in stall ST-40; it cost 1450 at the shop', {stallId: 'ST-40'}],
    ['listStalls', 'which stalls are open, I have 12345 reasons to ask', {}],
  ],
  'a number with a unit goes to the field taking that unit': [
    ['depositBike', 'deposit a bike in stall ST-40, the bike weighs 9400 g', {stallId: 'ST-40', massGrams: '9400'}],
    ['depositBike', 'deposit a bike in stall ST-40, 8800 grams', {stallId: 'ST-40', massGrams: '8800'}],
    ['depositBike', 'deposit a bike in stall ST-40 with a trailer of 3.5 kg', {stallId: 'ST-40', trailerKg: '3.5'}],
    ['depositBike', 'deposit a bike in stall ST-40 for member 6610, 9100 g, zip 80469', {stallId: 'ST-40', memberNumber: '6610', zip: '80469', massGrams: '9100'}],
  ],
  'the field named before the value': [
    ['depositBike', 'deposit a bike in stall ST-40, pin code 4417', {stallId: 'ST-40', pinCode: '4417'}],
    ['depositBike', 'deposit a bike in stall ST-40, postal code 80469', {stallId: 'ST-40', zip: '80469'}],
    ['listStalls', 'open stalls near zip 80469', {zip: '80469'}],
    ['depositBike', 'deposit a bike at ST-7 please', {stallId: 'ST-7'}],
  ],
  'e-mail addresses, URLs and ids with API words stay as typed': [
    ['depositBike', 'deposit a bike in stall ST-40, mail me at mia@post.example', {stallId: 'ST-40', contactEmail: 'mia@post.example'}],
    ['depositBike', 'deposit a bike in stall ST-40, email ola@depoist.example', {stallId: 'ST-40', contactEmail: 'ola@depoist.example'}],
    ['depositBike', 'deposit a bike in stall ST-40, email jo.stal@zipp.example', {stallId: 'ST-40', contactEmail: 'jo.stal@zipp.example'}],
    ['getDeposit', 'look up deposit riverside.post.7', {depositRef: 'riverside.post.7'}],
    ['getDeposit', 'look up deposit bikes/post/9', {depositRef: 'bikes/post/9'}],
  ],
};

describe('u28p A1/A2: only a field the request names is filled, with the value as typed', () => {
  for (const [cls, rows] of Object.entries(CLASSES)) {
    it.each(rows)(`${cls} — %s: %s`, (op, request, expected) => {
      expect(ask(op, request).values).toEqual(expected);
    });
  }

  it('a unit the field does not take is named in a note and never converted', () => {
    const {values, notes} = ask('depositBike', 'deposit a bike in stall ST-40, it weighs 21 lb');
    expect(values).toEqual({stallId: 'ST-40'});
    expect(notes.some((n) => n.startsWith('massGrams') && n.includes('“21 lb”') && n.includes('not converted'))).toBe(true);
  });

  it('the corrector still reads a slip in a plain word, and says so, while the address beside it stays', () => {
    const read = correctTypos(doc, 'depoist a bike, email rita@depoist.example');
    expect(read.text).toBe('deposit a bike, email rita@depoist.example');
    expect(read.fixes).toEqual([['depoist', 'deposit']]);
  });

  it('a URL with API words and slips in it is left as typed', () => {
    const read = correctTypos(doc, 'deposit a bike, see https://post.example/depoist/stals?zipp=1');
    expect(read.text).toBe('deposit a bike, see https://post.example/depoist/stals?zipp=1');
    expect(read.fixes).toEqual([]);
  });

  // u28p A3: a word spelled right is meant as written. Another spec whose words lie one or two edits from everyday words.
  const shop = (() => {
    const r = parseOpenApi(`openapi: 3.0.3
info: {title: Cellar Door, version: 1.0.0}
paths:
  /orders:
    post:
      operationId: placeOrder
      summary: Place an order for cases of wine
  /orders/{orderNumber}:
    delete:
      operationId: cancelOrder
      summary: Cancel an order
      parameters:
        - {name: orderNumber, in: path, required: true, schema: {type: string}}
  /postcodes/{postcode}:
    get:
      operationId: checkPostcode
      summary: Check delivery to a postcode
      parameters:
        - {name: postcode, in: path, required: true, schema: {type: string}}
`);
    if (!r.ok) throw new Error(r.error.message);
    return r.doc;
  })();
  it.each([
    ['the parcel arrived late', 'the parcel arrived late'],
    ['bottles under ten euros', 'bottles under ten euros'],
    ['can you send it by post', 'can you send it by post'],
    ['an older vintage, no cover letter', 'an older vintage, no cover letter'],
    ['cancle the oredr 5512', 'cancel the order 5512'],
    ['check my postcod', 'check my postcode'],
  ])('everyday words stay, slips are read: "%s" → "%s"', (request, read) => {
    expect(correctTypos(shop, request).text).toBe(read);
  });
  it('no write action word is made from a word spelled right', () => {
    for (const request of ['the parcel came', 'a panel of tasters', 'the counter at the door', 'under the stairs']) {
      expect(correctTypos(shop, request).fixes).toEqual([]);
    }
  });

  // u28p A4: a how-to question asks how a change is done; the change is listed, never chosen.
  const choose = (request: string) => {
    const index = indexOperations(shop);
    const wanted = correctTypos(shop, withoutNegated(request)).text;
    const ranked = rankOperations(shop, index, wanted, 5);
    const judged = judgeOperations(index, wanted, ranked);
    const i = judged.findIndex((j) => j.good);
    return {chosen: i >= 0 ? ranked[i].operation.key : null, listed: ranked.map((r) => r.operation.key)};
  };
  it.each(['how do I cancel an order?', 'how can I cancel order 5512', 'How to cancel an order', 'ok, how would we place an order for wine?', 'how does one cancel an order'])(
    '"%s" chooses no write, and still lists it',
    (request) => {
      const {chosen, listed} = choose(request);
      expect(chosen === null || chosen.startsWith('GET')).toBe(true);
      expect(listed.some((k) => k.startsWith('DELETE') || k.startsWith('POST'))).toBe(true);
    },
  );
  it.each([
    ['cancel order 5512', 'DELETE /orders/{orderNumber}'],
    ['I want to cancel order 5512', 'DELETE /orders/{orderNumber}'],
  ])('a request to do it still chooses it: "%s"', (request, expected) => expect(choose(request).chosen).toBe(expected));

  it('a word inside quotes is left as typed', () => {
    expect(correctTypos(doc, 'deposit a bike named "depoist"').text).toBe('deposit a bike named "depoist"');
  });
});
