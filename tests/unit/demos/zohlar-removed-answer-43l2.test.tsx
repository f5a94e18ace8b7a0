/**
 * Issue 28 (u29p Z-1), task 43l2: an Ask answer whose passages come from a document then removed
 * from the workspace is marked as from a removed document.
 */
import {fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import DocumentQa from '@site/src/demos/document-qa';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

const BOILER = {id: 'added-boiler', title: 'Boiler maintenance log', text: 'The next boiler service is due on 14 March 2027. Call Kettering Heating to book it.'};

describe('Z-1: an answer from a removed document is marked', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  });
  afterEach(() => sessionStorage.clear());

  it('says the passage is from a removed document once it is gone, and not before', async () => {
    const workspace = (docs: readonly SourceDocument[]) => ({label: 'Workspace documents', documents: [...docs], loading: false});
    const view = render(<DocumentQa workspace={workspace([...SAMPLE_DOCUMENTS, BOILER])} />);
    const box = screen.getByLabelText('Question about the workspace documents');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    fireEvent.change(box, {target: {value: 'When is the next boiler service due?'}});
    fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
    await screen.findAllByText(/14 March 2027/, undefined, {timeout: 15000});
    expect(screen.queryByText(/removed/)).toBeNull();
    view.rerender(<DocumentQa workspace={workspace([...SAMPLE_DOCUMENTS])} />);
    expect((await screen.findByText(/come from a document removed from the workspace/, undefined, {timeout: 5000})).textContent).toMatch(/Boiler maintenance log/);
  }, 40000);
});
