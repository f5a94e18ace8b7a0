/**
 * Task 46a2 (issue 28, tester u30t): U-20, a date range named in the request was neither filled into the operation's
 * from/to fields nor said to be unused, and the request was built for every reading.
 */
import {describe, expect, it} from 'vitest';
import {WEATHER_API} from './fixtures/api-specs-u30t';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const WEATHER = parse(WEATHER_API);

function ask(request: string) {
  const a = assist(WEATHER, request);
  return {
    chosen: a.chosen ? `${a.chosen.method.toUpperCase()} ${a.chosen.path}` : null,
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: a.notes.map((n) => n.note).join(' | '),
  };
}

describe('U-20: a date range fills the from and to fields', () => {
  const rows: Array<[string, Record<string, string>]> = [
    ['readings of station 7 from 2026-11-01 to 2026-11-15 in fahrenheit', {stationId: '7', from: '2026-11-01', to: '2026-11-15', unit: 'fahrenheit'}],
    ['readings of station 7 between 1 Nov 2026 and 3 Nov 2026', {stationId: '7', from: '2026-11-01', to: '2026-11-03'}],
    ['readings of station 7 from 1 November 2026 until 3 November 2026', {stationId: '7', from: '2026-11-01', to: '2026-11-03'}],
    ['readings of station 7 since 2026-11-01', {stationId: '7', from: '2026-11-01'}],
    ['readings of station 7 until 2026-11-15', {stationId: '7', to: '2026-11-15'}],
  ];
  for (const [request, values] of rows)
    it(request, () => {
      const a = ask(request);
      expect(a.chosen).toBe('GET /stations/{stationId}/readings');
      expect(a.values).toEqual(values);
    });
});

describe('U-20: a named date the range fields cannot take is said', () => {
  it('one day with no "from" or "to" names neither end', () => {
    const a = ask('readings of station 7 on 2026-11-01');
    expect(a.values).toEqual({stationId: '7'});
    expect(a.notes).toContain('“2026-11-01”');
  });
  it('a range that ends before it starts is filled in neither field', () => {
    const a = ask('readings of station 7 from 2026-11-15 to 2026-11-01');
    expect(a.values).toEqual({stationId: '7'});
    expect(a.notes).toMatch(/“2026-11-01”.*before.*“2026-11-15”|ends before/);
  });
});
