// s55 u-chat F4: each keystroke in Simple Chat's message box re-rendered the whole log, and each model reply's
// CheckedAnswer ran its sentence checks again (3 characters took 5–9.6 s after a 40-sentence reply). CheckedAnswer is
// drawn again only when its answer, passages (by their text) or state change.
import {render} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';

const calls = vi.hoisted(() => ({n: 0}));
vi.mock('@site/src/demos/kit/support', async (original) => {
  const real = await original<typeof import('@site/src/demos/kit/support')>();
  return {...real, unsupportedCitations: (...args: Parameters<typeof real.unsupportedCitations>) => (calls.n++, real.unsupportedCitations(...args))};
});

import CheckedAnswer from '@site/src/demos/kit/components/CheckedAnswer';

const passage = 'Plan one champion per team of roughly 25–50 people.';
const answer = 'Plan one champion per team of roughly 25–50 people [1].';

describe('CheckedAnswer runs its checks once per answer', () => {
  it('a re-render with equal props (a new passages array of the same texts) checks nothing again', () => {
    const view = render(<CheckedAnswer answer={answer} count={1} anchor="a-" streaming={false} passages={[passage]} />);
    const first = calls.n;
    expect(first).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) view.rerender(<CheckedAnswer answer={answer} count={1} anchor="a-" streaming={false} passages={[passage]} />);
    expect(calls.n).toBe(first);
  });
  it('a changed answer or passage is checked again', () => {
    const view = render(<CheckedAnswer answer={answer} count={1} anchor="b-" streaming={false} passages={[passage]} />);
    const first = calls.n;
    view.rerender(<CheckedAnswer answer={`${answer} More.`} count={1} anchor="b-" streaming={false} passages={[passage]} />);
    expect(calls.n).toBeGreaterThan(first);
    const second = calls.n;
    view.rerender(<CheckedAnswer answer={`${answer} More.`} count={1} anchor="b-" streaming={false} passages={['Another text.']} />);
    expect(calls.n).toBeGreaterThan(second);
  });
});
