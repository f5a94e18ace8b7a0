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
