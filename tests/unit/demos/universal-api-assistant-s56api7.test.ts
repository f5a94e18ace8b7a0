/**
 * s56 tester w-api (issue 28), its findings on choosing the operation, with the tester's own documents
 * (fixtures/s56api7, written with their expected answers before the run). Rows run the page's own chain (assist.ts).
 * Each row failed before its fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildRequest, parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const load = (name: string): ApiDocument => {
  const r = parseOpenApi(readFileSync(join(__dirname, 'fixtures/s56api7', name), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const INVENTORY = load('d-inventory-31.yaml');
const GITHUB = load('a-github.yaml');
function ask(doc: ApiDocument, request: string) {
  const a = assist(doc, request);
  return {chosen: a.chosen ? `${a.chosen.method} ${a.chosen.path}` : null, values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])), notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])), judged: a.judged, ranked: a.ranked};
}

describe('F3: a create never takes as its new item\'s id the item the request names as its target', () => {
  it('"add 30 units to MLK-0007" adjusts the stock of MLK-0007, and the create is listed with the reason', () => {
    const got = ask(INVENTORY, 'add 30 units to MLK-0007');
    expect(got.chosen).toBe('POST /items/{sku}/stock-adjustments');
    expect(got.values).toEqual({sku: 'MLK-0007', delta: '30'});
    const at = got.ranked.findIndex((r) => r.operation.method === 'POST' && r.operation.path === '/items');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(got.judged[at]).toEqual({good: false, reason: 'existing', item: 'MLK-0007'});
  });
  it.each([
    ['add a new item ABC-1234 with quantity 40', 'POST /items'],
    ['adjust stock of MLK-0007 by -12', 'POST /items/{sku}/stock-adjustments'],
  ])('%s still chooses %s', (request, op) => {
    expect(ask(INVENTORY, request).chosen).toBe(op);
  });
});

describe('F4: the words of a request that name an allowed value fill it, and a list given but not read is said', () => {
  it.each([
    ['close issue 42 of acme/widgets as not planned', 'not_planned'],
    ['close issue 42 of acme/widgets as not_planned', 'not_planned'],
    ['close issue 42 of acme/widgets as completed', 'completed'],
  ])('%s: state closed, state_reason %s', (request, reason) => {
    const got = ask(GITHUB, request);
    expect(got.chosen).toBe('PATCH /repos/{owner}/{repo}/issues/{issue_number}');
    expect(got.values).toMatchObject({owner: 'acme', repo: 'widgets', issue_number: '42', state: 'closed', state_reason: reason});
  });
  it('"add labels bug and ui to issue 12": the labels are said as not read, and Build asks for them', () => {
    const a = assist(GITHUB, 'add labels bug and ui to issue 12 in acme/widgets');
    expect(a.chosen?.key).toBe('POST /repos/{owner}/{repo}/issues/{issue_number}/labels');
    const note = a.notes.find((n) => n.id === 'body:(body)');
    expect(note?.note).toContain('“bug and ui”');
    expect(note?.change).toBe(true);
    if (!a.chosen) throw new Error('nothing chosen');
    const values = Object.fromEntries([...a.filled.values()].map((v) => [v.id, v.value]));
    const built = buildRequest(GITHUB, a.chosen, values, note?.id);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(Object.keys(built.errors)).toEqual(['body:(body)']);
    expect(buildRequest(GITHUB, a.chosen, {...values, 'body:(body)': 'bug, ui'}, note?.id).ok).toBe(true);
  });
  it('"add labels to issue 12" gives no list: no note', () => {
    expect(assist(GITHUB, 'add labels to issue 12 in acme/widgets').notes.find((n) => n.id === 'body:(body)')).toBeUndefined();
  });
});

describe('F8: a field the API describes as a comma-separated list takes every id named', () => {
  const SENDGRID = load('e-sendgrid.yaml');
  it.each([
    ['delete contacts 3f1a,9b2c', '3f1a,9b2c'],
    ['delete contacts 3f1a and 9b2c', '3f1a,9b2c'],
    ['delete contact 3f1a', '3f1a'],
  ])('%s: ids = %s', (request, ids) => {
    const got = ask(SENDGRID, request);
    expect(got.chosen).toBe('DELETE /v3/marketing/contacts');
    expect(got.values).toEqual({ids});
    expect(got.notes.ids).toBeUndefined();
  });
});
