import {describe, expect, it} from 'vitest';
import {
  CRITERIA,
  classifyQuadrant,
  defaultWeights,
  kindScore,
  normaliseWeights,
  rankUseCases,
  samplePortfolio,
  scoreUseCase,
  type Score,
  type UseCase,
} from '@site/src/learning-tools/use-case-matrix/model';

/** Build a use case from eight scores in CRITERIA order (four value, then four feasibility). */
function uc(id: string, values: number[], name = id): UseCase {
  return {id, name, scores: Object.fromEntries(CRITERIA.map((c, i) => [c.id, values[i] as Score]))};
}

describe('weights normalisation', () => {
  it('scales the weights of each axis to sum to 1', () => {
    const norm = normaliseWeights(defaultWeights(), 'value');
    expect(norm).toEqual({impact: 0.4, strategic_fit: 0.25, reach: 0.2, urgency: 0.15});
    const feas = normaliseWeights({...defaultWeights(), data_readiness: 70, technical_maturity: 10, risk_effort: 10, change_ease: 10}, 'feasibility');
    expect(Object.values(feas).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(feas.data_readiness).toBeCloseTo(0.7, 10);
  });

  it('weights criteria equally when every weight of an axis is zero', () => {
    const norm = normaliseWeights({impact: 0, strategic_fit: 0, reach: 0, urgency: 0}, 'value');
    expect(Object.values(norm)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  it('treats negative, missing and non-finite weights as zero', () => {
    const norm = normaliseWeights({impact: -5, strategic_fit: Number.NaN, reach: 10}, 'value');
    expect(norm).toEqual({impact: 0, strategic_fit: 0, reach: 1, urgency: 0});
  });
});

describe('scoring', () => {
  it('reproduces the worked example on the page', () => {
    const s = scoreUseCase(uc('a', [4, 4, 3, 3, 3, 4, 3, 2]), defaultWeights());
    expect(s.value).toBe(3.65);
    expect(s.feasibility).toBe(3.05);
    expect(s.priority).toBe(11.13);
    expect(s.quadrant).toBe('do-now');
  });

  it('keeps axis scores between 1 and 5', () => {
    const w = defaultWeights();
    expect(kindScore(uc('lo', [1, 1, 1, 1, 1, 1, 1, 1]).scores, w, 'value')).toBeCloseTo(1, 10);
    expect(kindScore(uc('hi', [5, 5, 5, 5, 5, 5, 5, 5]).scores, w, 'feasibility')).toBeCloseTo(5, 10);
  });

  it('follows the weights: raising a weight moves the score towards that criterion', () => {
    const c = uc('c', [5, 1, 1, 1, 3, 3, 3, 3]);
    const base = scoreUseCase(c, defaultWeights()).value;
    const heavier = scoreUseCase(c, {...defaultWeights(), impact: 100}).value;
    expect(heavier).toBeGreaterThan(base);
  });
});

describe('quadrant classification', () => {
  it('splits at 3 and counts 3 as high', () => {
    expect(classifyQuadrant(3, 3)).toBe('do-now');
    expect(classifyQuadrant(4.2, 2.99)).toBe('strategic-bet');
    expect(classifyQuadrant(2.99, 4)).toBe('fill-in');
    expect(classifyQuadrant(1, 1)).toBe('park');
  });
});

describe('ranking', () => {
  it('orders by priority, highest first, and numbers the ranks', () => {
    const ranked = rankUseCases([uc('low', [2, 2, 2, 2, 2, 2, 2, 2]), uc('high', [5, 5, 5, 5, 5, 5, 5, 5]), uc('mid', [3, 3, 3, 3, 3, 3, 3, 3])], defaultWeights());
    expect(ranked.map((r) => r.useCase.id)).toEqual(['high', 'mid', 'low']);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3]);
  });

  it('breaks equal priorities by value, then keeps entry order (stable)', () => {
    // a and b: value 4, feasibility 2 (priority 8); c: value 2, feasibility 4 (priority 8); d and e identical to a.
    const a = uc('a', [4, 4, 4, 4, 2, 2, 2, 2]);
    const b = uc('b', [4, 4, 4, 4, 2, 2, 2, 2]);
    const c = uc('c', [2, 2, 2, 2, 4, 4, 4, 4]);
    const d = uc('d', [4, 4, 4, 4, 2, 2, 2, 2]);
    const ranked = rankUseCases([c, a, b, d], defaultWeights());
    expect(ranked.map((r) => r.priority)).toEqual([8, 8, 8, 8]);
    expect(ranked.map((r) => r.useCase.id)).toEqual(['a', 'b', 'd', 'c']);
    const reversed = rankUseCases([d, b, a, c], defaultWeights());
    expect(reversed.map((r) => r.useCase.id)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('is not swayed by floating-point noise in equal scores', () => {
    const w = {...defaultWeights(), impact: 1, strategic_fit: 1, reach: 1, urgency: 1};
    const x = uc('x', [3, 4, 5, 4, 3, 3, 3, 3]);
    const y = uc('y', [5, 4, 3, 4, 3, 3, 3, 3]);
    expect(rankUseCases([x, y], w).map((r) => r.useCase.id)).toEqual(['x', 'y']);
    expect(rankUseCases([y, x], w).map((r) => r.useCase.id)).toEqual(['y', 'x']);
  });
});

describe('sample portfolio', () => {
  it('is clearly generic and covers every quadrant', () => {
    let n = 0;
    const sample = samplePortfolio(() => `s${++n}`);
    expect(sample.every((s) => s.name.startsWith('Sample: '))).toBe(true);
    const quadrants = new Set(rankUseCases(sample, defaultWeights()).map((r) => r.quadrant));
    expect([...quadrants].sort()).toEqual(['do-now', 'fill-in', 'park', 'strategic-bet']);
  });
});
