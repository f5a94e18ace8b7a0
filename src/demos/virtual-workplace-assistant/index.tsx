/**
 * The Virtual Workplace Assistant demo: a meeting transcript becomes a summary, decisions, owned
 * action items and a follow-up e-mail; the component, the optional model summary
 * (AbstractiveSummary.tsx), the analysis (meeting.ts) and the sample transcript (sample.ts) live
 * here. Imported by its page in demo-room/virtual-workplace-assistant.mdx; it may import
 * src/demos/kit and src/retrieval, nothing from src/components, src/learning-tools, src/theme or
 * src/pages.
 */
import {useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import {analyseMeeting, MAX_TRANSCRIPT_CHARS, type ActionItem, type AnalysisResult} from '@site/src/demos/virtual-workplace-assistant/meeting';
import {readTranscript, type Link, type TranscriptFormat} from '@site/src/demos/virtual-workplace-assistant/transcript';
import {fileBytes, readTextFile} from '@site/src/lib/files/textFile';
import {SAMPLE_TITLE, SAMPLE_TRANSCRIPT} from '@site/src/demos/virtual-workplace-assistant/sample';
import type {ChatMessage, ModelConfig} from '@site/src/demos/kit/llm';
import ModelPanel from '@site/src/demos/kit/components/ModelPanel';
import KeptNote from '@site/src/demos/kit/components/KeptNote';
import {useKept} from '@site/src/demos/kit/useKept';
import {useLargeInsert} from '@site/src/demos/kit/largeInsert';
import AbstractiveSummary from './AbstractiveSummary';
import {meetingNameForModel} from './modelTitle';
import type {KeptSummary} from './summaryKept';
import styles from '../kit/components/demo.module.css';
import actionStyles from './actions.module.css';
import a11y from '@site/src/css/a11y.module.css';
import {countOf} from '@site/src/lib/text/plural';

/** The keys of the shared record (kept.ts WORKPLACE_KEPT) and of this tab's own (WORKPLACE_TAB), read before either loads. */
const SHARED_KEY = 'cap-demo:virtual-workplace-assistant';
const TAB_KEY = `${SHARED_KEY}:tab`;
/** This tab's record when it holds the reader's own transcript (the sample marks a tab with nothing of its own), else null. */
function tabRecord(): Saved | null {
  try {
    const raw = window.sessionStorage.getItem(TAB_KEY);
    const data = raw ? (JSON.parse(raw) as {data?: unknown}).data : null;
    return isSaved(data) && !(data.title === SAMPLE_TITLE && data.transcript === SAMPLE_TRANSCRIPT) ? {title: data.title, transcript: data.transcript} : null;
  } catch {
    return null;
  }
}
/** When the record under `key` was saved (its `savedAt`, ISO), in session or local storage; null when none or unreadable. */
function savedAtOf(storage: 'session' | 'local', key: string): string | null {
  try {
    const raw = (storage === 'session' ? window.sessionStorage : window.localStorage).getItem(key);
    const at = raw ? (JSON.parse(raw) as {savedAt?: unknown}).savedAt : null;
    return typeof at === 'string' ? at : null;
  } catch {
    return null;
  }
}
/**
 * True when the shared record was saved before this tab's own (s56 u-vwa F8): no other tab saved since, so it is this tab's
 * own earlier save, left behind when a later write of it was lost (the page was left in the moment between the two
 * writes, or local storage refused it). This tab's transcript is then the one kept, not held back as another tab's.
 */
function sharedOlderThanTab(tabSavedAt: string | null): boolean {
  const shared = savedAtOf('local', SHARED_KEY);
  return tabSavedAt !== null && shared !== null && Date.parse(shared) < Date.parse(tabSavedAt);
}
/**
 * What the reader typed or pasted into the server-rendered title and transcript boxes before the page hydrated (u30b F5:
 * it was replaced by the sample, or by the kept transcript, a moment later): read from the page during the first client
 * render, before hydration sets the boxes' values. Nothing on the server, on a client-side navigation (no server markup)
 * or when the page holds the demo twice.
 */
function typedBeforeHydration(id: string): {title?: string; transcript?: string} {
  if (typeof document === 'undefined') return {};
  const boxes = document.querySelectorAll<HTMLTextAreaElement>(`textarea[id="${id}-t"]`);
  const titles = document.querySelectorAll<HTMLInputElement>(`input[id="${id}-title"]`);
  const typed: {title?: string; transcript?: string} = {};
  const norm = (text: string) => text.replace(/\r\n?/g, '\n');
  if (boxes.length === 1 && norm(boxes[0].value) !== norm(SAMPLE_TRANSCRIPT)) typed.transcript = boxes[0].value;
  if (titles.length === 1 && titles[0].value !== SAMPLE_TITLE) typed.title = titles[0].value;
  return typed;
}

/** A transcript as the notice names it: its title, else its first words. */
function nameOf(work: Saved): string {
  const words = (work.title.trim() || work.transcript.trim().split('\n')[0]).slice(0, 60);
  return words ? `“${words}${words.length === 60 ? '…' : ''}”` : 'an empty transcript';
}
/**
 * This tab's Undo and Redo steps: the transcripts "Load the sample", "Open a file" or an Undo replaced, until the tab
 * closes (u29t F19: one keystroke used to drop them; u30k F12: one slot swapped the last two texts, so the reader's own
 * notes were lost after two files). Session storage; listed on the privacy page.
 */
const REPLACED_KEY = 'cap-demo:virtual-workplace-assistant:replaced';
/** How many earlier (and later) transcripts Undo (and Redo) keep in this tab; the oldest goes first. */
export const UNDO_LIMIT = 10;
type Saved = {title: string; transcript: string};
/** Undo's steps (the last one is the next Undo), Redo's steps (the last one is the next Redo), and what replaced the text last. */
type Steps = {back: Saved[]; forward: Saved[]; by: string};
const NO_STEPS: Steps = {back: [], forward: [], by: ''};
const isSaved = (v: unknown): v is Saved =>
  typeof v === 'object' && v !== null && typeof (v as Saved).transcript === 'string' && typeof (v as Saved).title === 'string';
const sameSaved = (a: Saved, b: Saved) => a.title === b.title && a.transcript === b.transcript;
/** The steps read back from session storage (also the one-slot form of before: one Undo step), or none. */
function readSteps(key: string): Steps {
  try {
    const raw = window.sessionStorage.getItem(key);
    const back = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    if (!back || typeof back !== 'object') return NO_STEPS;
    const by = typeof back.by === 'string' ? back.by : '';
    if (Array.isArray(back.back) || Array.isArray(back.forward)) {
      const list = (v: unknown) => (Array.isArray(v) ? v.filter(isSaved).map(({title, transcript}) => ({title, transcript})).slice(-UNDO_LIMIT) : []);
      return {back: list(back.back), forward: list(back.forward), by};
    }
    if (isSaved(back)) return {back: [{title: back.title, transcript: back.transcript}], forward: [], by};
  } catch {
    // No session storage (private mode, blocked) or a damaged copy: nothing to offer.
  }
  return NO_STEPS;
}
/** Keep the steps in this tab; when they do not fit, the oldest go first. */
function writeSteps(key: string, steps: Steps) {
  try {
    if (steps.back.length === 0 && steps.forward.length === 0) {
      window.sessionStorage.removeItem(key);
      return;
    }
  } catch {
    return;
  }
  let {back, forward} = steps;
  for (;;) {
    try {
      window.sessionStorage.setItem(key, JSON.stringify({back, forward, by: steps.by}));
      return;
    } catch {
      // Too large or blocked: drop the oldest step and try again; the steps still work until the tab reloads.
      if (back.length > 1) back = back.slice(1);
      else if (forward.length > 1) forward = forward.slice(1);
      else return;
    }
  }
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
/**
 * A task with the links said in it ("Send the minutes by Friday", a link on "minutes"): each link's words, first time
 * they occur, as a link to its address. Only web and mail addresses reach here (plainMarkup in transcript.ts).
 */
function Linked({text, links = []}: {text: string; links?: readonly Link[]}) {
  const at = links.map((l) => ({l, i: text.indexOf(l.text)})).filter((x) => x.i >= 0).sort((x, y) => x.i - y.i);
  if (!at.length) return <>{text}</>;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const {l, i} of at) {
    if (i < from) continue;
    parts.push(text.slice(from, i), <a key={i} href={l.url} rel="noopener noreferrer nofollow">{l.text}</a>);
    from = i + l.text.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

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
   * Undo and Redo of "Load the sample" and "Open a file" (u30k F12): a stack of the transcripts they replaced, kept in
   * this tab's session storage (REPLACED_KEY) over edits and reloads until the tab closes, at most UNDO_LIMIT each way.
   * Undo puts the text in the boxes on Redo's side and Redo on Undo's, so no step loses a text.
   */
  const [steps, setStepsState] = useState<Steps>(NO_STEPS);
  const stepsRef = useRef(steps);
  function setSteps(next: Steps) {
    stepsRef.current = next;
    setStepsState(next);
    writeSteps(REPLACED_KEY, next);
    byJustNow.current = true;
  }
  /**
   * s56 w-vwa F8: the transcript the last step put in the box ("Opened “t2-teams.vtt”.", "A long paste replaced your
   * transcript."). That line is said only while the box still holds it; after another transcript, an edit or a reload the
   * notice names nothing it no longer shows, and Undo and Redo stay offered.
   */
  const byJustNow = useRef(false);
  const [byFor, setByFor] = useState<string | null>(null);
  useEffect(() => {
    if (!byJustNow.current) return;
    byJustNow.current = false;
    setByFor(transcript);
    // Only a new step marks what the box holds now; `transcript` is read as it is in that render.
  }, [steps]);
  /** The text the boxes held goes on Undo's side (none when it is the sample or empty), with what replaced it. */
  function pushBack(current: Saved | null, by: string) {
    const {back, forward} = stepsRef.current;
    const next = current && !(back.length && sameSaved(back[back.length - 1], current)) ? [...back, current].slice(-UNDO_LIMIT) : back;
    if (next.length || forward.length) setSteps({back: next, forward, by});
  }
  function dropReplaced() {
    setSteps(NO_STEPS);
  }
  /** True once the reader typed in the title or transcript since the page last filled them. */
  const touched = useRef(false);
  // Typed before hydration: put in the boxes right after it (the first render matches the server's HTML).
  const [typed] = useState(() => typedBeforeHydration(id));
  useLayoutEffect(() => {
    if (typed.transcript === undefined && typed.title === undefined) return;
    touched.current = true;
    if (typed.transcript !== undefined) setTranscript(typed.transcript);
    // The sample's title belongs to the sample: another transcript gets its own subject.
    setTitle(typed.title ?? '');
  }, [typed]);
  // The reader's own transcript survives a reload (kept.ts); the sample is not kept. While the sample is in the box and
  // the undo is offered, the replaced transcript stays kept, so a reload before deciding loses nothing.
  const keptValue = useMemo(
    () => (title === SAMPLE_TITLE && transcript === SAMPLE_TRANSCRIPT ? null : {title, transcript}) ?? steps.back[steps.back.length - 1] ?? null,
    [steps, title, transcript],
  );
  /** The steps offered: none that the boxes already hold (a reload before deciding brings the last one back). */
  const inBoxes = {title, transcript};
  const canUndo = steps.back.some((s) => !sameSaved(s, inBoxes));
  const canRedo = steps.forward.some((s) => !sameSaved(s, inBoxes));
  // Each tab keeps its own record in its session storage (u30k F11: two tabs wrote one record and the last save replaced
  // the other tab's meeting). The shared local-storage record is written too, and read only by a tab that started with
  // nothing of its own; whether it did is read once, before either record is saved.
  const startedWithTab = useRef<Saved | null | undefined>(undefined);
  /** When this tab's own record was saved, read with it (s56 u-vwa F8). */
  const startedWithTabAt = useRef<string | null>(null);
  const loaders = useMemo(() => {
    const loaded = () =>
      import('./kept').then((m) => {
        if (startedWithTab.current === undefined) {
          startedWithTab.current = tabRecord();
          startedWithTabAt.current = savedAtOf('session', TAB_KEY);
        }
        return m;
      });
    return {shared: () => loaded().then((m) => m.WORKPLACE_KEPT), tab: () => loaded().then((m) => m.WORKPLACE_TAB)};
  }, []);
  /**
   * Kept work back in the boxes, unless the reader typed in them first (u30b F5: a paste right after the page appeared
   * was replaced a moment later): then what they typed stays and the kept transcript is offered with Undo.
   */
  function restoreKept(data: Saved) {
    if (touched.current) {
      if (!sameSaved(data, {title, transcript})) pushBack(data, 'Your saved transcript was not put over what you typed.');
      return;
    }
    loadTranscript(data.transcript, data.title);
  }
  // The tab's record is written even for the sample, so a reload of this tab never takes another tab's transcript.
  const tabKept = useKept(loaders.tab, keptValue ?? {title: SAMPLE_TITLE, transcript: SAMPLE_TRANSCRIPT}, (data) => {
    if (!(data.title === SAMPLE_TITLE && data.transcript === SAMPLE_TRANSCRIPT)) restoreKept(data);
  });
  /**
   * Another tab's transcript, saved as the one this browser keeps, that differs from this tab's: said, with a button to
   * open it here (Undo returns this tab's) and one to keep this tab's; never applied on its own.
   */
  const [otherTab, setOtherTab] = useState<Saved | null>(null);
  /**
   * A reload of a tab whose own transcript differs from the one this browser keeps (another tab saved it since, and may
   * be closed): that one is not overwritten until the reader chooses in the notice.
   */
  const [held, setHeld] = useState<Saved | null>(null);
  const [startedShared, setStartedShared] = useState(false);
  const sharedKept = useKept(loaders.shared, held ?? keptValue, (data) => {
    const mine = startedWithTab.current;
    if (mine) {
      // Saved before this tab's own record: this tab's earlier save, not another tab's; this tab's transcript (restored
      // by its own record) replaces it at the next save.
      if (!sameSaved(mine, data) && !sharedOlderThanTab(startedWithTabAt.current)) {
        setHeld(data);
        setOtherTab(data);
      }
      return;
    }
    setStartedShared(true);
    fromShared.current = data;
    restoreKept(data);
  });
  /**
   * This tab's own transcript at "Forget it" while the shared record was held with another tab's (s54 t-vwa F2: the kit
   * offered back the value it was saving, the other tab's, so Undo brought that back and this tab's text was lost).
   */
  const forgottenMine = useRef<Saved | null>(null);
  const kept = {
    ...sharedKept,
    forgotten: sharedKept.forgotten === null ? null : (forgottenMine.current ?? sharedKept.forgotten),
    current: keptValue,
    restored: tabKept.restored || startedShared,
    failure: sharedKept.failure ?? tabKept.failure,
    unreadable: sharedKept.unreadable ?? tabKept.unreadable,
    // "Forget it" removes both records; the shared one's copy is offered back (Undo, src/demos/kit/useKept.ts).
    forget: (options?: {undo?: boolean; reset?: boolean}) => {
      // What is offered back is the text in this tab's boxes, not the other tab's record the page held unsaved.
      const mine = held && keptValue && options?.undo !== false ? keptValue : null;
      forgottenMine.current = mine;
      setHeld(null);
      setOtherTab(null);
      tabKept.forget({undo: false});
      sharedKept.forget(options);
      if (mine)
        // The kit's copy for Undo after a reload (useKept: "<key>:forgotten" in this tab's session storage) holds this tab's.
        void import('./kept').then((m) => {
          try {
            if (forgottenMine.current === mine) window.sessionStorage.setItem(`${m.WORKPLACE_KEPT.key}:forgotten`, JSON.stringify({v: m.WORKPLACE_KEPT.version, data: mine}));
          } catch {
            // Blocked or full: the offer still holds in memory.
          }
        });
    },
  };
  const mineRef = useRef(keptValue);
  mineRef.current = keptValue;
  const boxesRef = useRef<Saved>({title, transcript});
  boxesRef.current = {title, transcript};
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SHARED_KEY) return;
      void Promise.all([import('@site/src/demos/kit/persist'), import('./kept')]).then(([persist, m]) => {
        const theirs = persist.loadKept(m.WORKPLACE_KEPT).data;
        const mine = mineRef.current;
        if (theirs === null) return;
        if (followShared(theirs)) return;
        setOtherTab(mine && sameSaved(mine, theirs) ? null : theirs);
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  /**
   * The shared transcript this tab opened with (it had none of its own), while nothing here changed it (s56 u-vwa: a tab
   * opened within a second of an edit in another showed the state before the edit, then a notice about "another
   * transcript"): such a tab follows the other tab's saves, since nothing of its own can be lost; one the reader changed
   * keeps its text and gets the notice as before.
   */
  const fromShared = useRef<Saved | null>(null);
  function followShared(theirs: Saved): boolean {
    const boxes = boxesRef.current;
    if (!fromShared.current || !sameSaved(boxes, fromShared.current) || sameSaved(boxes, theirs)) return false;
    fromShared.current = theirs;
    setOtherTab(null);
    loadTranscript(theirs.transcript, theirs.title);
    return true;
  }
  /** "Open that tab's transcript here": this tab's text goes on Undo's side. */
  function openOtherTab(theirs: Saved) {
    const back = ownText();
    setHeld(null);
    setOtherTab(null);
    loadTranscript(theirs.transcript, theirs.title);
    pushBack(back, 'The other tab’s transcript is open here.');
  }
  /** "Keep mine": this tab's transcript becomes the one this browser keeps (what a new tab opens with). */
  function keepMine() {
    setHeld(null);
    setOtherTab(null);
    const mine = mineRef.current;
    if (mine)
      void Promise.all([import('@site/src/demos/kit/persist'), import('./kept')]).then(([persist, m]) => {
        persist.saveKept(m.WORKPLACE_KEPT, mine);
      });
  }

  // The transcript "Forget it" removed is offered back ("Undo") by the kit (useKept, KeptNote) until the reader changes
  // something; this tab's session storage ("cap-demo:virtual-workplace-assistant:forgotten") keeps the offer over a reload.
  useEffect(() => {
    const earlier = readSteps(REPLACED_KEY);
    stepsRef.current = earlier;
    setStepsState(earlier);
  }, []);
  /**
   * True while the transcript box holds text the page put there (sample, file, Forget it, Undo) and the reader has not typed
   * since: the browser's own undo (Ctrl+Z) would then paste the old text in front of the new and save that (u29l V-11), so
   * Ctrl+Z runs the page's Undo instead, or nothing.
   */
  const pageFilled = useRef(false);
  /** The reader changed the transcript box to `value`: typed, pasted, or a long paste put in at once (kit/largeInsert.ts). */
  function changeTranscript(value: string) {
    pageFilled.current = false;
    touched.current = true;
    setTranscript(value);
    // The sample's title belongs to the sample: another transcript gets its own subject.
    if (title === SAMPLE_TITLE) setTitle('');
  }
  const transcriptBox = useRef<HTMLTextAreaElement>(null);
  // A long paste goes into the box in one edit, not line by line with an input event per line, which grew with the
  // square of the text (issue 28, s51: 150,000 characters of a log, over 90 s; as Document Q&A u32c F2, Zohlar u34d F1).
  const inserting = useLargeInsert(transcriptBox, pastedLong);
  /**
   * A long paste that replaced the reader's own text (not only added to it) is an Undo step like "Open a file" (s55 u-vwa
   * F7): the page puts such a paste in itself, so the browser's Ctrl+Z cannot take it back, and a second Ctrl+Z spliced the
   * sample into the pasted text. Ctrl+Z runs the page's Undo until the reader types again.
   */
  function pastedLong(value: string) {
    const back = ownText();
    changeTranscript(value);
    if (back && back.transcript.trim() && !value.includes(back.transcript.trim())) {
      pushBack(back, 'A long paste replaced your transcript.');
      pageFilled.current = true;
    }
  }

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
   * Undo: the last text on Undo's side back in the boxes, and the text they held on Redo's side (Redo: the other way).
   * Never a swap of the last two (u30k F12): each press goes one step further, up to UNDO_LIMIT.
   */
  function step(direction: 'back' | 'forward') {
    const {back, forward} = stepsRef.current;
    const [from, to] = direction === 'back' ? [back, forward] : [forward, back];
    // The sample goes on the other side too, so Redo brings it back after an Undo of "Load the sample" (u31c F12: no Redo
    // was offered); "Load the sample" itself never puts the sample on Undo's side.
    const current = ownText() ?? (title === SAMPLE_TITLE && transcript === SAMPLE_TRANSCRIPT ? {title, transcript} : null);
    const here = {title, transcript};
    // A step the boxes already hold (brought back by a reload) is passed over.
    let rest = from;
    while (rest.length && sameSaved(rest[rest.length - 1], here)) rest = rest.slice(0, -1);
    const target = rest[rest.length - 1];
    if (!target) return;
    rest = rest.slice(0, -1);
    const other = current && !(to.length && sameSaved(to[to.length - 1], current)) ? [...to, current].slice(-UNDO_LIMIT) : to;
    loadTranscript(target.transcript, target.title);
    const by = direction === 'back' ? 'An earlier transcript is back.' : 'A later transcript is back.';
    setSteps(direction === 'back' ? {back: rest, forward: other, by} : {back: other, forward: rest, by});
  }
  const undoReplace = () => step('back');
  const redoReplace = () => step('forward');

  /** "Forget it": the sample in the boxes; the kit (useKept) offers the reader's transcript back. */
  function forget() {
    loadTranscript(SAMPLE_TRANSCRIPT, SAMPLE_TITLE);
    dropReplaced();
    forgetSummary();
  }
  /**
   * The model summary is kept with the transcript (summaryKept.ts, s56 u-vwa F9), so "Forget it" removes it too (the panel
   * starts again, empty) and its Undo brings it back; `summaryKey` remounts the panel, which reads what is kept.
   */
  const [summaryKey, setSummaryKey] = useState(0);
  const forgottenSummary = useRef<KeptSummary | null>(null);
  function forgetSummary() {
    void import('./summaryKept').then((m) => {
      forgottenSummary.current = m.loadSummary();
      m.saveSummary(null);
      setSummaryKey((k) => k + 1);
    });
  }
  function bringBackSummary() {
    const back = forgottenSummary.current;
    forgottenSummary.current = null;
    if (back)
      void import('./summaryKept').then((m) => {
        m.saveSummary(back);
        setSummaryKey((k) => k + 1);
      });
  }
  /** Undo of "Forget it": the forgotten transcript back in the boxes (and kept again, by useKept). */
  function bringBackForgotten(offered: Saved) {
    const back = forgottenMine.current ?? offered;
    forgottenMine.current = null;
    dropReplaced();
    loadTranscript(back.transcript, back.title);
    bringBackSummary();
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
      // An empty file (or one of blank lines) would only empty the box (u31c F13): refused like the other bad files.
      if (!text.trim()) {
        setFileProblem(`“${file.name}” is empty: there is no transcript in it. Your current transcript is kept.`);
        return;
      }
      // A WebVTT file with only its "WEBVTT" header (or only NOTE blocks), or notes with only header lines: nothing anyone
      // said, so it is refused like an empty file rather than replacing the transcript (issue 28, u32f F12).
      if (readTranscript(text).utterances.length === 0) {
        setFileProblem(`“${file.name}” has no transcript in it: only a header, with nothing anyone said. Your current transcript is kept.`);
        return;
      }
      setFileProblem('');
      // Offered back like "Load the sample": the reader's own transcript and title go on Undo's side.
      const back = ownText();
      // The subject comes from the file's own title line ("Meeting notes: …"), never from the file's name.
      loadTranscript(text, '');
      pushBack(back, `Opened “${file.name}”.`);
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
      {role: 'user', content: `Meeting: ${meetingNameForModel(title, transcript)}\n\nTranscript:\n${transcript}`},
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
            if (!pageFilled.current || !(e.ctrlKey || e.metaKey) || e.altKey) return;
            const key = e.key.toLowerCase();
            // Ctrl+Shift+Z or Ctrl+Y: the page's Redo, for the same reason.
            if ((key === 'z' && e.shiftKey) || (key === 'y' && !e.shiftKey)) {
              e.preventDefault();
              if (canRedo) redoReplace();
              return;
            }
            if (key !== 'z' || e.shiftKey) return;
            e.preventDefault();
            if (canUndo) undoReplace();
            else if (kept.forgotten) kept.undoForget(bringBackForgotten);
          }}
          ref={transcriptBox}
          onChange={(e) => changeTranscript(e.target.value)}
          aria-describedby={`${id}-limit`}
        />
        {inserting !== null && (
          <span className={styles.muted} role="status">
            Putting {inserting.toLocaleString('en-US')} characters into the box: the page may pause for a few seconds.
          </span>
        )}
        <span id={`${id}-limit`} className={styles.muted}>
          {transcript.length.toLocaleString('en-US')} of {MAX_TRANSCRIPT_CHARS.toLocaleString('en-US')} characters.{' '}
          {ownModel
            ? 'Analyze transcript reads it in this browser; Generate abstractive summary sends the title and transcript to the model endpoint you set below.'
            : 'Nothing you paste is sent anywhere while no model is set below.'}{' '}
          Your own transcript and the model summary are kept in this browser until you forget them; the model’s base URL and name
          until you switch it off; the API key never.
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
            // pressed again over the sample, the earlier steps stand.
            const back = ownText();
            loadTranscript(SAMPLE_TRANSCRIPT, SAMPLE_TITLE);
            pushBack(back, 'Sample loaded.');
          }}>
          Load the sample
        </button>
      </div>
      {(canUndo || canRedo) && (
        <p role="status" className={styles.notice}>
          {byFor === transcript ? steps.by : 'Earlier transcripts of this tab can be brought back.'}{' '}
          {canUndo && (
            <button type="button" className={styles.secondary} onClick={undoReplace}>
              Undo
            </button>
          )}{' '}
          {canRedo && (
            <button type="button" className={styles.secondary} onClick={redoReplace}>
              Redo
            </button>
          )}{' '}
          <span className={styles.muted}>
            Until you close this tab, Undo goes back through up to {UNDO_LIMIT} earlier transcripts (and Redo forward again), also after edits
            here or a reload.
          </span>
        </p>
      )}
      {otherTab && (
        <p role="status" className={styles.notice}>
          Another tab of this page saved another transcript, {nameOf(otherTab)}; a new tab opens with the one saved last. This tab
          keeps its own while it is open.{' '}
          <button type="button" className={styles.secondary} onClick={() => openOtherTab(otherTab)}>
            Open that tab’s transcript here
          </button>{' '}
          <button type="button" className={styles.secondary} onClick={keepMine}>
            Keep mine
          </button>
        </p>
      )}
      <KeptNote kept={kept} fileName="meeting-transcript.txt" onForget={forget} onUndo={bringBackForgotten} forgotNote=", and the sample transcript is back in the box in its place" />

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
            {countOf(analysis.summary.length, 'summary sentence')}, {countOf(analysis.decisions.filter((d) => !d.superseded).length, 'decision')}{analysis.decisions.some((d) => d.superseded) ? ` (and ${analysis.decisions.filter((d) => d.superseded).length} changed later)` : ''}, {countOf(analysis.actions.filter((a) => !a.withdrawn && !a.declined && !a.deferred && !a.check).length, 'action item')}
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
              <p>No decisions found. Phrases like &quot;we decided&quot;, &quot;agreed:&quot; or &quot;let&apos;s go with&quot; mark one, and so does a group plan such as &quot;let&apos;s move the launch to May&quot; or &quot;we&apos;ll use the new template&quot;.</p>
            ) : (
              <ul>
                {analysis.decisions.map((d) => (
                  <li key={`${d.line}-${d.text}`}>
                    {d.superseded ? (
                      <>
                        <strong>Changed later, line {d.superseded.line}:</strong> <del>{d.text}</del> <span className={styles.muted}>({d.speaker}, line {d.line}; no longer standing, {d.superseded.takenBack ? 'taken back' : 'replaced'} by “{d.superseded.text}”)</span>
                      </>
                    ) : (
                      <>
                        {d.text} <span className={styles.muted}>({d.speaker}, line {d.line})</span>
                      </>
                    )}
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
                        <td data-label="Task">
                          {a.check && !a.deferred && !a.withdrawn ? (
                            // s56 v-vwa F4: the row keeps its reading (owner and task) beside the sentences quoted, not the quote alone.
                            <>
                              <span className="vwa-check-reading">Read as: {a.owner}: <Linked text={a.task} links={a.links} /></span>
                              <br />
                              Said: <Linked text={a.check.quote} links={a.links} />
                            </>
                          ) : (
                            <Linked text={a.task} links={a.links} />
                          )}
                        </td>
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
            <h4>Open questions</h4>
            {analysis.openQuestions.length === 0 ? (
              <p>
                No open questions found. A question is listed only when someone says it is open (&quot;we still need to decide&quot;, &quot;nobody knows yet&quot;,
                &quot;no idea&quot;, &quot;open question:&quot;); one that was answered, or just not replied to, is not.
              </p>
            ) : (
              <ul>
                {analysis.openQuestions.map((q) => (
                  <li key={`${q.line}-${q.text}`}>
                    {q.text} <span className={styles.muted}>({q.speaker}, line {q.line}{q.because ? <>; {q.because.speaker}, line {q.because.line}: “{q.because.text}”</> : null})</span>
                  </li>
                ))}
              </ul>
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
      {/* The base URL and model name are kept for this browser's tabs like the transcript (s56 u-vwa F9); never the key. */}
      <ModelPanel value={ownModel} onChange={setOwnModel} keepAs="cap-demo:virtual-workplace-assistant:model" acrossTabs />
      {/* Always mounted: a summary already written outlives a change of the model settings. */}
      <AbstractiveSummary key={summaryKey} config={ownModel} buildMessages={buildMessages} source={`${title}\n${transcript}`} />
    </section>
  );
}
