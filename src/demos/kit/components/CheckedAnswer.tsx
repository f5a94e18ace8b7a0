import {memo, useEffect, useState, type ReactNode} from 'react';
import {checkCitations} from '../match';
import {unsourcedNote} from '../grounding';
import {declines} from '../refusal';
import {citesNoPassage, UNCITED_NOTE, UNCITED_RETRIEVED_NOTE, unsupportedCitations, unsupportedNote, withoutCutEnd} from '../support';
import MarkdownView from './MarkdownView';
import type EvidenceView from './Evidence';
import styles from './kit.module.css';

/**
 * A model's answer with its `[n]` citations checked against the `count` passages it was given
 * (match.ts checkCitations): valid ones link to `<anchor>n`, invalid ones are flagged in the text and
 * named in a note once the answer is complete. Given the passages' text (`passages`), a complete answer is
 * also checked against it (support.ts, u29x F5): a cited passage that does not hold its sentence is named
 * under the answer, and an answer that cites no passage says so (u29x F3). Document Q&A and the chats
 * (Simple Chat, Zohlar Ask and Chat) use it, so every answer view checks the same way.
 *
 * With `evidence`, a complete answer is then shown sentence by sentence beside the closest sentence of each passage
 * it cites, the differing words marked (Evidence.tsx, issue 28, s50-ev): after the notes, which come first; `"list"`
 * open (Document Q&A, Zohlar Ask), `"folded"` in a disclosure open when a note was raised (Simple Chat, Zohlar Chat).
 */
type EvidenceProps = Parameters<typeof EvidenceView>[0];

/**
 * The evidence list, loaded when the first complete answer needs it: its comparison code (evidence.ts, ~18 KB source)
 * stays out of the demo pages' first-load script (budgets.spec.ts), and nothing of it is in the server HTML anyway.
 */
function LazyEvidence(props: EvidenceProps): ReactNode {
  const [view, setView] = useState<{render: typeof EvidenceView} | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    import('./Evidence').then(
      (m) => {
        if (live) setView({render: m.default});
      },
      // Its chunk did not load (offline, a new deploy): say so instead of leaving the answer without its comparison.
      () => {
        if (live) setView('failed');
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (view === 'failed') return <p role="status">The comparison of each sentence with its passage could not be loaded. Reload the page to see it.</p>;
  if (!view) return null;
  const View = view.render;
  return <View {...props} />;
}

function CheckedAnswer({
  answer,
  count,
  anchor,
  streaming,
  passages,
  cutOff = false,
  evidence,
}: {
  answer: string;
  count: number;
  anchor: string;
  streaming: boolean;
  passages?: readonly string[];
  /** The answer did not finish (stopped, dropped, interrupted): its text may end before its first `[n]`, so it gets no "cites no passage" note (u33c F6). */
  cutOff?: boolean;
  evidence?: 'list' | 'folded';
}): ReactNode {
  const checked = checkCitations(answer, count, anchor);
  const judged = !streaming && passages !== undefined && !declines(answer);
  // The cut-off end of an answer that did not finish is half a sentence: not checked, not compared (s54 t-chat F5).
  const finished = cutOff ? withoutCutEnd(answer) : answer;
  const unsupported = judged ? unsupportedCitations(finished, passages) : [];
  const uncited = judged && !cutOff && citesNoPassage(answer, count);
  return (
    <>
      {answer && <MarkdownView source={checked.markdown} />}
      {!streaming && checked.invalid.length > 0 && (
        <p className={styles.error}>{unsourcedNote(checked.invalid, count)}</p>
      )}
      {unsupported.length > 0 && (
        // A passage that does not say what it is cited for is a warning, like a citation to no passage: no calm info box,
        // and no list bullet hanging outside it (u31g F6, u30w F9).
        <ul className={styles.unsupported} aria-label="Citations that do not hold their sentence">
          {unsupported.map((u, i) => (
            <li key={i}>{unsupportedNote(u)}</li>
          ))}
        </ul>
      )}
      {uncited && <p className={styles.notice}>{checked.invalid.length ? UNCITED_RETRIEVED_NOTE : UNCITED_NOTE}</p>}
      {judged && evidence && passages.length > 0 && (
        <LazyEvidence answer={finished} passages={passages} anchor={anchor} folded={evidence === 'folded'} open={unsupported.length > 0 || checked.invalid.length > 0} />
      )}
    </>
  );
}

type Props = Parameters<typeof CheckedAnswer>[0];
const samePassages = (a: Props['passages'], b: Props['passages']) => a === b || (!!a && !!b && a.length === b.length && a.every((text, i) => text === b[i]));

/**
 * Drawn again only when what it shows changes: a chat re-renders its whole log at each keystroke in the message box, and the
 * checks, the Markdown and the comparison of a long reply took seconds per keystroke after a few model replies (s55 u-chat
 * F4: 3 characters typed in 5–9.6 s after a 40-sentence reply). The passages come as a new array each render; their texts decide.
 */
export default memo(
  CheckedAnswer,
  (a: Props, b: Props) =>
    a.answer === b.answer && a.count === b.count && a.anchor === b.anchor && a.streaming === b.streaming && a.cutOff === b.cutOff && a.evidence === b.evidence && samePassages(a.passages, b.passages),
);
