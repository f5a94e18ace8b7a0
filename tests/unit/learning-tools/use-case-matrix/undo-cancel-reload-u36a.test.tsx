/**
 * u36a F1 (issue 28, lost work): Edit one entry and change it, Edit a second entry (the first one's changes are set
 * aside) and change it, then Cancel editing: the first entry's changes come back into the form and "Undo cancel" is
 * offered for the second one's dropped changes. After a reload, the edit that came back was shown but the Undo cancel
 * was gone, and with it the dropped changes. The offer now survives the reload with the edit, and its text does not
 * grow on further reloads. Own inputs (the tester's were "Edge c" / "Edge j" in a boundary CSV).
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool, {UNDO_KEY} from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {CRITERION_IDS, type KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';

const HEADER = ['name', ...CRITERION_IDS].join(',');
const row = (name: string, v: number) => [name, ...CRITERION_IDS.map(() => v)].join(',');

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}

const table = () => screen.getByRole('table', {name: /ranked use cases/i});
const nameField = () => screen.getByLabelText('Use case name');
const editButton = (n: string) => within(table()).getByRole('button', {name: new RegExp(`^Edit\\s*${n}$`)});

describe('Undo cancel survives a reload when the cancel brought back a set-aside edit (u36a F1)', {timeout: 30_000}, () => {
  afterEach(() => cleanup());

  it('offers Undo cancel after one and two reloads, and it brings the dropped changes back', async () => {
    const store = memoryStore();
    const drafts = memoryStore();
    const user = userEvent.setup();
    let view = render(<UseCaseMatrixTool store={store} draftStore={drafts} />);
    await user.upload(
      screen.getByLabelText('Import a CSV or JSON file'),
      new File([[HEADER, row('Dock scheduling', 2), row('Invoice matching', 3), row('Shift swap bot', 4)].join('\n')], 'ops.csv', {type: 'text/csv'}),
    );
    await screen.findByText(/Imported 3 use cases/);

    await user.click(editButton('Dock scheduling'));
    await user.clear(nameField());
    await user.type(nameField(), 'Dock scheduling, night shift');
    await user.click(editButton('Invoice matching'));
    expect(screen.getByRole('status').textContent).toMatch(/set aside/);
    await user.clear(nameField());
    await user.type(nameField(), 'Invoice matching, revised after workshop');
    await user.click(screen.getByRole('button', {name: 'Cancel editing'}));
    expect(nameField()).toHaveValue('Dock scheduling, night shift');
    expect(screen.getByRole('button', {name: 'Undo cancel'})).toBeInTheDocument();
    const offerText = JSON.parse(drafts.data[UNDO_KEY]).text as string;

    for (let reload = 1; reload <= 2; reload += 1) {
      view.unmount();
      view = render(<UseCaseMatrixTool store={store} draftStore={drafts} />);
      // The set-aside edit is back in the form, and the Undo cancel is still on offer.
      expect(nameField()).toHaveValue('Dock scheduling, night shift');
      expect(screen.getByRole('button', {name: 'Save changes'})).toBeInTheDocument();
      expect(screen.getByRole('button', {name: 'Undo cancel'})).toBeInTheDocument();
      expect(screen.getByRole('status').textContent).toMatch(/Undo cancel brings them back/);
      expect(screen.getByRole('status').textContent).toMatch(/unsaved changes to “Dock scheduling” were kept/);
      // What is kept for the next reload is the offer's own text, not the note about this load.
      expect(JSON.parse(drafts.data[UNDO_KEY]).text).toBe(offerText);
    }

    await user.click(screen.getByRole('button', {name: 'Undo cancel'}));
    expect(nameField()).toHaveValue('Invoice matching, revised after workshop');
    expect(screen.getByRole('status').textContent).toMatch(/set aside until you save or cancel/);
    // The night-shift edit is set aside, not lost: cancelling this edit brings it back.
    await user.click(screen.getByRole('button', {name: 'Cancel editing'}));
    expect(nameField()).toHaveValue('Dock scheduling, night shift');
  });
});
