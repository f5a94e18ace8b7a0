/**
 * `useKept`: a demo's work kept in this browser (persist.ts) and brought back after a reload.
 * Reads after mount, so the server HTML and the first client render stay the same; saves a moment
 * after each change, and at once when the page is hidden or unloaded or the demo unmounts. The storage code and the
 * demo's spec (its kept.ts) load once the page has hydrated and the browser is idle, so they are not
 * part of the page's first load.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import type {KeptSpec} from './persist';

type Persist = typeof import('./persist');
/** Loads a demo's spec: a function that imports the demo's kept.ts and returns its spec. */
export type KeptSpecLoader<T> = () => Promise<KeptSpec<T>>;

export type KeptState<T> = {
  /** Null until loaded, and when keeping is off (Document Q&A inside the Zohlar workspace, which keeps its own documents). */
  spec: KeptSpec<T> | null;
  /** When the work on the page was last kept (ISO), or null when nothing is kept. */
  savedAt: string | null;
  /** True when the page started from work kept earlier. */
  restored: boolean;
  /** Why the latest work is not kept (too large, storage full, refused); null when it is. */
  failure: string | null;
  /** Saved data that could not be read, moved to the backup key, with the reader's message. */
  unreadable: {problem: string; raw: string} | null;
  /** The work now on the page, for "Download a copy". */
  current: T | null;
  /**
   * Remove what is kept (and its backup) from this browser. The work on the page (or, with nothing on the page, what
   * was kept) is offered back (`forgotten`) unless `undo` is false; `reset` says the demo clears the page right after,
   * so the offer is measured against the cleared page.
   */
  forget: (options?: {undo?: boolean; reset?: boolean}) => void;
  /** What "Forget it" removed, offered back until the reader changes something or closes the tab; null when none. */
  forgotten: T | null;
  /** Bring the forgotten work back (through `apply`, else the demo's restore) and keep it again; false when none. */
  undoForget: (apply?: (data: T) => void) => boolean;
  /** Set by Undo, until the next Forget: the forgotten work is back on the page. */
  broughtBack: boolean;
};

const SAVE_DELAY_MS = 300;

/** The session-storage key of what "Forget it" removed (this tab only; a reload right after still offers it). */
export const forgottenKey = (key: string) => `${key}:forgotten`;

function readForgotten<T>(spec: KeptSpec<T>): T | null {
  try {
    const raw = window.sessionStorage.getItem(forgottenKey(spec.key));
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as {v?: unknown; data?: unknown};
    return typeof parsed.v === 'number' ? spec.read(parsed.data, parsed.v) : null;
  } catch {
    return null;
  }
}

function writeForgotten<T>(spec: KeptSpec<T>, data: T | null): void {
  try {
    if (data === null) window.sessionStorage.removeItem(forgottenKey(spec.key));
    else window.sessionStorage.setItem(forgottenKey(spec.key), JSON.stringify({v: spec.version, data}));
  } catch {
    // Too large or blocked: the offer still holds in memory until the page is left.
  }
}

/** True once the app has hydrated and no hydration gate is closed (src/components/HydrationGate). */
function hydrated(): boolean {
  const root = document.documentElement;
  return root.getAttribute('data-has-hydrated') === 'true' && !root.hasAttribute('data-hydration-pending');
}

/**
 * Keep `value` (null: nothing of the reader's to keep, and what was kept is removed) under the
 * loaded spec's key; once loaded, hand kept work to `restore`. A null loader keeps nothing.
 */
/** How long after beforeunload the page as the reader left it is what leaving writes (a reload's pagehide comes sooner). */
const LEAVE_SNAPSHOT_MS = 10_000;

