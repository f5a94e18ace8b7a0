import {useEffect, useRef, useState, type ReactNode} from 'react';
import {LlmError, MAX_RETRY_AFTER_SECONDS} from '../llm';
import styles from './kit.module.css';

/** Failures worth asking again as they are: the endpoint was busy, slow or cut the reply off. */
const RETRYABLE = new Set(['rate-limit', 'server', 'timeout', 'dropped']);

/**
 * The one retry policy of the demos: the epoch ms a Retry-After wait ends (a countdown that resends
 * once at zero), or 0 for "Try again" with no automatic resend, or undefined when the endpoint named
 * no usable wait. `autoRetried`: this question's one automatic resend is used, so a second wait is
 * only shown (in the error) and the reader decides.
 */
export function waitEnd(seconds: number | undefined, autoRetried = false, now = Date.now()): number | undefined {
  if (seconds === undefined || seconds > MAX_RETRY_AFTER_SECONDS) return undefined;
  return autoRetried ? 0 : now + seconds * 1000;
}

/**
 * What a failed request offers: the epoch ms its Retry-After ends (a countdown), 0 for "Try again"
 * with no wait (a 429 without Retry-After, a 5xx, a timeout, a dropped stream, or a second wait
 * after the automatic resend), or null (no retry: the settings need fixing first).
 */
export function retryAtOf(error: unknown, now = Date.now(), autoRetried = false): number | null {
  if (!(error instanceof LlmError) || !RETRYABLE.has(error.kind)) return null;
  return waitEnd(error.retryAfterSeconds, autoRetried, now) ?? 0;
}

type Props = {
  /** When the endpoint's Retry-After ends, epoch milliseconds; 0 when there is no wait to count ("Try again"). */
  until: number;
  /** Retries the request: `true` when the countdown reached zero (the automatic resend), else the reader's click. */
  onRetry: (automatic?: boolean) => void;
  /** The reader turned the automatic retry off. */
  onCancel: () => void;
};

/**
 * A visible countdown for a rate-limited request: the endpoint asked to wait (Retry-After), so the
 * demo waits that long, shows the seconds left, and resends once at zero. That automatic resend
 * happens once per question (the demo passes `autoRetried` to retryAtOf/waitEnd): a second 429
 * shows its wait in the error and "Try again" (until 0). "Retry now" and "Don't retry" leave the
 * choice with the reader.
 */
export default function RetryCountdown({until, onRetry, onCancel}: Props): ReactNode {
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (!until) return undefined;
    if (left <= 0) {
      if (!fired.current) {
        fired.current = true;
        onRetry(true);
      }
      return undefined;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - Date.now()));
    return () => clearTimeout(timer);
  }, [left, until, onRetry]);
  if (!until) {
    // No wait was named: nothing retries on its own; the reader retries when ready.
    return (
      <div className={styles.row}>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => onRetry()}>
          Try again
        </button>
      </div>
    );
  }
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
