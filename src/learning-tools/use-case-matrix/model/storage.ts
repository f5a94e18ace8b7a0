/**
 * Persistence of the portfolio in localStorage, versioned and migrated, never discarded.
 *
 * Formats: version 1 (key `…:v1`) was the JSON export document; version 2 (key `…:v2`) adds each
 * use case's id, so a change made in another tab (the `storage` event) keeps the entry being edited.
 * Loading migrates version 1 to 2. Saved data this version cannot read in full (corrupt JSON, a newer
 * version, invalid entries) is copied to a backup key before anything is written over it, and the
 * tool offers it for download. Over-limit data from an earlier version (more entries, longer names) loads whole.
 */
import {CRITERIA, CRITERION_IDS, defaultWeights, isScore, isWeight, newId, type Portfolio, type Score, type UseCase} from './model';
import {JSON_FORMAT, validateDocument, withIds} from './json';

export const STORAGE_KEY = 'genai-enterprise:use-case-matrix:v2';
/** Keys of earlier formats, newest first, migrated on load. */
export const LEGACY_STORAGE_KEYS = ['genai-enterprise:use-case-matrix:v1'] as const;
/** Saved data that could not be read in full, kept verbatim for the reader to download. */
export const BACKUP_KEY = 'genai-enterprise:use-case-matrix:unreadable-backup';
/**
 * A fingerprint of the backup text the reader has downloaded or dismissed. Until it matches the backup,
 * every load offers the backup for download, also once the main key holds a readable list again (u30m M-3).
 */
export const BACKUP_ANSWERED_KEY = 'genai-enterprise:use-case-matrix:unreadable-backup-answered';
export const STORAGE_VERSION = 2;

/** The subset of the Web Storage API the tool needs, so tests can pass a fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;

export type StoredDocument = {
  format: typeof JSON_FORMAT;
  version: typeof STORAGE_VERSION;
  weights: Record<string, number>;
  useCases: Array<{id: string; name: string; scores: Record<string, Score>}>;
};

function defaultStore(): KeyValueStore | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch (error) {
    console.warn('[use-case-matrix] localStorage is not available:', error);
    return null;
  }
}

export function emptyPortfolio(): Portfolio {
  return {weights: defaultWeights(), useCases: []};
}

export function toStoredJson(portfolio: Portfolio): string {
  const doc: StoredDocument = {
    format: JSON_FORMAT,
    version: STORAGE_VERSION,
    weights: Object.fromEntries(CRITERION_IDS.map((id) => [id, portfolio.weights[id] ?? 0])),
    useCases: portfolio.useCases.map((uc) => ({
      id: uc.id,
      name: uc.name,
      scores: Object.fromEntries(CRITERION_IDS.map((id) => [id, uc.scores[id] ?? 3])) as Record<string, Score>,
    })),
  };
  return JSON.stringify(doc);
}

export type LoadResult = {
  portfolio: Portfolio;
  /** A sentence for the reader when the saved data could not be read in full; null when all is well. */
  problem: string | null;
  /** The unreadable saved text, for download; null when nothing was unreadable. */
  unreadable: string | null;
  /** The format version the data was migrated from, when it was older. */
  migratedFrom: number | null;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keeps every entry that can be read; returns how many could not. */
function salvage(data: Record<string, unknown>, makeId: () => string): {portfolio: Portfolio; lost: number} {
  const weights = defaultWeights();
  if (isRecord(data.weights)) for (const id of CRITERION_IDS) if (isWeight(data.weights[id])) weights[id] = data.weights[id] as number;
  const items = Array.isArray(data.useCases) ? data.useCases : [];
  const useCases: UseCase[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (!isRecord(item) || typeof item.name !== 'string' || !item.name.trim() || !isRecord(item.scores)) continue;
    const scores = item.scores;
    if (!CRITERIA.every((c) => isScore(scores[c.id]))) continue;
    let id = typeof item.id === 'string' && item.id ? item.id : makeId();
    if (seen.has(id)) id = makeId();
    seen.add(id);
    useCases.push({id, name: item.name.trim(), scores: Object.fromEntries(CRITERIA.map((c) => [c.id, scores[c.id] as Score]))});
  }
  return {portfolio: {weights, useCases}, lost: items.length - useCases.length};
}

