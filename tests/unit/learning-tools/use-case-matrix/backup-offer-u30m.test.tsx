// u30m M-3 (lost work): saved data that could not be read is copied to the backup key and offered for
// download. The offer must last until the reader downloads it or dismisses it, even after the tool saves a
// new list over the main key and the page is reloaded (before, one new entry and a reload hid it for good
// although the text still sat under the backup key).
import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {BACKUP_KEY, emptyPortfolio, loadPortfolioState, toStoredJson, STORAGE_KEY, type KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';
import * as files from '@site/src/lib/files/download';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & {data: Record<string, string>} {
  const data = {...initial};
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => void (data[k] = v),
    removeItem: (k) => void delete data[k],
  };
}

afterEach(() => vi.restoreAllMocks());

const CORRUPT = '{"format":"genai-enterprise/use-case-matrix","useCases":[{"name":"Lost';

async function corruptThenAddOne(): Promise<KeyValueStore & {data: Record<string, string>}> {
  const user = userEvent.setup();
  const store = memoryStore({[STORAGE_KEY]: CORRUPT});
  render(<UseCaseMatrixTool store={store} />);
  expect(screen.getByRole('button', {name: 'Download the saved data'})).toBeInTheDocument();
  await user.type(screen.getByLabelText('Use case name'), 'New entry after the damage');
  await user.click(screen.getByRole('button', {name: 'Add use case'}));
  // The main key now holds the new list; the damaged text lives only under the backup key.
  expect(JSON.parse(store.data[STORAGE_KEY]).useCases).toHaveLength(1);
  expect(store.data[BACKUP_KEY]).toBe(CORRUPT);
  cleanup();
  return store;
}

describe('unreadable saved data stays on offer until downloaded or dismissed', {timeout: 30_000}, () => {
  it('reports a kept backup when the main key reads fine', () => {
    const store = memoryStore({[STORAGE_KEY]: toStoredJson(emptyPortfolio()), [BACKUP_KEY]: CORRUPT});
    const state = loadPortfolioState(store);
    expect(state.unreadable).toBe(CORRUPT);
    expect(state.problem).toMatch(/could not be read/);
  });

  it('still offers the download after a new entry and a reload', async () => {
    const store = await corruptThenAddOne();
    render(<UseCaseMatrixTool store={store} />);
    expect(screen.getByRole('button', {name: 'Download the saved data'})).toBeInTheDocument();
    expect(screen.getAllByText(/New entry after the damage/).length).toBeGreaterThan(0);
  });

  it('stops offering after the reader downloads it, and keeps the text', async () => {
    const user = userEvent.setup();
    const saved = vi.spyOn(files, 'downloadText').mockImplementation(() => undefined);
    const store = await corruptThenAddOne();
    render(<UseCaseMatrixTool store={store} />);
    await user.click(screen.getByRole('button', {name: 'Download the saved data'}));
    expect(saved).toHaveBeenCalledWith('use-case-matrix-saved-data.txt', CORRUPT, expect.any(String));
    cleanup();
    render(<UseCaseMatrixTool store={store} />);
    expect(screen.queryByRole('button', {name: 'Download the saved data'})).toBeNull();
    expect(store.data[BACKUP_KEY]).toBe(CORRUPT);
  });

  it('stops offering after Dismiss', async () => {
    const user = userEvent.setup();
    const store = await corruptThenAddOne();
    render(<UseCaseMatrixTool store={store} />);
    await user.click(screen.getByRole('button', {name: 'Dismiss'}));
    cleanup();
    render(<UseCaseMatrixTool store={store} />);
    expect(screen.queryByRole('button', {name: 'Download the saved data'})).toBeNull();
  });

  it('offers a newly damaged text again after an earlier one was dismissed', async () => {
    const user = userEvent.setup();
    const store = await corruptThenAddOne();
    render(<UseCaseMatrixTool store={store} />);
    await user.click(screen.getByRole('button', {name: 'Dismiss'}));
    cleanup();
    store.data[STORAGE_KEY] = '{broken again';
    render(<UseCaseMatrixTool store={store} />);
    expect(screen.getByRole('button', {name: 'Download the saved data'})).toBeInTheDocument();
  });

  it('keeps an earlier unanswered backup below a newly damaged text', async () => {
    const store = await corruptThenAddOne();
    store.data[STORAGE_KEY] = '{broken again';
    const state = loadPortfolioState(store);
    expect(state.unreadable).toContain('{broken again');
    expect(state.unreadable).toContain(CORRUPT);
    expect(store.data[BACKUP_KEY]).toBe(state.unreadable);
    // A second load of the same damage does not stack it again.
    expect(loadPortfolioState(store).unreadable).toBe(state.unreadable);
  });
});
