import {describe, expect, it} from 'vitest';
import {describe as describeCondition, literal, money, parseQuestion, runQuery, suggest, toApiRequest, toCoql, toCurl, MAX_CRITERIA, MAX_QUESTION_CHARS, type ParsedQuestion} from '@site/src/demos/zoho-copilot/coql';

const TODAY = '2026-11-21';

function parsed(q: string): ParsedQuestion {
  const r = parseQuestion(q, TODAY);
  if (!r.ok) throw new Error(r.error);
  return r.query;
}

describe('question to filters', () => {
  it('reads open deals, an amount and this quarter', () => {
    const q = parsed('open deals over 50k closing this quarter');
    expect(q.module).toBe('Deals');
    expect(q.filters.map((f) => [f.field, f.op, f.value])).toEqual([
      ['Stage', 'not in', ['Closed Won', 'Closed Lost']],
      ['Amount', '>', 50000],
      ['Closing_Date', 'between', ['2026-10-01', '2026-12-31']],
    ]);
    expect(runQuery(q).map((r) => r.id)).toEqual(['D1', 'D6', 'D9']);
  });

  it('reads stage and month', () => {
    const q = parsed('deals won this month');
    expect(runQuery(q).map((r) => r.Deal_Name)).toEqual(['Developer copilot seats']);
  });

  it('reads top N with a sort', () => {
    const q = parsed('top 3 largest deals');
    expect(q.sort).toEqual({field: 'Amount', direction: 'desc', then: {field: 'Deal_Name', direction: 'asc'}});
    expect(q.limit).toBe(3);
    expect(runQuery(q).map((r) => r.Amount)).toEqual([240000, 150000, 120000]);
  });

  it('reads leads by source and status', () => {
    const q = parsed('leads from the web site that are not contacted');
    expect(runQuery(q).map((r) => r.Last_Name)).toEqual(['Brennan']);
  });

  it('reads accounts by industry and country alias', () => {
    expect(runQuery(parsed('technology accounts in the USA')).map((r) => r.id)).toEqual(['A8']);
    expect(runQuery(parsed('customers in Germany')).map((r) => r.id)).toEqual(['A1', 'A7']);
  });

  it('reads an account name, a named month and a money range', () => {
    const q = parsed('deals for Bluefin closing in January 2027 between 50k and 300k');
    expect(q.filters.map((f) => f.label)).toEqual([
      'amount between 50,000 and 300,000',
      'closing date in January 2027 (2027-01-01 to 2027-01-31)',
      'account is Bluefin Logistics (Sample)',
    ]);
    expect(runQuery(q).map((r) => r.id)).toEqual(['D2']);
  });

  it('rolls "next quarter" into the next year', () => {
    expect(parsed('deals closing next quarter').filters[0].value).toEqual(['2027-01-01', '2027-03-31']);
  });

  it('refuses empty, oversize and module-less questions', () => {
    expect(parseQuestion('  ', TODAY).ok).toBe(false);
    expect(parseQuestion('deals '.repeat(60), TODAY)).toEqual({ok: false, error: expect.stringContaining(`limit is ${MAX_QUESTION_CHARS}`)});
    expect(parseQuestion('what is the weather', TODAY)).toEqual({ok: false, error: expect.stringContaining('deals, leads or accounts')});
  });
});

