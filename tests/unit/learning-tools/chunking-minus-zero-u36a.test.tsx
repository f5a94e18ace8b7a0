/**
 * u36a F5 (issue 28, cosmetic): an overlap typed as "-0" was accepted and echoed as "overlap -0" in the summary.
 * "-0" is the number 0: it is read as 0 and shown as 0 (also for "-0.0"); a real negative stays refused.
 */
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import Playground from '@site/src/learning-tools/chunking-playground/Playground';

describe('an overlap of "-0" (u36a F5)', () => {
  afterEach(() => cleanup());
  for (const typed of ['-0', '-0.0', '-00']) {
    it(`"${typed}" reads as 0 in the summary`, () => {
      render(<Playground />);
      fireEvent.change(screen.getByLabelText('Text to chunk'), {target: {value: 'One short sentence. Another short one.'}});
      fireEvent.change(screen.getByLabelText('Chunk size (characters)'), {target: {value: '20'}});
      fireEvent.change(screen.getByLabelText('Overlap (characters)'), {target: {value: typed}});
      expect(screen.getByRole('status')).toHaveTextContent(/overlap 0:/);
      expect(screen.getByRole('status')).not.toHaveTextContent('-0');
    });
  }
  it('"-1" is still refused', () => {
    render(<Playground />);
    fireEvent.change(screen.getByLabelText('Overlap (characters)'), {target: {value: '-1'}});
    expect(screen.getAllByText(/Overlap must be a whole number of characters, 0 or more/).length).toBeGreaterThan(0);
  });
});
