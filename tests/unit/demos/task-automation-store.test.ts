import {describe, expect, it} from 'vitest';
import {BACKUP_KEY, STORAGE_KEY, loadSaved, readSaved, save, serialize, type KeyValueStore, type SavedState} from '@site/src/demos/task-automation/store';
import {DEFAULT_RULES, SAMPLE_MESSAGES} from '@site/src/demos/task-automation/sample';

const state: SavedState = {
  messages: [{...SAMPLE_MESSAGES[0], body: 'I do not want a refund, where is my parcel?'}, {id: 'm21', from: 'me@example.com', subject: 'Mine', body: 'refund?'}],
  rulesDraft: `${DEFAULT_RULES}\nquestion => feedback`,
  rulesApplied: DEFAULT_RULES,
  threshold: 0.45,
  decisions: [{id: 'm06', subject: 'Cancel my subscription', action: 'Cancel at the end of the billing period and confirm by e-mail.', verdict: 'Rejected', at: '10:00:00'}],
};

function memoryStore(initial: Record<string, string> = {}, failOn?: string): KeyValueStore & {data: Record<string, string>} {
  const data = {...initial};
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      if (k === failOn) throw new DOMException('full', 'QuotaExceededError');
      data[k] = v;
    },
  };
}

describe('Task Automation saved edits', () => {
  it('round-trips every edit under a versioned key', () => {
    const store = memoryStore();
    expect(save(state, store)).toEqual({ok: true});
    expect(JSON.parse(store.data[STORAGE_KEY]).version).toBe(1);
    expect(loadSaved(store)).toEqual({state, problem: null, unreadable: null});
  });

  it('keeps damaged saved data under the backup key and says so', () => {
    const raw = '{"version":1,"messages":[';
    const store = memoryStore({[STORAGE_KEY]: raw});
    const result = loadSaved(store);
    expect(result.state).toBeNull();
    expect(result.problem).toMatch(/damaged .* kept: download it/);
    expect(result.unreadable).toBe(raw);
    expect(store.data[BACKUP_KEY]).toBe(raw);
  });

  it('does not read a newer format, and keeps it', () => {
    const raw = JSON.stringify({version: 2, inbox: []});
    const result = readSaved(raw);
    expect(result).toEqual({state: null, problem: expect.stringMatching(/newer version of this demo \(format 2\)/), unreadable: raw});
  });

  it('loads the readable part and reports what it could not read', () => {
    const doc = JSON.parse(serialize(state));
    doc.messages.push({id: 'm22', from: 'x@example.com', subject: '', body: ''}, {id: 5});
    const result = readSaved(JSON.stringify(doc));
    expect(result.state?.messages).toEqual(state.messages);
    expect(result.problem).toMatch(/^2 saved items .* could not be read; the rest is loaded/);
    expect(result.unreadable).not.toBeNull();
  });

  it('reports a full or missing storage with the way out', () => {
    expect(save(state, memoryStore({}, STORAGE_KEY))).toEqual({ok: false, message: expect.stringMatching(/storage for this site is full.*Download my edits/)});
    expect(save(state, null)).toEqual({ok: false, message: expect.stringMatching(/does not let the page save.*Download my edits/)});
    const broken: KeyValueStore = {getItem: () => { throw new Error('denied'); }, setItem: () => undefined};
    expect(loadSaved(broken).problem).toMatch(/does not let the page read saved data/);
  });
});
