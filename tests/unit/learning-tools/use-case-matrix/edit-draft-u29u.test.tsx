// u29u M2: an unsaved edit (new name, new score) was lost on a reload or Back, and an older unrelated
// Add draft showed instead. The form's draft in this tab (ADD_DRAFT_KEY, session storage) now also says
// which entry is being edited; it comes back in Edit mode with a note, or, when that entry was removed
// meanwhile, as text to save as a new entry. u29u low: Remove on the row being edited keeps the edit.
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {CRITERIA, STORAGE_KEY, defaultWeights, readStored, toStoredJson, type KeyValueStore, type Score, type UseCase} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}
const uc = (id: string, name: string): UseCase => ({id, name, scores: Object.fromEntries(CRITERIA.map((c) => [c.id, 3 as Score]))});
const table = () => screen.getByRole('table', {name: /ranked use cases/i});
const urgency = CRITERIA.find((c) => c.id === 'urgency') ?? CRITERIA[3];

function seeded() {
  const store = memoryStore();
  store.setItem(STORAGE_KEY, toStoredJson({weights: defaultWeights(), useCases: [uc('a', 'Chatbot für Kundenservice'), uc('b', 'Lead scoring')]}));
  return {store, session: memoryStore()};
}

async function editAndLeave(user: ReturnType<typeof userEvent.setup>, store: KeyValueStore, session: KeyValueStore, withOlderAddDraft = false) {
  const first = render(<UseCaseMatrixTool store={store} draftStore={session} />);
  if (withOlderAddDraft) await user.type(screen.getByLabelText('Use case name'), 'Older add draft');
  await user.click(within(table()).getByRole('button', {name: /^Edit\s*Chatbot für Kundenservice$/}));
  const name = screen.getByLabelText('Use case name');
  await user.clear(name);
  await user.type(name, 'Chatbot für Kundenservice (EDITED2)');
  await user.selectOptions(screen.getByLabelText(urgency.label), '1');
  first.unmount();
}

describe('u29u M2: an unsaved edit survives a reload', {timeout: 30_000}, () => {
  it('comes back in Edit mode with the typed name and score, and a note', async () => {
    const user = userEvent.setup();
    const {store, session} = seeded();
    await editAndLeave(user, store, session);
    render(<UseCaseMatrixTool store={store} draftStore={session} />);
    expect(screen.getByLabelText('Use case name')).toHaveValue('Chatbot für Kundenservice (EDITED2)');
    expect(screen.getByLabelText(urgency.label)).toHaveValue('1');
    expect(screen.getByRole('button', {name: 'Save changes'})).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toMatch(/unsaved changes to “Chatbot für Kundenservice” were kept/);
    await user.click(screen.getByRole('button', {name: 'Save changes'}));
    const saved = readStored(store.getItem(STORAGE_KEY) ?? '').portfolio.useCases;
    expect(saved.map((u) => u.name)).toEqual(['Chatbot für Kundenservice (EDITED2)', 'Lead scoring']);
    expect(saved[0].scores[urgency.id]).toBe(1);
  });

  it('an older Add draft does not take the edit’s place', async () => {
    const user = userEvent.setup();
    const {store, session} = seeded();
    await editAndLeave(user, store, session, true);
    render(<UseCaseMatrixTool store={store} draftStore={session} />);
    expect(screen.getByLabelText('Use case name')).toHaveValue('Chatbot für Kundenservice (EDITED2)');
  });

  it('the entry removed meanwhile: the text stays, to save as a new entry', async () => {
    const user = userEvent.setup();
    const {store, session} = seeded();
    await editAndLeave(user, store, session);
    store.setItem(STORAGE_KEY, toStoredJson({weights: defaultWeights(), useCases: [uc('b', 'Lead scoring')]}));
    render(<UseCaseMatrixTool store={store} draftStore={session} />);
    expect(screen.getByLabelText('Use case name')).toHaveValue('Chatbot für Kundenservice (EDITED2)');
    expect(screen.getByText(/“Chatbot für Kundenservice” was removed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Save as a new entry'}));
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
  });
});

describe('u29u low: Remove on the row being edited keeps the edit', {timeout: 30_000}, () => {
  it('the typed text stays with a note and can be saved as a new entry', async () => {
    const user = userEvent.setup();
    const {store, session} = seeded();
    render(<UseCaseMatrixTool store={store} draftStore={session} />);
    await user.click(within(table()).getByRole('button', {name: /^Edit\s*Lead scoring$/}));
    await user.type(screen.getByLabelText('Use case name'), ' v2');
    await user.click(within(table()).getByRole('button', {name: /^Remove\s*Lead scoring$/}));
    expect(screen.getByLabelText('Use case name')).toHaveValue('Lead scoring v2');
    expect(screen.getByRole('status').textContent).toMatch(/Removed “Lead scoring”.*your unsaved edit is still in the form/);
    expect(screen.getByRole('button', {name: 'Save as a new entry'})).toBeInTheDocument();
  });
});

describe('u29u low: Undo after removing the row being edited', {timeout: 30_000}, () => {
  it('reopens the edit with the typed text, and saving changes that entry', async () => {
    const user = userEvent.setup();
    const {store, session} = seeded();
    render(<UseCaseMatrixTool store={store} draftStore={session} />);
    await user.click(within(table()).getByRole('button', {name: /^Edit\s*Lead scoring$/}));
    await user.type(screen.getByLabelText('Use case name'), ' v2');
    await user.click(within(table()).getByRole('button', {name: /^Remove\s*Lead scoring$/}));
    await user.click(screen.getByRole('button', {name: /^Undo/}));
    expect(screen.getByLabelText('Use case name')).toHaveValue('Lead scoring v2');
    await user.click(screen.getByRole('button', {name: 'Save changes'}));
    const saved = readStored(store.getItem(STORAGE_KEY) ?? '').portfolio.useCases;
    expect(saved.map((u) => u.name)).toEqual(['Chatbot für Kundenservice', 'Lead scoring v2']);
  });
});
