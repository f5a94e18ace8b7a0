/**
 * u36a minor findings (issue 28), own inputs:
 * - F8: the name field cut a pasted name at 200 characters without a word (the import names the same case). The
 *   whole text now stays in the field with a message, and Add refuses it until it is shortened.
 * - F6: Export CSV of an empty list said "Exported 0 use cases as CSV."; it now says what the file holds.
 * - F9: a JSON import with a missing field said "found undefined"; it now says the field is missing.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {defaultWeights, emptyPortfolio, JSON_FORMAT, JSON_VERSION, MAX_NAME_LENGTH, parseJson, STORAGE_KEY, toStoredJson, type KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';
import * as files from '@site/src/lib/files/download';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {...initial};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}

describe('u36a minor findings', {timeout: 30_000}, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('F8: a pasted name over 200 characters is kept whole, named, and not added until shortened', async () => {
    const store = memoryStore();
    render(<UseCaseMatrixTool store={store} />);
    const field = screen.getByLabelText('Use case name') as HTMLInputElement;
    const long = `Contract review assistant for procurement ${'and supplier risk '.repeat(12)}`.trim();
    expect(long.length).toBeGreaterThan(MAX_NAME_LENGTH);
    expect(field).not.toHaveAttribute('maxlength');
    fireEvent.change(field, {target: {value: long}});
    expect(field.value).toBe(long);
    expect(screen.getByText(new RegExp(`The name has ${long.length} characters; names hold at most 200`))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const before = store.data[STORAGE_KEY];
    fireEvent.click(screen.getByRole('button', {name: 'Add use case'}));
    expect(store.data[STORAGE_KEY]).toBe(before);
    expect(field.value).toBe(long);
    // Shortened to the limit, it is added and the message goes.
    fireEvent.change(field, {target: {value: long.slice(0, MAX_NAME_LENGTH)}});
    expect(screen.queryByText(/names hold at most 200/)).toBeNull();
    fireEvent.click(screen.getByRole('button', {name: 'Add use case'}));
    expect(JSON.parse(store.data[STORAGE_KEY]).useCases.some((u: {name: string}) => u.name === long.slice(0, MAX_NAME_LENGTH).trim())).toBe(true);
  });

  it('F6: exporting an empty list says the CSV holds only its header row, and the JSON only the weights', async () => {
    const saved = vi.spyOn(files, 'downloadText').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore({[STORAGE_KEY]: toStoredJson(emptyPortfolio())})} />);
    await user.click(screen.getAllByRole('button', {name: 'Export CSV'})[0]);
    expect(screen.getByRole('status')).toHaveTextContent('Exported the CSV header row only: the list is empty');
    expect(screen.getByRole('status')).not.toHaveTextContent('0 use cases');
    await user.click(screen.getAllByRole('button', {name: 'Export JSON'})[0]);
    expect(screen.getByRole('status')).toHaveTextContent('Exported the weights as JSON, with an empty list of use cases.');
    expect(saved).toHaveBeenCalledTimes(2);
  });

  it('F9: a missing score or weight is called missing, not "undefined"', () => {
    const doc = {format: JSON_FORMAT, version: JSON_VERSION, weights: defaultWeights(), useCases: [{name: 'Forecast helper', scores: {}}]};
    const withFormat = (() => {
      try {
        parseJson(JSON.stringify(doc));
        return '';
      } catch (e) {
        return String((e as Error).message);
      }
    })();
    const weights: Record<string, number> = {...defaultWeights()};
    delete weights[Object.keys(weights)[0]];
    let message = '';
    try {
      parseJson(JSON.stringify({...doc, useCases: [], weights}));
    } catch (e) {
      message = String((e as Error).message);
    }
    expect(withFormat).toMatch(/scores\.[a-z_]+: expected .*found nothing: the field is missing/);
    expect(message).toMatch(/\$\.weights\.[a-z_]+: expected a number from 0 to 100, found nothing: the field is missing/);
    for (const m of [withFormat, message]) expect(m).not.toMatch(/undefined/);
  });
});
