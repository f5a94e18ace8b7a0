import {useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import clsx from 'clsx';
import {
  characterCountText,
  chunkText,
  graphemeMeasure,
  longSentenceCount,
  segmentsOf,
  MAX_CHUNK_SIZE,
  MAX_TEXT_LENGTH,
  STRATEGY_LABELS,
  type Chunk,
  type Strategy,
} from '@site/src/retrieval/chunking';
import {SAMPLES} from '@site/src/learning-tools/chunking-playground/samples';
import {
  CUSTOM,
  choose,
  edit,
  initialTextState,
  loadOwnText,
  restoreSample,
  saveOwnText,
  sessionStore,
  shownText,
  type OwnTextStore,
  type Settings,
  type TextState,
} from '@site/src/learning-tools/chunking-playground/ownText';
import styles from './styles.module.css';
import {ToolPanel} from '@site/src/learning-tools/tool-panel';
import {nounFor} from '@site/src/lib/text/plural';

const TOKEN_SOURCE = 'https://ai.google.dev/gemini-api/docs/tokens';
const STRATEGY_HELP: Record<Strategy, string> = {
  fixed: 'A new chunk every (size − overlap) characters, cutting wherever the count lands. A chunk that held only whitespace (spaces, line breaks or zero-width spaces) is left out, and the summary says how many.',
  recursive: 'Splits on blank lines, then line breaks, then sentence ends (Unicode sentence segmentation, so 。！？। and ؟ count as . does), then spaces, then single characters, and packs the pieces up to the size.',
  sentence: 'Packs whole sentences up to the size; consecutive chunks share trailing sentences that fit in the overlap. A sentence longer than the size is split at word breaks.',
};
const LIST_LIMIT = 100;

const fmt = (n: number): string => n.toLocaleString('en-US');

function parseWhole(value: string): number {
  // "+ 0" turns a typed "-0" into 0, so the summary never says "overlap -0" (u36a F5).
  return value.trim() === '' ? Number.NaN : Number(value) + 0;
}

const range = (values: number[]): string => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? fmt(low) : `${fmt(low)}–${fmt(high)}`;
};

/** Characters each pair of consecutive chunks really shares (0 where they only touch), from their character ranges. */
export function realOverlaps(chunks: readonly {from: number; to: number}[]): number[] {
  return chunks.slice(1).map((chunk, i) => Math.max(0, chunks[i].to - chunk.from));
}

/**
 * What the overlap setting did: the recursive and sentence strategies share only whole pieces that fit. Where two shown
 * chunks share nothing and a chunk left out for holding only whitespace lay between them (`leftOut`), that is the cause
 * named (u30c CH-1: fixed size, which always overlaps by the setting, was said to have no whole piece that fits).
 */
function overlapSentence(chunks: Chunk[], overlap: number, leftOut: ReadonlyArray<{from: number; to: number}>): string {
  if (chunks.length < 2) return '';
  const shared = realOverlaps(chunks);
  const most = Math.max(...shared);
  if (overlap === 0 && most === 0) return ' Actual overlap: none.';
  // The boundaries with nothing shared and a left-out whitespace chunk between the two chunks.
  const blank = shared.filter((n, i) => n === 0 && leftOut.some((l) => l.from >= chunks[i].from && l.to <= chunks[i + 1].to)).length;
  const whitespace = 'the chunks between them held only whitespace and are left out';
  const pieces = `no whole piece at a boundary fits in ${fmt(overlap)} ${nounFor(overlap, 'character')}`;
  if (most === 0) {
    const why = blank === shared.length ? whitespace : blank > 0 ? `${pieces}, or ${whitespace}` : pieces;
    return ` Actual overlap: none; consecutive chunks share 0 characters, because ${why}.`;
  }
  const overlapping = shared.filter((n) => n > 0).length;
  const between = blank > 0 ? `; at ${blank === shared.length - overlapping ? `the other${blank === 1 ? '' : ` ${fmt(blank)}`}` : `${fmt(blank)} of the others`}, the chunks between held only whitespace and are left out` : '';
  return ` Actual overlap: ${range(shared)} ${nounFor(most, 'character')} between consecutive chunks (${fmt(overlapping)} of ${fmt(shared.length)} ${nounFor(shared.length, 'boundary', 'boundaries')} overlap${between}).`;
}

