/**
 * Brief 44z2 (issue 28), tester u29z's findings F12 and F13. Today is fixed at 2026-11-27.
 * Sample accounts rated Active: A1 Northwind, A2 Bluefin, A4 Granite, A6 Harbor, A8 Orbit; their deals are D1, D2, D4,
 * D6, D8, D9, D10 (D4 and D8 won). A3 Cedar is Market Failed (D3), A5 Maple Acquired (D5), A7 Summit Project Cancelled (D7).
 */
import {describe, expect, it} from 'vitest';
import {parseQuestion, readAs, runQuery} from '@site/src/demos/zoho-copilot/coql';

const TODAY = '2026-11-27';

function read(q: string): string {
  const r = parseQuestion(q, TODAY);
  if (!r.ok) return `refused: ${r.error}`;
  return `${runQuery(r.query).map((x) => String(x.id)).join(' ')} (${readAs(r.query)})`;
}

function wrongRows(rows: ReadonlyArray<readonly [string, string, readonly string[]]>): string[] {
  return rows
    .map(([q, want, texts]) => [q, read(q), want, texts] as const)
    .filter(([, got, want, texts]) => !got.startsWith(want) || texts.some((t) => !got.includes(t)))
    .map(([q, got, want, texts]) => `${q} => ${got}   WANTED ${want} with ${texts.join(' | ')}`);
}

const ACTIVE = 'account rating is Active';

/** F12: an adjective on the accounts inside a deal question is the account's Rating, never the deal's stage. */
describe('u29z F12: "active accounts" in a deal question is the account rating', () => {
  it('reads the rating of the deal’s account', () => {
    const ROWS = [
      ['deals in active accounts', 'D1 D2 D4 D6 D8 D9 D10 (', [ACTIVE]],
      ['deals at active accounts', 'D1 D2 D4 D6 D8 D9 D10 (', [ACTIVE]],
      ['deals from accounts that are active', 'D1 D2 D4 D6 D8 D9 D10 (', [ACTIVE]],
      ['deals whose account is active', 'D1 D2 D4 D6 D8 D9 D10 (', [ACTIVE]],
      ['won deals in active accounts', 'D4 D8 (', [ACTIVE, 'stage is Closed Won']],
      ['open deals at active customers', 'D1 D2 D6 D9 D10 (', [ACTIVE, 'stage is neither Closed Won nor Closed Lost']],
      ['deals in acquired accounts', 'D5 (', ['account rating is Acquired']],
      ['deals whose account is not active', 'D3 D5 D7 (', ['account rating is not Active']],
      ['deals from accounts that are not active', 'D3 D5 D7 (', ['account rating is not Active']],
      ['deals in accounts rated active', 'D1 D2 D4 D6 D8 D9 D10 (', [ACTIVE]],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('refuses a stage word put on the accounts, naming it', () => {
    const ROWS = [
      ['deals for lost customers', 'refused: I did not understand “lost customers”', []],
      ['deals in closed accounts', 'refused: I did not understand “closed accounts”', []],
      ['deals from accounts that are won', 'refused: I did not understand “accounts that are won”', []],
      ['deals whose account is open', 'refused: I did not understand “account is open”', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('keeps the must-stay readings', () => {
    const ROWS = [
      ['active deals', 'D1 D2 D3 D6 D7 D9 D10 (', ['stage is neither Closed Won nor Closed Lost']],
      ['active accounts', 'A1 A2 A4 A6 A8 (', ['rating is Active']],
      ['deals in healthcare accounts', 'D3 (', ['account industry is Healthcare']],
      ['won deals', 'D4 D8 (', ['stage is Closed Won']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

/** F13: no word of the question vanishes; "closed" on accounts and leads is refused by name. */
describe('u29z F13: "closed" on accounts and leads is refused by name', () => {
  it('refuses it', () => {
    const ROWS = [
      ['closed accounts', 'refused: I did not understand “closed” for accounts', []],
      ['accounts that are closed', 'refused: I did not understand “closed” for accounts', []],
      ['closed accounts in Germany', 'refused: I did not understand “closed” for accounts', []],
      ['closed leads', 'refused: I did not understand “closed” for leads', []],
      ['leads that closed', 'refused: I did not understand “closed” for leads', []],
      ['closing leads', 'refused: I did not understand “closing” for leads', []],
      ['accounts closing soon', 'refused: I did not understand “closing” for accounts', []],
      ['accounts recently closed', 'refused: I did not understand “closed” for accounts', []],
      ['leads due this week', 'refused: I did not understand', []],
    ] as const;
    const wrong = wrongRows(ROWS);
    expect(wrong).toEqual([]);
    // Never offered to run without it.
    for (const [q] of ROWS) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok === false && r.keepsMeaning === false, q).toBe(true);
    }
  });

  it('keeps the must-stay readings', () => {
    const ROWS = [
      ['closed deals', 'D4 D5 D8 (', ['stage is one of Closed Won, Closed Lost']],
      ['accounts in Germany', 'A1 A7 (', ['country is Germany']],
      ['qualified leads', 'L3 L6 (', ['status is Pre-Qualified']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

/** F6: a person's name with a possessive before the records asks whose records they are: refused as an owner question. */
describe('u29z F6: "Priya\'s leads" is an owner question', () => {
  it('refuses it, and keeps an account’s possessive', () => {
    const ROWS = [
      ["Priya's leads", 'refused: I did not understand “Priya', []],
      ['Jonas’s deals', 'refused: I did not understand “Jonas', []],
      ["show me Ava's open deals", 'refused: I did not understand “Ava', []],
      ["Bluefin's deals", 'D2 D9 (', ['account is Bluefin Logistics (Sample)']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
    for (const [q] of ROWS.slice(0, 3)) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok === false && /no owner/.test(r.error) && r.keepsMeaning === false, q).toBe(true);
    }
  });
});
