/**
 * u29f X-3: at k = 1 the summary speaks of the one true nearest neighbor, never "the true 1 nearest neighbors".
 */
import {describe, expect, it} from 'vitest';
import {summaryOf} from '@site/src/learning-tools/similarity-explorer/Explorer';

const measured = (k: number) => ({
  params: {nlist: 256, nprobe: 8, k},
  exact: {results: [], comparisons: 4000, milliseconds: 40},
  ivf: {results: [], comparisons: 384, milliseconds: 6},
  recall: 0.935,
  buildMs: 900,
});

describe('X-3: the summary reads right at every k', () => {
  it('k = 1: the true nearest neighbor, in the share of queries', () => {
    const s = summaryOf(measured(1) as Parameters<typeof summaryOf>[0]);
    expect(s).toContain('found the true nearest neighbor for 93.5% of the queries (recall@1 0.935)');
    expect(s).not.toMatch(/true 1 nearest/);
  });
  it.each([5, 10, 20])('k = %i: the true k nearest neighbors', (k) => {
    expect(summaryOf(measured(k) as Parameters<typeof summaryOf>[0])).toContain(`found 93.5% of the true ${k} nearest neighbors (recall@${k} 0.935)`);
  });
});
