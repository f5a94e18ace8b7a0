/**
 * What Document Q&A shows after retrieval, loaded with the first question (not with the page): "not
 * found", the offline note, the weak-match verdict ("no good match" with the closest passages on request) and the model's answer
 * with its `[n]` citations checked and linked (src/demos/kit/match.ts).
 */
import type {ReactNode} from 'react';
import type {Hit} from '@site/src/retrieval/bm25';
import type {QueryStats} from '@site/src/demos/kit/match';
import {checkCitations, judgeHits, questionFocus, smallTalk, smallTalkReply} from '@site/src/demos/kit/match';
import {noGoodMatchWhy} from '@site/src/demos/kit/noMatch';
import CheckedAnswer from '@site/src/demos/kit/components/CheckedAnswer';
import PassageList from '@site/src/demos/kit/components/PassageList';
import styles from '@site/src/demos/kit/components/kit.module.css';
import {citesNoPassage, cleanCheckHeading, unsupportedCitations, withoutCutEnd} from '@site/src/demos/kit/support';
import {declinedLabel, declines} from '@site/src/demos/kit/refusal';

export {declines as isRefusal};

// Loaded with the first question, like the rest of this module: the small-talk check and the
// Retry-After countdown stay out of the page's first-load script.
export {judgeHits, questionFocus, smallTalk, smallTalkReply};
export {findPassages} from '@site/src/demos/kit/find';
export {findInParts} from './parts';
export {default as RetryCountdown, retryAtOf as retryAt} from '@site/src/demos/kit/components/RetryCountdown';
// The model client and the grounded prompt load here too: a page visit that asks nothing never needs them.
// The passage list (and the highlighter it uses) shows only results, so it loads here as well.
export {PassageList};
export {LlmError, streamChat} from '@site/src/demos/kit/llm';
export {groundedMessages} from '@site/src/demos/kit/grounding';

/** No passage holds the question's words; `workspace`: several documents were searched, so none is "the document" (u30f F3). */
export function NotFound({workspace = false}: {workspace?: boolean}): ReactNode {
  return (
    <p className={styles.notice}>
      Not found in {workspace ? 'the workspace’s documents' : 'the document'}: no passage contains the words of your question. Try other words
      {workspace ? ', or add a document that covers it.' : '.'}
    </p>
  );
}

/** Offline mode: the passages are the answer, and nothing was generated. */
export function Offline({count, ms}: {count: number; ms: number}): ReactNode {
  return (
    <p className={styles.notice}>
      Offline mode: these are the passages that best match your question ({count} found in {ms.toFixed(1)} ms). Nothing was generated; configure a model for a
      written answer.
    </p>
  );
}

/** "No good match", why, and the closest passages behind a disclosure. */
export function NoGoodMatch({
  question,
  hits,
  weak,
  stats,
  modelSkipped,
  workspace = false,
}: {
  question: string;
  hits: readonly Hit[];
  weak: readonly Hit[];
  stats: QueryStats | null;
  modelSkipped: boolean;
  /** The workspace's documents were searched: a new one is added to it, not loaded (u30f F3). */
  workspace?: boolean;
}): ReactNode {
  return (
    <div>
      <p className={styles.notice}>
        {noGoodMatchWhy(questionFocus(question), hits, stats)} {modelSkipped ? 'The model was not asked, so it cannot make an answer up. ' : ''}Try other words, or{' '}
        {workspace ? 'add a document that covers it to the workspace.' : 'load a document that covers it.'}
      </p>
      <details>
        <summary>Show the closest passages anyway</summary>
        <PassageList hits={weak} label="Closest passages (weak matches)" />
      </details>
    </div>
  );
}

/**
 * The model's answer, its `[n]` citations checked against the `count` passages it was given and linked
 * to them (kit CheckedAnswer), and, once complete, each cited sentence against the text of the passages it
 * cites (`passages`, kit support.ts, u29m F12): a passage that does not hold its claim is named under the answer.
 * An answer that cites no passage is headed so (u29x F3). A refusal does not get the clean-check heading (u29h S-4), nor does an answer with a citation to no
 * passage or to a passage that does not say it (u29m F12, F13), nor part of an answer (u30w F8); an answer brought back from before a reload says so (u29h S-3).
 * The clean-check heading (support.ts cleanCheckHeading) approves nothing (s50-ev): it points to the list under the answer
 * (kit Evidence, via CheckedAnswer `evidence="list"`), each cited sentence beside its closest passage sentence, differing words marked.
 */
export function Answer({
  model,
  answer,
  streaming,
  count,
  anchor,
  passages = [],
  broughtBack = false,
  cut = null,
}: {
  model: string;
  answer: string;
  streaming: boolean;
  count: number;
  anchor: string;
  passages?: readonly string[];
  broughtBack?: boolean;
  /** Only part of an answer (u30w F8, F5): Stop, a failure after some text, or a reload while it streamed. */
  cut?: 'stopped' | 'failed' | 'reload' | null;
}): ReactNode {
  // A stream that ended with no text (only `data: [DONE]`) is no answer at all, so nothing is checked (u30y F3);
  // Simple Chat says the same of an empty reply (chatStore.ts completedReply).
  const empty = !streaming && !answer.trim();
  const refused = !streaming && !empty && declines(answer);
  const back = broughtBack ? ' (brought back from before the reload; Ask again for a new answer)' : '';
  // The cut-off end of a partial answer is half a sentence: not checked as a claim (s54 t-chat F5, as in Simple Chat).
  const unsupported = streaming || refused ? [] : unsupportedCitations(cut ? withoutCutEnd(answer) : answer, passages);
  const invalid = !streaming && !refused && checkCitations(answer, count, anchor).invalid.length > 0;
  const uncited = !streaming && !refused && !empty && citesNoPassage(answer, count);
  // While streaming nothing is checked yet, and no citation is claimed (u30d F7).
  // Part of an answer never gets the clean-check heading: what is missing may have qualified what arrived (u30w F8).
  // A clean check says what it compared and leaves the meaning to the reader: it compares words, not meaning (49g).
  // Before the first token there is no answer to cite anything (u37b F9, u33b F8, u35b F9): the heading says what was sent.
  const heading = streaming && !answer.trim()
    ? `Asked ${model} with your question and the passages below; waiting for its answer`
    : streaming
    ? `Answer from ${model}, still arriving; check it against the passages below`
    : empty
    ? `${model} returned an empty answer: the request succeeded, but no text came back. Press Ask to ask again`
    : cut && answer
    ? `Partial answer from ${model}, ${cut === 'stopped' ? 'stopped before it ended' : cut === 'reload' ? 'cut off by the reload' : 'cut off when the request failed'}; what is missing may change its meaning: check it against the passages below`
    : refused
    ? declinedLabel(model)
    : uncited
      ? `Answer from ${model}; it cites no ${invalid ? 'retrieved ' : ''}passage, so check it against the passages below`
      : invalid || unsupported.length
      ? `Answer from ${model}; check the citations marked below against the passages`
      : cleanCheckHeading(model);
  return (
    <div className={styles.answer} aria-busy={streaming}>
      <p className={styles.label}>
        {heading}
        {back}
      </p>
      {answer.trim() ? <CheckedAnswer answer={answer} count={count} anchor={anchor} streaming={streaming} cutOff={!!cut} passages={passages} evidence="list" /> : streaming ? <p>Waiting for the model…</p> : null}
    </div>
  );
}
