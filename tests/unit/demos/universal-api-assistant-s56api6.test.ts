/**
 * s56 tester w-api (issue 28), its value findings, with the tester's own documents (fixtures/s56api6, written with
 * their expected answers before the run). Each row failed before its fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildRequest, formFields, parseOpenApi, toCurl, toFetch, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {unreadWords} from '@site/src/demos/universal-api-assistant/unread';

const load = (name: string): ApiDocument => {
  const r = parseOpenApi(readFileSync(join(__dirname, 'fixtures/s56api6', name), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const LEDGER = load('b-ledger-31.json');
const BIG = load('g-bigids.json');
const INVENTORY = load('d-inventory-31.yaml');

function ask(doc: ApiDocument, request: string) {
  const a = assist(doc, request);
  return {chosen: a.chosen ? `${a.chosen.method} ${a.chosen.path}` : null, values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])), notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note]))};
}

function built(doc: ApiDocument, method: string, path: string, values: Record<string, string>) {
  const op = doc.operations.find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`no ${method} ${path}`);
  const fields = formFields(op);
  const byName = Object.fromEntries(Object.entries(values).map(([k, v]) => [fields.find((f) => f.name === k)?.id ?? k, v]));
  const r = buildRequest(doc, op, byName);
  if (!r.ok) throw new Error(JSON.stringify(r));
  // fetch writes the body as a JSON string when it holds large integers: compared without its escapes.
  return {curl: toCurl(r.request), fetch: toFetch(r.request).replace(/\\"/g, '"')};
}

describe('F1: integers above 2^53 typed as JSON in a field are sent as typed', () => {
  it('a JSON list of objects as the whole body (postEntries)', () => {
    const got = built(LEDGER, 'POST', '/accounts/{accountId}/entries', {accountId: '7', '(body)': '[{"id":9007199254740993,"amount":10,"currency":"EUR"}]'});
    for (const text of [got.curl, got.fetch]) {
      expect(text).toContain('9007199254740993');
      expect(text).not.toContain('9007199254740992');
    }
  });
  it('ids nested in list items (/batch)', () => {
    const got = built(BIG, 'POST', '/batch', {'(body)': '[{"accountId":9007199254740993,"ids":[12345678901234567,3]}]'});
    for (const text of [got.curl, got.fetch]) {
      expect(text).toContain('"accountId":9007199254740993');
      expect(text).toContain('12345678901234567,3]');
      expect(text).not.toMatch(/9007199254740992|12345678901234568/);
    }
  });
  it('an integer list typed as JSON (/links)', () => {
    const got = built(BIG, 'POST', '/links', {accountIds: '[9007199254740993,12345678901234567]'});
    for (const text of [got.curl, got.fetch]) expect(text).toContain('[9007199254740993,12345678901234567]');
  });
  it('an object typed as JSON for a body the document gives no properties (my own document)', () => {
    const r = parseOpenApi(JSON.stringify({openapi: '3.0.3', info: {title: 'T', version: '1'}, servers: [{url: 'https://t.example'}],
      paths: {'/meta': {put: {operationId: 'putMeta', requestBody: {required: true, content: {'application/json': {schema: {type: 'object'}}}}, responses: {'200': {description: 'ok'}}}}}}));
    if (!r.ok) throw new Error(r.error.message);
    const got = built(r.doc, 'PUT', '/meta', {'(body)': '{"ownerId":9007199254740993,"tags":[12345678901234567]}'});
    for (const text of [got.curl, got.fetch]) expect(text).toContain('{"ownerId":9007199254740993,"tags":[12345678901234567]}');
  });
  it('a large integer typed for a string or a too-large number still gets its error', () => {
    const op = BIG.operations.find((o) => o.path === '/batch');
    if (!op) throw new Error('no /batch');
    const r = buildRequest(BIG, op, {[formFields(op)[0].id]: '[{"accountId":"x","ids":[12345678901234567]}]'});
    expect(r.ok).toBe(false);
  });
});

describe('F2: an unquoted name is read whole, or left empty with a note, never cut to its first word', () => {
  it.each([
    ['add a new item ABC-1234 named Oat milk 1L with quantity 40', 'Oat milk 1L'],
    ['replace item MLK-0007 with name Whole milk', 'Whole milk'],
    ['add a new item ABC-1234 named "Oat milk 1L" with quantity 40', 'Oat milk 1L'],
    // My own: a decimal size, and a name that ends at "and".
    ['add a new item BNS-0001 named Coffee beans 2.5kg with quantity 3', 'Coffee beans 2.5kg'],
    ['replace item MLK-0007 with name Whole milk and quantity 12', 'Whole milk'],
  ])('%s', (request, name) => {
    expect(ask(INVENTORY, request).values.name).toBe(name);
  });
  it.each([
    ['add a new item ABC-1234 named Oat milk 40 with quantity 12', 'Oat'],
    ['replace item MLK-0007 with name Whole milk 3.5 fat', 'Whole'],
  ])('%s: the end is unclear, so name stays empty and the note says why', (request, first) => {
    const got = ask(INVENTORY, request);
    expect(got.values.name).toBeUndefined();
    expect(got.notes.name).toContain(`“${first}”`);
    expect(got.notes.name).toMatch(/left empty.*unclear where the name ends/);
  });
});

describe('F5: an unquoted password is read whole; the login is filled', () => {
  const SECRETS = load('f-secrets.yaml');
  it('the tester\'s request: "!" stays in the password, jdoe is the login', () => {
    const got = ask(SECRETS, 'create user jdoe with password Hunter2-Secret! and admin token tok_ABCDEF123');
    expect(got.values.password).toBe('Hunter2-Secret!');
    expect(got.values.login).toBe('jdoe');
    expect(got.values['X-Admin-Token']).toBe('tok_ABCDEF123');
  });
  it.each(['create user with login jdoe and password Pa55-word?! for the ops team', 'create user jdoe, password Pa55-word?!, display name Jo'])('%s', (request) => {
    const got = ask(SECRETS, request);
    expect(got.values.login).toBe('jdoe');
    expect(got.values.password).toBe('Pa55-word?!');
  });
  it('a sign at the end of the request may be the sentence\'s: the password is left empty with a note', () => {
    const got = ask(SECRETS, 'create user jdoe with password s3cr3t.');
    expect(got.values.password).toBeUndefined();
    expect(got.notes.password).toMatch(/left empty: “s3cr3t\.” ends with “\.”/);
  });
  it('no login is read from "user account"', () => {
    expect(ask(SECRETS, 'create user account with password Hunter2-Secret! please').values.login).toBeUndefined();
  });
});

describe('F6: words a request names and no field took are named, never called absent', () => {
  const GITHUB = load('a-github.yaml');
  const unread = (doc: ApiDocument, request: string) => {
    const a = assist(doc, request);
    if (!a.chosen) throw new Error(`nothing chosen for ${request}`);
    return unreadWords(a.wanted, a.chosen, a.filled.values(), a.notes);
  };
  it.each([
    [GITHUB, 'list open issues in octocat/hello-world with milestone v2', ['milestone', 'v2']],
    [GITHUB, 'create an issue in acme/widgets titled "Login fails, 500 error" assigned to octocat', ['octocat']],
    [LEDGER, 'list entries of account 9223372036854775807 posted after 2026-11-01T08:00:00Z in EUR', ['EUR']],
    [LEDGER, 'entries of account 42 with minimum amount 500', ['minimum', 'amount', '500']],
    [INVENTORY, 'list items with quantity between 10 and 50', ['quantity', '10', '50']],
    [INVENTORY, 'items in Berlin warehouse', ['Berlin']],
    [load('c-twilio.json'), 'messages from +14155550199 sent on 2026-11-20 for account AC0123456789abcdef0123456789abcdef, page size 50', ['+14155550199']],
  ])('%#: %s', (_doc, request, words) => {
    expect(unread(_doc, request)).toEqual(words);
  });
  it('"add labels bug and ui": the list-body note (w-api F4, merged beside this rule) quotes "bug and ui", so no word is left unaccounted for', () => {
    const a = assist(GITHUB, 'add labels bug and ui to issue 12 in acme/widgets');
    expect(a.notes.map((n) => n.note).join(' ')).toContain('“bug and ui”');
    expect(unread(GITHUB, 'add labels bug and ui to issue 12 in acme/widgets')).toEqual([]);
  });
  it.each([
    [GITHUB, 'show issue 1347 in octocat/Hello-World'],
    [GITHUB, 'issues in acme/widgets updated since 2026-11-01T00:00:00Z, 100 per page'],
    [INVENTORY, 'add a new item ABC-1234 named Oat milk 1L with quantity 40'],
    [INVENTORY, 'adjust stock of MLK-0007 by -12'],
    [LEDGER, 'show account 9007199254740993'],
  ])('every word read: %s', (doc, request) => {
    expect(unread(doc, request)).toEqual([]);
  });
  it('a password named in the request is never repeated', () => {
    const words = unread(load('f-secrets.yaml'), 'create user account for the ops team with password Hunter2-Secret! and admin token tok_ABCDEF123');
    expect(words.join(' ')).not.toMatch(/Hunter2|tok_ABCDEF123/);
  });
});

describe('F6: labels named in the request are filled', () => {
  const GITHUB = load('a-github.yaml');
  it.each([
    ['list open issues in octocat/hello-world labeled bug', 'GET /repos/{owner}/{repo}/issues', 'bug'],
    ['open an issue in acme/widgets titled Crash on startup with labels bug, p1', 'POST /repos/{owner}/{repo}/issues', 'bug,p1'],
  ])('%s', (request, op, labels) => {
    const a = assist(GITHUB, request);
    expect(a.chosen ? `${a.chosen.method} ${a.chosen.path}` : null).toBe(op);
    expect(ask(GITHUB, request).values.labels).toBe(labels);
    if (a.chosen) expect(unreadWords(a.wanted, a.chosen, a.filled.values(), a.notes)).toEqual([]);
  });
  it('no label is read from "labels from"', () => {
    expect(ask(GITHUB, 'remove all labels from issue 12 in acme/widgets').values.labels).toBeUndefined();
  });
});
