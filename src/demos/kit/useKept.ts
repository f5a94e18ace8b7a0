/**
 * `useKept`: a demo's work kept in this browser (persist.ts) and brought back after a reload.
 * Reads after mount, so the server HTML and the first client render stay the same; saves a moment
 * after each change, and at once when the page is hidden or unloaded.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {browserStore, forgetKept, loadKept, saveKept, type KeptSpec} from './persist';

export type KeptState<T> = {
  /** Null when keeping is off (Document Q&A inside the Zohlar workspace, which keeps its own documents). */
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
  /** Remove what is kept (and its backup) from this browser. */
  forget: () => void;
};

const SAVE_DELAY_MS = 300;

/**
 * Keep `value` (null: nothing of the reader's to keep, and what was kept is removed) under the spec's
 * key; on mount, hand kept work to `restore`. A null spec keeps nothing and restores nothing.
 */
export function useKept<T>(spec: KeptSpec<T> | null, value: T | null, restore: (data: T) => void): KeptState<T> {
  const [ready, setReady] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<KeptState<T>['unreadable']>(null);
  const last = useRef<string | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    if (!spec) return;
    const loaded = loadKept(spec);
    if (loaded.data !== null) {
      last.current = JSON.stringify(loaded.data);
      setSavedAt(loaded.savedAt);
      setRestored(true);
      restoreRef.current(loaded.data);
    }
    if (loaded.unreadable !== null && loaded.problem) setUnreadable({problem: loaded.problem, raw: loaded.unreadable});
    else if (loaded.problem) setFailure(loaded.problem);
    setReady(true);
  }, [spec]);

  useEffect(() => {
    if (!ready || !spec) return undefined;
    const serialized = value === null ? null : JSON.stringify(value);
    if (serialized === last.current) return undefined;
    const write = () => {
      pending.current = null;
      last.current = serialized;
      if (value === null) {
        forgetKept(spec);
        setSavedAt(null);
        setFailure(null);
        return;
      }
      const outcome = saveKept(spec, value);
      if (outcome.ok) {
        setSavedAt(outcome.savedAt);
        setFailure(null);
      } else {
        setFailure(outcome.message);
      }
    };
    pending.current = write;
    const timer = window.setTimeout(write, SAVE_DELAY_MS);
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
      // A change superseded before its save ran: the next effect writes the newer value.
    };
  }, [ready, value, spec]);

  const forget = useCallback(() => {
    pending.current = null;
    last.current = null;
    if (!spec) return;
    if (forgetKept(spec, browserStore())) {
      setSavedAt(null);
      setRestored(false);
      setUnreadable(null);
      setFailure(null);
    } else {
      setFailure(`The browser did not let the page remove ${spec.what}; clear this site’s data in the browser settings instead.`);
    }
  }, [spec]);

  return {spec, savedAt, restored, failure, unreadable, current: value, forget};
}
