/**
 * Issue 28, task 45k2 (u30d F7, F11; u30f F5): the Answer heading (Document Q&A; Zohlar Ask uses the same view) said
 * "grounded" (in the passages below) while the answer was still streaming, before any sentence was checked, and for a
 * wrong value taken from another sentence of the cited passage. While streaming it now says the answer cites the
 * passages and to check them; the clean-check heading (support.ts cleanCheckHeading: what was compared, and a request to
 * confirm the meaning; 49g replaced the "grounded" heading; s50-ev made it neutral: it approves nothing and points to the
 * comparison of each cited sentence with its passage sentence) only once every cited sentence is held.
 */
import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {Answer} from '@site/src/demos/document-qa/Verdict';
import {CLEAN_CHECK, cleanCheckHeading} from '@site/src/demos/kit/support';

const MINUTES = 'Action 1: Ben Okafor orders two replacement toner cartridges for PR-17 by 10 February.\nAction 2: Chen Wei books the annual van inspection for VAN-2 before 22 April.';

describe('the Answer heading gets the clean-check wording only once every sentence is checked and held', () => {
  it('u30d F7: while streaming it does not give the clean-check heading', () => {
    render(<Answer model="mock-1" answer="Ben Okafor orders the toner [1]." streaming count={1} anchor="s-" passages={[MINUTES]} />);
    expect(screen.queryByText(CLEAN_CHECK, {exact: false})).toBeNull();
    // Since s53 (u37b F9) a streaming answer claims no citation yet: it says it is still arriving and asks for a check.
    expect(screen.getByText(/still arriving; check it against the passages below/)).toBeTruthy();
  });

  it('u30d F11: a name from another line does not get the clean-check heading', () => {
    render(<Answer model="mock-1" answer="Chen Wei orders the toner [1]." streaming={false} count={1} anchor="w-" passages={[MINUTES]} />);
    expect(screen.queryByText(CLEAN_CHECK, {exact: false})).toBeNull();
    expect(screen.getByText(/it says “Ben Okafor”/)).toBeTruthy();
  });

  it('a held answer, once complete, gets the neutral heading (s50-ev: no approval; it points to the sentence-by-sentence comparison)', async () => {
    render(<Answer model="mock-1" answer="Ben Okafor orders the toner [1]." streaming={false} count={1} anchor="g-" passages={[MINUTES]} />);
    expect(screen.getByText(cleanCheckHeading('mock-1'))).toBeTruthy();
    expect(cleanCheckHeading('mock-1')).toBe(
      'Answer from mock-1. Each cited sentence is shown below beside the passage sentence closest to it; read the marked words before relying on the answer.',
    );
    expect(cleanCheckHeading('mock-1')).not.toMatch(/grounded|verified|supported|correct|no mismatch|found no|checked/i);
    // What it points to is there: the sentence beside its passage sentence. The list is loaded on demand
    // (CheckedAnswer.tsx LazyEvidence), so wait for it; CI's loaded machine took longer than a tick (stop 50).
    expect(await screen.findByRole('heading', {name: /How each sentence compares with its passage/}, {timeout: 20_000})).toBeTruthy();
  });
});
