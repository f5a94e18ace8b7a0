/** What Document Q&A keeps in this browser (src/demos/kit/persist.ts): the pasted text and the document the reader loaded. */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
// Type only: the storage code loads with the demo's first read (useKept).
import type {KeptSpec} from '@site/src/demos/kit/persist';
import {MAX_KEPT_CHARS, type KeptDocument} from './keptSize';

export {fileFits, MAX_KEPT_CHARS, type KeptDocument} from './keptSize';

export type DocumentQaKept = {
  /** The text in the "Paste text" box, used or not. */
  pasted: string;
  /** The document in use when it is the reader's own (pasted text, a text file or a PDF's text); never the sample or the guide. */
  document: KeptDocument | null;
  /** What the reader put in last, the paste or an accepted file: the one a reload brings back on screen (format 2). */
  last: 'paste' | 'file';
};

const isDoc = (d: unknown): d is SourceDocument =>
  typeof d === 'object' && d !== null && typeof (d as SourceDocument).id === 'string' && typeof (d as SourceDocument).title === 'string' && typeof (d as SourceDocument).text === 'string';

export const DOCUMENT_QA_KEPT: KeptSpec<DocumentQaKept> = {
  key: 'cap-demo:document-qa',
  // Format 2 adds `last`; a format-1 record brought back the file when there was one.
  version: 2,
  maxChars: MAX_KEPT_CHARS,
  what: 'your document',
  read: (data) => {
    if (typeof data !== 'object' || data === null) return null;
    const {pasted, document} = data as Record<string, unknown>;
    if (typeof pasted !== 'string') return null;
    const {last} = data as Record<string, unknown>;
    const kept = (doc: KeptDocument | null): DocumentQaKept => ({pasted, document: doc, last: last === 'paste' || last === 'file' ? last : doc ? 'file' : 'paste'});
    if (document === null) return kept(null);
    const doc = document as Record<string, unknown> | undefined;
    if (!doc || typeof doc.label !== 'string' || !Array.isArray(doc.documents) || !doc.documents.every(isDoc)) return null;
    return kept({label: doc.label, documents: doc.documents});
  },
  // "Download a copy" saves what the reader put in last.
  toText: ({pasted, document, last}) => (document && (last === 'file' || !pasted) ? document.documents.map((d) => d.text).join('\n\n') : pasted),
};
