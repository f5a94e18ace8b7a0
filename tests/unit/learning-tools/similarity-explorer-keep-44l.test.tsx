/**
 * Task 44l (issue 28, u29s S1): a reload or Back reset the similarity explorer's nlist, nprobe and k to the defaults and
 * dropped the results. The settings (and whether the reader had run it) are kept in this tab's session storage
 * (SIMILARITY_KEY) and come back after mount, so the server HTML and the first client render stay the defaults.
 */
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import Explorer, {SIMILARITY_KEY} from '@site/src/learning-tools/similarity-explorer/Explorer';

const slider = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('S1: the explorer keeps its settings per tab', () => {
  it('brings back nlist, nprobe and k after a reload', async () => {
    render(<Explorer />);
    fireEvent.change(slider(/^nlist/), {target: {value: '128'}});
    fireEvent.change(slider(/^nprobe/), {target: {value: '20'}});
    fireEvent.change(screen.getByLabelText(/^k\b/), {target: {value: '5'}});
    await waitFor(() => expect(sessionStorage.getItem(SIMILARITY_KEY)).toContain('128'));
    cleanup();
    render(<Explorer />);
    await waitFor(() => expect(slider(/^nlist/).value).toBe('128'));
    expect(slider(/^nprobe/).value).toBe('20');
    expect((screen.getByLabelText(/^k\b/) as HTMLSelectElement).value).toBe('5');
  });

  it('an unreadable or out-of-range record is ignored (defaults stay)', async () => {
    for (const raw of ['not json', JSON.stringify({v: 1, data: {nlist: 7, nprobe: 2, k: 3}}), JSON.stringify({v: 1, data: {nlist: 'x'}})]) {
      sessionStorage.setItem(SIMILARITY_KEY, raw);
      render(<Explorer />);
      await new Promise((r) => setTimeout(r, 50));
      expect(slider(/^nlist/).value).toBe('64');
      cleanup();
    }
  });
});
