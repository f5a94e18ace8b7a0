// u29g M-2: a half-filled "Add a use case" form (name, scores) was lost on a reload or on Back.
// The draft is kept per tab (session storage) under ADD_DRAFT_KEY, comes back on the next render,
// and is cleared once the entry is added; the privacy notice lists the key.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool, {ADD_DRAFT_KEY} from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import type {KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}

describe('the Add form draft survives a reload (u29g M-2)', {timeout: 30_000}, () => {
  it('name and scores typed but not added come back', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const session = memoryStore();
    const first = render(<UseCaseMatrixTool store={store} draftStore={session} />);
    await user.type(screen.getByLabelText('Use case name'), 'Unsaved draft name');
    await user.selectOptions(screen.getByLabelText('Financial impact'), '5');
    first.unmount();
    render(<UseCaseMatrixTool store={store} draftStore={session} />);
    expect(screen.getByLabelText('Use case name')).toHaveValue('Unsaved draft name');
    expect(screen.getByLabelText('Financial impact')).toHaveValue('5');
  });

  it('adding the entry clears the draft', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const session = memoryStore();
    const first = render(<UseCaseMatrixTool store={store} draftStore={session} />);
    await user.type(screen.getByLabelText('Use case name'), 'Added entry');
    await user.click(screen.getByRole('button', {name: 'Add use case'}));
    first.unmount();
    render(<UseCaseMatrixTool store={store} draftStore={session} />);
    expect(screen.getByLabelText('Use case name')).toHaveValue('');
    expect(session.getItem(ADD_DRAFT_KEY)).toBeNull();
  });

  it('an unreadable draft is ignored, the form starts empty', () => {
    const session = memoryStore();
    session.setItem(ADD_DRAFT_KEY, '{not json');
    render(<UseCaseMatrixTool store={memoryStore()} draftStore={session} />);
    expect(screen.getByLabelText('Use case name')).toHaveValue('');
  });

  it('the privacy notice lists the key', () => {
    const notice = readFileSync(join(__dirname, '../../../../src/pages/privacy.mdx'), 'utf8');
    expect(notice).toContain(`\`${ADD_DRAFT_KEY}\``);
  });
});
