/**
 * s51-zl2 (issue 28, tester u35d F4: /tmp/u35d/FINDINGS.md, t_undo2.log, t_state.log). Remove a document, add a new one
 * with the same title, press Undo: the list numbers the old document "(2)", but the answer on screen still cited it under
 * its old title, which now belongs to the new document, until a reload. The answer's passages follow their document (by
 * id): "from a removed document" stays while it is removed, and after Undo its passages are cited under its new title at once.
 */
import {render, screen} from '@testing-library/react';
import {fireEvent} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import DocumentQa from '@site/src/demos/document-qa';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

const OLD = {id: 'added-1-old', title: 'Boiler maintenance log', text: 'The next boiler service is due on 14 March 2027. Call Kettering Heating to book it.'};
const NEW = {id: 'added-2-new', title: 'Boiler maintenance log', text: 'Boilers are serviced every spring under the 2028 plan.'};
// What Undo brings back (zohlar-showcase kept.ts restoredTitles): the old document, numbered.
const BACK = {...OLD, title: 'Boiler maintenance log (2)', removedAs: 'Boiler maintenance log'};

describe('u35d F4: after Remove, re-add the same title, Undo, the answer cites the document under its title now', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  });
  afterEach(() => sessionStorage.clear());

  it('keeps the removed note while the title belongs to another document, and relabels the citation after Undo', async () => {
    const workspace = (docs: readonly SourceDocument[]) => ({label: 'Workspace documents', documents: [...docs], loading: false});
    const view = render(<DocumentQa workspace={workspace([...SAMPLE_DOCUMENTS, OLD])} />);
    const box = screen.getByLabelText('Question about the workspace documents');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    fireEvent.change(box, {target: {value: 'When is the next boiler service due?'}});
    fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
    await screen.findAllByText(/14 March 2027/, undefined, {timeout: 15000});
    // Removed, then a new document takes its title: the answer's passage is still from the removed one.
    view.rerender(<DocumentQa workspace={workspace([...SAMPLE_DOCUMENTS, NEW])} />);
    expect((await screen.findByText(/come from a document removed from the workspace/, undefined, {timeout: 5000})).textContent).toMatch(/Boiler maintenance log/);
    // Undo: the old document is back as "(2)"; the passage is cited under that title, with no removed note.
    view.rerender(<DocumentQa workspace={workspace([...SAMPLE_DOCUMENTS, NEW, BACK])} />);
    expect((await screen.findAllByText(/Boiler maintenance log \(2\)/, undefined, {timeout: 5000})).length).toBeGreaterThan(0);
    expect(screen.queryByText(/removed from the workspace/)).toBeNull();
  }, 40000);
});
