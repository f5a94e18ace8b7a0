/** What the Zohlar workspace keeps in this browser (src/demos/kit/persist.ts): the documents the reader added. */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
// Type only: the storage code loads with the demo's first read (useKept).
import type {KeptSpec} from '@site/src/demos/kit/persist';

/**
 * A document the reader added. `removedAs`: the title it had when it was removed, when Undo brought it back numbered
 * because a document added since has that title (u30y F5); kept with the document, so the list says why after a reload,
 * Back and in another tab too (u33d F5).
 */
export type ZohlarDocument = SourceDocument & {removedAs?: string};

export type ZohlarKept = {documents: ZohlarDocument[]};

export const ZOHLAR_KEPT: KeptSpec<ZohlarKept> = {
  key: 'cap-demo:zohlar-documents',
  version: 1,
  // The cap the page names counts the documents' characters, titles and texts, not the stored JSON, whose escapes (one
  // more per line break) and ids made "555,691 characters" of 550,150 (s55, t-zoh F9); the JSON may take a little more.
  maxChars: 600_000,
  measure: {of: ({documents}) => documents.reduce((n, d) => n + d.title.length + d.text.length, 0), max: 500_000},
  what: 'the documents you added',
  plural: true,
  read: (data) => {
    const docs = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).documents : null;
    if (!Array.isArray(docs)) return null;
    const ok = docs.every((d) => typeof d === 'object' && d !== null && typeof d.id === 'string' && typeof d.title === 'string' && typeof d.text === 'string');
    return ok
      ? {documents: docs.map((d: ZohlarDocument) => ({id: d.id, title: d.title, text: d.text, ...(typeof d.removedAs === 'string' && d.removedAs.trim() ? {removedAs: d.removedAs} : {})}))}
      : null;
  },
  toText: ({documents}) => documents.map((d) => `# ${d.title}\n\n${d.text}`).join('\n\n'),
  // Two tabs of the workspace each add documents: every tab's additions and removals are kept (Z-8).
  merge: (theirs, mine, base) => {
    const documents = mergeDocuments(theirs?.documents ?? [], mine?.documents ?? [], base?.documents ?? []);
    return documents.length ? {documents} : null;
  },
  keptWhenTooLarge: ({documents}, stored) => keptAfterReload(documents, stored.documents),
};

const quoted = (docs: readonly SourceDocument[]) => docs.map((d) => `“${d.title}”`).join(', ');

/**
 * Which documents a reload brings back when the list on the page is too large to keep (u32a F10): the browser still
 * holds the last list that fitted (`stored`), so those of the page's documents in it come back and the others do not;
 * a document removed since then comes back too. The end of the kit's too-large message, after "in your browser, so ".
 */
export function keptAfterReload(documents: readonly SourceDocument[], stored: readonly SourceDocument[]): string {
  const storedIds = new Set(stored.map((d) => d.id));
  const pageIds = new Set(documents.map((d) => d.id));
  const kept = documents.filter((d) => storedIds.has(d.id));
  const lost = documents.filter((d) => !storedIds.has(d.id));
  const back = stored.filter((d) => !pageIds.has(d.id));
  if (kept.length === 0 && back.length === 0) return 'they are not kept after a reload.';
  const parts = [
    kept.length ? `a reload brings back the list as it was last kept: ${quoted(kept)} ${kept.length === 1 ? 'is' : 'are'} kept` : 'a reload brings back the list as it was last kept',
    lost.length ? `${quoted(lost)} ${lost.length === 1 ? 'is' : 'are'} not` : '',
    back.length ? `${quoted(back)}, which you removed since, ${back.length === 1 ? 'comes' : 'come'} back` : '',
  ].filter(Boolean);
  return `${parts.join('; ')}.`;
}

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

/** A title as the workspace compares titles: case, spacing and Unicode form set aside. */
const titleKey = (title: string) => title.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Why `title` cannot be added to `documents` (u29k Z-3): another document has that title, so two
 * citations would name the same source; null when it is free.
 */
export function titleProblem(title: string, documents: readonly SourceDocument[]): string | null {
  const key = titleKey(title);
  const taken = documents.find((d) => titleKey(d.title) === key);
  return taken ? `The workspace already has a document titled “${taken.title}”. Give this one a title of its own, so a citation names one document.` : null;
}

/** When a document was added, from the id the workspace gives it (`added-<ms in base 36>-<random>`); null for a sample or an older id. */
export function addedAt(id: string): number | null {
  const m = /^added-([0-9a-z]+)-[0-9a-z]+$/.exec(id);
  const ms = m ? parseInt(m[1], 36) : NaN;
  return Number.isFinite(ms) ? ms : null;
}

/**
 * The documents with titles no two share (u29k Z-3): a title met again (two tabs adding the same
 * title at once, a record kept before titles were checked) gets the first free number, "Notes (2)".
 * Which one keeps the plain title does not depend on the order a tab holds the list in: the samples and documents
 * with older ids first (in list order), then the one added first (`addedAt`), so a document keeps its title in every tab
 * and through another tab's saves, removals and Undo (s45, u29x F8: a page-only document became "Pallet register (2)"
 * when another tab added one with its title, and the plain title named the other tab's document). The list keeps its order.
 * Documents whose titles are already distinct are returned as they are.
 */
