import {useEffect, useId, useRef, type KeyboardEvent, type ReactNode} from 'react';
import styles from '@site/src/components/SearchBar/styles.module.css';
import local from './styles.module.css';

export const SEARCH_UNAVAILABLE = 'Search could not load. Check your connection and try again.';

type Props = {
  readonly onClose: () => void;
  readonly onRetry: () => void;
};

/**
 * Shown in place of the search dialog when its code could not be downloaded (offline, or a
 * redeploy removed the old chunk) or the dialog failed to render. A modal dialog like the search
 * dialog itself: Retry has focus, Tab stays inside, Escape or the backdrop closes; the article
 * underneath is untouched.
 */
export default function SearchUnavailable({onClose, onRetry}: Props): ReactNode {
  // useId is safe here (src/lib/ids): this renders only in the browser, when the search code fails to load, so it is
  // never hydrated and its ids and references come from one runtime. (It is on every page: no helper import.)
  const id = useId();
  const retry = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    retry.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button'));
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className={styles.dialog}
        onKeyDown={onKeyDown}>
        <p id={`${id}-title`} className={local.title}>
          Search
        </p>
        <p id={`${id}-message`} className={local.message}>
          {SEARCH_UNAVAILABLE}
        </p>
        <div className={local.actions}>
          <button ref={retry} type="button" className="button button--primary" onClick={onRetry}>
            Retry
          </button>
          <button type="button" className={styles.close} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
