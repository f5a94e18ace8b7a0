import {useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SearchBox from './SearchBox';
import styles from './styles.module.css';
import a11y from '@site/src/css/a11y.module.css';

type Props = {readonly onClose: () => void};

/**
 * The navbar's search dialog: modal, focus kept inside (Tab cycles), Escape or the backdrop closes.
 * Loaded only when the reader opens search (React.lazy in src/theme/SearchBar).
 */
export default function SearchDialog({onClose}: Props): ReactNode {
  const [query, setQuery] = useState('');
  const dialog = useRef<HTMLDivElement>(null);
  const history = useHistory();
  // A plain link, not Docusaurus' Link: its `to` changes with every key, and Link set up a new
  // IntersectionObserver (for prefetching) on each render, work in the task of every keystroke.
  const searchPage = useBaseUrl('/search');
  const allResults = query.trim() ? `${searchPage}?q=${encodeURIComponent(query.trim())}` : searchPage;
  const onAllResults = (event: MouseEvent<HTMLAnchorElement>) => {
    // New-tab and download clicks stay with the browser; a plain click navigates in the app.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClose();
    history.push(allResults);
  };

  useEffect(() => {
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-label="Search the site" className={styles.dialog} onKeyDown={onKeyDown}>
        <div className={styles.dialogHeader}>
          <SearchBox
            query={query}
            onQueryChange={setQuery}
            limit={5}
            variant="dialog"
            inputLabel="Search the site"
            autoFocus
            onNavigate={onClose}
            onEscape={onClose}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            Close<span className={a11y.visuallyHidden}> search</span>
          </button>
        </div>
        <p className={styles.footer}>
          <a href={allResults} onClick={onAllResults}>
            See all results on the search page
          </a>
        </p>
      </div>
    </div>
  );
}
