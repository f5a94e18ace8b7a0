/**
 * Issue 28 S-B5 (task 40c): Simple Chat keeps its base URL, model name and timeout in this tab's
 * session storage, so a reload brings them back; the API key is never stored. The record is
 * versioned; a record this version cannot read is reported, never used half-read.
 */
import {describe, expect, it} from 'vitest';
import {loadModelSettings, loadTurns, MODEL_SETTINGS_KEY, saveModelSettings, saveTurns, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {MemoryStore} from './kit/memoryStore';

const CONFIG = {baseUrl: 'http://localhost:11434/v1', model: 'llama3.2', apiKey: 'sk-live-secret-0001', timeoutSeconds: 45};

describe('Simple Chat model settings across a reload (S-B5)', () => {
  it('keeps the base URL, model and timeout under a cap-demo key, and never the key', () => {
    const store = new MemoryStore();
    expect(MODEL_SETTINGS_KEY).toBe('cap-demo:simple-chat:model');
    expect(saveModelSettings(CONFIG, store)).toEqual({ok: true});
    const raw = store.getItem(MODEL_SETTINGS_KEY) ?? '';
    expect(raw).not.toContain('sk-live-secret-0001');
    expect(raw).not.toContain('apiKey');
    expect(JSON.parse(raw)).toMatchObject({v: 1});
    expect(loadModelSettings(store)).toEqual({settings: {baseUrl: 'http://localhost:11434/v1', model: 'llama3.2', apiKey: '', timeoutSeconds: 45}, problem: null});
  });

  it('offline mode (no model in use) removes the kept settings', () => {
    const store = new MemoryStore();
    saveModelSettings(CONFIG, store);
    expect(saveModelSettings(null, store)).toEqual({ok: true});
    expect(store.getItem(MODEL_SETTINGS_KEY)).toBeNull();
    expect(loadModelSettings(store)).toEqual({settings: null, problem: null});
  });

  it('a record with a key in it (hand-edited) is read without the key', () => {
    const store = new MemoryStore();
    store.setItem(MODEL_SETTINGS_KEY, JSON.stringify({v: 1, baseUrl: 'https://api.example.test/v1', model: 'm', timeoutSeconds: 30, apiKey: 'sk-x'}));
    expect(loadModelSettings(store).settings?.apiKey).toBe('');
  });

  it.each([
    ['damaged JSON', '{"v":1,"baseUrl":'],
    ['a newer format', JSON.stringify({v: 9, baseUrl: 'https://a.test/v1', model: 'm', timeoutSeconds: 30})],
    ['a wrong shape', JSON.stringify({v: 1, baseUrl: 42})],
  ])('%s: no settings, and a sentence saying they were not brought back', (_, raw) => {
    const store = new MemoryStore();
    store.setItem(MODEL_SETTINGS_KEY, raw);
    const outcome = loadModelSettings(store);
    expect(outcome.settings).toBeNull();
    expect(outcome.problem).toMatch(/model settings .* could not be read/);
  });

  it('a refused save says the settings are not kept after a reload', () => {
    const store = new MemoryStore();
    store.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const outcome = saveModelSettings(CONFIG, store);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(/not kept after a reload/);
  });
});

describe('a model reply keeps the passages its citations are checked against (S-B4)', () => {
  const hit = {passage: {id: 'p1', text: 'Overlap repeats the edge of each chunk.', source: 'Chunking', url: '/docs/x'}, score: 2.5, terms: ['overlap']};
  const turns: ChatTurn[] = [
    {id: 'u1', role: 'user', content: 'What is chunk overlap?', status: 'done'},
    {id: 'a1', role: 'assistant', content: 'It repeats the edge [1].', status: 'done', sources: [hit]},
  ];

  it('comes back after a reload with its passages', () => {
    sessionStorage.clear();
    expect(saveTurns(turns, 'cap-demo:test-chat')).toEqual({ok: true});
    expect(loadTurns('cap-demo:test-chat')[1].sources).toEqual([hit]);
  });

  it('damaged passages are dropped and the reply kept', () => {
    sessionStorage.setItem('cap-demo:test-chat', JSON.stringify([turns[0], {...turns[1], sources: [{passage: {id: 'p1'}}]}]));
    const back = loadTurns('cap-demo:test-chat');
    expect(back[1].content).toBe('It repeats the edge [1].');
    expect(back[1].sources).toBeUndefined();
  });
});
