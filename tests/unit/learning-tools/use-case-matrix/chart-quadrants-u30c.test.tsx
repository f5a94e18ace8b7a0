/**
 * u30c UC-1 (issue 28): to keep circles apart the chart moved them up to ~23 units across the quadrant dividers,
 * so "Customer churn explanations" (value 3.95, feasibility 3.05, Do now) was drawn inside "Strategic bet", and
 * at 500 rows 197 circles were centred outside the plot. Every circle's centre must lie in the quadrant the table
 * names and inside the plot, and the chart's description must say when circles were moved.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import QuadrantChart, {chartPositions} from '@site/src/learning-tools/use-case-matrix/QuadrantChart';
import {
  CRITERIA,
  defaultWeights,
  parseCsv,
  QUADRANT_THRESHOLD,
  rankUseCases,
  type Quadrant,
  type Score,
  type UseCase,
} from '@site/src/learning-tools/use-case-matrix/model';

const SIZE = 420;
const PAD = 48;
const PLOT = SIZE - 2 * PAD;
const mid = PAD + ((QUADRANT_THRESHOLD - 1) / 4) * PLOT;

/** The quadrant a drawn centre lies in: right of (or on) the feasibility divider is high, above (or on) the value divider is high. */
function drawnQuadrant(x: number, y: number): Quadrant {
  const highF = x >= mid;
  const highV = y <= mid; // SVG y grows downwards; the value divider is at the same place (the threshold is the middle)
  if (highV && highF) return 'do-now';
  if (highV) return 'strategic-bet';
  if (highF) return 'fill-in';
  return 'park';
}

function fromCsv(file: string): UseCase[] {
  return parseCsv(readFileSync(join(process.cwd(), 'tests/unit/learning-tools/use-case-matrix/fixtures/u30c', file), 'utf8')).useCases.map((u, i) => ({...u, id: `c${i}`}));
}

/** Deterministic pseudo-random portfolio (a small LCG) so the rows are the same on every run. */
function generated(n: number, seed: number): UseCase[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({length: n}, (_, i) => ({
    id: `g${i}`,
    name: `Generated ${i + 1}`,
    scores: Object.fromEntries(CRITERIA.map((c) => [c.id, (1 + Math.floor(next() * 5)) as Score])),
  })) as UseCase[];
}

function misplaced(useCases: UseCase[]): string[] {
  const scored = rankUseCases(useCases, defaultWeights());
  return chartPositions(scored)
    .filter(({s, x, y}) => drawnQuadrant(x, y) !== s.quadrant || x < PAD || x > SIZE - PAD || y < PAD || y > SIZE - PAD)
    .map(({s, x, y}) => `${s.useCase.name} (${s.quadrant}) at ${x.toFixed(1)},${y.toFixed(1)}`);
}

describe('quadrant chart: every circle in the quadrant the table names (u30c UC-1)', () => {
  for (const file of ['repro-quadrant.csv', 'good.csv', 'tab.csv', 'rows50.csv', 'rows100.csv', 'rows500.csv']) {
    it(`the tester’s ${file}`, () => {
      expect(misplaced(fromCsv(file))).toEqual([]);
    });
  }
  for (const n of [34, 50, 100, 500]) {
    it(`${n} generated rows`, () => {
      expect(misplaced(generated(n, n * 7 + 1))).toEqual([]);
    });
  }

  it('the description says when circles were moved apart, and not otherwise', () => {
    const crowded = rankUseCases(fromCsv('repro-quadrant.csv'), defaultWeights());
    expect(renderToString(<QuadrantChart scored={crowded} tableId="t" />)).toMatch(/moved apart/);
    const apart = rankUseCases(generated(1, 3), defaultWeights());
    expect(renderToString(<QuadrantChart scored={apart} tableId="t" />)).not.toMatch(/moved apart/);
  });
});
