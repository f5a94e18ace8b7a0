/**
 * What a demo keeps of the reader's work in this browser (useKept), with "Forget it" and, when the
 * browser could not keep it or kept data was unreadable, a message and "Download a copy".
 * "Forget it" is offered back ("Undo") until the reader changes something or closes the tab (useKept holds the
 * forgotten work in memory and in this tab's session storage); focus moves to Undo, then to the line saying the
 * work is back, and the change is announced (the note is a polite live region).
 * Loaded by KeptNote.tsx only when there is something to show.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import type {KeptState} from '../useKept';
import styles from './kit.module.css';
import {downloadText} from '@site/src/lib/files/download';

const download = (name: string, text: string) => downloadText(name, text);

const when = (iso: string) => new Date(iso).toLocaleString('en-US', {dateStyle: 'medium', timeStyle: 'short'});

export type Props<T> = {
  kept: KeptState<T>;
  /** Also clear the work from the page (the demo's own reset). */
  onForget?: () => void;
  /** Put the forgotten work back on the page for "Undo"; without it, the demo's restore (useKept) does. */
  onUndo?: (data: T) => void;
  /** The file name for "Download a copy". */
  fileName: string;
  /** What "Forget it" leaves on the page, when the demo's reset puts something back (", and the sample is back in its place"); default " and cleared from the page". */
  forgotNote?: string;
};

export default function KeptNoteBody<T>({kept, onForget, onUndo, fileName, forgotNote}: Props<T>): ReactNode {
  const {spec, savedAt, restored, failure, unreadable, current, forgotten, broughtBack} = kept;
  const undoRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLParagraphElement>(null);
  /** Where focus goes after the next render: the Forget button and the Undo button leave the page when pressed. */
  const focusNext = useRef<'undo' | 'back' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'undo' ? undoRef.current : focusNext.current === 'back' ? backRef.current : null;
    if (target) {
      focusNext.current = null;
      target.focus();
    }
  });
  if (!spec) return null;
  const forget = () => {
    focusNext.current = 'undo';
    kept.forget({reset: Boolean(onForget)});
    onForget?.();
  };
  const undo = () => {
    focusNext.current = 'back';
    kept.undoForget(onUndo);
  };
  const what = forgotten !== null && spec.whatOf ? spec.whatOf(forgotten) : spec.what;
  const are = spec.plural || / and /.test(what) ? 'are' : 'is';
  return (
    <div aria-live="polite">
      {forgotten !== null && (
        <p className={styles.hint}>
          Forgotten: {what} {are} no longer kept in this browser{onForget ? (forgotNote ?? ' and cleared from the page') : ''}.{' '}
          <button ref={undoRef} type="button" className={`${styles.button} ${styles.secondary}`} onClick={undo}>
            Undo
          </button>{' '}
          Until you change something or close this tab, {are === 'are' ? 'they' : 'it'} can be brought back.
        </p>
      )}
      {broughtBack && forgotten === null && (
        <p ref={backRef} tabIndex={-1} className={styles.hint}>
          Brought back: {spec.whatOf && current !== null ? spec.whatOf(current) : spec.what}, kept in this browser again.
        </p>
      )}
      {savedAt && !failure && !spec.session && (
        <p className={styles.hint}>
          {restored ? 'Brought back from this browser: ' : 'Kept in this browser so a reload brings it back: '}
          {current !== null && spec.whatOf ? spec.whatOf(current) : spec.what}, saved {when(savedAt)} (local storage{spec.noApiKey ? '' : ', never the API key'}).{' '}
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
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => kept.forget({undo: false})}>
            Delete it
          </button>
        </div>
      )}
    </div>
  );
}
