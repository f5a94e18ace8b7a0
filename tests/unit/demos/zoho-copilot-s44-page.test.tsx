/**
 * Brief 44z (issue 28), tester u29r's page findings:
 * F6: after "Ask “…” instead" (or "Run without …") the button is gone and focus fell to <body>, throwing a keyboard or
 *     screen-reader user back to the top of the page: it lands on the question box.
 * F16: every aria-describedby and aria-labelledby in the demo points at an element that exists, in every state
 *     (first render, an answer, a refusal with an offer, the box in error). The browser check with the server HTML
 *     and Preact is in tests/e2e/demos-zoho-s44.spec.ts.
 * F12: spaces around a question do not count toward the length limit.
 */
import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import ZohoCopilot from '@site/src/demos/zoho-copilot';
import {MAX_QUESTION_CHARS} from '@site/src/demos/zoho-copilot/coql';

function ask(text: string) {
  fireEvent.change(screen.getByLabelText('Your question'), {target: {value: text}});
  fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
}

/** The ids referenced by aria-describedby / aria-labelledby that no element in the document has. */
function dangling(): string[] {
  const missing: string[] = [];
  for (const attr of ['aria-describedby', 'aria-labelledby']) {
    for (const el of document.querySelectorAll(`[${attr}]`)) {
      for (const ref of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(ref)) missing.push(`${el.tagName.toLowerCase()} ${attr}=${ref}`);
      }
    }
  }
  return missing;
}

describe('u29r F6: focus after a one-click offer', () => {
  it('lands on the question box after “Ask … instead”', () => {
    render(<ZohoCopilot />);
    ask('dels ovr 50k in berlin');
    const offer = screen.getByRole('button', {name: /instead$/});
    offer.focus();
    fireEvent.click(offer);
    expect(document.activeElement).toBe(screen.getByLabelText('Your question'));
    expect(screen.getByRole('status').textContent).toMatch(/deals? found/);
  });

  it('lands on the question box after “Run without …”', () => {
    render(<ZohoCopilot />);
    ask('deals over 50k, also export them to csv');
    const run = screen.getByRole('button', {name: /^Run without/});
    run.focus();
    fireEvent.click(run);
    expect(document.activeElement).toBe(screen.getByLabelText('Your question'));
    expect(screen.getByRole('status').textContent).toMatch(/deals? found/);
  });
});

describe('u29r F16: every aria reference resolves', () => {
  it.each([
    ['the first render', null],
    ['an answer', 'open deals over 50k'],
    ['a refusal with an offer', 'dels ovr 50k in berlin'],
    ['an empty question', ''],
    ['a question over the limit', 'x'.repeat(MAX_QUESTION_CHARS + 1)],
  ])('in %s', (_state, text) => {
    render(<ZohoCopilot />);
    if (text !== null) ask(text);
    expect(document.querySelectorAll('[aria-describedby], [aria-labelledby]').length).toBeGreaterThan(0);
    expect(dangling()).toEqual([]);
  });

  it('keeps the help text in the description while the box is in error', () => {
    render(<ZohoCopilot />);
    ask('');
    const box = screen.getByLabelText('Your question');
    const described = (box.getAttribute('aria-describedby') ?? '').split(/\s+/).map((i) => document.getElementById(i)?.textContent ?? '').join(' ');
    expect(described).toContain(`Up to ${MAX_QUESTION_CHARS} characters`);
    expect(described).toContain('Type a question first');
  });
});

describe('u29r F12: spaces around a question are trimmed before the length check', () => {
  it('answers a short question followed by many spaces', () => {
    render(<ZohoCopilot />);
    ask(`deals over 50k${' '.repeat(290)}`);
    expect(screen.getByLabelText('Your question')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status').textContent).toMatch(/deals found in the sample data/);
  });
});
