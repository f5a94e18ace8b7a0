/**
 * s55 tester u-api (issue 28), findings F1, F3, F9, F18, F15: the request the page calls built must be the one the
 * OpenAPI document describes. Documents below are my own, written for these rows (modeled on the shapes the tester met
 * in real APIs: int64 ids, Stripe-style deepObject filters, array bodies, a repeated operationId). Each row failed
 * before its fix.
 */
import {describe, expect, it} from 'vitest';
import {buildRequest, formFields, parseOpenApi, toCurl, toFetch, valuesFromRequest, type ApiDocument, type FillNote} from '@site/src/demos/universal-api-assistant/openapi';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const op = (doc: ApiDocument, key: string) => {
  const found = doc.operations.find((o) => o.key === key);
  if (!found) throw new Error(key);
  return found;
};
const built = (doc: ApiDocument, key: string, values: Record<string, string>) => {
  const r = buildRequest(doc, op(doc, key), values);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.request;
};

const KENNEL = parse(`
openapi: 3.0.3
info: {title: Kennel, version: '2'}
servers: [{url: 'https://kennel.example/v2'}]
paths:
  /dogs/{dogId}:
    delete:
      operationId: removeDog
      parameters: [{name: dogId, in: path, required: true, schema: {type: integer, format: int64}}]
      responses: {'204': {description: gone}}
    put:
      operationId: replaceDog
      parameters: [{name: dogId, in: path, required: true, schema: {type: integer, format: int64}}]
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, properties: {id: {type: integer, format: int64}, name: {type: string}, litter: {type: array, items: {type: integer, format: int64}}}}}}
      responses: {'200': {description: ok}}
  /dogs:
    get:
      operationId: listDogs
      parameters:
        - {name: after, in: query, schema: {type: integer, format: int64}}
        - {name: max, in: query, schema: {type: integer, maximum: 100}}
      responses: {'200': {description: ok}}
`);

describe('F1: integers beyond 2^53 keep the digits typed (int64, OpenAPI 3.0.3 §4.7.4; RFC 8259 §6)', () => {
  it('in the path: DELETE /dogs/9007199254740993 is not sent to …992', () => {
    const req = built(KENNEL, 'DELETE /dogs/{dogId}', {'path:dogId': '9007199254740993'});
    expect(req.url).toBe('https://kennel.example/v2/dogs/9007199254740993');
    expect(toCurl(req)).toContain("'https://kennel.example/v2/dogs/9007199254740993'");
  });
  it('the largest int64 in the path', () => {
    expect(built(KENNEL, 'DELETE /dogs/{dogId}', {'path:dogId': '9223372036854775807'}).url).toBe('https://kennel.example/v2/dogs/9223372036854775807');
  });
  it('in the query', () => {
    expect(built(KENNEL, 'GET /dogs', {'query:after': '1234567890123456789'}).url).toBe('https://kennel.example/v2/dogs?after=1234567890123456789');
  });
  it('in the body, as a JSON number, in curl and in fetch', () => {
    const req = built(KENNEL, 'PUT /dogs/{dogId}', {'path:dogId': '9007199254740993', 'body:id': '9007199254740993', 'body:name': 'Rex', 'body:litter': '9007199254740995, 3'});
    const curl = toCurl(req);
    expect(curl).toContain(`--data '{"id":9007199254740993,"name":"Rex","litter":[9007199254740995,3]}'`);
    const fetchCode = toFetch(req);
    // The fetch code must not hold a JS number literal that rounds: the body is its JSON text.
    expect(fetchCode).toContain('body: "{\\"id\\":9007199254740993,\\"name\\":\\"Rex\\",\\"litter\\":[9007199254740995,3]}"');
    expect(fetchCode).not.toContain('9007199254740992');
    expect(curl).not.toContain('9007199254740992');
  });
  it('small integers are written as before', () => {
    const req = built(KENNEL, 'PUT /dogs/{dogId}', {'path:dogId': '42', 'body:id': '42'});
    expect(toCurl(req)).toContain(`--data '{"id":42}'`);
    expect(toFetch(req)).toContain('body: JSON.stringify({');
  });
  it('a range rule still refuses a huge number', () => {
    const r = buildRequest(KENNEL, op(KENNEL, 'GET /dogs'), {'query:max': '9007199254740993'});
    expect(r.ok).toBe(false);
  });
});