describe('negations, exclusions and what is not understood (issue 28)', () => {
  const ids = (q: string) => runQuery(parsed(q)).map((r) => r.id);
  const where = (q: string) => toCoql(parsed(q)).replace(/^select .* where /, '');

  it('"deals not won" are the deals that are not Closed Won', () => {
    expect(where('deals not won')).toBe("Stage != 'Closed Won' limit 200");
    expect(runQuery(parsed('deals not won')).every((r) => r.Stage !== 'Closed Won')).toBe(true);
    expect(ids('deals not won')).toHaveLength(8);
  });

  it('"except Bluefin" leaves Bluefin out, also in a list', () => {
    expect(ids('deals except Bluefin')).not.toContain('D2');
    expect(ids('deals except Bluefin')).toHaveLength(8);
    expect(where('deals over 50k except Bluefin')).toBe("(Amount > 50000 and Account_Name.Account_Name != 'Bluefin Logistics (Sample)') limit 200");
    expect(where('deals other than Bluefin or Harbor')).toBe("Account_Name.Account_Name not in ('Bluefin Logistics (Sample)', 'Harbor Credit Union (Sample)') limit 200");
  });

  it('"not over 50k" is at most 50k, "not under" at least', () => {
    expect(where('deals not over 50k')).toBe('Amount <= 50000 limit 200');
    expect(ids('deals not over 50k')).toEqual(['D3', 'D5', 'D7']);
    expect(where('deals not under 100k')).toBe('Amount >= 100000 limit 200');
    expect(where('deals not between 50k and 100k')).toBe('(Amount < 50000 or Amount > 100000) limit 200');
    expect(ids('deals not between 50k and 100k')).toEqual(['D2', 'D3', 'D4', 'D5', 'D6', 'D7']);
  });

  it('a negation stays in its clause', () => {
    expect(where('deals not won, over 50k')).toBe("(Stage != 'Closed Won' and Amount > 50000) limit 200");
    expect(where('deals that are not lost and not won')).toBe("(Stage != 'Closed Won' and Stage != 'Closed Lost') limit 200");
    expect(where('not open deals')).toBe("Stage in ('Closed Won', 'Closed Lost') limit 200");
  });

  it('negates places, industries and sources', () => {
    expect(ids('accounts not in Germany')).toEqual(['A2', 'A3', 'A4', 'A5', 'A6', 'A8']);
    expect(where('non-technology accounts')).toBe("Industry != 'Technology' limit 200");
    expect(where('leads not from the web site')).toBe("Lead_Source != 'Web Site' limit 200");
  });

  it('reads European and US number formats and currency signs', () => {
    expect(money('€50.000')).toBe(50_000);
    expect(money('50.000,50')).toBe(50_000.5);
    expect(money('1.250.000')).toBe(1_250_000);
    expect(money('$1,250,000.50')).toBe(1_250_000.5);
    expect(money('1.5m')).toBe(1_500_000);
    expect(money('2,5 million')).toBe(2_500_000);
    expect(where('deals over €50.000')).toBe('Amount > 50000 limit 200');
    expect(where('deals over 50.000 EUR')).toBe('Amount > 50000 limit 200');
  });

  it('understands its own headline question: website leads nobody has called yet', () => {
    expect(where('website leads nobody has called yet')).toBe("(Lead_Status = 'Not Contacted' and Lead_Source = 'Web Site') limit 200");
    expect(runQuery(parsed('website leads nobody has called yet')).map((r) => r.Last_Name)).toEqual(['Brennan']);
    expect(where('leads that have not been contacted yet')).toBe("Lead_Status = 'Not Contacted' limit 200");
  });

  it('says what it did not understand instead of returning every record', () => {
    const owned = parseQuestion('deals owned by me', TODAY);
    expect(owned).toMatchObject({ok: false, unknown: ['owned by me'], partial: {module: 'Deals', filters: []}});
    if (!owned.ok) expect(owned.error).toMatch(/^I did not understand “owned by me”, so no records are shown/);
    // "margin" is no field of the sample deals: the 50 must not silently become an amount (issue 28, Z1).
    expect(parseQuestion('deals with a margin over 50', TODAY)).toMatchObject({ok: false, keepsMeaning: false});
    // Probability is a field of deals, so its bound goes there.
    expect(parseQuestion('deals with a probability over 50', TODAY)).toMatchObject({ok: true, query: {filters: [{field: 'Probability', op: '>', value: 50}]}});
    // The reader may run it anyway; the ignored words stay listed.
    expect(parseQuestion('deals owned by me', TODAY, {ignoreUnknown: true})).toMatchObject({ok: true, ignored: ['owned by me']});
    expect(parseQuestion('show me all deals', TODAY)).toMatchObject({ok: true, ignored: []});
  });
});

