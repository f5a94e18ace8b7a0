/**
 * Issue 28, task 44k (u29x F5, F12, F4, F3). The citation-support check (kit/support.ts, moved from Document Q&A)
 * runs in the kit's CheckedAnswer, so every answer view has it: Document Q&A (and Zohlar Ask), Simple Chat (and
 * Zohlar Chat). An answer that cites no passage is said to, never given the clean-check heading (49g: it was "grounded"). Currency codes and symbols
 * name one unit; "[-1]" is an invalid citation like "[0]". Passages from /tmp/u29x (Zohlar heater and contacts).
 */
import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import CheckedAnswer from '@site/src/demos/kit/components/CheckedAnswer';
import {Answer} from '@site/src/demos/document-qa/Verdict';
import {checkCitations} from '@site/src/demos/kit/match';
import {CLEAN_CHECK, cleanCheckHeading, unsupportedCitations} from '@site/src/demos/kit/support';

const HEATER = ['The backup heater may run for no more than 6 hours at a time. Its thermal fuse trips at 85 °C. It is owned by the facilities team.'];
const CONTACT = ['For the backup heater, contact Omar Haddad on extension 4471.'];
const HOTEL = ['The hotel limit in Berlin is 180 EUR per night.', 'In Paris the limit is €240 per night; in London £200; in New York $300.'];

const shown = (answer: string, passages: readonly string[], streaming = false) =>
  render(<CheckedAnswer answer={answer} count={passages.length} anchor="p-" streaming={streaming} passages={passages} />).container.textContent ?? '';

describe('F5: every answer view checks that a cited passage holds its sentence', () => {
  it('the chats (CheckedAnswer) flag a wrong number under a valid [1]', () => {
    const text = shown('Never more than 6 hours [1]; the fuse trips at 95 °C [1].', HEATER);
    expect(text).toContain('Passage 1 does not say this: “the fuse trips at 95 °C” (it does not mention “95”).');
    expect(text).not.toContain('“Never more than 6 hours”');
  });
  it('a wrong extension under a valid [1] is flagged', () => {
    expect(shown('Contact Omar Haddad on ext. 9999 [1].', CONTACT)).toContain('it does not mention “9999”');
  });
  it('a right sentence is not flagged', () => {
    expect(shown('Contact Omar Haddad on extension 4471 [1].', CONTACT)).not.toContain('does not say this');
  });
  it('nothing is flagged while the answer streams', () => {
    expect(shown('The fuse trips at 95 °C [1].', HEATER, true)).not.toContain('does not say this');
  });
  it('Document Q&A (Answer) shows the note once, from the kit', () => {
    render(<Answer model="mock-1" answer="The fuse trips at 95 °C [1]." streaming={false} count={1} anchor="a-" passages={HEATER} />);
    expect(screen.getAllByText(/Passage 1 does not say this/)).toHaveLength(1);
  });
});

describe('F12: a currency code and its symbol are one unit', () => {
  it.each([
    ['In Paris up to 240 EUR [2].'],
    ['In Berlin up to €180 [1].'],
    ['In London up to 200 GBP [2].'],
    ['In New York up to 300 USD [2].'],
    ['In New York up to USD 300 [2].'],
    ['Berlin allows 180 euros [1].'],
  ])('%s is not flagged', (answer) => {
    expect(unsupportedCitations(answer, HOTEL)).toEqual([]);
  });
  it('a wrong amount in a code is still flagged', () => {
    expect(unsupportedCitations('In Paris up to 260 EUR [2].', HOTEL).map((u) => u.lacks)).toEqual([['260']]);
  });
  it('a code the passage does not use is still flagged', () => {
    expect(unsupportedCitations('In Paris up to 240 CHF [2].', HOTEL).map((u) => u.lacks)).toEqual([['CHF']]);
  });
});

describe('F4: a negative citation is invalid like [0]', () => {
  it('[-1] is listed and flagged', () => {
    const out = checkCitations('Six hours [-1]. Six hours [0].', 1, 'p-');
    expect(out.invalid).toEqual([-1, 0]);
    expect(out.markdown).toBe('Six hours [-1: no such passage]. Six hours [0: no such passage].');
  });
  it('a range and a list still read as before', () => {
    expect(checkCitations('x [1-2] y [1, 3]', 2, 'p-').invalid).toEqual([3]);
  });
});

describe('F3: an answer that cites no passage says so', () => {
  it('Document Q&A does not give an uncited answer the clean-check heading', () => {
    const {container} = render(<Answer model="mock-1" answer="The electric heater is owned by the finance team." streaming={false} count={1} anchor="a-" passages={HEATER} />);
    expect(container.textContent).not.toContain(CLEAN_CHECK);
    expect(container.textContent).toContain('cites no passage');
  });
  it('a plain-JSON or partial answer without citations does not get it either', () => {
    const {container} = render(<Answer model="mock-1" answer='{"answer": "Six hours."}' streaming={false} count={1} anchor="a-" passages={HEATER} />);
    expect(container.textContent).toContain('cites no passage');
    expect(container.textContent).not.toContain(CLEAN_CHECK);
  });
  it('the chats name an uncited reply', () => {
    expect(shown('The backup heater belongs to the finance team.', HEATER)).toContain('cites no passage');
  });
  it('a cited answer and a refusal are not called uncited', () => {
    expect(shown('It runs at most 6 hours [1].', HEATER)).not.toContain('cites no passage');
    expect(shown('Not found in the document.', HEATER)).not.toContain('cites no passage');
  });
  it('a cited answer the check holds gets the clean-check heading in Document Q&A', () => {
    const {container} = render(<Answer model="mock-1" answer="It runs at most 6 hours [1]." streaming={false} count={1} anchor="a-" passages={HEATER} />);
    expect(container.textContent).toContain(cleanCheckHeading('mock-1'));
  });
});
