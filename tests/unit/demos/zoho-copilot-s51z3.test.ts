/**
 * Brief s51-z3 (issue 28), tester u33e on build-b2 (/tmp/u33e/FINDINGS.md F3, F4, F4b, F5, F7), read on the fixed day
 * 2026-11-27. Each block holds u33e's exact questions first, then variants of our own wording. The rows failed on
 * 59454dd7 (before these fixes) except those marked "stays right".
 */
import {describe, expect, it} from 'vitest';
import {parseQuestion, suggest} from '@site/src/demos/zoho-copilot/coql';
import {TODAY, wrongRows} from './zohoRows';

/** What the "Run without …" button would list, or null when it is not offered (as index.tsx decides). */
function runWithout(q: string): string | null {
  const r = parseQuestion(q, TODAY);
  if (r.ok || !r.partial || r.keepsMeaning === false) return null;
  return `offered: ${r.unknown?.join(', ')}`;
}

describe('F4: a value followed by a word that leaves it out ("Bluefin excluded") is an exclusion, never offered for dropping', () => {
  it('reads the trailing exclusion as "except <value>", with a note saying so', () => {
    const ROWS = [
      // u33e's questions
      ['all deals, Bluefin excluded', 'D1 D3 D4 D5 D6 D7 D8 D10 (', ['account is not Bluefin Logistics (Sample)', '“Bluefin excluded” is read as “except Bluefin”']],
      ['leads, Germany excluded', 'L1 L3 L4 L5 L6 L8 (', ['country is not Germany', '“Germany excluded” is read as “except Germany”']],
      ['deals with Bluefin left out', 'D1 D3 D4 D5 D6 D7 D8 D10 (', ['account is not Bluefin Logistics (Sample)', '“Bluefin left out”']],
      ['deals, Bluefin omitted', 'D1 D3 D4 D5 D6 D7 D8 D10 (', ['account is not Bluefin Logistics (Sample)']],
      ['deals, Bluefin removed', 'D1 D3 D4 D5 D6 D7 D8 D10 (', ['account is not Bluefin Logistics (Sample)']],
      ['leads in Germany excepted', 'L1 L3 L4 L5 L6 L8 (', ['country is not Germany', '“in Germany excepted” is read as “except in Germany”']],
      ['accounts, Germany not included', 'A2 A3 A4 A5 A6 A8 (', ['country is not Germany']],
      ['deals over 50k, Harbor aside', 'D1 D2 D4 D8 D9 (', ['amount over 50,000 and account is not Harbor Credit Union (Sample)']],
      // our own wording
      ['won deals, Bluefin excluded', 'D4 D8 (', ['stage is Closed Won and account is not Bluefin Logistics (Sample)']],
      ['leads from Germany, junk ones removed', 'L2 (', ['status is not Junk Lead and country is Germany']],
      ['accounts, technology left out', 'A2 A3 A4 A5 A6 A7 (', ['industry is not Technology']],
      ['deals in Germany but Northwind excluded', 'D7 (', ['account is not Northwind Analytics (Sample) and account country is Germany']],
      ['leads, Canada or Ireland excluded', 'L2 L3 L4 L6 L7 L8 (', ['country is neither Canada nor Ireland']],
      ['deals over 50k with Bluefin dropped', 'D1 D4 D6 D8 D10 (', ['account is not Bluefin Logistics (Sample)']],
      ['all accounts, Berlin omitted', 'A2 A3 A4 A5 A6 A7 A8 (', ['city is not Berlin']],
      ['open deals, Harbor ignored', 'D1 D2 D3 D7 D9 (', ['account is not Harbor Credit Union (Sample)']],
      ['deals, the Bluefin ones excluded', 'D1 D3 D4 D5 D6 D7 D8 D10 (', ['account is not Bluefin Logistics (Sample)']],
      ['deals, Bluefin excluded please', 'D1 D3 D4 D5 D6 D7 D8 D10 (', ['account is not Bluefin Logistics (Sample)']],
      ['leads, trade show taken out', 'L1 L3 L4 L5 L6 L7 (', ['source is not Trade Show']],
      ['deals closing this quarter, Cedar disregarded', 'D1 D4 D6 D8 D9 (', ['account is not Cedar Health Clinics (Sample)']],
      ['leads, Germany is excluded', 'L1 L3 L4 L5 L6 L8 (', ['country is not Germany', '“Germany is excluded”']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('refuses, with no "Run without", a removal word it cannot read as an exclusion or a misspelt one', () => {
    const QS = [
      'deals, Bluefin and Harbor excluded',
      'deals, everything from Bluefin excluded',
      'deals excluded',
      'deals, Bluefin exluded',
      'deals, Bluefin excld',
      'leads, Germany ommitted',
      'deals, xyz excluded',
      'leads in Germany, Irelnd excluded',
      'deals from Bluefin, which are left',
      'accounts in Germany, those dropped',
      'won deals, Harbor off',
      'leads from Germany gone',
    ];
    for (const q of QS) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok, q).toBe(false);
      expect(runWithout(q), q).toBeNull();
    }
  });
});

describe('F4b: "did you mean" never offers the word a negating prefix turns around', () => {
  it('gives no guess for "unclosed", "unqualified" and the like, and no "Run without" either', () => {
    const QS = ['unclosed deals', 'unclosed deals over 50k', 'deals unclosed in Germany', 'unqualified leads', 'unqualifed leads', 'nonqualified leads', 'nonclosed deals', 'unclsoed deals', 'unopen deals in Germany', 'leads that are unqualified'];
    for (const q of QS) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok, q).toBe(false);
      if (!r.ok) {
        expect(r.suggestion, q).toBeUndefined();
        expect(r.error, q).not.toMatch(/did you mean/);
        expect(r.keepsMeaning, q).toBe(false);
      }
    }
    expect(suggest('unclosed')).toBeNull();
    expect(suggest('unqualified')).toBeNull();
    expect(suggest('nonqualified')).toBeNull();
  });

  it('stays right: typos with no prefix still get their guess; "uncontacted" and "non-junk" are read', () => {
    expect(suggest('wonn')).toBe('won');
    expect(suggest('qualifed')).toBe('qualified');
    expect(suggest('closde')).toBe('closed');
    const ROWS = [
      ['uncontacted leads', 'L1 L8 (', ['status is Not Contacted']],
      ['non-junk leads', 'L1 L2 L3 L4 L5 L6 L8 (', ['status is not Junk Lead']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('F3: a misspelt list item or a misspelt "from <place>" is a value: only the spelling suggestion is offered', () => {
  it('offers the corrected question and never "Run without" for u33e\'s questions and ours', () => {
    const ROWS: Array<[string, string | null]> = [
      // u33e's questions
      ['leads from Germany, Irelnd', 'leads from Germany, Ireland'],
      ['leads from Germany, Frnace', 'leads from Germany, France'],
      ['deals in Berlin, Munchen', null],
      ['leads in Berlin, Austn', 'leads in Berlin, Austin'],
      ['leads frm Germnay', 'leads from Germany'],
      // our own wording
      ['deals in Germany, Frnace', 'deals in Germany, France'],
      ['accounts in Lyon, Bostn', 'accounts in Lyon, Boston'],
      ['leads from Canada, Irlenad', 'leads from Canada, Ireland'],
      ['deals for Bluefin, Harbr', 'deals for Bluefin, Harbor'],
      ['accounts in technology, helthcare', 'accounts in technology, healthcare'],
      ['leads from Germany, Zurich', null],
      ['deals in Boston, Lyonn', 'deals in Boston, Lyon'],
      ['leads in Germany, Irelnd please', 'leads in Germany, Ireland'],
      ['leads frm Zurich', null],
      ['deals in Germany, Frnace and Zurich', null],
      ['which deals did Harbor lose', 'which deals Harbor lost'],
    ];
    const wrong: string[] = [];
    for (const [q, sugg] of ROWS) {
      const r = parseQuestion(q, TODAY);
      if (r.ok) wrong.push(`${q}: read`);
      else {
        if (runWithout(q) !== null) wrong.push(`${q}: ${runWithout(q)}`);
        if ((r.suggestion ?? null) !== sugg) wrong.push(`${q}: suggestion ${r.suggestion} wanted ${sugg}`);
        if (/run the query without/.test(r.error)) wrong.push(`${q}: message offers running without: ${r.error}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('stays right: a trailing request after everything understood is still offered for dropping', () => {
    expect(runWithout('deals owned by me')).toBe('offered: owned by me');
    expect(runWithout('deals in Germany, also export them to csv')).toBe('offered: export them to csv');
  });
});

describe('F7: typo suggestions keep names as the sample writes them', () => {
  it('capitalizes the guessed name in the button and the message', () => {
    for (const [q, want] of [
      ['deals in Germnay', 'deals in Germany'],
      ['deals for bluefn', 'deals for Bluefin'],
      ['leads in Berlin, Austn', 'leads in Berlin, Austin'],
      ['accounts in Canda', 'accounts in Canada'],
      ['leads from Irelnd', 'leads from Ireland'],
    ] as const) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok, q).toBe(false);
      if (!r.ok) {
        expect(r.suggestion, q).toBe(want);
        expect(r.error, q).toContain(`Ask “${want}”`);
      }
    }
  });
});

describe('F7: ask-back wordings are grammatical, ranges are read or asked back whole', () => {
  it('offers "X or not Y" and "not Y and not X", never "X or except Y", and both wordings read', () => {
    for (const [q, neither, either] of [
      ['accounts except Germany or technology', 'not Germany and not technology', 'technology or not Germany'],
      ['leads except Germany or retail', 'not Germany and not retail', 'retail or not Germany'],
      ['leads excluding junk or from Canada', 'not junk and not from Canada', 'from Canada or not junk'],
      ['deals not won or over 50k', 'not won and not over 50k', 'over 50k or not won'],
    ] as const) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok, q).toBe(false);
      if (!r.ok) expect(r.error, q).toContain(`Write “${neither}” for neither, or “${either}” for either.`);
      const noun = q.split(' ')[0];
      expect(parseQuestion(`${noun} ${neither}`, TODAY).ok, neither).toBe(true);
      expect(parseQuestion(`${noun} ${either}`, TODAY).ok, either).toBe(true);
    }
  });

  it('reads "from 20k up to 60k" as a range, and says so when a range names the larger number first', () => {
    const ROWS = [
      ['deals from 20k up to 60k', 'D3 D5 (', ['amount between 20,000 and 60,000']],
      ['deals from 20 up to 60k', 'D3 D5 (', ['amount between 20,000 and 60,000']],
      ['deals from 20k up to 60 thousand', 'D3 D5 (', ['amount between 20,000 and 60,000']],
      ['deals between 20k and 10k', 'D7 (', ['amount between 10,000 and 20,000', '“between 20k and 10k” names the larger number first; it is read as 10,000 to 20,000.']],
      ['deals from 60k to 20k', 'D3 D5 (', ['amount between 20,000 and 60,000', 'names the larger number first']],
      ['accounts with 500 to 100 employees', 'A1 A3 A6 A8 (', ['employees between 100 and 500', 'names the larger number first']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('asks back "between 20 and 10 thousand" instead of reading 20 to 10,000', () => {
    for (const [q, example] of [
      ['deals between 20 and 10 thousand', 'between 10k and 20k'],
      ['deals between 20 and 10k', 'between 10k and 20k'],
      ['deals between 90 and 30k', 'between 30k and 90k'],
      ['accounts with revenue between 30 and 10 million', 'between 10 million and 30 million'],
    ] as const) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok, q).toBe(false);
      if (!r.ok) {
        expect(r.error, q).toMatch(/^I could not tell what/);
        expect(r.error, q).toContain(`“${example}”`);
        expect(r.keepsMeaning, q).toBe(false);
      }
    }
  });

  it('stays right: a unit written once still covers both numbers when they stay in order', () => {
    const ROWS = [
      ['deals between 50 and 100k', 'D1 D8 D9 D10 (', ['amount between 50,000 and 100,000']],
      ['deals between 5 and 100k', 'D1 D3 D5 D7 D8 D9 D10 (', ['amount between 5,000 and 100,000']],
      ['deals from 10k to 50k', 'D3 D5 D7 (', ['amount between 10,000 and 50,000']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('F5: a dash between the record type and a name is asked back, never read as nothing', () => {
  it('asks whether "-" leaves the value out or asks for it, offering both wordings, which read', () => {
    for (const [q, minus, plus] of [
      ['deals - Bluefin', 'deals except Bluefin', 'deals for Bluefin'],
      ['won deals -Bluefin', 'won deals except Bluefin', 'won deals for Bluefin'],
      ['leads – Germany', 'leads except Germany', 'leads in Germany'],
      ['accounts - technology', 'accounts except technology', 'accounts in technology'],
      ['leads - junk', 'leads except junk', 'leads that are junk'],
    ] as const) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok, q).toBe(false);
      if (!r.ok) {
        expect(r.error, q).toContain(`Ask “${minus}” to leave it out, or “${plus}” for it.`);
        expect(r.keepsMeaning, q).toBe(false);
      }
      expect(parseQuestion(minus, TODAY).ok, minus).toBe(true);
      expect(parseQuestion(plus, TODAY).ok, plus).toBe(true);
    }
  });

  it('stays right: ranges written with a dash and hyphenated words', () => {
    const ROWS = [
      ['deals closing Jan - Mar', 'D2 D3 D7 D10 (', ['closing date from 2027-01-01 to 2027-03-31']],
      ['deals from 20k - 60k', 'D3 D5 (', ['amount between 20,000 and 60,000']],
      ['leads from trade-show', 'L2 L8 (', ['source is Trade Show']],
      ['deals closing Nov-Feb 2027', 'D1 D2 D3 D6 D8 D9 D10 (', ['closing date from 2026-11-01 to 2027-02-28']],
      ['deals !Bluefin', 'D1 D3 D4 D5 D6 D7 D8 D10 (', ['account is not Bluefin Logistics (Sample)']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});
