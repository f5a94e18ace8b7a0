/**
 * s50 task d (issue 28, tester u33d: /tmp/u33d/FINDINGS.md F5): the title a document had when it was removed, kept with
 * the document Undo brought back numbered, so the list's "brought back by Undo as …" survives a reload, Back and
 * another tab (they all read the kept record). The browser behaviour: tests/e2e/zohlar-undo-note-50d.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {mergeDocuments, restoredTitles, ZOHLAR_KEPT} from '@site/src/demos/zohlar-showcase/kept';

const OLD = {id: 'added-1-old', title: 'Shift notes', text: 'Night shift notes. The freezer door on dock 3 sticks.'};
const NEW = {id: 'added-2-new', title: 'Shift notes', text: 'New shift notes: the loading ramp light is broken.'};

describe('u33d F5: the reason a document was numbered by Undo is kept with it', () => {
  it('Undo numbers the old document and records the title it was removed with', () => {
    const back = restoredTitles([OLD], [NEW]);
    expect(back.documents).toEqual([{...OLD, title: 'Shift notes (2)', removedAs: 'Shift notes'}]);
  });

  for (const [title, existing] of [
    ['Site contacts', 'site contacts'],
    ['Notes', 'NOTES'],
    ['Übergabe', 'Übergabe'],
  ] as const) {
    it(`the kept record reads back “${title}” with its reason (a new document titled “${existing}”)`, () => {
      const [numbered] = restoredTitles([{...OLD, title}], [{...NEW, title: existing}]).documents;
      const stored = JSON.parse(JSON.stringify({documents: [{...NEW, title: existing}, numbered]}));
      const read = ZOHLAR_KEPT.read(stored, ZOHLAR_KEPT.version);
      expect(read?.documents[1]).toEqual({...OLD, title: `${title} (2)`, removedAs: title});
      expect(read?.documents[0]).not.toHaveProperty('removedAs');
    });
  }

  it('another tab’s save keeps the reason (merge passes the record through)', () => {
    const [numbered] = restoredTitles([OLD], [NEW]).documents;
    expect(mergeDocuments([NEW, numbered], [NEW, numbered], [NEW])).toContainEqual(numbered);
  });

  it('a reason that is not a title is not read back', () => {
    const read = ZOHLAR_KEPT.read({documents: [{...OLD, removedAs: 42}, {...NEW, removedAs: '  '}]}, ZOHLAR_KEPT.version);
    expect(read?.documents.every((d) => !('removedAs' in d))).toBe(true);
  });
});
