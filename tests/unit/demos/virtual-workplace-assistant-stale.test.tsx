/**
 * Virtual Workplace Assistant (issue 28, u29d V-8): a transcript or title changed after "Analyze transcript" marks the
 * results out of date and disables "Copy e-mail draft" until Analyze runs again (the browser check is
 * tests/e2e/demos-vwa-stale.spec.ts).
 */
import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';

const FIRST = 'Sam Okafor: I will send the agenda by Friday.\nLena Fischer: Thanks, Sam.';
const SECOND = 'Grace Wong: Pierre, could you review the questions by Thursday?\nPierre Dubois: Yes, I will review them by Thursday.';

describe('stale results', () => {
  it('marks the results out of date and disables copying until Analyze runs again', () => {
    render(<WorkplaceAssistant />);
    const box = screen.getByLabelText(/^Transcript \(/);
    const analyze = screen.getByRole('button', {name: 'Analyze transcript'});
    const draft = () => (screen.getByLabelText('Follow-up e-mail draft text') as HTMLTextAreaElement).value;
    const copy = () => screen.getByRole('button', {name: /Copy e-mail draft/});
    fireEvent.change(box, {target: {value: FIRST}});
    fireEvent.click(analyze);
    expect(screen.queryByText(/out of date/i)).toBeNull();
    expect(copy()).not.toBeDisabled();
    expect(draft()).toContain('Sam Okafor');

    fireEvent.change(box, {target: {value: SECOND}});
    expect(screen.getAllByText(/out of date/i).length).toBeGreaterThan(0);
    expect(copy()).toBeDisabled();

    fireEvent.click(analyze);
    expect(screen.queryByText(/out of date/i)).toBeNull();
    expect(copy()).not.toBeDisabled();
    expect(draft()).toContain('Pierre Dubois');
    expect(draft()).not.toContain('Sam Okafor');

    fireEvent.change(screen.getByLabelText('Meeting title'), {target: {value: 'Survey sync'}});
    expect(copy()).toBeDisabled();
    fireEvent.click(analyze);
    expect(copy()).not.toBeDisabled();
    // The whole page renders and analyses three times: slow on a loaded machine, so no 5 s default.
  }, 30_000);
});
