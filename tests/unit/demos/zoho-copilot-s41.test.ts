/**
 * Issue 28 (u28x) Z-2: a mistyped word that negates or compares ("exept", "excpet", "exluding") must
 * never leave an "Understood so far" that reads the question without it (the reversed filter).
 * Must-keep rows: a mistyped word that does not change the meaning keeps its partial reading, and
 * correctly spelled questions are still answered.
 */
import {describe, expect, it} from 'vitest';
import {parseQuestion} from '@site/src/demos/zoho-copilot/coql';

const TODAY = '2026-11-26';

describe('Z-2: a mistyped exclusion or comparison shows no reversed partial reading', () => {
  it.each([
    'leads from germany exept junk',
    'leads from germany excpet junk',
    'leads from germany exluding junk',
    'deals exept lost',
    'accounts in germany exept technology',
  ])('%s', (q) => {
    const r = parseQuestion(q, TODAY);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatch(/I did not understand “/);
    expect(r.partial).toBeUndefined();
  });
});

describe('must keep', () => {
  it.each([
    'leads from germany except junk',
    'leads from germany excluding junk',
    'leads from germany without junk',
    'deals except lost',
    'leads from germany',
    'deals over 50k',
    'leads that didnt come from germany',
    'accounts in germany',
    'leads at Pixel Forge',
    'deals that arent won',
  ])('%s is answered', (q) => {
    expect(parseQuestion(q, TODAY).ok).toBe(true);
  });
  it('leads from germny keeps reading the rest as a partial answer or a suggestion', () => {
    const r = parseQuestion('leads from germny', TODAY);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/did you mean/);
  });
});

describe('Z-1: "whose company is" names the leads\' Company field', () => {
  it.each([
    'leads whose company is Pixel Forge',
    'leads where the company is Pixel Forge',
    'leads whose company is pixel forge',
    'leads whos company is Alpen Robotics',
    'leads whose company is Lakeside Foods',
  ])('%s is answered on Company', (q) => {
    const r = parseQuestion(q, TODAY);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.query.filters.some((f) => f.field === 'Company')).toBe(true);
  });
  it.each(['leads whose company is junk', 'leads whose company is germany'])('%s stays refused', (q) => {
    expect(parseQuestion(q, TODAY).ok).toBe(false);
  });
});
