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
  // Two tabs of the workspace each add documents: every tab's additions and removals are kept (Z-8).
  merge: (theirs, mine, base) => {
    const documents = mergeDocuments(theirs?.documents ?? [], mine?.documents ?? [], base?.documents ?? []);
    return documents.length ? {documents} : null;
  },
};

/**
 * The documents to keep when another tab may have saved its own list (Z-8): what is stored now
 * (`theirs`), less what this tab removed since the list it last read or wrote (`base`), plus what
 * this tab added since then. Documents are told apart by id (each tab makes ids no other tab makes).
 */
export function mergeDocuments(theirs: readonly SourceDocument[], mine: readonly SourceDocument[], base: readonly SourceDocument[]): SourceDocument[] {
  const ids = (docs: readonly SourceDocument[]) => new Set(docs.map((d) => d.id));
  const [mineIds, baseIds] = [ids(mine), ids(base)];
  const kept = theirs.filter((d) => mineIds.has(d.id) || !baseIds.has(d.id));
  const keptIds = ids(kept);
  return [...kept, ...mine.filter((d) => !baseIds.has(d.id) && !keptIds.has(d.id))];
}

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
