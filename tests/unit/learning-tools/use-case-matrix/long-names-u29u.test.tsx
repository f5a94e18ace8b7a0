// u29u M3: CSV import took names over 200 characters (the form and the JSON import refuse them); the
// loader then called the saved list unreadable, so another tab ignored every change to it (its next save
// wrote over the first tab's entries) and a reload wrote an `unreadable-backup`. Every import path now
// refuses such a name before anything changes, naming the line; saved data with one loads whole.
import {afterEach, describe, expect, it} from 'vitest';
import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {
  BACKUP_KEY,
  CRITERIA,
  CsvError,
  MAX_NAME_LENGTH,
  STORAGE_KEY,
  defaultWeights,
  loadPortfolioState,
  parseCsv,
  readStored,
  toStoredJson,
  type KeyValueStore,
  type Score,
  type UseCase,
} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}
const HEADER = `name,${CRITERIA.map((c) => c.id).join(',')}`;
const row = (name: string) => [name, ...CRITERIA.map(() => 3)].join(',');
const uc = (id: string, name: string): UseCase => ({id, name, scores: Object.fromEntries(CRITERIA.map((c) => [c.id, 3 as Score]))});
// A German description pasted into the name column, as in the tester's name201.csv.
const long = `Automatische Erstellung von Angebotsunterlagen aus CRM-Daten, Preislisten und früheren Angeboten für den Vertrieb ${'x'.repeat(400)}`.slice(0, 201);
const table = () => screen.getByRole('table', {name: /ranked use cases/i});

afterEach(() => localStorage.clear());

describe('u29u M3: the 200-character name limit holds on every import path', () => {
  it('CSV: a 201-character name is refused, naming its line and the limit', () => {
    expect(long).toHaveLength(MAX_NAME_LENGTH + 1);
    let error: unknown;
    try {
      parseCsv([HEADER, row('Short one'), row(`"${long}"`)].join('\n'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CsvError);
    expect((error as CsvError).line).toBe(3);
    expect((error as CsvError).message).toMatch(/201 characters.*at most 200/);
  });

  it('CSV: a 200-character name is taken whole', () => {
    const name = long.slice(0, 200);
    expect(parseCsv([HEADER, row(`"${name}"`)].join('\n')).useCases[0].name).toBe(name);
  });

  it('the tester’s name201.csv is refused in the tool and the list is unchanged', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    store.setItem(STORAGE_KEY, toStoredJson({weights: defaultWeights(), useCases: [uc('k', 'Kept entry')]}));
    render(<UseCaseMatrixTool store={store} draftStore={null} />);
    const text = [HEADER, row(`"${long}"`), row('Short one')].join('\n');
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([text], 'name201.csv', {type: 'text/csv'}));
    await waitFor(() => expect(screen.getByText(/Import refused/)).toBeInTheDocument());
    expect(screen.getByText(/Import refused/).textContent).toMatch(/Line 2: .*201 characters.*at most 200.*Nothing was changed/s);
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(within(table()).getAllByText('Kept entry').length).toBeGreaterThan(0);
  });
});

describe('u29u M3: saved data with a name over 200 characters loads whole', () => {
  const raw = toStoredJson({weights: defaultWeights(), useCases: [uc('a', long), uc('b', 'Short one')]});

  it('readStored: no problem, no backup, the name kept as saved', () => {
    const result = readStored(raw);
    expect(result.problem).toBeNull();
    expect(result.unreadable).toBeNull();
    expect(result.portfolio.useCases.map((u) => u.name)).toEqual([long, 'Short one']);
  });

  it('loading writes no unreadable-backup', () => {
    const store = memoryStore();
    store.setItem(STORAGE_KEY, raw);
    expect(loadPortfolioState(store).problem).toBeNull();
    expect(store.data[BACKUP_KEY]).toBeUndefined();
  });

  it('two tabs: a change made in the other tab shows here, so this tab’s next save keeps it', async () => {
    localStorage.setItem(STORAGE_KEY, raw);
    const user = userEvent.setup();
    render(<UseCaseMatrixTool draftStore={null} />);
    // Tab A adds an entry and raises a weight.
    const fromA = {weights: {...defaultWeights(), [CRITERIA[0].id]: 10}, useCases: [uc('a', long), uc('b', 'Short one'), uc('c', 'Added in tab A')]};
    const rawA = toStoredJson(fromA);
    localStorage.setItem(STORAGE_KEY, rawA);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', {key: STORAGE_KEY, newValue: rawA}));
    });
    expect(within(table()).getAllByText('Added in tab A').length).toBeGreaterThan(0);
    // This tab (B) then adds its own: the saved list holds both, and A's weight.
    await user.type(screen.getByLabelText('Use case name'), 'Added in tab B');
    await user.click(screen.getByRole('button', {name: 'Add use case'}));
    const saved = readStored(localStorage.getItem(STORAGE_KEY) ?? '').portfolio;
    expect(saved.useCases.map((u) => u.name)).toEqual([long, 'Short one', 'Added in tab A', 'Added in tab B']);
    expect(saved.weights[CRITERIA[0].id]).toBe(10);
  });
});
