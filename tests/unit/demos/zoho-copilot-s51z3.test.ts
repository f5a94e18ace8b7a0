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
