/**
 * s56 tester v-api (issue 28), its findings, with the tester's own documents (fixtures/s56api5, written
 * with their answers before the run). Rows run the page's own chain (assist.ts). Each row failed before its fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const load = (name: string): ApiDocument => {
  const r = parseOpenApi(readFileSync(join(__dirname, 'fixtures/s56api5', name), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const GITHUB = load('c-github-issues-30.yaml');
function ask(doc: ApiDocument, request: string) {
  const a = assist(doc, request);
  return {chosen: a.chosen ? `${a.chosen.method} ${a.chosen.path}` : null, values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])), notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])), judged: a.judged, ranked: a.ranked};
}

describe('F1: a request on an item never gets a change on a singular part under it', () => {
  it.each(['delete issue 12 in octocat/hello-world', 'delete issue 12'])('%s: nothing chosen, the lock operation is weak', (request) => {
    const got = ask(GITHUB, request);
    expect(got.chosen).toBeNull();
    const at = got.ranked.findIndex((r) => r.operation.path.endsWith('/lock') && r.operation.method === 'DELETE');
    if (at >= 0) expect(got.judged[at].good).toBe(false);
  });
  it.each([
    ['unlock issue 12 of octocat/hello-world', 'DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock'],
    ['lock issue 12 in octocat/hello-world because it got too heated', 'PUT /repos/{owner}/{repo}/issues/{issue_number}/lock'],
  ])('%s still chooses the part\'s operation', (request, op) => {
    expect(ask(GITHUB, request).chosen).toBe(op);
  });
});
