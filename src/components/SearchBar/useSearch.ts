import {useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadIndex, runSearch, type SearchOutcome} from '@site/src/retrieval/site-search/searchCore';

/** How long typing must pause before a query runs (Pagefind's own UI waits 300 ms). */
const TYPING_PAUSE_MS = 120;

export type SearchState = {
  readonly outcome: SearchOutcome | null;
  readonly loading: boolean;
  readonly error: string | null;
};

/**
 * Runs `query` against the search index (loaded on first call) and keeps the latest answer;
 * stale answers to earlier keystrokes are dropped.
 */
export function useSearch(query: string, limit: number): SearchState {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<SearchState>({outcome: null, loading: false, error: null});
  const latest = useRef(0);

  // Start fetching the page list as soon as the search UI exists, before the first keystroke.
  useEffect(() => {
    loadIndex(siteConfig.baseUrl).catch(() => undefined);
  }, [siteConfig.baseUrl]);

  useEffect(() => {
    const ticket = ++latest.current;
    if (!query.trim()) {
      setState({outcome: null, loading: false, error: null});
      return undefined;
    }
    setState((previous) => ({...previous, loading: true, error: null}));
    // Wait for a pause in typing, so each keystroke does not fetch its own excerpts.
    const timer = setTimeout(() => {
      loadIndex(siteConfig.baseUrl)
        .then((index) => runSearch(index, query, limit))
        .then((outcome) => {
          if (ticket === latest.current) setState({outcome, loading: false, error: null});
        })
        .catch(() => {
          if (ticket === latest.current)
            setState({outcome: null, loading: false, error: 'Search is not available right now. Please try again.'});
        });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, limit, siteConfig.baseUrl]);

  return state;
}
