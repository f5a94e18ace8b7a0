// Tester finding u29a M-1: 2.30 × 3.55 = 8.165 was shown as 8.16 (the binary double of 8.165 is a hair
// below it, and the old round() added only Number.EPSILON); a reader rounding the decimal value by hand
// gets 8.17 (half up). Every number the matrix shows or exports rounds half up on the decimal value, and
// the ranking uses the number the reader sees, so two priorities shown alike tie (then value decides).
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {
  CRITERIA,
  STORAGE_KEY,
  defaultWeights,
  rankUseCases,
  round,
  scoreUseCase,
  toCsv,
  toStoredJson,
  type KeyValueStore,
  type Score,
  type UseCase,
} from '@site/src/learning-tools/use-case-matrix/model';

function uc(id: string, name: string, values: number[]): UseCase {
  return {id, name, scores: Object.fromEntries(CRITERIA.map((c, i) => [c.id, values[i] as Score]))};
}

// Default weights: value = (40·impact + 25·fit + 20·reach + 15·urgency) / 100,
// feasibility = (35·data + 25·maturity + 20·risk + 20·change) / 100.
// A: value (40 + 25 + 40 + 45) / 100 = 1.50, feasibility (70 + 125 + 60 + 100) / 100 = 3.55, priority 5.325
// (the old code showed 5.32).
const A = uc('a', 'A: 1.50 × 3.55', [1, 1, 2, 3, 2, 5, 3, 5]);
// B: value (40 + 25 + 20 + 45) / 100 = 1.30, feasibility (105 + 125 + 80 + 100) / 100 = 4.10, priority 5.33.
const B = uc('b', 'B: 1.30 × 4.10', [1, 1, 1, 3, 3, 5, 4, 5]);
// D: value (40 + 50 + 80 + 60) / 100 = 2.30, feasibility 3.55 as A, priority 8.165 (the tester's numbers).
const D = uc('d', 'D: 2.30 × 3.55', [1, 2, 4, 4, 2, 5, 3, 5]);
// E: value 1.30, feasibility (70 + 25 + 20 + 40) / 100 = 1.55, priority 2.015 (the old code showed 2.01).
const E = uc('e', 'E: 1.30 × 1.55', [1, 1, 1, 3, 2, 1, 1, 2]);
// C: value (40 + 25 + 20 + 30) / 100 = 1.15, feasibility (35 + 75 + 20 + 40) / 100 = 1.70, priority 1.955.
const C = uc('c', 'C: 1.15 × 1.70', [1, 1, 1, 2, 1, 3, 1, 2]);

describe('round() rounds half up on the decimal value', () => {
  it.each([
    [8.165, 8.17],
    [2.3 * 3.55, 8.17],
    [1.005, 1.01],
    [2.675, 2.68],
    [0.125, 0.13],
    [1.045, 1.05],
    [4.355, 4.36],
    [1.955, 1.96],
    [1.15 * 1.7, 1.96],
    [1.0625 * 4, 4.25],
    [8.1649, 8.16],
    [8.16, 8.16],
    [25, 25],
    [1, 1],
  ])('%d → %d', (n, expected) => expect(round(n)).toBe(expected));

  it('rounds to whole numbers the same way (weight shares in percent)', () => {
    expect(round(0.145 * 100, 0)).toBe(15);
    expect(round(14.4999, 0)).toBe(14);
    expect(round(12.5, 0)).toBe(13);
  });
});

describe('scores, export and ranking use the number the reader sees', () => {
  const weights = defaultWeights();

  it('1.50 × 3.55 = 5.325 is shown and exported as 5.33', () => {
    const s = scoreUseCase(A, weights);
    expect([s.value, s.feasibility, s.priority]).toEqual([1.5, 3.55, 5.33]);
    expect(toCsv([A], weights)).toContain(',1.50,3.55,5.33,');
  });

  it('2.30 × 3.55 = 8.165 is 8.17, 1.30 × 1.55 = 2.015 is 2.02', () => {
    expect(scoreUseCase(D, weights).priority).toBe(8.17);
    expect(toCsv([D], weights)).toContain(',2.30,3.55,8.17,');
    expect(scoreUseCase(E, weights).priority).toBe(2.02);
    expect(toCsv([E], weights)).toContain(',1.30,1.55,2.02,');
  });

  it('every priority the default weights can give rounds half up, computed in whole numbers', () => {
    const combos: number[][] = [];
    for (let a = 1; a <= 5; a++) for (let b = 1; b <= 5; b++) for (let c = 1; c <= 5; c++) for (let d = 1; d <= 5; d++) combos.push([a, b, c, d]);
    const hundredths = (w: number[], s: number[]) => w.reduce((sum, wi, i) => sum + wi * s[i], 0);
    const wrong: string[] = [];
    let checked = 0;
    for (const v of combos.filter((_, i) => i % 7 === 0)) {
      for (const f of combos.filter((_, i) => i % 5 === 0)) {
        const p = hundredths([40, 25, 20, 15], v) * hundredths([35, 25, 20, 20], f); // priority × 10,000, exact
        const expected = (Math.floor(p / 100) + (p % 100 >= 50 ? 1 : 0)) / 100;
        const got = scoreUseCase(uc('x', 'x', [...v, ...f]), weights).priority;
        checked += 1;
        if (got !== expected) wrong.push(`${v}|${f}: ${got}, expected ${expected}`);
      }
    }
    expect(checked).toBe(90 * 125);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('1.15 × 1.70 = 1.955 is 1.96', () => {
    expect(scoreUseCase(C, weights).priority).toBe(1.96);
    expect(toCsv([C], weights)).toContain(',1.15,1.70,1.96,');
  });

  it('5.325 and 5.33 both show 5.33 and tie; the higher value (A, 1.50) ranks first, in either entry order', () => {
    for (const order of [[A, B], [B, A]]) {
      const ranked = rankUseCases(order, weights);
      expect(ranked.map((s) => [s.useCase.id, s.priority, s.rank])).toEqual([
        ['a', 5.33, 1],
        ['b', 5.33, 2],
      ]);
    }
  });

  it('the table shows 5.33 for A and ranks it first', () => {
    const data: Record<string, string> = {};
    const store: KeyValueStore = {getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v)};
    data[STORAGE_KEY] = toStoredJson({weights, useCases: [B, A]});
    render(<UseCaseMatrixTool store={store} />);
    const rows = within(screen.getByRole('table', {name: /rank/i})).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('A: 1.50 × 3.55');
    expect(rows[0]).toHaveTextContent(/1\.50\s*3\.55\s*5\.33/);
    expect(rows[1]).toHaveTextContent(/1\.30\s*4\.10\s*5\.33/);
  });

  it('a weight share of 14.5% is shown as 15%', () => {
    const data: Record<string, string> = {};
    const store: KeyValueStore = {getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v)};
    data[STORAGE_KEY] = toStoredJson({weights: {...weights, impact: 29, strategic_fit: 71, reach: 50, urgency: 50}, useCases: [A]});
    render(<UseCaseMatrixTool store={store} />);
    expect(screen.getAllByText('15% of value').length).toBeGreaterThan(0);
  });
});
