/**
 * The reader's edits per operation while one request's results are shown (u29b A-6): opening another ranked operation
 * keeps the values edited on the one left, and opening that one again brings them back. A new request, or another
 * document, starts with none. Used by index.tsx; pure, so the unit rows test it (universal-api-assistant-s41b.test.ts).
 */
import type {ApiAssistantWork} from './kept';

export type EditsByOperation = Record<string, Record<string, string>>;

/**
 * The form goes from operation `from` (the one shown, chosen by the reader or for them; null: none was shown, so nothing
 * is kept) to `to`: the edits of `from` are kept under its key (an operation left with none keeps no entry), and the
 * values of `to` are the ones kept for it, or none. `edits` is not changed.
 */
export function switchOperation(edits: EditsByOperation, from: string | null, fromValues: Record<string, string>, to: string): {edits: EditsByOperation; values: Record<string, string>} {
  const next = {...edits};
  if (from !== null) {
    if (Object.keys(fromValues).length > 0) next[from] = fromValues;
    else delete next[from];
  }
  return {edits: next, values: next[to] ?? {}};
}

/**
 * What a piece of work "Load the sample" replaced holds, for the page's notice and the kept note (u29s A21): "document
 * and form", "document", "request". Here, loaded with the page, because the notice shows before kept.ts loads.
 */
export function replacedWhat(work: ApiAssistantWork): string {
  const parts = [work.document !== null || (work.loaded !== undefined && work.loaded !== null) ? 'document' : '', work.form ? 'form' : work.request !== undefined ? 'request' : ''].filter(Boolean);
  return parts.join(' and ') || 'work';
}
