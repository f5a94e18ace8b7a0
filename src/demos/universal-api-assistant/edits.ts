/**
 * The reader's edits per operation while one request's results are shown (u29b A-6): opening another ranked operation
 * keeps the values edited on the one left, and opening that one again brings them back. A new request, or another
 * document, starts with none. Used by index.tsx; pure, so the unit rows test it (universal-api-assistant-s41b.test.ts).
 */
import type {ApiAssistantKept, ApiAssistantWork} from './kept';
import {MAX_DOCUMENT_CHARS} from './openapi';

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

/**
 * What replaced the reader's work and holds it for Undo (u30j A9: "Open that tab's work here" replaced this tab's
 * document, request and form with no Undo): "Load the sample", another tab's work opened here, an uploaded file, or a
 * document loaded from the box over a form the reader had edited or another document of theirs in use.
 */
export type ReplacedBy = 'sample' | 'tab' | 'file' | 'document';
export const REPLACED_BY: readonly ReplacedBy[] = ['sample', 'tab', 'file', 'document'];

/** Who replaced the work, as the notice and the kept note say it: "the sample", "the other tab's work". */
export function replacedBySays(by: ReplacedBy): string {
  return by === 'sample' ? 'the sample' : by === 'tab' ? 'the other tab’s work' : by === 'file' ? 'the uploaded file' : 'the document loaded';
}

/**
 * The largest kept record, in characters of JSON: room for a box's text a little over the loading limit plus a document
 * in use, and the same again for the work held for Undo. Here, loaded with the page, so the page can fit the record
 * (keptWithin) before kept.ts loads.
 */
export const KEPT_MAX_CHARS = MAX_DOCUMENT_CHARS * 6;
/** What the record's envelope adds to its data ({"v":5,"savedAt":"…","data":…}), with room to spare. */
const ENVELOPE_CHARS = 100;

/**
 * The record as it can be kept (u30j A7: a 2.4-million-character paste made the whole record too large, so the request
 * typed after it was gone after a reload too): when the record would be over `max` characters of JSON, the box's text
 * is left out when it is not the document in use, and the record keeps the document in use in its place with the
 * request, the form and the work held for Undo; when that is still too large, the same for the held work's box text
 * (a paste too long to keep, then "Load the sample"). `left` and `leftHeld` are the numbers of characters left out, null
 * when none. When the record is still too large, the save says why (persist.ts).
 */
export function keptWithin(value: ApiAssistantKept | null, max: number = KEPT_MAX_CHARS): {value: ApiAssistantKept | null; left: number | null; leftHeld: number | null} {
  const size = (v: ApiAssistantKept): number => {
    const raw = (v.document?.length ?? 0) + (v.loaded?.length ?? 0) + (v.replaced?.document?.length ?? 0) + (v.replaced?.loaded?.length ?? 0);
    // JSON is never shorter than the text; only quotes, backslashes and control characters grow in it.
    return raw + ENVELOPE_CHARS > max || raw * 2 + ENVELOPE_CHARS <= max ? raw + ENVELOPE_CHARS : JSON.stringify(v).length + ENVELOPE_CHARS;
  };
  let kept = value;
  let left: number | null = null;
  let leftHeld: number | null = null;
  if (kept === null || size(kept) <= max) return {value: kept, left, leftHeld};
  if (kept.loaded !== undefined && kept.document !== null) {
    const {loaded, ...rest} = kept;
    left = kept.document.length;
    kept = {...rest, document: loaded};
  }
  const held = kept.replaced;
  if (held && held.loaded !== undefined && held.document !== null && size(kept) > max) {
    const {loaded, ...rest} = held;
    leftHeld = held.document.length;
    kept = {...kept, replaced: {...rest, document: loaded}};
  }
  return {value: kept, left, leftHeld};
}
