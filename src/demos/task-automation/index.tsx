/**
 * The Task Automation demo: a support inbox triaged by similarity to labelled examples plus
 * keyword rules, with a human approval queue; the component, the triage logic (triage.ts), the
 * sample inbox (sample.ts) and the reader's saved edits (store.ts, localStorage; merged across tabs by sync.ts, with the unsaved form kept as a draft) and the refund checks (refundChecks.ts) live here. Imported by its page in demo-room/task-automation.mdx; it
 * may import src/demos/kit and src/retrieval, nothing from src/components, src/learning-tools,
 * src/theme or src/pages.
 */
import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import {
  evidenceLine,
  DEFAULT_THRESHOLD,
  MAX_MESSAGE_CHARS,
  parseRules,
  confidenceText,
  pct,
  rulesNotApplied,
  triageAll,
  validateMessage,
  type Message,
  type Rule,
  type Triaged,
  type Verdict,
} from '@site/src/demos/task-automation/triage';
import {CATEGORY_LABELS, DEFAULT_RULES, EXAMPLES, SAMPLE_MESSAGES} from '@site/src/demos/task-automation/sample';
import {loadDrafts, loadSaved, readCurrent, readSaved, save, saveDrafts, serialize, MAX_MESSAGES, STORAGE_KEY, type Decision, type Draft, type SavedState} from '@site/src/demos/task-automation/store';
import {mergeSaved} from '@site/src/demos/task-automation/sync';
import styles from '../kit/components/demo.module.css';
import resultStyles from './results.module.css';
import a11y from '@site/src/css/a11y.module.css';
import {countOf} from '@site/src/lib/text/plural';
import {downloadText} from '@site/src/lib/files/download';

function rulesOf(text: string): Rule[] {
  const parsed = parseRules(text);
  return parsed.ok ? parsed.rules : [];
}

const label = (v: Verdict) => (v === 'unsure' ? 'Not sure' : CATEGORY_LABELS[v]);
const NO_ACTION = 'None proposed: a person reads the message and decides.';
/** Two copies of a message with the same subject and body. */
const sameText = (a: Message, b: Message) => a.subject === b.subject && a.body === b.body;
const actionOf = (item: Triaged) => item.proposal.action ?? NO_ACTION;

/** The table's category cell: "Not sure", or the category and any other requests. */
function categoryText(item: Triaged): string {
  const c = item.classification;
  if (c.category === 'unsure') return c.language ? 'Not sure (language not covered)' : 'Not sure';
  return c.secondary.length ? `${label(c.category)}; also ${c.secondary.map(label).join(', ')}` : label(c.category);
}

const download = (name: string, text: string) => downloadText(name, text, 'application/json');

/** The parts of the demo where the reader changes something. */
type Area = 'top' | 'message' | 'rules' | 'queue';

