/**
 * s56 tester u-api (issue 28), findings F16, F15, F10, F12, F14: reading the request. Rows use the tester's own documents
 * (fixtures/s56api: API subsets the tester wrote from public docs, and the real swagger-petstore openapi.yaml) and the
 * requests the tester typed, run through the page's chain (assist.ts). Each row failed before its fix.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const fixture = (name: string) => parse(readFileSync(`tests/unit/demos/fixtures/s56api/${name}`, 'utf8'));
function ask(doc: ApiDocument, request: string, pick?: string) {
  const a = assist(doc, request, pick);
  return {chosen: a.chosen?.key ?? null, values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])), notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note]))};
}

const GITHUB = fixture('github-issues.yaml');
const LIST_ISSUES = 'GET /repos/{owner}/{repo}/issues';

describe('F16: a date and time written as RFC 3339 writes it is read whole (since: format date-time)', () => {
  it.each([
    ['list issues since 2026-11-01T10:00:00Z', '2026-11-01T10:00:00Z'],
    ['list issues since 2026-11-01T10:00:00.123+02:00', '2026-11-01T10:00:00.123+02:00'],
    ['list issues since 2026-11-01T23:59:59-05:00', '2026-11-01T23:59:59-05:00'],
    ['list issues since "2026-11-01T10:00:00Z"', '2026-11-01T10:00:00Z'],
  ])('%s', (request, since) => {
    const got = ask(GITHUB, request);
    expect(got.chosen).toBe(LIST_ISSUES);
    expect(got.values.since).toBe(since);
    expect(got.notes.since).toBeUndefined();
  });
  it('a date and time without its zone is quoted whole in the note that refuses it, never cut at the colon', () => {
    const got = ask(GITHUB, 'list issues since 2026-11-01T10:00:00');
    expect(got.values.since).toBeUndefined();
    expect(got.notes.since).toContain('“2026-11-01T10:00:00”');
  });
  it('a day alone is said to lack its time, with the value to type; nothing is filled', () => {
    const got = ask(GITHUB, 'list issues since 2026-11-01');
    expect(got.values.since).toBeUndefined();
    expect(got.notes.since).toMatch(/“2026-11-01” from your request is a date without a time.*type 2026-11-01T00:00:00Z/);
    expect(got.notes.since).not.toContain('since is not a date');
  });
  it('"updated after <date-time>" fills the filter, not a sort nobody asked for', () => {
    const got = ask(GITHUB, 'list issues updated after 2026-11-01T00:00:00Z');
    expect(got.values).toEqual({since: '2026-11-01T00:00:00Z'});
  });
  it('a sort that is asked for is still read', () => {
    expect(ask(GITHUB, 'list issues sorted by updated').values.sort).toBe('updated');
    expect(ask(GITHUB, 'list issues sorted by comments').values.sort).toBe('comments');
  });
});

describe('F15 (rest): a number written as "#42" names an item; it never fills a page size or a free-text filter', () => {
  const STRIPE = fixture('stripe-refunds.yaml');
  it('"list refunds #42" on the list of refunds leaves charge empty, with a note', () => {
    const got = ask(STRIPE, 'list refunds #42', 'GET /v1/refunds');
    expect(got.values.charge).toBeUndefined();
    expect(got.notes.charge).toMatch(/is a number after “refunds”, and nothing says it is charge/);
  });
  it('"list refunds 12.5" leaves charge empty', () => {
    expect(ask(STRIPE, 'list refunds 12.5', 'GET /v1/refunds').values.charge).toBeUndefined();
  });
  it('"list tickets #42" on the sample leaves limit empty, with a note', async () => {
    const {SAMPLE_OPENAPI} = await import('@site/src/demos/universal-api-assistant/sample');
    const got = ask(parse(SAMPLE_OPENAPI), 'list tickets #42', 'GET /tickets');
    expect(got.values.limit).toBeUndefined();
    expect(got.notes.limit).toMatch(/nothing says it is limit/);
  });
  it('"show refund #42": the refund\'s own path value is 42, never "#42" read as a phrase (sent as /refunds/%2342)', () => {
    const got = ask(STRIPE, 'show refund #42');
    expect(got.chosen).toBe('GET /v1/refunds/{refund}');
    expect(got.values).toEqual({refund: '42'});
  });
  it('a Stripe id in the path is still read whole', () => {
    expect(ask(STRIPE, 'show refund re_3MmlLrLkdIwHu7ix0KNUbqEc').values).toEqual({refund: 're_3MmlLrLkdIwHu7ix0KNUbqEc'});
  });
});

describe('F10: one item or many, when the API has a create for each (real swagger-petstore openapi.yaml)', () => {
  const PETSTORE = fixture('real-petstore3-openapi.yaml');
  it.each([['create a list of users'], ['create several users'], ['create 3 users']])('%s: the list create is chosen, the single-user create is not', (request) => {
    const a = assist(PETSTORE, request);
    expect(a.chosen?.key).toBe('POST /user/createWithList');
    expect(a.goodKeys.has('POST /user')).toBe(false);
  });
  it.each([['create a user'], ['create a new user named kim']])('%s: the single-user create is chosen, never the list one', (request) => {
    const a = assist(PETSTORE, request);
    expect(a.chosen?.key).toBe('POST /user');
    expect(a.goodKeys.has('POST /user/createWithList')).toBe(false);
  });
  it('an API with no list create is left as before ("add a pet")', () => {
    expect(assist(PETSTORE, 'add a pet').chosen?.key).toBe('POST /pet');
  });
});

describe('F12: a server variable whose default is a placeholder is said, and no request is called complete', () => {
  it('Algolia-style https://{appId}-dsn.algolia.net with default ALGOLIA_APPLICATION_ID: a note on load and beside each request', () => {
    const doc = fixture('algolia-like.yaml');
    expect(doc.serverNote).toMatch(/holds a placeholder for appId \(“ALGOLIA_APPLICATION_ID”\)/);
    for (const op of doc.operations) expect(op.unsupported?.join(' ')).toMatch(/placeholder for appId .*replace it in the request below/);
  });
  it('a variable with an enum (USPTO {scheme}) or a real default is a real choice: no note', () => {
    const uspto = fixture('real-uspto.yaml');
    expect(uspto.serverNote ?? '').not.toMatch(/placeholder/);
    expect(uspto.operations.every((o) => !(o.unsupported ?? []).some((n) => /placeholder/.test(n)))).toBe(true);
    const inventory = fixture('inventory-31-edge.yaml');
    expect(inventory.serverNote ?? '').not.toMatch(/placeholder/);
  });
  it.each([
    ['{tenant} with no default', `variables: {tenant: {}}`, /placeholder for tenant \(“tenant”\)/],
    ['<your-tenant>', `variables: {tenant: {default: '<your-tenant>'}}`, /placeholder for tenant \(“<your-tenant>”\)/],
    ['a real default "acme"', `variables: {tenant: {default: acme}}`, null],
  ])('%s', (_name, variables, note) => {
    const doc = parse(`
openapi: 3.0.3
info: {title: Tenants, version: '1'}
servers: [{url: 'https://{tenant}.api.example', ${variables}}]
paths: {/ping: {get: {operationId: ping, responses: {'200': {description: ok}}}}}
`);
    if (note) expect(doc.serverNote).toMatch(note);
    else expect(doc.serverNote).toBeNull();
  });
});

describe('F14: a value outside the allowed list is said as such, never "no value was read" (sample helpdesk)', () => {
  it('set priority of TCK-1042 to critical', async () => {
    const {SAMPLE_OPENAPI} = await import('@site/src/demos/universal-api-assistant/sample');
    const got = ask(parse(SAMPLE_OPENAPI), 'set priority of TCK-1042 to critical');
    expect(got.chosen).toBe('PATCH /tickets/{ticketId}');
    expect(got.values.priority).toBeUndefined();
    expect(got.notes.priority).toMatch(/^“critical” from your request is not a value priority takes \(the API's schema allows low, normal, high, urgent\)/);
    expect(got.notes.priority).not.toContain('no value for it was read');
  });
  it('a change with no value at all still says so', async () => {
    const {SAMPLE_OPENAPI} = await import('@site/src/demos/universal-api-assistant/sample');
    expect(ask(parse(SAMPLE_OPENAPI), 'change the priority of TCK-1042').notes.priority).toContain('no value for it was read');
  });
});

describe('F14: the words a value was read from are quoted whole', () => {
  it('"list issues with 100 per page": per_page is read from “100 per page”, never “100 per”', () => {
    const a = assist(GITHUB, 'list issues with 100 per page');
    const perPage = [...a.filled.values()].find((v) => v.label === 'per_page');
    expect(perPage?.value).toBe('100');
    expect(perPage?.found).toBe('100 per page');
  });
});
