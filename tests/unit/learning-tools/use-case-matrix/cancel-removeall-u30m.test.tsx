/**
 * Use-case matrix, tester u30m M-2 and M-8 (s45): Cancel editing dropped focus to <body> and Escape did not cancel;
 * "Remove all" offered no Undo (single removals and replace imports do) and dropped an open edit. Escape or Cancel
 * now returns focus to the row's Edit button, and changes it drops can be brought back with Undo; Remove all keeps
 * an open edit as a draft and offers Undo, which brings the list back and reopens the edit.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {CRITERIA, STORAGE_KEY, defaultWeights, readStored, toStoredJson, type KeyValueStore, type Score, type UseCase} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}
const uc = (id: string, name: string, s: Score): UseCase => ({id, name, scores: Object.fromEntries(CRITERIA.map((c) => [c.id, s]))});
const reach = CRITERIA.find((c) => c.id === 'reach') ?? CRITERIA[2];
const table = () => screen.getByRole('table', {name: /ranked use cases/i});
const nameField = () => screen.getByLabelText('Use case name');
const editButton = (n: string) => within(table()).getByRole('button', {name: new RegExp(`^Edit\\s*${n}$`)});

function setup() {
  const store = memoryStore();
  store.setItem(STORAGE_KEY, toStoredJson({weights: {...defaultWeights(), urgency: 7}, useCases: [uc('o', 'All ones', 1), uc('f', 'All fives', 5)]}));
  render(<UseCaseMatrixTool store={store} draftStore={memoryStore()} />);
  return {store, user: userEvent.setup()};
}
const saved = (store: KeyValueStore) => readStored(store.getItem(STORAGE_KEY) ?? '').portfolio;

afterEach(() => vi.restoreAllMocks());

describe('u30m M-2: leaving an edit by keyboard', {timeout: 30_000}, () => {
  it('Cancel editing (keyboard) focuses the row’s Edit button', async () => {
    const {user} = setup();
    await user.click(editButton('All fives'));
    screen.getByRole('button', {name: 'Cancel editing'}).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(editButton('All fives'));
    expect(screen.getByRole('button', {name: 'Add use case'})).toBeInTheDocument();
  });

  it('Escape in the form cancels the edit, focuses the Edit button, and Undo brings the dropped changes back', async () => {
    const {user} = setup();
    await user.click(editButton('All ones'));
    await user.clear(nameField());
    await user.type(nameField(), 'Ones renamed');
    await user.selectOptions(screen.getByLabelText(reach.label), '4');
    nameField().focus();
    await user.keyboard('{Escape}');
    expect(nameField()).toHaveValue('');
    expect(document.activeElement).toBe(editButton('All ones'));
    expect(screen.getByRole('status').textContent).toMatch(/Cancelled editing “All ones”; its unsaved changes were dropped/);
    await user.click(screen.getByRole('button', {name: /^Undo cancel/}));
    expect(nameField()).toHaveValue('Ones renamed');
    expect(screen.getByLabelText(reach.label)).toHaveValue('4');
    expect(screen.getByRole('button', {name: 'Save changes'})).toBeInTheDocument();
  });

  it('Escape with no edit open leaves a typed Add form alone', async () => {
    const {user} = setup();
    await user.type(nameField(), 'Typed idea{Escape}');
    expect(nameField()).toHaveValue('Typed idea');
  });
});

describe('u30m M-8: Remove all offers Undo and keeps the form', {timeout: 30_000}, () => {
  it('Undo brings back the list and the weights', async () => {
    const {store, user} = setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', {name: 'Remove all'}));
    expect(saved(store).useCases).toEqual([]);
    await user.click(screen.getByRole('button', {name: /^Undo Remove all/}));
    expect(saved(store).useCases.map((u) => u.name)).toEqual(['All ones', 'All fives']);
    expect(saved(store).weights.urgency).toBe(7);
  });

  it('an open edit stays as a draft, and Undo reopens it', async () => {
    const {user} = setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(editButton('All ones'));
    await user.clear(nameField());
    await user.type(nameField(), 'Ones renamed');
    await user.click(screen.getByRole('button', {name: 'Remove all'}));
    expect(nameField()).toHaveValue('Ones renamed');
    expect(screen.getByRole('button', {name: 'Save as a new entry'})).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: /^Undo Remove all/}));
    expect(nameField()).toHaveValue('Ones renamed');
    expect(screen.getByRole('button', {name: 'Save changes'})).toBeInTheDocument();
  });

  it('a typed Add form is kept', async () => {
    const {user} = setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.type(nameField(), 'Typed idea');
    await user.click(screen.getByRole('button', {name: 'Remove all'}));
    expect(nameField()).toHaveValue('Typed idea');
  });
});
