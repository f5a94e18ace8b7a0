import {Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {isShortcut} from '@site/src/components/SearchBar/shortcut';
import styles from '@site/src/components/SearchBar/styles.module.css';
import SearchUnavailable from './SearchUnavailable';

/** Set on `<html>` while search is open (see the effect in SearchBar; used in src/css/custom.css). */
export const SEARCH_OPEN_ATTRIBUTE = 'data-search-open';

type DialogProps = {readonly onClose: () => void; readonly onRetry: () => void};

/**
 * The dialog (and with it everything that talks to the index) loads when search opens. If its
 * code cannot be downloaded (offline, or a redeploy removed the old chunk), the lazy component
 * resolves to the "could not load" dialog instead of throwing, so the page stays as it was.
 * React.lazy keeps its first answer forever: Retry makes a new one, which imports again.
 */
type Attempt = {
  readonly Dialog: ComponentType<DialogProps>;
  readonly key: number;
  /** The import failed: opening search again tries again. */
  readonly failed: () => boolean;
};

function lazyDialog(key: number): Attempt {
  let failed = false;
  const Dialog = lazy(async (): Promise<{default: ComponentType<DialogProps>}> => {
    try {
      return await import('@site/src/components/SearchBar/SearchDialog');
    } catch {
      failed = true;
      return {default: SearchUnavailable};
    }
  });
  return {Dialog, key, failed: () => failed};
}

type BoundaryProps = DialogProps & {readonly children: ReactNode};

/** Anything the dialog throws while rendering ends in the same message, never in "This page crashed". */
class DialogBoundary extends Component<BoundaryProps, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override render(): ReactNode {
    const {onClose, onRetry, children} = this.props;
    return this.state.failed ? <SearchUnavailable onClose={onClose} onRetry={onRetry} /> : children;
  }
}

/**
 * Navbar search (fills the theme's empty SearchBar slot): a button that opens the search
 * dialog; `/` or Ctrl/Cmd-K open it from anywhere outside a text field.
 */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  // A new lazy component (and boundary) per attempt: the first is made on first open.
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  const retry = useCallback(() => setAttempt((previous) => lazyDialog((previous?.key ?? 0) + 1)), []);

  const show = useCallback(() => {
    setAttempt((previous) => (previous && !previous.failed() ? previous : lazyDialog((previous?.key ?? 0) + 1)));
    setOpen(true);
  }, []);

  // While search is open (the dialog or its "could not load" stand-in), `<html>` carries
  // SEARCH_OPEN_ATTRIBUTE: src/css/custom.css raises the navbar, the dialog's stacking context,
  // above the privacy panel by it. A `.navbar:has([aria-modal='true'])` rule did that before, but it
  // made every change inside the dialog restyle the page behind it on each keystroke. The same
  // effect listens for the shortcut while search is closed (one effect: fewer bytes on every page).
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute(SEARCH_OPEN_ATTRIBUTE, open);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!open && isShortcut(event)) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeAttribute(SEARCH_OPEN_ATTRIBUTE);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, show]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        // Hidden without JavaScript (static/css/no-js.css): the dialog is drawn by script.
        data-needs-js=""
        onClick={show}>
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
      {open && attempt && (
        <DialogBoundary key={attempt.key} onClose={close} onRetry={retry}>
          <Suspense fallback={null}>
            <attempt.Dialog onClose={close} onRetry={retry} />
          </Suspense>
        </DialogBoundary>
      )}
    </>
  );
}
