/**
 * Issue 28, task 48k: u31g F4 (Document Q&A's heading said "it cites no passage" for an answer citing a [2] that was not
 * retrieved) and F6 (u30w F9: the "does not say this" notes were a bulleted list in the calm info box, the bullet
 * hanging outside it, while a citation to no passage got the red box).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {Answer} from '@site/src/demos/document-qa/Verdict';
import CheckedAnswer from '@site/src/demos/kit/components/CheckedAnswer';

const TRAINING = 'Training budget\nEach employee has a training budget of 1,200 euros per year. The budget cannot be used for conferences outside Europe.';

describe('u31g F4: an answer citing only a passage that was not retrieved', () => {
  it('is headed "cites no retrieved passage", not "cites no passage"', () => {
    render(<Answer model="mock-1" answer="Each employee has a training budget of 1,200 euros per year [2]." streaming={false} count={1} anchor="f4-" passages={[TRAINING]} />);
    expect(screen.getByText(/it cites no retrieved passage, so check it against the passages below/)).toBeTruthy();
  });
  it('an answer citing nothing at all still says it cites no passage', () => {
    render(<Answer model="mock-1" answer="Each employee has a training budget of 1,200 euros a year." streaming={false} count={1} anchor="f4b-" passages={[TRAINING]} />);
    expect(screen.getByText(/it cites no passage, so check it against the passages below/)).toBeTruthy();
  });
});

describe('u31g F6: the "does not say this" notes are a warning with no bullets', () => {
  it('the list has the warning class, not the info notice', () => {
    render(<CheckedAnswer answer="You can use your 1,200 euro training budget for conferences outside Europe [1]." count={1} anchor="f6-" streaming={false} passages={[TRAINING]} />);
    const list = screen.getByRole('list', {name: 'Citations that do not hold their sentence'});
    expect(list.className).toContain('unsupported');
    expect(list.className).not.toContain('notice');
    expect(list.textContent).toContain('Passage 1 does not say this');
  });
  it('the warning class draws no bullets and uses the warning colors', () => {
    const css = readFileSync(join(__dirname, '../../../../src/demos/kit/components/kit.module.css'), 'utf8');
    const rule = /ul\.unsupported\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/list-style:\s*none/);
    expect(rule).toMatch(/--ifm-color-warning-contrast-background/);
    expect(/ul\.unsupported\s*>\s*li\s*\{[^}]*list-style:\s*none/.test(css)).toBe(true);
  });
});
