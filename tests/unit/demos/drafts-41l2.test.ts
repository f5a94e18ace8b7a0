/**
 * Issue 28 (u28y) S-A3 and Z-A4: an unsent Simple Chat (or Zohlar chat) message and a half-typed
 * Zohlar document are kept in this tab's session storage, versioned like the other kept work, so
 * Back and a reload bring them back; the privacy notice lists each key.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadKept, saveKept} from '@site/src/demos/kit/persist';
import {chatDraftSpec} from '@site/src/demos/simple-chat/draft';
import {ZOHLAR_DRAFT} from '@site/src/demos/zohlar-showcase/kept';
import {MemoryStore} from './kit/memoryStore';

const NOTICE = readFileSync(join(__dirname, '../../../src/pages/privacy.mdx'), 'utf8');

describe('the unsent chat message (S-A3)', () => {
  it('comes back from session storage, versioned, one key per chat', () => {
    for (const workspace of [false, true]) {
      const spec = chatDraftSpec(workspace);
      expect(spec.session).toBe(true);
      expect(spec.key).toBe(workspace ? 'cap-demo:zohlar-chat:draft' : 'cap-demo:simple-chat:draft');
      expect(NOTICE).toContain(`\`${spec.key}\``);
      const store = new MemoryStore();
      expect(saveKept(spec, {draft: 'How does RAG\nreduce'}, store).ok).toBe(true);
      expect(JSON.parse(store.getItem(spec.key) ?? '{}').v).toBe(1);
      expect(loadKept(spec, store).data).toEqual({draft: 'How does RAG\nreduce'});
    }
  });

  it('reports a record it cannot read instead of dropping it silently', () => {
    const spec = chatDraftSpec(false);
    const store = new MemoryStore();
    store.setItem(spec.key, JSON.stringify({v: 1, savedAt: '2026-11-27T00:00:00Z', data: {draft: 42}}));
    const outcome = loadKept(spec, store);
    expect(outcome.data).toBeNull();
    expect(outcome.problem).toBeTruthy();
  });

  it('says why a draft too large to keep is not kept', () => {
    const outcome = saveKept(chatDraftSpec(false), {draft: 'x'.repeat(100_000)}, new MemoryStore());
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(/message/);
  });
});

describe('the half-typed Zohlar document (Z-A4)', () => {
  it('comes back from session storage with its title and text', () => {
    expect(ZOHLAR_DRAFT.session).toBe(true);
    expect(NOTICE).toContain(`\`${ZOHLAR_DRAFT.key}\``);
    const store = new MemoryStore();
    expect(saveKept(ZOHLAR_DRAFT, {title: 'On-call rota', text: 'Week 1: Ana'}, store).ok).toBe(true);
    expect(loadKept(ZOHLAR_DRAFT, store).data).toEqual({title: 'On-call rota', text: 'Week 1: Ana'});
    store.setItem(ZOHLAR_DRAFT.key, JSON.stringify({v: 1, savedAt: '2026-11-27T00:00:00Z', data: {title: 3}}));
    expect(loadKept(ZOHLAR_DRAFT, store).problem).toBeTruthy();
  });
});