const PAYMENTS = parse(`
openapi: 3.0.3
info: {title: Payouts, version: '1'}
servers: [{url: 'https://pay.example'}]
paths:
  /payouts:
    get:
      operationId: listPayouts
      parameters:
        - {name: limit, in: query, schema: {type: integer}}
        - name: arrival
          in: query
          style: deepObject
          explode: true
          schema: {type: object, properties: {gte: {type: integer}, lte: {type: integer}}}
        - name: window
          in: query
          schema: {type: object, properties: {from: {type: string}, to: {type: string}}}
        - name: box
          in: query
          style: form
          explode: false
          schema: {type: object, properties: {w: {type: integer}, h: {type: integer}}}
        - name: states
          in: query
          style: pipeDelimited
          explode: false
          schema: {type: array, items: {type: string}}
        - name: meta
          in: header
          schema: {type: object, properties: {a: {type: string}, b: {type: string}}}
      responses: {'200': {description: ok}}
`);

describe('F3: object query parameters are written in the style the document names (OpenAPI 3.0.3 §4.7.12.4)', () => {
  const url = (values: Record<string, string>) => decodeURIComponent(built(PAYMENTS, 'GET /payouts', values).url);
  it('deepObject: arrival[gte]=…&arrival[lte]=…, never [object Object]', () => {
    const got = url({'query:limit': '5', 'query:arrival': '{"gte":1700000000,"lte":1700086400}'});
    expect(got).toBe('https://pay.example/payouts?limit=5&arrival[gte]=1700000000&arrival[lte]=1700086400');
    expect(got).not.toContain('object');
  });
  it('form with explode true (the default): one key per property', () => {
    expect(url({'query:window': '{"from":"2026-01-01","to":"2026-02-01"}'})).toBe('https://pay.example/payouts?from=2026-01-01&to=2026-02-01');
  });
  it('form with explode false: name=key,value,key,value', () => {
    expect(url({'query:box': '{"w":3,"h":4}'})).toBe('https://pay.example/payouts?box=w,3,h,4');
  });
  it('pipeDelimited array: states=a|b', () => {
    expect(url({'query:states': 'open, paid'})).toBe('https://pay.example/payouts?states=open|paid');
  });
  it('header simple: a,x,b,y', () => {
    expect(built(PAYMENTS, 'GET /payouts', {'header:meta': '{"a":"x","b":"y"}'}).headers.meta).toBe('a,x,b,y');
  });
  it('a nested value deepObject does not define is refused beside the field, not built', () => {
    const r = buildRequest(PAYMENTS, op(PAYMENTS, 'GET /payouts'), {'query:arrival': '{"gte":{"x":1}}'});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors['query:arrival']).toMatch(/deepObject style does not write/);
  });
});

const MEMBERS = parse(`
openapi: 3.0.3
info: {title: Club, version: '1'}
servers: [{url: 'https://club.example'}]
components:
  schemas:
    Member:
      type: object
      required: [handle]
      properties: {handle: {type: string}, age: {type: integer}}
paths:
  /members/batch:
    post:
      operationId: addMembers
      summary: Adds several members at once
      requestBody:
        content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Member'}}}}
      responses: {'200': {description: ok}}
  /members/import:
    post:
      operationId: importMembers
      summary: Imports members (required list)
      requestBody:
        required: true
        content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Member'}}}}
      responses: {'200': {description: ok}}
  /badges:
    put:
      operationId: setBadges
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, properties: {codes: {type: array, items: {type: object, properties: {code: {type: string}}}}}}}}
      responses: {'200': {description: ok}}
`);

describe('F9: a list body is one JSON field, never dropped (OpenAPI 3.0.3 §4.7.13 Request Body Object)', () => {
  it('the list body has a field, so the form does not say "takes no input"', () => {
    const fields = formFields(op(MEMBERS, 'POST /members/batch'));
    expect(fields.map((f) => f.location)).toEqual(['body']);
    expect(fields[0].schema.type).toBe('array');
  });
  it('a typed JSON list is sent as the body, as a list', () => {
    const id = formFields(op(MEMBERS, 'POST /members/batch'))[0].id;
    const req = built(MEMBERS, 'POST /members/batch', {[id]: '[{"handle":"ada","age":36},{"handle":"lin"}]'});
    expect(req.body).toEqual([{handle: 'ada', age: 36}, {handle: 'lin'}]);
    expect(toCurl(req)).toContain(`--data '[{"handle":"ada","age":36},{"handle":"lin"}]'`);
    expect(req.headers['Content-Type']).toBe('application/json');
  });
  it('a required list body left empty is asked for, never sent as {}', () => {
    const r = buildRequest(MEMBERS, op(MEMBERS, 'POST /members/import'), {});
    expect(r.ok).toBe(false);
  });
  it('an item missing a required property is refused beside the field', () => {
    const id = formFields(op(MEMBERS, 'POST /members/import'))[0].id;
    const r = buildRequest(MEMBERS, op(MEMBERS, 'POST /members/import'), {[id]: '[{"age":3}]'});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[id]).toMatch(/handle/);
  });
  it('a list of objects inside a body takes JSON too, never split at its commas', () => {
    const req = built(MEMBERS, 'PUT /badges', {'body:codes': '[{"code":"a,b"},{"code":"c"}]'});
    expect(req.body).toEqual({codes: [{code: 'a,b'}, {code: 'c'}]});
  });
});

