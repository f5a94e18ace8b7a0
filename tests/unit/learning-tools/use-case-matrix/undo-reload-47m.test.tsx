/**
 * s47 M1 (issue 28): an action the reader could undo (a removal, Remove all, a replace import) lost its Undo on a
 * reload, while the demos' Undo survives one. The offer is now kept in this tab's session storage (versioned, with a
 * fingerprint of the list it belongs to) and comes back after a reload; a list changed since gets no stale Undo.
 * Own inputs.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool, {UNDO_KEY} from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {CRITERION_IDS, STORAGE_KEY, type KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';

const HEADER = ['name', ...CRITERION_IDS].join(',');
const row = (name: string, v: number) => [name, ...CRITERION_IDS.map(() => v)].join(',');

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}

const names = () =>
  within(screen.getByRole('table', {name: /ranked use cases/i}))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('rowheader')[0]?.textContent ?? '')
    .filter(Boolean);

async function withThree(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(
    screen.getByLabelText('Import a CSV or JSON file'),
    new File([[HEADER, row('Kiln schedule helper', 5), row('Glaze recipe lookup', 3), row('Clay order triage', 1)].join('\n')], 'pottery.csv', {type: 'text/csv'}),
  );
  await screen.findByText(/Imported 3 use cases/);
}

describe('Undo survives a reload (s47 M1)', {timeout: 30_000}, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('a removal can be undone after a reload', async () => {
    const store = memoryStore();
    const drafts = memoryStore();
    const user = userEvent.setup();
    const first = render(<UseCaseMatrixTool store={store} draftStore={drafts} />);
    await withThree(user);
    await user.click(screen.getByRole('button', {name: /^Remove\s*Glaze recipe lookup$/}));
    expect(names()).not.toContain('Glaze recipe lookup');
    first.unmount();

    render(<UseCaseMatrixTool store={store} draftStore={drafts} />);
    expect(screen.getByRole('status').textContent).toMatch(/Removed “Glaze recipe lookup”/);
    await user.click(screen.getByRole('button', {name: /Undo removing “Glaze recipe lookup”/}));
    expect(names()).toEqual(['Kiln schedule helper', 'Glaze recipe lookup', 'Clay order triage']);
    expect(drafts.data[UNDO_KEY]).toBeUndefined();
  });

  it('Remove all and a replace import can be undone after a reload', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const store = memoryStore();
    const drafts = memoryStore();
    const user = userEvent.setup();
    let view = render(<UseCaseMatrixTool store={store} draftStore={drafts} />);
    await withThree(user);
    await user.click(screen.getByRole('button', {name: 'Remove all'}));
    expect(names()).toEqual([]);
    view.unmount();
    view = render(<UseCaseMatrixTool store={store} draftStore={drafts} />);
    await user.click(screen.getByRole('button', {name: 'Undo Remove all'}));
    expect(names()).toHaveLength(3);

    await user.selectOptions(screen.getByLabelText('When importing'), 'replace');
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([[HEADER, row('Only row', 2)].join('\n')], 'one.csv', {type: 'text/csv'}));
    await screen.findByText(/replaced the list/);
    view.unmount();
    render(<UseCaseMatrixTool store={store} draftStore={drafts} />);
    await user.click(screen.getByRole('button', {name: /Undo the import of one\.csv/}));
    expect(names()).toHaveLength(3);
  });

  it('no Undo is offered for a list changed since (another tab), nor from an unknown version', async () => {
    const store = memoryStore();
    const drafts = memoryStore();
    const user = userEvent.setup();
    const first = render(<UseCaseMatrixTool store={store} draftStore={drafts} />);
    await withThree(user);
    await user.click(screen.getByRole('button', {name: /^Remove\s*Clay order triage$/}));
    first.unmount();
    const kept = drafts.data[UNDO_KEY];
    expect(kept).toBeTruthy();

    const changed = JSON.parse(store.data[STORAGE_KEY]) as {useCases: unknown[]};
    store.data[STORAGE_KEY] = JSON.stringify({...changed, useCases: changed.useCases.slice(1)});
    const second = render(<UseCaseMatrixTool store={store} draftStore={drafts} />);
    expect(screen.queryByRole('button', {name: /Undo removing/})).toBeNull();
    second.unmount();

    store.data[STORAGE_KEY] = JSON.stringify(changed);
    drafts.data[UNDO_KEY] = JSON.stringify({...JSON.parse(kept), v: 99});
    render(<UseCaseMatrixTool store={store} draftStore={drafts} />);
    expect(screen.queryByRole('button', {name: /Undo removing/})).toBeNull();
  });
});