describe('COQL generation', () => {
  it('always has a where clause', () => {
    expect(toCoql(parsed('top 3 largest deals'))).toBe(
      'select Deal_Name, Account_Name, Stage, Amount, Closing_Date from Deals where id is not null order by Amount desc, Deal_Name asc limit 3',
    );
  });

  it('groups three criteria in pairs', () => {
    expect(toCoql(parsed('open deals over 50k closing this quarter'))).toBe(
      "select Deal_Name, Account_Name, Stage, Amount, Closing_Date from Deals where ((Stage not in ('Closed Won', 'Closed Lost') and Amount > 50000) and Closing_Date between '2026-10-01' and '2026-12-31') limit 200",
    );
  });

  it('uses the lookup field for an account name', () => {
    expect(toCoql(parsed('deals for Harbor'))).toContain("where Account_Name.Account_Name = 'Harbor Credit Union (Sample)'");
  });

  it('escapes single quotes in text values', () => {
    expect(literal("O'Brien")).toBe("'O''Brien'");
    expect(literal(5)).toBe('5');
  });

  it('builds the request with endpoint, scopes and a curl that reads the token from the environment', () => {
    const req = toApiRequest(parsed('leads from trade shows'));
    expect(req.url).toBe('https://www.zohoapis.com/crm/v8/coql');
    expect(req.scopes).toEqual(['ZohoCRM.coql.READ', 'ZohoCRM.modules.leads.READ']);
    expect(req.body.select_query).toContain("from Leads where Lead_Source = 'Trade Show'");
    const curl = toCurl(req);
    expect(curl).toContain('Zoho-oauthtoken $ZOHO_ACCESS_TOKEN');
    expect(curl).toContain("'\\''Trade Show'\\''");
  });
});

