/**
 * Issue 28, u34c F5: a draft over the 8,000 characters kept replaced a short one, and a reload brought the short one
 * back (text the reader had deleted; Enter would send it). Now the older draft is removed and the note says so.
 * Inputs from /tmp/u34c/draft.js ("DRAFT A short", then 9,061 characters) and nav.js (2.1 MB over 36 characters).
 */
import {describe, expect, it} from 'vitest';
import {loadKept, saveKept, type KeyValueStore} from '@site/src/demos/kit/persist';
import {chatDraftSpec} from '@site/src/demos/simple-chat/draft';

const store = (): KeyValueStore & {data: Map<string, string>} => {
  const data = new Map<string, string>();
  return {data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k)};
};

const CLEARED = 'so it is not kept after a reload, and no earlier draft is kept in its place: a reload leaves the box empty. It is still on this page: download a copy to keep it.';

describe('u34c F5: a draft over the cap leaves no older draft behind', () => {
  for (const workspace of [false, true]) {
    const spec = chatDraftSpec(workspace);
    const chains: Array<[string, string, string]> = [
      ['draft.js: "DRAFT A short", then 9,061 characters', 'DRAFT A short', 'B'.repeat(9061)],
      ['nav.js: a 2.1 MB paste over a 36-character draft', 'x'.repeat(36), 'p'.repeat(2_100_000)],
      ['8,001 characters over 8,000 kept', 'a'.repeat(8000), 'b'.repeat(8001)],
      ['a multi-line draft replaced by 4,001 emoji (8,002 units)', 'line one\nline two', '😀'.repeat(4001)],
    ];
    for (const [name, a, b] of chains) {
      it(`${workspace ? 'Zohlar' : 'Simple Chat'}: ${name}`, () => {
        const s = store();
        expect(saveKept(spec, {draft: a}, s).ok).toBe(true);
        expect(loadKept(spec, s).data).toEqual({draft: a});
        const outcome = saveKept(spec, {draft: b}, s);
        expect(outcome.ok).toBe(false);
        expect(!outcome.ok && outcome.message).toBe(
          `Your unsent message is ${b.length.toLocaleString('en-US')} characters; this page keeps at most 8,000 in your browser, ${CLEARED}`,
        );
        // What a reload reads: nothing, never the replaced draft A.
        expect(loadKept(spec, s).data).toBeNull();
        expect(s.data.has(spec.key)).toBe(false);
      });
    }
    it(`${workspace ? 'Zohlar' : 'Simple Chat'}: typing back under the cap keeps what is typed then`, () => {
      const s = store();
      saveKept(spec, {draft: 'DRAFT A short'}, s);
      saveKept(spec, {draft: 'B'.repeat(9061)}, s);
      expect(saveKept(spec, {draft: 'B'.repeat(7000)}, s).ok).toBe(true);
      expect(loadKept(spec, s).data).toEqual({draft: 'B'.repeat(7000)});
    });
    it(`${workspace ? 'Zohlar' : 'Simple Chat'}: a browser that refuses the removal gets no promise of an empty box`, () => {
      const s = store();
      saveKept(spec, {draft: 'DRAFT A short'}, s);
      const refusing = {...s, removeItem: () => {
        throw new Error('SecurityError');
      }};
      const outcome = saveKept(spec, {draft: 'B'.repeat(9061)}, refusing);
      expect(!outcome.ok && outcome.message).toMatch(/so it is not kept after a reload\. It is still on this page/);
      expect(!outcome.ok && outcome.message).not.toMatch(/box empty/);
    });
  }
});
