/**
 * Session 40 (issue 28, lost work noted in u28u): a merged inbox of more than MAX_MESSAGES messages
 * loads whole (the messages past the limit were dropped on reload), and each tab keeps its own unsent
 * draft (one shared draft key let a second tab overwrite the first tab's text). Counts on the code
 * before the change are in the commit message and the report.
 */
import {describe, expect, it} from 'vitest';
import {DRAFT_KEY, MAX_MESSAGES, loadDraft, readSaved, saveDraft, serialize, type KeyValueStore, type SavedState} from '@site/src/demos/task-automation/store';
import {DEFAULT_RULES} from '@site/src/demos/task-automation/sample';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & {data: Record<string, string>; removeItem: (k: string) => void} {
  const data = {...initial};
  return {data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}

const inbox = (n: number): SavedState => ({
  messages: Array.from({length: n}, (_, i) => ({id: `m${String(i + 1).padStart(2, '0')}`, from: '', subject: `Message ${i + 1}`, body: `Body of message ${i + 1}, written in one of two tabs.`})),
  rulesDraft: DEFAULT_RULES,
  rulesApplied: DEFAULT_RULES,
  threshold: 0.6,
  decisions: [],
});

describe('session 40: no saved message is dropped on reload', () => {
  it(`an inbox merged from two tabs past ${MAX_MESSAGES} messages loads whole, with no problem reported`, () => {
    for (const n of [MAX_MESSAGES, MAX_MESSAGES + 1, MAX_MESSAGES + 15, 2 * MAX_MESSAGES]) {
      const result = readSaved(serialize(inbox(n)));
      expect(result.state?.messages.length, `${n} messages`).toBe(n);
      expect(result.state?.messages.at(-1)?.subject).toBe(`Message ${n}`);
      expect(result.problem).toBeNull();
    }
  });
});

describe('session 40: each tab keeps its own unsent draft', () => {
  it('a second tab typing does not overwrite the first tab’s draft', () => {
    const store = memoryStore();
    saveDraft({id: '', subject: 'Tab A', body: 'Half-written in tab A'}, store, 'tab-a');
    saveDraft({id: 'm05', subject: 'Tab B', body: 'Edited in tab B'}, store, 'tab-b');
    expect(loadDraft(store, 'tab-a')).toEqual({id: '', subject: 'Tab A', body: 'Half-written in tab A'});
    expect(loadDraft(store, 'tab-b')).toEqual({id: 'm05', subject: 'Tab B', body: 'Edited in tab B'});
    // Tab B sends its message: only its own draft goes.
    saveDraft(null, store, 'tab-b');
    expect(loadDraft(store, 'tab-b')).toBeNull();
    expect(loadDraft(store, 'tab-a')).toEqual({id: '', subject: 'Tab A', body: 'Half-written in tab A'});
  });

  it('a draft kept under the old shared key is still offered once, then belongs to the tab that took it', () => {
    const store = memoryStore({[DRAFT_KEY]: JSON.stringify({version: 1, id: '', subject: 'Old', body: 'Written before the change'})});
    expect(loadDraft(store, 'tab-a')).toEqual({id: '', subject: 'Old', body: 'Written before the change'});
    expect(store.data[DRAFT_KEY]).toBeUndefined();
    expect(loadDraft(store, 'tab-b')).toBeNull();
    expect(loadDraft(store, 'tab-a')).toEqual({id: '', subject: 'Old', body: 'Written before the change'});
  });
});
