/**
 * Issue 28 (u29j) D-1: an over-long unsent message is counted once, in the characters of the box,
 * and in one number format; a draft up to 8,000 characters is kept whatever it holds.
 */
import {describe, expect, it} from 'vitest';
import {saveKept, type KeyValueStore} from '@site/src/demos/kit/persist';
import {chatDraftSpec} from '@site/src/demos/simple-chat/draft';

const store = (): KeyValueStore & {data: Map<string, string>} => {
  const data = new Map<string, string>();
  return {data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k)};
};

describe('D-1: the kept draft counts what is in the box', () => {
  for (const workspace of [false, true]) {
    const spec = chatDraftSpec(workspace);
    it(`${workspace ? 'Zohlar' : 'Simple Chat'}: 31,631 characters in the box are reported as 31,631`, () => {
      const draft = `${'word '.repeat(6326)}x`;
      expect(draft.length).toBe(31_631);
      const outcome = saveKept(spec, {draft}, store());
      expect(outcome.ok).toBe(false);
      expect(!outcome.ok && outcome.message).toBe(
        'Your unsent message is 31,631 characters; this page keeps at most 8,000 in your browser, so it is not kept after a reload, and no earlier draft is kept in its place: a reload leaves the box empty. It is still on this page: download a copy to keep it.',
      );
    });
    it.each([
      ['8,000 letters', 'a'.repeat(8000)],
      ['8,000 line breaks', '\n'.repeat(8000)],
      ['8,000 quotes', '"'.repeat(8000)],
      ['8,000 control characters', '\u0001'.repeat(8000)],
      ['4,000 emoji (8,000 UTF-16 units)', '😀'.repeat(4000)],
    ])('%s are kept', (_name, draft) => {
      const s = store();
      expect(saveKept(spec, {draft}, s).ok).toBe(true);
      expect(s.data.get(spec.key)).toContain('"v":1');
    });
    it('8,001 characters are not, and the message says 8,001', () => {
      const outcome = saveKept(spec, {draft: 'b'.repeat(8001)}, store());
      expect(!outcome.ok && outcome.message).toMatch(/^Your unsent message is 8,001 characters; this page keeps at most 8,000 /);
    });
  }
});
