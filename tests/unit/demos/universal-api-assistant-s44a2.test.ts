/**
 * Task 44a2 (issue 28, tester u30a): the API assistant's findings UAA-11, UAA-2, UAA-5 (a take-back after the request),
 * UAA-9 ("anyone but"), UAA-1/UAA-8 (minor units).
 */
import {describe, expect, it} from 'vitest';
import {PAYMENTS_API} from './fixtures/api-specs-u30a';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {sample: parse(SAMPLE_OPENAPI), pay: parse(PAYMENTS_API)};
type Spec = keyof typeof SPECS;

function ask(spec: Spec, request: string) {
  const a = assist(SPECS[spec], request);
  return {
    chosen: a.chosen ? `${a.chosen.method.toUpperCase()} ${a.chosen.path}` : null,
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])),
    withdrawn: a.withdrawn,
    listed: a.listed.length,
  };
}

describe('UAA-11/UAA-2: a take-back at the end of the request chooses nothing and says so', () => {
  const rows: Array<[Spec, string, string]> = [
    ['sample', 'delete ticket TCK-1234 — actually don’t', 'actually don’t'],
    ['sample', "delete ticket TCK-1234 — actually don't", "actually don't"],
    ['sample', "delete ticket TCK-5555 please don't actually", "please don't actually"],
    ['pay', "cancel payment pay_5 — no, don't", "no, don't"],
    ['pay', "delete customer cus_9, no, don't", "no, don't"],
    ['pay', 'delete customer cus_9 … wait, cancel that', 'wait, cancel that'],
    ['pay', 'delete customer cus_55, actually never mind', 'actually never mind'],
    ['sample', 'close ticket TCK-1042. Scratch that.', 'Scratch that'],
    ['pay', 'refund payment pay_7 500 cents, forget it', 'forget it'],
    ['pay', 'cancel payment pay_5 — no wait, don’t do that', 'no wait, don’t do that'],
    ['sample', 'delete ticket TCK-1234, never mind, thanks', 'never mind'],
    ['pay', 'delete customer cus_9. Do not.', 'Do not'],
  ];
  for (const [spec, request, phrase] of rows)
    it(`${spec}: ${request}`, () => {
      const a = ask(spec, request);
      expect(a.chosen).toBeNull();
      expect(a.listed).toBe(0);
      expect(a.withdrawn).toBe(phrase);
    });
});

describe('UAA-5: after a take-back only what follows is read', () => {
  it('"delete ticket TCK-1234 — actually never mind, just show it" gets that ticket', () => {
    const a = ask('sample', 'delete ticket TCK-1234 — actually never mind, just show it');
    expect(a.chosen).toBe('GET /tickets/{ticketId}');
    expect(a.values).toEqual({ticketId: 'TCK-1234'});
    expect(a.withdrawn).toBeNull();
  });
  it('"delete ticket 88 — actually never mind, just show it" never fills a page size with the id', () => {
    const a = ask('sample', 'delete ticket 88 — actually never mind, just show it');
    expect(a.chosen).toBe('GET /tickets/{ticketId}');
    expect(a.values.limit).toBeUndefined();
  });
  it('"delete customer cus_9, actually don\'t, show payments of cus_9" reads the list', () => {
    const a = ask('pay', "delete customer cus_9, actually don't, show payments of cus_9");
    expect(a.chosen).toBe('GET /payments');
    expect(a.withdrawn).toBeNull();
  });
  it('"just" says nothing of which read: "just show ticket 88" reads as "show ticket 88"', () => {
    for (const q of ['just show ticket 88', 'show ticket 88', 'simply show me ticket T-1042']) {
      const a = ask('sample', q);
      expect(a.chosen).toBe('GET /tickets/{ticketId}');
      expect(a.values).toEqual({});
      expect(a.notes.ticketId).toMatch(/pattern/);
    }
  });
  it('a "don\'t" inside a request is no take-back: "don\'t charge twice, cancel payment pay_5"', () => {
    expect(ask('pay', "cancel payment pay_5, don't charge it twice").withdrawn).toBeNull();
    expect(ask('sample', 'cancel that ticket TCK-1042').withdrawn).toBeNull();
  });
});

describe('UAA-9: "anyone but", "anybody but", "everyone but" exclude the value', () => {
  for (const q of [
    'list tickets assigned to anyone but ana@support.example',
    'list tickets for anybody but bob@support.example',
    'list tickets of everyone but ana@support.example',
    'list tickets assigned to everybody but ana@support.example',
    'list tickets assigned to anyone other than ana@support.example',
  ])
    it(q, () => {
      const a = ask('sample', q);
      expect(a.chosen).toBe('GET /tickets');
      expect(a.values.assignee).toBeUndefined();
      expect(a.notes.assignee).toMatch(/not/);
    });
});