const TRACKER = parse(`
openapi: 3.0.3
info: {title: Bug tracker, version: '1'}
servers: [{url: 'https://bugs.example'}]
paths:
  /bugs:
    get:
      operationId: listBugs
      summary: List bugs
      parameters:
        - {name: reporter, in: query, description: 'Only bugs filed by this person (a login name)', schema: {type: string}}
        - {name: limit, in: query, description: 'Maximum number of bugs to return', schema: {type: integer, maximum: 100}}
      responses: {'200': {description: ok}}
  /bugs/{bug_number}:
    get:
      operationId: getBug
      summary: Show one bug
      parameters: [{name: bug_number, in: path, required: true, schema: {type: integer}}]
      responses: {'200': {description: ok}}
`);

describe('F15: a bare number after a noun only the field’s description uses is not put into that field', () => {
  const listBugs = op(TRACKER, 'GET /bugs');
  const read = (request: string) => {
    const notes: FillNote[] = [];
    const values = Object.fromEntries(valuesFromRequest(formFields(listBugs), request, notes).map((v) => [v.label, v.value]));
    return {values, notes: Object.fromEntries(notes.map((n) => [n.label, n.note]))};
  };
  it.each([['list bugs #42'], ['show bugs 12.5'], ['list bugs 17']])('%s: reporter and limit stay empty, with a note', (request) => {
    const got = read(request);
    expect(got.values.reporter).toBeUndefined();
    expect(got.values.limit).toBeUndefined();
    expect(Object.values(got.notes).join(' ')).toMatch(/is a number after “bugs”, and nothing says it is (reporter|limit)/);
  });
  it('the field’s own noun still takes the number: "bug #42" fills bug_number', () => {
    const fields = formFields(op(TRACKER, 'GET /bugs/{bug_number}'));
    expect(valuesFromRequest(fields, 'show bug #42').map((v) => [v.label, v.value])).toEqual([['bug_number', '42']]);
  });
  it('a page size said as such still fills limit, and a name after its noun still fills reporter', () => {
    expect(read('list bugs, 20 per page').values.limit).toBe('20');
    expect(read('list bugs with reporter "mkoval"').values.reporter).toBe('mkoval');
  });
});

describe('F5: an operation with no security requirement, in a document without a top-level one, gets no credentials (OpenAPI 3.0.3 §4.7.10)', () => {
  const SHOP = parse(`
openapi: 3.0.3
info: {title: Plant shop, version: '1'}
servers: [{url: 'https://plants.example'}]
components:
  securitySchemes:
    staffToken: {type: http, scheme: bearer}
    sessionCookie: {type: apiKey, in: cookie, name: SID}
paths:
  /plants/{plantId}:
    delete:
      operationId: retirePlant
      security: [{staffToken: []}]
      parameters: [{name: plantId, in: path, required: true, schema: {type: string}}]
      responses: {'204': {description: gone}}
    get:
      operationId: showPlant
      parameters: [{name: plantId, in: path, required: true, schema: {type: string}}]
      responses: {'200': {description: ok}}
  /basket:
    get:
      operationId: showBasket
      security: [{sessionCookie: []}]
      responses: {'200': {description: ok}}
  /catalog:
    get:
      operationId: browseCatalog
      responses: {'200': {description: ok}}
`);
  it('the public GET gets no Authorization, the staff DELETE still does', () => {
    expect(built(SHOP, 'GET /plants/{plantId}', {'path:plantId': 'fern-2'}).headers.Authorization).toBeUndefined();
    expect(built(SHOP, 'DELETE /plants/{plantId}', {'path:plantId': 'fern-2'}).headers.Authorization).toBe('Bearer $API_TOKEN');
  });
  it('a public operation is not said to need the cookie another operation asks for', () => {
    const PORTAL = parse(`
openapi: 3.0.3
info: {title: Reader portal, version: '1'}
components:
  securitySchemes:
    readerSession: {type: apiKey, in: cookie, name: READER}
paths:
  /notes/{noteId}:
    put:
      operationId: editNote
      security: [{readerSession: []}]
      parameters: [{name: noteId, in: path, required: true, schema: {type: string}}]
      responses: {'200': {description: ok}}
  /notes:
    get:
      operationId: findNotes
      responses: {'200': {description: ok}}
`);
    expect(op(PORTAL, 'GET /notes').unsupported ?? []).toEqual([]);
    expect(op(PORTAL, 'PUT /notes/{noteId}').unsupported?.join(' ')).toMatch(/cookie “READER”/);
    expect(op(SHOP, 'GET /catalog').unsupported ?? []).toEqual([]);
    expect(op(SHOP, 'GET /basket').unsupported?.join(' ')).toMatch(/cookie “SID”/);
  });
});

