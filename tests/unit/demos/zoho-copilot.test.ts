import {describe, expect, it} from 'vitest';
import {literal, parseQuestion, runQuery, toApiRequest, toCoql, toCurl, MAX_QUESTION_CHARS, type ParsedQuestion} from '@site/src/demos/zoho-copilot/coql';

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
    expect(q.sort).toEqual({field: 'Amount', direction: 'desc'});
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

describe('COQL generation', () => {
  it('always has a where clause', () => {
    expect(toCoql(parsed('top 3 largest deals'))).toBe(
      'select Deal_Name, Account_Name, Stage, Amount, Closing_Date from Deals where id is not null order by Amount desc limit 3',
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
