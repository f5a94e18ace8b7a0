/**
 * Use-case matrix, tester u30c (s45). UC-5: the weight shares of one kind, shown as whole percents under "normalized so
 * that … each add up to 100%", add up to 100 (largest remainder: each share rounded down, the missing points to the
 * largest remainders, the first listed on a tie); u30c's inputs 70/5/69/47 showed 101%, 82/24/37/71 showed 99%.
 * UC-4: Undo takes back removals one at a time, newest first, not only the last.
 */
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {CRITERIA, STORAGE_KEY, defaultWeights, normaliseWeights, sharePercents, toStoredJson, type KeyValueStore, type Score, type UseCase} from '@site/src/learning-tools/use-case-matrix/model';

const memoryStore = (): KeyValueStore & {data: Record<string, string>} => {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v)};
};
const uc = (id: string, name: string): UseCase => ({id, name, scores: Object.fromEntries(CRITERIA.map((c) => [c.id, 3 as Score]))});
const VALUE = ['impact', 'strategic_fit', 'reach', 'urgency'];
const FEAS = ['data_readiness', 'technical_maturity', 'risk_effort', 'change_ease'];
const weightsOf = (value: number[], feas: number[]) => ({...Object.fromEntries(VALUE.map((id, i) => [id, value[i]])), ...Object.fromEntries(FEAS.map((id, i) => [id, feas[i]]))});

describe('UC-5: shown shares add up to 100%', () => {
  it.each([
    [[70, 5, 69, 47], 'value'],
    [[82, 24, 37, 71], 'feasibility'],
    [[1, 1, 1, 0], 'value'],
    [[33, 33, 33, 1], 'value'],
    [[29, 71, 50, 50], 'value'],
    [[100, 0.5, 0, 0], 'value'],
  ] as const)('%j (%s)', (w, kind) => {
    const weights = kind === 'value' ? weightsOf([...w], [35, 25, 20, 20]) : weightsOf([40, 25, 20, 15], [...w]);
    const shares = sharePercents(normaliseWeights(weights, kind));
    expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBe(100);
    // Each within one point of its exact share.
    for (const [id, p] of Object.entries(normaliseWeights(weights, kind))) expect(Math.abs(shares[id] - p * 100)).toBeLessThan(1);
  });

  it('on the page: 70/5/69/47 shows 37, 3, 36 and 24 percent of value', () => {
    const store = memoryStore();
    store.data[STORAGE_KEY] = toStoredJson({weights: weightsOf([70, 5, 69, 47], [35, 25, 20, 20]), useCases: [uc('1', 'One')]});
    render(<UseCaseMatrixTool store={store} />);
    const shown = screen.getAllByText(/% of value$/).map((el) => Number(el.textContent!.replace(/%.*/, '')));
    expect(shown.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('UC-4: Undo takes back each removal, newest first', {timeout: 30_000}, () => {
  it('two removals in a row: both can be undone, each at its place', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    store.data[STORAGE_KEY] = toStoredJson({weights: defaultWeights(), useCases: [uc('1', 'One'), uc('2', 'Two'), uc('3', 'Three'), uc('4', 'Four')]});
    render(<UseCaseMatrixTool store={store} />);
    const table = () => screen.getByRole('table', {name: /rank/i});
    await user.click(within(table()).getByRole('button', {name: /^Remove\s*Two$/}));
    await user.click(within(table()).getByRole('button', {name: /^Remove\s*Four$/}));
    expect(screen.getByRole('status')).toHaveTextContent(/Removed “Four”\..*Undo brings back 2 removals, newest first\./);
    await user.click(screen.getByRole('button', {name: 'Undo removing “Four”'}));
    expect(screen.getByRole('status')).toHaveTextContent('Restored “Four”.');
    await user.click(screen.getByRole('button', {name: 'Undo removing “Two”'}));
    expect(JSON.parse(store.data[STORAGE_KEY]).useCases.map((u: UseCase) => u.name)).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(screen.queryByRole('button', {name: /^Undo removing/})).toBeNull();
  });
});
