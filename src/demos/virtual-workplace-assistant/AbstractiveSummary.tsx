import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {LlmError, streamChat, type ChatMessage, type ModelConfig} from '@site/src/demos/kit/llm';
import RetryCountdown, {retryAtOf} from '../kit/components/RetryCountdown';
import styles from '../kit/components/demo.module.css';
import type {KeptSummary} from './summaryKept';

type Props = {
  /** The model in use, or null (offline, or settings being edited): a summary already written stays. */
  readonly config: ModelConfig | null;
  /** The messages to send, or a reason why there is nothing to send. */
  readonly buildMessages: () => ChatMessage[] | string;
  /** What the summary would be written from now (the title and transcript): a summary of anything else is marked out of date (u29l V-8). */
  readonly source: string;
};

/**
 * Streams an abstractive summary from the reader's own model, with a Stop button. The component stays
 * mounted whatever happens to the model settings, so a summary stays on screen until the reader
 * clears it or another one has arrived whole (a failed or stopped request leaves it in place, w-vwa F1).
 */
export default function AbstractiveSummary({config, buildMessages, source}: Props): ReactNode {
  const [output, setOutput] = useState('');
  /** The title and transcript the summary on screen was written from. */
  const [summarized, setSummarized] = useState('');
  const [error, setError] = useState('');
  const [running, setRunning] = useState(false);
  /** When the endpoint's Retry-After ends (epoch ms): the button waits, the countdown retries; 0: "Try again". */
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  /** This summary's one automatic resend after a Retry-After wait is used. */
  const autoRetried = useRef(false);
  /** The model that wrote the summary on screen, and whether its answer was cut off (kept with it, summaryKept.ts). */
  const [writtenBy, setWrittenBy] = useState('');
  const [cut, setCut] = useState(false);
  /** The kept summary has been read (before that nothing is saved over it); why it could not be kept, if so. */
  const [keptRead, setKeptRead] = useState(false);
  const [keepProblem, setKeepProblem] = useState('');
  /**
   * s56 w-vwa F1 (lost work): the summary that was on screen when Generate was pressed again. It stays on screen, marked as
   * the previous one, and stays kept in this browser until a new summary has arrived whole; a failed or stopped request
   * leaves it in place (with the part of the new one that arrived, if any, marked partial).
   */
  const [previous, setPrevious] = useState<KeptSummary | null>(null);
  const outputRef = useRef(output);
  outputRef.current = output;
  // s56 u-vwa F9: the summary on screen survives a reload and reaches a new tab, like the transcript (summaryKept.ts).
  useEffect(() => {
    let live = true;
    import('./summaryKept').then(
      (m) => {
        if (!live) return;
        const back = m.loadSummary();
        if (back && !outputRef.current) {
          setOutput(back.text);
          setSummarized(back.from);
          setWrittenBy(back.model);
          setCut(back.cut);
        }
        setKeptRead(true);
      },
      () => {
        // The chunk did not load (offline, a new deploy): the summary is not kept, as before.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  // Saved once the answer is complete, stopped or cut off (not token by token); cleared with it.
  useEffect(() => {
    if (!keptRead || running) return;
    void import('./summaryKept').then((m) => {
      // While a previous summary stands (w-vwa F1), it is the one kept, not the part of a new one that arrived.
      const ok = m.saveSummary(previous ?? (output ? {text: output, from: summarized, model: writtenBy, cut} : null));
      setKeepProblem(ok ? '' : 'The browser did not let the page keep this summary, so a reload does not bring it back: copy it if you need it.');
    });
  }, [keptRead, running, output, summarized, writtenBy, cut, previous]);

  /** "Generate" asks anew (a fresh automatic resend); a retry (`retrying`) keeps what this summary used. */
  async function run(retrying = false) {
    if (!config) return;
    if (!retrying) autoRetried.current = false;
    const messages = buildMessages();
    if (typeof messages === 'string') {
      setError(messages);
      return;
    }
    setError('');
    setRetryAt(null);
    // w-vwa F1: what is on screen becomes the previous summary until the new one is whole; the part a failed request left
    // beside an earlier previous summary is dropped, and that previous one stays.
    if (output && !(previous && cut)) setPrevious({text: output, from: summarized, model: writtenBy, cut});
    setOutput('');
    setSummarized(source);
    setWrittenBy(config.model);
    setCut(false);
    setRunning(true);
    const abort = new AbortController();
    controller.current = abort;
    try {
      const whole = await streamChat({config, messages, signal: abort.signal, onToken: (t) => setOutput((o) => o + t)});
      // Arrived whole: it replaces the previous summary. An empty answer replaces nothing (w-vwa F1).
      if (whole.trim()) setPrevious(null);
      else setError(`${config.model} returned an empty answer: the request succeeded, but no text came back. Press Generate abstractive summary to ask again.`);
    } catch (e) {
      // w-vwa F9: this panel's button is Generate abstractive summary; the kit's message names Ask (Document Q&A's button).
      setError(e instanceof LlmError ? e.message.replace('Press Ask to ask again.', 'Press Generate abstractive summary to ask again.') : 'The request failed.');
      setCut(true);
      // A malformed answer may be a passing fault of the endpoint or a proxy: "Try again" is offered as for a server error
      // (u33g F18: a clear message and no way to ask again but the Generate button).
      setRetryAt(retryAtOf(e, Date.now(), autoRetried.current) ?? (e instanceof LlmError && e.kind === 'bad-response' ? 0 : null));
    } finally {
      setRunning(false);
      controller.current = null;
    }
  }

  // The countdown keeps one retry function, which runs the latest `run`.
  const runRef = useRef(run);
  runRef.current = run;
  const retry = useCallback((automatic?: boolean) => {
    if (automatic === true) autoRetried.current = true;
    void runRef.current(true);
  }, []);

  // Nothing written and no model: nothing to show.
  if (!config && !output && !error && !running && !previous) return null;

  return (
    <div className={styles.panel}>
      <h4>Abstractive summary from your model</h4>
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={() => void run()} disabled={!config || running || Boolean(retryAt)}>
          Generate abstractive summary
        </button>
        <button type="button" className={styles.secondary} onClick={() => controller.current?.abort()} disabled={!running}>
          Stop
        </button>
        {(output || previous) && !running && (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setOutput('');
              setError('');
              setPrevious(null);
            }}>
            Clear the summary
          </button>
        )}
      </div>
      {!config && <p className={styles.muted}>No model in use: the summary below stays until you clear it; fill in the model settings to generate another.</p>}
      {/* A failure is an alert, as in the other demos, so a screen reader announces it at once. */}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div role="status" aria-live="polite">
        {running && <p className={styles.muted}>Generating…</p>}
      </div>
      {retryAt !== null && <RetryCountdown until={retryAt} onRetry={retry} onCancel={() => setRetryAt(null)} />}
      {previous && (
        <section aria-label="Previous abstractive summary (model)">
          <p className={styles.notice}>
            {running
              ? 'Your previous summary: it stays here, and kept in this browser, until the new one has arrived whole.'
              : 'Your previous summary: the new request did not finish, so this one stays here and stays kept in this browser. Generate again, or clear it.'}
          </p>
          {previous.from !== source && (
            <p className={styles.notice}>
              Out of date: this summary was written from the transcript and title as they were when you pressed Generate abstractive summary, not from what
              is in the boxes now.
            </p>
          )}
          <div className={styles.output}>{previous.text}</div>
          {previous.cut && <p className={styles.notice}>The model’s answer was cut off before it finished: this is the part that arrived.</p>}
          <p className={styles.muted}>
            {keepProblem || `${previous.model ? `Written by ${previous.model}` : 'Written by your model'} and not checked against the transcript.`}
          </p>
        </section>
      )}
      {output && summarized !== source && (
        <p className={styles.notice}>
          Out of date: this summary was written from the transcript and title as they were when you pressed Generate abstractive
          summary, not from what is in the boxes now. Generate it again, or clear it.
        </p>
      )}
      {output && (
        <section aria-label="Abstractive summary (model)">
          {previous && (
            <p className={styles.notice}>
              {running
                ? 'New summary, still arriving: it replaces the previous one once it is complete.'
                : 'Partial new summary: the request stopped before the answer was complete, so this is only the part that arrived; it is not kept, and the previous summary stays.'}
            </p>
          )}
          <div className={styles.output}>{output}</div>
          {cut && !error && !running && !previous && <p className={styles.notice}>The model’s answer was cut off before it finished: this is the part that arrived.</p>}
          {/* s54 t-vwa F7: the page must not suggest this text was checked like the extraction. */}
          <p className={styles.muted}>
            Written by your model and not checked against the transcript: it can name the wrong owner or date, or a decision nobody made. Compare it with the
            decisions and action items above, which quote their lines.
          </p>
          {!previous && (
            <p className={styles.muted}>
              {keepProblem ||
                `${writtenBy ? `Written by ${writtenBy}. ` : ''}Kept in this browser like your transcript, so a reload or a new tab brings it back (with the out-of-date mark when the transcript differs); Clear the summary or Forget it removes it. The API key is never kept.`}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
