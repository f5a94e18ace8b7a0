/**
 * Issue 28 (u29d), task 42l. Z-8: two tabs of the Zohlar workspace each add a document; every
 * save merges with the stored list, so neither tab's documents are lost and a removal in one tab
 * removes only that document.
 */
import {describe, expect, it} from 'vitest';
import {mergeDocuments, ZOHLAR_KEPT} from '@site/src/demos/zohlar-showcase/kept';

const A = {id: 'added-a', title: 'Doc from tab A', text: 'Alpha text.'};
const B = {id: 'added-b', title: 'Doc from tab B', text: 'Beta text.'};
const C = {id: 'added-c', title: 'Doc from tab C', text: 'Gamma text.'};

describe('Z-8: the workspace documents of two tabs merge', () => {
  it('keeps what another tab added since this tab last read the list', () => {
    // Tab B started empty, tab A then saved [A]; tab B adds B.
    expect(mergeDocuments([A], [B], [])).toEqual([A, B]);
  });
  it('a removal in one tab removes only that document', () => {
    // Both tabs had [A, B]; tab C's tab added C; this tab removes A.
    expect(mergeDocuments([A, B, C], [B], [A, B])).toEqual([B, C]);
  });
  it('another tab removing a document this tab did not change removes it here too', () => {
    expect(mergeDocuments([B], [A, B], [A, B])).toEqual([B]);
  });
  it('a document kept in both lists appears once', () => {
    expect(mergeDocuments([A], [A], [])).toEqual([A]);
  });
  it('the spec merges records and keeps nothing when nothing is left', () => {
    expect(ZOHLAR_KEPT.merge?.({documents: [A]}, {documents: [B]}, null)).toEqual({documents: [A, B]});
    expect(ZOHLAR_KEPT.merge?.({documents: [A]}, null, {documents: [A]})).toBeNull();
  });
});
