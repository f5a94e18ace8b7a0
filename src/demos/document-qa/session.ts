/**
 * What Document Q&A keeps in this tab's session storage (issue 28 S-A2): the document source chosen,
 * the question, the last question asked with the model's answer, and this tab's pasted text (D-11),
 * so Back and a reload bring them back, whatever another tab pasted meanwhile. The pasted text and the
 * reader's file are also kept in local storage (kept.ts), for the next tab opened. The text the box held before the
 * reader replaced it wholesale is kept here too (u30w F2), and so is an answer cut off by Stop, a failure or the reload
 * itself, marked as such (u30w F5, F8). Loaded with
 * useKept once the page is idle; never holds the API key.
 */
import type {KeptSpec} from '@site/src/demos/kit/persist';
import {MAX_KEPT_CHARS} from './keptSize';

export type DocumentQaSession = {
  /** The source chosen; read back for the sample, the guide and the paste ('' for the file, which comes back with kept.ts's record). */
  source: 'sample' | 'paste' | 'file' | 'guide' | '';
  /** The text in the question box. */
  question: string;
  /** The question last asked ('' when none). */
  asked: string;
  /** The model's complete answer to `asked` ('' offline or while streaming), and the model that wrote it. */
  answer: string;
  answeredBy: string;
  /** The label of the document `asked` was asked of: the answer comes back only with the same document. */
  label?: string;
  /**
   * The text in this tab's "Paste text" box (D-11): another tab's paste replaces the one in local
   * storage (kept.ts), so this tab's own text comes back from here; left out when it does not fit.
   */
  pasted?: string;
  /** A fingerprint of the text `answer` is about: the answer comes back only when the document has the same text (u30d F19). */
  of?: string;
  /**
   * Why `answer` is only part of one (u30w F5, F8): Stop pressed, the request failed after some text arrived, or the
   * page was left while it streamed ('reload'); absent for a complete answer.
   */
  cut?: 'stopped' | 'failed' | 'reload';
  /** The text the paste box held before the reader replaced it wholesale, offered back (u30w F2); absent when none or when it does not fit. */
  previous?: string;
  /** The texts replaced before `previous`, most recent first (u31g F5: two quick replacements lost the first text); absent when none. */
  older?: string[];
  /** The reader emptied the paste box (not "Forget it"), so the box offers the text back (u31g F7); absent otherwise. */
  emptied?: true;
};

const CUTS = ['stopped', 'failed', 'reload'] as const;

const SOURCES = ['sample', 'paste', 'file', 'guide'] as const;

export const DOCUMENT_QA_SESSION: KeptSpec<DocumentQaSession> = {
  key: 'cap-demo:document-qa:session',
  version: 1,
  maxChars: MAX_KEPT_CHARS,
  what: 'your question and its answer',
  plural: true,
  session: true,
  read: (data) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    const r = data as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    // Any field this version does not find (a record from an earlier shape) is empty, never a reason to drop the rest.
    // The pasted text comes back from here when this record holds it; otherwise with kept.ts's record.
    const pasted = typeof r.pasted === 'string' && r.pasted ? r.pasted : undefined;
    // "Paste text" stays chosen even with nothing kept in the box (emptied before the reload, u30d F9); its text, when the
    // record holds none, comes back with kept.ts's record.
    const source: DocumentQaSession['source'] = r.source === 'file' ? '' : (SOURCES.find((s) => s === r.source) ?? 'sample');
    const kept = {source, question: text(r.question), asked: text(r.asked), answer: text(r.answer), answeredBy: text(r.answeredBy), label: text(r.label), ...(pasted ? {pasted} : {}), ...(typeof r.of === 'string' && r.of ? {of: r.of} : {}),
      ...(CUTS.find((c) => c === r.cut) && text(r.answer) ? {cut: CUTS.find((c) => c === r.cut)} : {}),
      ...(typeof r.previous === 'string' && r.previous ? {previous: r.previous} : {}),
      ...(typeof r.previous === 'string' && r.previous && Array.isArray(r.older) && r.older.some((t) => typeof t === 'string' && t) ? {older: r.older.filter((t): t is string => typeof t === 'string' && t !== '')} : {}),
      ...(r.emptied === true ? {emptied: true as const} : {})};
    return kept.question || kept.asked || 'source' in r ? kept : null;
  },
  toText: ({question, asked, answer, answeredBy}) => [`Question: ${asked || question}`, answer ? `Answer from ${answeredBy}:\n\n${answer}` : ''].filter(Boolean).join('\n\n'),
};

/**
 * The Ask tab of the Zohlar workspace (u29k): its question and last answer, kept per tab like the
 * workspace chat's conversation; the workspace keeps its documents itself, so no pasted text here.
 */
export const ZOHLAR_ASK_SESSION: KeptSpec<DocumentQaSession> = {
  ...DOCUMENT_QA_SESSION,
  key: 'cap-demo:zohlar-ask',
  read: (data, v) => {
    const kept = DOCUMENT_QA_SESSION.read(data, v);
    return kept ? {...kept, source: '', pasted: undefined, previous: undefined, older: undefined, emptied: undefined} : null;
  },
};
