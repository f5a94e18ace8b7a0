/**
 * u29g M-3 (issue 28): two use cases with nearly the same scores (feasibility 4.00 / value 3.95 and 4.00 / 3.80)
 * were drawn 12 units apart with circles of radius 11, so rank 1 was half hidden under rank 2. Points closer than
 * a circle's diameter are now spread like exactly equal ones, and far points keep their true place.
 */
import {describe, expect, it} from 'vitest';
import {chartPositions, POINT_RADIUS} from '@site/src/learning-tools/use-case-matrix/QuadrantChart';
import type {ScoredUseCase} from '@site/src/learning-tools/use-case-matrix/model';

function scored(rank: number, feasibility: number, value: number): ScoredUseCase {
  return {
    useCase: {id: `u${rank}`, name: `Case ${rank}`} as ScoredUseCase['useCase'],
    value,
    feasibility,
    priority: value * feasibility,
    quadrant: 'do-now',
    rank,
  };
}

function minDistance(points: ReadonlyArray<{x: number; y: number}>): number {
  let min = Infinity;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) min = Math.min(min, Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y));
  return min;
}

describe('quadrant chart: no circle drawn over another (u29g M-3)', () => {
  const cases: Array<[string, ScoredUseCase[]]> = [
    ['the tester’s pair 4.00/3.95 and 4.00/3.80', [scored(1, 4, 3.95), scored(2, 4, 3.8)]],
    ['a diagonal pair', [scored(1, 3.1, 3.1), scored(2, 3.2, 3.2)]],
    ['three near points', [scored(1, 2, 2), scored(2, 2.1, 2), scored(3, 2.05, 2.1)]],
    ['six equal points', [1, 2, 3, 4, 5, 6].map((r) => scored(r, 4.5, 4.5))],
    ['a chain of near points', [scored(1, 1, 1), scored(2, 1.15, 1), scored(3, 1.3, 1), scored(4, 1.45, 1)]],
    ['near points at the edge', [scored(1, 5, 5), scored(2, 4.95, 5), scored(3, 5, 4.9)]],
  ];
  for (const [label, points] of cases) {
    it(label, () => {
      expect(minDistance(chartPositions(points))).toBeGreaterThanOrEqual(2 * POINT_RADIUS);
    });
  }

  it('far points keep their true place', () => {
    const out = chartPositions([scored(1, 5, 5), scored(2, 1, 1), scored(3, 3, 4)]);
    const plain = chartPositions([scored(1, 5, 5)]).concat(chartPositions([scored(2, 1, 1)]), chartPositions([scored(3, 3, 4)]));
    expect(out.map((p) => [p.s.rank, Math.round(p.x), Math.round(p.y)]).sort()).toEqual(
      plain.map((p) => [p.s.rank, Math.round(p.x), Math.round(p.y)]).sort(),
    );
  });

  it('every point is drawn once, and inside the chart', () => {
    const input = [scored(1, 4, 3.95), scored(2, 4, 3.8), ...[3, 4, 5, 6, 7, 8].map((r) => scored(r, 5, 5))];
    const out = chartPositions(input);
    expect(out.map((p) => p.s.rank).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const p of out) {
      expect(p.x).toBeGreaterThanOrEqual(POINT_RADIUS);
      expect(p.x).toBeLessThanOrEqual(420 - POINT_RADIUS);
      expect(p.y).toBeGreaterThanOrEqual(POINT_RADIUS);
      expect(p.y).toBeLessThanOrEqual(420 - POINT_RADIUS);
    }
  });
});
