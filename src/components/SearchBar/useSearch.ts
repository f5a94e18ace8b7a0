import {useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isAbort, loadIndex, runSearch, type SearchOutcome} from '@site/src/retrieval/site-search/searchCore';
import {keepUnchanged} from './results';

/**
 * How long typing must pause before a query fetches its result sections (Pagefind's own UI waits
 * 300 ms too). Ranked results show at once after every keystroke, from the shards alone; a
 * shorter pause fetched sections for half-typed words, as a reader types between 90 and 260 ms
 * a key (scripts/bench-search-browser.mts).
 */
export const TYPING_PAUSE_MS = 300;

/**
 * The pause after a space: the reader is between words and usually goes on (a reader pauses
 * 220–480 ms between words in scripts/bench-search-browser.mts), so the sections of a half-typed
 * query are not fetched for nothing.
 */
export const WORD_PAUSE_MS = 700;

/**
 * How long after its draft is drawn a query waits for its full answer (and its section texts): a
 * word pause after a space, the typing pause after a finished word, twice that after an index word
 * that longer ones start with ("employ", on the way to "employees"), which under load was often
 * followed by its next letter only after one typing pause and fetched its sections for nothing.
 */
export function fullAnswerPause(query: string, draft: SearchOutcome | undefined, keyGap = READER_KEY_GAP_MS): number {
  const pause = /\s$/.test(query) ? WORD_PAUSE_MS : draft?.mayContinue ? 2 * TYPING_PAUSE_MS : TYPING_PAUSE_MS;
  // A reader who types slower (or whose keys reach the page later, on a starved CPU) gets pauses
  // stretched alike: otherwise the pause runs out between their keys and fetches sections for
  // half-typed words.
  return Math.round(pause * Math.max(1, keyGap / READER_KEY_GAP_MS));
}

/**
 * The gap between two keys of a word that the pauses above are set for (ms): the middle of a
 * reader's 90–260 ms in scripts/bench-search-browser.mts.
 */
export const READER_KEY_GAP_MS = 175;

/** Gaps longer than this are pauses, not typing, and do not count in the reader's pace (ms). */
const LONGEST_KEY_GAP_MS = 1500;

/**
 * The reader's pace: the median gap between the last few keys that followed each other within
 * LONGEST_KEY_GAP_MS, or READER_KEY_GAP_MS before there are three such gaps. `times` are the
 * moments the query changed (ms, oldest first).
 */
export function typicalKeyGap(times: readonly number[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < times.length; i += 1) {
    const gap = times[i]! - times[i - 1]!;
    if (gap > 0 && gap <= LONGEST_KEY_GAP_MS) gaps.push(gap);
  }
  if (gaps.length < 3) return READER_KEY_GAP_MS;
  const recent = gaps.slice(-7).sort((a, b) => a - b);
  return recent[Math.floor(recent.length / 2)]!;
}

/** `scheduler.yield` (Chromium 129+): hands the thread to pending input, then resumes ahead of other tasks. */
type YieldingScheduler = {readonly yield?: () => Promise<void>};

/**
 * Lets the browser handle input between two excerpts of a full answer: `scheduler.yield` where
 * there is one (the rest of the answer is not queued behind other timers and tasks of a busy
 * page), a macrotask otherwise.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as {scheduler?: YieldingScheduler}).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/**
 * A layout effect in the browser (none runs on the server): the draft of a keystroke is ranked in
 * the task that handled the key and drawn in the same frame, instead of after the next frame
 * (when Preact runs plain effects), which under a busy CPU cost a whole frame or more. Ranking it
 * in a task of its own (scheduler.postTask, cancelled by the next key) was measured and left out:
 * p50 rose from 18–23 to 36–41 ms (a frame between the two tasks) and the worst waits did not drop.
 */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** What the reader sees when the index (or a part of it) could not be fetched. */
export const INDEX_UNAVAILABLE = 'Search could not load. Check your connection and try again.';

export type SearchState = {
  readonly outcome: SearchOutcome | null;
  readonly loading: boolean;
  readonly error: string | null;
};

export type SearchResult = SearchState & {
  /** Fetch the index again (after an error) and rerun the current query. */
  readonly retry: () => void;
};

