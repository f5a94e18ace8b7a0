/**
 * How much Document Q&A keeps in this browser, apart from the rest of kept.ts so the page can tell
 * on first load whether a file fits without loading the storage code.
 */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

export type KeptDocument = {label: string; documents: SourceDocument[]};

/** About 1 MB as the browser counts it (UTF-16): a long report fits; the largest PDFs are used but not kept. */
export const MAX_KEPT_CHARS = 500_000;

/** Room in the record for the envelope, the pasted text's escaping and the field names. */
const RECORD_SLACK = 1_000;

/**
 * Whether the reader's file fits in what this page keeps next to the pasted text. A file that does
 * not is used on the page but left out of the kept record, so it never stops the pasted text from
 * being kept (u28e D2: a small paste after a 2 MB file was lost on reload).
 */
export function fileFits(document: KeptDocument, pasted: string): boolean {
  return JSON.stringify(document).length + JSON.stringify(pasted).length + RECORD_SLACK <= MAX_KEPT_CHARS;
}

/**
 * Whether pasted text fits in what this page keeps. A paste that does not is used on the page, and the record
 * keeps a marker in its place (kept.ts `notKept`) instead of the older text, which a reload would otherwise bring
 * back as if it were the one in use (u29v F24).
 */
export function pasteFits(pasted: string): boolean {
  return JSON.stringify(pasted).length + RECORD_SLACK <= MAX_KEPT_CHARS;
}
