/**
 * u30c UC-2 (issue 28): an import with "replace the current list" replaced 36 entries by 1 with no confirmation
 * and no Undo, while "Remove all" asks first. A replace import now offers Undo, like Remove's Undo: it brings
 * back the list and the weights as they were before the import. Own inputs.
 */
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {CRITERION_IDS, type KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';

const HEADER = ['name', ...CRITERION_IDS].join(',');
const row = (name: string, values: number[] = []) => [name, ...CRITERION_IDS.map((_, i) => values[i] ?? 3)].join(',');

function memoryStore(): KeyValueStore {
  const data: Record<string, string> = {};
  return {getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v)};
}

describe('a replace import can be undone (u30c UC-2)', {timeout: 30_000}, () => {
  const names = () =>
    within(screen.getByRole('table', {name: /ranked use cases/i}))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]?.textContent ?? '');
  const upload = async (user: ReturnType<typeof userEvent.setup>, text: string, name: string) =>
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([text], name, {type: 'text/csv'}));

  it('replaces, offers Undo, and Undo brings the hand-entered entries back', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await upload(user, [HEADER, row('Greenhouse rota', [5, 5, 5, 5, 4, 4, 4, 4]), row('Seed ledger', [2, 2, 2, 2, 2, 2, 2, 2])].join('\n'), 'first.csv');
    await screen.findByText(/Imported 2 use cases from first\.csv/);
    await user.type(screen.getByLabelText('Use case name'), 'Hand-entered idea{Enter}');
    await screen.findByText(/Added/);
    const before = names();
    expect(before).toHaveLength(3);

    await user.selectOptions(screen.getByLabelText('When importing'), 'replace');
    await upload(user, [HEADER, row('Only row')].join('\n'), 'tab.csv');
    await screen.findByText(/replaced the list/);
    expect(names()).toHaveLength(1);

    await user.click(screen.getByRole('button', {name: /undo the import/i}));
    expect(names()).toEqual(before);
    expect(screen.getByRole('status').textContent).toMatch(/3 use cases .*back/i);
    expect(screen.queryByRole('button', {name: /undo the import/i})).toBeNull();
  });
});

describe('a replace import keeps an unsaved edit (u30c UC-3)', {timeout: 30_000}, () => {
  it('the typed edit stays in the form with the draft note', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([[HEADER, row('Tender document drafting')].join('\n')], 'a.csv', {type: 'text/csv'}));
    await screen.findByText(/Imported 1 use case from a\.csv/);
    await user.click(screen.getByRole('button', {name: /^Edit\s*Tender document drafting$/}));
    const field = screen.getByLabelText('Use case name');
    await user.clear(field);
    await user.type(field, 'Tender drafting (editing during import)');
    await user.selectOptions(screen.getByLabelText('When importing'), 'replace');
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([[HEADER, row('Only row')].join('\n')], 'b.csv', {type: 'text/csv'}));
    await screen.findByText(/replaced the list/);
    expect(screen.getByLabelText('Use case name')).toHaveValue('Tender drafting (editing during import)');
    expect(document.body.textContent).toMatch(/“Tender document drafting” was removed by the import of b\.csv\. Your draft is still here/);
  });
});
