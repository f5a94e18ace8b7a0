import {describe, expect, it} from 'vitest';
import {
  buildIvf,
  CancelledError,
  EXPLORER_DEFAULTS as D,
  exactSearch,
  gaussian,
  generateDataset,
  ivfSearch,
  meanRecall,
  mulberry32,
  recallAt,
  runSliced,
  runToEnd,
  searchBatch,
  timedComparison,
  timedSearchBatch,
  TopK,
  vectorAt,
  type Progress,
} from '@site/src/retrieval/vector-search';

const small = () => generateDataset({count: 500, dim: 8, clusters: 10, seed: 7, queryCount: 20});

describe('seeded generator', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({length: 5}, a);
    expect(Array.from({length: 5}, b)).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    const c = mulberry32(43);
    expect(Array.from({length: 5}, c)).not.toEqual(first);
  });

  it('draws standard normal samples', () => {
    const normal = gaussian(mulberry32(1));
    const xs = Array.from({length: 20_000}, normal);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });

  it('generates the same unit-length dataset for the same seed', () => {
    const a = small();
    const b = small();
    expect(a.base.data).toEqual(b.base.data);
    expect(a.queries.data).toEqual(b.queries.data);
    expect(a.queries.data).not.toEqual(a.base.data.subarray(0, a.queries.data.length));
    for (let i = 0; i < a.base.count; i += 1) {
      const v = vectorAt(a.base, i);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    }
  });
});

describe('exact search', () => {
  it('keeps the k best scores in order', () => {
    const top = new TopK(3);
    [5, 1, 9, 3, 7, 9.5].forEach((score, id) => top.push(id, score));
    expect(top.result()).toEqual([5, 2, 4]);
  });

  it('matches a full sort and compares every vector', () => {
    const {base, queries} = small();
    const query = vectorAt(queries, 0);
    const scored = Array.from({length: base.count}, (_, id) => ({
      id,
      score: vectorAt(base, id).reduce((s, x, i) => s + x * query[i], 0),
    })).sort((x, y) => y.score - x.score);
    const result = exactSearch(base, query, 10);
    expect(result.ids).toEqual(scored.slice(0, 10).map((s) => s.id));
    expect(result.comparisons).toBe(base.count);
  });

  it('scores recall as the share of true neighbours found', () => {
    expect(recallAt([1, 2, 3, 4], [4, 9, 1, 8])).toBe(0.5);
    expect(meanRecall([[1, 2], [3, 4]], [[1, 2], [5, 6]])).toBe(0.5);
  });
});

describe('IVF index at the explorer defaults', () => {
  const data = generateDataset({count: D.count, dim: D.dim, clusters: D.clusters, seed: D.seed, queryCount: D.queryCount});
  const index = runToEnd(buildIvf(data.base, {nlist: D.nlist, iterations: D.iterations, seed: D.seed}));
  const truth = runToEnd(searchBatch(data.queries, (q) => exactSearch(data.base, q, D.k), 'exact'));
  const ivf = (nprobe: number) => runToEnd(searchBatch(data.queries, (q) => ivfSearch(index, q, D.k, nprobe), 'ivf'));

  it('puts every vector in exactly one list', () => {
    expect(index.listStart[index.nlist]).toBe(D.count);
    expect([...index.ids].sort((a, b) => a - b)).toEqual(Array.from({length: D.count}, (_, i) => i));
  });

  it(`reaches recall@${D.k} >= 0.9 while comparing far fewer vectors than exact search`, () => {
    const found = ivf(D.nprobe);
    const recall = meanRecall(truth.results, found.results);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(found.comparisons).toBeLessThan(truth.comparisons / 4);
    expect(truth.comparisons).toBe(D.count);
  });

  it('gains recall and cost as nprobe grows, and is exact when it probes every list', () => {
    const recalls = [1, 2, 4, 8, 16, 32].map((nprobe) => {
      const found = ivf(nprobe);
      return {recall: meanRecall(truth.results, found.results), comparisons: found.comparisons};
    });
    for (let i = 1; i < recalls.length; i += 1) {
      expect(recalls[i].recall).toBeGreaterThanOrEqual(recalls[i - 1].recall);
      expect(recalls[i].comparisons).toBeGreaterThan(recalls[i - 1].comparisons);
    }
    expect(recalls[0].recall).toBeLessThan(0.9);
    const all = ivf(D.nlist);
    expect(meanRecall(truth.results, all.results)).toBe(1);
    expect(all.comparisons).toBe(D.count + D.nlist);
  });

  it('builds the same index for the same seed', () => {
    const again = runToEnd(buildIvf(data.base, {nlist: D.nlist, iterations: D.iterations, seed: D.seed}));
    expect(again.centroids).toEqual(index.centroids);
    expect(again.ids).toEqual(index.ids);
  });
});