/** The sentence window splits a sentence longer than the size at word breaks: say so, with how many. */
export function longSentenceNote(text: string, strategy: Strategy, size: number): string {
  if (strategy !== 'sentence') return '';
  const n = longSentenceCount(text, size, graphemeMeasure(text));
  if (n === 0) return '';
  return ` ${n === 1 ? 'One sentence was' : `${fmt(n)} sentences were`} longer than the size and ${n === 1 ? 'was' : 'were'} split at word breaks (a single word longer than the size is cut between characters).`;
}

/** Chunks of only whitespace are left out of the list: say how many, so the numbers add up (u29a C-1). */
export function whitespaceNote(kept: number, left: number): string {
  if (left === 0) return '';
  return (
    ` ${fmt(left)} more ${nounFor(left, 'chunk')} held only whitespace (spaces, line breaks or zero-width spaces) and ${nounFor(left, 'is', 'are')} left out ` +
    `of the count and the list; the strategy made ${fmt(kept + left)} in all.`
  );
}

function summaryOf(text: string, chunks: Chunk[], whitespaceOnly: number, leftOut: ReadonlyArray<{from: number; to: number}>, strategy: Strategy, size: number, overlap: number): string {
  const lengths = chunks.map((c) => c.to - c.from);
  const tokens = chunks.map((c) => c.approxTokens);
  const each = chunks.length === 1 ? '' : ' each';
  return (
    `${STRATEGY_LABELS[strategy]}, size ${fmt(size)} ${nounFor(size, 'character')}, overlap ${fmt(overlap)}: ` +
    `${fmt(chunks.length)} ${nounFor(chunks.length, 'chunk')} of ${range(lengths)} ${nounFor(Math.max(...lengths), 'character')} ` +
    `(about ${range(tokens)} ${nounFor(Math.max(...tokens), 'token')}${each}, approximate).` +
    `${whitespaceNote(chunks.length, whitespaceOnly)}${overlapSentence(chunks, overlap, leftOut)}${longSentenceNote(text, strategy, size)}`
  );
}

/** How long typing must pause before the status region follows the text (u30m C-3). */
const TYPING_PAUSE_MS = 700;

/** Whether an input event is a typed keystroke (insertText, deleteContentBackward, …), not a paste or drop (W3C Input Events Level 2 inputType). */
function isKeystroke(event: Event): boolean {
  const type = (event as InputEvent).inputType;
  return typeof type === 'string' && /^(insert|delete)/.test(type) && !/^(insertFrom|deleteByDrag|deleteByCut)/.test(type);
}

export type PlaygroundProps = {
  /** Where the reader's own text is kept; defaults to this tab's sessionStorage. Tests pass a fake, or null for none. */
  readonly store?: OwnTextStore | null;
};

