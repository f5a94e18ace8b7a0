/**
 * Parts that wait for the reader (HydrationGate `wake`): on the first load they do not hydrate
 * at all until the reader turns to them. Until then their server DOM stays as it is, their
 * links reach the router through the delegated listener of static parts
 * (src/docusaurus-patches/islands), and a tap on one of their controls is kept by the page
 * shell's tap keeper (src/docusaurus-patches/paintFirst/tapReplay.ts), which asks for the part
 * (`<html data-parts-wanted>`) and replays the tap once the part is live.
 *
 * `<html data-parts-waiting>` lists the parts that waited on this page (the tap keeper replays
 * their taps only once they are live, `data-parts-live`); each part's element is
 * `[data-lazy-part="<name>"]` (a `display: contents` wrapper the server renders too).
 */

import {whenHydrated} from './queue';

/** What else, besides a pointer, focus or key inside the part, wakes it. */
export type Wake = {
  /** The page's first scroll (the table of contents highlights the heading in view). */
  readonly scroll?: boolean;
  /**
   * A key pressed anywhere that this part answers (the search shortcut): kept from the page and
   * dispatched again, once, to where it was pressed when the part is live.
   */
  readonly key?: (event: KeyboardEvent) => boolean;
  /**
   * Below the navbar breakpoint the part also wakes with this one (the doc and blog sidebars
   * fill the mobile menu, which the navbar opens).
   */
  readonly narrowWith?: string;
  /**
   * Checked once on the first load: when true, the part also wakes by itself once the page's
   * first hydration is over and the browser is idle (it has something to show without the reader:
   * a restored draft, a prefill from the URL), in a task of its own.
   */
  readonly idle?: () => boolean;
};

/** Docusaurus' desktop breakpoint (theme-common `useWindowSize`): below it the navbar shows the menu button. */
export const NARROW = '(max-width: 996px)';

/** Events inside a part that wake it: a tap starting, focus arriving (Tab, a screen reader), a key. */
export const WAKE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const WAITING = 'data-parts-waiting';
const WANTED = 'data-parts-wanted';

export function listOf(root: Element, attribute: string): string[] {
  return (root.getAttribute(attribute) ?? '').split(' ').filter(Boolean);
}

function addTo(root: Element, attribute: string, name: string): void {
  const names = new Set(listOf(root, attribute));
  names.add(name);
  root.setAttribute(attribute, [...names].join(' '));
}

/**
 * The part no longer waits: a page reached by client-side navigation renders it in full (its
 * taps need no keeping), or the waiting one left the page.
 */
export function notWaiting(name: string, root: Element = document.documentElement): void {
  const names = listOf(root, WAITING).filter((n) => n !== name);
  if (names.length) root.setAttribute(WAITING, names.join(' '));
  else root.removeAttribute(WAITING);
  wakers.delete(name);
}

