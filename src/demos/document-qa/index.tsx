/**
 * The Document Q&A demo: load a text, Markdown or PDF file, the sample set or the guide, ask a
 * question, get the best passages by BM25 and, with a model configured, a grounded answer that
 * cites them, checked. The component and its result views (Verdict.tsx: "no good match" and the
 * answer with linked citations, loaded with the first question), the file reader (readFile.ts, loaded
 * with the first file) and what is kept (kept.ts: the reader's text and file, local storage; session.ts:
 * the source, question and last answer, this tab's session storage) live here; loading, retrieval and the model client are in
 * src/demos/kit and src/retrieval. Imported by its page in demo-room/document-qa.mdx and by the
 * Zohlar showcase; it may import src/demos/kit and src/retrieval, nothing from src/components,
 * src/learning-tools, src/theme or src/pages.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Hit} from '@site/src/retrieval/bm25';
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
import {CHUNK_SIZE} from '@site/src/retrieval/chunking/size';
import {checkText, MAX_FILE_BYTES, formatBytes} from '@site/src/demos/kit/files';
import {MAX_PDF_PAGES} from '@site/src/demos/kit/pdf';
import type {Judged} from '@site/src/demos/kit/match';
import type {ModelConfig} from '@site/src/demos/kit/modelConfig';
import {SAMPLE_TRAVEL} from '@site/src/demos/kit/sampleTravel';
import {useRetriever} from '@site/src/demos/kit/useRetriever';
import ModelPanel from '@site/src/demos/kit/components/ModelPanel';
import KeptNote from '@site/src/demos/kit/components/KeptNote';
import {useKept} from '@site/src/demos/kit/useKept';
import styles from '@site/src/demos/kit/components/kit.module.css';
import {countOf, nounFor} from '@site/src/lib/text/plural';
import {fileFits, MAX_KEPT_CHARS, pasteFits} from './keptSize';
import {largeInsertText, spliceText, VERY_LARGE_INSERT_CHARS} from './largeInsert';
import type {DocumentQaSession} from './session';
import type {DocumentQaKept} from './kept';

type Source = 'sample' | 'paste' | 'file' | 'guide';
/** The source choices as the radios name them (the note on an answer about another source names them the same way). */
const SOURCES = [
  ['sample', 'Sample policy'],
  ['paste', 'Paste text'],
  ['file', 'File (text, Markdown, PDF)'],
  ['guide', 'This guide'],
] as const satisfies ReadonlyArray<readonly [Source, string]>;

type Loaded = {label: string; documents: SourceDocument[]};
type Cut = NonNullable<DocumentQaSession['cut']>;

/**
 * Whether `next` replaces `before` wholesale: one edit removed more than half of it (Ctrl+A and typing or pasting over
 * it, or emptying the box), rather than a change inside it.
 */
export function replacesText(before: string, next: string): boolean {
  if (!before.trim() || before === next) return false;
  let head = 0;
  while (head < before.length && head < next.length && before[head] === next[head]) head++;
  let tail = 0;
  while (tail < before.length - head && tail < next.length - head && before[before.length - 1 - tail] === next[next.length - 1 - tail]) tail++;
  return before.length - head - tail > before.length / 2;
}

type Props = {
  /**
   * Zohlar workspace mode: ask over this shared document set; the workspace owns the model panel.
   * `loading`: the documents the reader added are still coming back from the browser (Z-9): the
   * page is not ready, and a question waits for them.
   */
  workspace?: Loaded & {loading?: boolean};
  model?: ModelConfig | null;
};

const SAMPLE: Loaded = {label: SAMPLE_TRAVEL.title, documents: [SAMPLE_TRAVEL]};
/** A question the sample policy (also in the Zohlar workspace) answers, offered after small talk. */
const SAMPLE_QUESTION = 'Who approves a business class flight?';
/** How many texts replaced in the paste box are offered back, most recent first (u31g F5: one was too few). */
const KEEP_REPLACED = 3;

