import {memo, useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import type {ExcerptPart, SearchHit} from '@site/src/retrieval/site-search/searchCore';
import {groupByArea, nextActiveIndex, resultAnnouncement} from './results';
import {useSearch} from './useSearch';
import styles from './styles.module.css';
import a11y from '@site/src/css/a11y.module.css';

type Props = {
  /** Controlled query text. */
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  /** How many results to show. */
  readonly limit: number;
  /** Called after the reader picks a result (the dialog closes itself). */
  readonly onNavigate?: () => void;
  /** Escape with an empty query (the dialog closes itself). */
  readonly onEscape?: () => void;
  readonly autoFocus?: boolean;
  /** Larger layout for the /search page. */
  readonly variant: 'dialog' | 'page';
  readonly inputLabel: string;
};

/** Areas offered when nothing matches, so the reader has somewhere to go. */
const BROWSE = [
  {label: 'Theory & Strategy', to: '/docs/intro'},
  {label: 'Action Plan', to: '/action-plan/intro'},
  {label: 'Code Base', to: '/codebase/intro'},
  {label: 'Services', to: '/services/intro'},
  {label: 'Blog', to: '/blog'},
];

/** Marked words in `<mark>`, the text between them as plain text nodes (no element per run). */
function Excerpt({parts}: {readonly parts: readonly ExcerptPart[]}): ReactNode {
  return parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text));
}

