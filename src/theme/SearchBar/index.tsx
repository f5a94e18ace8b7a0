import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {isShortcut} from '@site/src/components/SearchBar/shortcut';
import styles from '@site/src/components/SearchBar/styles.module.css';

/** The dialog (and with it everything that talks to the index) loads when search opens. */
const SearchDialog = lazy(() => import('@site/src/components/SearchBar/SearchDialog'));

/**
 * Navbar search (fills the theme's empty SearchBar slot): a button that opens the search
 * dialog; `/` or Ctrl/Cmd-K open it from anywhere outside a text field.
 */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!open && isShortcut(event)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => setOpen(true)}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 20 20">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>Search</span>
        <kbd className={styles.kbd} aria-hidden="true">
          /
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
