import {useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './kit.module.css';

type Props = {
  /** When the endpoint's Retry-After ends, epoch milliseconds. */
  until: number;
  /** Retries the request (automatically at zero, or at once with "Retry now"). */
  onRetry: () => void;
  /** The reader turned the automatic retry off. */
  onCancel: () => void;
};

/**
 * A visible countdown for a rate-limited request: the endpoint asked to wait (Retry-After), so the
 * demo waits that long, shows the seconds left, and retries once at zero. "Retry now" and "Don't
 * retry" leave the choice with the reader.
 */
export default function RetryCountdown({until, onRetry, onCancel}: Props): ReactNode {
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) {
      if (!fired.current) {
        fired.current = true;
        onRetry();
      }
      return undefined;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - Date.now()));
    return () => clearTimeout(timer);
  }, [left, until, onRetry]);
  return (
    <div className={styles.row}>
      <p className={styles.hint} role="timer" aria-live="off">
        Retrying automatically in {left} s.
      </p>
      <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => {
        fired.current = true;
        onRetry();
      }}>
        Retry now
      </button>
      <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => {
        fired.current = true;
        onCancel();
      }}>
        Don&apos;t retry
      </button>
    </div>
  );
}
