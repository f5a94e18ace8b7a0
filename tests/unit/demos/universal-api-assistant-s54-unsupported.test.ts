/**
 * s54 tester t-api (issue 28): requests the assistant built that the real service would refuse, shown as "Request
 * built" with no note. The tester's own documents (fixtures/s54ap):
 * - F1: a form-encoded body (Stripe-style refund) was dropped: a POST with no body;
 * - F2: HTTP Basic or an API key in the query gave code with no credentials and no note; an operation's own
 *   `security: []` (a public /health) still got the bearer token;
 * - F3: a cookie parameter's value was typed and never sent;
 * - F4: an array in the query was joined with commas, where the default (style form, explode true) repeats the key.
 * Rules from the OpenAPI 3.1.0 specification, cited in openapi.ts beside each. All rows failed before (on 28864c60).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildRequest, parseOpenApi, toCurl, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';

const load = (file: string): ApiDocument => {
  const result = parseOpenApi(readFileSync(join(__dirname, 'fixtures', 's54ap', file), 'utf8'));
  if (!result.ok) throw new Error(result.error.message);
  return result.doc;
};
const op = (doc: ApiDocument, id: string) => doc.operations.find((o) => o.operationId === id)!;

describe('the API assistant says what it does not send (t-api F1-F3) and repeats array keys (F4)', () => {
  it('F1: a form-encoded body is named as not sent, and the page does not call the request complete', () => {
    const doc = load('stripe-refunds.yaml');
    const refund = op(doc, 'PostRefunds');
    expect(refund.unsupported?.join(' ')).toMatch(/request body is application\/x-www-form-urlencoded; this demo builds JSON bodies only/);
    expect(refund.unsupported?.join(' ')).toMatch(/the service will refuse it/);
    // A JSON body is no such case.
    expect(op(load('bearer-public-health.yaml'), 'queueBuild').unsupported ?? []).toEqual([]);
  });

  it('F2: HTTP Basic and a query API key are named as not added; a public operation gets no token', () => {
    const basic = load('basic-auth-cookie.yaml');
    const withBasic = basic.operations.filter((o) => !o.path.includes('health'));
    expect(withBasic.length).toBeGreaterThan(0);
    for (const o of withBasic) expect(o.unsupported?.join(' ')).toMatch(/HTTP Basic authentication/);
    const weather = load('weather-apikey-query.yaml');
    expect(op(weather, 'getForecast').unsupported?.join(' ')).toMatch(/an API key in the query parameter/);

    const bearer = load('bearer-public-health.yaml');
    const health = buildRequest(bearer, op(bearer, 'health'), {});
    expect(health.ok && health.request.headers.Authorization).toBeFalsy();
    const build = buildRequest(bearer, op(bearer, 'getBuild'), {'path:buildId': '7'});
    expect(build.ok && build.request.headers.Authorization).toBe('Bearer $API_TOKEN');
    expect(op(bearer, 'health').unsupported ?? []).toEqual([]);
  });

  it('F3: a cookie parameter is sent as a Cookie header, with a note that a browser drops it', () => {
    const bearer = load('bearer-public-health.yaml');
    const getBuild = op(bearer, 'getBuild');
    const built = buildRequest(bearer, getBuild, {'path:buildId': '7', 'cookie:session': 'abc 1'});
    expect(built.ok && built.request.headers.Cookie).toBe('session=abc%201');
    expect(built.ok && toCurl(built.request)).toMatch(/-H 'Cookie: session=abc%201'/);
    expect(getBuild.unsupported?.join(' ')).toMatch(/cookie parameter \(session\) goes in a Cookie header, which a browser's fetch drops/);
  });

  it('F4: an array query parameter repeats its key by default', () => {
    const weather = load('weather-apikey-query.yaml');
    const built = buildRequest(weather, op(weather, 'getForecast'), {'query:q': 'Oslo', 'query:fields': 'temp, humidity'});
    expect(built.ok && built.request.url).toMatch(/fields=temp&fields=humidity/);
  });
});
