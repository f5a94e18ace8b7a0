import type {ReactNode} from 'react';
import {checkCitations} from '../match';
import {unsourcedNote} from '../grounding';
import MarkdownView from './MarkdownView';
import styles from './kit.module.css';

/**
 * A model's answer with its `[n]` citations checked against the `count` passages it was given
 * (match.ts checkCitations): valid ones link to `<anchor>n`, invalid ones are flagged in the text and
 * named in a note once the answer is complete. Document Q&A and the chats (Simple Chat, Zohlar) use it.
 */
export default function CheckedAnswer({answer, count, anchor, streaming}: {answer: string; count: number; anchor: string; streaming: boolean}): ReactNode {
  const checked = checkCitations(answer, count, anchor);
  return (
    <>
      {answer && <MarkdownView source={checked.markdown} />}
      {!streaming && checked.invalid.length > 0 && (
        <p className={styles.error}>{unsourcedNote(checked.invalid, count)}</p>
      )}
    </>
  );
}
