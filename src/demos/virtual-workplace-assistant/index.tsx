/**
 * The Virtual Workplace Assistant demo: a meeting transcript becomes a summary, decisions, owned
 * action items and a follow-up e-mail; the component, the optional model summary
 * (AbstractiveSummary.tsx), the analysis (meeting.ts) and the sample transcript (sample.ts) live
 * here. Imported by its page in demo-room/virtual-workplace-assistant.mdx; it may import
 * src/demos/kit and src/retrieval, nothing from src/components, src/learning-tools, src/theme or
 * src/pages.
 */
import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import {analyseMeeting, MAX_TRANSCRIPT_CHARS, type ActionItem, type AnalysisResult} from '@site/src/demos/virtual-workplace-assistant/meeting';
import {type TranscriptFormat} from '@site/src/demos/virtual-workplace-assistant/transcript';
import {fileBytes, readTextFile} from '@site/src/lib/files/textFile';
import {SAMPLE_TITLE, SAMPLE_TRANSCRIPT} from '@site/src/demos/virtual-workplace-assistant/sample';
import type {ChatMessage, ModelConfig} from '@site/src/demos/kit/llm';
import ModelPanel from '@site/src/demos/kit/components/ModelPanel';
import KeptNote from '@site/src/demos/kit/components/KeptNote';
import {useKept} from '@site/src/demos/kit/useKept';
import AbstractiveSummary from './AbstractiveSummary';
import styles from '../kit/components/demo.module.css';
import actionStyles from './actions.module.css';
import a11y from '@site/src/css/a11y.module.css';
import {countOf} from '@site/src/lib/text/plural';

const loadKeptSpec = () => import('./kept').then((m) => m.WORKPLACE_KEPT);
/**
 * This tab's copy of the transcript "Load the sample" or "Open a file" replaced, for its "Undo", until the tab closes
 * (u29t F19: one keystroke used to drop it for good). Session storage; listed on the privacy page.
 */
const REPLACED_KEY = 'cap-demo:virtual-workplace-assistant:replaced';
type Saved = {title: string; transcript: string};
/** A {title, transcript} read back from session storage, or null when it is missing or not that shape. */
function readSaved(key: string): (Saved & {by?: string}) | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const back = raw ? (JSON.parse(raw) as unknown) : null;
    if (back && typeof back === 'object' && typeof (back as {transcript?: unknown}).transcript === 'string' && typeof (back as {title?: unknown}).title === 'string') {
      const by = (back as {by?: unknown}).by;
      return {title: (back as Saved).title, transcript: (back as Saved).transcript, ...(typeof by === 'string' ? {by} : {})};
    }
  } catch {
    // No session storage (private mode, blocked) or a damaged copy: nothing to offer.
  }
  return null;
}

const FORMAT_NAMES: Readonly<Record<TranscriptFormat, string>> = {
  webvtt: 'WebVTT captions (cue numbers and timings skipped, speakers from voice tags or "Name:" prefixes)',
  'speaker-headings': 'speaker headings (a name and a time, then what they said)',
  lines: '"Name: text" lines',
};

/** What the Status column says: taken back, deferred, to check, declined, open under a condition, or open. */
function statusOf(a: ActionItem): string {
  if (a.withdrawn) return `Taken back: ${a.withdrawn.speaker}, line ${a.withdrawn.line}: “${a.withdrawn.text}”`;
  if (a.deferred) return `Deferred ${a.deferred.until}: ${a.deferred.speaker}, line ${a.deferred.line}: “${a.deferred.text}”${a.declined && !a.takenOverBy ? '; still needs an owner' : ''}`;
  if (a.check) return `Check this item: ${a.check.reason}`;
  if (a.declined) return `Declined: ${a.declined.speaker}, line ${a.declined.line}: “${a.declined.text}”${a.takenOverBy ? `; taken over by ${a.takenOverBy}` : a.suggested ? `; suggested: ${a.suggested}` : ''}`;
  return a.condition ? `Conditional: ${a.condition}` : 'Open';
}