/** A short fingerprint of a document's text (32-bit FNV-1a), kept with an answer: a reload brings the answer back only for the same text. */
function fingerprint(loaded: Loaded | null): string {
  let h = 0x811c9dc5;
  for (const d of loaded?.documents ?? []) {
    for (let i = 0; i < d.text.length; i++) h = Math.imul(h ^ d.text.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 0x1e, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
export const GUIDE_CORPUS_PATH = '/demo-data/guide-corpus.json';
const loadKeptSpec = () => import('./kept').then((m) => m.DOCUMENT_QA_KEPT);
const loadSessionSpec = () => import('./session').then((m) => m.DOCUMENT_QA_SESSION);
/** In the Zohlar workspace the Ask tab's question and answer are kept per tab under their own key (u29k). */
const loadWorkspaceSessionSpec = () => import('./session').then((m) => m.ZOHLAR_ASK_SESSION);

/** The model's answer, its `[n]` citations checked against the passages it was given and linked to them. */
/** Document Q&A: load a document, ask, get highlighted passages with citations (and a grounded answer with a model). */
export default function DocumentQa({workspace, model: sharedModel}: Props): ReactNode {
  // Standalone, or the Zohlar showcase's Ask tab: one of each on a page (src/lib/ids); safe for a URL fragment as it is.
  const id = stableId(workspace ? 'workspace-ask' : 'document-qa');
  const anchor = `${id}-passage-`;
  const guideUrl = useBaseUrl(GUIDE_CORPUS_PATH);
  const [source, setSource] = useState<Source>('sample');
  const [pasted, setPasted] = useState('');
  /** What the reader put in last (typed or pasted text, or an accepted file): what a reload brings back. */
  const [last, setLast] = useState<'paste' | 'file'>('paste');
  // What each source has loaded; the one chosen on screen is the one asked (a choice applies at once).
  const [docs, setDocs] = useState<Partial<Record<Source, Loaded>>>({sample: SAMPLE});
  const loaded = docs[source] ?? null;
  /** A document that loads replaces any earlier load error (D-10: "The text is empty…" stayed beside "Ready"). */
  const setLoaded = (from: Source, next: Loaded) => {
    setDocs((all) => ({...all, [from]: next}));
    setLoadProblem(null);
  };
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [ownModel, setOwnModel] = useState<ModelConfig | null>(null);
  const [question, setQuestion] = useState('');
  const [askProblem, setAskProblem] = useState<string | null>(null);
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [judged, setJudged] = useState<(Judged & {unanswered?: readonly string[]; readAs?: string}) | null>(null);
  /** Counts the answers shown, so each starts afresh ("Show the closest passages anyway" closed again, Z-3). */
  const [answerNo, setAnswerNo] = useState(0);
  const [asked, setAsked] = useState('');
  const [verdict, setVerdict] = useState<typeof import('./Verdict') | null>(null);
  const [searchMs, setSearchMs] = useState(0);
  const [answer, setAnswer] = useState('');
  /** The model that wrote `answer`: the answer stays when the settings change or turn invalid. */
  const [answeredBy, setAnsweredBy] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  /**
   * Why the answer on screen is only part of one (u30w F8, F5): Stop pressed, the request failed after some text
   * arrived, or the page was reloaded while it streamed; null for an answer that ended as the model ended it.
   */
  const [cut, setCut] = useState<Cut | null>(null);
  /**
   * The text the paste box held before the reader replaced it wholesale (more than half of it gone in one edit: typed
   * over, or Ctrl+A and paste), offered back until this tab closes (u30w F2); null when nothing was replaced.
   */
  const [earlier, setEarlier] = useState<string[]>([]);
  /**
   * `text` replaced: it joins the texts offered back, most recent first, at most KEEP_REPLACED besides the text in the box
   * (u31g F5). `room` is one more when the box was emptied: the text emptied is held at the front, for "Bring my text
   * back", without pushing out the oldest text offered (u33b F2).
   */
  const remember = (text: string, list: readonly string[], room = KEEP_REPLACED) =>
    [text, ...list.filter((t) => t !== text)].filter((t) => t.trim() !== '').slice(0, room);
  /**
   * The reader emptied the paste box (u31g F7): only then does the box say "You emptied the text box"; after "Forget it" the
   * kept note's own Undo stays on offer. Kept in this tab's record, so a reload says the same.
   */
  const [emptied, setEmptied] = useState(false);
  /**
   * The texts offered back now (u33b F2): never the one in the box; while the box is emptied, the text emptied (the
   * front of `earlier`) is offered by "Bring my text back" instead, and the others are listed with it.
   */
  const blank = !pasted.trim();
  const emptiedText = emptied && blank ? (earlier[0] ?? null) : null;
  const offered = (emptiedText !== null ? earlier.slice(1) : earlier).filter((t) => t !== pasted).slice(0, KEEP_REPLACED);
  const previous = offered[0] ?? null;
  /** Put `text` from the offers into the box: what the box held (or the text emptied from it) is offered back in its place. */
  const takeBack = (text: string) => {
    const held = blank ? emptiedText : pasted;
    setEarlier((list) => {
      const rest = list.filter((t) => t !== text);
      return held ? remember(held, rest) : rest.slice(0, KEEP_REPLACED);
    });
    putPastedBack(text);
    setEmptied(false);
    setLast('paste');
    setPasteLost(null);
  };
  /** The answer on screen came back from this tab's record (a reload), not from a request now (u29h S-3). */
  const [broughtBack, setBroughtBack] = useState(false);
  const [streaming, setStreaming] = useState(false);
  /** A question asked while its document was still loading or indexing: asked as soon as it is ready. */
  const [pending, setPending] = useState<string | null>(null);
  /** Offline reply to a greeting or a question about the demo itself (never passages). */
  const [chatReply, setChatReply] = useState<string | null>(null);
  /** When the endpoint's Retry-After ends (epoch ms): the countdown retries, and Ask asks the question in the box at once instead (run clears it: u30f F6); 0: "Try again" with no wait. */
  const [retryAt, setRetryAt] = useState<number | null>(null);
  /** A question and answer brought back from this tab (session.ts), shown again once its document is ready. */
  const [replay, setReplay] = useState<DocumentQaSession | null>(null);
  /**
   * The document the result on screen answered: the source chosen, the document loaded and, for pasted text, the text
   * itself. An edit of the text, another file or another source afterwards marks the result (u30d F19, F18).
   */
  const [answeredOf, setAnsweredOf] = useState<{source: Source; loaded: Loaded | null; text: string; print: string} | null>(null);
  const sessionSource = useRef(false);
  /** True once this tab's own pasted text came back from its session record (D-11). */
  const sessionPaste = useRef(false);
  /** Pasted text brought back: in the box, and loaded as it was used, so the status names it and Ask searches it. */
  const putPastedBack = (text: string) => {
    setPasted(text);
    if (text && !checkText(text)) setLoaded('paste', {label: 'Pasted text', documents: [{id: 'pasted', title: 'Pasted text', text}]});
  };
  const abortRef = useRef<AbortController | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const questionRef = useRef<HTMLInputElement>(null);

  const active = workspace ?? loaded;
  /** A document on its way: the file being read, the guide loading, or the workspace's own documents coming back (Z-9). */
  const waiting = loading || Boolean(workspace?.loading);
  const retriever = useRetriever(active ? active.documents : null, Boolean(workspace));
  const model = workspace ? (sharedModel ?? null) : ownModel;
  // The reader's pasted text and own document survive a reload; the Zohlar workspace keeps its own documents.
  const ownFile = docs.file ?? null;
  // A file too large to keep is used on the page but left out of the record, so the pasted text is
  // still kept; the note below says which of the two a reload brings back.
  // A paste over the size limit is refused and never used (u28i D4): the record keeps the text in use instead, so no
  // second message about keeping it appears beside the refusal.
  // Only white space is no text: nothing is kept, and no note says it is (u29v F15).
  const keptPaste = !pasted.trim() ? '' : checkText(pasted) ? (docs.paste?.documents[0]?.text ?? '') : pasted;
  // A paste too large to keep is used on the page; the record holds a marker in its place, never the older text
  // a reload would otherwise show as the one in use (u29v F24).
  const pasteKept = !keptPaste || pasteFits(keptPaste);
  const keptFile = ownFile && fileFits(ownFile, pasteKept ? keptPaste : '') ? ownFile : null;
  /** The length of the text pasted last before a reload, when it was too large to keep (the record's marker). */
  const [pasteLost, setPasteLost] = useState<number | null>(null);
  // The marker stays until the reader pastes again or forgets it, so a second reload says the same.
  const notKept = !pasteKept ? keptPaste.length : !keptPaste && pasteLost !== null ? pasteLost : null;
  /** The reader's file that was too large to keep and did not come back after a reload (u32c F9); null otherwise. */
  const [fileLost, setFileLost] = useState<{label: string; chars: number} | null>(null);
  // The file put in last, when it is too large to keep: the record names it, so a reload says it is gone (u32c F9).
  const fileMarker =
    last !== 'file' || workspace
      ? null
      : ownFile && !keptFile
        ? {label: ownFile.label, chars: ownFile.documents.reduce((sum, d) => sum + d.text.length, 0)}
        : !ownFile
          ? fileLost
          : null;
  const keptValue = useMemo(
    () =>
      keptPaste || keptFile || notKept || fileMarker
        ? {
            pasted: pasteKept ? keptPaste : '',
            document: keptFile ? {label: keptFile.label, documents: keptFile.documents} : null,
            last,
            ...(notKept ? {notKept} : {}),
            ...(fileMarker ? {fileNotKept: fileMarker} : {}),
          }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [keptPaste, pasteKept, keptFile, last, notKept, fileMarker?.label, fileMarker?.chars],
  );
  /** The reader's text and file back on the page, from the record (`undo`: what "Forget it" removed, all of it). */
  const bringBack = (data: DocumentQaKept, undo = false) => {
    // This tab's own pasted text, brought back from its session record, wins over the one another tab kept (D-11).
    if (undo || !sessionPaste.current) putPastedBack(data.pasted);
    setPasteLost(data.notKept && !data.pasted ? data.notKept : null);
    // The pasted text is asked as it is (an older record may also hold it as the document).
    const file = data.document && data.document.documents[0]?.id !== 'pasted' ? data.document : null;
    if (file) setLoaded('file', file);
    // What the reader put in last is what is on screen again; a paste too large to keep leaves the paste box empty, never the file in its place.
    // A file too large to keep, put in last, did not come back: "File" stays chosen with a note saying so, never the
    // sample in its place (u32c F9); pasted text that was kept still comes back in its box.
    const lostFile = !file && data.fileNotKept && data.last === 'file' ? data.fileNotKept : null;
    setFileLost(lostFile);
    const back = (file && (data.last === 'file' || (!data.pasted && !data.notKept))) || (lostFile && !data.pasted) ? 'file' : 'paste';
    setLast(back);
    if (undo) choose(back);
    else if (!sessionSource.current) setSource(back);
  };
  const kept = useKept(workspace ? null : loadKeptSpec, keptValue, (data) => bringBack(data));
  /**
   * The replaced texts "Forget it" removed with the rest (u32c F7): Undo brings them back too, so the earlier text is
   * offered again. Held in this tab's session storage while the Undo is on offer, so a reload in between keeps them.
   */
  const forgottenEarlier = useRef<string[] | null>(null);
  const FORGOTTEN_EARLIER_KEY = 'cap-demo:document-qa:forgotten-earlier';
  const setForgottenEarlier = (list: string[] | null) => {
    forgottenEarlier.current = list;
    try {
      if (list === null) window.sessionStorage.removeItem(FORGOTTEN_EARLIER_KEY);
      else window.sessionStorage.setItem(FORGOTTEN_EARLIER_KEY, JSON.stringify(list));
    } catch {
      // Blocked or full: the texts still come back with Undo until the page is left.
    }
  };
  const readForgottenEarlier = (): string[] => {
    if (forgottenEarlier.current) return forgottenEarlier.current;
    try {
      const parsed: unknown = JSON.parse(window.sessionStorage.getItem(FORGOTTEN_EARLIER_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string' && t !== '').slice(0, KEEP_REPLACED + 1) : [];
    } catch {
      return [];
    }
  };
  /** Undo of "Forget it": the text and file back, and the replaced texts with them (u32c F7). */
  const undoForget = (data: DocumentQaKept) => {
    const list = readForgottenEarlier();
    setForgottenEarlier(null);
    bringBack(data, true);
    if (list.length > 0) setEarlier(list);
  };
  // Once the Undo is no longer offered (the reader changed something), the replaced texts it held go too.
  useEffect(() => {
    if (kept.spec && kept.forgotten === null && !kept.broughtBack) setForgottenEarlier(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kept.spec, kept.forgotten]);
  // The source, the question and the last answer survive Back and a reload in this tab (S-A2).
  // While a kept answer waits for its document, the record keeps it as it was.
  // This tab's pasted text goes in its session record too (D-11), when it fits beside the answer.
  const sessionPasted = keptPaste && keptPaste.length + answer.length + question.length * 2 + 10_000 <= MAX_KEPT_CHARS ? keptPaste : undefined;
  // The text replaced last comes back too when it fits beside the rest (u30w F2).
  // The texts replaced before, most recent first, as many as fit (u31g F5).
  const sessionEarlier = (() => {
    let room = MAX_KEPT_CHARS - ((sessionPasted ?? '').length + answer.length + question.length * 2 + 10_000);
    const fit: string[] = [];
    for (const text of earlier) {
      // The text in the box is kept as `pasted`, not as a replaced one; it never hides the ones after it (u33b F2).
      if (text === pasted) continue;
      if (text.length > room) break;
      room -= text.length;
      fit.push(text);
    }
    return fit;
  })();
  const sessionPrevious = sessionEarlier[0];
  const sessionOlder = sessionEarlier.length > 1 ? sessionEarlier.slice(1) : undefined;
  const sessionEmptied = emptied && !pasted.trim() ? (true as const) : undefined;
  const sessionValue = useMemo(
    () =>
      replay
        ? {...replay, source, question, pasted: sessionPasted, previous: sessionPrevious, older: sessionOlder, emptied: sessionEmptied}
        : {
            source,
            question,
            asked,
            // An answer still streaming is kept as it stands, marked as cut off should the page be reloaded now (u30w F5).
            answer,
            answeredBy,
            label: active?.label,
            pasted: sessionPasted,
            previous: sessionPrevious,
            older: sessionOlder,
            emptied: sessionEmptied,
            ...(answeredOf && answer ? {of: answeredOf.print} : {}),
            ...(answer && (streaming || cut) ? {cut: streaming ? ('reload' as const) : (cut ?? undefined)} : {}),
          },
    [replay, source, question, asked, answer, streaming, answeredBy, active, sessionPasted, sessionPrevious, sessionOlder, sessionEmptied, answeredOf, cut],
  );
  const session = useKept(workspace ? loadWorkspaceSessionSpec : loadSessionSpec, sessionValue, (data) => {
    // The sample, the guide and this tab's pasted text come back from here; the file, with kept.ts's record.
    if (data.pasted) {
      sessionPaste.current = true;
      putPastedBack(data.pasted);
    }
    if (data.source) {
      sessionSource.current = true;
      choose(data.source);
    }
    if (data.previous) setEarlier([data.previous, ...(data.older ?? [])]);
    if (data.emptied) setEmptied(true);
    setQuestion(data.question);
    if (data.asked) setReplay(data);
  });
  useEffect(() => {
    if (!replay || waiting || retriever.status !== 'ready') return;
    setReplay(null);
    if (active?.label === replay.label) void run(replay.asked, replay);
  });
  /**
   * In the workspace, a passage follows its document (by id, the passage id's part before "#n"): a document Undo brought
   * back numbered, its title now another document's, is cited under its title now at once, as a reload does (u35d F4).
   */
  const documentOf = (hit: Hit) => (workspace ? workspace.documents.find((d) => d.id === hit.passage.id.slice(0, hit.passage.id.lastIndexOf('#'))) : undefined);
  const followDocuments = (list: readonly Hit[]): Hit[] =>
    list.map((hit) => {
      const doc = documentOf(hit);
      return doc && doc.title !== hit.passage.source ? {...hit, passage: {...hit.passage, source: doc.title}} : hit;
    });
  /** In the workspace, the documents the answer's passages came from that were removed since (u29p Z-1), even if a new document took the title (u35d F4). */
  const removedSources = workspace && judged ? [...new Set(judged.good.filter((h) => !documentOf(h)).map((h) => h.passage.source))] : [];
  /** The reader's file when it is used here but not kept: its size, and what a reload brings back instead. */
  const fileNotKept = !workspace && ownFile && !keptFile ? ownFile : null;
  const fileChars = fileNotKept ? fileNotKept.documents.reduce((sum, d) => sum + d.text.length, 0) : 0;

  /** The paste box's text changed to `value` (typed, pasted, or a long paste put in at once: largeInsert.ts). */
  const changeText = (value: string) => {
    // Emptying the box (Ctrl+A, Delete) forgets the kept copy the way "Forget it" does, so it can be brought
    // back, also after a reload of this tab, until new text goes in (u30n F19).
    if (!value.trim() && keptPaste && kept.spec) {
      kept.forget({reset: true});
      setEmptied(true);
    }
    if (value.trim()) setEmptied(false);
    // Text replaced wholesale (typed over, Ctrl+A and paste) is offered back, also after a reload (u30w F2); the last
    // KEEP_REPLACED texts are, so a second replacement does not lose the first text (u31g F5). Emptying the box holds
    // the text emptied in front of them, one more, so none of those offered is pushed out (u33b F2); new text in the
    // emptied box makes it one of the KEEP_REPLACED again.
    if (replacesText(pasted, value)) setEarlier((list) => remember(pasted, list, value.trim() ? KEEP_REPLACED : KEEP_REPLACED + 1));
    else if (value.trim() && !pasted.trim()) setEarlier((list) => list.filter((t) => t !== value).slice(0, KEEP_REPLACED));
    setPasted(value);
    setLast('paste');
    setPasteLost(null);
  };
  const changeTextRef = useRef(changeText);
  changeTextRef.current = changeText;
  const pasteRef = useRef<HTMLTextAreaElement>(null);
  /** The length of a very long paste the page is about to put into the box (u32c F2), shown while it waits. */
  const [inserting, setInserting] = useState<number | null>(null);
  // A long paste goes into the box in one edit, not line by line (largeInsert.ts, u32c F2).
  useEffect(() => {
    const box = pasteRef.current;
    if (!box) return undefined;
    let timer = 0;
    const onBeforeInput = (event: InputEvent) => {
      const text = largeInsertText(event);
      if (text === null) return;
      event.preventDefault();
      const before = box.value;
      const [start, end] = [box.selectionStart, box.selectionEnd];
      const put = () => {
        // Typed in the moment before the text went in: it goes where the caret is now.
        const same = box.value === before;
        const next = spliceText(box.value, same ? start : box.selectionStart, same ? end : box.selectionEnd, text);
        box.value = next.value;
        box.setSelectionRange(next.caret, next.caret);
        setInserting(null);
        changeTextRef.current(next.value);
      };
      if (text.length < VERY_LARGE_INSERT_CHARS) return put();
      // Said first, then done, so the message is on screen while the browser lays the text out.
      setInserting(text.length);
      window.clearTimeout(timer);
      requestAnimationFrame(() => {
        timer = window.setTimeout(put, 0);
      });
    };
    box.addEventListener('beforeinput', onBeforeInput);
    return () => {
      box.removeEventListener('beforeinput', onBeforeInput);
      window.clearTimeout(timer);
    };
  }, [source]);

  const choose = (next: Source) => {
    setSource(next);
    setLoadProblem(null);
    // The guide loads when it is chosen, so the first question after the choice is asked of it.
    if (next === 'guide' && !docs.guide && !loading) void loadTheGuide();
  };

  /** The pasted text as a document, or a problem; null when it is already the one loaded. */
  const pastedDocument = (): Loaded | string | null => {
    if (docs.paste?.documents[0]?.text === pasted) return null;
    return checkText(pasted) ?? {label: 'Pasted text', documents: [{id: 'pasted', title: 'Pasted text', text: pasted}]};
  };

  const usePasted = () => {
    const next = pastedDocument();
    // A refusal names the document that stays in use (u28i D4).
    setLoadProblem(typeof next === 'string' ? `${next}${active && pasted.trim() ? ` “${active.label}” stays in use.` : ''}` : null);
    if (next && typeof next !== 'string') setLoaded('paste', next);
    if (pasted.trim()) setLast('paste');
  };

  const readFile = async () => {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setLoadProblem('Choose a .txt, .md or .pdf file first.');
      return;
    }
    setLoadProblem(null);
    setLoading(true);
    try {
      // The checks and the readers load with the first file chosen (readFile.ts).
      const read = await (await import('./readFile')).readChosenFile(file);
      if (typeof read === 'string') setLoadProblem(read);
      else {
        setLoaded('file', read);
        setLast('file');
        setFileLost(null);
      }
    } finally {
      setLoading(false);
    }
  };

  const loadTheGuide = async () => {
    setLoading(true);
    setLoadProblem(null);
    try {
      // The corpus loader loads with the guide's first choice, not with the page.
      const documents = await (await import('@site/src/demos/kit/guide')).loadGuide(guideUrl);
      setLoaded('guide', {label: 'This guide', documents});
    } catch (error) {
      setLoadProblem((error as Error).message);
    } finally {
      setLoading(false);
    }
  };

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim()) {
      // The last answer, its passages and verdict go (and so leave the session record); the document stays.
      clear();
      setHits(null);
      setJudged(null);
      setAsked('');
      setReplay(null);
      setAskProblem('Type a question first.');
      questionRef.current?.focus();
      return;
    }
    auto.current = false;
    // Text pasted (or edited) but not yet used is what the reader sees, so Ask uses it.
    const next = !workspace && source === 'paste' ? pastedDocument() : null;
    if (typeof next === 'string') {
      setLoadProblem(next);
      return;
    }
    if (next) {
      setLoaded('paste', next);
      setLast('paste');
    }
    if (next || waiting || retriever.status === 'indexing') {
      // Wait for the chosen document: the question is asked as soon as its index is ready.
      setAskProblem(null);
      setPending(question);
      return;
    }
    if (retriever.status !== 'ready') {
      setAskProblem(
        retriever.status === 'error'
          ? retriever.message
          : source === 'paste'
            ? 'Paste the text to search first.'
            : source === 'file'
              ? 'Choose a file first.'
              : 'Load a document first.',
      );
      return;
    }
    void run(question);
  };

  useEffect(() => {
    if (pending === null || waiting || retriever.status === 'indexing') return;
    setPending(null);
    if (retriever.status === 'ready') void run(pending);
    else setAskProblem(retriever.status === 'error' ? retriever.message : 'The document could not be loaded, so the question was not asked.');
  });

  const clear = () => {
    setAnswer('');
    setCut(null);
    setAnsweredBy('');
    setAnswerError(null);
    setBroughtBack(false);
    setRetryAt(null);
    setChatReply(null);
  };

  const run = async (q: string, kept?: DocumentQaSession) => {
    setAskProblem(null);
    clear();
    if (retriever.status !== 'ready') return;
    // Only good matches are listed and sent to the model; weak ones are shown on request. The
    // checks and the answer view load with the first question, not with the page.
    const views = await import('./Verdict');
    setVerdict(() => views);
    const kind = model ? null : views.smallTalk(q);
    if (kind) {
      setHits(null);
      setJudged(null);
      setAsked(q);
      setChatReply(views.smallTalkReply(kind, workspace ? 'the workspace documents' : 'the document', active === SAMPLE || workspace ? SAMPLE_QUESTION : undefined));
      return;
    }
    // Ages, typos, synonyms and the question's topic are read before and after the search (kit/find.ts).
    const docs = active?.documents ?? [];
    // A two-part question is searched as each part too, and a part with no good passage is named (parts.ts, u29m F18).
    const found = await views.findInParts(retriever.retriever, q, 4, docs, () => docs.map((d) => `${d.title} ${d.heading ?? ''} ${d.text}`));
    const judgement = found.judged;
    const print = fingerprint(active);
    setAnsweredOf({source, loaded: active, text: source === 'paste' ? (active?.documents[0]?.text ?? '') : '', print});
    setHits(found.hits);
    setJudged({...judgement, unanswered: found.unanswered, ...(found.readAs ? {readAs: found.readAs} : {})});
    setAnswerNo((k) => k + 1);
    setAsked(q);
    setSearchMs(found.ms);
    if (kept) {
      // An answer brought back from this tab is shown with the same passages, marked, and never asked
      // again: a reload sends nothing to the model (u29h S-3); Ask asks anew.
      setBroughtBack(true);
      // Only an answer about the same text comes back: text edited before the reload leaves the passages, searched anew (u30d F19).
      if (kept.answer && (!kept.of || kept.of === print)) {
        setAnswer(kept.answer);
        setAnsweredBy(kept.answeredBy);
        setCut(kept.cut ?? null);
      }
      return;
    }
    if (!model || judgement.good.length === 0) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setStreaming(true);
    setAnsweredBy(model.model);
    try {
      await views.streamChat({
        config: model,
        messages: views.groundedMessages(q, judgement.good, [], workspace ? 'the workspace documents' : undefined),
        onToken: (token) => setAnswer((text) => text + token),
        signal: controller.signal,
      });
    } catch (error) {
      setAnswerError(error instanceof views.LlmError ? error.message : 'The model request failed.');
      // Text that arrived before Stop or a failure is kept, as part of an answer, never as a whole one (u30w F8).
      setCut(error instanceof views.LlmError && error.kind === 'cancelled' ? 'stopped' : 'failed');
      setRetryAt(views.retryAt(error, Date.now(), auto.current));
    } finally {
      setStreaming(false);
      abortRef.current = null;
    }
  };

  // The countdown keeps one retry function; it asks the question that was rate-limited again.
  // One automatic resend per question (`true` from the countdown); Ask starts the next question's.
  const auto = useRef(false);
  const retryRef = useRef((_a?: boolean) => {});
  retryRef.current = (a) => {
    auto.current ||= !!a;
    setRetryAt(null);
    void run(asked);
  };
  const retry = useCallback((a?: boolean) => retryRef.current(a), []);

  /** Said above a result about a document that is no longer the one on screen (u30d F19: edited text; F18: another source). */
  const staleNote = (() => {
    // A question waiting for its document is asked once it is ready: nothing tells the reader to press Ask (u33b F7).
    if (workspace || !answeredOf || !hits || pending !== null) return null;
    if (answeredOf.source !== source) {
      const now = SOURCES.find(([value]) => value === source)?.[1] ?? source;
      return `This answer is about “${answeredOf.loaded?.label ?? 'the document chosen before'}”, and “${now}” is chosen now: press Ask to ask it.`;
    }
    if (source === 'paste' ? pasted !== answeredOf.text : loaded !== answeredOf.loaded) {
      return source === 'paste'
        ? 'The text changed since this answer: press Ask again to search the text as it is now.'
        : `The document changed since this answer (“${loaded?.label ?? 'none'}” is loaded now): press Ask again to search it.`;
    }
    return null;
  })();

  const statusText = (() => {
    if (loading && source === 'guide') return 'Loading the guide…';
    if (loading && source === 'file') return 'Reading the file…';
    if (workspace?.loading) return 'Bringing back the documents you added…';
    if (!active) {
      if (source === 'paste') return 'No text yet: paste it above, then press “Use this text” or Ask.';
      if (source === 'file') return 'No file read yet: choose a .txt, .md or .pdf file.';
      return 'No document loaded.';
    }
    if (retriever.status === 'indexing') return `Indexing “${active.label}”…`;
    if (retriever.status === 'ready') {
      const {buildMs, inWorker} = retriever.retriever;
      // How the text was split, so a reader can tell what a citation points at (u28e D1); the count with a thousands
      // separator, as the character counts beside it are written (u37b F9: "13249 passages").
      const split = !workspace && source === 'guide' ? 'one per section of a page' : 'one per paragraph, each heading kept with its text';
      return `Ready: “${active.label}”, ${retriever.passages.toLocaleString('en-US')} ${nounFor(retriever.passages, 'passage')} (${split}; longer ones cut at about ${CHUNK_SIZE} characters), indexed in ${Math.round(buildMs)} ms${inWorker ? ' in a background worker' : ''}.`;
    }
    if (retriever.status === 'error') return retriever.message;
    return 'No document loaded.';
  })();

  return (
    <section className={styles.demo} aria-label="Document Q&A demo">
      {!workspace && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>1. Choose a document</legend>
          <div className={styles.radios} role="radiogroup" aria-label="Document source">
            {SOURCES.map(([value, label]) => (
              <label key={value}>
                <input type="radio" name={`${id}-source`} value={value} checked={source === value} onChange={() => choose(value)} />
                {label}
              </label>
            ))}
          </div>
          {source === 'sample' && <p className={styles.hint}>An illustrative travel and expenses policy, about 250 words.</p>}
          {source === 'paste' && (
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-paste`}>
                Document text
              </label>
              <textarea
                id={`${id}-paste`}
                className={styles.textarea}
                value={pasted}
                ref={pasteRef}
                onChange={(event) => changeText(event.target.value)}
              />
              {inserting !== null && (
                <p className={styles.hint} role="status">
                  Putting {inserting.toLocaleString('en-US')} characters into the box: the page may pause for a few seconds.
                </p>
              )}
              <div>
                <button type="button" className={styles.button} onClick={usePasted}>
                  Use this text
                </button>
              </div>
              {!workspace && emptied && blank && (kept.forgotten !== null || emptiedText !== null) && (
                <p className={styles.hint}>
                  You emptied the text box, so your text is no longer kept in this browser.{' '}
                  <button
                    type="button"
                    className={`${styles.button} ${styles.secondary}`}
                    onClick={() => {
                      // The text emptied comes back into the box and leaves the offers; the texts replaced before stay offered (u33b F2).
                      const back = kept.undoForget((data) => {
                        setEarlier((list) => list.filter((t) => t !== data.pasted));
                        bringBack(data, true);
                      });
                      if (!back && emptiedText !== null) takeBack(emptiedText);
                      setEmptied(false);
                    }}>
                    Bring my text back
                  </button>{' '}
                  It stays available in this tab, also after a reload; if you type or paste new text instead, it is offered back with the texts you replaced.
                </p>
              )}
              {previous !== null && (
                <div className={styles.hint}>
                <p style={{margin: 0}}>
                  {blank ? 'Your earlier text' : 'You replaced your earlier text'} ({countOf(previous.length, 'character')}, starting “{previous.trim().slice(0, 40)}
                  {previous.trim().length > 40 ? '…' : ''}”).{' '}
                  <button
                    type="button"
                    className={`${styles.button} ${styles.secondary}`}
                    onClick={() => {
                      // The text in the box now becomes the one offered back, so the reader can switch again.
                      takeBack(previous);
                    }}>
                    Bring back the earlier text
                  </button>{' '}
                  It stays available in this tab, also after a reload, until you close the tab or press “Forget it”.
                </p>
                {offered.length > 1 && (
                  <p style={{margin: 0}}>
                    Texts you replaced before that:{' '}
                    {offered
                      .slice(1)
                      .map((text) => (
                        <button
                          key={text}
                          type="button"
                          className={`${styles.button} ${styles.secondary}`}
                          onClick={() => takeBack(text)}>
                          Bring back “{text.trim().slice(0, 30)}
                          {text.trim().length > 30 ? '…' : ''}” ({countOf(text.length, 'character')})
                        </button>
                      ))}
                  </p>
                )}
                </div>
              )}
            </div>
          )}
          {source === 'file' && (
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-file`}>
                File (.txt, .md or .pdf, up to {formatBytes(MAX_FILE_BYTES)} and {MAX_PDF_PAGES} PDF pages)
              </label>
              <input id={`${id}-file`} ref={fileRef} type="file" accept=".txt,.md,.markdown,.pdf,text/plain,text/markdown,application/pdf" onChange={() => void readFile()} disabled={loading} />
              <p className={styles.hint}>The file is read inside this page; it is not uploaded. PDFs need a text layer; scans are not read.</p>
            </div>
          )}
          {source === 'guide' && (
            <div>
              <p className={styles.hint}>The guide&apos;s pages, the blog posts, “How to use this guide” and the privacy notice, split by section; not the home page, the blog lists or the Demo Room. Citations link to the pages.</p>
              <button type="button" className={styles.button} onClick={() => void loadTheGuide()} disabled={loading}>
                {loading ? 'Loading the guide…' : 'Load the guide'}
              </button>
            </div>
          )}
          <p className={styles.status} role="status">
            {statusText}
          </p>
          {loadProblem && (
            <p className={styles.error} role="alert">
              {loadProblem}
            </p>
          )}
          {pasteLost !== null && !pasted && (
            <p className={styles.error} role="alert">
              The text you pasted last ({pasteLost.toLocaleString('en-US')} characters) was too large to keep in this browser, so it did not come back after the
              reload, and no earlier text is brought back in its place. Paste it again to ask about it.
            </p>
          )}
          {!workspace && !pasteKept && source === 'paste' && (
            <div className={styles.error} role="alert">
              <p style={{margin: 0}}>
                Your pasted text is {keptPaste.length.toLocaleString('en-US')} characters; this page keeps at most {MAX_KEPT_CHARS.toLocaleString('en-US')} in your browser,
                so it is not kept after a reload, and no earlier text comes back in its place. Download a copy to keep it.
              </p>
              <button
                type="button"
                className={`${styles.button} ${styles.secondary}`}
                onClick={() => {
                  // The download helper loads on the click, not with the page.
                  void import('@site/src/lib/files/download').then((m) => m.downloadText('document-qa.txt', keptPaste));
                }}>
                Download a copy
              </button>
            </div>
          )}
          {fileLost !== null && !ownFile && last === 'file' && (source === 'file' || source === 'paste') && (
            <p className={styles.error} role="alert">
              Your file “{fileLost.label}” ({fileLost.chars.toLocaleString('en-US')} characters) was too large to keep in this browser, so it did not come back
              after the reload{pasted.trim() ? '; your pasted text did' : ''}. Open it again to ask about it{source === 'file' ? '' : ' (choose “File” above)'}
              {question.trim() ? '; your question is still in its box' : ''}.
            </p>
          )}
          {fileNotKept && source === 'file' && (
            <div className={styles.error} role="alert">
              <p style={{margin: 0}}>
                “{fileNotKept.label}” is {fileChars.toLocaleString('en-US')} characters; this page keeps at most {MAX_KEPT_CHARS.toLocaleString('en-US')} in your browser, so
                this file is not kept after a reload{pasted.trim() ? ' (your pasted text is, and comes back instead)' : ''}. Download a copy to keep it.
              </p>
              <button
                type="button"
                className={`${styles.button} ${styles.secondary}`}
                onClick={() => {
                  // The download helper loads on the click, not with the page.
                  const text = fileNotKept.documents.map((d) => d.text).join('\n\n');
                  void import('@site/src/lib/files/download').then((m) => m.downloadText(`${fileNotKept.label.replace(/\.[^.]+$/, '')}.txt`, text));
                }}>
                Download a copy
              </button>
            </div>
          )}
          <KeptNote
            // The box emptied by the reader: its own message above offers the text back, so this note does not offer it a second time (u30w F10).
            kept={source === 'paste' && !pasted.trim() && emptied && kept.forgotten !== null ? {...kept, forgotten: null} : kept}
            fileName="document-qa.txt"
            onUndo={undoForget}
            onForget={() => {
              setPasted('');
              if (earlier.length > 0) setForgottenEarlier(earlier);
              setEarlier([]);
              setEmptied(false);
              setPasteLost(null);
              setFileLost(null);
              setLast('paste');
              // The reader's own text and file go; the sample and the guide stay.
              setDocs(({sample, guide}) => ({sample, guide}));
              choose('sample');
            }}
          />
        </fieldset>
      )}
      {!workspace && <ModelPanel value={ownModel} onChange={setOwnModel} keepAs="cap-demo:document-qa:model" />}
      <KeptNote kept={session} fileName="document-qa-answer.txt" />
      <form onSubmit={(event) => void ask(event)} noValidate>
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-question`}>
              {workspace ? 'Question about the workspace documents' : '2. Your question'}
            </label>
            <input id={`${id}-question`} ref={questionRef} className={styles.input} value={question} onChange={(event) => setQuestion(event.target.value)} />
          </div>
          <div className={styles.field} style={{flex: '0 0 auto'}}>
            <div className={styles.row}>
              <button type="submit" className={styles.button} disabled={streaming || pending !== null}>
                Ask
              </button>
              {streaming && (
                <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => abortRef.current?.abort()}>
                  Stop
                </button>
              )}
            </div>
          </div>
        </div>
        {workspace && (
          <p className={styles.status} role="status">
            {statusText}
          </p>
        )}
        {pending !== null && <p className={styles.hint}>Waiting for “{active?.label ?? 'the document'}” to be ready; your question is asked then.</p>}
        {askProblem && (
          <p className={styles.error} role="alert">
            {askProblem}
          </p>
        )}
      </form>
      <div aria-live="polite">
        {staleNote && <p className={styles.notice}>{staleNote}</p>}
        {/* The box can hold a question not asked yet (typed before a reload or Back): the result names the one it answers (u29p Z-4, u29m F15). */}
        {(chatReply || hits) && asked.trim() && pending !== null && (
          <p className={styles.hint}>
            Answer to: “{asked.trim()}”, below. Your question “{pending.trim()}” is waiting for “{active?.label ?? SOURCES.find(([value]) => value === source)?.[1] ?? 'the document'}” to be
            ready and is asked then, with no need to press Ask again.
          </p>
        )}
        {(chatReply || hits) && asked.trim() && asked.trim() !== question.trim() && pending === null && (
          <p className={styles.hint}>
            Answer to: “{asked.trim()}”. The question in the box is not asked yet: press Ask to ask it
            {retryAt ? ' instead; that stops the automatic retry.' : '.'}
          </p>
        )}
        {chatReply && <p className={styles.notice}>{chatReply}</p>}
        {verdict && hits && hits.length === 0 && <verdict.NotFound workspace={Boolean(workspace)} />}
        {verdict && hits && judged && hits.length > 0 && judged.good.length === 0 && (
          <verdict.NoGoodMatch key={answerNo} question={asked} hits={followDocuments(hits)} weak={judged.weak} stats={judged.stats} modelSkipped={Boolean(model)} workspace={Boolean(workspace)} />
        )}
        {verdict && judged && judged.good.length > 0 && (
          <div>
            {answeredBy && (answer || streaming || !answerError) ? (
              <verdict.Answer model={answeredBy} answer={answer} streaming={streaming} count={judged.good.length} anchor={anchor} passages={judged.good.map((h) => h.passage.text)} broughtBack={broughtBack} cut={streaming ? null : cut} />
            ) : model ? (
              broughtBack && <p className={styles.notice}>These passages came back from before the reload; press Ask to have {model.model} answer from them.</p>
            ) : (
              <verdict.Offline count={judged.good.length} ms={searchMs} />
            )}
            {answerError && (
              <p className={styles.error} role="alert">
                {answerError}
              </p>
            )}
            {retryAt !== null && <verdict.RetryCountdown until={retryAt} onRetry={retry} onCancel={() => setRetryAt(null)} />}
            {/* One note per question: the per-part search (parts.ts) names the part it could not match; the
                whole-question judge (kit/match.ts) names it only when the per-part search did not. */}
            {judged.unmatchedPart && !(judged.unanswered && judged.unanswered.length > 0) && (
              <p className={styles.notice}>
                No passage found matches “{judged.unmatchedPart}”, the other part of your question; the passages below answer the rest. Ask that
                part on its own to search for it.
              </p>
            )}
            {removedSources.length > 0 && (
              <p className={styles.notice}>
                Passages below come from {removedSources.length === 1 ? 'a document' : 'documents'} removed from the workspace since the question was asked:{' '}
                {removedSources.map((t) => `“${t}”`).join(', ')}. Undo the removal, or ask again to search the documents there now.
              </p>
            )}
            {judged.unanswered && judged.unanswered.length > 0 && (
              <p className={styles.notice}>
                Your question asks two things, and no passage is a good match for {judged.unanswered.map((part) => `“${part}”`).join(' or ')}: the passages below
                answer only the other part{model ? ', and the model was given only them' : ''}.
              </p>
            )}
            {judged.readAs && judged.good.length > 0 && (
              <p className={styles.notice}>
                Your message as a whole matched no passage well, so its question was searched on its own (with any place the rest of it names): “{judged.readAs}”.
              </p>
            )}
            <verdict.PassageList hits={followDocuments(judged.good)} anchor={anchor} />
          </div>
        )}
      </div>
    </section>
  );
}