describe('sliced runner', () => {
  function* steps(n: number): Generator<Progress, string, void> {
    for (let i = 1; i <= n; i += 1) yield {phase: 'step', done: i, total: n};
    return 'finished';
  }

  it('gives the event loop a turn whenever the time budget is used up', async () => {
    let clock = 0;
    let pauses = 0;
    const seen: number[] = [];
    const result = await runSliced(steps(10), {
      budgetMs: 3,
      now: () => (clock += 1), // every reading of the clock advances it by 1 ms
      yieldToBrowser: async () => {
        pauses += 1;
      },
      onProgress: (p) => seen.push(p.done),
    });
    expect(result.value).toBe('finished');
    expect(pauses).toBeGreaterThan(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(result.longestSliceMs).toBeLessThanOrEqual(4);
  });

  it('stops with CancelledError when the signal is aborted', async () => {
    const signal = {aborted: false};
    const promise = runSliced(steps(1000), {
      budgetMs: 0,
      signal,
      yieldToBrowser: async () => {
        signal.aborted = true;
      },
    });
    await expect(promise).rejects.toBeInstanceOf(CancelledError);
  });

  it('builds a real index in slices with progress reports', async () => {
    const {base} = small();
    const phases = new Set<string>();
    const built = await runSliced(buildIvf(base, {nlist: 16, iterations: 3, seed: 1, stepSize: 50}), {
      budgetMs: 0,
      onProgress: (p) => phases.add(p.phase.replace(/\d+ of \d+/, 'n')),
    });
    expect(built.value.nlist).toBe(16);
    expect(phases).toContain('k-means iteration n');
    expect(built.busyMs).toBeGreaterThan(0);
  });
});

describe('timed comparison (u28d SE1: the first run made exact search look 9× slower for 1.3× more work)', () => {
  it('warms up untimed, then reports the median of the timed runs', () => {
    const data = small();
    const calls: string[] = [];
    let clock = 0;
    // A fake clock: the search advances it; the first timed run is slow (as a cold run is).
    const durations = [50, 5, 7];
    let run = -1;
    const search = (q: Float32Array) => {
      const result = exactSearch(data.base, q, 3);
      calls.push(run < 0 ? 'warm-up' : `run ${run}`);
      if (run >= 0) clock += durations[run] / data.queries.count;
      return result;
    };
    const gen = timedSearchBatch(data.queries, search, 'exact', {runs: 3, warmup: 5, groupSize: 10, now: () => clock});
    const progress: Progress[] = [];
    let step = gen.next();
    while (!step.done) {
      progress.push(step.value);
      if (progress.length === 1) run = 0;
      else if (step.value.done === (run + 1) * data.queries.count) run += 1;
      step = gen.next();
    }
    const stats = step.value;
    expect(calls.filter((c) => c === 'warm-up')).toHaveLength(5);
    expect(stats.runMilliseconds.map((n) => Math.round(n))).toEqual([50, 5, 7]);
    expect(stats.milliseconds).toBeCloseTo(7, 5);
    expect(stats.results).toEqual(runToEnd(searchBatch(data.queries, (q) => exactSearch(data.base, q, 3), 'x')).results);
    expect(progress[progress.length - 1]).toEqual({phase: 'exact', done: 3 * data.queries.count, total: 3 * data.queries.count});
  });
});

describe('interleaved comparison (u28e SE1: at equal work IVF was shown 3–4× slower)', () => {
  it('warms both up alike, alternates the order each round and reports each side\'s median', () => {
    const data = small();
    const order: string[] = [];
    let clock = 0;
    let warm = true;
    // A fake clock where the first round is slow for whichever search runs in it (a busy moment), and
    // IVF costs the same as exact otherwise: the medians must come out equal.
    let round = 0;
    const timed = (name: string, search: (q: Float32Array) => {ids: number[]; comparisons: number}) => (q: Float32Array) => {
      if (warm) order.push(`warm ${name}`);
      else {
        if (order[order.length - 1] !== name) order.push(name);
        clock += (round === 0 ? 40 : 10) / data.queries.count;
      }
      return search(q);
    };
    const idx = runToEnd(buildIvf(data.base, {nlist: 4, iterations: 3, seed: 1}));
    const gen = timedComparison(data.queries, timed('exact', (q) => exactSearch(data.base, q, 3)), timed('ivf', (q) => ivfSearch(idx, q, 3, 4)), {runs: 3, warmup: 2, groupSize: 10, now: () => clock});
    let step = gen.next();
    warm = false;
    let seen = 0;
    while (!step.done) {
      seen = step.value.done;
      round = Math.floor(seen / (2 * data.queries.count));
      step = gen.next();
    }
    const {exact, ivf} = step.value;
    expect(order.slice(0, 4)).toEqual(['warm exact', 'warm ivf', 'warm exact', 'warm ivf']);
    // Rounds exact→ivf, ivf→exact, exact→ivf: with repeats collapsed, four turns (six without alternation).
    expect(order.slice(4)).toEqual(['exact', 'ivf', 'exact', 'ivf']);
    expect(exact.runMilliseconds).toHaveLength(3);
    expect(ivf.runMilliseconds).toHaveLength(3);
    expect(exact.milliseconds).toBeCloseTo(10, 5);
    expect(ivf.milliseconds).toBeCloseTo(10, 5);
    expect(ivf.comparisons).toBe(data.base.count + 4);
    expect(exact.results).toEqual(runToEnd(searchBatch(data.queries, (q) => exactSearch(data.base, q, 3), 'x')).results);
    expect(seen).toBe(3 * 2 * data.queries.count);
  });
});
