/**
 * Keeps the reader's Task Automation edits (messages, rules, threshold, decisions) in localStorage,
 * versioned, the house pattern of src/learning-tools/use-case-matrix/model/storage.ts: a version
 * field (version 1 is the only format so far; a later format must migrate version-1 records, never drop them), saved data this version cannot read copied to a backup key
 * (never discarded) and offered for download, and a storage failure reported with an export.
 */
import {MAX_MESSAGE_CHARS, MAX_RULES_CHARS, validateMessage, type Message} from './triage';

export const STORAGE_KEY = 'cap-demo:task-automation:v1';
export const BACKUP_KEY = 'cap-demo:task-automation:unreadable-backup';
export const STORAGE_VERSION = 1;
/** The most messages a reader can add; an inbox merged from two tabs may hold more, and every one of them loads (session 40). */
export const MAX_MESSAGES = 60;

/**
 * `withdrawn`: when an edit of the message reopened it (the decision was for the old text), the time of that
 * edit. The entry stays in the log (u29y F15: a recorded approval was erased); a withdrawn decision no longer
 * takes the message out of the queue.
 */
/** `chosen` (48t, u31f F4): the refund a person approved with an amount they picked or typed; `action` is the proposal. */
export type Decision = {id: string; subject: string; action: string; verdict: 'Approved' | 'Rejected' | 'Handled by a person'; at: string; withdrawn?: string; chosen?: string};

/** What the reader changed; saved whole on every change. */
export type SavedState = {
  messages: Message[];
  /** The rules text in the editor (applied or not), and the rules and threshold in use. */
  rulesDraft: string;
  rulesApplied: string;
  threshold: number;
  decisions: Decision[];
};

type Stored = SavedState & {version: typeof STORAGE_VERSION};

/** The subset of the Web Storage API used, so tests can pass a fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function defaultStore(): KeyValueStore | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function serialize(state: SavedState): string {
  const doc: Stored = {version: STORAGE_VERSION, ...state};
  return JSON.stringify(doc);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): v is string => typeof v === 'string';

function readMessage(v: unknown): Message | null {
  if (!isRecord(v) || !str(v.id) || !str(v.from) || !str(v.subject) || !str(v.body)) return null;
  const m = {id: v.id, from: v.from, subject: v.subject, body: v.body};
  return validateMessage(m) ? null : m;
}

function readDecision(v: unknown): Decision | null {
  if (!isRecord(v) || !str(v.id) || !str(v.subject) || !str(v.action) || !str(v.at)) return null;
  if (v.verdict !== 'Approved' && v.verdict !== 'Rejected' && v.verdict !== 'Handled by a person') return null;
  const d: Decision = {id: v.id, subject: v.subject, action: v.action, verdict: v.verdict, at: v.at, ...(str(v.chosen) ? {chosen: v.chosen} : {})};
  return str(v.withdrawn) ? {...d, withdrawn: v.withdrawn} : d;
}

export type LoadResult = {
  state: SavedState | null;
  /** A sentence for the reader when saved data could not be read in full; null when all is well. */
  problem: string | null;
  /** The saved text that could not be read in full, for download; null otherwise. */
  unreadable: string | null;
};

