// u30j E1: the IVF build's progress counted each k-means++ seed like a whole Lloyd iteration, so with
// nlist 256 the bar stood at 96 % during iteration 2 of 10. Progress is weighted by work: seeding one
// centroid is one pass over the data, an iteration or the final assignment nlist passes.
import {describe, expect, it} from 'vitest';
import {buildIvf, generateDataset, type Progress} from '@site/src/retrieval/vector-search';

function progressOf(nlist: number, iterations: number): Progress[] {
  const data = generateDataset({count: 600, dim: 8, clusters: 10, seed: 7, queryCount: 5});
  const build = buildIvf(data.base, {nlist, iterations, seed: 3, stepSize: 50});
  const seen: Progress[] = [];
  for (let step = build.next(); !step.done; step = build.next()) seen.push(step.value);
  return seen;
}

describe('IVF build progress is weighted by work', () => {
  it.each([
    [256, 10],
    [64, 10],
    [16, 3],
    [1, 5],
  ])('nlist %i, %i iterations: the share at each phase matches its work', (nlist, iterations) => {
    const seen = progressOf(nlist, iterations);
    const share = (p: Progress) => p.done / p.total;
    // Passes over the data: nlist seeds, nlist per iteration, nlist for the final assignment, one to fill the lists.
    const total = nlist * (iterations + 2) + 1;
    expect(seen[0].total).toBe(total);
    const firstOf = (phase: string) => seen.find((p) => p.phase === phase) as Progress;
    const secondIteration = firstOf(`k-means iteration 2 of ${iterations}`);
    if (iterations >= 2) expect(share(secondIteration)).toBeCloseTo((2 * nlist) / total, 1);
    expect(share(firstOf('Filling inverted lists'))).toBeGreaterThanOrEqual(((iterations + 1) * nlist) / total);
    // Never backwards, never past the end.
    for (let i = 1; i < seen.length; i++) expect(seen[i].done).toBeGreaterThanOrEqual(seen[i - 1].done);
    for (const p of seen) expect(p.done).toBeLessThanOrEqual(p.total);
  });
});