type RowProps = {
  readonly hit: SearchHit;
  /** Position in the flat list of options (keyboard order). */
  readonly index: number;
  readonly id: string;
  readonly active: boolean;
  /** Stable across renders (the row is memoised): highlight the option at `index`. */
  readonly onHover: (index: number) => void;
  /** Stable across renders: a click on the result. */
  readonly onPick: (event: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => void;
};

/**
 * Starts loading a result's page code when the reader points at it, as Docusaurus' Link does on
 * hover (`window.docusaurus.preload`; it skips slow or data-saving connections): nothing is
 * prefetched while search is open (src/docusaurus-patches/bundleTrims/prefetch.ts), so the page
 * a reader picks still opens quickly.
 */
function preloadPage(url: string): void {
  (window as {docusaurus?: {preload: (path: string) => unknown}}).docusaurus?.preload(url);
}

/**
 * One result. Memoised: the rows of a keystroke whose results did not change (useSearch keeps
 * equal hits as the same objects) are not rendered again, only those that did or whose highlight
 * moved; re-rendering every row on every key was most of a keystroke's work in a profile.
 */
export const ResultRow = memo(function ResultRow({hit, index, id, active, onHover, onPick}: RowProps): ReactNode {
  return (
    // The option is the link itself (an <a> may take role="option"): no nested controls, and
    // middle-click still opens a new tab. A plain <a>, not Docusaurus' Link, which would prefetch
    // every result page as it scrolls into view.
    <a
      id={id}
      role="option"
      aria-selected={active}
      href={hit.url}
      tabIndex={-1}
      className={clsx(styles.option, styles.optionLink, active && styles.optionActive)}
      onMouseMove={() => onHover(index)}
      onMouseEnter={() => preloadPage(hit.pageUrl)}
      onTouchStart={() => preloadPage(hit.pageUrl)}
      onClick={(event) => onPick(event, hit)}>
      <span className={styles.optionTitle}>
        {hit.title}
        {hit.section && (
          <>
            <span aria-hidden="true" className={styles.optionSeparator}>
              {' › '}
            </span>
            <span className={a11y.visuallyHidden}>, section </span>
            <span className={styles.optionSection}>{hit.section}</span>
          </>
        )}
      </span>
      <span className={styles.optionArea}>{hit.area}</span>
      <span className={styles.optionExcerpt}>
        <Excerpt parts={hit.excerpt} />
      </span>
    </a>
  );
});

type ResultsProps = {
  /** The hits on screen, in rank order (the same array while the outcome's rows are unchanged). */
  readonly hits: readonly SearchHit[];
  /** The query the hits answer (`data-query`). */
  readonly query: string | undefined;
  readonly id: string;
  readonly listId: string;
  readonly active: number;
  readonly onHover: (index: number) => void;
  readonly onPick: (event: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => void;
};

const NO_HITS: readonly SearchHit[] = [];

/**
 * The listbox: runs of one area under one label. Memoised: a keystroke renders the input at once,
 * and the list only when its hits or highlight change (the draft's answer, in the same task). Groups
 * are keyed by position, so a row that stays in its group is kept as it is (its DOM too) when the
 * group's first result changes.
 */
export const Results = memo(function Results({hits, query, id, listId, active, onHover, onPick}: ResultsProps): ReactNode {
  let index = -1;
  return (
    <div id={listId} role="listbox" aria-label="Search results" className={styles.results} hidden={hits.length === 0} data-query={query}>
      {groupByArea(hits).map((group, gi) => (
        <div key={gi} role="group" aria-labelledby={`${id}-group-${gi}`} className={styles.group}>
          <div id={`${id}-group-${gi}`} role="presentation" className={styles.groupLabel}>
            {group.area}
          </div>
          {group.hits.map((hit) => {
            index += 1;
            return <ResultRow key={hit.url} hit={hit} index={index} id={`${id}-option-${index}`} active={active === index} onHover={onHover} onPick={onPick} />;
          })}
        </div>
      ))}
    </div>
  );
});

/**
 * Search input and results, following the WAI-ARIA combobox pattern: the input keeps focus,
 * arrow keys move the highlighted option (aria-activedescendant), Enter opens it, Escape clears
 * or closes. Results keep their rank order, runs of one area under one label, a section result
 * names its page and heading; a live region announces the count, and a likely typo offers
 * "Did you mean".
 */
export default function SearchBox({query, onQueryChange, limit, onNavigate, onEscape, autoFocus, variant, inputLabel}: Props): ReactNode {
  // The page's box and the dialog's can both be on /search: the variant tells them apart (src/lib/ids).
  const id = stableId('search', variant);
  const listId = `${id}-results`;
  const history = useHistory();
  const {outcome, loading, error, retry} = useSearch(query, limit);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  // The dialog opens on purpose (click or shortcut), so its input takes focus, on every mount: the
  // `autofocus` attribute only works for the first element inserted with it in a document.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  const [lastQuery, setLastQuery] = useState(outcome?.query);
  if (lastQuery !== outcome?.query) {
    // Results of a new query: nothing highlighted until the reader moves. The full answer that
    // replaces the draft of the same query keeps the highlight (same ranking, same order).
    setLastQuery(outcome?.query);
    setActive(-1);
  }

  // Keyboard order is rank order: grouping keeps it (groupByArea never reorders).
  const flat: readonly SearchHit[] = outcome?.hits ?? NO_HITS;
  const expanded = flat.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const open = (hit: SearchHit) => {
    onNavigate?.();
    history.push(hit.url);
  };

  // The rows are memoised, so they get one callback for good; it calls the latest `open`.
  const openLatest = useRef(open);
  openLatest.current = open;
  const onClickResult = useCallback((event: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => {
    // Let the browser handle new-tab and download clicks; a plain click navigates in the app.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openLatest.current(hit);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => nextActiveIndex(current, flat.length, event.key));
    } else if (event.key === 'Enter') {
      const hit = flat[active] ?? (variant === 'dialog' ? flat[0] : undefined);
      if (hit) {
        event.preventDefault();
        open(hit);
      }
    } else if (event.key === 'Escape') {
      if (query) {
        event.preventDefault();
        event.stopPropagation();
        onQueryChange('');
      } else {
        onEscape?.();
      }
    }
  };

  const announcement = error ?? resultAnnouncement(outcome, loading);
  const suggestion = !loading && !error && outcome?.suggestion && outcome.suggestion !== outcome.query ? outcome.suggestion : null;
  const showEmpty = !loading && !error && outcome !== null && outcome.query.trim() !== '' && outcome.total === 0;

  return (
    <div className={clsx(styles.box, variant === 'page' && styles.boxPage)}>
      <label htmlFor={`${id}-input`} className={a11y.visuallyHidden}>
        {inputLabel}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Search the site"
        value={query}
        ref={inputRef}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className={a11y.visuallyHidden}>
        Use the up and down arrows to move through results, Enter to open one, Escape to clear.
      </p>
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.status} data-testid="search-status">
        {announcement}
        {/* The visible "Did you mean" below is a button; the live region says it too. */}
        {suggestion && !error && <span className={a11y.visuallyHidden}> Did you mean “{suggestion}”?</span>}
      </div>
      {error && (
        <button type="button" className={styles.retry} onClick={retry}>
          Retry
        </button>
      )}
      {suggestion && (
        <p className={styles.suggestion} data-testid="search-suggestion">
          Did you mean{' '}
          <button type="button" className={styles.suggestionButton} onClick={() => onQueryChange(suggestion)}>
            {suggestion}
          </button>
          ?
        </p>
      )}
      <Results hits={flat} query={outcome?.query} id={id} listId={listId} active={active} onHover={setActive} onPick={onClickResult} />
      {showEmpty && (
        <div className={styles.empty} data-testid="search-empty" data-query={outcome?.query}>
          <p className={styles.emptyTitle}>No pages match “{outcome?.query}”.</p>
          <p>Check the spelling, try fewer or more general words (for example “RAG” or “governance”), or browse an area:</p>
          <ul className={styles.emptyLinks}>
            {BROWSE.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={() => onNavigate?.()}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