/** The interactive part of the chunking playground (browser only). */
export default function Playground({store: given}: PlaygroundProps = {}): ReactNode {
  const id = stableId('chunking-playground');
  const storeRef = useRef<OwnTextStore | null>(given === undefined ? sessionStore() : given);
  const [loaded] = useState(() => loadOwnText(storeRef.current));
  const [textState, setTextState] = useState<TextState>(() => loaded.state ?? initialTextState());
  // A sentence next to the box when the own text could not be kept or read; null when all is well.
  const [keepNote, setKeepNote] = useState<string | null>(loaded.problem);
  const edited = useRef(false);
  const sampleId = textState.choice;
  const text = shownText(textState);
  // The settings come back with the text after a reload (u28w W-A2); a kept strategy this version lacks is not used.
  const [strategy, setStrategy] = useState<Strategy>(() => {
    const kept = loaded.settings?.strategy;
    return kept && kept in STRATEGY_LABELS ? (kept as Strategy) : 'recursive';
  });
  const [sizeInput, setSizeInput] = useState(() => loaded.settings?.size ?? '400');
  const [overlapInput, setOverlapInput] = useState(() => loaded.settings?.overlap ?? '40');

  const deferredText = useDeferredValue(text);
  const size = parseWhole(sizeInput);
  const overlap = parseWhole(overlapInput);
  const result = useMemo(
    () => chunkText(deferredText, {strategy, size, overlap}),
    [deferredText, strategy, size, overlap],
  );
  // The polite status region follows typed keystrokes only once typing pauses, so a screen reader does not re-read
  // the summary on every key (u30m C-3); a paste, a sample choice or a setting updates it at once.
  const [settledText, setSettledText] = useState(text);
  const typed = useRef(false);
  const pause = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (pause.current !== null) clearTimeout(pause.current);
    pause.current = null;
    if (!typed.current) {
      setSettledText(text);
      return undefined;
    }
    typed.current = false;
    pause.current = setTimeout(() => {
      pause.current = null;
      setSettledText(text);
    }, TYPING_PAUSE_MS);
    return undefined;
  }, [text]);
  useEffect(() => () => {
    if (pause.current !== null) clearTimeout(pause.current);
  }, []);
  // A change of setting while typing pauses updates the summary at once, with the text as it is now (s47 C1).
  const settingsSeen = useRef({strategy, sizeInput, overlapInput});
  useEffect(() => {
    const seen = settingsSeen.current;
    if (seen.strategy === strategy && seen.sizeInput === sizeInput && seen.overlapInput === overlapInput) return;
    settingsSeen.current = {strategy, sizeInput, overlapInput};
    if (pause.current !== null) {
      clearTimeout(pause.current);
      pause.current = null;
      setSettledText(text);
    }
  }, [strategy, sizeInput, overlapInput, text]);
  const statusText = settledText === text ? deferredText : settledText;
  // The summary describes an earlier text (typing has not paused yet, or the chunks are still being worked out):
  // it is dimmed and marked "Updating…" until it catches up, so old figures never look current (s47 C1). The mark
  // sits outside the polite status region, which still changes only once typing pauses (u30m C-3).
  const summaryStale = statusText !== text;
  const statusResult = useMemo(
    () => (statusText === deferredText ? result : chunkText(statusText, {strategy, size, overlap})),
    [statusText, deferredText, result, strategy, size, overlap],
  );
  const segments = useMemo(
    () => (result.ok ? segmentsOf(deferredText.length, result.chunks) : []),
    [result, deferredText],
  );

  const sizeInvalid = !Number.isInteger(size) || size < 1 || size > MAX_CHUNK_SIZE;
  const overlapInvalid = !Number.isInteger(overlap) || overlap < 0 || (!sizeInvalid && overlap >= size);
  const statusId = `${id}-status`;
  // Characters as a reader counts them: a flag or an emoji with a skin tone is one (u28k C1).
  const countText = useMemo(() => characterCountText(deferredText), [deferredText]);

  // Keep the choice and the own text in this tab after the reader changes either (not on first show,
  // so a note about an unreadable record stays until they act).
  useEffect(() => {
    if (!edited.current) return;
    const settings: Settings = {strategy, size: sizeInput, overlap: overlapInput};
    setKeepNote(saveOwnText(textState, storeRef.current, new Date(), settings));
  }, [textState, strategy, sizeInput, overlapInput]);

  // "Restore the original sample" drops the sample's edits; Undo brings them back until the reader types (u30m C-4).
  const [undoRestore, setUndoRestore] = useState<{choice: string; text: string} | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'undo' | 'restore' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'undo' ? undoRef.current : focusNext.current === 'restore' ? restoreRef.current : null;
    focusNext.current = null;
    target?.focus();
  }, [undoRestore]);

  const chooseSample = (value: string) => {
    edited.current = true;
    setTextState((state) => choose(state, value));
  };

  return (
    <ToolPanel title="Chunking playground" widget="chunking-playground">
      <div className={styles.controls}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Text</legend>
          <label className={styles.label} htmlFor={`${id}-sample`}>
            Sample text
          </label>
          <select id={`${id}-sample`} className={styles.input} value={sampleId} onChange={(e) => chooseSample(e.target.value)}>
            {SAMPLES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
                {s.id in textState.edits ? ' (edited)' : ''}
              </option>
            ))}
            <option value={CUSTOM}>Your own text</option>
          </select>
          <label className={styles.label} htmlFor={`${id}-text`}>
            Text to chunk
          </label>
          <textarea
            id={`${id}-text`}
            className={clsx(styles.input, styles.textarea)}
            value={text}
            rows={8}
            spellCheck={false}
            aria-describedby={`${id}-text-hint ${id}-keep-note`}
            onChange={(e) => {
              edited.current = true;
              typed.current = isKeystroke(e.nativeEvent);
              setUndoRestore(null);
              const value = e.target.value;
              setTextState((state) => edit(state, value));
            }}
          />
          <p id={`${id}-text-hint`} className={styles.hint}>
            {countText}; up to {fmt(MAX_TEXT_LENGTH)}. Characters are counted as you see them: an emoji, a flag or a letter with its accent is one. Your text stays in this browser tab: pick a sample and then “Your own text” to get it back; it is still here after a reload or Back. Once you have a text of your own, changes you make to a sample stay with that sample.
          </p>
          {textState.choice in textState.edits && (
            <button
              type="button"
              ref={restoreRef}
              className="button button--secondary button--sm"
              onClick={() => {
                edited.current = true;
                focusNext.current = 'undo';
                setUndoRestore({choice: textState.choice, text: textState.edits[textState.choice] ?? ''});
                setTextState(restoreSample);
              }}>
              Restore the original sample
            </button>
          )}
          {undoRestore && undoRestore.choice === textState.choice && !(textState.choice in textState.edits) && (
            <button
              type="button"
              ref={undoRef}
              className="button button--secondary button--sm"
              onClick={() => {
                edited.current = true;
                const {choice, text: kept} = undoRestore;
                focusNext.current = 'restore';
                setTextState((state) => ({...state, edits: {...state.edits, [choice]: kept}}));
                setUndoRestore(null);
              }}>
              Undo restore (bring back your edits)
            </button>
          )}
          <div id={`${id}-keep-note`} aria-live="polite">
            {keepNote && <p className={clsx(styles.hint, styles.keepNote)}>{keepNote}</p>}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Strategy</legend>
          {(Object.keys(STRATEGY_LABELS) as Strategy[]).map((s) => (
            <div key={s} className={styles.radio}>
              <input
                type="radio"
                id={`${id}-${s}`}
                name={`${id}-strategy`}
                value={s}
                checked={strategy === s}
                aria-describedby={`${id}-${s}-help`}
                onChange={() => {
                  edited.current = true;
                  setStrategy(s);
                }}
              />
              <label htmlFor={`${id}-${s}`}>{STRATEGY_LABELS[s]}</label>
              <p id={`${id}-${s}-help`} className={styles.hint}>
                {STRATEGY_HELP[s]}
              </p>
            </div>
          ))}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Size and overlap (in characters)</legend>
          <label className={styles.label} htmlFor={`${id}-size`}>
            Chunk size (characters)
          </label>
          <input
            id={`${id}-size`}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={sizeInput}
            aria-invalid={sizeInvalid}
            aria-describedby={statusId}
            onChange={(e) => {
              edited.current = true;
              setSizeInput(e.target.value);
            }}
          />
          <label className={styles.label} htmlFor={`${id}-overlap`}>
            Overlap (characters)
          </label>
          <input
            id={`${id}-overlap`}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={overlapInput}
            aria-invalid={overlapInvalid}
            aria-describedby={statusId}
            onChange={(e) => {
              edited.current = true;
              setOverlapInput(e.target.value);
            }}
          />
          <p className={styles.hint}>
            Tokens are estimated as characters ÷ 4, a{' '}
            <a href={TOKEN_SOURCE} target="_blank" rel="noopener noreferrer">
              rule of thumb from Google&apos;s Gemini token guide
            </a>{' '}
            for English text; a real tokenizer gives different counts, especially for code and other languages.
          </p>
        </fieldset>
      </div>

      <div className={clsx(styles.statusWrap, summaryStale && styles.stale)} data-stale={summaryStale ? 'true' : undefined}>
      {summaryStale && (
        <p className={styles.updating} aria-hidden="true">
          Updating… the summary below is for the text as it was a moment ago.
        </p>
      )}
      <div id={statusId} className={clsx(styles.status, !statusResult.ok && styles.error)} aria-live="polite" role="status">
        {statusResult.ok ? (
          <p className={styles.summary}>
            {summaryOf(statusText, statusResult.chunks, statusResult.whitespaceOnly, statusResult.leftOut, strategy, size, overlap)}
          </p>
        ) : (
          <ul className={styles.errors}>
            {statusResult.errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      </div>

      {result.ok && (
        <>
          <h4 className={styles.subheading}>Chunks in the text</h4>
          <p className={styles.legendRow} aria-hidden="true">
            <span className={clsx(styles.swatch, styles.chunk0)}>odd chunks</span>
            <span className={clsx(styles.swatch, styles.chunk1)}>even chunks</span>
            <span className={clsx(styles.swatch, styles.overlap)}>overlap (in two chunks)</span>
          </p>
          <div className={styles.highlighted} tabIndex={0} role="region" aria-label="Text with chunk boundaries highlighted">
            {segments.map((segment) => {
              const first = segment.chunks[0] ?? 0;
              const startsChunk = segment.chunks.find((c) => result.chunks[c].start === segment.start);
              return (
                <span
                  key={segment.start}
                  className={clsx(
                    segment.chunks.length > 1 ? styles.overlap : first % 2 === 0 ? styles.chunk0 : styles.chunk1,
                  )}>
                  {startsChunk !== undefined && (
                    <span className={styles.marker} aria-hidden="true">
                      {startsChunk + 1}
                    </span>
                  )}
                  {deferredText.slice(segment.start, segment.end)}
                </span>
              );
            })}
          </div>

          <div className={styles.tableWrap} role="region" aria-label="Chunk list table" tabIndex={0}>
          <table className={styles.table}>
            <caption>
              Chunk list{result.chunks.length > LIST_LIMIT ? ` (first ${LIST_LIMIT} of ${fmt(result.chunks.length)})` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Characters</th>
                <th scope="col">Length (characters)</th>
                <th scope="col">Tokens (approx.)</th>
                <th scope="col">Begins with</th>
              </tr>
            </thead>
            <tbody>
              {result.chunks.slice(0, LIST_LIMIT).map((chunk) => (
                <tr key={chunk.index}>
                  <th scope="row">{chunk.index + 1}</th>
                  <td>
                    {fmt(chunk.from)}–{fmt(chunk.to)}
                  </td>
                  <td>{fmt(chunk.to - chunk.from)}</td>
                  <td>≈ {fmt(chunk.approxTokens)}</td>
                  <td className={styles.preview}>
                    <code>{Array.from(chunk.text).slice(0, 48).join('').replace(/\s+/g, ' ')}{Array.from(chunk.text).length > 48 ? '…' : ''}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        </>
      )}
    </ToolPanel>
  );
}
