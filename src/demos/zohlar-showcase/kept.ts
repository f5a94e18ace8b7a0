/** What the Zohlar workspace keeps in this browser (src/demos/kit/persist.ts): the documents the reader added. */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
// Type only: the storage code loads with the demo's first read (useKept).
import type {KeptSpec} from '@site/src/demos/kit/persist';

export type ZohlarKept = {documents: SourceDocument[]};

export const ZOHLAR_KEPT: KeptSpec<ZohlarKept> = {
  key: 'cap-demo:zohlar-documents',
  version: 1,
  maxChars: 500_000,
  what: 'the documents you added',
  plural: true,
  read: (data) => {
    const docs = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).documents : null;
    if (!Array.isArray(docs)) return null;
    const ok = docs.every((d) => typeof d === 'object' && d !== null && typeof d.id === 'string' && typeof d.title === 'string' && typeof d.text === 'string');
    return ok ? {documents: docs.map((d: SourceDocument) => ({id: d.id, title: d.title, text: d.text}))} : null;
  },
  toText: ({documents}) => documents.map((d) => `# ${d.title}\n\n${d.text}`).join('\n\n'),
};

export type ZohlarDraft = {title: string; text: string};

/**
 * The document being typed in the add form, not yet added (issue 28 Z-A4): kept in this tab's
 * session storage so a reload or Back brings it back; removed once added or emptied.
 */
export const ZOHLAR_DRAFT: KeptSpec<ZohlarDraft> = {
  key: 'cap-demo:zohlar-documents:draft',
  version: 1,
  maxChars: 500_000,
  what: 'the document you were typing',
  session: true,
  read: (data) => {
    const r = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
    return r && typeof r.title === 'string' && typeof r.text === 'string' ? {title: r.title, text: r.text} : null;
  },
  toText: ({title, text}) => (title ? `# ${title}\n\n${text}` : text),
};
