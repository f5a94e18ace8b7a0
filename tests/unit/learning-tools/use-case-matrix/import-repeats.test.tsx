/**
 * u28k UC2: in "add" mode an exact repeat of an entry already in the list (same name after folding,
 * same score on every criterion) is skipped with "N rows were already in your list and were skipped";
 * a near-duplicate (same name, other scores) is added with the duplicate note (u28i UC3); replace
 * mode and repeats within one file skip nothing; the reader's entries are never touched. Own inputs.
 * The e2e check is in tests/e2e/tools-u28i.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {CRITERION_IDS, repeatsOfList, sameEntry, STORAGE_KEY, toJson, type KeyValueStore, type Score} from '@site/src/learning-tools/use-case-matrix/model';

const HEADER = ['name', ...CRITERION_IDS].join(',');
const scoresOf = (values: number[]) => Object.fromEntries(CRITERION_IDS.map((id, i) => [id, (values[i] ?? 3) as Score]));
const row = (name: string, values: number[] = []) => [name.includes(',') ? `"${name}"` : name, ...CRITERION_IDS.map((_, i) => values[i] ?? 3)].join(',');

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v)};
}

describe('what counts as the same entry', () => {
  const base = {name: 'Glasshouse irrigation planner', scores: scoresOf([4, 2, 5, 1, 3, 3, 2, 4])};
  it.each<[string, {name: string; scores: ReturnType<typeof scoresOf>}, boolean]>([
    ['the same row', {...base}, true],
    ['case, spaces and punctuation folded', {name: 'glasshouse-irrigation  PLANNER.', scores: base.scores}, true],
    ['fullwidth letters folded', {name: 'Ｇlasshouse irrigation planner', scores: base.scores}, true],
    ['one score differs', {name: base.name, scores: scoresOf([4, 2, 5, 1, 3, 3, 2, 5])}, false],
    ['every score differs', {name: base.name, scores: scoresOf([1, 1, 1, 1, 1, 1, 1, 1])}, false],
    ['another name, same scores', {name: 'Glasshouse irrigation planners', scores: base.scores}, false],
    ['a name with other letters', {name: 'Greenhouse irrigation planner', scores: base.scores}, false],
  ])('%s → %s', (_, other, same) => expect(sameEntry(base, other)).toBe(same));

  it('finds the incoming rows that repeat the list, not the ones repeating each other in the file', () => {
    const list = [base, {name: 'Компостный учёт', scores: scoresOf([2])}];
    const incoming = [
      {name: 'компостный учёт', scores: scoresOf([2])},
      {name: 'Seed swap ledger', scores: scoresOf([3])},
      {name: 'Seed swap ledger', scores: scoresOf([3])},
      {name: 'Glasshouse irrigation planner', scores: scoresOf([5])},
      {name: 'Glasshouse Irrigation Planner', scores: base.scores},
    ];
    expect([...repeatsOfList(list, incoming)]).toEqual([0, 4]);
    expect(repeatsOfList([], incoming).size).toBe(0);
  });
});

describe('the matrix tool skips exact repeats in add mode', {timeout: 30_000}, () => {
  const FILE = [HEADER, row('Tool library check-out', [4, 4, 3, 2, 5, 4, 3, 3]), row('Rainwater tank alerts', [2, 3, 4, 4, 2, 3, 3, 3]), row('Plot waiting list triage, by season', [3, 5, 2, 3, 3, 4, 2, 2])].join('\r\n');
  const rowsOf = () => within(screen.getByRole('table', {name: /ranked use cases/i})).getAllByRole('row').length - 1;
  const upload = async (user: ReturnType<typeof userEvent.setup>, text: string, name: string) =>
    user.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([text], name, {type: name.endsWith('.json') ? 'application/json' : 'text/csv'}));

  it('the same CSV twice: the second import adds nothing and says so', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(<UseCaseMatrixTool store={store} />);
    await upload(user, FILE, 'allotment.csv');
    await screen.findByText(/Imported 3 use cases from allotment\.csv/);
    const saved = store.data[STORAGE_KEY];
    await upload(user, FILE, 'allotment.csv');
    await screen.findByText(/Nothing new in allotment\.csv/);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing new in allotment.csv: 3 rows were already in your list and were skipped. Your list is unchanged.');
    expect(rowsOf()).toBe(3);
    expect(store.data[STORAGE_KEY]).toBe(saved);
  });

  it('a file with repeats, a near-duplicate and a new row: skips the repeats only', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await upload(user, FILE, 'allotment.csv');
    await screen.findByText(/Imported 3 use cases/);
    const next = [HEADER, row('tool library CHECK-OUT', [4, 4, 3, 2, 5, 4, 3, 3]), row('Rainwater tank alerts', [5, 3, 4, 4, 2, 3, 3, 3]), row('Bee hive scale log'), row('Plot waiting list triage, by season', [3, 5, 2, 3, 3, 4, 2, 2])].join('\n');
    await upload(user, next, 'allotment-v2.csv');
    await screen.findByText(/Imported 2 use cases from allotment-v2\.csv/);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Imported 2 use cases from allotment-v2.csv (added to the list). 2 rows were already in your list and were skipped.');
    expect(status).toHaveTextContent('One name repeats another when case, spaces and punctuation are ignored: “Rainwater tank alerts” (line 3 of the file) and “Rainwater tank alerts” (in your list).');
    expect(rowsOf()).toBe(5);
  });

  it('one repeat: "1 row was … skipped"; a JSON export imported back: entries', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await upload(user, FILE, 'allotment.csv');
    await screen.findByText(/Imported 3 use cases/);
    await upload(user, [HEADER, row('Rainwater tank alerts', [2, 3, 4, 4, 2, 3, 3, 3]), row('Compost temperature probe')].join('\n'), 'one.csv');
    await screen.findByText(/1 row was already in your list and was skipped\./);
    const json = toJson({weights: Object.fromEntries(CRITERION_IDS.map((id) => [id, 10])), useCases: [{id: 'x', name: 'Compost temperature probe', scores: scoresOf([])}]});
    await upload(user, json, 'export.json');
    await screen.findByText(/Nothing new in export\.json: 1 entry was already in your list and was skipped\./);
    expect(rowsOf()).toBe(4);
  });

  it('replace mode and repeats within one file skip nothing', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await upload(user, FILE, 'allotment.csv');
    await screen.findByText(/Imported 3 use cases/);
    await user.selectOptions(screen.getByLabelText('When importing'), 'replace');
    await upload(user, FILE, 'allotment.csv');
    await screen.findByText(/replaced the list/);
    expect(screen.getByRole('status')).not.toHaveTextContent('skipped');
    expect(rowsOf()).toBe(3);
    await user.selectOptions(screen.getByLabelText('When importing'), 'add');
    await upload(user, [HEADER, row('Hedge trimming rota'), row('Hedge trimming rota')].join('\n'), 'twice.csv');
    await screen.findByText(/Imported 2 use cases from twice\.csv/);
    expect(screen.getByRole('status')).not.toHaveTextContent('skipped');
    expect(rowsOf()).toBe(5);
  });
});
