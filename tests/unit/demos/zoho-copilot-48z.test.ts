/**
 * Brief 48z (issue 28), tester u32b on build-b1: rows copied from u32b's batteries (/tmp/u32b/battery*.txt, expected
 * records written before the run), read on the fixed day 2026-11-27. F1 "but" before a field's name, F2 a symbolic "not
 * equal" before "contacted" and the note on which "contacted" reading was taken, F3 decimals below one with a unit,
 * F5 the scroll note's column on screen, F6 the source "Employee Referral", F7 "whose account has", F8 "pipeline".
 * Deals D4 and D8 are won, D5 lost; leads L2 (Weber) and L5 (Tan) are Contacted, L1 and L8 Not Contacted.
 */
import {describe, expect, it} from 'vitest';
import {money} from '@site/src/demos/zoho-copilot/coql';
import {outOfView, scrollNote} from '@site/src/demos/zoho-copilot/wideTable';
import {read, wrongRows} from './zohoRows';

describe('F1: "but" before a field name is a plain "and"', () => {
  it('keeps the condition after "but <field>" as written (u32b batteries 4-7)', () => {
    const ROWS = [
      ['accounts with under 500 employees but revenue over 20m', 'A3 A6 A8 (', ['annual revenue over 20,000,000 and employees under 500']],
      ['accounts with fewer than 500 employees but revenue over 20m', 'A3 A6 A8 (', ['annual revenue over 20,000,000']],
      ['deals under 100k but probability over 50%', 'D1 D8 D10 (', ['probability over 50%']],
      ['accounts with over 100 employees but revenue under 30m', 'A1 A3 (', ['annual revenue under 30,000,000']],
      ['deals in Germany but amount over 50k', 'D1 (', ['amount over 50,000']],
      ['deals over 50k but stage won', 'D4 D8 (', ['stage is Closed Won']],
      ['leads from Germany but status contacted', 'L2 (', ['status is Contacted']],
      ['leads from the website but country Germany', 'L7 (', ['country is Germany']],
      ['accounts in the US but industry technology', 'A8 (', ['industry is Technology']],
      ['deals closing in 2027 but probability over 50%', 'D2 D10 (', ['probability over 50%']],
      ['deals closing in 2027 but amount under 50k', 'D3 D7 (', ['amount under 50,000']],
      ['accounts with revenue over 10m but employees under 200', 'A1 (', ['employees under 200']],
      ['deals won but amount under 100k', 'D8 (', ['amount under 100,000']],
      ['deals over 50k, but stage won', 'D4 D8 (', ['stage is Closed Won']],
      ['deals over 50k but source partner', 'D1 D8 D9 (', ['source is Partner']],
      ['leads in Germany but source trade show', 'L2 (', ['source is Trade Show']],
      ['leads in Germany but source is trade show', 'L2 (', ['source is Trade Show']],
      ['deals in the US but city Boston', 'D6 D10 (', ['account city is Boston']],
      // Refused before ("“but” names no field"), read now.
      ['leads with revenue over 5m but country US', 'L3 L8 (', ['country is United States']],
      ['deals over 50k but stage not won', 'D1 D2 D6 D9 D10 (', ['stage is not Closed Won']],
      ['deals where amount > 50k but stage = won', 'D4 D8 (', ['stage is Closed Won']],
      ['deals where amount > 50k but stage != won', 'D1 D2 D6 D9 D10 (', ['stage is not Closed Won']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('still leaves a bare value after "but" out, as the page says ("deals but Bluefin", "deals over 50k but Bluefin")', () => {
    const ROWS = [
      ['deals but Bluefin', 'D1 D3 D4 D5 D6 D7 D8 D10 (', ['account is not Bluefin']],
      ['deals over 50k but Bluefin', 'D1 D4 D6 D8 D10 (', ['account is not Bluefin']],
      ['all deals over 50k but under 150k', 'D1 D6 D8 D9 D10 (', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('F2: a symbolic "not equal" before "contacted" negates the status Contacted', () => {
  const SIX = 'L1 L3 L4 L6 L7 L8 (status is not Contacted)';
  it('reads !=, <>, ≠ and ! as "other than" Contacted, never as the status Not Contacted', () => {
    const ROWS = [
      ['leads where status != contacted', SIX, ['every lead status except Contacted']],
      ['leads where status <> contacted', SIX, []],
      ['leads with status ≠ contacted', SIX, []],
      ['leads status !contacted', SIX, []],
      ['leads status !junk', 'L1 L2 L3 L4 L5 L6 L8 (status is not Junk Lead)', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('says which reading of "not contacted" it took, and how to ask for the other', () => {
    expect(read("leads that aren't contacted")).toContain('every lead status except Contacted');
    expect(read('leads whose status is not Contacted')).toMatch(/^L1 L8 \(status is Not Contacted\).*read as the lead status Not Contacted.*“leads with status other than Contacted”/);
    expect(read('leads with status other than Contacted')).toMatch(/^L1 L3 L4 L6 L7 L8 \(/);
    expect(read('leads not contacted')).toMatch(/^L1 L8 \(/);
    expect(read('uncontacted leads')).not.toContain('read as the lead status');
  });
});

describe('F3: a decimal below one with a unit is that fraction of the unit', () => {
  it('reads "0.085 million" as 85,000, never 85 million', () => {
    expect([money('0.085 million'), money('0.100 million'), money('0.050 billion'), money('0,085 million'), money('1.250 million')]).toEqual([85_000, 100_000, 50_000_000, 85_000, 1_250_000]);
    expect([money('85.000'), money('1.250.000'), money('50,000'), money('1,250 million')]).toEqual([85_000, 1_250_000, 50_000, 1_250_000_000]);
    const ROWS = [
      ['deals over 0.085 million', 'D2 D4 D6 D8 (amount over 85,000)', []],
      ['deals over 0.100 million', 'D2 D4 D6 (amount over 100,000)', []],
      ['accounts with revenue over 0.050 billion', 'A4 A8 (annual revenue over 50,000,000)', []],
      ['leads with revenue over 0.005 billion', 'L2 L3 L6 L7 L8 (annual revenue over 5,000,000)', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('F5: a column wider than the box is the one on screen', () => {
  it('names no column as hidden when the last, wider-than-the-box column fills the view (360 px, scrolled to the end)', () => {
    // The tester's table at 360 px, measured on build-b1 (offsetLeft, offsetWidth of each header), scrolled fully right:
    // scrollLeft 897, clientWidth 260; the last column is 272 px wide and 258 px of it show.
    const cols = ([['Deal_Name', 0, 115], ['Account_Name', 115, 144], ['Stage', 259, 165], ['Amount', 424, 88], ['Closing_Date', 512, 130], ['Lead_Source', 642, 127], ['Probability', 769, 114], ['Account_Name.Billing_Country', 883, 272]] as const).map(([name, from, w]) => ({name, from, to: from + w}));
    const hidden = outOfView({from: 897, to: 1157}, cols);
    expect(hidden).toEqual({left: ['Deal_Name', 'Account_Name', 'Stage', 'Amount', 'Closing_Date', 'Lead_Source', 'Probability'], right: []});
    expect(scrollNote(hidden)).toMatch(/^7 more columns to the left: Deal_Name, .*, Probability\. Scroll/);
    // At the start the wide column is to the right, and a narrow column cut by the edge is still out of view, as before.
    expect(outOfView({from: 0, to: 260}, cols).right).toEqual(['Stage', 'Amount', 'Closing_Date', 'Lead_Source', 'Probability', 'Account_Name.Billing_Country']);
    expect(outOfView({from: 60, to: 320}, cols).left).toEqual(['Deal_Name']);
    // A narrow column cut at the edge is still out of view, as before.
  });
});

describe('F6, F7, F8: a source value as written, "whose account has", "pipeline"', () => {
  it('reads them (u32b battery 1 and 3 rows)', () => {
    const ROWS = [
      ['leads from employee referral', 'L3 (source is Employee Referral)', []],
      ['deals from cold call or employee referral', 'D4 D6 (', []],
      ['deals whose account has more than 500 employees', 'D2 D4 D9 (account employees over 500)', []],
      ['deals whose account has over 500 employees', 'D2 D4 D9 (', []],
      ['deals in the pipeline', 'D1 D2 D3 D6 D7 D9 D10 (stage is neither Closed Won nor Closed Lost)', ['“Pipeline” is read as the open deals']],
      ['pipeline closing this quarter', 'D1 D6 D9 (', ['stage is neither Closed Won nor Closed Lost']],
      ['won deals in the pipeline', 'D4 D8 (stage is Closed Won)', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

describe('F10: a value by its name as the table shows it', () => {
  it('reads "Proposal/Price Quote", "Negotiation/Review", "Attempted to Contact" and "trade-show" (u32b batteries 2 and 4)', () => {
    const ROWS = [
      ['deals at proposal/price quote stage', 'D2 D10 (stage is Proposal/Price Quote)', []],
      ['deals in Negotiation/Review', 'D1 D6 (stage is Negotiation/Review)', []],
      ['trade-show leads', 'L2 L8 (source is Trade Show)', []],
      ['leads with status attempted to contact', 'L4 (status is Attempted to Contact)', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});
