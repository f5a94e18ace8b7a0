/**
 * Task 46a2 (issue 28, tester u30t): the API assistant's findings U-9 (a free-text value read in part, a gift card's
 * value not read) and U-12 (a value above the maximum dropped without a note), on the tester's own shop document.
 */
import {describe, expect, it} from 'vitest';
import {SHOP_API} from './fixtures/api-specs-u30t';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SHOP = parse(SHOP_API);

function ask(request: string) {
  const a = assist(SHOP, request);
  return {
    chosen: a.chosen ? `${a.chosen.method.toUpperCase()} ${a.chosen.path}` : null,
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])),
  };
}

describe('U-9: an unquoted free-text value is the whole phrase, never its first word', () => {
  const rows: Array<[string, Record<string, string>]> = [
    ['issue a gift card of €50 to bob@example.com with message Happy birthday!', {value: '50', recipientEmail: 'bob@example.com', message: 'Happy birthday!'}],
    ['issue gift card value 25, message: Thanks for everything', {value: '25', message: 'Thanks for everything'}],
    ['issue a gift card of €50 with message see you soon to bob@example.com', {value: '50', recipientEmail: 'bob@example.com', message: 'see you soon'}],
    ['issue a gift card with message Congrats on the new job, value 40', {value: '40', message: 'Congrats on the new job'}],
    ['issue a gift card value 30 with message: Welcome to the team', {value: '30', message: 'Welcome to the team'}],
    ['issue a gift card of €50 with message "Happy birthday, Bob!"', {value: '50', message: 'Happy birthday, Bob!'}],
  ];
  for (const [request, values] of rows)
    it(request, () => {
      const a = ask(request);
      expect(a.chosen).toBe('POST /gift-cards');
      expect(a.values).toEqual(values);
    });
  it('a message cue with nothing after it, or only a preposition, fills nothing', () => {
    expect(ask('issue a gift card of €50 with a message').values).toEqual({value: '50'});
    expect(ask('issue a gift card of €50 with a message to bob@example.com').values).toEqual({value: '50', recipientEmail: 'bob@example.com'});
  });
});

describe('U-12: a gift card value above the maximum is said, never dropped in silence', () => {
  for (const request of ['issue a gift card worth 600 for bob@example.com', 'issue a gift card of €600 for bob@example.com', 'issue gift card value 600'])
    it(request, () => {
      const a = ask(request);
      expect(a.values.value).toBeUndefined();
      expect(a.notes.value).toMatch(/“600”.*above the maximum of 500/);
    });
});
