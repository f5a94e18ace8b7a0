/**
 * What a demo keeps of the reader's work in this browser (useKept), with "Forget" and, when the
 * browser could not keep it or kept data was unreadable, a message and "Download a copy".
 * Loaded by KeptNote.tsx only when there is something to show.
 */
import type {ReactNode} from 'react';
import type {KeptState} from '../useKept';
import styles from './kit.module.css';
import {downloadText} from '@site/src/lib/files/download';

const download = (name: string, text: string) => downloadText(name, text);

const when = (iso: string) => new Date(iso).toLocaleString('en-US', {dateStyle: 'medium', timeStyle: 'short'});

export type Props<T> = {
  kept: KeptState<T>;
  /** Also clear the work from the page (the demo's own reset). */
  onForget?: () => void;
  /** The file name for "Download a copy". */
  fileName: string;
};

export default function KeptNoteBody<T>({kept, onForget, fileName}: Props<T>): ReactNode {
  const {spec, savedAt, restored, failure, unreadable, current} = kept;
  if (!spec) return null;
  const forget = () => {
    kept.forget();
    onForget?.();
  };
  return (
    <div aria-live="polite">
      {savedAt && !failure && !spec.session && (
        <p className={styles.hint}>
          {restored ? 'Brought back from this browser: ' : 'Kept in this browser so a reload brings it back: '}
          {current !== null && spec.whatOf ? spec.whatOf(current) : spec.what}, saved {when(savedAt)} (local storage, never the API key).{' '}
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={forget}>
            Forget it
          </button>
        </p>
      )}
      {failure && (
        <div className={styles.error} role="alert">
          <p style={{margin: 0}}>{failure}</p>
          {current !== null && (
            <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => download(fileName, spec.toText(current))}>
              Download a copy
            </button>
          )}
        </div>
      )}
      {unreadable && (
        <div className={styles.error} role="alert">
          <p style={{margin: 0}}>{unreadable.problem}</p>
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => download(`unreadable-${fileName}`, unreadable.raw)}>
            Download the unreadable copy
          </button>{' '}
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={kept.forget}>
            Delete it
          </button>
        </div>
      )}
    </div>
  );
}
