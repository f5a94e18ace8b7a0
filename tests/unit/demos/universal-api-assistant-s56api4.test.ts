/**
 * s56 tester u-api (issue 28), building the request: F13 (secrets kept in this browser), F17 (HEAD), F6 (operation and
 * path servers), F8 (readOnly properties), F7 (lists of objects, comma splits). Documents: the tester's own
 * (tests/unit/demos/fixtures/s56api4/, copied from the tester's inputs) and small ones written for these rows. Each
 * row marked "failed before" failed before its fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildRequest, checkValue, formFields, parseOpenApi, readOnlyLeftOut, toCurl, toFetch, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {isSecretField, requestWithoutSecrets, secretFieldIds} from '@site/src/demos/universal-api-assistant/secrets';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s56api4', name), 'utf8');
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
  return r;
};

describe('F13: secrets are never kept in this browser', () => {
  const petstore = parse(fixture('real-petstore3-openapi.yaml'));
  it('the api_key header, the password query and the password body property are secret fields; ordinary ones are not', () => {
    const ids = secretFieldIds(petstore);
    expect(ids.has('header:api_key')).toBe(true);
    expect(ids.has('query:password')).toBe(true);
    expect(ids.has('body:password')).toBe(true);
    expect(ids.has('path:petId')).toBe(false);
    expect(ids.has('query:username')).toBe(false);
    expect(isSecretField({id: 'query:pin_hint', label: 'pin_hint', location: 'query', name: 'pin_hint', parent: null, required: false, schema: {type: 'string', format: 'password'}})).toBe(true);
  });
  it('a password, key or token typed in the request loses its value; words that only join stay', () => {
    expect(requestWithoutSecrets('log in as user theUser with password Hunter2-secret')).toBe('log in as user theUser with password');
    expect(requestWithoutSecrets('call it with api key: sk_live_51Hx, please')).toBe('call it with api key, please');
    expect(requestWithoutSecrets('use token="abc 123" for bob')).toBe('use token for bob');
    expect(requestWithoutSecrets('the password is "s3cr3t pass" now')).toBe('the password now');
    for (const plain of ['reset password for user bob', 'rotate the api key of project P-7', 'delete pet 9031', 'list tokens', 'change the password of theUser']) expect(requestWithoutSecrets(plain)).toBe(plain);
  });
});

describe('F17: HEAD is curl -I, and the fetch code says it is Node code', () => {
  // The tester's probe8-head.yaml: HEAD /objects/{key}; "curl -X HEAD" waited for a body that never came.
  const probe = parse(fixture('probe8-head.yaml'));
  it('HEAD builds curl -I, never -X HEAD; the fetch code prints the headers', () => {
    const r = built(probe, 'HEAD /objects/{key}', {'path:key': 'report.csv'});
    expect(toCurl(r.request)).toBe("curl -I 'http://127.0.0.1:4202/objects/report.csv'");
    const code = toFetch(r.request);
    expect(code).toContain("method: 'HEAD'");
    expect(code).toContain('Object.fromEntries(response.headers)');
    expect(code).not.toContain('response.text()');
  });
  it('the fetch code opens by saying it runs in Node as an ES module', () => {
    const code = toFetch(built(probe, 'HEAD /objects/{key}', {'path:key': 'a'}).request);
    expect(code.split('\n')[0]).toMatch(/^\/\/ Node 18 or later, saved as an ES module/);
  });
  it('other methods keep -X (GET guards the old behaviour)', () => {
    const doc = parse(fixture('probe8-head.yaml').replace('    head:', '    get:'));
    expect(toCurl(built(doc, 'GET /objects/{key}', {'path:key': 'a'}).request)).toBe("curl -X GET 'http://127.0.0.1:4202/objects/a'");
  });
});

describe('F6: an operation or path that names its own servers goes there', () => {
  // The tester's inventory-31-edge.yaml: GET /health has `servers: [https://status.stockroom.example.net]`.
  const inventory = parse(fixture('inventory-31-edge.yaml'));
  it("GET /health goes to the operation's own server (failed before: eu.stockroom…/api/v2/health)", () => {
    expect(op(inventory, 'GET /health').server).toEqual({url: 'https://status.stockroom.example.net', note: null, from: 'operation'});
    expect(built(inventory, 'GET /health', {}).request.url).toBe('https://status.stockroom.example.net/health');
  });
  it("the other operations still go to the document's server", () => {
    expect(op(inventory, 'GET /items/{sku}').server).toBeUndefined();
    expect(built(inventory, 'GET /items/{sku}', {'path:sku': 'BLT-0042'}).request.url).toBe('https://eu.stockroom.example.net/api/v2/items/BLT-0042');
  });
  const FILES = parse(`
openapi: 3.0.3
info: {title: Files, version: '1'}
servers: [{url: 'https://api.files.example/v1'}]
paths:
  /uploads/{name}:
    servers: [{url: 'https://upload.files.example/v1?region=eu'}]
    put:
      operationId: putUpload
      parameters: [{name: name, in: path, required: true, schema: {type: string}}]
      responses: {'200': {description: ok}}
    get:
      operationId: getUpload
      servers: [{url: 'https://cdn.files.example'}]
      parameters: [{name: name, in: path, required: true, schema: {type: string}}]
      responses: {'200': {description: ok}}
    delete:
      operationId: deleteUpload
      servers: []
      parameters: [{name: name, in: path, required: true, schema: {type: string}}]
      responses: {'204': {description: gone}}
`);
  it("a path's servers apply to its operations, with the server's own query; an operation's own servers win over the path's", () => {
    expect(built(FILES, 'PUT /uploads/{name}', {'path:name': 'a.txt'}).request.url).toBe('https://upload.files.example/v1/uploads/a.txt?region=eu');
    expect(op(FILES, 'PUT /uploads/{name}').server?.from).toBe('path');
    expect(built(FILES, 'GET /uploads/{name}', {'path:name': 'a.txt'}).request.url).toBe('https://cdn.files.example/uploads/a.txt');
    // An empty list names no server of its own, so the path's applies.
    expect(built(FILES, 'DELETE /uploads/{name}', {'path:name': 'a.txt'}).request.url).toBe('https://upload.files.example/v1/uploads/a.txt?region=eu');
  });
});

describe('F8: readOnly properties are left out of request bodies', () => {
  // The tester's inventory-31-edge.yaml: PUT /items/{sku}, whose body's `id` is readOnly ("assigned by the server").
  const inventory = parse(fixture('inventory-31-edge.yaml'));
  it('the id is no field, is named as left out, and is never sent (failed before: a field, sent as {"id":77,…})', () => {
    const replace = op(inventory, 'PUT /items/{sku}');
    expect(formFields(replace).map((f) => f.id)).not.toContain('body:id');
    expect(formFields(replace).map((f) => f.id)).toContain('body:title');
    expect(readOnlyLeftOut(replace)).toEqual(['id']);
    const r = built(inventory, 'PUT /items/{sku}', {'path:sku': 'BLT-0042', 'body:id': '77', 'body:title': 'Bolt M6'});
    expect(r.request.body).toEqual({title: 'Bolt M6'});
  });
  const SHOP = parse(`
openapi: 3.0.3
info: {title: Shop, version: '1'}
servers: [{url: 'https://shop.example'}]
paths:
  /orders:
    post:
      operationId: createOrder
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [id, sku]
              properties:
                id: {type: string, readOnly: true}
                sku: {type: string}
                shipping:
                  type: object
                  properties:
                    city: {type: string}
                    trackingNo: {type: string, readOnly: true}
      responses: {'201': {description: created}}
  /orders/batch:
    post:
      operationId: createOrders
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: array
              items:
                type: object
                required: [id, sku]
                properties:
                  id: {type: string, readOnly: true}
                  sku: {type: string}
      responses: {'201': {description: created}}
`);
  it('a required readOnly property is required in responses only; nested readOnly properties are left out too', () => {
    const create = op(SHOP, 'POST /orders');
    expect(formFields(create).map((f) => f.id)).toEqual(['body:sku', 'body:shipping.city']);
    expect(readOnlyLeftOut(create)).toEqual(['id', 'shipping.trackingNo']);
    expect(built(SHOP, 'POST /orders', {'body:sku': 'MUG-1'}).request.body).toEqual({sku: 'MUG-1'});
    // A list body typed as JSON: its items need no readOnly id.
    expect(built(SHOP, 'POST /orders/batch', {'body:(body)': '[{"sku": "MUG-1"}]'}).request.body).toEqual([{sku: 'MUG-1'}]);
  });
});

describe('F7: lists of objects, and lists whose items may hold commas', () => {
  // The tester's petstore3.json (a subset of the real Swagger Petstore 3): addPet, tags is a list of Tag objects,
  // photoUrls a list of strings.
  const petstore = parse(fixture('petstore3.json'));
  const addPet = (values: Record<string, string>) => buildRequest(petstore, op(petstore, 'POST /pet'), {'body:name': 'Rex', ...values});
  it('tags typed as a JSON list, or as objects one after another, are a list of objects (the bare objects failed before: refused, and at the tester’s build split inside the JSON)', () => {
    for (const typed of ['[{"id":1,"name":"friendly"}, {"id":2,"name":"small"}]', '{"id":1,"name":"friendly"}, {"id":2,"name":"small"}']) {
      const r = addPet({'body:photoUrls': 'https://img.example/a.jpg', 'body:tags': typed});
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      expect((r.request.body as Record<string, unknown>).tags).toEqual([{id: 1, name: 'friendly'}, {id: 2, name: 'small'}]);
      expect(r.notes).toBeUndefined();
    }
  });
  it('a URL list split inside a URL is built with a note saying so (failed before: three items, no word)', () => {
    const r = addPet({'body:photoUrls': 'https://img.example/a.jpg?w=1,2, https://img.example/b.jpg'});
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect((r.request.body as Record<string, unknown>).photoUrls).toEqual(['https://img.example/a.jpg?w=1', '2', 'https://img.example/b.jpg']);
    expect(r.notes?.[0]).toMatch(/^photoUrls was split at every comma into 3 items \(“https:\/\/img.example\/a.jpg\?w=1”, “2”, “https:\/\/img.example\/b.jpg”\): if an item holds a comma itself, write the list as JSON/);
  });
  it('the same list as JSON keeps the comma inside the URL, with no note', () => {
    const r = addPet({'body:photoUrls': '["https://img.example/a.jpg?w=1,2", "https://img.example/b.jpg"]'});
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect((r.request.body as Record<string, unknown>).photoUrls).toEqual(['https://img.example/a.jpg?w=1,2', 'https://img.example/b.jpg']);
    expect(r.notes).toBeUndefined();
  });
  it('a plain comma list gets no note (guards the old behaviour); mixed commas do', () => {
    const plain = addPet({'body:photoUrls': 'https://img.example/a.jpg, https://img.example/b.jpg'});
    expect(plain.ok && plain.notes).toBeFalsy();
    const mixed = addPet({'body:photoUrls': 'https://img.example/a.jpg, https://img.example/b.jpg,c.jpg'});
    expect(mixed.ok && mixed.notes?.length).toBe(1);
    expect(checkValue('bug, ui', {type: 'array', items: {type: 'string'}})).toEqual({ok: true, value: ['bug', 'ui']});
  });
});
