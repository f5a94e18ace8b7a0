/**
 * Use-case matrix, tester u30c UC-6 (s45): after a quick Back the edit came back with "Your unsaved changes to … were
 * kept" while the form held the entry as saved (the typed name had not reached this tab's draft). The note says changes
 * were kept only when the draft differs from the saved entry; otherwise it says the edit is open again as saved.
 */
import {describe, expect, it} from 'vitest';
import {render, screen} from '@testing-library/react';
import UseCaseMatrixTool, {ADD_DRAFT_KEY} from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {CRITERIA, STORAGE_KEY, defaultWeights, toStoredJson, type KeyValueStore, type Score, type UseCase} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}
const scores = Object.fromEntries(CRITERIA.map((c) => [c.id, 3 as Score]));
const entry: UseCase = {id: 'g', name: 'Größenschätzung Lager', scores};

function open(draft: {name: string; scores: Record<string, Score>}) {
  const store = memoryStore();
  store.setItem(STORAGE_KEY, toStoredJson({weights: defaultWeights(), useCases: [entry, {id: 'l', name: 'Lieferantenbewertung', scores}]}));
  const session = memoryStore();
  session.setItem(ADD_DRAFT_KEY, JSON.stringify({...draft, editing: {id: 'g', name: entry.name}}));
  render(<UseCaseMatrixTool store={store} draftStore={session} />);
  return screen.getByRole('status').textContent ?? '';
}

describe('UC-6: the note after a reload or Back says truly what was kept', () => {
  it('a draft equal to the saved entry: no claim of kept changes', () => {
    const note = open({name: entry.name, scores});
    expect(note).not.toMatch(/were kept/);
    expect(note).toMatch(/You were editing “Größenschätzung Lager”; it is open again as saved \(this tab holds no unsaved changes to it\)\./);
    expect(screen.getByRole('button', {name: 'Save changes'})).toBeInTheDocument();
  });

  it('a changed name or score: the changes were kept, and say so', () => {
    expect(open({name: 'Größenschätzung Lager NEU', scores})).toMatch(/unsaved changes to “Größenschätzung Lager” were kept/);
  });

  it('a changed score only', () => {
    expect(open({name: entry.name, scores: {...scores, urgency: 1 as Score}})).toMatch(/were kept/);
  });
});
