/**
 * The reader's analytics choice, shared by the consent client module (which talks to the Google
 * tag), the consent banner and the footer's "Privacy settings" link.
 *
 * - Nothing is sent before the reader agrees: the page's inline snippet sets Google Consent Mode v2
 *   defaults to denied, and gtag.js itself is only requested after "Allow analytics".
 * - Do Not Track and Global Privacy Control force "denied", whatever was stored.
 * - The choice is kept in localStorage; when storage is blocked it holds for this page only.
 */

export type Choice = 'granted' | 'denied';
export type PrivacySignal = 'gpc' | 'dnt' | null;

export const CONSENT_STORAGE_KEY = 'cap-consent';
export const CONSENT_VERSION = 1;

type Stored = {readonly v: number; readonly analytics: Choice; readonly at: string};

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null when the browser blocks it (privacy modes, sandboxed frames, policies). */
export function safeLocalStorage(): KeyValueStorage | null {
  try {
    const storage = window.localStorage;
    const probe = '__cap_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

export function readStoredChoice(storage: KeyValueStorage | null): Choice | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stored>;
    if (parsed.v !== CONSENT_VERSION) return null;
    return parsed.analytics === 'granted' || parsed.analytics === 'denied' ? parsed.analytics : null;
  } catch {
    return null;
  }
}

/** Stores the choice; false when storage is unavailable or full. */
export function writeStoredChoice(storage: KeyValueStorage | null, choice: Choice, now: Date = new Date()): boolean {
  if (!storage) return false;
  try {
    const value: Stored = {v: CONSENT_VERSION, analytics: choice, at: now.toISOString()};
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

type NavigatorLike = {doNotTrack?: string | null; globalPrivacyControl?: boolean; msDoNotTrack?: string};

/** Global Privacy Control or Do Not Track, when the browser sends either. */
export function privacySignal(nav: NavigatorLike | undefined, win?: {doNotTrack?: string | null}): PrivacySignal {
  if (nav?.globalPrivacyControl === true) return 'gpc';
  const dnt = nav?.doNotTrack ?? win?.doNotTrack ?? nav?.msDoNotTrack;
  return dnt === '1' || dnt === 'yes' ? 'dnt' : null;
}

/** What applies: a privacy signal always means denied; otherwise the reader's choice, if any. */
export function effectiveChoice(choice: Choice | null, signal: PrivacySignal): Choice | null {
  return signal ? 'denied' : choice;
}

export type ConsentState = {
  /** False until the client module has read the stored choice (and always on the server). */
  readonly ready: boolean;
  /** Whether this build has analytics at all (a measurement id). */
  readonly enabled: boolean;
  readonly choice: Choice | null;
  readonly signal: PrivacySignal;
  /** The choice could not be stored: it holds for this page only. */
  readonly storageBlocked: boolean;
  /** The banner was opened from "Privacy settings". */
  readonly settingsOpen: boolean;
};

const SERVER_STATE: ConsentState = {ready: false, enabled: false, choice: null, signal: null, storageBlocked: false, settingsOpen: false};

let state: ConsentState = SERVER_STATE;
const listeners = new Set<() => void>();
let onChoice: ((effective: Choice) => void) | null = null;

function setState(next: Partial<ConsentState>): void {
  state = {...state, ...next};
  for (const listener of listeners) listener();
}

export function getConsentState(): ConsentState {
  return state;
}

export function getServerConsentState(): ConsentState {
  return SERVER_STATE;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const CONSENT_PLUGIN_NAME = 'site-consent-analytics';

/** Global data of the consent plugin: the panel reads it to server-render itself (ConsentBanner). */
export type ConsentPluginData = {readonly enabled: boolean};

/** Should the banner be on screen? */
export function bannerVisible(s: ConsentState): boolean {
  if (!s.ready || !s.enabled) return false;
  return s.settingsOpen || (s.choice === null && s.signal === null);
}

/** Called once by the client module with what it read, and the function that applies a choice. */
export function initConsent(init: {enabled: boolean; choice: Choice | null; signal: PrivacySignal; storageBlocked: boolean}, apply: (effective: Choice) => void): void {
  onChoice = apply;
  setState({...init, ready: true, settingsOpen: false});
}

/** The reader chose: remember it (if storage allows), apply it, close the banner. */
export function chooseConsent(choice: Choice, storage: KeyValueStorage | null = safeLocalStorage()): void {
  const stored = writeStoredChoice(storage, choice);
  setState({choice, storageBlocked: !stored, settingsOpen: false});
  onChoice?.(effectiveChoice(choice, state.signal) ?? 'denied');
}

export function openConsentSettings(): void {
  setState({settingsOpen: true});
}

export function closeConsentSettings(): void {
  setState({settingsOpen: false});
}

/** Tests only: back to the state before the client module ran. */
export function resetConsentForTests(): void {
  state = SERVER_STATE;
  onChoice = null;
  listeners.clear();
}
