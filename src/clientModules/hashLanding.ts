/**
 * A link to a place on another page (`/docs/…#a-heading`) lands on that place (issue 28, u29u C1).
 * Docusaurus scrolls to the hash once, in the layout effect of the route change; on Preact a doc's
 * article renders in a task of its own, and a page's deferred parts (a learning tool, a demo) lay
 * out later, so the heading could be missing then (the page stayed at the top) or move after the
 * scroll. For a few seconds after a navigation with a hash this brings the heading back into view
 * whenever it appears or moves, and stops at once when the reader scrolls, taps or presses a key.
 * The heading's own `scroll-margin-top` (src/css/custom.css) keeps it below the sticky navbar.
 */
type Where = {pathname: string; hash: string};

/** How long after a navigation the place is held, and how many still frames end it sooner. */
const HOLD_MS = 4000;
const STILL_FRAMES = 45;
const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Whether this route change goes to a place on a page: a hash on another page, or another hash.
 * On the first load (no previous location) the browser has scrolled; the place is then only held.
 */
export function landsOnHash(location: Where, previous: Where | null): boolean {
  return Boolean(location.hash) && (!previous || previous.pathname !== location.pathname || previous.hash !== location.hash);
}

/** Holds the element with `id` in view while the page lays out; `scrollNow`: bring it into view at once when found. */
export function holdInView(id: string, scrollNow: boolean): () => void {
  let done = false;
  let last: number | null = null;
  let still = 0;
  const started = performance.now();
  const stop = () => {
    done = true;
    for (const type of INPUTS) window.removeEventListener(type, stop, true);
  };
  for (const type of INPUTS) window.addEventListener(type, stop, {capture: true, passive: true});
  const check = () => {
    if (done) return;
    const el = document.getElementById(id);
    if (el) {
      // Where it is on the page (not in the window): a change means the layout moved it.
      const at = el.getBoundingClientRect().top + window.scrollY;
      if (last === null && !scrollNow) last = at;
      if (at !== last) {
        el.scrollIntoView();
        last = at;
        still = 0;
      } else still += 1;
    }
    if (still > STILL_FRAMES || performance.now() - started > HOLD_MS) stop();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  return stop;
}

let current: (() => void) | null = null;

export function onRouteDidUpdate({location, previousLocation}: {location: Where; previousLocation: Where | null}): void {
  if (typeof window === 'undefined' || !landsOnHash(location, previousLocation)) return;
  current?.();
  current = holdInView(decodeURIComponent(location.hash.slice(1)), previousLocation !== null);
}