/** Reads saved text of any known version; never throws. Readable parts load, the rest is reported. */
export function readSaved(raw: string): LoadResult {
  const unreadable = (problem: string): LoadResult => ({state: null, problem, unreadable: raw});
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return unreadable('Your saved Task Automation edits are damaged and could not be read; the sample inbox is shown. The saved text is kept: download it to recover what you can.');
  }
  if (!isRecord(data) || typeof data.version !== 'number') return unreadable('The data saved for Task Automation is not in a format this page knows; the sample inbox is shown. It is kept: download it to look at it.');
  if (data.version > STORAGE_VERSION) {
    return unreadable(`Your edits were saved by a newer version of this demo (format ${data.version}); the sample inbox is shown. They are kept: download them, or reload to get the newer version.`);
  }
  // Version 1 is the only format so far; an older one would be migrated here.
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const messages = list(data.messages).map(readMessage);
  const decisions = list(data.decisions).map(readDecision);
  // Every readable message loads, also past MAX_MESSAGES (two tabs may each add up to the limit): a
  // saved message is the reader's work, and the limit only stops adding more (session 40).
  const kept = messages.filter((m): m is Message => m !== null);
  const rulesOk = str(data.rulesDraft) && str(data.rulesApplied) && data.rulesDraft.length <= MAX_RULES_CHARS && data.rulesApplied.length <= MAX_RULES_CHARS;
  const thresholdOk = typeof data.threshold === 'number' && data.threshold >= 0 && data.threshold <= 1;
  const lost = messages.length - kept.length + decisions.filter((d) => d === null).length + (rulesOk ? 0 : 1) + (thresholdOk ? 0 : 1);
  if (kept.length === 0 && !rulesOk) return unreadable('Your saved Task Automation edits could not be read; the sample inbox is shown. The saved text is kept: download it to recover what you can.');
  const state: SavedState = {
    messages: kept,
    rulesDraft: rulesOk ? (data.rulesDraft as string) : '',
    rulesApplied: rulesOk ? (data.rulesApplied as string) : '',
    threshold: thresholdOk ? (data.threshold as number) : 0.6,
    decisions: decisions.filter((d): d is Decision => d !== null),
  };
  if (!lost) return {state, problem: null, unreadable: null};
  return {
    state,
    problem: `${lost} saved item${lost === 1 ? '' : 's'} (messages over ${MAX_MESSAGE_CHARS} characters, damaged entries or settings) could not be read; the rest is loaded. The saved text is kept: download it to recover the rest.`,
    unreadable: raw,
  };
}

/** Loads the saved edits; an unreadable copy is kept under BACKUP_KEY before anything writes over it. */
export function loadSaved(store: KeyValueStore | null = defaultStore()): LoadResult {
  if (!store) return {state: null, problem: null, unreadable: null};
  try {
    const raw = store.getItem(STORAGE_KEY);
    if (raw === null) return {state: null, problem: null, unreadable: null};
    const result = readSaved(raw);
    if (result.unreadable !== null) {
      try {
        store.setItem(BACKUP_KEY, raw);
      } catch {
        return {...result, problem: `${result.problem} (This browser refused to keep a backup copy, so download it now.)`};
      }
    }
    return result;
  } catch {
    return {state: null, problem: 'This browser does not let the page read saved data (private mode or blocked storage), so your edits last only while this tab is open. Use "Download my edits" to keep them.', unreadable: null};
  }
}

export type SaveResult = {ok: true} | {ok: false; message: string};

/** Saves the edits; says why when the browser refuses, so the reader can download them instead. */
export function save(state: SavedState, store: KeyValueStore | null = defaultStore()): SaveResult {
  if (!store) return {ok: false, message: 'This browser does not let the page save (private mode or blocked storage). Your edits stay on this page until you reload: use "Download my edits" to keep them.'};
  try {
    store.setItem(STORAGE_KEY, serialize(state));
    return {ok: true};
  } catch (error) {
    const full = error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
    return {
      ok: false,
      message: `${full ? 'The browser’s storage for this site is full' : 'The browser refused to save'}, so your latest edits were not saved. They are still on this page: use "Download my edits" to keep them.`,
    };
  }
}

/** The saved state as it is in storage now (another tab may have written it), or null. */
export function readCurrent(store: KeyValueStore | null = defaultStore()): SavedState | null {
  try {
    const raw = store?.getItem(STORAGE_KEY);
    return raw ? readSaved(raw).state : null;
  } catch {
    return null;
  }
}

/**
 * The message being written or edited, kept on every keystroke so a reload does not lose it (u28t
 * T-L3). Each tab has its own draft (session 40): one shared key let a second tab's typing overwrite
 * the first tab's unsent text. The key is DRAFT_KEY plus the tab's id, which the tab keeps in
 * sessionStorage (it survives a reload and a reopened tab, and no other tab sees it). A draft left
 * under the old shared key is offered once, to the first tab that loads, and moves to that tab's key.
 */
export const DRAFT_KEY = 'cap-demo:task-automation:draft';
const TAB_KEY = 'cap-demo:task-automation:tab';
export type Draft = Pick<Message, 'id' | 'subject' | 'body'>;
type DraftStore = KeyValueStore & Partial<Pick<Storage, 'removeItem'>>;

