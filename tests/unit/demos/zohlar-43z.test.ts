/**
 * Issue 28 (u29k), task 43z: the Zohlar workspace's leftovers.
 * Z-3: two documents of the workspace never share a title, so a citation names one source.
 * Z-6: what the reader removed is kept for Undo in this tab.
 */
import {describe, expect, it} from 'vitest';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {distinctTitles, titleProblem, ZOHLAR_UNDO} from '@site/src/demos/zohlar-showcase/kept';

describe('Z-3: titles in the workspace are distinct', () => {
  const docs = [...SAMPLE_DOCUMENTS, {id: 'added-1', title: 'Long spec (300 sections)', text: 'One.'}];
  it('refuses a title already used, whatever its case and spacing, saying which', () => {
    expect(titleProblem('Long spec (300 sections)', docs)).toMatch(/already has a document titled “Long spec \(300 sections\)”/);
    expect(titleProblem('  long   SPEC (300 sections) ', docs)).toMatch(/already has/);
    expect(titleProblem('Travel and expenses policy (illustrative)', docs)).toMatch(/already has/);
    expect(titleProblem('Long spec (301 sections)', docs)).toBeNull();
  });
  it('names duplicates that still arrive (two tabs at once, an older kept record) apart', () => {
    const twice = [...docs, {id: 'added-2', title: 'long spec (300 sections)', text: 'Two.'}, {id: 'added-3', title: 'Long spec (300 sections)', text: 'Three.'}];
    const titles = distinctTitles(twice).map((d) => d.title);
    expect(new Set(titles.map((t) => t.toLowerCase())).size).toBe(titles.length);
    expect(titles.slice(-3)).toEqual(['Long spec (300 sections)', 'long spec (300 sections) (2)', 'Long spec (300 sections) (3)']);
    // No document changes when the titles are already distinct.
    expect(distinctTitles(docs)).toEqual(docs);
  });
  it('a numbered title that is taken is skipped', () => {
    const list = [{id: 'a', title: 'Notes', text: 'a'}, {id: 'b', title: 'Notes (2)', text: 'b'}, {id: 'c', title: 'Notes', text: 'c'}];
    expect(distinctTitles(list).map((d) => d.title)).toEqual(['Notes', 'Notes (2)', 'Notes (3)']);
  });
});

describe('Z-6: removed documents are kept for Undo in this tab', () => {
  const doc = {id: 'added-1', title: 'Clinic notes', text: 'HVAC quotes are due Friday.'};
  it('is a session record that reads back what was removed, newest last', () => {
    expect(ZOHLAR_UNDO.session).toBe(true);
    expect(ZOHLAR_UNDO.key.startsWith('cap-demo:')).toBe(true);
    const data = {removals: [{documents: [doc], all: false}]};
    expect(ZOHLAR_UNDO.read(JSON.parse(JSON.stringify(data)), 1)).toEqual(data);
    expect(ZOHLAR_UNDO.read({removals: [{documents: [{id: 1}], all: false}]}, 1)).toBeNull();
    expect(ZOHLAR_UNDO.read({removals: []}, 1)).toBeNull();
    expect(ZOHLAR_UNDO.toText(data)).toContain('HVAC quotes are due Friday.');
  });
});
