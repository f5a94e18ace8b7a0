/**
 * Use-case matrix, tester u30m M-6 (s45, lost work): an open edit, or a half-typed Add form, was replaced with no
 * question when the reader clicked Edit on another row, and Cancel editing then left an empty form. The form's unsaved
 * work is now set aside (also across a reload): it comes back when the new edit is saved or cancelled, and clicking
 * Edit on the entry whose draft is set aside opens that draft, not the saved entry.
 */
import {describe, expect, it} from 'vitest';
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
  store.setItem(STORAGE_KEY, toStoredJson({weights: defaultWeights(), useCases: [uc('o', 'All ones', 1), uc('f', 'All fives', 5), uc('t', 'All threes', 3)]}));
  const session = memoryStore();
  const view = render(<UseCaseMatrixTool store={store} draftStore={session} />);
  return {store, session, view, user: userEvent.setup()};
}
const saved = (store: KeyValueStore) => readStored(store.getItem(STORAGE_KEY) ?? '').portfolio.useCases;

async function editOnes(user: ReturnType<typeof userEvent.setup>) {
  await user.click(editButton('All ones'));
  await user.clear(nameField());
  await user.type(nameField(), 'All ones, carefully rewritten');
  await user.selectOptions(screen.getByLabelText(reach.label), '5');
}

describe('u30m M-6: Edit on another row keeps the work in the form', {timeout: 30_000}, () => {
  it('an unsaved edit is set aside, said so, and back after Cancel editing; saving it then works', async () => {
    const {store, user} = setup();
    await editOnes(user);
    await user.click(editButton('All fives'));
    expect(nameField()).toHaveValue('All fives');
    expect(screen.getByRole('status').textContent).toMatch(/unsaved changes to “All ones” are set aside/);
    await user.click(screen.getByRole('button', {name: 'Cancel editing'}));
    expect(nameField()).toHaveValue('All ones, carefully rewritten');
    expect(screen.getByLabelText(reach.label)).toHaveValue('5');
    expect(screen.getByRole('button', {name: 'Save changes'})).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Save changes'}));
    const ones = saved(store).find((u) => u.id === 'o');
    expect(ones?.name).toBe('All ones, carefully rewritten');
    expect(ones?.scores[reach.id]).toBe(5);
    expect(nameField()).toHaveValue('');
  });

  it('a half-typed Add form is set aside and back, as an Add draft, after saving the other edit', async () => {
    const {store, user} = setup();
    await user.type(nameField(), 'Half-typed new idea with notes');
    await user.selectOptions(screen.getByLabelText(reach.label), '5');
    await user.click(editButton('All threes'));
    expect(screen.getByRole('status').textContent).toMatch(/new entry “Half-typed new idea with notes” is set aside/);
    await user.clear(nameField());
    await user.type(nameField(), 'All threes v2');
    await user.click(screen.getByRole('button', {name: 'Save changes'}));
    expect(saved(store).map((u) => u.name)).toEqual(['All ones', 'All fives', 'All threes v2']);
    expect(nameField()).toHaveValue('Half-typed new idea with notes');
    expect(screen.getByLabelText(reach.label)).toHaveValue('5');
    expect(screen.getByRole('button', {name: 'Add use case'})).toBeInTheDocument();
  });

  it('Edit on the entry whose draft is set aside opens the draft, and a clean edit is not kept', async () => {
    const {user} = setup();
    await editOnes(user);
    await user.click(editButton('All fives'));
    await user.click(editButton('All ones'));
    expect(nameField()).toHaveValue('All ones, carefully rewritten');
    await user.click(screen.getByRole('button', {name: 'Cancel editing'}));
    expect(nameField()).toHaveValue('');
    expect(screen.getByRole('button', {name: 'Add use case'})).toBeInTheDocument();
  });

  it('Edit on the row already being edited keeps the typed changes', async () => {
    const {user} = setup();
    await editOnes(user);
    await user.click(editButton('All ones'));
    expect(nameField()).toHaveValue('All ones, carefully rewritten');
    expect(screen.getByLabelText(reach.label)).toHaveValue('5');
  });

  it('an edit with no changes is simply replaced: Cancel then leaves an empty Add form', async () => {
    const {user} = setup();
    await user.click(editButton('All ones'));
    await user.click(editButton('All fives'));
    expect(screen.getByRole('status').textContent).not.toMatch(/set aside/);
    await user.click(screen.getByRole('button', {name: 'Cancel editing'}));
    expect(nameField()).toHaveValue('');
  });

  it('three drafts in a row come back newest first', async () => {
    const {user} = setup();
    await user.type(nameField(), 'New idea');
    await editOnes(user);
    await user.click(editButton('All fives'));
    await user.clear(nameField());
    await user.type(nameField(), 'Fives changed');
    await user.click(editButton('All threes'));
    await user.click(screen.getByRole('button', {name: 'Cancel editing'}));
    expect(nameField()).toHaveValue('Fives changed');
    await user.click(screen.getByRole('button', {name: 'Cancel editing'}));
    expect(nameField()).toHaveValue('All ones, carefully rewritten');
    await user.click(screen.getByRole('button', {name: 'Cancel editing'}));
    expect(nameField()).toHaveValue('New idea');
  });

  it('the set-aside draft survives a reload', async () => {
    const {store, session, view, user} = setup();
    await editOnes(user);
    await user.click(editButton('All fives'));
    view.unmount();
    render(<UseCaseMatrixTool store={store} draftStore={session} />);
    expect(nameField()).toHaveValue('All fives');
    await user.click(screen.getByRole('button', {name: 'Cancel editing'}));
    expect(nameField()).toHaveValue('All ones, carefully rewritten');
    expect(screen.getByLabelText(reach.label)).toHaveValue('5');
  });

  it('the entry of a set-aside edit removed meanwhile: its draft comes back to save as a new entry', async () => {
    const {store, user} = setup();
    await editOnes(user);
    await user.click(editButton('All fives'));
    await user.click(within(table()).getByRole('button', {name: /^Remove\s*All ones$/}));
    await user.click(screen.getByRole('button', {name: 'Cancel editing'}));
    expect(nameField()).toHaveValue('All ones, carefully rewritten');
    await user.click(screen.getByRole('button', {name: 'Save as a new entry'}));
    expect(saved(store).map((u) => u.name)).toEqual(['All fives', 'All threes', 'All ones, carefully rewritten']);
  });
});
