/** Runs generator-based work in short slices so the page stays responsive (no long tasks). */
import type {Progress} from './search';

export class CancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'CancelledError';
  }
}

export type SliceOptions = {
  /** Longest stretch of work between yields to the browser, in milliseconds. */
  budgetMs?: number;
  signal?: {readonly aborted: boolean};
  onProgress?: (progress: Progress) => void;
  /** How to give the event loop a turn; a macrotask by default. */
  yieldToBrowser?: () => Promise<void>;
  now?: () => number;
};

const macrotask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

export type SlicedResult<T> = {
  value: T;
  /** Milliseconds spent working (time given back to the browser excluded). */
  busyMs: number;
  /** Longest single slice of work, in milliseconds. */
  longestSliceMs: number;
};

/** Drives a generator to completion, yielding to the event loop whenever `budgetMs` is used up. */
export async function runSliced<T>(generator: Generator<Progress, T, void>, options: SliceOptions = {}): Promise<SlicedResult<T>> {
  const budget = options.budgetMs ?? 12;
  const now = options.now ?? (() => performance.now());
  const pause = options.yieldToBrowser ?? macrotask;
  let sliceStart = now();
  let busyMs = 0;
  let longestSliceMs = 0;
  const endSlice = () => {
    const slice = now() - sliceStart;
    busyMs += slice;
    longestSliceMs = Math.max(longestSliceMs, slice);
  };
  for (;;) {
    if (options.signal?.aborted) throw new CancelledError();
    const step = generator.next();
    if (step.done) {
      endSlice();
      return {value: step.value, busyMs, longestSliceMs};
    }
    if (now() - sliceStart >= budget) {
      endSlice();
      options.onProgress?.(step.value);
      await pause();
      sliceStart = now();
    }
  }
}
