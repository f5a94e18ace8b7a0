/**
 * s45 (issue 28, brief 45x; tester u29x F8): two tabs add documents with the same title; the one added first keeps the
 * plain title in every tab, whatever order a tab holds the list in, so a title the reader saw never moves to another
 * document. Ids are the ones the workspace makes: `added-<time in base 36>-<random>` (zohlar-showcase/index.tsx, add).
 */
import {describe, expect, it} from 'vitest';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {distinctTitles} from '@site/src/demos/zohlar-showcase/kept';

const at = (ms: number, title: string, text: string) => ({id: `added-${ms.toString(36)}-${Math.random().toString(36).slice(2, 8)}`, title, text});
const big = at(Date.UTC(2026, 10, 27, 11, 42), 'Pallet register', 'Entry 5: pallet 5 is stored in aisle 5.');
const short = at(Date.UTC(2026, 10, 27, 11, 50), 'Pallet register', 'Entry 5: pallet 5 is stored in aisle 99 by clerk Zed.');
const titleOf = (docs: ReadonlyArray<{id: string; title: string}>, id: string) => docs.find((d) => d.id === id)?.title;

describe('F8: the document added first keeps its title, in any order', () => {
  it.each([
    ['this tab first', [big, short]],
    ['the other tab first (its save merged ahead of this page-only document)', [short, big]],
  ])('%s', (_, extra) => {
    const docs = distinctTitles([...SAMPLE_DOCUMENTS, ...extra]);
    expect(titleOf(docs, big.id)).toBe('Pallet register');
    expect(titleOf(docs, short.id)).toBe('Pallet register (2)');
    expect(docs.map((d) => d.id)).toEqual([...SAMPLE_DOCUMENTS, ...extra].map((d) => d.id));
  });

  it('after the other tab removes and brings back its copy, the titles are unchanged', () => {
    expect(titleOf(distinctTitles([big]), big.id)).toBe('Pallet register');
    expect(titleOf(distinctTitles([short, big]), big.id)).toBe('Pallet register');
  });

  it('a sample title is never numbered, and three copies number by when they were added', () => {
    const sample = SAMPLE_DOCUMENTS[0];
    const copy = at(Date.UTC(2026, 0, 1), sample.title, 'x');
    const later = at(Date.UTC(2026, 0, 3), 'Notes', 'c');
    const middle = at(Date.UTC(2026, 0, 2), 'notes', 'b');
    const first = at(Date.UTC(2026, 0, 1), 'Notes', 'a');
    const docs = distinctTitles([copy, ...SAMPLE_DOCUMENTS, later, middle, first]);
    expect(titleOf(docs, sample.id)).toBe(sample.title);
    expect(titleOf(docs, copy.id)).toBe(`${sample.title} (2)`);
    expect([titleOf(docs, first.id), titleOf(docs, middle.id), titleOf(docs, later.id)]).toEqual(['Notes', 'notes (2)', 'Notes (3)']);
  });
});
