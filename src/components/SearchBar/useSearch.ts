import {useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadPagefind, runSearch, type SearchOutcome} from './searchCore';

export type SearchState = {
  readonly outcome: SearchOutcome | null;
  readonly loading: boolean;
  readonly error: string | null;
};

/**
 * Runs `query` against the Pagefind index (loaded on first call) and keeps the latest answer;
 * stale answers to earlier keystrokes are dropped.
 */
export function useSearch(query: string, limit: number): SearchState {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<SearchState>({outcome: null, loading: false, error: null});
  const latest = useRef(0);

  // Start fetching the index entry as soon as the search UI exists, before the first keystroke.
  useEffect(() => {
    loadPagefind(siteConfig.baseUrl).catch(() => undefined);
  }, [siteConfig.baseUrl]);

  useEffect(() => {
    const ticket = ++latest.current;
    if (!query.trim()) {
      setState({outcome: null, loading: false, error: null});
      return;
    }
    setState((previous) => ({...previous, loading: true, error: null}));
    loadPagefind(siteConfig.baseUrl)
      .then((api) => runSearch(api, query, limit))
      .then((outcome) => {
        if (ticket === latest.current) setState({outcome, loading: false, error: null});
      })
      .catch(() => {
        if (ticket === latest.current)
          setState({outcome: null, loading: false, error: 'Search is not available right now. Please try again.'});
      });
  }, [query, limit, siteConfig.baseUrl]);

  return state;
}
