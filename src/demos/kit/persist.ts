/**
 * The reader's work in a demo, kept in this browser's local storage (a `session` spec: this tab's session storage) so a reload brings it back.
 *
 * One record per demo under a `cap-demo:` key: `{v, savedAt, data}`, where `v` is the format version.
 * Loading passes the data and its version to the demo's `read`, which checks it and migrates older
 * versions; data it cannot read (damaged JSON, a newer version, a wrong shape) is moved to
 * `<key>:unreadable-backup` and reported, never silently dropped. Saving says why when it could not
 * keep the work: over the size cap, storage full (quota), refused, or unavailable. API keys never go
 * through here: a demo passes only the documents and text the reader typed, pasted or opened.
 */

/** The prefix of every Demo Room key in browser storage (the privacy notice lists each one). */
export const DEMO_KEY_PREFIX = 'cap-demo:';

/** The subset of the Web Storage API used here, so tests can pass a fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type Envelope<T> = {v: number; savedAt: string; data: T};

export type KeptSpec<T> = {
  /** The full storage key, starting with DEMO_KEY_PREFIX. */
  key: string;
  /** The current format version, written with every save. */
  version: number;
  /** The largest record kept, in characters of JSON (the browser counts storage in UTF-16 units). */
  maxChars: number;
  /**
   * The size the reader sees, when it differs from the record's JSON (a draft's characters): the
   * record is kept while `of(data)` is at most `max`, and the message counts in it, so the note and
   * the page agree on one number (D-1). `maxChars` stays the cap on the JSON.
   */
  measure?: {of: (data: T) => number; max: number};
  /** What is kept, for the reader: "the pasted document". */
  what: string;
  /** What a given record holds, for the note beside the demo when it holds less than `what` ("your request"); `what` when absent. */
  whatOf?: (data: T) => string;
  /** True when the record belongs in this tab's session storage (gone when the tab closes) instead of local storage. */
  session?: boolean;
  /** True when the demo has no API key (u31b F11): the note then does not say that none is kept. */
  noApiKey?: boolean;
  /** True when `what` is plural ("the documents you added"): the messages say "are" and "they". */
  plural?: boolean;
  /** Checks saved data of version `v` (at most `version`), migrating older versions; null when unreadable. */
  read: (data: unknown, v: number) => T | null;
  /** The kept work as plain text, for "Download a copy". */
  toText: (data: T) => string;
  /**
   * For a record other tabs of this browser also write (local storage): the record to keep, given
   * what is stored now (`theirs`), what this tab has (`mine`) and what was stored when this tab last
   * read or wrote it (`base`); null keeps nothing. Used at each save and when another tab saves (the
   * `storage` event), so one tab's changes never overwrite another's. Without it the last save wins.
   */
  merge?: (theirs: T | null, mine: T | null, base: T | null) => T | null;
  /**
   * What a reload brings back when `data` is over the cap and the browser still holds `stored` (the last record that
   * fitted): the end of the too-large message after "in your browser, so " (u32a F10: the smaller documents added
   * earlier are kept). Absent, or no `stored`: "it is not kept after a reload".
   */
  keptWhenTooLarge?: (data: T, stored: T) => string;
  /**
   * When set, work over the cap also removes the record kept before it, and this is the end of the too-large message
   * after "in your browser, so " (u34c F5: a chat draft replaced by one over the cap came back after a reload, older
   * text the reader had deleted). Absent: the older record stays and a reload brings it back.
   */
  clearWhenTooLarge?: string;
};

export const backupKey = (key: string): string => `${key}:unreadable-backup`;

export type LoadOutcome<T> = {
  data: T | null;
  savedAt: string | null;
  /** A sentence for the reader when saved data could not be read; null when all is well. */
  problem: string | null;
  /** The unreadable saved text, for download; null when nothing was unreadable. */
  unreadable: string | null;
};

export type SaveOutcome = {ok: true; savedAt: string} | {ok: false; reason: 'too-large' | 'quota' | 'refused' | 'unavailable'; message: string};

export function browserStore(): KeyValueStore | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage blocked (a browser setting or a sandboxed frame): the demo works without keeping anything.
    return null;
  }
}