/** This tab's id, kept in sessionStorage; "shared" when the browser gives no session storage (the old single draft). */
export function tabId(): string {
  try {
    const session = typeof window !== 'undefined' ? window.sessionStorage : null;
    if (!session) return 'shared';
    const known = session.getItem(TAB_KEY);
    if (known) return known;
    const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    session.setItem(TAB_KEY, id);
    return id;
  } catch {
    return 'shared';
  }
}

const draftKey = (tab: string) => (tab === 'shared' ? DRAFT_KEY : `${DRAFT_KEY}:${tab}`);

/**
 * Brief 45t (u29y F24): every message keeps its own unsaved text, not only the one in the form. Switching rows,
 * "Start an empty message" or Restore used to drop the form's text; now the tab keeps a set of drafts (one per
 * message id, '' for a new message) and which one the form shows. Stored as `{version: 2, current, drafts}`; a
 * version-1 record (one draft) is read as a set of one.
 */
/** `aside` (45t2, u30g F17): text the reader emptied from the form, offered back with "Bring my text back", also after a reload. */
export type DraftSet = {current: string; drafts: Draft[]; aside?: Draft};

/**
 * 47t (u30z F3): whether the drafts were kept. When the browser refuses the set (storage full: a pasted e-mail
 * thread of megabytes), the set is saved without the form's draft, so an older version of it is never restored
 * as if it were the text written since, and `ok: false` names the draft that is not kept; the page says so at once
 * and offers it as a download.
 */
export type DraftSaveResult = {ok: true} | {ok: false; notKept: Draft | null};

export function saveDrafts(set: DraftSet | null, store: DraftStore | null = defaultStore(), tab: string = tabId()): DraftSaveResult {
  const write = (s: DraftSet | null) => {
    if (s && (s.drafts.length || s.aside)) store?.setItem(draftKey(tab), JSON.stringify({version: 2, current: s.current, drafts: s.drafts, ...(s.aside ? {aside: s.aside} : {})}));
    else store?.removeItem?.(draftKey(tab));
  };
  try {
    write(set);
    return {ok: true};
  } catch {
    const notKept = set?.drafts.find((d) => d.id === set.current) ?? null;
    try {
      write(set ? {...set, drafts: set.drafts.filter((d) => d !== notKept)} : null);
    } catch {
      try {
        store?.removeItem?.(draftKey(tab));
      } catch {
        // Nothing more to do: the page reports the draft not kept.
      }
    }
    return {ok: false, notKept};
  }
}

export function saveDraft(draft: Draft | null, store: DraftStore | null = defaultStore(), tab: string = tabId()): DraftSaveResult {
  return saveDrafts(draft ? {current: draft.id, drafts: [draft]} : null, store, tab);
}

function readOne(v: unknown): Draft | null {
  if (!isRecord(v) || !str(v.id) || !str(v.subject) || !str(v.body)) return null;
  return {id: v.id, subject: v.subject, body: v.body};
}

function readDrafts(raw: string | null | undefined): DraftSet | null {
  if (!raw) return null;
  const v: unknown = JSON.parse(raw);
  if (!isRecord(v)) return null;
  if (v.version === 2 && Array.isArray(v.drafts)) {
    const drafts = v.drafts.map(readOne).filter((d): d is Draft => d !== null);
    const aside = readOne(v.aside);
    if (!drafts.length && !aside) return null;
    return {current: str(v.current) ? v.current : (drafts[0]?.id ?? ''), drafts, ...(aside ? {aside} : {})};
  }
  const one = readOne(v);
  return one ? {current: one.id, drafts: [one]} : null;
}

export function loadDrafts(store: DraftStore | null = defaultStore(), tab: string = tabId()): DraftSet | null {
  try {
    const own = readDrafts(store?.getItem(draftKey(tab)));
    if (own || tab === 'shared') return own;
    // A draft under the old shared key: this tab takes it (written under its own key before the old one goes).
    const legacy = readDrafts(store?.getItem(DRAFT_KEY));
    if (legacy && store) {
      store.setItem(draftKey(tab), JSON.stringify({version: 2, ...legacy}));
      store.removeItem?.(DRAFT_KEY);
    }
    return legacy;
  } catch {
    return null;
  }
}

/** The draft the form showed (version-1 callers). */
export function loadDraft(store: DraftStore | null = defaultStore(), tab: string = tabId()): Draft | null {
  const set = loadDrafts(store, tab);
  return set ? (set.drafts.find((d) => d.id === set.current) ?? null) : null;
}
