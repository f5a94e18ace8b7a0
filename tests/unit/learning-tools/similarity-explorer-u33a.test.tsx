/**
 * Tester u33a (issue 28, similarity explorer rated 4): F1, the headline said "found 99.9% … (recall@20 0.998)" for one
 * recall of 0.9985 (two roundings of one number); F3, the nprobe slider stopped at 64, so at nlist 128 or 256 a full scan
 * could not be reached although the page says only that nprobe cannot exceed nlist.
 */
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import Explorer, {recallForms, summaryOf} from '@site/src/learning-tools/similarity-explorer/Explorer';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const measured = (recall: number, k = 20) => ({
  params: {nlist: 128, nprobe: 64, k},
  exact: {comparisons: 4000, milliseconds: 10, results: []},
  ivf: {comparisons: 2100, milliseconds: 6, results: []},
  recall,
  buildMs: 100,
});

describe('u33a F1: recall is rounded once', () => {
  it('prints the percent and the fraction from the same thousandths', () => {
    for (const recall of [0.9985, 0.99849999, 0.99850001, 0.9345, 0.0005, 1, 0.7335, 0.1235]) {
      const {fraction, percent} = recallForms(recall);
      expect(Number(percent)).toBeCloseTo(Number(fraction) * 100, 6);
    }
    expect(recallForms(0.9985).fraction).toMatch(/^0\.99[89]$/);
    expect(recallForms(1)).toEqual({fraction: '1.000', percent: '100.0'});
  });
  it('the headline agrees with itself at the tester’s setting (nlist 128, nprobe 64, k 20)', () => {
    for (const recall of [0.9985, 0.99849999, 0.99850001]) {
      const text = summaryOf(measured(recall));
      const [, percent, fraction] = /found ([\d.]+)% of the true 20 nearest neighbors \(recall@20 ([\d.]+)\)/.exec(text) ?? [];
      expect(Number(percent)).toBeCloseTo(Number(fraction) * 100, 6);
    }
  });
});

describe('u33a F3: nprobe reaches nlist at every nlist', () => {
  it('at nlist 256 the nprobe slider goes to 256 and keeps a chosen 200', () => {
    render(<Explorer />);
    const nlist = screen.getByLabelText(/^nlist/) as HTMLInputElement;
    const nprobe = screen.getByLabelText(/^nprobe/) as HTMLInputElement;
    fireEvent.change(nlist, {target: {value: '256'}});
    expect(nprobe.max).toBe('256');
    fireEvent.change(nprobe, {target: {value: '200'}});
    expect(nprobe.value).toBe('200');
    fireEvent.change(nlist, {target: {value: '128'}});
    expect(nprobe.max).toBe('128');
    expect(nprobe.value).toBe('128');
  });
});
