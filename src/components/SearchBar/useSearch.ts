import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadIndex, runSearch, type SearchOutcome} from '@site/src/retrieval/site-search/searchCore';

/**
 * How long typing must pause before a query fetches its result sections (Pagefind's own UI waits
 * 300 ms). Ranked results show at once after every keystroke, from the shards alone.
 */
const TYPING_PAUSE_MS = 120;

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
 * stale answers to earlier keystrokes are dropped. Each keystroke shows a draft at once (ranked
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

  useEffect(() => {
    const ticket = ++latest.current;
    if (!query.trim()) {
      setState({outcome: null, loading: false, error: null});
      return undefined;
    }
    setState((previous) => ({...previous, loading: true, error: null}));
    // A draft at once: ranked pages with their descriptions (no section texts fetched), shown while
    // the query is still settling; errors are left to the full run.
    loadIndex(siteConfig.baseUrl)
      .then((index) => runSearch(index, query, limit, {draft: true}))
      .then(
        (draft) => {
          // A draft without results (a word still being typed) keeps what is on screen.
          if (ticket === latest.current && draft.hits.length) setState((previous) => (previous.loading ? {outcome: draft, loading: true, error: null} : previous));
        },
        () => undefined,
      );
    // Wait for a pause in typing, so each keystroke does not fetch its own excerpts.
    const timer = setTimeout(() => {
      loadIndex(siteConfig.baseUrl)
        .then((index) => runSearch(index, query, limit))
        .then((outcome) => {
          if (ticket === latest.current) setState({outcome, loading: false, error: null});
        })
        .catch(() => {
          if (ticket === latest.current)
            setState({outcome: null, loading: false, error: INDEX_UNAVAILABLE});
        });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, limit, siteConfig.baseUrl, attempt]);

  const retry = useCallback(() => {
    setIndexFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  const error = state.error ?? (indexFailed && !state.loading && !state.outcome ? INDEX_UNAVAILABLE : null);
  return {...state, error, retry};
}