export function useKept<T>(loader: KeptSpecLoader<T> | null, value: T | null, restore: (data: T) => void, cleared?: () => void): KeptState<T> {
  const [spec, setSpec] = useState<KeptSpec<T> | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<KeptState<T>['unreadable']>(null);
  const last = useRef<string | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const clearedRef = useRef(cleared);
  clearedRef.current = cleared;
  const valueRef = useRef(value);
  valueRef.current = value;
  /**
   * The last merged record handed to the page (`to`) and the page's value it replaces (`from`, serialized), until
   * the page shows it. A save or another tab's storage event that comes before the page re-renders still sees
   * `from`; merged as is against the newer base, the other tab's documents would read as removed here and be
   * dropped (u32a F7: "Team notes (2)" lost). Such a `from` stands for `to`, which already holds this tab's changes.
   */
  const shown = useRef<{from: string | null; to: T | null} | null>(null);
  const pageValue = (current: T | null, serialized: string | null): T | null =>
    shown.current !== null && shown.current.from === serialized ? shown.current.to : current;
  /** Show a merged record (spec.merge) on the page: its data, or nothing left. */
  const show = (next: T | null) => {
    if (next === null) clearedRef.current?.();
    else restoreRef.current(next);
  };
  const persist = useRef<Persist | null>(null);
  const [forgotten, setForgottenState] = useState<T | null>(null);
  const forgottenRef = useRef<T | null>(null);
  /** The page's work (serialized) the offer was made against: a change from it drops the offer; undefined: the next value seen. */
  const forgottenBase = useRef<string | null | undefined>(undefined);
  const [broughtBack, setBroughtBack] = useState(false);
  const [resave, setResave] = useState(0);
  /** The save of the loaded spec, for what the page shows when it is left (set by the save effect; null before the spec loads). */
  const saveShown = useRef<((shownValue: T | null, serialized: string | null) => void) | null>(null);
  const specRef = useRef<KeptSpec<T> | null>(null);
  specRef.current = spec;
  const setForgotten = useCallback((data: T | null) => {
    forgottenRef.current = data;
    setForgottenState(data);
    if (specRef.current && !specRef.current.session) writeForgotten(specRef.current, data);
  }, []);

  useEffect(() => {
    if (!loader) return undefined;
    let live = true;
    let handle = 0;
    const start = async () => {
      const [module, loaded] = await Promise.all([import('./persist'), loader()]);
      if (!live) return;
      persist.current = module;
      const outcome = module.loadKept(loaded);
      if (outcome.data !== null) {
        last.current = JSON.stringify(outcome.data);
        setSavedAt(outcome.savedAt);
        setRestored(true);
        restoreRef.current(outcome.data);
      }
      if (outcome.unreadable !== null && outcome.problem) setUnreadable({problem: outcome.problem, raw: outcome.unreadable});
      else if (outcome.problem) setFailure(outcome.problem);
      // "Forget it" just before a reload of this tab: still offered back, until the reader changes something.
      const back = loaded.session ? null : readForgotten(loaded);
      if (back !== null) {
        forgottenRef.current = back;
        forgottenBase.current = outcome.data !== null ? undefined : valueRef.current === null ? null : JSON.stringify(valueRef.current);
        setForgottenState(back);
      }
      setSpec(loaded);
    };
    // Wait for hydration (at most about two seconds, for pages without the flag), then for an idle moment.
    let tries = 0;
    const idle = typeof requestIdleCallback === 'function';
    const tick = () => {
      if (!live) return;
      tries += 1;
      if (hydrated() || tries > 20) void start();
      else handle = idle ? requestIdleCallback(tick, {timeout: 100}) : window.setTimeout(tick, 100);
    };
    handle = idle ? requestIdleCallback(tick, {timeout: 100}) : window.setTimeout(tick, 100);
    return () => {
      live = false;
      if (idle) cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [loader]);

  // The offer of what "Forget it" removed lasts until the reader changes something on the page.
  useEffect(() => {
    if (forgottenRef.current === null) return;
    const serialized = value === null ? null : JSON.stringify(value);
    if (forgottenBase.current === undefined) forgottenBase.current = serialized;
    else if (serialized !== forgottenBase.current) setForgotten(null);
  }, [value, setForgotten]);

  useEffect(() => {
    const module = persist.current;
    if (!spec || !module) return undefined;
    const serialized = value === null ? null : JSON.stringify(value);
    // The page has moved on from the value a merge replaced: that merge is shown (or overtaken by the reader).
    if (shown.current !== null && shown.current.from !== serialized) shown.current = null;
    /** The save of `value`; leaving the page (below) saves what it shows through it, also when this run planned no save. */
    const save = (value: T | null, serialized: string | null) => {
      pending.current = null;
      let next = value;
      /** With `merge`: the record as stored before this save, the base of the next merge if the save fails. */
      let before: string | null = null;
      /** What the browser holds now (a merge spec reads it): what a reload brings back when this save is refused. */
      let held: T | null = null;
      if (spec.merge) {
        // What other tabs saved since this tab last read or wrote the record is kept (Z-8).
        const stored = module.loadKept(spec);
        if (stored.unreadable !== null && stored.problem) setUnreadable({problem: stored.problem, raw: stored.unreadable});
        next = spec.merge(stored.data, pageValue(value, serialized), last.current === null ? null : (JSON.parse(last.current) as T));
        before = stored.data === null ? null : JSON.stringify(stored.data);
        held = stored.data;
      }
      const nextSerialized = next === null ? null : JSON.stringify(next);
      last.current = nextSerialized;
      if (nextSerialized !== serialized) {
        shown.current = {from: serialized, to: next};
        show(next);
      }
      if (next === null) {
        module.forgetKept(spec);
        setSavedAt(null);
        setFailure(null);
        return;
      }
      const outcome = module.saveKept(spec, next, undefined, undefined, held);
      if (outcome.ok) {
        setSavedAt(outcome.savedAt);
        setFailure(null);
      } else {
        // Not written (too large, storage full): the base of the next merge stays what the browser
        // holds, so work kept only on this page (a document over the cap) is never taken for something
        // removed and dropped at the next save or another tab's save (u29p Z-3).
        if (spec.merge) last.current = before;
        setFailure(outcome.message);
      }
    };
    saveShown.current = save;
    if (serialized === last.current) {
      // Back to what is kept before a planned save ran (an answer brought back after a reload passes
      // through an empty moment): that save is dropped, so leaving the page does not write it (u29m F14).
      pending.current = null;
      return undefined;
    }
    const write = () => save(value, serialized);
    pending.current = write;
    const timer = window.setTimeout(write, SAVE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      // A change superseded before its save ran: the next effect writes the newer value.
    };
  }, [spec, value, resave]);

  // Another tab saved the record (a spec with `merge`): its changes join this tab's, and the next
  // save keeps both (Z-8). The `storage` event fires in every other tab of this browser on the same origin.
  useEffect(() => {
    const module = persist.current;
    if (!spec || !module || !spec.merge || spec.session) return undefined;
    const merge = spec.merge;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== spec.key) return;
      const stored = module.loadKept(spec);
      const theirs = stored.data;
      const onPage = valueRef.current;
      const onPageSerialized = onPage === null ? null : JSON.stringify(onPage);
      const next = merge(theirs, pageValue(onPage, onPageSerialized), last.current === null ? null : (JSON.parse(last.current) as T));
      last.current = theirs === null ? null : JSON.stringify(theirs);
      const nextSerialized = next === null ? null : JSON.stringify(next);
      if (nextSerialized !== onPageSerialized) {
        shown.current = {from: onPageSerialized, to: next};
        show(next);
      } else shown.current = null;
      setSavedAt(stored.savedAt);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [spec]);

  // Leaving the page inside the save delay writes what the page shows: on pagehide, when the page is hidden (a phone may
  // close a hidden tab with no pagehide), and when the demo unmounts (a link followed at once: client-side navigation, no
  // pagehide). One set of listeners for the hook's life (s56 u-vwa F8): the save effect used to add and remove its own,
  // and on Preact a re-render runs the pending effects first, so when one kept record's listener set state, the re-render
  // between two listeners removed the next record's listener before the browser called it, and that record was never
  // written (the Virtual Workplace Assistant kept the sample under the reader's title). What is written is the value on
  // the page, not the one whose effect last ran (a keystroke rendered just before the reload was lost). Nothing of the
  // reader's on the page (null) still goes through the planned save only, as before: a page left in the empty moment
  // of a restore (u29m F14) does not remove what is kept.
  useEffect(() => {
    // What the page showed when the reader asked to leave (beforeunload): a change after it is made by the leaving itself
    // (a reload aborts a streaming answer before pagehide, and Document Q&A then shows it as "cut off when the request
    // failed"), so pagehide writes the page as the reader left it (dqa-47r F5). A keystroke before the reload is in it
    // (u-vwa F8). The reader acting again (a key, a tap) means the page stayed (a cancelled or download navigation), and
    // the snapshot is old after a few seconds: then the page as shown is written.
    let asked: {value: T | null; at: number} | null = null;
    const onBeforeunload = () => {
      asked = {value: valueRef.current, at: Date.now()};
    };
    const stayed = () => {
      asked = null;
    };
    const leave = () => {
      const now = asked !== null && Date.now() - asked.at < LEAVE_SNAPSHOT_MS ? asked.value : valueRef.current;
      asked = null;
      const serialized = now === null ? null : JSON.stringify(now);
      if (now === null || !saveShown.current) pending.current?.();
      else if (serialized === last.current) pending.current = null;
      else saveShown.current(now, serialized);
    };
    // After pagehide the page is being left: what it shows from then on is the leaving itself (a reload aborts a
    // streaming answer, and Document Q&A then shows it as "cut off when the request failed"), so the visibilitychange
    // that follows pagehide writes nothing over what pagehide wrote (dqa-47r F5: the answer came back as failed, not as
    // cut off by the reload). A page brought back from the back/forward cache (pageshow) saves again.
    let left = false;
    const onPagehide = () => {
      leave();
      left = true;
    };
    const onPageshow = () => {
      left = false;
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden' && !left) leave();
    };
    window.addEventListener('beforeunload', onBeforeunload);
    window.addEventListener('keydown', stayed, true);
    window.addEventListener('pointerdown', stayed, true);
    window.addEventListener('pagehide', onPagehide);
    window.addEventListener('pageshow', onPageshow);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('beforeunload', onBeforeunload);
      window.removeEventListener('keydown', stayed, true);
      window.removeEventListener('pointerdown', stayed, true);
      window.removeEventListener('pagehide', onPagehide);
      window.removeEventListener('pageshow', onPageshow);
      document.removeEventListener('visibilitychange', hidden);
      if (!left) leave();
    };
  }, []);

  const forget = useCallback((options?: {undo?: boolean; reset?: boolean}) => {
    pending.current = null;
    last.current = null;
    shown.current = null;
    if (!spec || !persist.current) return;
    // What is offered back: the work on the page, or (nothing of the reader's on the page) what was kept.
    const offer = options?.undo === false ? null : (valueRef.current ?? persist.current.loadKept(spec).data);
    if (persist.current.forgetKept(spec)) {
      setSavedAt(null);
      setRestored(false);
      setUnreadable(null);
      setFailure(null);
      setBroughtBack(false);
      if (offer !== null) {
        forgottenBase.current = options?.reset ? undefined : valueRef.current === null ? null : JSON.stringify(valueRef.current);
        setForgotten(offer);
      }
    } else {
      setFailure(`The browser did not let the page remove ${spec.what}; clear this site’s data in the browser settings instead.`);
    }
  }, [spec, setForgotten]);

  const undoForget = useCallback(
    (apply?: (data: T) => void) => {
      const data = forgottenRef.current;
      if (data === null) return false;
      setForgotten(null);
      shown.current = null;
      // Kept again: the next save writes the work brought back, even when the page never changed.
      last.current = null;
      (apply ?? restoreRef.current)(data);
      setBroughtBack(true);
      setResave((n) => n + 1);
      return true;
    },
    [setForgotten],
  );

  return {spec: loader ? spec : null, savedAt, restored, failure, unreadable, current: value, forget, forgotten: loader ? forgotten : null, undoForget, broughtBack};
}
