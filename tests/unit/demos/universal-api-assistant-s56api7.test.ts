/**
 * s56 tester w-api (issue 28), its findings on choosing the operation, with the tester's own documents
 * (fixtures/s56api7, written with their expected answers before the run). Rows run the page's own chain (assist.ts).
 * Each row failed before its fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const load = (name: string): ApiDocument => {
  const r = parseOpenApi(readFileSync(join(__dirname, 'fixtures/s56api7', name), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const INVENTORY = load('d-inventory-31.yaml');
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