/** Reads saved text of any known version; never throws. */
export function readStored(raw: string, makeId: () => string = newId): LoadResult {
  const unreadable = (problem: string): LoadResult => ({portfolio: emptyPortfolio(), problem, unreadable: raw, migratedFrom: null});
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return unreadable('The use cases saved in this browser are damaged and could not be read. They are kept: download them to recover what you can.');
  }
  if (!isRecord(data) || data.format !== JSON_FORMAT) {
    return unreadable('The data saved in this browser is not a use-case list this page knows. It is kept: download it to look at it.');
  }
  if (data.version !== 1 && data.version !== STORAGE_VERSION) {
    return unreadable(
      `The use cases were saved by a newer version of this tool (format ${String(data.version)}). They are kept unchanged: download them, or reload the page to get the newer version.`,
    );
  }
  const migratedFrom = data.version === 1 ? 1 : null;
  // Version 1 had no ids; the entries are the same otherwise. No limit applies to what was saved: neither the
  // count nor a name's length (an earlier CSV import took names over 200 characters, u29u M3).
  const strict = validateDocument({...data, version: 1, useCases: Array.isArray(data.useCases) ? data.useCases.map((u) => (isRecord(u) ? {name: u.name, scores: u.scores} : u)) : data.useCases}, {maxUseCases: Infinity, maxNameLength: Infinity});
  if (strict.ok) {
    const ids = Array.isArray(data.useCases) ? data.useCases.map((u) => (isRecord(u) && typeof u.id === 'string' && u.id ? u.id : null)) : [];
    const seen = new Set<string>();
    const useCases = withIds(strict.document.useCases, makeId).map((uc, i) => {
      const id = ids[i];
      if (!id || seen.has(id)) return uc;
      seen.add(id);
      return {...uc, id};
    });
    return {portfolio: {weights: strict.document.weights, useCases}, problem: null, unreadable: null, migratedFrom};
  }
  const {portfolio, lost} = salvage(data, makeId);
  return {
    portfolio,
    problem: `${lost} saved use case${lost === 1 ? '' : 's'} could not be read and ${lost === 1 ? 'is' : 'are'} not shown; ${portfolio.useCases.length} loaded. The saved data is kept: download it to recover the rest.`,
    unreadable: raw,
    migratedFrom,
  };
}

/** Between a new unreadable text and an earlier one not yet downloaded or dismissed, in the backup. */
export const BACKUP_SEPARATOR = '\n\n----- Kept from an earlier load that could not be read -----\n\n';

