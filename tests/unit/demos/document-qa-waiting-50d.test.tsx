/**
 * s50 task d (issue 28, tester u33b: /tmp/u33b/FINDINGS.md F7, run_guide.js): a question asked of "This guide" while the
 * guide still loads is asked as soon as it is ready, but the result area said the question was "not asked yet: press Ask
 * to ask it". It now says the question waits for the document and is asked then. The guide's corpus comes from a fetch
 * held open by the test, as a slow network would hold it.
 */
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import DocumentQa from '@site/src/demos/document-qa';
import {cleanStorageAroundEachTest} from './documentQaPaste';

cleanStorageAroundEachTest();
afterEach(() => vi.unstubAllGlobals());

const CORPUS = {
  pages: [
    {url: '/docs/rag/long-context', title: 'Long context', sections: [{heading: 'Lost in the middle', anchor: 'lost-in-the-middle', text: 'Lost in the middle: models use facts at the start and end of a long prompt better than facts in its middle.'}]},
    {url: '/docs/rag/chunking', title: 'Chunking', sections: [{heading: 'Chunk size', anchor: 'chunk-size', text: 'Chunk size trades recall for precision: small chunks match exactly, large ones keep context.'}]},
  ],
};

describe('u33b F7: a question waiting for the guide says it waits, not "press Ask"', () => {
  for (const q of ['What is lost in the middle?', 'How does chunk size trade recall for precision?']) {
    it(`asks “${q}” once the guide is in, and says so meanwhile`, async () => {
      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      vi.stubGlobal('fetch', vi.fn(async () => {
        await held;
        return new Response(JSON.stringify(CORPUS), {status: 200, headers: {'content-type': 'application/json'}});
      }));
      render(<DocumentQa />);
      const question = screen.getByLabelText(/Your question/);
      fireEvent.change(question, {target: {value: 'Who approves a business class flight?'}});
      fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
      await waitFor(() => expect(screen.getByRole('list', {name: 'Top passages'})).toBeTruthy(), {timeout: 10_000});
      const results = screen.getByRole('list', {name: 'Top passages'}).closest('[aria-live="polite"]') as HTMLElement;
      fireEvent.click(screen.getByLabelText('This guide'));
      fireEvent.change(question, {target: {value: q}});
      fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
      await waitFor(() => expect(results.textContent).toContain(`Your question “${q}” is waiting for “This guide” to be ready and is asked then`));
      expect(results.textContent).not.toMatch(/not asked yet|press Ask to ask it/);
      release();
      await waitFor(() => expect(results.textContent).toMatch(/Long context|Chunking/), {timeout: 10_000});
      expect(results.textContent).not.toMatch(/not asked yet|waiting for/);
    }, 60_000);
  }
});
