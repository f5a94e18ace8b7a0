/** What Document Q&A keeps in this browser (src/demos/kit/persist.ts): the pasted text and the document the reader loaded. */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
// Type only: the storage code loads with the demo's first read (useKept).
import type {KeptSpec} from '@site/src/demos/kit/persist';
import {MAX_KEPT_CHARS, type KeptDocument} from './keptSize';

export {fileFits, pasteFits, MAX_KEPT_CHARS, type KeptDocument} from './keptSize';

export type DocumentQaKept = {
  /** The text in the "Paste text" box, used or not. */
  pasted: string;
  /** The document in use when it is the reader's own (pasted text, a text file or a PDF's text); never the sample or the guide. */
  document: KeptDocument | null;
  /** What the reader put in last, the paste or an accepted file: the one a reload brings back on screen (format 2). */
  last: 'paste' | 'file';
  /**
   * The length of the pasted text in use when it was too large to keep (keptSize.ts pasteFits); `pasted` is then ''.
   * The marker replaces the older text, so a reload says the last paste is gone instead of showing an older one as current (u29v F24).
   */
  notKept?: number;
  /**
   * The reader's file put in last when it was too large to keep (keptSize.ts fileFits): its name and length, so a reload
   * says the file did not come back instead of silently showing the Sample policy in its place (u32c F9).
   */
  fileNotKept?: {label: string; chars: number};
};

const isDoc = (d: unknown): d is SourceDocument =>
  typeof d === 'object' && d !== null && typeof (d as SourceDocument).id === 'string' && typeof (d as SourceDocument).title === 'string' && typeof (d as SourceDocument).text === 'string';

export const DOCUMENT_QA_KEPT: KeptSpec<DocumentQaKept> = {
  key: 'cap-demo:document-qa',
  // Format 2 adds `last`; a format-1 record brought back the file when there was one.
  version: 2,
  maxChars: MAX_KEPT_CHARS,
  what: 'your document',
  // A record holding only the marker keeps no document: the note says what it does hold.
  whatOf: ({pasted, document, notKept, fileNotKept}) =>
    notKept && !pasted
      ? document
        ? `your file “${document.label}” (your last pasted text was too large to keep)`
        : 'only a note that your last pasted text was too large to keep'
      : fileNotKept && !document
        ? pasted
          ? `your pasted text (your file “${fileNotKept.label}” was too large to keep)`
          : `only a note that your file “${fileNotKept.label}” was too large to keep`
        : 'your document',
  read: (data) => {
    if (typeof data !== 'object' || data === null) return null;
    const {pasted, document} = data as Record<string, unknown>;
    if (typeof pasted !== 'string') return null;
    const {last, notKept} = data as Record<string, unknown>;
    const marker = typeof notKept === 'number' && Number.isInteger(notKept) && notKept > 0 && !pasted ? {notKept} : {};
    const lost = (data as Record<string, unknown>).fileNotKept as Record<string, unknown> | undefined;
    const fileMarker =
      typeof lost === 'object' && lost !== null && typeof lost.label === 'string' && typeof lost.chars === 'number' && Number.isInteger(lost.chars) && lost.chars > 0
        ? {fileNotKept: {label: lost.label, chars: lost.chars}}
        : {};
    const kept = (doc: KeptDocument | null): DocumentQaKept => ({
      pasted,
      document: doc,
      last: last === 'paste' || last === 'file' ? last : doc ? 'file' : 'paste',
      ...marker,
      ...(doc ? {} : fileMarker),
    });
    if (document === null) return kept(null);
    const doc = document as Record<string, unknown> | undefined;
    if (!doc || typeof doc.label !== 'string' || !Array.isArray(doc.documents) || !doc.documents.every(isDoc)) return null;
    return kept({label: doc.label, documents: doc.documents});
  },
  // "Download a copy" saves what the reader put in last.
  toText: ({pasted, document, last}) => (document && (last === 'file' || !pasted) ? document.documents.map((d) => d.text).join('\n\n') : pasted),
};
