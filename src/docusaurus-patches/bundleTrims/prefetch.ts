/**
 * Replaces @docusaurus/core's client prefetch helper (see ./index.ts). Docusaurus prefetches the
 * route chunks of every link that scrolls into view. Right after hydration that is every link on
 * screen at once, one <link rel="prefetch"> per chunk appended to <head>, all in one task: ~15 ms
 * on /services/packages here, 60+ ms on a throttled phone, counted as blocking time. Same requests
 * in the same order, appended in slices of at most 4 ms while the browser is idle.
 *
 * Prefetching is a guess at the next page, so it also waits while the reader is busy with this one:
 * a modal dialog is open (the search dialog: the links behind it are not where the reader is going),
 * or a key was pressed or a pointer went down in the last READER_BUSY_MS. The search shortcut wakes
 * the navbar (src/components/HydrationGate `wake`), whose links then came into view at once: ~98 KB
 * of route chunks were fetched while the first query was typed, more than the search itself
 * (issue 27; scripts/bench-search-browser.mts). They are fetched once the dialog has closed.
 */
const SLICE_MS = 4;
/** How long after a key or a pointer press prefetching waits (ms): a tap or the search shortcut opens the dialog within it. */
export const READER_BUSY_MS = 2000;
let lastInput = -Infinity;
// On window, in the capture phase: before HydrationGate's wake listener keeps the shortcut from the page.
if (typeof window !== 'undefined')
  for (const type of ['keydown', 'pointerdown'])
    window.addEventListener(type, () => (lastInput = performance.now()), {capture: true, passive: true});

/** Work waiting for an idle slice while the reader is not busy, in order: prefetch requests and `inIdleSlices` work. */
const queue: Array<() => void> = [];
let scheduled = false;

/** The one busy check: a slice runs nothing while the reader is busy (see above), and looks again in 500 ms. */
function flush(): void {
  scheduled = false;
  if (performance.now() - lastInput < READER_BUSY_MS || document.querySelector('[aria-modal="true"]')) {
    scheduled = true;
    setTimeout(flush, 500);
    return;
  }
  const end = performance.now() + SLICE_MS;
  while (queue.length > 0 && performance.now() < end) queue.shift()!();
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, {timeout: 2000});
  else setTimeout(flush, 50);
}

/**
 * Runs `work` in the same idle slices, after what is queued, never while the reader is busy: the
 * route tables' request a first prefetch makes, then its route matching once they are in
 * (../routeChunks/docusaurus.ts: for every link on screen at once it was one task of 100–300 ms
 * at 4× CPU on a busy machine). Resolves with its result (a promise's, for a promise).
 */
export function inIdleSlices<T>(work: () => T | PromiseLike<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    queue.push(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    });
    schedule();
  });
}

/**
 * As the original: <link rel="prefetch">, or a plain request where browsers lack it (Safari).
 * Resolves when the chunk is fetched or failed (404s show in the console).
 */
export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return inIdleSlices(
    () =>
      new Promise<void>((done) => {
        const link = document.createElement('link');
        let linkPrefetch = false;
        try {
          linkPrefetch = link.relList.supports('prefetch');
        } catch {}
        if (linkPrefetch) {
          link.rel = 'prefetch';
          link.href = url;
          link.onload = link.onerror = () => done();
          document.head.appendChild(link);
          return;
        }
        const xhr = new XMLHttpRequest();
        xhr.open('GET', url, true);
        xhr.withCredentials = true;
        xhr.onloadend = () => done();
        xhr.send(null);
      }),
  );
}
