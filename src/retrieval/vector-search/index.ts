/**
 * Vector search for unit vectors: seeded random data (random.ts), vector sets (vectors.ts), a
 * top-k heap (topk.ts), exact k-NN and an IVF index (search.ts) and a frame-budget scheduler
 * (scheduler.ts). Part of src/retrieval: imported by the similarity explorer (src/learning-tools),
 * and open to demos and components; imports nothing outside src/retrieval.
 */
export * from './random';
export * from './vectors';
export * from './topk';
export * from './search';
export * from './scheduler';

/** Defaults of the similarity-search explorer. */
export const EXPLORER_DEFAULTS = {
  count: 4000,
  dim: 32,
  clusters: 100,
  seed: 20261121,
  queryCount: 200,
  k: 10,
  nlist: 64,
  nprobe: 8,
  iterations: 10,
} as const;