export function distinctTitles<D extends SourceDocument>(documents: readonly D[]): D[] {
  const used = new Set(documents.map((d) => titleKey(d.title)));
  const seen = new Set<string>();
  const order = documents
    .map((d, i) => ({i, at: addedAt(d.id)}))
    .sort((a, b) => (a.at === null) !== (b.at === null) ? (a.at === null ? -1 : 1) : (a.at ?? 0) - (b.at ?? 0) || a.i - b.i);
  const out = [...documents];
  for (const {i} of order) {
    const d = documents[i];
    const key = titleKey(d.title);
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    let n = 2;
    while (used.has(titleKey(`${d.title} (${n})`))) n += 1;
    const title = `${d.title.trim()} (${n})`;
    used.add(titleKey(title));
    seen.add(titleKey(title));
    out[i] = {...d, title};
  }
  return out;
}

/** One removal the reader can undo: the documents removed, and whether "Forget it" removed them all. */
export type ZohlarRemoval = {documents: SourceDocument[]; all: boolean};
export type ZohlarUndo = {removals: ZohlarRemoval[]};

const isDocument = (d: unknown): d is SourceDocument =>
  typeof d === 'object' && d !== null && typeof (d as SourceDocument).id === 'string' && typeof (d as SourceDocument).title === 'string' && typeof (d as SourceDocument).text === 'string';

/**
 * The documents the reader removed from the workspace, newest last, until undone (u29k Z-6): kept in
 * this tab's session storage, so Undo still works after a reload of the tab; gone when it closes.
 */
export const ZOHLAR_UNDO: KeptSpec<ZohlarUndo> = {
  key: 'cap-demo:zohlar-documents:removed',
  version: 1,
  maxChars: 500_000,
  what: 'the documents you removed',
  plural: true,
  session: true,
  read: (data) => {
    const removals = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).removals : null;
    if (!Array.isArray(removals) || removals.length === 0) return null;
    const ok = removals.every(
      (r) => typeof r === 'object' && r !== null && typeof r.all === 'boolean' && Array.isArray(r.documents) && r.documents.length > 0 && r.documents.every(isDocument),
    );
    return ok ? {removals: removals.map((r: ZohlarRemoval) => ({documents: r.documents.map((d) => ({id: d.id, title: d.title, text: d.text})), all: r.all}))} : null;
  },
  toText: ({removals}) => removals.flatMap((r) => r.documents.map((d) => `# ${d.title}\n\n${d.text}`)).join('\n\n'),
};

/**
 * Documents an Undo brings back, titled so none takes a title the workspace uses now (u30y F5): a title the reader
 * has given to a document added since the removal stays with that document, and the one brought back gets the first
 * free number ("Supplier contracts (2)"). `renamed` maps each renamed document's id to the title it was removed with.
 */
export function restoredTitles<D extends ZohlarDocument>(restored: readonly D[], documents: readonly SourceDocument[]): {documents: D[]; renamed: Record<string, string>} {
  const used = new Set(documents.map((d) => titleKey(d.title)));
  const renamed: Record<string, string> = {};
  const out = restored.map((d) => {
    if (!used.has(titleKey(d.title))) {
      used.add(titleKey(d.title));
      return d;
    }
    let n = 2;
    while (used.has(titleKey(`${d.title} (${n})`))) n += 1;
    const title = `${d.title.trim()} (${n})`;
    used.add(titleKey(title));
    renamed[d.id] = d.title.trim();
    // The title it was removed with goes with the document, into the kept record (u33d F5).
    return {...d, title, removedAs: d.title.trim()};
  });
  return {documents: out, renamed};
}

/** A Markdown table's separator row: "| --- | :---: |", one cell per column, each dashes with optional colons. */
const SEPARATOR_ROW = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
/** A line of a Markdown table: holds a pipe that is not escaped. */
const PIPE_ROW = /(^|[^\\])\|/;

/** The cells of a Markdown table row, its outer pipes set aside ("\|" is a pipe inside a cell). */
function markdownCells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/(^|[^\\])\|$/, '$1');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/**
 * `text` with each Markdown table (a header row, a separator row "| --- | --- |", then its rows) written as the guide
 * writes its tables: cells joined by " | ", each row ending in " |", no separator row (u32a F9). The chat then names each
 * cell by its column ("Scribe | Duty: Keeps the timeline |") and never quotes the separator as a row ("| --- | Duty: --- |").
 * Text without such a table is returned as it is.
 */
export function plainTables(text: string): string {
  if (!text.includes('|') || !text.includes('---')) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i];
    if (!(PIPE_ROW.test(header) && i + 1 < lines.length && SEPARATOR_ROW.test(lines[i + 1]) && lines[i + 1].includes('-'))) {
      out.push(header);
      continue;
    }
    const columns = markdownCells(header).length;
    const rows = [header];
    let j = i + 2;
    while (j < lines.length && lines[j].trim() !== '' && PIPE_ROW.test(lines[j])) rows.push(lines[j++]);
    for (const row of rows) {
      const cells = markdownCells(row);
      while (cells.length < columns) cells.push('');
      out.push(`${cells.map((cell) => cell || '–').join(' | ')} |`);
    }
    i = j - 1;
  }
  return out.join('\n');
}
