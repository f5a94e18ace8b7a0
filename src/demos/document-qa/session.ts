/**
 * What Document Q&A keeps in this tab's session storage (issue 28 S-A2): the document source chosen,
 * the question, and the last question asked with the model's answer, so Back and a reload bring them
 * back. The pasted text and the reader's file are kept apart, in local storage (kept.ts). Loaded with
 * useKept once the page is idle; never holds the API key.
 */
import type {KeptSpec} from '@site/src/demos/kit/persist';
import {MAX_KEPT_CHARS} from './keptSize';

export type DocumentQaSession = {
  /** The source chosen; read back only for the sample and the guide ('' otherwise): the pasted text and the file come back with kept.ts's record. */
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
};

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
    const source: DocumentQaSession['source'] = r.source === 'paste' || r.source === 'file' ? '' : (SOURCES.find((s) => s === r.source) ?? 'sample');
    const kept = {source, question: text(r.question), asked: text(r.asked), answer: text(r.answer), answeredBy: text(r.answeredBy), label: text(r.label)};
    return kept.question || kept.asked || 'source' in r ? kept : null;
  },
  toText: ({question, asked, answer, answeredBy}) => [`Question: ${asked || question}`, answer ? `Answer from ${answeredBy}:\n\n${answer}` : ''].filter(Boolean).join('\n\n'),
};
