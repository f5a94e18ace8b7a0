/**
 * s47 M2 (issue 28): a half-typed weight ("0.", "-", "1e", an empty field) was taken as a value the reader did not
 * mean: Chromium hands "0." to the page as 0, which was scored and saved. The field now keeps what is typed, says
 * while it is not a number from 0 to 100, and only a complete number is scored and saved. Own inputs.
 */
import {describe, expect, it} from 'vitest';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {STORAGE_KEY, readWeightText, type KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}
const savedImpact = (store: {data: Record<string, string>}) =>
  store.data[STORAGE_KEY] ? (JSON.parse(store.data[STORAGE_KEY]) as {weights: Record<string, number>}).weights.impact : 40;

describe('readWeightText (s47 M2)', () => {
  it.each([
    ['40', 40],
    ['12.5', 12.5],
    ['.5', 0.5],
    [' 7 ', 7],
    ['0', 0],
    ['100', 100],
  ])('%j is the weight %d', (text, value) => expect(readWeightText(text)).toEqual({ok: true, value}));
  it.each([
    ['', 'empty'],
    ['-', 'incomplete'],
    ['0.', 'incomplete'],
    ['1e', 'incomplete'],
    ['1e-', 'incomplete'],
    ['+', 'incomplete'],
    ['0,', 'incomplete'],
    ['0,5', 'comma'],
    ['-4', 'range'],
    ['101', 'range'],
    ['1e5', 'not-number'],
    ['abc', 'not-number'],
    ['Infinity', 'not-number'],
    ['0x10', 'not-number'],
  ])('%j is no weight (%s)', (text, why) => expect(readWeightText(text)).toEqual({ok: false, why}));
});

describe('a half-typed weight is kept in the field, named, and never saved (s47 M2)', {timeout: 30_000}, () => {
  it.each(['0.', '-', '1e', '0,'])('%j stays as typed, with a message; the saved weight stays 40', async (typed) => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(<UseCaseMatrixTool store={store} />);
    const field = screen.getByLabelText('Financial impact weight');
    await user.clear(field);
    await user.type(field, typed);
    expect(field).toHaveValue(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Enter 0 to 100; not used or saved until then/)).toBeInTheDocument();
    expect(savedImpact(store)).toBe(40);
  });

  it('"0.5" typed through "0." is saved as 0.5; while the field reads "0." the weight from before the edit counts, never 0', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(<UseCaseMatrixTool store={store} />);
    const field = screen.getByLabelText('Financial impact weight');
    await user.clear(field);
    await user.type(field, '0.');
    expect(field).toHaveValue('0.');
    expect(savedImpact(store)).toBe(40);
    expect(screen.getAllByText(/the ranking uses the last valid value, 40, until the field is fixed/).length).toBeGreaterThan(0);
    await user.type(field, '5');
    expect(field).toHaveValue('0.5');
    expect(savedImpact(store)).toBe(0.5);
  });
});
