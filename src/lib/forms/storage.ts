import type {FormDefinition, FormValues} from './types';
import {isBlank, sanitizeValues} from './values';

/**
 * Drafts: what the reader typed, kept in sessionStorage (this tab only) until the form is sent.
 * The key carries a storage-format version; the stored record carries the form's own version,
 * so a draft from an older form shape is discarded instead of filling the wrong fields.
 * Every storage call is guarded: private modes, full quotas and blocked storage must never
 * break the form, so failures are reported as return values, never thrown or logged.
 */
export const DRAFT_STORAGE_VERSION = 1;

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type StoredDraft = {readonly formVersion: number; readonly values: unknown};

export function draftKey(definition: Pick<FormDefinition, 'id'>): string {
  return `genai-enterprise:form-draft:v${DRAFT_STORAGE_VERSION}:${definition.id}`;
}

/** `window.sessionStorage`, or null where there is none or reading it throws (blocked storage). */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export type LoadResult =
  | {readonly kind: 'none'}
  | {readonly kind: 'restored'; readonly values: FormValues}
  | {readonly kind: 'unavailable'};

export function loadDraft(definition: FormDefinition, storage: DraftStorage | null): LoadResult {
  if (!storage) return {kind: 'unavailable'};
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey(definition));
  } catch {
    return {kind: 'unavailable'};
  }
  if (raw === null) return {kind: 'none'};
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!parsed || typeof parsed !== 'object' || parsed.formVersion !== definition.version) {
      clearDraft(definition, storage);
      return {kind: 'none'};
    }
    const values = sanitizeValues(definition, parsed.values);
    if (isBlank(definition, values)) return {kind: 'none'};
    return {kind: 'restored', values};
  } catch {
    clearDraft(definition, storage);
    return {kind: 'none'};
  }
}

/** Saves the values (or removes the draft when nothing is filled in). Returns false when storage refused. */
export function saveDraft(definition: FormDefinition, values: FormValues, storage: DraftStorage | null): boolean {
  if (!storage) return false;
  if (isBlank(definition, values)) return clearDraft(definition, storage);
  const record: StoredDraft = {formVersion: definition.version, values: sanitizeValues(definition, values)};
  try {
    storage.setItem(draftKey(definition), JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(definition: Pick<FormDefinition, 'id'>, storage: DraftStorage | null): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(draftKey(definition));
    return true;
  } catch {
    return false;
  }
}
