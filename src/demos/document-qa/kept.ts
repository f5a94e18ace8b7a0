/** What Document Q&A keeps in this browser (src/demos/kit/persist.ts): the pasted text and the document the reader loaded. */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
// Type only: the storage code loads with the demo's first read (useKept).
import type {KeptSpec} from '@site/src/demos/kit/persist';

export type KeptDocument = {label: string; documents: SourceDocument[]};
export type DocumentQaKept = {
  /** The text in the "Paste text" box, used or not. */
  pasted: string;
  /** The document in use when it is the reader's own (pasted text, a text file or a PDF's text); never the sample or the guide. */
  document: KeptDocument | null;
};

/** About 1 MB as the browser counts it (UTF-16): a long report fits; the largest PDFs are used but not kept. */
export const MAX_KEPT_CHARS = 500_000;

const isDoc = (d: unknown): d is SourceDocument =>
  typeof d === 'object' && d !== null && typeof (d as SourceDocument).id === 'string' && typeof (d as SourceDocument).title === 'string' && typeof (d as SourceDocument).text === 'string';

export const DOCUMENT_QA_KEPT: KeptSpec<DocumentQaKept> = {
  key: 'cap-demo:document-qa',
  version: 1,
  maxChars: MAX_KEPT_CHARS,
  what: 'your document',
  read: (data) => {
    if (typeof data !== 'object' || data === null) return null;
    const {pasted, document} = data as Record<string, unknown>;
    if (typeof pasted !== 'string') return null;
    if (document === null) return {pasted, document: null};
    const doc = document as Record<string, unknown> | undefined;
    if (!doc || typeof doc.label !== 'string' || !Array.isArray(doc.documents) || !doc.documents.every(isDoc)) return null;
    return {pasted, document: {label: doc.label, documents: doc.documents}};
  },
  toText: ({pasted, document}) => (document ? document.documents.map((d) => d.text).join('\n\n') : pasted),
};