/** The part's server element, if the page has one. */
export function partElement(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-lazy-part="${name}"]`);
}

/** Wakers of the parts waiting on this page, by name, and the followers of each (`narrowWith`). */
const wakers = new Map<string, () => void>();
const followers = new Map<string, Set<string>>();

/**
 * Whether a part waits for the reader: decided once, while the page's first hydration runs, from
 * its server DOM. It does not when the reader already turned to it (a kept tap asked for it,
 * focus is inside it) or, for a follower on a narrow screen, when the part it follows did not wait.
 */
export function shouldWait(name: string, wake: Wake, root: Element = document.documentElement): boolean {
  const element = partElement(name);
  if (!element) return false;
  if (listOf(root, WANTED).includes(name)) return false;
  if (document.activeElement && element.contains(document.activeElement)) return false;
  if (wake.narrowWith && window.matchMedia(NARROW).matches && !wakers.has(wake.narrowWith)) return false;
  return true;
}

export type Waiting = {
  /** Resolves in the task in which the part's gate opens (it then hydrates). */
  readonly promise: Promise<void>;
  opened: boolean;
  /** Wakes the part now (once). */
  readonly now: () => void;
  /** Starts listening for the reader; returns the removal. */
  readonly listen: () => () => void;
  /** Runs once the part is live (HydrationGate's `live`). */
  readonly whenLive: (task: () => void) => void;
  readonly live: () => void;
};

/**
 * A part that waits: `open(name)` asks the gate queue for it and resolves when its gate opens.
 * Registers the part in `<html data-parts-waiting>` at once (the tap keeper reads it).
 */
export function waitForReader(name: string, wake: Wake, open: () => Promise<void>, root: Element = document.documentElement): Waiting {
  addTo(root, WAITING, name);
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  let started = false;
  let isLive = false;
  const onLive: Array<() => void> = [];
  const waiting: Waiting = {
    promise,
    opened: false,
    now() {
      if (started) return;
      started = true;
      wakers.delete(name);
      void open().then(() => {
        waiting.opened = true;
        resolve();
      });
      // Followers hydrate after this part (its tap is replayed first); on a wide screen they
      // have nothing to add to it.
      if (window.matchMedia(NARROW).matches) for (const follower of followers.get(name) ?? []) wakers.get(follower)?.();
    },
    whenLive(task) {
      if (isLive) task();
      else onLive.push(task);
    },
    live() {
      isLive = true;
      for (const task of onLive.splice(0)) task();
    },
    listen() {
      if (started) return () => undefined;
      const element = partElement(name);
      const removals: Array<() => void> = [];
      const on = (target: EventTarget, type: string, listener: (event: Event) => void, options: AddEventListenerOptions): void => {
        target.addEventListener(type, listener, options);
        removals.push(() => target.removeEventListener(type, listener, options));
      };
      const stop = (): void => {
        for (const remove of removals.splice(0)) remove();
      };
      const wakeNow = (): void => {
        stop();
        waiting.now();
      };
      if (element) for (const type of WAKE_EVENTS) on(element, type, wakeNow, {capture: true, passive: true});
      if (wake.scroll) on(window, 'scroll', wakeNow, {passive: true});
      if (wake.idle?.()) {
        let cancelled = false;
        removals.push(() => (cancelled = true));
        whenHydrated(root, () => {
          const run = (): void => {
            if (!cancelled) wakeNow();
          };
          if (typeof requestIdleCallback === 'function') requestIdleCallback(run, {timeout: 1000});
          else setTimeout(run, 200);
        });
      }
      if (wake.key) {
        const test = wake.key;
        on(
          document,
          'keydown',
          (event) => {
            const key = event as KeyboardEvent;
            if (!test(key)) return;
            // The part answers this key once it is live: keep it from the page until then.
            key.preventDefault();
            key.stopImmediatePropagation();
            const {target} = key;
            const init: KeyboardEventInit = {key: key.key, code: key.code, ctrlKey: key.ctrlKey, metaKey: key.metaKey, altKey: key.altKey, shiftKey: key.shiftKey, bubbles: true, cancelable: true};
            waiting.whenLive(() => (target instanceof Node && target.isConnected ? target : document).dispatchEvent(new KeyboardEvent('keydown', init)));
            wakeNow();
          },
          {capture: true},
        );
      }
      // A tap the page shell's keeper holds for one of the part's controls asks for it.
      const observer = new MutationObserver(() => {
        if (listOf(root, WANTED).includes(name)) wakeNow();
      });
      observer.observe(root, {attributes: true, attributeFilter: [WANTED]});
      removals.push(() => observer.disconnect());
      if (listOf(root, WANTED).includes(name) || (element && document.activeElement && element.contains(document.activeElement))) wakeNow();
      return stop;
    },
  };
  wakers.set(name, waiting.now);
  if (wake.narrowWith) {
    const set = followers.get(wake.narrowWith) ?? new Set<string>();
    set.add(name);
    followers.set(wake.narrowWith, set);
  }
  return waiting;
}