/** Length and a 32-bit FNV-1a hash: tells one backup text from another without storing it twice. */
export function backupFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(16)}`;
}

/** The reader downloaded or dismissed the backup `text`: later loads stop offering it (the text stays kept). */
export function markBackupAnswered(text: string, store: KeyValueStore | null = defaultStore()): void {
  try {
    store?.setItem(BACKUP_ANSWERED_KEY, backupFingerprint(text));
  } catch (error) {
    console.warn('[use-case-matrix] could not note that the backup was answered:', error);
  }
}

/** The backup text still waiting for the reader's download or dismissal, or null. */
function pendingBackup(store: KeyValueStore): string | null {
  const backup = store.getItem(BACKUP_KEY);
  if (backup === null || backup === '') return null;
  return store.getItem(BACKUP_ANSWERED_KEY) === backupFingerprint(backup) ? null : backup;
}

/** Load the saved portfolio (migrating older formats); problems are reported, never silently dropped. */
export function loadPortfolioState(store: KeyValueStore | null = defaultStore(), makeId: () => string = newId): LoadResult {
  const empty: LoadResult = {portfolio: emptyPortfolio(), problem: null, unreadable: null, migratedFrom: null};
  if (!store) return empty;
  try {
    for (const key of [STORAGE_KEY, ...LEGACY_STORAGE_KEYS]) {
      const raw = store.getItem(key);
      if (raw === null) continue;
      const result = readStored(raw, makeId);
      if (result.unreadable !== null) {
        // Keep the unreadable text before the tool's next save writes over its key.
        try {
          // A backup the reader has not downloaded or dismissed yet is kept below the new text, never written over.
          const earlier = pendingBackup(store);
          const backup =
            earlier === null || earlier === raw ? raw : earlier.startsWith(raw + BACKUP_SEPARATOR) ? earlier : raw + BACKUP_SEPARATOR + earlier;
          if (store.getItem(BACKUP_KEY) !== backup) store.setItem(BACKUP_KEY, backup);
          result.unreadable = backup;
        } catch (error) {
          console.warn('[use-case-matrix] could not back up the unreadable saved data:', error);
          result.problem += ' (This browser refused to keep a backup copy, so download it now.)';
        }
      }
      return withPendingBackup(result, store);
    }
    return withPendingBackup(empty, store);
  } catch (error) {
    console.warn('[use-case-matrix] could not read saved portfolio:', error);
    return {...empty, problem: 'This browser does not allow the page to read saved data (private mode or blocked storage). Your entries will last only while this tab is open: export them to keep them.'};
  }
}

/** A readable load still reports unreadable data kept from an earlier load until the reader answers it. */
function withPendingBackup(result: LoadResult, store: KeyValueStore): LoadResult {
  if (result.unreadable !== null) return result;
  const backup = pendingBackup(store);
  if (backup === null) return result;
  return {
    ...result,
    problem: 'Saved use cases that could not be read earlier are still kept in this browser. Download them to recover what you can, or dismiss this note.',
    unreadable: backup,
  };
}

/** Load the saved portfolio, or an empty one when nothing is stored. */
export function loadPortfolio(store: KeyValueStore | null = defaultStore(), makeId: () => string = newId): Portfolio {
  return loadPortfolioState(store, makeId).portfolio;
}

export type SaveResult = {ok: true} | {ok: false; reason: 'unavailable' | 'quota' | 'refused'; message: string};

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'QuotaExceededError' || error.code === 22 || error.code === 1014 : /quota/i.test(String(error));
}

/** Save the portfolio in the current format; says why when the browser refuses. */
export function trySavePortfolio(portfolio: Portfolio, store: KeyValueStore | null = defaultStore()): SaveResult {
  if (!store) {
    return {ok: false, reason: 'unavailable', message: 'This browser does not let the page save (private mode or blocked storage). Export CSV or JSON to keep your entries.'};
  }
  try {
    store.setItem(STORAGE_KEY, toStoredJson(portfolio));
  } catch (error) {
    console.warn('[use-case-matrix] could not save portfolio:', error);
    return isQuotaError(error)
      ? {ok: false, reason: 'quota', message: 'The browser’s storage for this site is full, so your latest changes were not saved. They are still on this page: export CSV or JSON to keep them.'}
      : {ok: false, reason: 'refused', message: 'The browser refused to save your latest changes. They are still on this page: export CSV or JSON to keep them.'};
  }
  // The data now lives in the current format: the migrated copy under the old key can go.
  for (const key of LEGACY_STORAGE_KEYS) {
    try {
      store.removeItem?.(key);
    } catch {
      // Leaving an old copy behind is harmless: the current key is read first.
    }
  }
  return {ok: true};
}

/** Save the portfolio; returns false (and logs) when the browser refuses. */
export function savePortfolio(portfolio: Portfolio, store: KeyValueStore | null = defaultStore()): boolean {
  return trySavePortfolio(portfolio, store).ok;
}
