/**
 * s54 tester t-api (issue 28), findings F5-F7 on the sample helpdesk document, with my own requests (answers written
 * before running them). Rows run the page's own chain (assist.ts). Each row failed before its fix.
 */
import {describe, expect, it} from 'vitest';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const HELPDESK = parse(SAMPLE_OPENAPI);
function ask(request: string) {
  const a = assist(HELPDESK, request);
  return {chosen: a.chosen?.key ?? null, values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])), notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note]))};
}

describe('F5: a free-text phrase ends before another field\'s "value noun" pair', () => {
  it.each([
    ['open a ticket for kim@shop.example, subject Cannot reset password, high priority', 'Cannot reset password', 'high'],
    ['create a ticket for ana@example.org with subject Invoice shows wrong VAT rate, urgent priority', 'Invoice shows wrong VAT rate', 'urgent'],
    ['open a ticket for li@example.net, subject Printer jams on page two, low priority please', 'Printer jams on page two', 'low'],
  ])('%s', (request, subject, priority) => {
    const got = ask(request);
    expect(got.chosen).toBe('POST /tickets');
    expect(got.values.subject).toBe(subject);
    expect(got.values.priority).toBe(priority);
  });

  it('a comma followed by words that are no allowed value stays in the phrase', () => {
    const got = ask('open a ticket for kim@shop.example, priority high, subject Cannot reset password, new phone');
    expect(got.values.subject).toBe('Cannot reset password, new phone');
    expect(got.values.priority).toBe('high');
  });
});
