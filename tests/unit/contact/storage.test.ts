import {describe, expect, it} from 'vitest';
import {newsletterForm, projectRequestForm} from '@site/src/lib/forms/definitions';
import {clearDraft, draftKey, loadDraft, saveDraft, sessionDraftStorage, type DraftStorage} from '@site/src/lib/forms/storage';

function memoryStorage(): DraftStorage & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const throwing: DraftStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

const filled = {email: 'a@b.co', name: 'Ada', topics: ['cap'], consent: false};

describe('draft storage', () => {
  it('uses one versioned key per form', () => {
    expect(draftKey(newsletterForm)).toBe('genai-enterprise:form-draft:v1:newsletter');
    expect(draftKey(projectRequestForm)).not.toBe(draftKey(newsletterForm));
  });

  it('round-trips a draft', () => {
    const storage = memoryStorage();
    expect(saveDraft(newsletterForm, filled, storage)).toBe(true);
    expect(loadDraft(newsletterForm, storage)).toEqual({kind: 'restored', values: filled});
  });

  it('reports no draft when nothing was saved', () => {
    expect(loadDraft(newsletterForm, memoryStorage())).toEqual({kind: 'none'});
  });

  it('removes the draft instead of saving an empty form', () => {
    const storage = memoryStorage();
    saveDraft(newsletterForm, filled, storage);
    saveDraft(newsletterForm, {email: ' ', name: '', topics: [], consent: false}, storage);
    expect(storage.data.size).toBe(0);
  });

  it('discards a draft from another form version', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(newsletterForm), JSON.stringify({formVersion: 0, values: filled}));
    expect(loadDraft(newsletterForm, storage)).toEqual({kind: 'none'});
    expect(storage.data.size).toBe(0);
  });

  it('discards corrupt JSON without throwing', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(newsletterForm), '{not json');
    expect(loadDraft(newsletterForm, storage)).toEqual({kind: 'none'});
    storage.setItem(draftKey(newsletterForm), 'null');
    expect(loadDraft(newsletterForm, storage)).toEqual({kind: 'none'});
  });

  it('sanitizes what it restores', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(newsletterForm), JSON.stringify({formVersion: 1, values: {email: 'a@b.co', topics: ['x', 'cap'], evil: '<script>'}}));
    expect(loadDraft(newsletterForm, storage)).toEqual({kind: 'restored', values: {email: 'a@b.co', name: '', topics: ['cap'], consent: false}});
  });

  it('degrades gracefully when storage throws or is missing', () => {
    expect(loadDraft(newsletterForm, throwing)).toEqual({kind: 'unavailable'});
    expect(saveDraft(newsletterForm, filled, throwing)).toBe(false);
    expect(clearDraft(newsletterForm, throwing)).toBe(false);
    expect(loadDraft(newsletterForm, null)).toEqual({kind: 'unavailable'});
    expect(saveDraft(newsletterForm, filled, null)).toBe(false);
  });

  it('finds sessionStorage in a browser', () => {
    expect(sessionDraftStorage()).toBe(window.sessionStorage);
  });
});
