import {describe, expect, it} from 'vitest';
import {
  buildRequest,
  checkValue,
  formFields,
  indexOperations,
  lineColumn,
  MAX_DOCUMENT_CHARS,
  parseOpenApi,
  rankOperations,
  requestWords,
  toCurl,
  toFetch,
  withoutNegated,
  type ApiDocument,
  type Operation,
} from '@site/src/demos/universal-api-assistant/openapi';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {matchStrength} from '@site/src/demos/kit/match';

function sample(): ApiDocument {
  const r = parseOpenApi(SAMPLE_OPENAPI);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
}
const op = (doc: ApiDocument, id: string) => doc.operations.find((o) => o.operationId === id) as Operation;

describe('reading documents', () => {
  it('reads the YAML sample with its server, auth and eight operations', () => {
    const doc = sample();
    expect(doc.title).toBe('Helpdesk API (sample)');
    expect(doc.serverUrl).toBe('https://api.example.com/v1');
    expect(doc.auth).toEqual({kind: 'bearer'});
    expect(doc.operations.map((o) => o.key)).toEqual([
      'GET /tickets', 'POST /tickets', 'GET /tickets/{ticketId}', 'DELETE /tickets/{ticketId}', 'PATCH /tickets/{ticketId}',
      'POST /tickets/{ticketId}/comments', 'GET /customers', 'POST /refunds',
    ]);
  });

  it('reads JSON and resolves local $refs, including shared path parameters', () => {
    const json = JSON.stringify({
      openapi: '3.1.0',
      info: {title: 'T', version: '1'},
      components: {schemas: {Id: {type: 'integer', minimum: 1}}},
      paths: {'/items/{id}': {parameters: [{name: 'id', in: 'path', required: true, schema: {$ref: '#/components/schemas/Id'}}], get: {summary: 'Get item'}}},
    });
    const r = parseOpenApi(json);
    expect(r.ok && r.doc.operations[0].parameters[0].schema).toEqual({type: 'integer', minimum: 1, exclusiveMinimum: undefined, exclusiveMaximum: undefined});
    expect(r.ok && r.doc.serverNote).toMatch(/names no server/);
  });

  it('reports JSON syntax errors with line and column', () => {
    const r = parseOpenApi('{"openapi": "3.0.0",\n  "info": {"title": "x" "version": "1"}}');
    expect(r).toMatchObject({ok: false, error: {kind: 'syntax', line: 2, column: 25}});
  });

  it('reports YAML syntax errors with line and column', () => {
    const r = parseOpenApi('openapi: 3.0.0\ninfo:\n  title: x\n  version: "1"\n paths: {}');
    expect(r).toMatchObject({ok: false, error: {kind: 'syntax', line: 5}});
    expect(!r.ok && r.error.message).toMatch(/^YAML syntax error at line 5, column \d+/);
  });

  it.each([
    ['swagger: "2.0"', '$.swagger'],
    ['[1, 2]', '$'],
    ['openapi: 2.5\ninfo: {title: x, version: "1"}\npaths: {}', '$.openapi'],
    ['openapi: 3.0.0\ninfo: {title: x, version: 1}\npaths: {}', '$.info.version'],
    ['openapi: 3.0.0\ninfo: {title: x, version: "1"}\npaths: {}', '$.paths'],
    ['openapi: 3.0.0\ninfo: {title: x, version: "1"}\npaths:\n  tickets: {get: {}}', '$.paths.tickets'],
    ['openapi: 3.0.0\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get:\n      parameters:\n        - {name: q, in: body}', '$.paths["/a"].get.parameters[0].in'],
    ['openapi: 3.0.0\ninfo: {title: x, version: "1"}\npaths:\n  /a/{id}:\n    get: {}', '$.paths["/a/{id}"].get.parameters'],
    ['openapi: 3.0.0\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    post:\n      requestBody:\n        content:\n          application/json:\n            schema: {$ref: "#/components/schemas/Nope"}', '$.paths["/a"].post.requestBody.content["application/json"].schema.$ref'],
  ])('refuses %j at %s', (text, path) => {
    const r = parseOpenApi(text);
    expect(r).toMatchObject({ok: false, error: {kind: 'structure', path}});
  });

  it('refuses empty and oversize documents', () => {
    expect(parseOpenApi('  ')).toMatchObject({ok: false, error: {kind: 'empty'}});
    expect(parseOpenApi('x'.repeat(MAX_DOCUMENT_CHARS + 1))).toMatchObject({ok: false, error: {kind: 'size'}});
  });

  it('computes line and column from an offset', () => {
    expect(lineColumn('ab\ncd', 4)).toEqual({line: 2, column: 2});
  });
});

describe('ranking operations', () => {
  const doc = sample();
  const index = indexOperations(doc);
  it.each([
    ['refund an order', 'createRefund'],
    ['reply to a ticket', 'addComment'],
    ['list open tickets', 'listTickets'],
    ['search customers by email', 'searchCustomers'],
    ['delete a ticket', 'deleteTicket'],
  ])('"%s" ranks %s first', (q, id) => {
    expect(rankOperations(doc, index, q)[0].operation.operationId).toBe(id);
  });
  it('returns nothing for unrelated words', () => expect(rankOperations(doc, index, 'zebra quantum')).toEqual([]));
  // Found by the fresh user test: "do not delete anything, just show me …" preselected the DELETE.
  it.each([
    ['do not delete anything, just show me ticket T-1042', 'getTicket'],
    ["don't delete the ticket but show me ticket T-1042", 'getTicket'],
    ['show ticket T-1042 without deleting it', 'getTicket'],
  ])('what the reader says not to do is not ranked: "%s" → %s', (q, id) => {
    const top = rankOperations(doc, index, withoutNegated(q))[0];
    expect(top.operation.operationId).toBe(id);
    expect(top.terms.some((t) => t.startsWith('delet'))).toBe(false);
  });
  it('a request that only says what not to do ranks nothing', () => expect(withoutNegated('do not delete anything').trim()).toBe(''));
  it('words after the negated clause stay', () => expect(withoutNegated('never remove comments; list open tickets')).toContain('list open tickets'));
});

