/**
 * Issue 28 (u28s/u28v, task 40c): a use-case name that repeats another (after folding case, spaces
 * and punctuation, as the import's note does) is accepted on Add and on Save changes with a warning
 * naming both entries; both are kept, nothing is lost. Own inputs.
 */
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {STORAGE_KEY, type KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v)};
}
const rows = () => within(screen.getByRole('table', {name: /ranked use cases/i})).getAllByRole('row').slice(1);
const savedNames = (store: {data: Record<string, string>}) =>
  (JSON.parse(store.data[STORAGE_KEY]) as {data?: {useCases: {name: string}[]}; useCases?: {name: string}[]});

async function add(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.clear(screen.getByLabelText('Use case name'));
  await user.type(screen.getByLabelText('Use case name'), name);
  await user.click(screen.getByRole('button', {name: 'Add use case'}));
}

describe('duplicate names on Add and on Save changes', {timeout: 30_000}, () => {
  it('adding a name already in the list warns, naming both, and keeps both', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(<UseCaseMatrixTool store={store} />);
    await add(user, 'Hedge trimming rota');
    await add(user, 'hedge-trimming  ROTA');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Added “hedge-trimming ROTA”.');
    expect(status).toHaveTextContent('“hedge-trimming ROTA” repeats “Hedge trimming rota”, already in your list, when case, spaces and punctuation are ignored. Both are kept; rename or remove one if you meant a single entry.');
    expect(rows()).toHaveLength(2);
    expect(JSON.stringify(savedNames(store))).toContain('hedge-trimming  ROTA');
  });

  it('an exact repeat of a name is warned about too', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await add(user, 'Compost bin sensor');
    await add(user, 'Compost bin sensor');
    expect(screen.getByRole('status')).toHaveTextContent('“Compost bin sensor” repeats “Compost bin sensor”, already in your list');
    expect(rows()).toHaveLength(2);
  });

  it('a new name gives no warning', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await add(user, 'Compost bin sensor');
    await add(user, 'Seed library catalogue');
    expect(screen.getByRole('status')).not.toHaveTextContent(/repeats/);
  });

  it('renaming an entry to another entry’s name warns and keeps both; saving an entry under its own name does not', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await add(user, 'Shed key log');
    await add(user, 'Water butt levels');
    await user.click(screen.getByRole('button', {name: /^Edit\s*Water butt levels$/}));
    await user.click(screen.getByRole('button', {name: 'Save changes'}));
    expect(screen.getByRole('status')).toHaveTextContent('Updated “Water butt levels”.');
    expect(screen.getByRole('status')).not.toHaveTextContent(/repeats/);
    await user.click(screen.getByRole('button', {name: /^Edit\s*Water butt levels$/}));
    await user.clear(screen.getByLabelText('Use case name'));
    await user.type(screen.getByLabelText('Use case name'), 'Shed Key Log.');
    await user.click(screen.getByRole('button', {name: 'Save changes'}));
    expect(screen.getByRole('status')).toHaveTextContent('Updated “Shed Key Log.”.');
    expect(screen.getByRole('status')).toHaveTextContent('“Shed Key Log.” repeats “Shed key log”, already in your list, when case, spaces and punctuation are ignored. Both are kept');
    expect(rows()).toHaveLength(2);
  });
});
