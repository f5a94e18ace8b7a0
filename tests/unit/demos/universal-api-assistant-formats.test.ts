import {describe, expect, it} from 'vitest';
import {checkValue} from '../../../src/demos/universal-api-assistant/openapi';

// u28s S-C2: the OpenAPI `format` of a string field is checked like its pattern (OpenAPI 3.0.3 §4.7.4 data types;
// date and date-time are RFC 3339 full-date / date-time, so a date must exist in the calendar).
const bad: Array<[string, string]> = [
  ['email', 'not-an-email'],
  ['email', 'maria@'],
  ['email', 'maria example.com'],
  ['date', '31/02/2026'],
  ['date', '2026-02-31'],
  ['date', '2026-13-01'],
  ['date', '2025-02-29'],
  ['date', 'tomorrow'],
  ['date-time', 'tomorrow 10am'],
  ['date-time', '2026-02-30T10:00:00Z'],
  ['date-time', '2026-11-26T25:00:00Z'],
  ['date-time', '2026-11-26 10:00'],
  ['uuid', '1234-5678'],
  ['uuid', 'g23e4567-e89b-12d3-a456-426614174000'],
  ['uri', 'not a uri'],
  ['uri', 'example.com/path'],
  ['ipv4', '256.1.1.1'],
  ['ipv4', '10.0.0'],
  ['ipv4', '01.2.3.4'],
];
const good: Array<[string, string]> = [
  ['email', 'maria@example.com'],
  ['date', '2026-02-28'],
  ['date', '2028-02-29'],
  ['date-time', '2026-11-26T10:00:00Z'],
  ['date-time', '2026-11-26T10:00:00.5+01:00'],
  ['uuid', '123e4567-e89b-12d3-a456-426614174000'],
  ['uri', 'https://example.com/a?b=1'],
  ['uri', 'mailto:maria@example.com'],
  ['ipv4', '192.168.0.1'],
  ['int32', 'anything'], // a format the checker does not know is never a reason to refuse
];

describe('universal API assistant: formats are checked (u28s S-C2)', () => {
  it.each(bad)('%s refuses "%s" with the format named', (format, value) => {
    const r = checkValue(value, {type: 'string', format});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(format);
  });
  it.each(good)('%s takes "%s"', (format, value) => {
    expect(checkValue(value, {type: 'string', format})).toEqual({ok: true, value});
  });
});
