/**
 * s55 t-zoh F9 (issue 28, Zohlar): with a 400,113- and a 150,000-character document added, the over-the-cap message said
 * "The documents you added are 555,691 characters", the size of the stored JSON (one more character per line break, ids,
 * field names), not of the documents (550,150 with their titles). The message now counts the documents' titles and texts,
 * as the page's "at most 500,000 characters of added documents" does. Failed before the fix: the number was the JSON's.
 */
import {describe, expect, it} from 'vitest';
import {saveKept, type KeyValueStore} from '@site/src/demos/kit/persist';
import {ZOHLAR_KEPT} from '@site/src/demos/zohlar-showcase/kept';

const memory = (): KeyValueStore => {
  const m = new Map<string, string>();
  return {getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k)};
};

/** A log of `n` characters in lines of 72 ("Entry 12: pressure checked in boiler room B, …"). */
const log = (n: number) => {
  let text = '';
  for (let i = 0; text.length < n; i++) text += `${`Entry ${i}: pressure checked in boiler room B, reading within range.`.padEnd(71, '.')}\n`;
  return text.slice(0, n);
};

describe('t-zoh F9: the over-the-cap message counts the documents, not the stored JSON', () => {
  it('two logs of 400,113 and 150,000 characters', () => {
    const documents = [
      {id: 'added-1', title: 'Facilities maintenance log', text: log(400_113)},
      {id: 'added-2', title: 'Second log', text: log(150_000)},
    ];
    const chars = documents.reduce((n, d) => n + d.title.length + d.text.length, 0);
    const saved = saveKept(ZOHLAR_KEPT, {documents}, memory());
    expect(saved.ok).toBe(false);
    const message = saved.ok ? '' : saved.message;
    expect(message).toContain(`The documents you added are ${chars.toLocaleString('en-US')} characters; this page keeps at most 500,000`);
    expect(JSON.stringify({documents}).length).toBeGreaterThan(chars + 5_000); // the JSON's count is well apart
  });

  it('documents of 499,000 characters in many short lines are still kept', () => {
    const documents = [{id: 'added-1', title: 'Short lines', text: log(499_000)}];
    const store = memory();
    expect(saveKept(ZOHLAR_KEPT, {documents}, store).ok).toBe(true);
    expect(store.getItem(ZOHLAR_KEPT.key)).toContain('Short lines');
  });
});