function Steps({item}: {item: Triaged}): ReactNode {
  const {classification: c, fields, proposal, route} = item;
  const notApplied = rulesNotApplied(item.message, c.rulesNegated);
  const fieldRows: Array<[string, string[]]> = [
    ['Order ids', fields.orderIds],
    ['Invoice ids', fields.invoiceIds],
    ['E-mail addresses', fields.emails],
    ['Dates', fields.dates],
    ['Amounts', fields.amounts],
  ];
  return (
    <ol>
      <li>
        <strong>Classify.</strong> Input: subject and body. Output: <strong>{label(c.category)}</strong>
        {c.category === 'unsure' ? (
          <>
            , because {c.unsure.join('; ')}. No category and no action are proposed.
          </>
        ) : (
          <>
            , confidence <strong>{confidenceText(c)}</strong>
            {c.secondary.length ? <>; the message also asks about {c.secondary.map(label).join(', ')}</> : null}.{' '}
            {evidenceLine(c)}
          </>
        )}{' '}
        {c.rulesMatched.length
          ? `Rules matched: ${c.rulesMatched.map((r) => `line ${r.line} ("${r.phrase}" → ${r.category})`).join(', ')}.`
          : 'No rule matched.'}
        {notApplied.negated.length ? ` Rules not applied because the request is negated: ${notApplied.negated.map((r) => `line ${r.line} ("${r.phrase}")`).join(', ')}.` : ''}
        {notApplied.setAside.length
          ? ` Rules not applied because their words are set aside (under a condition, in a question, in a solved problem, or the subject's echo): ${notApplied.setAside.map((r) => `line ${r.line} ("${r.phrase}")`).join(', ')}.`
          : ''}
        {c.negated.length ? ` Left out as negated or set aside: ${c.negated.map((w) => `"${w}"`).join(', ')}.` : ''}
        {c.polite.length ? ` Counted at one fifth as greetings or thanks: ${c.polite.map((w) => `"${w}"`).join(', ')}.` : ''}
        <div className={`${styles.tableWrap} ${resultStyles.results}`} role="region" aria-label="Category scores table" tabIndex={0}>
          <table>
            <caption className={a11y.visuallyHidden}>Category scores for message {item.message.id}</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Example similarity</th>
                <th scope="col">Rule boost</th>
                <th scope="col">Score</th>
                <th scope="col">Matching words</th>
                <th scope="col">Nearest example</th>
              </tr>
            </thead>
            <tbody>
              {c.scores.slice(0, 3).map((s) => (
                <tr key={s.category}>
                  <td data-label="Category">{CATEGORY_LABELS[s.category]}</td>
                  <td data-label="Example similarity">{s.similarity.toFixed(2)}</td>
                  <td data-label="Rule boost">{s.ruleBoost.toFixed(2)}</td>
                  <td data-label="Score">{s.score.toFixed(2)}</td>
                  <td data-label="Matching words">{s.evidence.length ? s.evidence.join(', ') : 'none'}</td>
                  <td data-label="Nearest example">{s.nearest || 'none'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </li>
      <li>
        <strong>Extract fields.</strong> Input: the message text. Output:{' '}
        {fieldRows.map(([label, values]) => `${label}: ${values.length ? values.join(', ') : 'none'}`).join('; ')}.
      </li>
      <li>
        <strong>Propose an action.</strong> Input: category and fields. Output:{' '}
        {proposal.action === null ? (
          NO_ACTION
        ) : (
          <>
            {proposal.action} Confidence (share of needed fields found): <strong>{pct(proposal.confidence)}</strong>.
          </>
        )}
      </li>
      <li>
        <strong>Route.</strong> Output:{' '}
        {route.queue === 'auto'
          ? `handled automatically.${route.basis ? ` What made it automatic: ${route.basis}.` : ''}`
          : `sent to the approval queue because ${route.reasons.join('; ')}.`}
      </li>
    </ol>
  );
}

/** Support-inbox triage with visible steps, editable rules and messages, and a human approval queue. */
/**
 * 48t (u31f F4): a typed amount read as a clean amount above zero, with the currency of the amounts offered when none
 * is written ("40" → "$40"); null when it is not one ("about 40", "-5", "4,0", "0").
 */
export function typedAmount(typed: string, offered: readonly string[]): string | null {
  const m = /^([$€£¥])?\s?(\d{1,7}(?:\.\d{1,2})?)\s?(USD|EUR|GBP|JPY)?$/i.exec(typed.trim());
  if (!m || Number(m[2]) <= 0 || (m[1] && m[3])) return null;
  if (m[1]) return `${m[1]}${m[2]}`;
  if (m[3]) return `${m[2]} ${m[3].toUpperCase()}`;
  const sign = offered.map((a) => /^[$€£¥]/.exec(a)?.[0]).find((x) => x);
  const code = offered.map((a) => /\b(USD|EUR|GBP|JPY)$/i.exec(a)?.[1]).find((x) => x);
  return sign ? `${sign}${m[2]}` : code ? `${m[2]} ${code.toUpperCase()}` : `$${m[2]}`;
}

/**
 * 48t (u31f F4): the queue item of a refund whose amount the message does not settle. No amount is approved with one
 * click: the person picks one of the amounts the message names or types the one the customer confirms, then approves.
 */
function AmountChoiceForm({item, onApprove, onReject}: {item: Triaged; onApprove: (amount: string) => void; onReject: () => void}): ReactNode {
  const choice = item.proposal.choose;
  const base = `${stableId('task-automation')}-amount-${item.message.id}`;
  const [picked, setPicked] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const firstRef = useRef<HTMLInputElement>(null);
  const typedRef = useRef<HTMLInputElement>(null);
  if (!choice) return null;
  function approve() {
    if (!choice) return;
    if (!picked) {
      setError(`Pick an amount or type the one the customer confirms; nothing was approved.`);
      (firstRef.current ?? typedRef.current)?.focus();
      return;
    }
    const amount = picked === 'other' ? typedAmount(typed, choice.candidates) : picked;
    if (!amount) {
      setError(`"${typed.trim() || '(empty)'}" is not an amount: type one such as ${choice.candidates[0] ?? '$25.00'} (above zero, at most two decimals); nothing was approved.`);
      typedRef.current?.focus();
      return;
    }
    onApprove(amount);
  }
  return (
    <fieldset className={styles.field}>
      <legend>
        Amount to refund for {choice.order}: the message does not settle on one (it says &quot;{choice.written}&quot;).{' '}
        {choice.candidates.length ? 'Pick one it names or type the amount the customer confirms.' : 'It names no amount read whole: type the amount the customer confirms.'}
      </legend>
      {choice.candidates.map((a, i) => (
        <label key={a} className={styles.row}>
          <input
            type="radio"
            name={base}
            value={a}
            ref={i === 0 ? firstRef : undefined}
            checked={picked === a}
            onChange={() => {
              setPicked(a);
              setError('');
            }}
          />{' '}
          {a}
        </label>
      ))}
      <label className={styles.row}>
        <input
          type="radio"
          name={base}
          value="other"
          ref={choice.candidates.length ? undefined : firstRef}
          checked={picked === 'other'}
          onChange={() => {
            setPicked('other');
            setError('');
            typedRef.current?.focus();
          }}
        />{' '}
        Another amount
      </label>
      <label htmlFor={`${base}-typed`}>Amount the customer confirms for {item.message.id}</label>
      <input
        id={`${base}-typed`}
        ref={typedRef}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        aria-invalid={error && picked === 'other' ? true : undefined}
        aria-describedby={error ? `${base}-error` : undefined}
        onChange={(e) => {
          setTyped(e.target.value);
          setPicked(e.target.value.trim() ? 'other' : '');
          setError('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') approve();
        }}
      />
      {error && (
        <p id={`${base}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={approve} aria-label={`Approve ${item.message.id} with the chosen amount`}>
          Approve with this amount
        </button>
        <button type="button" className={styles.secondary} onClick={onReject} aria-label={`Reject ${item.message.id}`}>
          Reject
        </button>
      </div>
    </fieldset>
  );
}

export default function TaskAutomation(): ReactNode {
  const id = stableId('task-automation');
  const [messages, setMessages] = useState<Message[]>(() => SAMPLE_MESSAGES.map((m) => ({...m})));
  const [rulesText, setRulesText] = useState(DEFAULT_RULES);
  const [rulesApplied, setRulesApplied] = useState(DEFAULT_RULES);
  const rules = useMemo(() => rulesOf(rulesApplied), [rulesApplied]);
  // u29q F11: one status line stands at a time; `field` is the input a rules error is about (aria-invalid).
  const [rulesStatus, setRulesStatusOnly] = useState<{error: boolean; text: string; field?: 'rules' | 'threshold'}>({error: false, text: ''});
  // u29y F23: rules text typed here, not applied, that another tab's change replaced; offered back.
  const [rulesAside, setRulesAside] = useState<string | null>(null);
  const [thresholdText, setThresholdText] = useState(String(DEFAULT_THRESHOLD * 100));
  const [threshold, setThreshold] = useState(DEFAULT_THRESHOLD);
  const [selected, setSelected] = useState(SAMPLE_MESSAGES[0].id);
  const [draft, setDraft] = useState<Message>({...SAMPLE_MESSAGES[0]});
  const [messageStatus, setMessageStatusOnly] = useState<{error: boolean; text: string}>({error: false, text: ''});
  // u29q F16: the saved text the form was loaded from. A save checks it against the saved text now: when another
  // tab saved the same message in between, the reader sees that text and chooses; neither text is dropped.
  const originRef = useRef<Message | null>(null);
  const [conflict, setConflict] = useState<Message | null>(null);
  // u29y F24: the unsaved text of every message the form is not showing ('' is a new message), kept in this tab
  // and across a reload (store.ts drafts); `aside` is text the reader emptied or discarded, offered back once;
  // `gone` offers to add the form's text as a new message when its message left the inbox (F22).
  const [kept, setKept] = useState<Record<string, Draft>>({});
  const [aside, setAside] = useState<Message | null>(null);
  const [gone, setGone] = useState(false);
  // 47t (u30z F3): the form's text when this browser refused to keep it as a draft (a reload would lose it).
  const [draftNotKept, setDraftNotKept] = useState<Draft | null>(null);
  function loadForm(m: Message) {
    setDraft({...m});
    originRef.current = {...m};
    setConflict(null);
  }
  const [decisions, setDecisions] = useState<Decision[]>([]);
  // Saved edits load after hydration, so the first render matches the server HTML.
  const [loaded, setLoaded] = useState(false);
  const [storage, setStorage] = useState<{problem: string | null; unreadable: string | null}>({problem: null, unreadable: null});
  const [restored, setRestored] = useState(false);

  // The saved state this tab last read or wrote: another tab's changes are merged against it (sync.ts).
  const baseRef = useRef<SavedState | null>(null);
  // Set by Restore the samples and Undo: that save replaces the saved copy instead of merging with it.
  const replaceRef = useRef(false);
  useEffect(() => {
    const result = loadSaved();
    // Nothing saved yet: the samples are what this tab started from.
    baseRef.current = result.state ?? {messages: SAMPLE_MESSAGES.map((m) => ({...m})), rulesDraft: DEFAULT_RULES, rulesApplied: DEFAULT_RULES, threshold: DEFAULT_THRESHOLD, decisions: []};
    // A message being written when the page was left comes back in the form (u28t T-L3).
    const drafts = loadDrafts();
    const keptDraft = drafts?.drafts.find((d) => d.id === drafts.current) ?? null;
    const others = (drafts?.drafts ?? []).filter((d) => d !== keptDraft);
    setKept(Object.fromEntries(others.map((d) => [d.id, d])));
    const alsoKept = others.length ? ` Also kept unsaved in this tab: ${others.map((d) => (d.id ? d.id : 'a new message')).join(', ')}.` : '';
    // 45t2 (u30g F17): text emptied from the form before the reload is still offered back.
    if (drafts?.aside) setAside({from: '', ...drafts.aside});
    if (keptDraft) {
      setDraft({from: '', ...keptDraft});
      const savedKept = keptDraft.id ? result.state?.messages.find((m) => m.id === keptDraft.id) : undefined;
      originRef.current = savedKept ? {...savedKept} : null;
      if (keptDraft.id) setSelected(keptDraft.id);
      setMessageStatus({error: false, text: `Restored the ${keptDraft.id ? `unsaved edit of ${keptDraft.id}` : 'message you were writing'}; it is not saved until you ${keptDraft.id ? 'save' : 'add'} it.${alsoKept}`});
    } else if (drafts?.aside) setMessageStatus({error: false, text: `You emptied a message before the page was reloaded; "Bring my text back" restores it.${alsoKept}`});
    else if (alsoKept) setMessageStatus({error: false, text: alsoKept.trim()});
    if (result.state) {
      const st = result.state;
      if (st.messages.length) {
        setMessages(st.messages);
        if (!keptDraft) {
          setSelected(st.messages[0].id);
          loadForm(st.messages[0]);
        }
      }
      if (st.rulesApplied && parseRules(st.rulesApplied).ok) setRulesApplied(st.rulesApplied);
      if (st.rulesDraft) setRulesText(st.rulesDraft);
      // 47t (u30z F7): rules typed but not applied before the reload are not the set in use; the box says so.
      if (st.rulesDraft && st.rulesDraft !== st.rulesApplied) {
        const typed = parseRules(st.rulesDraft);
        setRulesStatusOnly(
          typed.ok
            ? {error: false, text: 'The rules text in the box was not applied before the page was reloaded; the rules in use are the last ones applied. Press "Apply rules and rerun" to use it.'}
            : {error: true, text: `${typed.error} The rules text in the box was not applied before the page was reloaded; the rules in use are the last ones applied, and your text is kept.`, field: 'rules'},
        );
      }
      setThreshold(st.threshold);
      setThresholdText(String(Math.round(st.threshold * 1000) / 10));
      setDecisions(st.decisions);
      setRestored(true);
    }
    setStorage({problem: result.problem, unreadable: result.unreadable});
    setLoaded(true);
  }, []);

  const snapshot: SavedState = {messages, rulesDraft: rulesText, rulesApplied, threshold, decisions};
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  // Where the reader last changed something: a failed save is shown (and announced) there, next to
  // the button that made the change, not only at the top of the demo.
  const [lastArea, setLastArea] = useState<Area>('top');
  const downloadEdits = () => download('task-automation-edits.json', JSON.stringify({version: 1, ...snapshot}, null, 2));
  const saveAlert = (area: Area) =>
    saveProblem && lastArea === area ? (
      <p className={styles.error}>
        {saveProblem}{' '}
        <button type="button" className={styles.secondary} onClick={downloadEdits}>
          Download my edits
        </button>
      </p>
    ) : null;
  const snapshotRef = useRef(snapshot);
  snapshotRef.current = snapshot;
  function applyState(st: SavedState) {
    setMessages(st.messages);
    setRulesText(st.rulesDraft);
    if (parseRules(st.rulesApplied).ok) setRulesApplied(st.rulesApplied);
    setThreshold(st.threshold);
    setThresholdText(String(Math.round(st.threshold * 1000) / 10));
    setDecisions(st.decisions);
  }
  useEffect(() => {
    if (!loaded) return;
    // Read, merge, write (u28t T-L1): what another tab saved since this tab last read is kept.
    let next = snapshot;
    const stored = replaceRef.current ? null : readCurrent();
    replaceRef.current = false;
    if (stored && baseRef.current && serialize(stored) !== serialize(baseRef.current)) {
      next = mergeSaved(baseRef.current, snapshot, stored).state;
      if (serialize(next) !== serialize(snapshot)) applyState(next);
    }
    if (stored && serialize(stored) === serialize(next)) {
      baseRef.current = next;
      return;
    }
    const result = save(next);
    if (result.ok) baseRef.current = next;
    setSaveProblem(result.ok ? null : result.message);
    // snapshot is rebuilt from these values on every render.
  }, [loaded, messages, rulesText, rulesApplied, threshold, decisions]);
  // Another tab saved: its added messages, decisions and changed settings appear here at once.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEY || !e.newValue || !baseRef.current) return;
      const theirs = readSaved(e.newValue).state;
      if (!theirs) return;
      const mine = snapshotRef.current;
      const merged = mergeSaved(baseRef.current, mine, theirs).state;
      baseRef.current = theirs;
      if (serialize(merged) !== serialize(mine)) applyState(merged);
      // u29y F23: rules typed here but not applied, replaced by the other tab's: say so and offer them back.
      if (mine.rulesDraft !== mine.rulesApplied && merged.rulesDraft !== mine.rulesDraft) {
        setRulesAside(mine.rulesDraft);
        setRulesStatus({error: false, text: 'The rules text you had not applied was replaced by another tab (it restored the samples or applied its rules).'});
      }
      // u29y F22: the message in the form left the inbox in the other tab; its text stays in the form.
      const form = draftRef.current;
      if (form.id && mine.messages.some((m) => m.id === form.id) && !merged.messages.some((m) => m.id === form.id)) {
        setGone(true);
        setMessageStatus({error: true, text: goneText(form.id, 'nothing was lost')});
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  // The form's unsaved text, kept across reloads (u28t T-L3).
  const draftRef = useRef(draft);
  draftRef.current = draft;
  /** Text in the form that no saved message holds: a new message with words in it, an edit, or the text of a message no longer in the inbox. */
  const unsaved = (d: Draft) => {
    if (!d.id) return !!(d.subject.trim() || d.body.trim());
    const saved = messages.find((m) => m.id === d.id);
    return !saved || saved.subject !== d.subject || saved.body !== d.body;
  };
  /** Writes the form's unsaved text and the kept drafts to storage (after each change, and when the page goes away). */
  const persistDrafts = () => {
    if (!loaded) return;
    const all: Record<string, Draft> = {...kept};
    if (unsaved(draft)) all[draft.id] = {id: draft.id, subject: draft.subject, body: draft.body};
    else delete all[draft.id];
    for (const [k, d] of Object.entries(all)) if (k !== draft.id && !unsaved(d)) delete all[k];
    const result = saveDrafts({current: draft.id, drafts: Object.values(all), ...(aside ? {aside: {id: aside.id, subject: aside.subject, body: aside.body}} : {})});
    // 47t (u30z F3): a draft the browser refuses (storage full) is said at once, with a download, never lost in silence.
    setDraftNotKept(result.ok ? null : result.notKept);
  };
  const persistRef = useRef(persistDrafts);
  persistRef.current = persistDrafts;
  useEffect(persistDrafts, [loaded, draft, messages, kept, aside]);
  // CI s54 flake: Preact runs effects after the next paint, so a reload right after typing could come
  // before the effect above and restore the subject without the body just typed. The page going away
  // writes the latest render's text at once.
  useEffect(() => {
    const flush = () => persistRef.current();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
  /** Before the form shows other text: the unsaved text it holds is kept, and the sentence that says so. */
  function leaveForm(): string {
    const d = draftRef.current;
    if (!unsaved(d)) {
      setKept(({[d.id]: _, ...rest}) => rest);
      return '';
    }
    setKept((k) => ({...k, [d.id]: {id: d.id, subject: d.subject, body: d.body}}));
    return d.id
      ? ` Your unsaved edit of ${d.id} is kept: its Steps button brings it back.`
      : ' The new message you were writing is kept: "Start an empty message" brings it back.';
  }
  /** Shows `d` in the form and takes it out of the kept drafts. */
  function showDraft(d: Draft, from: string) {
    setKept(({[d.id]: _, ...rest}) => rest);
    setDraft({from, ...d});
  }
  const goneText = (mid: string, what: string) =>
    `Message ${mid} is no longer in the inbox (another tab removed it or restored the samples), so ${what}. Your text is still in the form: add it as a new message to keep it.`;

  const results = useMemo(() => triageAll(messages, EXAMPLES, rules, threshold), [messages, rules, threshold]);
  const current = results.find((r) => r.message.id === selected) ?? results[0];
  const decided = new Set(decisions.filter((d) => !d.withdrawn).map((d) => `${d.id}|${d.action}`));
  const queue = results.filter((r) => r.route.queue === 'human' && !decided.has(`${r.message.id}|${actionOf(r)}`));
  const autoCount = results.filter((r) => r.route.queue === 'auto').length;
  const unsureCount = results.filter((r) => r.classification.category === 'unsure').length;

  function select(messageId: string) {
    const m = messages.find((x) => x.id === messageId);
    if (!m) return;
    setSelected(messageId);
    // The form already holds this message (edited or not): nothing to load.
    if (draft.id === messageId) return;
    const note = leaveForm();
    setAside(null);
    setGone(false);
    const k = kept[messageId];
    if (k) {
      loadForm(m);
      showDraft(k, m.from);
      setMessageStatus({error: false, text: `Your unsaved edit of ${messageId} is back in the form; it is not saved until you save it.${note}`});
    } else {
      loadForm(m);
      setMessageStatus({error: false, text: note.trim()});
    }
  }
  /** Opens the kept text of a message that is no longer in the inbox (u29y F22). */
  function openOrphan(mid: string) {
    const k = kept[mid];
    if (!k) return;
    const note = leaveForm();
    setAside(null);
    originRef.current = null;
    setConflict(null);
    showDraft(k, '');
    setGone(true);
    setMessageStatus({error: true, text: `${goneText(mid, 'its text cannot be saved under that id')}${note}`});
  }
  /** u29y F24: the form's changes to a saved message go, and can be brought back. */
  function discardChanges() {
    const saved = messages.find((m) => m.id === draft.id);
    if (!saved) return;
    setAside({...draft});
    loadForm(saved);
    setMessageStatus({error: false, text: `Discarded your changes to ${saved.id}; the form shows its saved text.`});
  }
  /**
   * 45t2 (u30g F17): typing in the form. A field emptied however it was emptied (select all and delete, cut, holding
   * Backspace), or a large part of the text removed at once, sets the fullest text since the form was loaded aside
   * and offers it back, also after a reload; typing on keeps that offer until the text is brought back or saved.
   */
  const peakRef = useRef<{peak: Message; typed: Message} | null>(null);
  function edit(field: 'subject' | 'body', value: string) {
    const before = draftRef.current;
    const next = {...before, [field]: value};
    const size = (m: Message) => m.subject.trim().length + m.body.trim().length;
    // The fullest text since the form last showed something it was not typed into (Steps, a bring-back, an add).
    const peak = peakRef.current && peakRef.current.typed === before && size(peakRef.current.peak) >= size(before) ? peakRef.current.peak : before;
    const emptied = before[field].trim() !== '' && value.trim() === '';
    const cut = before[field].length - value.length >= 20;
    if ((emptied || cut) && size(peak) > 0) {
      setAside({...peak});
      setMessageStatus({error: false, text: `You ${emptied ? `emptied the ${field}` : `removed part of the ${field}`}; "Bring my text back" restores the text as it was.`});
    } else {
      if (!aside || aside.id !== before.id) setAside(null);
      // 47t (u30z F7): "The form is empty" stops being true with the first character typed; the rest of the line stays.
      if (size(next) > 0 && messageStatus.text.startsWith('The form is empty')) setMessageStatusOnly({error: false, text: messageStatus.text.replace(/^The form is empty[^.]*\.\s*/, '')});
    }
    peakRef.current = {peak: size(next) >= size(peak) ? next : peak, typed: next};
    draftRef.current = next;
    setDraft(next);
  }
  function bringBack() {
    if (!aside) return;
    const note = aside.id === draft.id ? '' : leaveForm();
    const saved = messages.find((m) => m.id === aside.id);
    if (saved) loadForm(saved);
    else originRef.current = null;
    showDraft(aside, aside.from);
    if (aside.id) setSelected(aside.id);
    setAside(null);
    setMessageStatus({error: false, text: `Your text is back in the form; it is not saved until you ${aside.id ? 'save' : 'add'} it.${note}`});
  }

  function applyRules() {
    const parsed = parseRules(rulesText);
    if (!parsed.ok) {
      setRulesStatus({error: true, text: `${parsed.error} The previous rules are still in use; your text is kept.`, field: 'rules'});
      return;
    }
    const t = Number(thresholdText);
    if (!Number.isFinite(t) || t < 0 || t > 100 || thresholdText.trim() === '') {
      setRulesStatus({error: true, text: 'The approval threshold must be a number from 0 to 100.', field: 'threshold'});
      return;
    }
    setLastArea('rules');
    setUndo(null);
    setRulesApplied(rulesText);
    setThreshold(t / 100);
    setRulesStatus({error: false, text: `Applied ${countOf(parsed.rules.length, 'rule')} and a ${t}% threshold; all messages were triaged again.`});
  }

  // "Steps" shows a message's steps far below the table: focus (and with it the view) goes to their heading, so
  // the press visibly does something and a screen reader reads which message's steps follow (u29q F-10).
  const stepsRef = useRef<HTMLHeadingElement>(null);
  const [stepsFocus, setStepsFocus] = useState(0);
  useEffect(() => {
    if (stepsFocus) stepsRef.current?.focus();
  }, [stepsFocus]);

  function saveMessage() {
    const problem = validateMessage(draft);
    if (problem) {
      setMessageStatus({error: true, text: `${problem} Nothing was changed; your edit is kept in the form.`});
      return;
    }
    const before = messages.find((m) => m.id === draft.id);
    // u29y F22: the message left the inbox (another tab removed it or restored the samples): nothing to save into.
    if (!before) {
      setGone(true);
      setMessageStatus({error: true, text: goneText(draft.id, 'nothing was saved')});
      return;
    }
    // u29q F16: another tab saved this message after the form was loaded: show its text and let the reader choose.
    const origin = originRef.current;
    if (before && origin && origin.id === draft.id && !sameText(before, origin) && !sameText(before, draft)) {
      setConflict({...before});
      setMessageStatus({error: false, text: ''});
      return;
    }
    setLastArea('message');
    setUndo(null);
    // A decision was made on the text it was shown with: an edit that changes the text reopens it (u29q F-17),
    // so an approval of a harmless text never carries over to a new one (the log keeps only decisions that hold).
    const changed = before.subject !== draft.subject || before.body !== draft.body;
    const reopened = changed && decisions.some((d) => d.id === draft.id && !d.withdrawn);
    if (reopened) withdraw(draft.id);
    setMessages((all) => all.map((m) => (m.id === draft.id ? {...draft} : m)));
    originRef.current = {...draft};
    setConflict(null);
    setMessageStatus({
      error: false,
      text: reopened
        ? `Saved message ${draft.id} and triaged it again. Its earlier decision was for the old text, so it is withdrawn: the message is decided again.`
        : `Saved message ${draft.id} and triaged it again.`,
    });
  }

  /** u29y F15: a decision on text that changed is marked withdrawn; the log keeps it. */
  function withdraw(mid: string) {
    const at = new Date().toLocaleTimeString('en-GB');
    setDecisions((all) => all.map((d) => (d.id === mid && !d.withdrawn ? {...d, withdrawn: at} : d)));
  }

  /**
   * u29q F16: the two ways out of a conflict; each keeps both texts. "Keep both" adds the form's text as a new
   * message; "Save mine here" saves it under the message's id and adds the other tab's text as a new message.
   */
  function resolveConflict(mineHere: boolean) {
    if (!conflict) return;
    if (messages.length >= MAX_MESSAGES) {
      setMessageStatus({error: true, text: `The inbox holds at most ${MAX_MESSAGES} messages, so one of the two texts has no room. Remove a message first; your text is kept in the form.`});
      return;
    }
    const used = new Set(messages.map((m) => m.id));
    let n = messages.length + 1;
    while (used.has(`m${String(n).padStart(2, '0')}`)) n++;
    const id = `m${String(n).padStart(2, '0')}`;
    setLastArea('message');
    setUndo(null);
    if (mineHere) {
      const theirs = {...conflict, id};
      if (decisions.some((d) => d.id === draft.id && !d.withdrawn)) withdraw(draft.id);
      setMessages((all) => [...all.map((m) => (m.id === draft.id ? {...draft} : m)), theirs]);
      originRef.current = {...draft};
      setMessageStatus({error: false, text: `Saved your text as ${draft.id} and the other tab's text as a new message, ${id}; both were triaged again.`});
    } else {
      const mine = {...draft, from: '', id};
      setMessages((all) => [...all, mine]);
      setSelected(id);
      setDraft(mine);
      originRef.current = {...mine};
      setMessageStatus({error: false, text: `Kept the other tab's text as ${conflict.id} and added yours as a new message, ${id}; both were triaged.`});
    }
    setConflict(null);
  }

  const subjectRef = useRef<HTMLInputElement>(null);
  /** An empty form for a message of the reader's own: nothing of the selected sample stays in it (u28f T-E). */
  function blankMessage() {
    const empty = {id: '', from: '', subject: '', body: ''};
    setConflict(null);
    setGone(false);
    originRef.current = null;
    if (!draft.id && unsaved(draft)) {
      // The form holds a new message already: it is emptied, and its text is offered back (u29y F24).
      setAside({...draft});
      setDraft(empty);
      setMessageStatus({error: false, text: 'The form is empty; the text it held is set aside.'});
    } else {
      const note = leaveForm();
      setAside(null);
      const k = kept[''];
      if (k) {
        showDraft(k, '');
        setMessageStatus({error: false, text: `The new message you were writing is back in the form; press "Start an empty message" again for an empty one.${note}`});
      } else {
        setDraft(empty);
        setMessageStatus({error: false, text: `The form is empty: write a subject and a body, then add the message.${note}`});
      }
    }
    subjectRef.current?.focus();
  }

  function addMessage() {
    const problem = validateMessage(draft);
    if (problem) {
      setMessageStatus({error: true, text: `${problem} Nothing was added; your text is kept in the form.`});
      return;
    }
    if (messages.length >= MAX_MESSAGES) {
      setMessageStatus({error: true, text: `The inbox holds at most ${MAX_MESSAGES} messages. Edit one instead; your text is kept in the form.`});
      return;
    }
    const used = new Set(messages.map((m) => m.id));
    let n = messages.length + 1;
    while (used.has(`m${String(n).padStart(2, '0')}`)) n++;
    // The form has no sender field: a new message is not from the selected message's sender.
    const added = {...draft, from: '', id: `m${String(n).padStart(2, '0')}`};
    setLastArea('message');
    setUndo(null);
    setMessages((all) => [...all, added]);
    setSelected(added.id);
    loadForm(added);
    setGone(false);
    setAside(null);
    setMessageStatus({error: false, text: `Added message ${added.id} and triaged it.`});
  }

  // Restore the samples can be undone (u28t T-L2): the state it replaced is kept until the next change.
  const [undo, setUndo] = useState<{state: SavedState; what: string} | null>(null);
  function resetAll() {
    const added = messages.filter((m) => !SAMPLE_MESSAGES.some((s) => s.id === m.id)).length;
    const edited = messages.filter((m) => SAMPLE_MESSAGES.some((s) => s.id === m.id && (s.subject !== m.subject || s.body !== m.body))).length;
    const parts = [
      added ? countOf(added, 'added message') : '',
      edited ? countOf(edited, 'edited message') : '',
      decisions.length ? countOf(decisions.length, 'decision') : '',
      rulesApplied !== DEFAULT_RULES || rulesText !== DEFAULT_RULES ? 'your rules' : '',
      threshold !== DEFAULT_THRESHOLD ? 'your threshold' : '',
    ].filter(Boolean);
    setUndo({state: snapshot, what: parts.length ? parts.join(', ') : 'nothing of yours'});
    replaceRef.current = true;
    setLastArea('top');
    setMessages(SAMPLE_MESSAGES.map((m) => ({...m})));
    setRulesText(DEFAULT_RULES);
    setRulesApplied(DEFAULT_RULES);
    setThreshold(DEFAULT_THRESHOLD);
    setThresholdText(String(DEFAULT_THRESHOLD * 100));
    setDecisions([]);
    // u29y F24: text in the form that is not saved stays there (Undo does not bring a form back).
    const keepForm = unsaved(draft);
    if (!keepForm) {
      setSelected(SAMPLE_MESSAGES[0].id);
      loadForm(SAMPLE_MESSAGES[0]);
    }
    setMessageStatus({error: false, text: `Restored the sample inbox, rules and threshold; your edits were replaced.${keepForm ? ' The unsaved text in the form is kept.' : ''}`});
  }
  function undoReset() {
    if (!undo) return;
    replaceRef.current = true;
    applyState(undo.state);
    const first = undo.state.messages[0];
    if (first && !unsaved(draft)) {
      setSelected(first.id);
      loadForm(first);
    }
    setUndo(null);
    setMessageStatus({error: false, text: 'Undone: your messages, rules, threshold and decisions are back.'});
  }

  // After a decision the item leaves the queue: keyboard focus moves to the next item (or the one
  // before it, or the queue heading when the queue is empty) and a status line says what happened.
  const queueRef = useRef<HTMLDivElement>(null);
  const [queueNote, setQueueNoteOnly] = useState('');
  // u29q F11: a new status line replaces the others, so no earlier error or note stays next to a later result.
  function setMessageStatus(status: {error: boolean; text: string}) {
    setMessageStatusOnly(status);
    if (status.text) {
      setRulesStatusOnly({error: false, text: ''});
      setQueueNoteOnly('');
    }
  }
  function setRulesStatus(status: {error: boolean; text: string; field?: 'rules' | 'threshold'}) {
    setRulesStatusOnly(status);
    if (status.text) {
      setMessageStatusOnly({error: false, text: ''});
      setQueueNoteOnly('');
    }
  }
  function setQueueNote(text: string) {
    setQueueNoteOnly(text);
    if (text) {
      setMessageStatusOnly({error: false, text: ''});
      setRulesStatusOnly({error: false, text: ''});
    }
  }
  const [focusAfter, setFocusAfter] = useState<{target: string | null; n: number} | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    const root = queueRef.current;
    const next = focusAfter.target ? root?.querySelector<HTMLElement>(`[data-queue-item="${focusAfter.target}"] input, [data-queue-item="${focusAfter.target}"] button`) : null;
    (next ?? root?.querySelector<HTMLElement>('h4'))?.focus();
  }, [focusAfter]);

  function decide(item: Triaged, verdict: Decision['verdict'], amount?: string) {
    setLastArea('queue');
    setUndo(null);
    const choice = item.proposal.choose;
    // 48t (u31f F4): the log says the amount the person chose; `action` stays the proposal, which the queue matches.
    const chosen =
      amount && choice ? `Refund ${amount} for ${choice.order} to the original payment method (amount chosen by a person; the message said "${choice.written}").` : undefined;
    setDecisions((d) => [
      ...d,
      {id: item.message.id, subject: item.message.subject, action: actionOf(item), ...(chosen ? {chosen} : {}), verdict, at: new Date().toLocaleTimeString('en-GB')},
    ]);
    const at = queue.findIndex((r) => r.message.id === item.message.id);
    const next = queue[at + 1] ?? queue[at - 1] ?? null;
    const left = queue.length - 1;
    setQueueNote(
      `${verdict === 'Handled by a person' ? 'Marked as handled by a person:' : verdict} ${item.message.id} (${item.message.subject || 'no subject'})${amount ? ` with a refund of ${amount}` : ''}. ` +
        (next ? `Next in the queue: ${next.message.id}; ${countOf(left, 'item')} still waiting.` : 'The queue is now empty.'),
    );
    setFocusAfter((f) => ({target: next?.message.id ?? null, n: (f?.n ?? 0) + 1}));
  }

  const formEdited = !!draft.id && messages.some((m) => m.id === draft.id && (m.subject !== draft.subject || m.body !== draft.body));
  const orphans = Object.keys(kept).filter((k) => k && k !== draft.id && !messages.some((m) => m.id === k));

  return (
    <section className={styles.demo} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Try the triage pipeline</h3>
      <p role="status" aria-live="polite">
        {countOf(results.length, 'message')}: {autoCount} handled automatically, {results.length - autoCount} routed to a person ({unsureCount} of them
        &quot;Not sure&quot;), {queue.length} still waiting for a decision.
      </p>
      <div role="status" aria-live="polite">
        {storage.problem && (
          <p className={styles.error}>
            {storage.problem}{' '}
            {storage.unreadable !== null && (
              <button type="button" className={styles.secondary} onClick={() => download('task-automation-unreadable.json', storage.unreadable ?? '')}>
                Download the saved data
              </button>
            )}
          </p>
        )}
      </div>
      <div role="alert">{saveAlert('top')}</div>
      <p className={styles.muted}>
        {restored ? 'Restored your saved edits. ' : ''}Your edits (messages, rules, threshold and decisions) are kept in this browser only.{' '}
        <button type="button" className={styles.secondary} onClick={downloadEdits}>
          Download my edits
        </button>{' '}
        <button type="button" className={styles.secondary} onClick={resetAll}>
          Restore the samples
        </button>
      </p>
      <div role="status" aria-live="polite">
        {undo && (
          <p>
            Restored the samples; replaced {undo.what}.{' '}
            <button type="button" className={styles.secondary} onClick={undoReset}>
              Undo
            </button>
          </p>
        )}
      </div>

      <div className={`${styles.tableWrap} ${resultStyles.results} ${resultStyles.columns}`} role="region" aria-label="Triage results table" tabIndex={0}>
        <table>
          <caption className={a11y.visuallyHidden}>Triage result for every message</caption>
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">Category</th>
              <th scope="col">Confidence</th>
              <th scope="col">Proposed action</th>
              <th scope="col">Route</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.message.id}>
                <td data-label="Message">
                  {r.message.id}: {r.message.subject}
                </td>
                <td data-label="Category">{categoryText(r)}</td>
                <td data-label="Confidence">{confidenceText(r.classification)}</td>
                <td data-label="Proposed action">{actionOf(r)}</td>
                <td data-label="Route">{r.route.queue === 'auto' ? 'Automatic' : 'Person'}</td>
                <td data-label="Details">
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-pressed={r.message.id === selected}
                    aria-label={`Show steps and edit ${r.message.id}`}
                    onClick={() => {
                      select(r.message.id);
                      setStepsFocus((n) => n + 1);
                    }}>
                    Steps
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {current && (
        <div className={styles.panel}>
          <h4 tabIndex={-1} ref={stepsRef}>
            Steps for {current.message.id}: {current.message.subject}
          </h4>
          <Steps item={current} />
          <h4>{draft.id ? `Edit message ${draft.id}` : 'Write a new message'}</h4>
          <p>
            {draft.id
              ? 'The form holds the selected message. To try a message of your own without mixing it with this one, start from an empty form.'
              : 'This is a new message: adding it puts it next to the others and triages it.'}
          </p>
          <div className={styles.row}>
            <button type="button" className={styles.secondary} onClick={blankMessage}>
              Start an empty message
            </button>
            {draft.id && formEdited && (
              <button type="button" className={styles.secondary} onClick={discardChanges}>
                Discard my changes to {draft.id}
              </button>
            )}
          </div>
          {orphans.length > 0 && (
            <p>
              Unsaved text of {orphans.length === 1 ? 'a message' : 'messages'} no longer in the inbox, kept in this tab:{' '}
              {orphans.map((o) => (
                <button key={o} type="button" className={styles.secondary} onClick={() => openOrphan(o)}>
                  Open the text of {o}
                </button>
              ))}
            </p>
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-subject`}>Subject</label>
            <input
              id={`${id}-subject`}
              ref={subjectRef}
              className={styles.input}
              value={draft.subject}
              placeholder={draft.id ? undefined : 'For example: Where is my order?'}
              onChange={(e) => edit('subject', e.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-body`}>Body</label>
            <textarea
              id={`${id}-body`}
              className={styles.textarea}
              rows={5}
              value={draft.body}
              placeholder={draft.id ? undefined : 'Write the customer’s message here.'}
              onChange={(e) => edit('body', e.target.value)}
            />
          </div>
          <div role="alert">
            {draftNotKept && (
              <p className={styles.error}>
                This browser cannot keep the text in the form ({(draftNotKept.subject.length + draftNotKept.body.length).toLocaleString('en-US')} characters; its storage is full or blocked), so a reload
                would lose it. Download it to keep a copy{draftNotKept.subject.length + draftNotKept.body.length > MAX_MESSAGE_CHARS ? `; a message can have up to ${MAX_MESSAGE_CHARS.toLocaleString('en-US')} characters, so shorten it before you add it` : ''}.{' '}
                <button type="button" className={styles.secondary} onClick={() => downloadText('task-automation-message.txt', `${draftNotKept.subject}\n\n${draftNotKept.body}`)}>
                  Download this message
                </button>
              </p>
            )}
          </div>
          <div className={styles.row}>
            {draft.id && (
              <button type="button" className={styles.button} onClick={saveMessage}>
                Save message and rerun
              </button>
            )}
            <button type="button" className={draft.id ? styles.secondary : styles.button} onClick={addMessage}>
              Add as a new message
            </button>
          </div>
          <div role="status" aria-live="polite">
            {messageStatus.text && <p className={messageStatus.error ? styles.error : styles.notice}>{messageStatus.text}</p>}
            {(aside || gone) && (
              <p>
                {aside && (
                  <button type="button" className={styles.secondary} onClick={bringBack}>
                    Bring my text back
                  </button>
                )}
                {gone && (
                  <button type="button" className={styles.secondary} onClick={addMessage}>
                    Add it as a new message
                  </button>
                )}
              </p>
            )}
            {conflict && (
              <div role="alert" className={styles.error}>
                <p>
                  Message {conflict.id} was changed in another tab after you opened it here, so nothing was saved yet. Saved there: “{conflict.subject}”: “{conflict.body}”. Your text is still in the form.
                </p>
                <p>
                  <button type="button" className={styles.secondary} onClick={() => resolveConflict(false)}>
                    Keep both: add mine as a new message
                  </button>{' '}
                  <button type="button" className={styles.secondary} onClick={() => resolveConflict(true)}>
                    Save mine here: theirs becomes a new message
                  </button>
                </p>
              </div>
            )}
          </div>
          <div role="alert">{saveAlert('message')}</div>
        </div>
      )}

      <div className={styles.panel}>
        <h4>Rules and threshold</h4>
        <div className={styles.field}>
          <label htmlFor={`${id}-rules`}>Rules (phrases separated by |, then =&gt;, then a category)</label>
          <textarea
            id={`${id}-rules`}
            className={styles.textarea}
            rows={8}
            value={rulesText}
            aria-invalid={rulesStatus.error && rulesStatus.field === 'rules' ? true : undefined}
            aria-describedby={rulesStatus.error && rulesStatus.field === 'rules' ? `${id}-rules-status` : undefined}
            onChange={(e) => {
              setLastArea('rules');
              setRulesAside(null);
              setRulesText(e.target.value);
              // The error was about the old text: once the text parses, the error line and aria-invalid go (u29q F11).
              if (rulesStatus.error && rulesStatus.field === 'rules' && parseRules(e.target.value).ok) setRulesStatusOnly({error: false, text: ''});
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-threshold`}>Approval threshold in percent (below it, a person decides)</label>
          <input
            id={`${id}-threshold`}
            className={styles.input}
            type="number"
            min={0}
            max={100}
            value={thresholdText}
            aria-invalid={rulesStatus.error && rulesStatus.field === 'threshold' ? true : undefined}
            aria-describedby={rulesStatus.error && rulesStatus.field === 'threshold' ? `${id}-rules-status` : undefined}
            onChange={(e) => {
              setThresholdText(e.target.value);
              const t = Number(e.target.value);
              if (rulesStatus.error && rulesStatus.field === 'threshold' && e.target.value.trim() !== '' && Number.isFinite(t) && t >= 0 && t <= 100) setRulesStatusOnly({error: false, text: ''});
            }}
          />
        </div>
        <div className={styles.row}>
          <button type="button" className={styles.button} onClick={applyRules}>
            Apply rules and rerun
          </button>
        </div>
        <div role="status" aria-live="polite">
          {rulesStatus.text && (
            <p id={`${id}-rules-status`} className={rulesStatus.error ? styles.error : styles.notice}>
              {rulesStatus.text}
            </p>
          )}
          {rulesAside !== null && (
            <p>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => {
                  setRulesText(rulesAside);
                  setRulesAside(null);
                  setRulesStatus({error: false, text: 'Your rules text is back in the field; it is not applied until you press "Apply rules and rerun".'});
                }}>
                Put my rules text back
              </button>
            </p>
          )}
        </div>
        <div role="alert">{saveAlert('rules')}</div>
      </div>

      <div className={styles.panel} ref={queueRef}>
        <h4 tabIndex={-1}>Approval queue</h4>
        <div role="status" aria-live="polite">
          {queueNote && <p className={styles.notice}>{queueNote}</p>}
        </div>
        <div role="alert">{saveAlert('queue')}</div>
        {queue.length === 0 ? (
          <p>The queue is empty.</p>
        ) : (
          <ul aria-label="Items waiting for approval">
            {queue.map((r) => (
              <li key={r.message.id} data-queue-item={r.message.id}>
                <strong>
                  {r.message.id}: {r.message.subject}
                </strong>
                . Proposed: {actionOf(r)} <span className={styles.muted}>Why a person: {r.route.reasons.join('; ')}.</span>
                <div className={styles.row}>
                  {r.proposal.choose ? (
                    <AmountChoiceForm item={r} onApprove={(amount) => decide(r, 'Approved', amount)} onReject={() => decide(r, 'Rejected')} />
                  ) : r.proposal.action === null ? (
                    <button type="button" className={styles.button} onClick={() => decide(r, 'Handled by a person')} aria-label={`Mark ${r.message.id} handled by a person`}>
                      Mark handled
                    </button>
                  ) : (
                    <>
                      <button type="button" className={styles.button} onClick={() => decide(r, 'Approved')} aria-label={`Approve ${r.message.id}`}>
                        Approve
                      </button>
                      <button type="button" className={styles.secondary} onClick={() => decide(r, 'Rejected')} aria-label={`Reject ${r.message.id}`}>
                        Reject
                      </button>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <h4>Decision log</h4>
        <div role="status" aria-live="polite">
          {decisions.length === 0 ? (
            <p>No decisions yet.</p>
          ) : (
            <ol aria-label="Decision log">
              {decisions.map((d, i) => (
                <li key={`${d.id}-${i}`}>
                  {d.at}: {d.verdict} {d.id} ({d.subject}): {d.chosen ?? d.action}
                  {d.withdrawn ? ` (withdrawn at ${d.withdrawn}: the message was edited, so it is decided again)` : ''}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
