/**
 * Use-case matrix, tester u30m M-5 (s45): "Load sample portfolio" clicked a second time added the same 7 entries
 * again with no note, although an import skips entries already in the list. Samples already in the list (same name
 * and scores) are now skipped and counted; a sample whose name is in the list with other scores is added and named.
 */
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {CRITERIA, STORAGE_KEY, defaultWeights, readStored, samplePortfolio, toStoredJson, type KeyValueStore, type Score, type UseCase} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}
const sample = samplePortfolio();
function setup(useCases: UseCase[]) {
  const store = memoryStore();
  store.setItem(STORAGE_KEY, toStoredJson({weights: defaultWeights(), useCases}));
  render(<UseCaseMatrixTool store={store} draftStore={memoryStore()} />);
  return {store, user: userEvent.setup()};
}
const names = (store: KeyValueStore) => readStored(store.getItem(STORAGE_KEY) ?? '').portfolio.useCases.map((u) => u.name);
const load = () => screen.getByRole('button', {name: 'Load sample portfolio'});

describe('u30m M-5: the sample portfolio loaded again', {timeout: 30_000}, () => {
  it('a second load adds nothing and says why', async () => {
    const {store, user} = setup([]);
    await user.click(load());
    expect(names(store)).toHaveLength(sample.length);
    await user.click(load());
    expect(names(store)).toHaveLength(sample.length);
    expect(screen.getByRole('status').textContent).toMatch(new RegExp(`All ${sample.length} sample use cases are already in your list; nothing was added`));
  });

  it('only the missing samples are added, the rest counted as skipped', async () => {
    const {store, user} = setup(sample.slice(0, 5));
    await user.click(load());
    expect(names(store)).toEqual(sample.map((u) => u.name));
    expect(screen.getByRole('status').textContent).toMatch(/Added 2 generic sample use cases to your list\. 5 were already in your list and were skipped\./);
  });

  it('a sample rescored in the list is added again, and the repeated name is named', async () => {
    const changed: UseCase = {...sample[0], scores: {...sample[0].scores, [CRITERIA[0].id]: (sample[0].scores[CRITERIA[0].id] === 1 ? 2 : 1) as Score}};
    const {store, user} = setup([changed]);
    await user.click(load());
    expect(names(store)).toHaveLength(sample.length + 1);
    expect(screen.getByRole('status').textContent).toMatch(/One name repeats another/);
    expect(within(screen.getByRole('table', {name: /ranked use cases/i})).getAllByRole('rowheader', {name: sample[0].name})).toHaveLength(2);
  });
});
