/**
 * When the /search page writes its query into the address bar and tells analytics: not on every
 * keystroke, but once the reader stops typing (a pause of `delay` ms) or submits (Enter). Each
 * settled query is written once and reported once, so neither the URL nor analytics ever sees
 * "c", "ch", "cha"... No React or DOM here; the page supplies `write` and `report`.
 */

/** How long typing must pause before the query counts as settled. */
export const SETTLE_MS = 500;

export type QuerySyncOptions = {
  readonly delay?: number;
  /** Put the (trimmed) query in the URL; '' means no query. */
  readonly write: (query: string) => void;
  /** Tell analytics about a settled, non-empty query. */
  readonly report: (query: string) => void;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
};

export type QuerySync = {
  /** The query the page arrived with (from ?q=): already in the URL, not written or reported again. */
  arrive: (query: string) => void;
  /** The reader typed: (re)start the pause. */
  change: (query: string) => void;
  /** The reader pressed Enter: settle now. */
  submit: (query: string) => void;
  /** The page is going away: drop a pending write (it would land on the next page's URL). */
  cancel: () => void;
};

export function createQuerySync({
  delay = SETTLE_MS,
  write,
  report,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: QuerySyncOptions): QuerySync {
  let committed = '';
  let timer: unknown = null;

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const commit = (query: string) => {
    cancel();
    const settled = query.trim();
    if (settled === committed) return;
    committed = settled;
    write(settled);
    if (settled) report(settled);
  };

  return {
    arrive: (query) => {
      cancel();
      committed = query.trim();
    },
    change: (query) => {
      cancel();
      timer = setTimer(() => {
        timer = null;
        commit(query);
      }, delay);
    },
    submit: commit,
    cancel,
  };
}

/** The address of the search page for a query: `/search?q=...`, or just the path when empty. Keeps the hash. */
export function searchPageUrl(pathname: string, query: string, hash = ''): string {
  const trimmed = query.trim();
  return `${pathname}${trimmed ? `?q=${encodeURIComponent(trimmed)}` : ''}${hash}`;
}
