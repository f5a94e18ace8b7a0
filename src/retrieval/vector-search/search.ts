/** Exact k-NN and an IVF (inverted file) index with spherical k-means, for unit vectors. */
import {mulberry32} from './random';
import {TopK} from './topk';
import {dotAt, vectorAt, normalize, type VectorSet} from './vectors';

export type SearchResult = {
  /** Ids of the nearest vectors, best first (highest inner product = smallest angle). */
  ids: number[];
  /** Distance computations this query needed (vectors compared, centroids included). */
  comparisons: number;
};

/** Brute force: compares the query with every vector. Recall is 1 by definition. */
export function exactSearch(base: VectorSet, query: Float32Array, k: number): SearchResult {
  const top = new TopK(Math.min(k, base.count));
  const {data, dim, count} = base;
  for (let row = 0; row < count; row += 1) {
    const score = dotAt(data, row, query, dim);
    if (score > top.threshold) top.push(row, score);
  }
  return {ids: top.result(), comparisons: count};
}

export type IvfIndex = {
  nlist: number;
  dim: number;
  /** nlist unit centroids, row after row. */
  centroids: Float32Array;
  /** listStart[c] .. listStart[c + 1] is the range of list c in `ids` and `vectors`. */
  listStart: Int32Array;
  /** Original vector ids grouped by list. */
  ids: Int32Array;
  /** The vectors grouped by list (copied, so each list is scanned contiguously). */
  vectors: Float32Array;
};

/** Progress of a long computation, for a progress bar. */
export type Progress = {phase: string; done: number; total: number};

export type BuildOptions = {nlist: number; iterations: number; seed: number; /** points per step (default: adapts to nlist) */ stepSize?: number};