/** The store a spec's record lives in: session storage for `session` specs, local storage otherwise. */
export function storeFor(spec: Pick<KeptSpec<unknown>, 'session'>): KeyValueStore | null {
  if (!spec.session) return browserStore();
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function isQuotaError(error: unknown): boolean {
  if (typeof DOMException !== 'undefined' && error instanceof DOMException) return error.name === 'QuotaExceededError' || error.code === 22 || error.code === 1014;
  return /quota/i.test(String(error));
}

/**
 * Whether `what` names more than one thing: said plural, or a list joined by "and" ("your OpenAPI document, request and
 * form values are …", never "… values is …"; u30j A7), as KeptNoteBody reads it.
 */
function pluralWhat(spec: Pick<KeptSpec<unknown>, 'what' | 'plural'>): boolean {
  return Boolean(spec.plural) || / and /.test(spec.what);
}

/** Read the kept record; never throws. Unreadable data is moved to the backup key and reported. */
export function loadKept<T>(spec: KeptSpec<T>, store: KeyValueStore | null = storeFor(spec)): LoadOutcome<T> {
  const nothing: LoadOutcome<T> = {data: null, savedAt: null, problem: null, unreadable: null};
  if (!store) return nothing;
  let raw: string | null;
  try {
    raw = store.getItem(spec.key);
  } catch {
    return {...nothing, problem: `This browser does not let the page read what it kept (private mode or blocked storage), so ${spec.what} ${pluralWhat(spec) ? 'are' : 'is'} not kept after a reload.`};
  }
  if (raw === null) return nothing;
  let why: string;
  let envelope: unknown;
  try {
    envelope = JSON.parse(raw);
  } catch {
    envelope = undefined;
  }
  if (!isRecord(envelope) || !Number.isInteger(envelope.v) || typeof envelope.savedAt !== 'string' || !('data' in envelope)) {
    why = 'is damaged and could not be read';
  } else if ((envelope.v as number) > spec.version) {
    why = `was saved by a newer version of this demo (format ${String(envelope.v)})`;
  } else {
    const data = spec.read(envelope.data, envelope.v as number);
    if (data !== null) return {data, savedAt: envelope.savedAt, problem: null, unreadable: null};
    why = 'is not in a form this demo can read';
  }
  let kept = `It is kept under ${backupKey(spec.key)}: download it to recover what you can.`;
  try {
    store.setItem(backupKey(spec.key), raw);
    store.removeItem(spec.key);
  } catch {
    kept = 'This browser refused to keep a backup copy, so download it now.';
  }
  return {...nothing, problem: `What this demo kept in your browser ${why}. ${kept}`, unreadable: raw};
}

/** Keep the data under the spec's key; says why when the browser refused or the data is over the cap. */
export function saveKept<T>(spec: KeptSpec<T>, data: T, store: KeyValueStore | null = storeFor(spec), now: Date = new Date(), stored: T | null = null): SaveOutcome {
  const [is, it] = pluralWhat(spec) ? ['are', 'they'] : ['is', 'it'];
  const still = `${capitalize(it)} ${is} still on this page: download a copy to keep ${pluralWhat(spec) ? 'them' : 'it'}.`;
  if (!store) return {ok: false, reason: 'unavailable', message: `This browser does not let the page keep anything (private mode or blocked storage), so ${spec.what} ${is} gone after a reload. ${still}`};
  const savedAt = now.toISOString();
  const json = JSON.stringify({v: spec.version, savedAt, data} satisfies Envelope<T>);
  const [size, max] = spec.measure ? [spec.measure.of(data), spec.measure.max] : [json.length, spec.maxChars];
  if (size > max || json.length > spec.maxChars) {
    let cleared = false;
    if (spec.clearWhenTooLarge !== undefined) {
      try {
        store.removeItem(spec.key);
        cleared = true;
      } catch {
        // The browser refused: the older record may still come back, so the message does not say it will not.
      }
    }
    return {
      ok: false,
      reason: 'too-large',
      message: `${capitalize(spec.what)} ${is} ${size.toLocaleString('en-US')} characters; this page keeps at most ${max.toLocaleString('en-US')} in your browser, so ${
        cleared ? spec.clearWhenTooLarge : stored !== null && spec.keptWhenTooLarge ? spec.keptWhenTooLarge(data, stored) : `${it} ${is} not kept after a reload.`
      } ${still}`,
    };
  }
  try {
    store.setItem(spec.key, json);
    return {ok: true, savedAt};
  } catch (error) {
    return isQuotaError(error)
      ? {ok: false, reason: 'quota', message: `The browser’s storage for this site is full, so your latest changes to ${spec.what} were not kept. ${still}`}
      : {ok: false, reason: 'refused', message: `The browser refused to keep your latest changes to ${spec.what}. ${still}`};
  }
}

/** Remove the kept record and its backup; true when the browser allowed it. */
export function forgetKept(spec: Pick<KeptSpec<unknown>, 'key' | 'session'>, store: KeyValueStore | null = storeFor(spec)): boolean {
  if (!store) return true;
  try {
    store.removeItem(spec.key);
    store.removeItem(backupKey(spec.key));
    return true;
  } catch {
    return false;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
