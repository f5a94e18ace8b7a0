/**
 * Persistence of the portfolio in localStorage under a versioned key.
 * Storage problems (quota, privacy mode, corrupt data) are logged and never break the tool.
 */
import {defaultWeights, newId, type Portfolio} from './model';
import {toJson, validateDocument, withIds} from './json';

export const STORAGE_KEY = 'genai-enterprise:use-case-matrix:v1';

/** The subset of the Web Storage API the tool needs, so tests can pass a fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

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

/** Load the saved portfolio, or an empty one when nothing valid is stored. */
export function loadPortfolio(store: KeyValueStore | null = defaultStore(), makeId: () => string = newId): Portfolio {
  if (!store) return emptyPortfolio();
  let raw: string | null;
  try {
    raw = store.getItem(STORAGE_KEY);
  } catch (error) {
    console.warn('[use-case-matrix] could not read saved portfolio:', error);
    return emptyPortfolio();
  }
  if (raw === null) return emptyPortfolio();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    console.warn('[use-case-matrix] saved portfolio is not valid JSON; starting empty:', error);
    return emptyPortfolio();
  }
  const result = validateDocument(data);
  if (!result.ok) {
    console.warn('[use-case-matrix] saved portfolio does not match the format; starting empty:', result.issues);
    return emptyPortfolio();
  }
  return {weights: result.document.weights, useCases: withIds(result.document.useCases, makeId)};
}

/** Save the portfolio; returns false (and logs) when the browser refuses. */
export function savePortfolio(portfolio: Portfolio, store: KeyValueStore | null = defaultStore()): boolean {
  if (!store) return false;
  try {
    store.setItem(STORAGE_KEY, toJson(portfolio));
    return true;
  } catch (error) {
    console.warn('[use-case-matrix] could not save portfolio:', error);
    return false;
  }
}