function nearestCentroid(centroids: Float32Array, nlist: number, data: Float32Array, row: number, dim: number): number {
  let best = 0;
  let bestScore = -Infinity;
  const offset = row * dim;
  for (let c = 0; c < nlist; c += 1) {
    let score = 0;
    const co = c * dim;
    for (let i = 0; i < dim; i += 1) score += centroids[co + i] * data[offset + i];
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/**
 * Builds an IVF index: spherical k-means (k-means++ seeding, then Lloyd iterations on cosine
 * similarity) into `nlist` cells, then one inverted list per cell. A generator: it yields its
 * progress every `stepSize` points so a caller can spread the work over several frames.
 */
export function* buildIvf(base: VectorSet, options: BuildOptions): Generator<Progress, IvfIndex, void> {
  const {data, count, dim} = base;
  const nlist = Math.max(1, Math.min(Math.floor(options.nlist), count));
  // About 150,000 multiply-adds per step (a fraction of a millisecond), whatever nlist is.
  const step = options.stepSize ?? Math.max(16, Math.floor(150_000 / (nlist * dim)));
  const iterations = Math.max(1, Math.floor(options.iterations));
  const random = mulberry32(options.seed);
  const centroids = new Float32Array(nlist * dim);
  // Progress in passes over the data (count × dim multiply-adds each), so the bar follows the work (u30j E1):
  // seeding one centroid is one pass, a Lloyd iteration and the final assignment are nlist passes each.
  const total = nlist * (iterations + 2) + 1; // + 1: copying the vectors into their lists is one more pass
  let done = 0;
  const within = (base: number, row: number) => base + Math.floor((nlist * (row + 1)) / count);

  // k-means++ seeding: each next centroid is drawn with probability proportional to its squared
  // distance (2 - 2·cos for unit vectors) from the nearest centroid chosen so far.
  const nearest = new Float64Array(count).fill(Infinity);
  let chosen = Math.floor(random() * count);
  for (let c = 0; c < nlist; c += 1) {
    centroids.set(vectorAt(base, chosen), c * dim);
    const centroid = centroids.subarray(c * dim, (c + 1) * dim);
    let sum = 0;
    for (let row = 0; row < count; row += 1) {
      const d = Math.max(0, 2 - 2 * dotAt(data, row, centroid, dim));
      if (d < nearest[row]) nearest[row] = d;
      sum += nearest[row];
    }
    let target = random() * sum;
    chosen = count - 1;
    for (let row = 0; row < count; row += 1) {
      target -= nearest[row];
      if (target <= 0) {
        chosen = row;
        break;
      }
    }
    done += 1;
    yield {phase: 'Seeding centroids (k-means++)', done, total};
  }

  const assignment = new Int32Array(count);
  const sums = new Float64Array(nlist * dim);
  const sizes = new Int32Array(nlist);
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    sums.fill(0);
    sizes.fill(0);
    for (let row = 0; row < count; row += 1) {
      const c = nearestCentroid(centroids, nlist, data, row, dim);
      assignment[row] = c;
      sizes[c] += 1;
      const so = c * dim;
      const ro = row * dim;
      for (let i = 0; i < dim; i += 1) sums[so + i] += data[ro + i];
      if (row % step === step - 1) yield {phase: `k-means iteration ${iteration + 1} of ${iterations}`, done: within(done, row), total};
    }
    for (let c = 0; c < nlist; c += 1) {
      const centroid = centroids.subarray(c * dim, (c + 1) * dim);
      if (sizes[c] === 0) {
        // An empty cell restarts from a random vector.
        centroid.set(vectorAt(base, Math.floor(random() * count)));
        continue;
      }
      for (let i = 0; i < dim; i += 1) centroid[i] = sums[c * dim + i];
      normalize(centroid);
    }
    done += nlist;
    yield {phase: `k-means iteration ${iteration + 1} of ${iterations}`, done, total};
  }

  // Final assignment with the final centroids, then the inverted lists.
  sizes.fill(0);
  for (let row = 0; row < count; row += 1) {
    const c = nearestCentroid(centroids, nlist, data, row, dim);
    assignment[row] = c;
    sizes[c] += 1;
    if (row % step === step - 1) yield {phase: 'Filling inverted lists', done: within(done, row), total};
  }
  const listStart = new Int32Array(nlist + 1);
  for (let c = 0; c < nlist; c += 1) listStart[c + 1] = listStart[c] + sizes[c];
  const fill = listStart.slice(0, nlist);
  const ids = new Int32Array(count);
  const vectors = new Float32Array(count * dim);
  done += nlist;
  yield {phase: 'Filling inverted lists', done, total};
  for (let row = 0; row < count; row += 1) {
    const position = fill[assignment[row]];
    fill[assignment[row]] += 1;
    ids[position] = row;
    vectors.set(vectorAt(base, row), position * dim);
  }
  done += 1;
  yield {phase: 'Index ready', done, total};
  return {nlist, dim, centroids, listStart, ids, vectors};
}

/** Runs a generator to completion synchronously (tests, scripts). */
export function runToEnd<T>(generator: Generator<unknown, T, void>): T {
  for (;;) {
    const step = generator.next();
    if (step.done) return step.value;
  }
}

/** Searches the `nprobe` cells whose centroids are closest to the query. */
export function ivfSearch(index: IvfIndex, query: Float32Array, k: number, nprobe: number): SearchResult {
  const {nlist, dim, centroids, listStart, ids, vectors} = index;
  const probes = Math.max(1, Math.min(Math.floor(nprobe), nlist));
  const cells = new TopK(probes);
  for (let c = 0; c < nlist; c += 1) {
    const score = dotAt(centroids, c, query, dim);
    if (score > cells.threshold) cells.push(c, score);
  }
  let comparisons = nlist;
  const top = new TopK(k);
  for (const cell of cells.result()) {
    for (let position = listStart[cell]; position < listStart[cell + 1]; position += 1) {
      const score = dotAt(vectors, position, query, dim);
      if (score > top.threshold) top.push(ids[position], score);
    }
    comparisons += listStart[cell + 1] - listStart[cell];
  }
  return {ids: top.result(), comparisons};
}

/** Share of the true top-k that the approximate result contains. */
export function recallAt(truth: readonly number[], found: readonly number[]): number {
  if (truth.length === 0) return 1;
  const wanted = new Set(truth);
  let hits = 0;
  for (const id of found) if (wanted.has(id)) hits += 1;
  return hits / truth.length;
}

export type BatchStats = {
  results: number[][];
  /** Mean vectors compared per query. */
  comparisons: number;
  /** Total milliseconds of search work for the batch (yields excluded). */
  milliseconds: number;
};

/**
 * Runs one search function over a batch of queries, `groupSize` queries per step, timing only
 * the search work. Yields progress between groups.
 */
export function* searchBatch(
  queries: VectorSet,
  search: (query: Float32Array) => SearchResult,
  phase: string,
  groupSize = 25,
  now: () => number = () => performance.now(),
): Generator<Progress, BatchStats, void> {
  const results: number[][] = [];
  let comparisons = 0;
  let milliseconds = 0;
  for (let start = 0; start < queries.count; start += groupSize) {
    const end = Math.min(start + groupSize, queries.count);
    const t0 = now();
    for (let q = start; q < end; q += 1) {
      const result = search(vectorAt(queries, q));
      results.push(result.ids);
      comparisons += result.comparisons;
    }
    milliseconds += now() - t0;
    yield {phase, done: end, total: queries.count};
  }
  return {results, comparisons: queries.count === 0 ? 0 : comparisons / queries.count, milliseconds};
}

/** Timed batches of a comparison: runs, warm-up queries. */
export const TIMED_RUNS = 3;
export const WARMUP_QUERIES = 25;

export type TimedBatchStats = BatchStats & {
  /** Milliseconds of each timed run; `milliseconds` is their median. */
  runMilliseconds: number[];
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `searchBatch` for a fair timing: first an untimed warm-up over the first `warmup` queries (the
 * first calls of a search function run cold, before the JavaScript engine has optimized it, which
 * once made exact search look 9× slower than IVF for 1.3× more work), then `runs` timed passes over
 * all queries, reporting the median time. Results and comparison counts are those of the first pass
 * (every pass returns the same).
 */
export function* timedSearchBatch(
  queries: VectorSet,
  search: (query: Float32Array) => SearchResult,
  phase: string,
  {runs = TIMED_RUNS, warmup = WARMUP_QUERIES, groupSize = 25, now = () => performance.now()}: {runs?: number; warmup?: number; groupSize?: number; now?: () => number} = {},
): Generator<Progress, TimedBatchStats, void> {
  const total = queries.count * Math.max(1, runs);
  for (let q = 0; q < Math.min(warmup, queries.count); q += 1) search(vectorAt(queries, q));
  yield {phase: `${phase} (warm-up)`, done: 0, total};
  let first: BatchStats | null = null;
  const runMilliseconds: number[] = [];
  for (let r = 0; r < Math.max(1, runs); r += 1) {
    const batch = searchBatch(queries, search, phase, groupSize, now);
    let step = batch.next();
    while (!step.done) {
      yield {phase, done: r * queries.count + step.value.done, total};
      step = batch.next();
    }
    first ??= step.value;
    runMilliseconds.push(step.value.milliseconds);
  }
  return {...first!, milliseconds: median(runMilliseconds), runMilliseconds};
}

/** Runs of the interleaved comparison (timedComparison): an odd number, so the median is one measured run. */
export const COMPARED_RUNS = 5;

/**
 * Exact and IVF search timed under the same conditions: the same untimed warm-up for both (`warmup`
 * queries each), then `runs` rounds in which each search answers every query once, the order
 * alternating from round to round (exact first, then IVF first), so neither always runs on a cooler or
 * busier moment. Each side reports the median of its runs. Timing one search now and the other later,
 * as separate batches, once showed IVF at nprobe = nlist (the same work as brute force) 3–4× slower.
 */
export function* timedComparison(
  queries: VectorSet,
  exact: (query: Float32Array) => SearchResult,
  ivf: (query: Float32Array) => SearchResult,
  {runs = COMPARED_RUNS, warmup = WARMUP_QUERIES, groupSize = 25, now = () => performance.now()}: {runs?: number; warmup?: number; groupSize?: number; now?: () => number} = {},
): Generator<Progress, {exact: TimedBatchStats; ivf: TimedBatchStats}, void> {
  const rounds = Math.max(1, runs);
  const total = queries.count * rounds * 2;
  for (let q = 0; q < Math.min(warmup, queries.count); q += 1) {
    exact(vectorAt(queries, q));
    ivf(vectorAt(queries, q));
  }
  yield {phase: 'Warm-up (exact and IVF)', done: 0, total};
  const sides = {exact: {search: exact, first: null as BatchStats | null, runs: [] as number[]}, ivf: {search: ivf, first: null as BatchStats | null, runs: [] as number[]}};
  let done = 0;
  for (let r = 0; r < rounds; r += 1) {
    const order = r % 2 === 0 ? (['exact', 'ivf'] as const) : (['ivf', 'exact'] as const);
    for (const name of order) {
      const side = sides[name];
      const batch = searchBatch(queries, side.search, name === 'exact' ? 'Exact search' : 'IVF search', groupSize, now);
      let step = batch.next();
      while (!step.done) {
        yield {phase: `${name === 'exact' ? 'Exact' : 'IVF'} search, run ${r + 1} of ${rounds}`, done: done + step.value.done, total};
        step = batch.next();
      }
      done += queries.count;
      side.first ??= step.value;
      side.runs.push(step.value.milliseconds);
    }
  }
  const stats = (side: (typeof sides)['exact']): TimedBatchStats => ({...side.first!, milliseconds: median(side.runs), runMilliseconds: side.runs});
  return {exact: stats(sides.exact), ivf: stats(sides.ivf)};
}

/** Mean recall@k of a batch against the exact results. */
export function meanRecall(truth: readonly number[][], found: readonly number[][]): number {
  if (truth.length === 0) return 1;
  let sum = 0;
  for (let q = 0; q < truth.length; q += 1) sum += recallAt(truth[q], found[q] ?? []);
  return sum / truth.length;
}
