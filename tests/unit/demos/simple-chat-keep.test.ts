/**
 * Issue 28, S3 and S4: a conversation the browser could not save is reported with a way to download
 * it, and "Clear" can be undone, restoring the conversation and its saved copy.
 */
import {beforeEach, describe, expect, it} from 'vitest';
import {conversationJson, conversationMarkdown, loadTurns, saveTurns, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';

const KEY = 'cap-demo:simple-chat:v1';
const turns: ChatTurn[] = [
  {id: 'u1', role: 'user', content: 'Why does chunk overlap matter?', status: 'done'},
  {id: 'a1', role: 'assistant', content: 'Offline mode (retrieval only, nothing generated). 1. **Chunking**: overlap keeps context.', status: 'done', offline: true},
];

/** A Storage whose setItem throws the way a full browser storage does (DOMException QuotaExceededError). */
function fullStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: (k) => void data.delete(k),
  };
}

describe('saveTurns reports a failed save (S3)', () => {
  beforeEach(() => sessionStorage.clear());

  it('says ok when the conversation was saved', () => {
    expect(saveTurns(turns, KEY)).toEqual({ok: true});
    expect(loadTurns(KEY)).toHaveLength(2);
  });

  it('says the storage is full and that a reload loses the conversation', () => {
    const outcome = saveTurns(turns, KEY, fullStore());
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.reason).toBe('quota');
    expect(outcome.message).toMatch(/storage for this site is full/);
    expect(outcome.message).toMatch(/latest messages were not saved/);
    expect(outcome.message).toMatch(/download a copy/i);
  });

  it('says the browser refused when setItem throws anything else', () => {
    const store = {...fullStore(), setItem: () => { throw new Error('SecurityError: blocked'); }};
    const outcome = saveTurns(turns, KEY, store);
    expect(outcome).toMatchObject({ok: false, reason: 'refused'});
  });

  it('says storage is unavailable when there is none', () => {
    expect(saveTurns(turns, KEY, null)).toMatchObject({ok: false, reason: 'unavailable'});
  });
});

describe('clear and undo (S4)', () => {
  beforeEach(() => sessionStorage.clear());

  it('clearing removes the saved copy; undo saves the same conversation back', () => {
    saveTurns(turns, KEY);
    const cleared = loadTurns(KEY);
    expect(saveTurns([], KEY)).toEqual({ok: true});
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(loadTurns(KEY)).toEqual([]);
    expect(saveTurns(cleared, KEY)).toEqual({ok: true});
    expect(loadTurns(KEY)).toEqual(cleared);
  });
});

describe('download formats', () => {
  it('writes the conversation as Markdown, each turn under its speaker', () => {
    const md = conversationMarkdown(turns);
    expect(md).toMatch(/^# Conversation/);
    expect(md).toContain('## You\n\nWhy does chunk overlap matter?');
    expect(md).toContain('## Guide search\n\nOffline mode (retrieval only');
  });

  it('marks a stopped or failed reply in Markdown', () => {
    const md = conversationMarkdown([...turns, {id: 'a2', role: 'assistant', content: 'Part', status: 'stopped'}, {id: 'a3', role: 'assistant', content: '', status: 'error', error: 'The model returned 500.'}]);
    expect(md).toContain('## Assistant\n\nPart\n\n(Stopped: partial answer.)');
    expect(md).toContain('(Failed: The model returned 500.)');
  });

  it('writes JSON that loads back as the same conversation', () => {
    const json = conversationJson(turns);
    sessionStorage.setItem(KEY, json);
    expect(loadTurns(KEY)).toMatchObject(turns);
  });
});
