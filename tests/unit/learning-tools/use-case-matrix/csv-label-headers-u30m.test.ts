// u30m M-1: a CSV whose header row is written as the tool's own labels ("Strategic Fit", "Data Readiness",
// "People reached"), in any case, with spaces, hyphens or underscores, maps to the columns; a header the
// matrix does not know is named next to the expected labels, so the reader need not guess the snake_case keys.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {CsvError, parseCsv} from '@site/src/learning-tools/use-case-matrix/model';

function refusal(text: string): string {
  try {
    parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return error.message;
    throw error;
  }
  throw new Error('parseCsv accepted the file');
}

const scores = (row: string) => parseCsv(row).useCases[0].scores;

describe('CSV headers written as the labels', () => {
  it("reads the tester's file (Title Case, spaces)", () => {
    const text = readFileSync('tests/unit/learning-tools/use-case-matrix/fixtures/uppercase_hdr-u30m.csv', 'utf8');
    const csv = parseCsv(text);
    expect(csv.useCases.length).toBeGreaterThan(0);
    expect(csv.ignoredColumns).toEqual([]);
  });

  it('maps the UI labels, in any case, with spaces, hyphens or underscores', () => {
    const header =
      'Use case name,FINANCIAL IMPACT,strategic-fit,People Reached,urgency,Data_Readiness,Technical  Maturity,Risk and compliance ease,change-ease';
    expect(scores(`${header}\nA,5,4,3,2,1,2,3,4`)).toEqual({
      impact: 5,
      strategic_fit: 4,
      reach: 3,
      urgency: 2,
      data_readiness: 1,
      technical_maturity: 2,
      risk_effort: 3,
      change_ease: 4,
    });
  });

  it('takes "&" for "and", quoted labels and the ids with spaces', () => {
    const header = '"Name","Impact","Strategic fit","Reach","Urgency","Data readiness","Technical maturity","Risk & compliance ease","Change ease"';
    expect(scores(`${header}\nB,1,2,3,4,5,4,3,2`).risk_effort).toBe(3);
    const ids = 'name,impact,strategic fit,reach,urgency,data readiness,technical maturity,risk effort,change ease';
    expect(scores(`${ids}\nC,1,2,3,4,5,4,3,2`).change_ease).toBe(2);
  });

  it('treats the table headings of the computed columns as computed, not unknown', () => {
    const header = 'Name,Impact,Strategic fit,Reach,Urgency,Data readiness,Technical maturity,Risk effort,Change ease,Value,Feasibility,Priority,Quadrant';
    expect(parseCsv(`${header}\nD,1,2,3,4,5,4,3,2,9,9,9,x`).ignoredColumns).toEqual([]);
  });

  it('names an unknown header with the expected labels', () => {
    const message = refusal('Name,Impact,Strat fit,Reach,Urgency,Data readiness,Technical maturity,Risk effort,Change ease\nE,1,2,3,4,5,4,3,2');
    expect(message).toContain('Strategic fit');
    expect(message).toContain('“Strat fit”');
  });

  it('refuses two headers that mean the same column', () => {
    expect(refusal('Name,Impact,Financial impact,Strategic fit,Reach,Urgency,Data readiness,Technical maturity,Risk effort,Change ease\nF,1,1,2,3,4,5,4,3,2')).toMatch(
      /appears twice/,
    );
  });
});

describe('row problems name the column as the header writes it', () => {
  it('says "Strategic Fit", not the key, for a bad score under a label header', () => {
    expect(refusal('Name,Impact,Strategic Fit,Reach,Urgency,Data Readiness,Technical Maturity,Risk Effort,Change Ease\nG,1,9,3,4,5,4,3,2')).toBe(
      'Line 2: "Strategic Fit" must be a whole number from 1 to 5 (found "9")',
    );
  });
});
