// "Remove all" (u29g brief 43m item 2): the button turns disabled once the list is empty, so focus
// must move somewhere a keyboard user can go on from; it goes to the Add form's name field, never <body>.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import type {KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore {
  const data: Record<string, string> = {};
  return {getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v)};
}

afterEach(() => vi.restoreAllMocks());

describe('focus after "Remove all"', () => {
  it('moves to the name field of the Add form once the list is empty', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await user.click(screen.getByRole('button', {name: 'Load sample portfolio'}));
    const removeAll = screen.getByRole('button', {name: 'Remove all'});
    await user.click(removeAll);
    expect(removeAll).toBeDisabled();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toBe(screen.getByLabelText('Use case name'));
  });

  it('keeps focus on the button when the reader cancels', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await user.click(screen.getByRole('button', {name: 'Load sample portfolio'}));
    const removeAll = screen.getByRole('button', {name: 'Remove all'});
    await user.click(removeAll);
    expect(removeAll).toBeEnabled();
    expect(document.activeElement).toBe(removeAll);
  });
});
