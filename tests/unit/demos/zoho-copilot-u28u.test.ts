/**
 * Zoho Copilot, issue 28, tester u28u Z-1: an exclusion list of lead statuses where one status name holds its
 * own "not" ("Not Contacted"). "leads except junk or not contacted ones" leaves out both statuses, as
 * "leads that are not junk and not not contacted" does. Expected records come from the sample data by a plain filter.
 * Z-2: the suggestion for "what deals did we lose" is grammatical.
 */
import {describe, expect, it} from 'vitest';
import {parseQuestion, runQuery} from '@site/src/demos/zoho-copilot/coql';
import {DEALS, LEADS} from '@site/src/demos/zoho-copilot/sample';

const TODAY = '2026-11-26';
const EXPECTED = LEADS.filter((l) => l.Lead_Status !== 'Junk Lead' && l.Lead_Status !== 'Not Contacted').map((l) => l.id).sort();
const WORDS = ['except', 'excluding', 'without', 'other than', 'but not'];
const LISTS = ['junk or not contacted', 'junk and not contacted', 'not contacted and junk'];
const ROWS = WORDS.flatMap((w) => LISTS.flatMap((l) => [`leads ${w} ${l}`, `leads ${w} ${l} ones`, `leads, ${w} the ${l} ones`]));

describe('u28u Z-1: an exclusion list holding the status Not Contacted leaves out every status named', () => {
  it('the sample has both statuses and other leads', () => {
    expect(LEADS.some((l) => l.Lead_Status === 'Not Contacted')).toBe(true);
    expect(LEADS.some((l) => l.Lead_Status === 'Junk Lead')).toBe(true);
    expect(EXPECTED.length).toBeGreaterThan(0);
  });
  it.each(['leads that are not junk and not not contacted', ...ROWS])('%s', (q) => {
    const r = parseQuestion(q, TODAY);
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
    if (!r.ok) return;
    expect(r.query.module).toBe('Leads');
    expect(runQuery(r.query).map((x) => String(x.id)).sort()).toEqual(EXPECTED);
  });
});

describe('u28u Z-2: the suggestion for "what deals did we lose" is grammatical', () => {
  it('never offers "did we lost"; since s47z (u31a F11) "did we lose" is read as "we lost" directly', () => {
    const r = parseQuestion('what deals did we lose', TODAY);
    expect(JSON.stringify(r)).not.toMatch(/did we lost/i);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(runQuery(r.query).map((x) => String(x.id)).sort()).toEqual(DEALS.filter((d) => d.Stage === 'Closed Lost').map((d) => d.id).sort());
    // The wording it stands for reads the same deals.
    const asked = parseQuestion('what deals we lost', TODAY);
    expect(asked.ok).toBe(true);
    if (!asked.ok) return;
    expect(runQuery(asked.query).map((x) => String(x.id)).sort()).toEqual(runQuery(r.query).map((x) => String(x.id)).sort());
  });
});