/**
 * u37b F9 (s53 z1): the status line said "13249 passages" beside "1,258,331 characters", and while the model had not yet
 * sent a token the answer's heading already said "it cites the passages below: check them" (u33b F8, u35b F9). The count
 * now has its thousands separator, and the heading says what was sent until an answer arrives.
 */
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import DocumentQa from '@site/src/demos/document-qa';
import {Answer} from '@site/src/demos/document-qa/Verdict';
import {box, cleanStorageAroundEachTest} from './documentQaPaste';

cleanStorageAroundEachTest();

const paragraphs = (n: number) => Array.from({length: n}, (_, i) => `Depot ${i + 1} opens at ${(i % 12) + 6} o'clock.`).join('\n\n');

describe('u37b F9: the passage count in the status line', () => {
  it.each([
    [1250, '1,250 passages'],
    [999, '999 passages'],
  ])('%i paragraphs → “%s”', async (n, expected) => {
    render(<DocumentQa />);
    fireEvent.click(screen.getByLabelText('Paste text'));
    fireEvent.change(box(), {target: {value: paragraphs(n)}});
    fireEvent.click(screen.getByRole('button', {name: 'Use this text'}));
    await waitFor(() => expect(document.body.textContent).toMatch(/Ready: “[^”]*”, [\d,]+ passages?/), {timeout: 20_000});
    expect(document.body.textContent).toContain(`, ${expected} (one per paragraph`);
  }, 30_000);
});

describe('u37b F9: the heading while waiting for the first token', () => {
  const props = {model: 'mock-u37b', count: 2, anchor: 'p-', passages: ['Anne Berg leads the Legal team.', 'The lease ends on 31 March 2031.']};
  it('before any text: says what was sent, claims no citation', () => {
    const {container} = render(<Answer {...props} answer="" streaming />);
    const label = container.querySelector('p')!.textContent!;
    expect(label).not.toMatch(/cites/);
    expect(label).toContain('Asked mock-u37b with your question and the passages below; waiting for its answer');
    expect(container.textContent).toContain('Waiting for the model…');
  });
  it('variants: whitespace only is still waiting; text arriving claims no citation; the finished answer is checked', () => {
    expect(render(<Answer {...props} answer={'  \n'} streaming />).container.querySelector('p')!.textContent).toMatch(/waiting for its answer/);
    const arriving = render(<Answer {...props} answer="Anne Berg leads" streaming />).container.querySelector('p')!.textContent!;
    expect(arriving).not.toMatch(/cites|waiting/);
    expect(arriving).toContain('still arriving');
    const done = render(<Answer {...props} answer="Anne Berg leads the Legal team [1]." streaming={false} />).container.querySelector('p')!.textContent!;
    expect(done).not.toMatch(/waiting|still arriving/);
  });
});
