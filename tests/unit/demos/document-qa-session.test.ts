/**
 * Issue 28 S-A2 (task 40c): Document Q&A keeps the source chosen, the question and the last answer
 * in this tab's session storage (never local storage, never the API key), versioned; a record it
 * cannot read is moved to a backup and reported (kit/persist.ts), a record missing fields is read
 * with them empty; a refused save says so.
 */
import {describe, expect, it} from 'vitest';
import {backupKey, loadKept, saveKept, storeFor} from '@site/src/demos/kit/persist';
import {DOCUMENT_QA_SESSION, type DocumentQaSession} from '@site/src/demos/document-qa/session';
import {MemoryStore} from './kit/memoryStore';

const SESSION: DocumentQaSession = {
  source: 'guide',
  question: 'What is chunk overlap?',
  asked: 'What is chunk overlap?',
  answer: 'Overlap repeats the edge of each chunk [1].',
  answeredBy: 'gpt-4.1-mini',
  label: 'This guide',
};

describe('Document Q&A session record (S-A2)', () => {
  it('lives in session storage under its own cap-demo key', () => {
    expect(DOCUMENT_QA_SESSION.key).toBe('cap-demo:document-qa:session');
    expect(DOCUMENT_QA_SESSION.session).toBe(true);
    expect(storeFor(DOCUMENT_QA_SESSION)).toBe(window.sessionStorage);
  });

  it('round-trips the source, the question and the answer', () => {
    const store = new MemoryStore();
    expect(saveKept(DOCUMENT_QA_SESSION, SESSION, store).ok).toBe(true);
    const raw = store.getItem(DOCUMENT_QA_SESSION.key) ?? '';
    expect(JSON.parse(raw)).toMatchObject({v: 1, data: SESSION});
    expect(loadKept(DOCUMENT_QA_SESSION, store).data).toEqual(SESSION);
  });

  it('reads a record missing fields with those fields empty (migrated, not discarded)', () => {
    const store = new MemoryStore();
    store.setItem(DOCUMENT_QA_SESSION.key, JSON.stringify({v: 1, savedAt: '2026-11-26T20:00:00.000Z', data: {source: 'paste', question: 'Who signs?'}}));
    // "Paste text" stays chosen (u30d F9: an emptied paste came back as the sample); its text comes back with kept.ts's record.
    expect(loadKept(DOCUMENT_QA_SESSION, store).data).toEqual({source: 'paste', question: 'Who signs?', asked: '', answer: '', answeredBy: '', label: ''});
  });

  it('an unknown source falls back to the sample and keeps the question', () => {
    const store = new MemoryStore();
    store.setItem(DOCUMENT_QA_SESSION.key, JSON.stringify({v: 1, savedAt: '2026-11-26T20:00:00.000Z', data: {source: 'ftp', question: 'Who signs?'}}));
    expect(loadKept(DOCUMENT_QA_SESSION, store).data).toMatchObject({source: 'sample', question: 'Who signs?'});
  });

  it.each([
    ['damaged JSON', '{"v":1,"data":{"question":'],
    ['a newer format', JSON.stringify({v: 7, savedAt: '2026-11-26T20:00:00.000Z', data: SESSION})],
    ['a list instead of a record', JSON.stringify({v: 1, savedAt: '2026-11-26T20:00:00.000Z', data: ['What is chunk overlap?']})],
  ])('%s is moved to the backup key and reported, never silently dropped', (_, raw) => {
    const store = new MemoryStore();
    store.setItem(DOCUMENT_QA_SESSION.key, raw);
    const outcome = loadKept(DOCUMENT_QA_SESSION, store);
    expect(outcome.data).toBeNull();
    expect(outcome.problem).toMatch(/download it/);
    expect(store.getItem(backupKey(DOCUMENT_QA_SESSION.key))).toBe(raw);
  });

  it('a refused save says the question and answer are not kept', () => {
    const store = new MemoryStore();
    store.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const outcome = saveKept(DOCUMENT_QA_SESSION, SESSION, store);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(/your question and its answer were not kept/);
  });
});
