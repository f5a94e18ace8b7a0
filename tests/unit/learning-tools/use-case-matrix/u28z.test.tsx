// Tester findings u28z (issue 28): lost edit draft across tabs (M1), removal without undo (M2),
// priority from rounded scores (M4), invalid weights used silently (M5), CSV without BOM (M3),
// unknown columns and a missing header row (M6).
import {afterEach, describe, expect, it} from 'vitest';
import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {
  CRITERIA,
  CsvError,
  STORAGE_KEY,
  defaultWeights,
  kindScore,
  parseCsv,
  rankUseCases,
  round,
  scoreUseCase,
  toCsv,
  toStoredJson,
  type KeyValueStore,
  type Score,
  type UseCase,
} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

function uc(id: string, name: string, values: number[] = [3, 3, 3, 3, 3, 3, 3, 3]): UseCase {
  return {id, name, scores: Object.fromEntries(CRITERIA.map((c, i) => [c.id, values[i] as Score]))};
}

const HEADER = `name,${CRITERIA.map((c) => c.id).join(',')}`;
const table = () => screen.getByRole('table', {name: /ranked use cases/i});

function errorOf(fn: () => unknown): CsvError {
  try {
    fn();
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
  throw new Error('expected a CsvError');
}

/** What another tab writes to localStorage, delivered as the browser's `storage` event. */
function otherTabWrites(useCases: UseCase[]) {
  const raw = toStoredJson({weights: defaultWeights(), useCases});
  localStorage.setItem(STORAGE_KEY, raw);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', {key: STORAGE_KEY, newValue: raw}));
  });
}

afterEach(() => localStorage.clear());

describe('u28z M1: an edit draft survives a change in another tab', {timeout: 30_000}, () => {
  const a = uc('uc-a', 'Alpha assistant', [4, 4, 4, 4, 4, 4, 4, 4]);
  const b = uc('uc-b', 'Beta summaries');
  const seed = () =>
    localStorage.setItem(STORAGE_KEY, toStoredJson({weights: defaultWeights(), useCases: [a, b]}));

  it('the entry removed elsewhere: the typed rename stays, with a note, and can be saved as a new entry', async () => {
    seed();
    const user = userEvent.setup();
    render(<UseCaseMatrixTool />);
    await user.click(within(table()).getByRole('button', {name: /^Edit\s*Alpha assistant$/}));
    const name = screen.getByLabelText('Use case name');
    await user.clear(name);
    await user.type(name, 'Alpha renamed');
    otherTabWrites([b]);
    expect(name).toHaveValue('Alpha renamed');
    expect(screen.getByText(/“Alpha assistant” was removed in another tab/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Save as a new entry'}));
    expect(within(table()).getByRole('row', {name: /Alpha renamed/})).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
  });

  it('the entry removed elsewhere: the draft can be discarded', async () => {
    seed();
    const user = userEvent.setup();
    render(<UseCaseMatrixTool />);
    await user.click(within(table()).getByRole('button', {name: /^Edit\s*Alpha assistant$/}));
    await user.type(screen.getByLabelText('Use case name'), ' 2');
    otherTabWrites([b]);
    await user.click(screen.getByRole('button', {name: 'Discard the draft'}));
    expect(screen.getByLabelText('Use case name')).toHaveValue('');
    expect(screen.getByRole('button', {name: 'Add use case'})).toBeInTheDocument();
  });

  it('the entry edited elsewhere: the draft stays and the note says it changed', async () => {
    seed();
    const user = userEvent.setup();
    render(<UseCaseMatrixTool />);
    await user.click(within(table()).getByRole('button', {name: /^Edit\s*Alpha assistant$/}));
    await user.type(screen.getByLabelText('Use case name'), ' v2');
    otherTabWrites([{...a, name: 'Alpha by tab B'}, b]);
    expect(screen.getByLabelText('Use case name')).toHaveValue('Alpha assistant v2');
    expect(screen.getByText(/“Alpha assistant” was changed in another tab/)).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Save changes'})).toBeInTheDocument();
  });
});

describe('u28z M2: removal can be undone and focus stays in the table', {timeout: 30_000}, () => {
  it('offers Undo, restores the entry in its place, and moves focus to the next Remove button', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    store.data[STORAGE_KEY] = toStoredJson({
      weights: defaultWeights(),
      useCases: [uc('1', 'One', [5, 5, 5, 5, 5, 5, 5, 5]), uc('2', 'Two', [4, 4, 4, 4, 4, 4, 4, 4]), uc('3', 'Three', [2, 2, 2, 2, 2, 2, 2, 2])],
    });
    render(<UseCaseMatrixTool store={store} />);
    await user.click(within(table()).getByRole('button', {name: /^Remove\s*Two$/}));
    expect(within(table()).queryByRole('row', {name: /Two/})).toBeNull();
    expect(within(table()).getByRole('button', {name: /^Remove\s*Three$/})).toHaveFocus();
    await user.click(screen.getByRole('button', {name: 'Undo removing “Two”'}));
    expect(JSON.parse(store.data[STORAGE_KEY]).useCases.map((u: UseCase) => u.name)).toEqual(['One', 'Two', 'Three']);
    expect(screen.getByRole('status')).toHaveTextContent('Restored “Two”.');
  });

  it('removing the last row moves focus to the previous Remove button, the only row to the name field', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    store.data[STORAGE_KEY] = toStoredJson({
      weights: defaultWeights(),
      useCases: [uc('1', 'One', [5, 5, 5, 5, 5, 5, 5, 5]), uc('2', 'Two')],
    });
    render(<UseCaseMatrixTool store={store} />);
    await user.click(within(table()).getByRole('button', {name: /^Remove\s*Two$/}));
    expect(within(table()).getByRole('button', {name: /^Remove\s*One$/})).toHaveFocus();
    await user.click(within(table()).getByRole('button', {name: /^Remove\s*One$/}));
    expect(screen.getByLabelText('Use case name')).toHaveFocus();
  });
});

