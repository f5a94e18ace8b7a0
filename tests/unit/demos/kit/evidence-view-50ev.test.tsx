/**
 * The view of s50-ev (issue 28; u33b F1): under a complete answer with citations, each cited sentence and the closest
 * sentence of its passage, the differing words in <mark>, explained once in text; Document Q&A (Verdict Answer, also
 * Zohlar Ask) shows the list open under a heading, Simple Chat (and Zohlar Chat) in a disclosure per reply, open when
 * the check raised a note. Nothing while the answer streams. Before s50-ev (df25b7b5) none of this existed.
 */
import {act, render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {Answer} from '@site/src/demos/document-qa/Verdict';
import CheckedAnswer from '@site/src/demos/kit/components/CheckedAnswer';
import {EVIDENCE_EXPLAINED, EVIDENCE_HEADING} from '@site/src/demos/kit/components/Evidence';
import {CLEAN_CHECK} from '@site/src/demos/kit/cleanCheck';

const PETS = 'Pets and smoking\nDogs are allowed in the offices. Smoking is not allowed anywhere in the building.';
/** The list is loaded on demand (CheckedAnswer's LazyEvidence): wait for the module and the state update it makes. */
const settle = () =>
  act(async () => {
    await import('@site/src/demos/kit/components/Evidence');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const marks = (el: ParentNode) => [...el.querySelectorAll('mark')].map((m) => m.textContent);

describe('Document Q&A and Zohlar Ask: the list under the answer', () => {
  it('u33b #1: "Smoking is allowed in the offices [1]" is shown above the smoking sentence, its differing words marked', async () => {
    const {container} = render(<Answer model="mock-1" answer="Smoking is allowed in the offices [1]." streaming={false} count={1} anchor="p-" passages={[PETS]} />);
    await settle();
    expect(screen.getByRole('heading', {name: `${EVIDENCE_HEADING} (1 of 1 sentence has differing words)`})).toBeTruthy();
    expect(screen.getByText(EVIDENCE_EXPLAINED)).toBeTruthy();
    const list = screen.getByRole('list', {name: EVIDENCE_HEADING});
    expect(list.textContent).toContain('Answer: Smoking is allowed in the offices');
    expect(list.textContent).toContain('Passage 1: Smoking is not allowed anywhere in the building.');
    expect(marks(container)).toEqual(['offices', 'not', 'anywhere', 'building']);
    expect(screen.getByRole('link', {name: 'Passage 1'}).getAttribute('href')).toBe('#p-1');
    // Said in text too, for a screen reader, which does not announce a highlight.
    expect(list.textContent).toContain('Differs: answer “offices”; passage 1 “not”, “anywhere”, “building”.');
  });

  it('a right answer shows its sentence with no marks, under the neutral heading', async () => {
    const {container} = render(<Answer model="mock-1" answer="Dogs are allowed in the offices [1]." streaming={false} count={1} anchor="p-" passages={[PETS]} />);
    await settle();
    expect(screen.getByText(`Answer from mock-1. ${CLEAN_CHECK}`)).toBeTruthy();
    expect(marks(container)).toEqual([]);
    expect(screen.getByRole('list', {name: EVIDENCE_HEADING}).textContent).toContain('Passage 1: Dogs are allowed in the offices.No word differs.');
  });

  it('the notes of the support check come first', async () => {
    const {container} = render(<Answer model="mock-1" answer="Cats are allowed in the offices [1]." streaming={false} count={1} anchor="p-" passages={[PETS]} />);
    await settle();
    const text = container.textContent!;
    const note = text.indexOf('does not say this');
    expect(note).toBeGreaterThan(-1);
    expect(text.indexOf(EVIDENCE_HEADING)).toBeGreaterThan(note);
  });

  it('nothing while the answer streams, nor for a refusal or an answer citing nothing', async () => {
    const one = render(<Answer model="mock-1" answer="Smoking is allowed in the offices [1]." streaming count={1} anchor="p-" passages={[PETS]} />);
    await settle();
    expect(one.container.textContent).not.toContain(EVIDENCE_HEADING);
    one.unmount();
    const two = render(<Answer model="mock-1" answer="Not found in the document." streaming={false} count={1} anchor="p-" passages={[PETS]} />);
    await settle();
    expect(two.container.textContent).not.toContain(EVIDENCE_HEADING);
    two.unmount();
    const three = render(<Answer model="mock-1" answer="Smoking is allowed in the offices." streaming={false} count={1} anchor="p-" passages={[PETS]} />);
    await settle();
    expect(three.container.textContent).not.toContain(EVIDENCE_HEADING);
  });
});

describe('Simple Chat and Zohlar Chat: a disclosure per reply', () => {
  it('folded, with the count in its summary; closed when the check raised no note', async () => {
    const {container} = render(<CheckedAnswer answer="Smoking is allowed in the offices [1]. Dogs are allowed in the offices [1]." count={1} anchor="c-" streaming={false} passages={[PETS]} evidence="folded" />);
    await settle();
    const details = container.querySelector('details')!;
    expect(details.querySelector('summary')!.textContent).toBe(`${EVIDENCE_HEADING} (1 of 2 sentences have differing words)`);
    expect(details.open).toBe(false);
    expect(marks(details)).toContain('not');
  });
  it('open when the check raised a note', async () => {
    const {container} = render(<CheckedAnswer answer="Smoking is allowed for 20 minutes in the offices [1]." count={1} anchor="c-" streaming={false} passages={[PETS]} evidence="folded" />);
    await settle();
    expect(container.textContent).toContain('does not say this');
    expect(container.querySelector('details')!.open).toBe(true);
  });
  it('nothing while it streams', async () => {
    const {container} = render(<CheckedAnswer answer="Smoking is allowed in the offices [1]." count={1} anchor="c-" streaming passages={[PETS]} evidence="folded" />);
    await settle();
    expect(container.querySelector('details')).toBeNull();
  });
});