describe('"or", "nor", lists and grouping (issue 28, D1)', () => {
  const ids = (q: string) => runQuery(parsed(q)).map((r) => r.id);
  const where = (q: string) => toCoql(parsed(q)).replace(/^select .* where /, '').replace(/ limit \d+$/, '');
  const refusal = (q: string) => {
    const r = parseQuestion(q, TODAY);
    if (r.ok) throw new Error(`expected a refusal for "${q}", got ${toCoql(r.query)}`);
    return r.error;
  };

  it('"won or lost" is one in (...) list, and any list of one field is a union', () => {
    expect(where('deals won or lost')).toBe("Stage in ('Closed Won', 'Closed Lost')");
    expect(ids('deals won or lost')).toEqual(['D4', 'D5', 'D8']);
    expect(ids('deals that are either won or lost')).toEqual(['D4', 'D5', 'D8']);
    expect(ids('won deals, lost deals')).toEqual(['D4', 'D5', 'D8']);
    expect(where('deals won, lost or in negotiation')).toBe("Stage in ('Closed Won', 'Closed Lost', 'Negotiation/Review')");
    expect(where('DEALS WON OR LOST')).toBe("Stage in ('Closed Won', 'Closed Lost')");
  });

  it('a negation covers the whole "or" / "nor" list: not won or lost = neither = open', () => {
    const open = ['D1', 'D2', 'D3', 'D6', 'D7', 'D9', 'D10'];
    for (const q of ['deals not won or lost', 'deals neither won nor lost', 'neither won nor lost deals', 'deals not won nor lost']) {
      expect(where(q)).toBe("Stage not in ('Closed Won', 'Closed Lost')");
      expect(ids(q)).toEqual(open);
    }
    expect(where('leads not in Berlin or Munich')).toBe("City not in ('Berlin', 'Munich')");
    expect(where('accounts not in Germany or France')).toBe("Billing_Country not in ('Germany', 'France')");
    expect(where('deals except Bluefin, Harbor or Orbit')).toBe(
      "Account_Name.Account_Name not in ('Bluefin Logistics (Sample)', 'Harbor Credit Union (Sample)', 'Orbit Software (Sample)')",
    );
    expect(where('deals without a partner or referral source')).toBe("Lead_Source not in ('Partner', 'Employee Referral')");
    // "not open or won" is neither open nor won: the lost deals.
    expect(ids('deals not open or won')).toEqual(['D5']);
  });

  it('"nor" is no "no": the word after it is not negated twice', () => {
    expect(ids('deals that are neither in Berlin nor Munich')).toEqual(['D2', 'D3', 'D4', 'D5', 'D6', 'D8', 'D9', 'D10']);
  });

  it('deals filter by their account\'s city, country and industry through the lookup field', () => {
    expect(where('deals not won or lost in Berlin')).toBe("(Stage not in ('Closed Won', 'Closed Lost') and Account_Name.Billing_City = 'Berlin')");
    expect(ids('deals not won or lost in Berlin')).toEqual(['D1']);
    expect(ids('deals in Berlin, Munich or Boston')).toEqual(['D1', 'D6', 'D7', 'D10']);
    expect(where('deals in Germany')).toBe("Account_Name.Billing_Country = 'Germany'");
    expect(where('tech deals')).toBe("Account_Name.Industry = 'Technology'");
    expect(ids('deals in healthcare or finance')).toEqual(['D3', 'D6', 'D10']);
  });

  it('"and" binds tighter than "or"; a same-field "or" binds first', () => {
    expect(where('won deals over 50k or lost deals under 40k')).toBe("((Stage = 'Closed Won' and Amount > 50000) or (Stage = 'Closed Lost' and Amount < 40000))");
    expect(ids('won deals over 50k or lost deals under 40k')).toEqual(['D4', 'D5', 'D8']);
    expect(ids('won deals over 50k or lost deals under 10k')).toEqual(['D4', 'D8']);
    expect(where('deals won or lost over 50k')).toBe("(Stage in ('Closed Won', 'Closed Lost') and Amount > 50000)");
    expect(where('deals over 100k or under 20k')).toBe('(Amount > 100000 or Amount < 20000)');
    expect(where('deals either won or over 100k')).toBe("(Stage = 'Closed Won' or Amount > 100000)");
    expect(ids('deals either won or over 100k')).toEqual(['D2', 'D4', 'D6', 'D8']);
    const q = parsed('deals for Bluefin over 100k or Harbor');
    expect(describeCondition(q.where!)).toBe('(amount over 100,000 and account is Bluefin Logistics (Sample)) or account is Harbor Credit Union (Sample)');
    expect(runQuery(q).map((r) => r.id)).toEqual(['D2', 'D6', 'D10']);
  });

  it('refuses readings it cannot settle instead of guessing', () => {
    expect(refusal('deals not won or over 50k')).toMatch(/^I could not tell whether “not won” also covers “over 50k”/);
    expect(refusal('deals not won or not lost')).toMatch(/^“not won or not lost” holds for every record/);
  });

  it('periods: this/next/last week, month, quarter and year, two periods joined by "and" or "or"', () => {
    const today = '2026-11-25'; // a Wednesday
    const w = (q: string) => {
      const r = parseQuestion(q, today);
      if (!r.ok) throw new Error(r.error);
      return toCoql(r.query).replace(/^select .* where /, '').replace(/ limit \d+$/, '');
    };
    expect(w('deals closing next week')).toBe("Closing_Date between '2026-11-30' and '2026-12-06'");
    expect(w('deals closing this week')).toBe("Closing_Date between '2026-11-23' and '2026-11-29'");
    expect(w('deals won last month')).toBe("(Stage = 'Closed Won' and Closing_Date between '2026-10-01' and '2026-10-31')");
    expect(w('deals closing last quarter')).toBe("Closing_Date between '2026-07-01' and '2026-09-30'");
    expect(w('deals closing in 2027')).toBe("Closing_Date between '2027-01-01' and '2027-12-31'");
    expect(w('deals closing this month and next month')).toBe("(Closing_Date between '2026-11-01' and '2026-11-30' or Closing_Date between '2026-12-01' and '2026-12-31')");
    // Won deals lie in the past: "won in October" is October 2026, not 2027.
    expect(w('deals won in October')).toBe("(Stage = 'Closed Won' and Closing_Date between '2026-10-01' and '2026-10-31')");
    // Any deal: the October nearest today (25 November 2026), as "between October and December" reads it (u29z F4).
    expect(w('deals closing in October')).toBe("Closing_Date between '2026-10-01' and '2026-10-31'");
    expect(w('deals closing in March')).toBe("Closing_Date between '2027-03-01' and '2027-03-31'");
    // An exact date keeps its year: "after 2026-12-01" is no "in 2026".
    expect(w('deals closing after 2026-12-01 or before 2026-10-31')).toBe("(Closing_Date > '2026-12-01' or Closing_Date < '2026-10-31')");
    // A bare year after "before"/"after" is a bound, never "in that year" (fresh user test: "before 2027" was read as "in 2027").
    expect(w('deals closing before 2027')).toBe("Closing_Date < '2027-01-01'");
    expect(w('deals closing after 2026')).toBe("Closing_Date > '2026-12-31'");
  });

  it('ranges, sorting and revenue', () => {
    expect(where('deals from 10k to 50k')).toBe('Amount between 10000 and 50000');
    expect(ids('deals between 50k and 10k')).toEqual(['D3', 'D5', 'D7']);
    expect(toCoql(parsed('biggest deal'))).toMatch(/order by Amount desc, Deal_Name asc limit 1$/);
    expect(toCoql(parsed('the largest deals'))).toMatch(/order by Amount desc, Deal_Name asc limit 200$/);
    expect(ids('smallest 2 deals')).toEqual(['D7', 'D5']);
    expect(ids('which is the biggest deal we lost')).toEqual(['D5']);
    expect(where('accounts with revenue over 20m')).toBe('Annual_Revenue > 20000000');
  });

  it('says what it did not understand: bare numbers, owners, other languages, typos', () => {
    expect(parseQuestion('deals 50000', TODAY)).toMatchObject({ok: false, unknown: ['50000']});
    const mine = parseQuestion('my deals', TODAY);
    expect(mine).toMatchObject({ok: false, unknown: ['my']});
    if (!mine.ok) expect(mine.error).toContain('The sample records have no owner');
    expect(parseQuestion('deals gewonnen in Berlin', TODAY)).toMatchObject({ok: false, unknown: ['gewonnen']});
    // The understood "deals" is not shown as part of what was not understood; the words are quoted as typed (u28g Z2).
    expect(parseQuestion('Offene Deals über 50.000 €', TODAY)).toMatchObject({ok: false, unknown: ['Offene', 'über 50.000']});
    const typo = parseQuestion('deals wonn', TODAY);
    if (typo.ok) throw new Error('expected a refusal');
    expect(typo.error).toContain('“wonn” (did you mean “won”?)');
    expect(suggest('negotation')).toBe('negotiation');
    expect(suggest('berlim', ['berlin'])).toBe('berlin');
    expect(suggest('zebra')).toBeNull();
    expect(parseQuestion('total value of won deals', TODAY)).toMatchObject({ok: false, unknown: ['total value of']});
    expect(parseQuestion('average deal size', TODAY)).toMatchObject({ok: false});
  });

  it('keeps the COQL within Zoho\'s limits: pairs in brackets, at most 25 criteria', () => {
    const q = parsed('won deals over 50k in Germany or lost deals under 40k in Austin');
    expect(toCoql(q)).toContain(
      "where (((Stage = 'Closed Won' and Amount > 50000) and Account_Name.Billing_Country = 'Germany') or ((Stage = 'Closed Lost' and Amount < 40000) and Account_Name.Billing_City = 'Austin'))",
    );
    expect(q.filters).toHaveLength(6);
    // Amounts with their unit: a bare "over 1" on amounts of 18,000 and more is asked back (u30h Z7).
    const many = `deals ${Array.from({length: MAX_CRITERIA + 1}, (_, i) => `>${i + 1}k`).join(' or ')}`;
    expect(many.length).toBeLessThanOrEqual(MAX_QUESTION_CHARS);
    expect(refusal(many)).toBe('The question makes 26 COQL criteria; Zoho allows 25 in one query. Ask for less at once.');
    expect(parseQuestion(`deals ${Array.from({length: MAX_CRITERIA}, (_, i) => `>${i + 1}k`).join(' or ')}`, TODAY).ok).toBe(true);
  });
});