describe('u28z M4: priority is the product of the unrounded scores, rounded once', () => {
  // value weights 7,5,3,1 and value scores 1,1,1,2: value = (7+5+3+2)/16 = 1.0625, shown 1.06;
  // feasibility 4.00; priority 1.0625 × 4 = 4.25 (the rounded 1.06 × 4 would give 4.24).
  const weights = {...defaultWeights(), impact: 7, strategic_fit: 5, reach: 3, urgency: 1};
  const entry = uc('x', 'X', [1, 1, 1, 2, 4, 4, 4, 4]);
  it('scores, ranks and exports the same priority', () => {
    expect(kindScore(entry.scores, weights, 'value')).toBe(1.0625);
    const s = scoreUseCase(entry, weights);
    expect(s.value).toBe(1.06);
    expect(s.priority).toBe(4.25);
    expect(rankUseCases([entry], weights)[0].priority).toBe(4.25);
    expect(toCsv([entry], weights)).toContain(',1.06,4.00,4.25,');
    expect(round(1.0625 * 4)).toBe(4.25);
  });
});

describe('u28z M5: an invalid weight is named, not used silently', {timeout: 30_000}, () => {
  it('says the ranking uses the last valid value and refuses the exports until the field is fixed', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    const field = screen.getByLabelText('Financial impact weight');
    await user.clear(field);
    await user.type(field, '-5');
    expect(screen.getAllByText(/the ranking uses the last valid value, 40, until the field is fixed/).length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', {name: 'Export JSON'})[0]);
    expect(screen.getByRole('alert')).toHaveTextContent(/Not exported: the Financial impact weight/);
  });
});

describe('u28z M3: the CSV export starts with a UTF-8 byte-order mark', () => {
  it('so spreadsheet programs read non-Latin names, and the import reads it back', () => {
    const csv = toCsv([uc('a', 'Сводка звонков 顧客')], defaultWeights());
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).startsWith('name,')).toBe(true);
    expect(parseCsv(csv).useCases[0].name).toBe('Сводка звонков 顧客');
  });
});

describe('u28z M6: unknown columns and a missing header row', () => {
  it('ignores an unknown column and names it', () => {
    const result = parseCsv(`${HEADER},Notes\nA,3,3,3,3,3,3,3,3,call Ann\n`);
    expect(result.useCases.map((u) => u.name)).toEqual(['A']);
    expect(result.ignoredColumns).toEqual(['Notes']);
  });
  it('names a missing header row as such', () => {
    const e = errorOf(() => parseCsv('A,3,3,3,3,3,3,3,3\nB,3,3,3,3,3,3,3,3\n'));
    expect(e.message).toMatch(/^Line 1: the file has no header row/);
  });
  it('the tool says which columns it ignored', {timeout: 30_000}, async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    const file = new File([`${HEADER},Notes\nA,3,3,3,3,3,3,3,3,call Ann\n`], 'notes.csv', {type: 'text/csv'});
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), file);
    // The file is read asynchronously (fileBytes): under load the message arrives after upload() resolves.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The column “Notes” is not one the matrix uses and was ignored.'));
  });
});
