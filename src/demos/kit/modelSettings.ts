/**
 * The model settings a demo keeps in this tab's session storage (issue 28 S-B5, u29h S-3, u29k):
 * base URL, model name and timeout, format 1, under the demo's own `cap-demo:` key. The API key is
 * never written: a reload brings the settings back with the key field empty. ModelPanel loads this
 * module once the page is idle (never with the first-load script).
 */
import type {ModelConfig} from './modelConfig';
import {isQuotaError} from './persist';

const VERSION = 1;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type ModelSettingsOutcome = {settings: ModelConfig | null; problem: string | null};
export type SaveSettingsOutcome = {ok: true} | {ok: false; reason: 'quota' | 'refused' | 'unavailable'; message: string};

/** What the panel says when settings came back: the same sentence in every demo. */
export const SETTINGS_BACK_NOTE = 'The base URL, model and timeout came back from this tab; the API key is never kept, so type it again if your endpoint needs one.';

/** The same sentence when the settings are kept for every tab of this browser (`acrossTabs`, s56 u-vwa F9). */
export const SETTINGS_BACK_NOTE_BROWSER = 'The base URL, model and timeout came back from this browser; the API key is never kept, so type it again if your endpoint needs one.';

/** Local storage, for settings kept for every tab of this browser (ModelPanel's `acrossTabs`), never the key either. */
export function localStore(): Store | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function sessionStore(): Store | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function loadModelSettings(key: string, store: Store | null = sessionStore()): ModelSettingsOutcome {
  let raw: string | null;
  try {
    raw = store ? store.getItem(key) : null;
  } catch {
    raw = null;
  }
  if (raw === null) return {settings: null, problem: null};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = null;
  }
  const r = (data ?? {}) as Record<string, unknown>;
  if (r.v === VERSION && typeof r.baseUrl === 'string' && typeof r.model === 'string' && typeof r.timeoutSeconds === 'number') {
    return {settings: {baseUrl: r.baseUrl, model: r.model, apiKey: '', timeoutSeconds: r.timeoutSeconds}, problem: null};
  }
  const why = typeof r.v === 'number' && r.v > VERSION ? 'were saved by a newer version of this demo and' : '';
  return {settings: null, problem: `The model settings this tab kept ${why || 'are damaged and'} could not be read; enter the base URL and model again.`};
}

/** Keep the settings in use (null: offline mode, the kept settings are removed); never the API key. */
export function saveModelSettings(config: ModelConfig | null, key: string, store: Store | null = sessionStore()): SaveSettingsOutcome {
  if (!store) return {ok: false, reason: 'unavailable', message: 'This browser does not let the page keep anything, so the model settings are not kept after a reload.'};
  try {
    if (config) store.setItem(key, JSON.stringify({v: VERSION, baseUrl: config.baseUrl, model: config.model, timeoutSeconds: config.timeoutSeconds}));
    else store.removeItem(key);
    return {ok: true};
  } catch (error) {
    return {ok: false, reason: isQuotaError(error) ? 'quota' : 'refused', message: 'The browser refused to keep the model settings, so they are not kept after a reload.'};
  }
}
