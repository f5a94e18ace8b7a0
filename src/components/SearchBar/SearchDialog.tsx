import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
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
          <Link to={query.trim() ? `/search?q=${encodeURIComponent(query.trim())}` : '/search'} onClick={onClose}>
            See all results on the search page
          </Link>
        </p>
      </div>
    </div>
  );
}