/** Meeting transcript in; extractive summary, decisions, action items and a follow-up e-mail out. */
export default function WorkplaceAssistant(): ReactNode {
  const id = stableId('workplace-assistant');
  const [title, setTitle] = useState(SAMPLE_TITLE);
  const [transcript, setTranscript] = useState(SAMPLE_TRANSCRIPT);
  const [result, setResult] = useState<AnalysisResult>(() => analyseMeeting(SAMPLE_TRANSCRIPT, SAMPLE_TITLE));
  /** The title and transcript the results were read from: when the boxes say something else, the results are out of date (u29d V-8). */
  const [analysed, setAnalysed] = useState({title: SAMPLE_TITLE, transcript: SAMPLE_TRANSCRIPT});
  const stale = analysed.title !== title || analysed.transcript !== transcript;
  function analyse(text: string, name: string) {
    setResult(analyseMeeting(text, name));
    setAnalysed({title: name, transcript: text});
  }
  const [copied, setCopied] = useState('');
  const [ownModel, setOwnModel] = useState<ModelConfig | null>(null);
  const [fileProblem, setFileProblem] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  /**
   * The reader's transcript that "Load the sample" or "Open a file" replaced, offered back ("Undo") until the tab closes:
   * edits and reloads keep the offer (REPLACED_KEY in session storage), and an Undo after an edit offers the edited text
   * back in turn, so no text is lost either way (u29t F19).
   */
  const [replaced, setReplaced] = useState<Saved | null>(null);
  /** What replaced it: "Sample loaded.", "Opened “notes.vtt”." or "Your earlier transcript is back." */
  const [replacedBy, setReplacedBy] = useState('Sample loaded.');
  function offerReplaced(back: Saved, by: string) {
    setReplaced(back);
    setReplacedBy(by);
    try {
      window.sessionStorage.setItem(REPLACED_KEY, JSON.stringify({...back, by}));
    } catch {
      // Too large or blocked: the Undo still works until the tab reloads.
    }
  }
  function dropReplaced() {
    setReplaced(null);
    try {
      window.sessionStorage.removeItem(REPLACED_KEY);
    } catch {
      // Nothing kept, nothing to remove.
    }
  }
  /** True once the reader typed in the title or transcript since the page last filled them. */
  const touched = useRef(false);
  // The reader's own transcript survives a reload (kept.ts); the sample is not kept. While the sample is in the box and
  // the undo is offered, the replaced transcript stays kept, so a reload before deciding loses nothing.
  const keptValue = useMemo(
    () => (title === SAMPLE_TITLE && transcript === SAMPLE_TRANSCRIPT ? null : {title, transcript}) ?? replaced,
    [replaced, title, transcript],
  );
  /** The offer shown: none while the boxes already hold the replaced transcript (a reload before deciding brings it back). */
  const offered = replaced && !(replaced.title === title && replaced.transcript === transcript) ? replaced : null;
  const kept = useKept(loadKeptSpec, keptValue, (data) => loadTranscript(data.transcript, data.title));

  // The transcript "Forget it" removed is offered back ("Undo") by the kit (useKept, KeptNote) until the reader changes
  // something; this tab's session storage ("cap-demo:virtual-workplace-assistant:forgotten") keeps the offer over a reload.
  useEffect(() => {
    const earlier = readSaved(REPLACED_KEY);
    if (earlier) {
      setReplaced({title: earlier.title, transcript: earlier.transcript});
      if (earlier.by) setReplacedBy(earlier.by);
    }
  }, []);
  /**
   * True while the transcript box holds text the page put there (sample, file, Forget it, Undo) and the reader has not typed
   * since: the browser's own undo (Ctrl+Z) would then paste the old text in front of the new and save that (u29l V-11), so
   * Ctrl+Z runs the page's Undo instead, or nothing.
   */
  const pageFilled = useRef(false);

  function loadTranscript(text: string, name: string) {
    touched.current = false;
    setTitle(name);
    setTranscript(text);
    pageFilled.current = true;
    analyse(text, name);
  }

  /** The boxes' text when it is the reader's own (not the sample, not empty), else null. */
  function ownText(): Saved | null {
    const own = title === SAMPLE_TITLE && transcript === SAMPLE_TRANSCRIPT ? null : {title, transcript};
    return own && (own.transcript.trim() || own.title.trim()) ? own : null;
  }

  /**
   * Undo of "Load the sample" / "Open a file": the replaced transcript back. Text in the boxes other than the untouched
   * sample (an edit, an opened file, or the text an earlier Undo brought back) is offered in turn, so Undo after Undo
   * swaps back and forth and neither text is lost (u30b F8: the second Undo dropped the reader's own transcript).
   */
  function undoReplace() {
    if (!offered) return;
    const current = ownText();
    const edited = touched.current;
    loadTranscript(offered.transcript, offered.title);
    if (current) offerReplaced(current, edited ? 'Your earlier transcript is back.' : 'The other transcript is back.');
    else dropReplaced();
  }

  /** "Forget it": the sample in the boxes; the kit (useKept) offers the reader's transcript back. */
  function forget() {
    loadTranscript(SAMPLE_TRANSCRIPT, SAMPLE_TITLE);
    dropReplaced();
  }
  /** Undo of "Forget it": the forgotten transcript back in the boxes (and kept again, by useKept). */
  function bringBackForgotten(back: Saved) {
    dropReplaced();
    loadTranscript(back.transcript, back.title);
  }

  async function loadFile(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_TRANSCRIPT_CHARS * 4) {
      setFileProblem(`“${file.name}” is too large for this demo (the limit is ${MAX_TRANSCRIPT_CHARS.toLocaleString('en-US')} characters). Your current transcript is kept.`);
      return;
    }
    try {
      const {text} = readTextFile(await fileBytes(file));
      if (text === null) {
        setFileProblem(`“${file.name}” is not a text transcript (it looks like a picture, a document or another binary file). Your current transcript is kept.`);
        return;
      }
      setFileProblem('');
      // Offered back like "Load the sample": the reader's own transcript and title, until they change something.
      const back = ownText() ?? replaced;
      // The subject comes from the file's own title line ("Meeting notes: …"), never from the file's name.
      loadTranscript(text, '');
      if (back) offerReplaced(back, `Opened “${file.name}”.`);
    } catch {
      setFileProblem(`“${file.name}” could not be read. Your current transcript is kept.`);
    }
  }

  const analysis = result.ok ? result.analysis : null;

  function buildMessages(): ChatMessage[] | string {
    if (!transcript.trim()) return 'Paste a transcript first: the model summarizes the transcript in the box.';
    if (transcript.length > MAX_TRANSCRIPT_CHARS) return 'The transcript is over the length limit; shorten it first.';
    return [
      {
        role: 'system',
        content:
          'You summarize meeting transcripts for busy colleagues. Write 3 to 5 short sentences in plain English. Only state what the transcript says; do not invent owners, dates or decisions.',
      },
      {role: 'user', content: `Meeting: ${title || 'untitled'}\n\nTranscript:\n${transcript}`},
    ];
  }

  async function copyEmail(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('E-mail draft copied to the clipboard.');
    } catch {
      setCopied('Copying is not allowed here; select the text and copy it by hand.');
    }
  }

  return (
    <section className={styles.demo} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Try the meeting assistant</h3>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>Meeting title</label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={title}
          placeholder="Taken from the transcript when left empty"
          aria-describedby={`${id}-title-note`}
          onChange={(e) => {
            touched.current = true;
            setTitle(e.target.value);
          }}
        />
        <span id={`${id}-title-note`} className={styles.muted}>
          The e-mail subject. Left empty, it comes from the transcript: a title or agenda line, a WebVTT note, or a sentence such
          as &quot;The goal today is to …&quot;.
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-t`}>Transcript (&quot;Name: what they said&quot; lines, or a WebVTT export from Zoom or Teams)</label>
        <textarea
          id={`${id}-t`}
          className={styles.textarea}
          rows={14}
          value={transcript}
          onKeyDown={(e) => {
            if (!pageFilled.current || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.key.toLowerCase() !== 'z') return;
            e.preventDefault();
            if (offered) undoReplace();
            else if (kept.forgotten) kept.undoForget(bringBackForgotten);
          }}
          onChange={(e) => {
            pageFilled.current = false;
            touched.current = true;
            setTranscript(e.target.value);
            // The sample's title belongs to the sample: another transcript gets its own subject.
            if (title === SAMPLE_TITLE) setTitle('');
          }}
          aria-describedby={`${id}-limit`}
        />
        <span id={`${id}-limit`} className={styles.muted}>
          {transcript.length.toLocaleString('en-US')} of {MAX_TRANSCRIPT_CHARS.toLocaleString('en-US')} characters.{' '}
          {ownModel
            ? 'Analyze transcript reads it in this browser; Generate abstractive summary sends the title and transcript to the model endpoint you set below.'
            : 'Nothing you paste is sent anywhere while no model is set below.'}{' '}
          Your own transcript is kept in this browser until you forget it.
        </span>
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={() => analyse(transcript, title)}>
          Analyze transcript
        </button>
        <button type="button" className={styles.secondary} onClick={() => fileInput.current?.click()}>
          Open a .vtt or .txt file
        </button>
        <input
          ref={fileInput}
          hidden
          type="file"
          aria-label="Open a transcript file"
          accept=".vtt,.srt,.txt,text/vtt,text/plain"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // The same file chosen again is read again.
            e.target.value = '';
            void loadFile(file);
          }}
        />
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            // Offered back until the tab closes (an empty box is nothing to give back);
            // pressed again over the sample, the earlier offer stands.
            const back = ownText() ?? replaced;
            loadTranscript(SAMPLE_TRANSCRIPT, SAMPLE_TITLE);
            if (back) offerReplaced(back, 'Sample loaded.');
          }}>
          Load the sample
        </button>
      </div>
      {offered && (
        <p role="status" className={styles.notice}>
          {replacedBy}{' '}
          <button type="button" className={styles.secondary} onClick={undoReplace}>
            Undo
          </button>{' '}
          <span className={styles.muted}>Until you close this tab, Undo brings your transcript back, also after edits here or a reload.</span>
        </p>
      )}
      <KeptNote kept={kept} fileName="meeting-transcript.txt" onForget={forget} onUndo={bringBackForgotten} />

      <div aria-live="polite" role="status">
        {fileProblem && <p className={styles.error}>{fileProblem}</p>}
        {stale && (
          <p className={styles.notice}>
            Out of date: the results below are for the transcript and title as they were when you last pressed Analyze transcript. Press it
            to read what is in the boxes now.
          </p>
        )}
        {!result.ok && <p className={styles.error}>{result.error}</p>}
        {analysis && (
          <p className={styles.muted}>
            Read as {FORMAT_NAMES[analysis.format]}. Found {countOf(analysis.sentences.length, 'sentence')} from {countOf(analysis.speakers.length, 'speaker')}:{' '}
            {countOf(analysis.summary.length, 'summary sentence')}, {countOf(analysis.decisions.length, 'decision')}, {countOf(analysis.actions.filter((a) => !a.withdrawn && !a.declined && !a.deferred && !a.check).length, 'action item')}
            {analysis.actions.some((a) => a.check && !a.withdrawn && !a.deferred) ? ` (and ${analysis.actions.filter((a) => a.check && !a.withdrawn && !a.deferred).length} to check)` : ''}
            {analysis.actions.some((a) => a.deferred && !a.withdrawn) ? ` (and ${analysis.actions.filter((a) => a.deferred && !a.withdrawn).length} deferred)` : ''}
            {analysis.actions.some((a) => a.declined && !a.withdrawn && !a.deferred && !a.check) ? ` (and ${analysis.actions.filter((a) => a.declined && !a.withdrawn && !a.deferred && !a.check).length} declined by the person asked)` : ''}
            {analysis.actions.some((a) => a.withdrawn) ? ` (and ${analysis.actions.filter((a) => a.withdrawn).length} taken back later in the meeting)` : ''}.
          </p>
        )}
      </div>

      {analysis && (
        <div>
          {analysis.warnings.map((w) => (
            <p key={w} className={styles.notice}>
              {w}
            </p>
          ))}
          <div className={styles.panel}>
            <h4>Extractive summary</h4>
            <p className={styles.muted}>The highest-scoring sentences, in the order they were said (score in brackets).</p>
            <ol>
              {analysis.summary.map((s) => (
                <li key={s.index}>
                  <strong>{s.speaker}:</strong> {s.text} <span className={styles.muted}>({s.score.toFixed(2)})</span>
                </li>
              ))}
            </ol>
          </div>
          <div className={styles.panel}>
            <h4>Decisions</h4>
            {analysis.decisions.length === 0 ? (
              <p>No decisions found. Phrases like &quot;we decided&quot;, &quot;agreed:&quot; or &quot;let&apos;s go with&quot; mark one.</p>
            ) : (
              <ul>
                {analysis.decisions.map((d) => (
                  <li key={`${d.line}-${d.text}`}>
                    {d.text} <span className={styles.muted}>({d.speaker}, line {d.line})</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={styles.panel}>
            <h4>Action items</h4>
            {analysis.actions.length === 0 ? (
              <p>No action items found. The patterns read English, German, French, Spanish, Chinese and Japanese; in other languages this list stays empty.</p>
            ) : (
              <div className={`${styles.tableWrap} ${actionStyles.actions}`} role="region" aria-label="Action items table" tabIndex={0}>
                <table>
                  <caption className={a11y.visuallyHidden}>Action items with owner, due date and status (open, conditional, declined by the person asked, deferred, taken back later in the meeting, or to check: the sentences as said)</caption>
                  <thead>
                    <tr>
                      <th scope="col">Owner</th>
                      <th scope="col">Task</th>
                      <th scope="col">Due</th>
                      <th scope="col">Line</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {analysis.actions.map((a) => (
                      <tr key={`${a.line}-${a.task}`}>
                        <td data-label="Owner">{a.check && !a.deferred && !a.withdrawn ? 'check this item' : a.owner}</td>
                        <td data-label="Task">{a.check && !a.deferred && !a.withdrawn ? a.check.quote : a.task}</td>
                        <td data-label="Due">{a.check && !a.deferred && !a.withdrawn ? 'check' : a.due ? `${a.due}${a.corrected ? ` (corrected from ${a.corrected.from})` : ''}` : 'not stated'}</td>
                        <td data-label="Line">{a.line}</td>
                        <td data-label="Status">{statusOf(a)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
          <div className={styles.panel}>
            <h4>Follow-up e-mail draft</h4>
            <label htmlFor={`${id}-email`} className={a11y.visuallyHidden}>
              Follow-up e-mail draft text
            </label>
            <textarea id={`${id}-email`} className={styles.textarea} rows={16} readOnly value={analysis.email} />
            <div className={styles.row}>
              <button type="button" className={styles.secondary} disabled={stale} onClick={() => void copyEmail(analysis.email)}>
                {stale ? 'Copy e-mail draft (out of date: analyze first)' : 'Copy e-mail draft'}
              </button>
              <span role="status" className={styles.muted}>
                {copied}
              </span>
            </div>
          </div>
        </div>
      )}

      <h4>Compare with an abstractive summary from your own model</h4>
      <ModelPanel value={ownModel} onChange={setOwnModel} />
      {/* Always mounted: a summary already written outlives a change of the model settings. */}
      <AbstractiveSummary config={ownModel} buildMessages={buildMessages} source={`${title}\n${transcript}`} />
    </section>
  );
}