describe('F4: a JSON-based media type the document names is the Content-Type sent (OpenAPI 3.0.3 §4.7.13; RFC 6839 §3.1)', () => {
  const NOTES = parse(`
openapi: 3.0.3
info: {title: Field notes, version: '1'}
servers: [{url: 'https://notes.example'}]
paths:
  /entries/{entryId}:
    patch:
      operationId: amendEntry
      parameters: [{name: entryId, in: path, required: true, schema: {type: string}}]
      requestBody:
        required: true
        content: {application/merge-patch+json: {schema: {type: object, properties: {site: {type: string}}}}}
      responses: {'200': {description: ok}}
  /entries:
    post:
      operationId: addEntry
      requestBody:
        content: {application/vnd.api+json: {schema: {type: object, properties: {data: {type: object, properties: {type: {type: string}}}}}}}
      responses: {'201': {description: ok}}
    put:
      operationId: replaceEntries
      requestBody:
        content:
          application/vnd.fieldnotes.v2+json: {schema: {type: object, properties: {site: {type: string}}}}
          application/json: {schema: {type: object, properties: {site: {type: string}}}}
      responses: {'200': {description: ok}}
`);
  it('merge-patch+json', () => {
    const req = built(NOTES, 'PATCH /entries/{entryId}', {'path:entryId': 'E-9', 'body:site': 'Marsh'});
    expect(req.headers['Content-Type']).toBe('application/merge-patch+json');
    expect(toCurl(req)).toContain("-H 'Content-Type: application/merge-patch+json'");
  });
  it('vnd.api+json', () => {
    expect(built(NOTES, 'POST /entries', {'body:data.type': 'entries'}).headers['Content-Type']).toBe('application/vnd.api+json');
  });
  it('plain application/json is chosen when the document offers it too', () => {
    expect(built(NOTES, 'PUT /entries', {'body:site': 'Bog'}).headers['Content-Type']).toBe('application/json');
  });
});

describe('F2: a security requirement naming two schemes needs both (OpenAPI 3.0.3 §4.7.30 Security Requirement Object)', () => {
  const TILES = parse(`
openapi: 3.0.3
info: {title: Map tiles, version: '1'}
servers: [{url: 'https://tiles.example'}]
components:
  securitySchemes:
    tenant: {type: apiKey, in: header, name: X-Tenant-Id}
    secret: {type: apiKey, in: header, name: X-Tile-Secret}
    staff: {type: http, scheme: bearer}
    signature: {type: apiKey, in: query, name: sig}
security:
  - tenant: []
    secret: []
paths:
  /tiles/{z}:
    get:
      operationId: getTile
      parameters: [{name: z, in: path, required: true, schema: {type: integer}}]
      responses: {'200': {description: ok}}
  /admin/purge:
    post:
      operationId: purgeCache
      security: [{staff: [], signature: []}]
      responses: {'204': {description: ok}}
`);
  it('both headers are written, each from its own variable', () => {
    const req = built(TILES, 'GET /tiles/{z}', {'path:z': '3'});
    expect(req.headers).toEqual({'X-Tenant-Id': '$API_KEY_1', 'X-Tile-Secret': '$API_KEY_2'});
    const curl = toCurl(req);
    expect(curl).toContain('-H "X-Tenant-Id: $API_KEY_1"');
    expect(curl).toContain('-H "X-Tile-Secret: $API_KEY_2"');
    expect(toFetch(req)).toContain("'X-Tile-Secret': process.env.API_KEY_2 ?? ''".replace(/'X-Tile-Secret'/, '"X-Tile-Secret"'));
    expect(op(TILES, 'GET /tiles/{z}').unsupported ?? []).toEqual([]);
  });
  it('a requirement whose second scheme this demo cannot add says so, so the request is not called complete', () => {
    const purge = op(TILES, 'POST /admin/purge');
    expect(built(TILES, 'POST /admin/purge', {}).headers.Authorization).toBe('Bearer $API_TOKEN');
    expect(purge.unsupported?.join(' ')).toMatch(/API key in the query parameter “sig”/);
  });
});