describe('forms and validation', () => {
  const doc = sample();

  it('expands a nested body object one level', () => {
    expect(formFields(op(doc, 'createTicket')).map((f) => `${f.id}${f.required ? '*' : ''}`)).toEqual([
      'body:subject*', 'body:priority*', 'body:customer.email*', 'body:customer.name', 'body:tags',
    ]);
  });

  it.each([
    ['12', {type: 'integer' as const, minimum: 1, maximum: 100}, 12],
    ['1.5', {type: 'integer' as const}, 'must be a whole number'],
    ['abc', {type: 'number' as const}, 'must be a number'],
    ['0', {type: 'number' as const, minimum: 0.01}, 'must be at least 0.01'],
    ['9000', {type: 'number' as const, maximum: 5000}, 'must be at most 5000'],
    ['maybe', {type: 'boolean' as const}, 'must be true or false'],
    ['soon', {type: 'string' as const, enum: ['low', 'high']}, 'must be one of low, high'],
    ['abc', {type: 'string' as const, minLength: 5}, 'must have at least 5 characters'],
    ['48213', {type: 'string' as const, pattern: '^ORD-[0-9]{5}$'}, 'must match the pattern ^ORD-[0-9]{5}$'],
    ['a, b', {type: 'array' as const, items: {type: 'string' as const}}, ['a', 'b']],
    ['1, x', {type: 'array' as const, items: {type: 'integer' as const}}, 'item "x" must be a whole number'],
  ])('%j against %j', (raw, schema, expected) => {
    const r = checkValue(raw, schema);
    // A string in the table is the expected error message; anything else is the expected value.
    expect(r).toEqual(typeof expected === 'string' ? {ok: false, error: expected} : {ok: true, value: expected});
  });

  it('lists every invalid or missing field', () => {
    const r = buildRequest(doc, op(doc, 'createRefund'), {'body:orderId': '48213', 'body:amount': '9000'});
    expect(r).toEqual({
      ok: false,
      errors: {
        'body:orderId': 'orderId must match the pattern ^ORD-[0-9]{5}$',
        'body:amount': 'amount must be at most 5000',
        'body:reason': 'reason is required',
      },
    });
  });

  it('builds path, query and body requests with credentials from the environment', () => {
    const list = buildRequest(doc, op(doc, 'listTickets'), {'query:status': 'open', 'query:limit': '10'});
    expect(list.ok && list.request.url).toBe('https://api.example.com/v1/tickets?status=open&limit=10');
    const comment = buildRequest(doc, op(doc, 'addComment'), {'path:ticketId': 'TCK-1042', 'body:body': "It's fixed", 'body:public': 'true'});
    if (!comment.ok) throw new Error('expected a request');
    expect(comment.request).toEqual({
      method: 'POST',
      url: 'https://api.example.com/v1/tickets/TCK-1042/comments',
      headers: {'Content-Type': 'application/json', Authorization: 'Bearer $API_TOKEN'},
      body: {body: "It's fixed", public: true},
    });
    expect(toCurl(comment.request)).toBe(
      `curl -X POST 'https://api.example.com/v1/tickets/TCK-1042/comments' \\\n  -H 'Content-Type: application/json' \\\n  -H "Authorization: Bearer $API_TOKEN" \\\n  --data '{"body":"It'\\''s fixed","public":true}'`,
    );
    const code = toFetch(comment.request);
    expect(code).toContain('Authorization: `Bearer ${process.env.API_TOKEN}`');
    expect(code).toContain("method: 'POST'");
  });

  it('requires nested fields only when their object is required or used', () => {
    const r = buildRequest(doc, op(doc, 'createTicket'), {'body:subject': 'Printer broken', 'body:priority': 'high'});
    expect(r).toEqual({ok: false, errors: {'body:customer.email': 'customer.email is required'}});
  });
});

describe('ranking by allowed values', () => {
  it('"close a ticket" ranks the update operation first, through its "closed" status value', () => {
    const doc = sample();
    expect(rankOperations(doc, indexOperations(doc), 'close a ticket')[0].operation.operationId).toBe('updateTicket');
  });
});

describe('weak matches among operations (issue 28)', () => {
  const parsedSample = parseOpenApi(SAMPLE_OPENAPI);
  if (!parsedSample.ok) throw new Error('sample does not parse');
  const ops = indexOperations(parsedSample.doc);
  const best = (request: string) => rankOperations(parsedSample.doc, ops, request, 5).find((r) => matchStrength(requestWords(request), r).good)?.operation.key ?? null;

  it('counts only the words that say what to do, not the values passed', () => {
    expect(requestWords('forecast for Oslo')).toBe('forecast for  ');
    expect(requestWords('Refund order ORD-48213 for $89.99')).toBe('Refund order   for  ');
    expect(requestWords('reply "thanks, fixed" to a ticket')).toBe('reply   to a ticket');
  });

  it('finds good matches for real requests and none for requests the API cannot serve', () => {
    expect(best('refund an order')).toBe('POST /refunds');
    expect(best('Refund order ORD-48213 for $89.99')).toBe('POST /refunds');
    expect(best('reply to a ticket')).toBe('POST /tickets/{ticketId}/comments');
    expect(best('delete an invoice')).toBeNull();
    expect(best('chocolate cake recipe order')).toBeNull();
  });
});