/**
 * Runs `query` against the search index (loaded on first call) and keeps the latest answer;
 * work for an earlier keystroke is aborted when the query changes (its answer never renders, it
 * fetches no sections and builds no excerpts). Each keystroke shows a draft at once (ranked
 * pages, descriptions as excerpts); after a pause in typing the full answer replaces it (the
 * sections that answer the query, excerpts cut from them), and only then is the count announced.
 */
export function useSearch(query: string, limit: number): SearchResult {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<SearchState>({outcome: null, loading: false, error: null});
  // A failed page-list fetch shows at once, not only after the first keystroke.
  const [indexFailed, setIndexFailed] = useState(false);
  // Bumped by retry(): reruns both effects (loadIndex forgets a failed fetch, so it fetches again).
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  // When the query changed, the last few times: the reader's pace (typicalKeyGap).
  const keyTimes = useRef<number[]>([]);

  // Start fetching the page list as soon as the search UI exists, before the first keystroke.
  useEffect(() => {
    let live = true;
    loadIndex(siteConfig.baseUrl).then(
      () => live && setIndexFailed(false),
      () => live && setIndexFailed(true),
    );
    return () => {
      live = false;
    };
  }, [siteConfig.baseUrl, attempt]);

  useBrowserLayoutEffect(() => {
    const ticket = ++latest.current;
    const times = keyTimes.current;
    times.push(performance.now());
    if (times.length > 8) times.shift();
    const controller = new AbortController();
    const {signal} = controller;
    if (!query.trim()) {
      setState({outcome: null, loading: false, error: null});
      return undefined;
    }
    // Already searching: the same state, so the keystroke does not render the list again.
    setState((previous) => (previous.loading && !previous.error ? previous : {...previous, loading: true, error: null}));
    // A draft at once: ranked pages with their descriptions (no section texts fetched), shown while
    // the query is still settling; errors are left to the full run. Its ranking yields once it
    // runs past SLICE_BUDGET_MS (the earlier words' scores are cached, only the word being typed is
    // new): what is on screen stays until it is done, and the next key aborts it.
    const draft = loadIndex(siteConfig.baseUrl)
      .then((index) => runSearch(index, query, limit, {draft: true, signal, yieldToMain}))
      .then(
        (outcome): SearchOutcome => {
          // A draft without results (a word still being typed) keeps what is on screen.
          // Rows equal to those on screen are kept as they are (not drawn again), and a draft equal
          // to what is shown renders nothing.
          if (ticket === latest.current && outcome.hits.length)
            setState((previous) => {
              if (!previous.loading) return previous;
              const next = keepUnchanged(previous.outcome, outcome);
              return next === previous.outcome && !previous.error ? previous : {outcome: next, loading: true, error: null};
            });
          return outcome;
        },
        () => undefined,
      );
    // Wait for a pause in typing, counted from when the draft is drawn (not from the key), so each
    // keystroke does not fetch its own excerpts: on a starved CPU the draft comes late, and a pause
    // counted from the key ran out before the reader's next key arrived, fetching the sections of
    // half-typed words (scripts/bench-search-browser.mts with --hog 2).
    let timer: ReturnType<typeof setTimeout> | undefined;
    void draft.then((drafted) => {
      if (signal.aborted) return;
      timer = setTimeout(() => {
        loadIndex(siteConfig.baseUrl)
          .then((index) => runSearch(index, query, limit, {signal, yieldToMain}))
          .then((outcome) => {
            if (ticket === latest.current) setState((previous) => ({outcome: keepUnchanged(previous.outcome, outcome), loading: false, error: null}));
          })
          .catch((error: unknown) => {
            if (ticket === latest.current && !isAbort(error))
              setState({outcome: null, loading: false, error: INDEX_UNAVAILABLE});
          });
      }, fullAnswerPause(query, drafted, typicalKeyGap(times)));
    });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, limit, siteConfig.baseUrl, attempt]);

  const retry = useCallback(() => {
    setIndexFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  const error = state.error ?? (indexFailed && !state.loading && !state.outcome ? INDEX_UNAVAILABLE : null);
  return {...state, error, retry};
}
