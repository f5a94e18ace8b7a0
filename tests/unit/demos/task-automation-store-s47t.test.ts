/**
 * Brief s47 t5 (issue 28, u30z F3): an unfinished message over about 5,000 characters was lost on reload (the
 * draft reader dropped any draft over twice the message limit), and a draft the browser refused to store left an
 * older version behind, which came back as "Restored the message you were writing" with an empty body. A draft
 * comes back whole at any size the browser stores; a refused one is reported (`ok: false`, with the draft, so the
 * page can say so and offer it as a download) and no older version of it stays to be restored.
 */
import {describe, expect, it} from 'vitest';
import {loadDrafts, saveDrafts, type KeyValueStore} from '@site/src/demos/task-automation/store';

/** localStorage as the browser gives it: setItem throws a QuotaExceededError past the quota (HTML Storage, "setItem"). */
function quotaStore(quota = Infinity): KeyValueStore & {data: Record<string, string>; removeItem: (k: string) => void} {
  const data: Record<string, string> = {};
  const used = () => Object.entries(data).reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      if (used() - (data[k] ? k.length + data[k].length : 0) + k.length + v.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data[k] = v;
    },
    removeItem: (k) => void delete data[k],
  };
}

describe('F3: a long unfinished message survives a reload', () => {
  it.each([8_000, 12_000, 50_000, 1_000_000, 3_000_000])('a new message of %i characters comes back whole', (n) => {
    const store = quotaStore();
    const body = `My parcel ORD-73001 has not arrived. ${'y'.repeat(n)}`;
    expect(saveDrafts({current: '', drafts: [{id: '', subject: 'Draft', body}]}, store, 'tab-a')).toEqual({ok: true});
    const back = loadDrafts(store, 'tab-a');
    expect(back?.drafts[0]?.body.length).toBe(body.length);
    expect(back?.current).toBe('');
  });
});

describe('F3: a draft the browser refuses is reported, and no older version of it is restored', () => {
  it('the save says the draft is not kept, and a reload restores nothing of it', () => {
    const store = quotaStore(100_000);
    saveDrafts({current: '', drafts: [{id: '', subject: 'Draft 6 MB', body: ''}]}, store, 'tab-a');
    const big = {id: '', subject: 'Draft 6 MB', body: 'x'.repeat(200_000)};
    const result = saveDrafts({current: '', drafts: [big]}, store, 'tab-a');
    expect(result).toEqual({ok: false, notKept: big});
    expect(loadDrafts(store, 'tab-a')).toBeNull();
  });
  it('the other messages’ drafts and the text set aside are still kept', () => {
    const store = quotaStore(100_000);
    const other = {id: 'm03', subject: 'Edited', body: 'An unsaved edit of m03.'};
    const aside = {id: '', subject: 'Emptied', body: 'Text the reader emptied.'};
    const big = {id: '', subject: 'Big', body: 'x'.repeat(200_000)};
    const result = saveDrafts({current: '', drafts: [other, big], aside}, store, 'tab-a');
    expect(result.ok).toBe(false);
    const back = loadDrafts(store, 'tab-a');
    expect(back?.drafts).toEqual([other]);
    expect(back?.aside).toEqual(aside);
  });
});
