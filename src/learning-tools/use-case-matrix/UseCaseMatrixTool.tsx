import {useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import {
  CRITERIA,
  CsvError,
  JsonImportError,
  MAX_LISTED_PROBLEMS,
  MAX_USE_CASES,
  MAX_NAME_LENGTH,
  duplicateNames,
  repeatsOfList,
  MAX_WEIGHT,
  STORAGE_KEY,
  QUADRANT_HELP,
  backupFingerprint,
  toStoredJson,
  QUADRANT_LABELS,
  criteriaOf,
  defaultScores,
  defaultWeights,
  isScore,
  isWeight,
  loadPortfolioState,
  markBackupAnswered,
  newId,
  normaliseWeights,
  sharePercents,
  parseCsv,
  DELIMITER_NAMES,
  parseJson,
  rankUseCases,
  readStored,
  readWeightText,
  type WeightText,
  samplePortfolio,
  toCsv,
  trySavePortfolio,
  toJson,
  withIds,
  type CriterionKind,
  type KeyValueStore,
  type Portfolio,
  type Score,
  type UseCase,
} from '@site/src/learning-tools/use-case-matrix/model';
import QuadrantChart from './QuadrantChart';
import styles from './styles.module.css';
import a11y from '@site/src/css/a11y.module.css';
import {ToolPanel} from '@site/src/learning-tools/tool-panel';
import {countOf, nounFor} from '@site/src/lib/text/plural';
import {downloadText} from '@site/src/lib/files/download';
import {fileBytes, readTextFile} from '@site/src/lib/files/textFile';

/** A message; `items` lists the problems of a refused import, one a line (u28i UC1). */
type Status = {
  readonly kind: 'info' | 'error';
  readonly text: string;
  readonly items?: readonly string[];
  /** The removals Undo can take back, newest last (u30c UC-4: not only the last one). */
  readonly undo?: readonly Removal[];
  readonly undoReplace?: Replaced;
  /** The form as it was before Cancel editing or Escape dropped changes (u30m M-2). */
  readonly undoCancel?: HeldDraft;
  /** The text kept with the Undo on offer for the next reload, when `text` adds a note about this load only. */
  readonly offerText?: string;
};
/** The list and weights a "replace" import or "Remove all" replaced, for Undo (u30c UC-2, u30m M-8); `action` names it. */
type Replaced = {readonly useCases: readonly UseCase[]; readonly weights: Record<string, number>; readonly action: string};
/** A removed entry and its place in the list, for Undo (u28z M2). */
type Removal = {readonly useCase: UseCase; readonly index: number};
/**
 * The entry being edited was removed or changed in another tab (u28z M1), removed before this page was
 * reloaded, or removed here with its Remove button (u29u); the draft in the form is kept.
 */
type DraftConflict = {readonly kind: 'removed' | 'changed'; readonly name: string; readonly where?: string; readonly id?: string};
type ImportMode = 'add' | 'replace';

export type UseCaseMatrixToolProps = {
  /** Storage to persist to; defaults to window.localStorage. Tests pass a fake. */
  readonly store?: KeyValueStore | null;
  /** Where this tab keeps the Add form's unsaved draft; defaults to window.sessionStorage (none when `store` is given). Tests pass a fake. */
  readonly draftStore?: KeyValueStore | null;
};

/**
 * Session-storage key of the form's draft, one per tab: the name and scores not yet added (u29g M-2) or,
 * while an entry is being edited, not yet saved, with that entry's id and name (u29u M2).
 */
export const ADD_DRAFT_KEY = 'genai-enterprise:use-case-matrix:add-draft';

function sessionStore(): KeyValueStore | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

type Editing = {id: string; name: string};
type FormDraft = {name: string; scores: Record<string, Score>; editing: Editing | null; held: HeldDraft[]};
/**
 * Unsaved work the form held when Edit was clicked on another row (u30m M-6): set aside, newest last, and put back
 * when that edit is saved or cancelled. `conflict` is only kept in memory (a reload finds a removed entry again).
 */
type HeldDraft = {name: string; scores: Record<string, Score>; editing: Editing | null; conflict?: DraftConflict | null};

function readScores(scores: unknown): Record<string, Score> {
  const read = defaultScores();
  for (const c of CRITERIA) {
    const v = typeof scores === 'object' && scores !== null ? (scores as Record<string, unknown>)[c.id] : undefined;
    if (isScore(v)) read[c.id] = v;
  }
  return read;
}

function readEditing(editing: unknown): Editing | null {
  const e = typeof editing === 'object' && editing !== null ? (editing as {id?: unknown; name?: unknown}) : null;
  return e && typeof e.id === 'string' && typeof e.name === 'string' ? {id: e.id, name: e.name} : null;
}

function readHeld(held: unknown): HeldDraft[] {
  if (!Array.isArray(held)) return [];
  return held.flatMap((h: unknown) => {
    if (typeof h !== 'object' || h === null) return [];
    const {name, scores, editing} = h as {name?: unknown; scores?: unknown; editing?: unknown};
    if (typeof name !== 'string' || typeof scores !== 'object' || scores === null) return [];
    return [{name, scores: readScores(scores), editing: readEditing(editing)}];
  });
}

/** The saved form draft, or null when there is none or it cannot be read (then the form starts empty). */
function readAddDraft(store: KeyValueStore | null): FormDraft | null {
  try {
    const raw = store?.getItem(ADD_DRAFT_KEY);
    if (!raw) return null;
    const doc = JSON.parse(raw) as unknown;
    if (typeof doc !== 'object' || doc === null) return null;
    const {name, scores, editing, held} = doc as {name?: unknown; scores?: unknown; editing?: unknown; held?: unknown};
    if (typeof name !== 'string' || typeof scores !== 'object' || scores === null) return null;
    return {name, scores: readScores(scores), editing: readEditing(editing), held: readHeld(held)};
  } catch {
    return null;
  }
}

/**
 * Session-storage key of the Undo on offer (u47 M1): a removal, Remove all, a replace import or a cancelled edit
 * can still be undone after a reload of this tab, as the demos' Undo can. Versioned: `{v, list, text, undo, undoReplace, undoCancel}`,
 * where `list` fingerprints the list the offer belongs to, so a list changed since (another tab) gets no stale Undo.
 */
export const UNDO_KEY = 'genai-enterprise:use-case-matrix:undo';
export const UNDO_VERSION = 1;

const listFingerprint = (portfolio: Portfolio): string => backupFingerprint(toStoredJson(portfolio));

function readUseCase(v: unknown): UseCase | null {
  const u = typeof v === 'object' && v !== null ? (v as {id?: unknown; name?: unknown; scores?: unknown}) : null;
  if (!u || typeof u.id !== 'string' || typeof u.name !== 'string' || typeof u.scores !== 'object' || u.scores === null) return null;
  const scores = u.scores as Record<string, unknown>;
  if (!CRITERIA.every((c) => isScore(scores[c.id]))) return null;
  return {id: u.id, name: u.name, scores: Object.fromEntries(CRITERIA.map((c) => [c.id, scores[c.id] as Score]))};
}

function readConflict(v: unknown): DraftConflict | null {
  const c = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;
  if (!c || (c.kind !== 'removed' && c.kind !== 'changed') || typeof c.name !== 'string') return null;
  return {
    kind: c.kind,
    name: c.name,
    ...(typeof c.where === 'string' ? {where: c.where} : {}),
    ...(typeof c.id === 'string' ? {id: c.id} : {}),
  };
}

/** The Undo kept before a reload, when it belongs to the list as loaded; null otherwise (then nothing is offered). */
export function readUndoOffer(store: KeyValueStore | null, portfolio: Portfolio): Status | null {
  try {
    const raw = store?.getItem(UNDO_KEY);
    if (!raw) return null;
    const doc = JSON.parse(raw) as Record<string, unknown>;
    if (typeof doc !== 'object' || doc === null || doc.v !== UNDO_VERSION || typeof doc.text !== 'string') return null;
    if (doc.list !== listFingerprint(portfolio)) return null;
    const undo = Array.isArray(doc.undo)
      ? doc.undo.flatMap((r: unknown) => {
          const rec = typeof r === 'object' && r !== null ? (r as {useCase?: unknown; index?: unknown}) : null;
          const useCase = rec ? readUseCase(rec.useCase) : null;
          return useCase && typeof rec?.index === 'number' && Number.isInteger(rec.index) && rec.index >= 0 ? [{useCase, index: rec.index}] : [];
        })
      : [];
    const rep = typeof doc.undoReplace === 'object' && doc.undoReplace !== null ? (doc.undoReplace as Record<string, unknown>) : null;
    let undoReplace: Replaced | undefined;
    if (rep && Array.isArray(rep.useCases) && typeof rep.action === 'string' && typeof rep.weights === 'object' && rep.weights !== null) {
      const useCases = rep.useCases.map(readUseCase);
      const weights = rep.weights as Record<string, unknown>;
      if (useCases.every((u) => u !== null) && CRITERIA.every((c) => isWeight(weights[c.id]))) {
        undoReplace = {useCases: useCases as UseCase[], weights: Object.fromEntries(CRITERIA.map((c) => [c.id, weights[c.id] as number])), action: rep.action};
      }
    }
    const can = typeof doc.undoCancel === 'object' && doc.undoCancel !== null ? (doc.undoCancel as Record<string, unknown>) : null;
    const undoCancel: HeldDraft | undefined =
      can && typeof can.name === 'string' && typeof can.scores === 'object' && can.scores !== null
        ? {name: can.name, scores: readScores(can.scores), editing: readEditing(can.editing), conflict: readConflict(can.conflict)}
        : undefined;
    if (undo.length === 0 && !undoReplace && !undoCancel) return null;
    return {kind: 'info', text: doc.text, ...(undo.length ? {undo} : {}), ...(undoReplace ? {undoReplace} : {}), ...(undoCancel ? {undoCancel} : {})};
  } catch {
    return null;
  }
}

/** The form's message for a name over the limit; the import says the same of a row (csv.ts). */
export function nameTooLong(name: string): string {
  return `The name has ${name.length.toLocaleString('en-US')} characters; names hold at most ${MAX_NAME_LENGTH}. Shorten it, then add or save it.`;
}

/** What a weight field says while its text is not a weight (s47 M2): the text stays, nothing is scored or saved. */
export function weightProblem(read: WeightText): string | null {
  if (read.ok) return null;
  const range = `Enter 0 to ${MAX_WEIGHT}`;
  switch (read.why) {
    case 'empty':
      return `Empty. ${range}; not used or saved until then`;
    case 'incomplete':
      return `Not a complete number yet. ${range}; not used or saved until then`;
    case 'comma':
      return `Use a period for decimals (0.5). ${range}; not used or saved until then`;
    case 'range':
      return `${range}; not used or saved until then`;
    default:
      return `Not a number. ${range} in plain digits; not used or saved until then`;
  }
}

const SCORE_OPTIONS: readonly Score[] = [1, 2, 3, 4, 5];
const KIND_LABEL: Record<CriterionKind, string> = {value: 'Value', feasibility: 'Feasibility'};

const download = (filename: string, mime: string, content: string) => downloadText(filename, content, mime);

/** Problems listed one a line, at most MAX_LISTED_PROBLEMS, then how many more. */
function listed(problems: readonly string[]): string[] {
  const shown = problems.slice(0, MAX_LISTED_PROBLEMS);
  return problems.length > MAX_LISTED_PROBLEMS ? [...shown, `and ${problems.length - MAX_LISTED_PROBLEMS} more`] : shown;
}

const DUPLICATES_SHOWN = 5;

/** The note after an import whose names repeat others after folding case, spaces and punctuation (u28i UC3); '' when none do. */
export function duplicateNote(dups: ReturnType<typeof duplicateNames>): string {
  if (dups.length === 0) return '';
  const shown = dups
    .slice(0, DUPLICATES_SHOWN)
    .map((d) => `“${d.name}” (${d.where}) and “${d.sameAs}” (${d.sameAsWhere})`)
    .join('; ');
  const more = dups.length > DUPLICATES_SHOWN ? `; and ${dups.length - DUPLICATES_SHOWN} more` : '';
  return ` ${dups.length === 1 ? 'One name repeats' : `${dups.length} names repeat`} another when case, spaces and punctuation are ignored: ${shown}${more}. Both entries of each pair were kept, so nothing is lost; remove the one you do not want.`;
}

/** Why `incoming` more use cases do not fit, or null when they do. */
export function overLimit(current: number, incoming: number, replacing: boolean, what: string): string | null {
  const total = replacing ? incoming : current + incoming;
  if (total <= MAX_USE_CASES) return null;
  const room = Math.max(0, MAX_USE_CASES - current);
  return replacing
    ? `${what} has ${incoming.toLocaleString('en-US')} ${nounFor(incoming, 'use case')}; the matrix holds at most ${MAX_USE_CASES}. Split it into files of ${MAX_USE_CASES} or fewer.`
    : `${what} has ${incoming.toLocaleString('en-US')} ${nounFor(incoming, 'use case')} and you have ${current}; the matrix holds at most ${MAX_USE_CASES}, so ${room} more fit. Remove some entries, or import fewer rows.`;
}

/** The note after a CSV import with columns the matrix does not use (u28z M6). */
export function ignoredNote(columns: readonly string[]): string {
  const names = columns.map((c) => `“${c}”`).join(', ');
  return columns.length === 1
    ? `The column ${names} is not one the matrix uses and was ignored.`
    : `The columns ${names} are not ones the matrix uses and were ignored.`;
}

/** Whether two versions of an entry have the same name and scores. */
function sameStored(a: UseCase, b: UseCase): boolean {
  return a.name === b.name && CRITERIA.every((c) => a.scores[c.id] === b.scores[c.id]);
}


/** The interactive use-case prioritization matrix (client only). */
export default function UseCaseMatrixTool({store, draftStore}: UseCaseMatrixToolProps): ReactNode {
  const uid = stableId('use-case-matrix');
  const [initial] = useState(() => (store === undefined ? loadPortfolioState() : loadPortfolioState(store)));
  const [portfolio, setPortfolio] = useState<Portfolio>(initial.portfolio);
  // Saved data that could not be read in full (kept, offered for download) and storage failures.
  const [loadProblem, setLoadProblem] = useState<{text: string; raw: string | null} | null>(
    initial.problem ? {text: initial.problem, raw: initial.unreadable} : null,
  );
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const fromOtherTab = useRef(false);
  const [weightDrafts, setWeightDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(CRITERIA.map((c) => [c.id, String(portfolio.weights[c.id] ?? c.defaultWeight)])),
  );
  // A test that passes its own `store` and no `draftStore` keeps no draft, so tests do not share one through jsdom's sessionStorage.
  const [drafts] = useState(() => (draftStore !== undefined ? draftStore : store === undefined ? sessionStore() : null));
  const [addDraft] = useState(() => readAddDraft(drafts));
  const [name, setName] = useState(addDraft?.name ?? '');
  const [scores, setScores] = useState<Record<string, Score>>(() => addDraft?.scores ?? defaultScores());
  const [held, setHeld] = useState<HeldDraft[]>(() => addDraft?.held ?? []);
  // An edit left unsaved by a reload or Back comes back in Edit mode, or as text to save as a new entry when its entry is gone (u29u M2).
  const [draftEdit] = useState(() => {
    const editing = addDraft?.editing;
    if (!editing) return null;
    const saved = initial.portfolio.useCases.find((uc) => uc.id === editing.id);
    // Whether the draft differs from the entry as saved: only then were changes kept (u30c UC-6: a quick Back after typing
    // could leave the draft as the entry was, and the note said "were kept").
    const changed = !!saved && (addDraft.name !== saved.name || CRITERIA.some((c) => addDraft.scores[c.id] !== saved.scores[c.id]));
    return {editing, exists: !!saved, changed};
  });
  const [editingId, setEditingIdState] = useState<string | null>(draftEdit?.exists ? draftEdit.editing.id : null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(() => {
    const offer = readUndoOffer(drafts, initial.portfolio);
    if (!draftEdit?.exists) return offer;
    const kept = draftEdit.changed
      ? `Your unsaved changes to “${draftEdit.editing.name}” were kept: choose Save changes, or Cancel editing to drop them.`
      : `You were editing “${draftEdit.editing.name}”; it is open again as saved (this tab holds no unsaved changes to it).`;
    // An Undo on offer stays on offer with the edit that came back (u36a F1: a Cancel that brought back a set-aside
    // edit, then a reload, lost "Undo cancel" and the dropped changes with it). Only the offer's own text is kept.
    return offer ? {...offer, text: `${offer.text} ${kept}`, offerText: offer.text} : {kind: 'info', text: kept};
  });
  const [importMode, setImportMode] = useState<ImportMode>('add');
  const [conflict, setConflict] = useState<DraftConflict | null>(() =>
    draftEdit && !draftEdit.exists ? {kind: 'removed', name: draftEdit.editing.name, where: 'since you started editing it'} : null,
  );
  const nameRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  /** After a removal or an undo: the entry whose row button gets focus once the table has rendered (null: the name field). */
  const pendingFocus = useRef<{id: string | null; button: 'remove' | 'edit'} | null>(null);
  const portfolioRef = useRef(portfolio);
  portfolioRef.current = portfolio;
  const weightDraftsRef = useRef(weightDrafts);
  weightDraftsRef.current = weightDrafts;
  const firstSave = useRef(true);
  const editingRef = useRef<string | null>(editingId);
  /** The name of the entry being edited, as it was when editing began: kept with the form's draft. */
  const editingName = useRef<string | null>(draftEdit?.exists ? draftEdit.editing.name : null);
  const setEditingId = (id: string | null) => {
    editingRef.current = id;
    setEditingIdState(id);
  };

  useEffect(() => {
    if (firstSave.current) {
      firstSave.current = false;
      return;
    }
    if (fromOtherTab.current) {
      fromOtherTab.current = false;
      return;
    }
    const result = store === undefined ? trySavePortfolio(portfolio) : trySavePortfolio(portfolio, store);
    setSaveProblem(result.ok ? null : result.message);
  }, [portfolio, store]);

  // Another tab of this site changed the list: show its version here too.
  useEffect(() => {
    if (store !== undefined) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY || event.newValue === null) return;
      const next = readStored(event.newValue);
      if (next.problem) return;
      fromOtherTab.current = true;
      const editing = editingRef.current;
      const before = editing ? portfolioRef.current.useCases.find((uc) => uc.id === editing) : undefined;
      const after = editing ? next.portfolio.useCases.find((uc) => uc.id === editing) : undefined;
      // Weights changed there, and a weight field here whose typed text is replaced, are named (u36a F4: a half-typed
      // "1e" was replaced by the other tab's 10 and the note named only the use cases).
      const was = portfolioRef.current.weights;
      const changed = CRITERIA.filter((c) => (was[c.id] ?? 0) !== (next.portfolio.weights[c.id] ?? 0));
      const replaced = CRITERIA.filter((c) => {
        const typed = weightDraftsRef.current[c.id];
        return typed !== undefined && typed !== String(was[c.id] ?? 0) && typed !== String(next.portfolio.weights[c.id] ?? 0);
      });
      const list = (cs: readonly {label: string}[]) => cs.map((c) => c.label).join(', ');
      const weightNote =
        (changed.length ? ` Weights changed there: ${list(changed)}.` : '') +
        (replaced.length ? ` What you had typed in ${replaced.map((c) => `${c.label} (“${weightDraftsRef.current[c.id]}”)`).join(', ')} was replaced by the weight from there.` : '');
      setPortfolio(next.portfolio);
      syncDrafts({...next.portfolio.weights});
      // The draft in the form is never thrown away (u28z M1): the reader keeps it as a new entry, saves over the change, or discards it.
      let note = '';
      if (editing && before && !after) {
        setEditingId(null);
        setConflict({kind: 'removed', name: before.name});
        note = ` “${before.name}”, which you were editing, was removed there; your draft is still in the form.`;
      } else if (editing && before && after && !sameStored(before, after)) {
        setConflict({kind: 'changed', name: before.name});
        note = ` “${before.name}”, which you are editing, was changed there; your draft is still in the form.`;
      }
      setStatus({kind: 'info', text: `Updated from another tab: ${next.portfolio.useCases.length} use case${next.portfolio.useCases.length === 1 ? '' : 's'}.${weightNote}${note}`});
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  // Keep the form's draft in this tab, so a reload or Back does not lose it (u29g M-2); while editing, with
  // the entry being edited, so the edit comes back instead of an older Add draft (u29u M2).
  useEffect(() => {
    if (!drafts) return;
    try {
      const empty = editingId === null && held.length === 0 && name === '' && CRITERIA.every((c) => scores[c.id] === defaultScores()[c.id]);
      const editing = editingId !== null ? {id: editingId, name: editingName.current ?? name} : null;
      const keptHeld = held.map((h) => ({name: h.name, scores: h.scores, editing: h.editing}));
      if (empty) drafts.removeItem?.(ADD_DRAFT_KEY);
      else drafts.setItem(ADD_DRAFT_KEY, JSON.stringify({name, scores, editing, held: keptHeld}));
    } catch {
      // Session storage full or blocked: the draft stays in the form only.
    }
  }, [name, scores, editingId, held, drafts]);

  // The Undo on offer is kept in this tab, so a reload does not take it away (u47 M1); any other status ends it.
  useEffect(() => {
    if (!drafts) return;
    try {
      if (!status || (!status.undo?.length && !status.undoReplace && !status.undoCancel)) {
        drafts.removeItem?.(UNDO_KEY);
        return;
      }
      const {undo, undoReplace, undoCancel} = status;
      const text = status.offerText ?? status.text;
      drafts.setItem(UNDO_KEY, JSON.stringify({v: UNDO_VERSION, list: listFingerprint(portfolio), text, undo, undoReplace, undoCancel}));
    } catch {
      // Session storage full or blocked: the Undo stays on offer until the page is left.
    }
  }, [status, portfolio, drafts]);

  const ranked = useMemo(() => rankUseCases(portfolio.useCases, portfolio.weights), [portfolio]);

  // Focus after a removal or an undo lands on a row's button, never on <body> (u28z M2).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const button = target.id
      ? [...(tableRef.current?.querySelectorAll<HTMLButtonElement>(`button[data-${target.button}]`) ?? [])].find((b) => b.getAttribute(`data-${target.button}`) === target.id)
      : null;
    (button ?? nameRef.current)?.focus();
  }, [ranked]);
  const tableId = `${uid}-table`;

  const syncDrafts = (weights: Record<string, number>) =>
    setWeightDrafts(Object.fromEntries(CRITERIA.map((c) => [c.id, String(weights[c.id] ?? 0)])));

  /** Each weight as it was when its field got focus: what counts while the field holds text that is not a weight yet. */
  const weightAtFocus = useRef<Record<string, number>>({});
  const onWeightChange = (id: string, raw: string) => {
    setWeightDrafts((d) => ({...d, [id]: raw}));
    // Only a complete number is scored and saved (s47 M2): "0." on the way to "0.5" is not 0, nor is the "0" typed
    // on the way there: while the text is not a weight, the weight from before this edit counts.
    const read = readWeightText(raw);
    const before = weightAtFocus.current[id];
    if (read.ok) setPortfolio((p) => ({...p, weights: {...p.weights, [id]: read.value}}));
    else if (before !== undefined) setPortfolio((p) => (p.weights[id] === before ? p : {...p, weights: {...p.weights, [id]: before}}));
  };

  /** Whether the form holds work a click elsewhere must not drop: a draft of a removed entry, changes to the entry being edited, or a typed Add form. */
  const formHasWork = (): boolean => {
    if (conflict) return true;
    if (editingId !== null) {
      const saved = portfolio.useCases.find((uc) => uc.id === editingId);
      return !saved || saved.name !== name || CRITERIA.some((c) => saved.scores[c.id] !== scores[c.id]);
    }
    return name !== '' || CRITERIA.some((c) => scores[c.id] !== defaultScores()[c.id]);
  };
  /** How the status names a set-aside draft. */
  const heldLabel = (h: HeldDraft): string => {
    const of = h.editing?.name ?? (h.conflict?.kind === 'removed' ? h.conflict.name : null);
    if (of !== null) return `unsaved changes to “${of}”`;
    return h.name.trim() === '' ? 'unsaved new entry' : `unsaved new entry “${h.name.trim()}”`;
  };

  /** Put a set-aside draft back in the form; an entry removed meanwhile makes it a draft to save as a new entry. */
  const restoreHeld = (h: HeldDraft, list: readonly UseCase[]) => {
    setName(h.name);
    setScores({...h.scores});
    setNameError(null);
    const id = h.editing?.id ?? h.conflict?.id ?? null;
    const entryName = h.editing?.name ?? h.conflict?.name ?? h.name;
    if (id === null) {
      setEditingId(null);
      setConflict(h.conflict ?? null);
    } else if (list.some((uc) => uc.id === id)) {
      editingName.current = entryName;
      setEditingId(id);
      setConflict(h.conflict?.kind === 'changed' ? h.conflict : null);
    } else {
      setEditingId(null);
      setConflict({kind: 'removed', name: entryName, where: h.conflict?.where ?? 'while your draft was set aside', id});
    }
  };

  /**
   * Empty the form, or put back the newest set-aside draft (u30m M-6). `list` is the list as it is after the action
   * that ends the edit. Returns a sentence for the status ('' when nothing came back).
   */
  const resetForm = (list: readonly UseCase[] = portfolio.useCases): string => {
    const last = held[held.length - 1];
    if (last) {
      setHeld(held.slice(0, -1));
      restoreHeld(last, list);
      return ` Your ${heldLabel(last)} ${last.editing || last.conflict ? 'are' : 'is'} back in the form.`;
    }
    setName('');
    setScores(defaultScores());
    setEditingId(null);
    setNameError(null);
    setConflict(null);
    return '';
  };

  /**
   * Weight fields whose text is not a weight, with the last valid value the ranking still uses (u28z M5).
   * The fields are text fields (s47 M2), so what is typed stays as typed; only plain decimal numbers count.
   */
  const invalidWeights = CRITERIA.filter((c) => !readWeightText(weightDrafts[c.id] ?? '').ok).map((c) => ({criterion: c, used: portfolio.weights[c.id] ?? 0}));
  const invalidWeightText = invalidWeights
    .map((w) => `the ${w.criterion.label} weight is not a number from 0 to ${MAX_WEIGHT}, so the ranking uses the last valid value, ${w.used}, until the field is fixed`)
    .join('; ');
  /** The exports would carry weights the fields do not show: refused with the reason while a field is invalid. */
  const exportRefused = (): boolean => {
    if (invalidWeights.length === 0) return false;
    setStatus({kind: 'error', text: `Not exported: ${invalidWeightText}. Fix the field or restore the default weights, then export.`});
    return true;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError('Enter a name for the use case.');
      nameRef.current?.focus();
      return;
    }
    if (trimmed.length > MAX_NAME_LENGTH) {
      setNameError(nameTooLong(trimmed));
      nameRef.current?.focus();
      return;
    }
    const full = editingId ? null : overLimit(portfolio.useCases.length, 1, false, 'The new entry');
    if (full) {
      setStatus({kind: 'error', text: `Not added: the matrix holds at most ${MAX_USE_CASES} use cases. Remove one first; your entry is still in the form.`});
      return;
    }
    const entry: UseCase = {id: editingId ?? newId(), name: trimmed, scores: {...scores}};
    const next: Portfolio = editingId
      ? {...portfolio, useCases: portfolio.useCases.map((uc) => (uc.id === editingId ? entry : uc))}
      : {...portfolio, useCases: [...portfolio.useCases, entry]};
    setPortfolio(next);
    const position = rankUseCases(next.useCases, next.weights).find((s) => s.useCase.id === entry.id);
    const where = position ? ` It ranks ${position.rank} of ${next.useCases.length} (${QUADRANT_LABELS[position.quadrant]}).` : '';
    // A name that repeats another entry's (folded as the import's note folds it) is kept with a warning naming both.
    const [dup] = duplicateNames(
      portfolio.useCases.filter((uc) => uc.id !== entry.id),
      [{name: trimmed, where: ''}],
    );
    const repeat = dup ? ` Note: “${trimmed}” repeats “${dup.sameAs}”, already in your list, when case, spaces and punctuation are ignored. Both are kept; rename or remove one if you meant a single entry.` : '';
    const back = resetForm(next.useCases);
    setStatus({kind: 'info', text: `${editingId ? 'Updated' : conflict?.kind === 'removed' ? 'Saved your draft as a new entry,' : 'Added'} “${trimmed}”.${where}${repeat}${back}`});
    nameRef.current?.focus();
  };

  /**
   * Open an entry in the form. Work the form holds is set aside, never replaced (u30m M-6): it comes back when this
   * edit is saved or cancelled, and Edit on an entry whose draft is set aside opens that draft.
   */
  /** Cancel editing or Discard the draft: the form empties, or a set-aside draft comes back. */
  const onCancel = () => {
    const was = editingId;
    const label = editingId !== null ? `Cancelled editing “${editingName.current ?? name}”` : 'Discarded the draft';
    const hadWork = formHasWork();
    const dropped = hadWork ? (editingId !== null ? '; its unsaved changes were dropped' : '') : '';
    const before: HeldDraft = {name, scores: {...scores}, editing: editingId !== null ? {id: editingId, name: editingName.current ?? name} : null, conflict};
    const back = resetForm();
    setStatus({kind: 'info', text: `${label}${dropped}.${back}${hadWork ? ' Undo cancel brings them back.' : ''}`, undoCancel: hadWork ? before : undefined});
    const button = was ? [...(tableRef.current?.querySelectorAll<HTMLButtonElement>('button[data-edit]') ?? [])].find((b) => b.getAttribute('data-edit') === was) : null;
    (button ?? nameRef.current)?.focus();
  };

  /** Undo cancel: the dropped form comes back; work the form holds now is set aside (u30m M-2). */
  const onUndoCancel = (before: HeldDraft) => {
    const aside: HeldDraft | null = formHasWork()
      ? {name, scores: {...scores}, editing: editingId !== null ? {id: editingId, name: editingName.current ?? name} : null, conflict}
      : null;
    if (aside) setHeld([...held, aside]);
    restoreHeld(before, portfolio.useCases);
    setStatus({kind: 'info', text: `Your dropped changes are back in the form.${aside ? ` Your ${heldLabel(aside)} ${aside.editing || aside.conflict ? 'are' : 'is'} set aside until you save or cancel.` : ''}`});
    nameRef.current?.focus();
  };

  const onEdit = (uc: UseCase) => {
    nameRef.current?.focus();
    if (editingId === uc.id) {
      setStatus({kind: 'info', text: `You are editing “${uc.name}”: your changes are in the form. Choose Save changes, or Cancel editing.`});
      return;
    }
    const at = held.findIndex((h) => h.editing?.id === uc.id);
    const rest = at === -1 ? [...held] : held.filter((_, i) => i !== at);
    const aside: HeldDraft | null = formHasWork()
      ? {name, scores: {...scores}, editing: editingId !== null ? {id: editingId, name: editingName.current ?? name} : null, conflict}
      : null;
    setHeld(aside ? [...rest, aside] : rest);
    const draft = at === -1 ? null : held[at];
    if (draft) {
      restoreHeld(draft, portfolio.useCases);
    } else {
      setConflict(null);
      editingName.current = uc.name;
      setEditingId(uc.id);
      setName(uc.name);
      setScores({...defaultScores(), ...uc.scores});
      setNameError(null);
    }
    const asideNote = aside ? ` Your ${heldLabel(aside)} ${aside.editing || aside.conflict ? 'are' : 'is'} set aside: ${aside.editing || aside.conflict ? 'they come' : 'it comes'} back when you save or cancel this edit.` : '';
    setStatus({
      kind: 'info',
      text: `${draft ? `Your unsaved changes to “${uc.name}” are back in the form.` : `Editing “${uc.name}”. Change the scores and choose Save changes.`}${asideNote}`,
    });
  };

  const onRemove = (uc: UseCase) => {
    const index = portfolio.useCases.findIndex((x) => x.id === uc.id);
    if (index === -1) return;
    // Focus moves to the next row's Remove button, else the previous row's, else the name field (u28z M2).
    const at = ranked.findIndex((s) => s.useCase.id === uc.id);
    const neighbour = ranked[at + 1] ?? ranked[at - 1];
    pendingFocus.current = {id: neighbour ? neighbour.useCase.id : null, button: 'remove'};
    setPortfolio((p) => ({...p, useCases: p.useCases.filter((x) => x.id !== uc.id)}));
    // The edit typed into the form stays, to save as a new entry or discard (u29u).
    const editNote = editingId === uc.id ? ' It was open for editing: your unsaved edit is still in the form, to save as a new entry or discard.' : '';
    if (editingId === uc.id) {
      setEditingId(null);
      setConflict({kind: 'removed', name: uc.name, where: 'with its Remove button', id: uc.id});
    }
    // Removals in a row stack up, so each can be undone, newest first (u30c UC-4); another action ends the stack.
    const undo = [...(status?.undo ?? []), {useCase: uc, index}];
    const stacked = undo.length > 1 ? ` Undo brings back ${countOf(undo.length, 'removal')}, newest first.` : '';
    setStatus({kind: 'info', text: `Removed “${uc.name}”.${editNote}${stacked}`, undo});
  };

  /** Put the last removed entry back at its place in the list (u28z M2); earlier removals stay on offer (u30c UC-4). */
  const onUndo = (stack: readonly Removal[]) => {
    const removal = stack[stack.length - 1];
    if (!removal) return;
    const rest = stack.slice(0, -1);
    if (portfolio.useCases.some((x) => x.id === removal.useCase.id)) return;
    if (overLimit(portfolio.useCases.length, 1, false, 'The removed entry')) {
      setStatus({kind: 'error', text: `Not restored: the matrix holds at most ${MAX_USE_CASES} use cases. Remove one first.`, undo: stack});
      return;
    }
    pendingFocus.current = {id: removal.useCase.id, button: 'edit'};
    setPortfolio((p) => {
      const list = [...p.useCases];
      list.splice(Math.min(removal.index, list.length), 0, removal.useCase);
      return {...p, useCases: list};
    });
    // Undoing the removal of the entry being edited reopens the edit with the draft as typed.
    const reopened = conflict?.kind === 'removed' && conflict.id === removal.useCase.id;
    if (reopened) {
      setConflict(null);
      setEditingId(removal.useCase.id);
    }
    setStatus({kind: 'info', text: `Restored “${removal.useCase.name}”.${reopened ? ' Your edit of it is open again in the form.' : ''}`, undo: rest.length ? rest : undefined});
  };

  /** Put back the list and weights a "replace" import replaced (u30c UC-2). */
  const onUndoReplace = (replaced: Replaced) => {
    pendingFocus.current = {id: null, button: 'remove'};
    setPortfolio({weights: replaced.weights, useCases: [...replaced.useCases]});
    syncDrafts(replaced.weights);
    // The edit the import interrupted is open again, as Remove's Undo does.
    if (conflict?.kind === 'removed' && conflict.id && replaced.useCases.some((x) => x.id === conflict.id)) {
      setEditingId(conflict.id);
      setConflict(null);
    }
    setStatus({
      kind: 'info',
      text: `Undid ${replaced.action}: your ${countOf(replaced.useCases.length, 'use case')} and weights are back.`,
    });
  };

  const onRemoveAll = () => {
    if (portfolio.useCases.length === 0) return;
    if (!window.confirm(`Remove all ${countOf(portfolio.useCases.length, 'use case')} from this browser?`)) return;
    // The button turns disabled with an empty list, which drops focus to <body>: go to the name field.
    pendingFocus.current = {id: null, button: 'remove'};
    setPortfolio((p) => ({...p, useCases: []}));
    // An edit in progress stays in the form as a draft, as a replace import leaves it; an Add draft stays as it is (u30m M-6).
    if (editingId !== null) {
      setConflict({kind: 'removed', name: editingName.current ?? name, where: 'by Remove all', id: editingId});
      setEditingId(null);
    }
    const count = portfolio.useCases.length;
    setStatus({
      kind: 'info',
      text: `Removed all ${countOf(count, 'use case')}. Weights were kept. Undo brings the list back.`,
      undoReplace: {useCases: portfolio.useCases, weights: portfolio.weights, action: 'Remove all'},
    });
  };

  /** Samples already in the list (same name and scores) are skipped and counted, as an import skips them (u30m M-5). */
  const onLoadSample = () => {
    const all = samplePortfolio();
    const repeats = repeatsOfList(portfolio.useCases, all);
    const sample = all.filter((_, i) => !repeats.has(i));
    if (sample.length === 0) {
      setStatus({kind: 'info', text: `All ${countOf(all.length, 'sample use case')} are already in your list; nothing was added.`});
      return;
    }
    const full = overLimit(portfolio.useCases.length, sample.length, false, 'The sample portfolio');
    if (full) {
      setStatus({kind: 'error', text: `Sample not loaded: ${full} Nothing was changed.`});
      return;
    }
    setPortfolio((p) => ({...p, useCases: [...p.useCases, ...sample]}));
    const was = repeats.size === 1 ? 'was' : 'were';
    const skipped = repeats.size > 0 ? ` ${repeats.size} ${was} already in your list and ${was} skipped.` : '';
    const dups = duplicateNames(portfolio.useCases, sample.map((uc) => ({name: uc.name, where: 'from the sample'})));
    setStatus({kind: 'info', text: `Added ${countOf(sample.length, 'generic sample use case')} to your list.${skipped}${duplicateNote(dups)}`});
  };

  const onResetWeights = () => {
    const weights = defaultWeights();
    setPortfolio((p) => ({...p, weights}));
    syncDrafts(weights);
    setStatus({kind: 'info', text: 'Restored the default weights.'});
  };

  const onExportCsv = () => {
    if (exportRefused()) return;
    download('use-case-portfolio.csv', 'text/csv;charset=utf-8', toCsv(portfolio.useCases, portfolio.weights));
    // An empty list still exports its header row, a template to fill in (u36a F6: "Exported 0 use cases").
    setStatus({
      kind: 'info',
      text: portfolio.useCases.length === 0 ? 'Exported the CSV header row only: the list is empty (a template to fill in).' : `Exported ${countOf(portfolio.useCases.length, 'use case')} as CSV.`,
    });
  };

  const onExportJson = () => {
    if (exportRefused()) return;
    download('use-case-portfolio.json', 'application/json', toJson(portfolio));
    setStatus({
      kind: 'info',
      text: portfolio.useCases.length === 0 ? 'Exported the weights as JSON, with an empty list of use cases.' : `Exported ${countOf(portfolio.useCases.length, 'use case')} and the weights as JSON.`,
    });
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      // Judged by content, not the name (u28i UC2): a PNG or a PDF is no CSV with missing columns.
      const read = readTextFile(await fileBytes(file));
      if (read.binary !== null) {
        setStatus({
          kind: 'error',
          text: `Import refused: ${file.name} is not a CSV or JSON file; it looks like ${read.binary}. Nothing was changed: your ${countOf(portfolio.useCases.length, 'use case')} and the weights are as they were.`,
        });
        return;
      }
      const text = read.text;
      // Not UTF-8 (a German Excel "CSV" export): read as Windows-1252, and said so (u29u M1).
      const encodingNote =
        read.encoding === 'windows-1252'
          ? ' The file is not UTF-8, so it was read as Windows-1252 (what Excel writes for plain “CSV”); check that accented letters look right, or save it as “CSV UTF-8” and import again.'
          : '';
      const isJson = /\.json$/i.test(file.name) || (!/\.csv$/i.test(file.name) && text.trimStart().startsWith('{'));
      let imported: UseCase[];
      let weights: Record<string, number> | null = null;
      let separatorNote = '';
      let places: string[];
      if (isJson) {
        const doc = parseJson(text, {maxUseCases: Number.POSITIVE_INFINITY});
        imported = withIds(doc.useCases, newId);
        weights = doc.weights;
        places = imported.map((_, i) => `entry ${i + 1} of the file`);
      } else {
        const csv = parseCsv(text);
        imported = withIds(csv.useCases, newId);
        places = csv.lines.map((line) => `line ${line} of the file`);
        if (csv.ignoredColumns.length > 0) separatorNote += ` ${ignoredNote(csv.ignoredColumns)}`;
        if (csv.delimiter !== ',') separatorNote += ` The file separates its fields with ${DELIMITER_NAMES[csv.delimiter]}${csv.delimiter === ';' ? ' (as spreadsheet programs write CSV where the comma is the decimal mark)' : ''} and was read that way; exports use commas.`;
      }
      // In "add" mode an exact repeat of an entry already in the list (same folded name, same scores) is skipped
      // (u28k UC2: the same file imported twice doubled every entry); the reader's entries are never touched.
      const repeats = importMode === 'add' ? repeatsOfList(portfolio.useCases, imported) : new Set<number>();
      if (repeats.size > 0) {
        places = places.filter((_, i) => !repeats.has(i));
        imported = imported.filter((_, i) => !repeats.has(i));
      }
      const was = repeats.size === 1 ? 'was' : 'were';
      const skippedNote =
        repeats.size === 0 ? '' : ` ${isJson ? countOf(repeats.size, 'entry', 'entries') : countOf(repeats.size, 'row')} ${was} already in your list and ${was} skipped.`;
      if (imported.length === 0) {
        setStatus({kind: 'info', text: `Nothing new in ${file.name}:${skippedNote} Your list is unchanged.`});
        return;
      }
      // Checked before anything changes: an import that does not fit is refused whole.
      const full = overLimit(portfolio.useCases.length, imported.length, importMode === 'replace', file.name);
      if (full) {
        setStatus({kind: 'error', text: `Import refused: ${full} Nothing was changed.`});
        return;
      }
      const replaced: Replaced | undefined =
        importMode === 'replace' && portfolio.useCases.length > 0
          ? {useCases: portfolio.useCases, weights: portfolio.weights, action: `the import of ${file.name}`}
          : undefined;
      if (importMode === 'replace') {
        const nextWeights = weights ?? portfolio.weights;
        setPortfolio({weights: nextWeights, useCases: imported});
        if (weights) syncDrafts(weights);
        // An edit in progress stays in the form as a draft to save as a new entry or discard, as when its entry
        // is removed (u30c UC-3: the import dropped it silently); an unsaved Add draft stays as it is.
        if (editingId !== null) {
          setConflict({kind: 'removed', name: editingName.current ?? name, where: `by the import of ${file.name}`, id: editingId});
          setEditingId(null);
        }
      } else {
        setPortfolio((p) => ({...p, useCases: [...p.useCases, ...imported]}));
      }
      const weightNote = isJson ? (importMode === 'replace' ? ' Weights were taken from the file.' : ' Your current weights were kept.') : '';
      const dups = duplicateNames(
        importMode === 'replace' ? [] : portfolio.useCases,
        imported.map((uc, i) => ({name: uc.name, where: places[i] ?? `entry ${i + 1} of the file`})),
      );
      setStatus({
        kind: 'info',
        text: `Imported ${imported.length} use case${imported.length === 1 ? '' : 's'} from ${file.name} (${importMode === 'replace' ? 'replaced the list' : 'added to the list'}).${skippedNote}${weightNote}${separatorNote}${encodingNote}${duplicateNote(dups)}${replaced ? ` Undo brings back the ${countOf(replaced.useCases.length, 'use case')} it replaced.` : ''}`,
        undoReplace: replaced,
      });
    } catch (error) {
      if (error instanceof JsonImportError && error.wrongKind) {
        // Valid JSON of another kind (a package.json, a list of names): say what the tool reads instead.
        setStatus({
          kind: 'error',
          text: `Import refused: ${file.name} is not a use-case matrix file; it holds ${error.wrongKind}. The matrix imports a JSON file saved with its own “Export JSON” button, or a CSV with a header row (name, then one column per criterion). Nothing was changed: your ${countOf(portfolio.useCases.length, 'use case')} and the weights are as they were.`,
        });
        return;
      }
      // Every bad line or entry is listed (u28i UC1), so the file can be fixed in one pass.
      const problems =
        error instanceof CsvError
          ? error.problems.map((p) => `Line ${p.line}: ${p.message}`)
          : error instanceof JsonImportError
            ? error.issues.map((i) => `${i.path}: ${i.message}`)
            : [];
      if (problems.length > 1) {
        setStatus({
          kind: 'error',
          text: `Import refused: ${file.name} has ${problems.length} problems, listed below. Nothing was changed.`,
          items: listed(problems),
        });
        return;
      }
      const detail =
        error instanceof CsvError || error instanceof JsonImportError
          ? error.message
          : `the file could not be read (${error instanceof Error ? error.message : String(error)})`;
      setStatus({kind: 'error', text: `Import refused: ${detail}. Nothing was changed.`});
    } finally {
      input.value = '';
    }
  };

  /** The two export buttons, in the save panel and beside a storage problem. */
  const exportButtons = (size: string) => (
    <>
      <button type="button" className={`button button--secondary ${size}`.trim()} onClick={onExportCsv}>
        Export CSV
      </button>
      <button type="button" className={`button button--secondary ${size}`.trim()} onClick={onExportJson}>
        Export JSON
      </button>
    </>
  );

  const weightFieldset = (kind: CriterionKind) => {
    const norm = normaliseWeights(portfolio.weights, kind);
    // Whole percents that add up to 100, as the legend says (largest remainder, u30c UC-5).
    const percents = sharePercents(norm);
    return (
      <fieldset className={styles.fieldset} key={kind}>
        <legend>{KIND_LABEL[kind]} criteria weights</legend>
        {criteriaOf(kind).map((c) => {
          const inputId = `${uid}-w-${c.id}`;
          const raw = weightDrafts[c.id] ?? '';
          const problem = weightProblem(readWeightText(raw));
          const invalid = problem !== null;
          return (
            <div className={styles.weightRow} key={c.id}>
              <label htmlFor={inputId}>{c.label} weight</label>
              <input
                id={inputId}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                value={raw}
                aria-invalid={invalid}
                aria-describedby={`${inputId}-share`}
                onFocus={() => {
                  if (readWeightText(raw).ok) weightAtFocus.current[c.id] = portfolio.weights[c.id] ?? c.defaultWeight;
                }}
                onChange={(e) => onWeightChange(c.id, e.currentTarget.value)}
                className={styles.weightInput}
              />
              <span id={`${inputId}-share`} className={invalid ? styles.errorText : styles.muted}>
                {problem ?? `${percents[c.id]}% of ${KIND_LABEL[kind].toLowerCase()}`}
              </span>
            </div>
          );
        })}
      </fieldset>
    );
  };

  const scoreFieldset = (kind: CriterionKind) => (
    <fieldset className={styles.fieldset} key={kind}>
      <legend>{KIND_LABEL[kind]} scores, 1 (poor) to 5</legend>
      {criteriaOf(kind).map((c) => {
        const selectId = `${uid}-s-${c.id}`;
        return (
          <div className={styles.scoreRow} key={c.id}>
            <label htmlFor={selectId}>{c.label}</label>
            <select
              id={selectId}
              value={scores[c.id]}
              aria-describedby={`${selectId}-help`}
              onChange={(e) => {
                const v = Number(e.currentTarget.value) as Score;
                setScores((s) => ({...s, [c.id]: v}));
              }}>
              {SCORE_OPTIONS.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
            <span id={`${selectId}-help`} className={styles.help}>
              {c.help}
            </span>
          </div>
        );
      })}
    </fieldset>
  );

  return (
    <ToolPanel title="Prioritization matrix">

      <div className={styles.status} role="status" aria-live="polite">
        {status?.kind === 'info' ? status.text : ''}
      </div>
      {status?.undo && status.undo.length > 0 && (
        <button type="button" className="button button--secondary button--sm" onClick={() => status.undo && onUndo(status.undo)}>
          Undo removing “{status.undo[status.undo.length - 1].useCase.name}”
        </button>
      )}
      {status?.undoCancel && (
        <button type="button" className="button button--secondary button--sm" onClick={() => status.undoCancel && onUndoCancel(status.undoCancel)}>
          Undo cancel
        </button>
      )}
      {status?.undoReplace && (
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => status.undoReplace && onUndoReplace(status.undoReplace)}>
          Undo {status.undoReplace.action}
        </button>
      )}
      <div className={styles.alert} role="alert">
        {status?.kind === 'error' ? status.text : ''}
        {status?.kind === 'error' && status.items && (
          <ul>
            {status.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        )}
      </div>
      {(loadProblem || saveProblem) && (
        <div className={styles.storageProblem}>
          {saveProblem && <p role="alert">{saveProblem}</p>}
          {loadProblem && <p>{loadProblem.text}</p>}
          <div className={styles.actions}>
            {exportButtons('button--sm')}
            {loadProblem?.raw && (
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => {
                  const raw = loadProblem.raw ?? '';
                  download('use-case-matrix-saved-data.txt', 'text/plain;charset=utf-8', raw);
                  // Downloaded: later loads stop offering it (the text stays under the backup key).
                  markBackupAnswered(raw, store);
                }}>
                Download the saved data
              </button>
            )}
            {loadProblem && (
              <button type="button" className="button button--link button--sm" onClick={() => {
                  if (loadProblem.raw) markBackupAnswered(loadProblem.raw, store);
                  setLoadProblem(null);
                }}>
                Dismiss
              </button>
            )}
          </div>
        </div>
      )}

      <form
        className={styles.panel}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${uid}-form-heading`}
        onKeyDown={(e) => {
          // Escape leaves an edit as Cancel editing does (u30m M-2); an Add form is left alone.
          if (e.key === 'Escape' && (editingId !== null || conflict) && !e.defaultPrevented) {
            e.preventDefault();
            onCancel();
          }
        }}>
        <h4 id={`${uid}-form-heading`} className={styles.panelHeading}>
          {editingId ? 'Edit use case' : 'Add a use case'}
        </h4>
        <div className={styles.nameRow}>
          <label htmlFor={`${uid}-name`}>Use case name</label>
          <input
            id={`${uid}-name`}
            ref={nameRef}
            type="text"
            value={name}
            required
            aria-invalid={nameError !== null}
            aria-describedby={nameError ? `${uid}-name-error` : undefined}
            onChange={(e) => {
              const typed = e.currentTarget.value;
              setName(typed);
              // A pasted name over the limit is kept whole and named, never cut silently (u36a F8).
              if (typed.trim().length > MAX_NAME_LENGTH) setNameError(nameTooLong(typed.trim()));
              else if (nameError) setNameError(null);
            }}
            placeholder="e.g. Supplier onboarding assistant"
          />
          {nameError && (
            <span id={`${uid}-name-error`} className={styles.errorText}>
              {nameError}
            </span>
          )}
        </div>
        <div className={styles.columns}>
          {scoreFieldset('value')}
          {scoreFieldset('feasibility')}
        </div>
        {conflict && (
          <p className={styles.errorText}>
            {conflict.kind === 'removed'
              ? `“${conflict.name}” was removed ${conflict.where ?? 'in another tab'}. Your draft is still here: save it as a new entry, or discard it.`
              : `“${conflict.name}” was changed in another tab. Your draft is still here: Save changes replaces the other tab's version with it, or discard it to keep that version.`}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            {editingId ? 'Save changes' : conflict?.kind === 'removed' ? 'Save as a new entry' : 'Add use case'}
          </button>
          {editingId && !conflict && (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              Cancel editing
            </button>
          )}
          {conflict && (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              Discard the draft
            </button>
          )}
        </div>
      </form>

      <details className={styles.panel}>
        <summary className={styles.summary}>Criterion weights</summary>
        <p className={styles.muted}>
          Weights are relative within each axis: they are normalized so that the value weights and the feasibility weights each add up to 100%.
        </p>
        <div className={styles.columns}>
          {weightFieldset('value')}
          {weightFieldset('feasibility')}
        </div>
        {invalidWeights.length > 0 && <p className={styles.errorText}>Note: {invalidWeightText}.</p>}
        <button type="button" className="button button--secondary button--sm" onClick={onResetWeights}>
          Restore default weights
        </button>
      </details>

      {invalidWeights.length > 0 && <p className={styles.errorText}>Ranking note: {invalidWeightText}.</p>}
      <div className={styles.results}>
        <QuadrantChart scored={ranked} tableId={tableId} />
        <div className={styles.tableWrap}>
          <table id={tableId} ref={tableRef} className={styles.table}>
            <caption>Ranked use cases ({ranked.length})</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Use case</th>
                <th scope="col">Value</th>
                <th scope="col">Feasibility</th>
                <th scope="col">Priority</th>
                <th scope="col">Quadrant</th>
                <th scope="col">
                  <span className={a11y.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {ranked.length === 0 && (
                <tr>
                  <td colSpan={7} className={styles.muted}>
                    No use cases yet. Add one above, load the sample portfolio, or import a file.
                  </td>
                </tr>
              )}
              {ranked.map((s) => (
                <tr key={s.useCase.id}>
                  <td>{s.rank}</td>
                  <th scope="row" className={styles.nameCell}>
                    {s.useCase.name}
                  </th>
                  <td>{s.value.toFixed(2)}</td>
                  <td>{s.feasibility.toFixed(2)}</td>
                  <td>{s.priority.toFixed(2)}</td>
                  <td title={QUADRANT_HELP[s.quadrant]}>{QUADRANT_LABELS[s.quadrant]}</td>
                  <td className={styles.rowActions}>
                    <button type="button" className="button button--link button--sm" data-edit={s.useCase.id} onClick={() => onEdit(s.useCase)}>
                      Edit<span className={a11y.visuallyHidden}> {s.useCase.name}</span>
                    </button>
                    <button type="button" className="button button--link button--sm" data-remove={s.useCase.id} onClick={() => onRemove(s.useCase)}>
                      Remove<span className={a11y.visuallyHidden}> {s.useCase.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>

      <fieldset className={styles.panel}>
        <legend className={styles.panelLegend}>Save, share and restore</legend>
        <div className={styles.actions}>
          {exportButtons('')}
          <button type="button" className="button button--secondary" onClick={onLoadSample}>
            Load sample portfolio
          </button>
          <button type="button" className="button button--secondary" onClick={onRemoveAll} disabled={portfolio.useCases.length === 0}>
            Remove all
          </button>
        </div>
        <div className={styles.importRow}>
          <label htmlFor={`${uid}-mode`}>When importing</label>
          <select id={`${uid}-mode`} value={importMode} onChange={(e) => setImportMode(e.currentTarget.value as ImportMode)}>
            <option value="add">add to the current list</option>
            <option value="replace">replace the current list</option>
          </select>
          <label htmlFor={`${uid}-file`}>Import a CSV or JSON file</label>
          <input id={`${uid}-file`} type="file" accept=".csv,.json,text/csv,application/json" onChange={onImport} />
        </div>
        <p className={styles.muted}>
          Your entries are saved in this browser only. CSV holds the use cases and their scores; JSON also holds the weights.
        </p>
      </fieldset>
    </ToolPanel>
  );
}
