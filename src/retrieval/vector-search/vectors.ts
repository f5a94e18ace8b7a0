/** Flat Float32Array vector sets and the distance functions the explorer uses. */
import {gaussian, mulberry32} from './random';

/** `count` vectors of `dim` numbers stored row after row in one Float32Array. */
export type VectorSet = {data: Float32Array; count: number; dim: number};

export function vectorAt(set: VectorSet, index: number): Float32Array {
  return set.data.subarray(index * set.dim, (index + 1) * set.dim);
}

/** Scales a vector in place to length 1 (a zero vector stays zero). */
export function normalize(vector: Float32Array): void {
  let sum = 0;
  for (let i = 0; i < vector.length; i += 1) sum += vector[i] * vector[i];
  const norm = Math.sqrt(sum);
  if (norm === 0) return;
  for (let i = 0; i < vector.length; i += 1) vector[i] /= norm;
}

/** Dot product of row `row` of `data` (dimension `dim`) with `query`. */
export function dotAt(data: Float32Array, row: number, query: Float32Array, dim: number): number {
  let sum = 0;
  const offset = row * dim;
  for (let i = 0; i < dim; i += 1) sum += data[offset + i] * query[i];
  return sum;
}

export type DatasetOptions = {
  count: number;
  dim: number;
  clusters: number;
  seed: number;
};

export type Dataset = {base: VectorSet; queries: VectorSet; centers: VectorSet};

/**
 * Clustered Gaussian data on the unit sphere, a rough stand-in for embeddings of documents on a
 * handful of topics: random unit cluster centres, each point a centre plus Gaussian noise (spread
 * varies per cluster, cluster sizes vary), then normalised. Queries come from the same
 * distribution but a separate random stream.
 */
export function generateDataset(options: DatasetOptions & {queryCount: number}): Dataset {
  const steps = generateDatasetSteps(options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The same as `generateDataset`, as a generator that yields progress every 500 vectors. */
export function* generateDatasetSteps(
  options: DatasetOptions & {queryCount: number},
): Generator<{phase: string; done: number; total: number}, Dataset, void> {
  const {count, dim, clusters, seed, queryCount} = options;
  const uniform = mulberry32(seed);
  const normal = gaussian(uniform);
  const centers: VectorSet = {data: new Float32Array(clusters * dim), count: clusters, dim};
  const spreads = new Float32Array(clusters);
  const weights = new Float64Array(clusters);
  let weightSum = 0;
  for (let c = 0; c < clusters; c += 1) {
    const center = vectorAt(centers, c);
    for (let i = 0; i < dim; i += 1) center[i] = normal();
    normalize(center);
    // Per-dimension noise; the noise vector's length is 0.72–1.44, comparable to the centre's length 1.
    spreads[c] = (0.72 + 0.72 * uniform()) / Math.sqrt(dim);
    weights[c] = 0.5 + uniform();
    weightSum += weights[c];
  }
  const pick = (u: number): number => {
    let acc = 0;
    for (let c = 0; c < clusters; c += 1) {
      acc += weights[c] / weightSum;
      if (u < acc) return c;
    }
    return clusters - 1;
  };
  const total = count + queryCount;
  let done = 0;
  function* sample(set: VectorSet, draw: () => number, normalDraw: () => number) {
    for (let n = 0; n < set.count; n += 1) {
      const c = pick(draw());
      const row = vectorAt(set, n);
      const center = vectorAt(centers, c);
      for (let i = 0; i < dim; i += 1) row[i] = center[i] + spreads[c] * normalDraw();
      normalize(row);
      done += 1;
      if (done % 500 === 0) yield {phase: 'Generating vectors', done, total};
    }
  }
  const base: VectorSet = {data: new Float32Array(count * dim), count, dim};
  yield* sample(base, uniform, normal);
  const queryUniform = mulberry32(seed ^ 0x9e3779b9);
  const queries: VectorSet = {data: new Float32Array(queryCount * dim), count: queryCount, dim};
  yield* sample(queries, queryUniform, gaussian(queryUniform));
  return {base, queries, centers};
}
