import {describe, expect, it} from 'vitest';
import {comparedWith, sameWork, summaryOf} from '@site/src/learning-tools/similarity-explorer/Explorer';

describe('similarity explorer wording', () => {
  it('says "fewer" only when IVF compares fewer vectors, "more" when it compares more', () => {
    expect(comparedWith(20_000, 1_000, 'fewer', 'more')).toBe('20.0× fewer');
    expect(comparedWith(20_000, 26_000, 'fewer', 'more')).toBe('1.3× more');
    expect(comparedWith(20_000, 20_200, 'fewer', 'more')).toBe('about the same');
    expect(comparedWith(20_000, 20_064, 'fewer', 'more')).not.toMatch(/fewer/);
  });

  it('says "slower" when IVF takes longer', () => {
    expect(comparedWith(10, 25, 'faster', 'slower', 'about the same time')).toBe('2.5× slower');
    expect(comparedWith(10, 10.2, 'faster', 'slower', 'about the same time')).toBe('about the same time');
  });
});

describe('the timing sentence (u28e SE1)', () => {
  const stats = (comparisons: number, milliseconds: number) => ({results: [], comparisons, milliseconds, runMilliseconds: [milliseconds]});
  const measured = (ivfComparisons: number, ivfMs: number) => ({params: {nlist: 16, nprobe: 16, k: 10}, exact: stats(4000, 17.7), ivf: stats(ivfComparisons, ivfMs), recall: 1, buildMs: 5});

  it('at the same work gives no speed ratio and says why', () => {
    const m = measured(4016, 79.5);
    expect(sameWork(m)).toBe(true);
    const text = summaryOf(m);
    expect(text).toMatch(/^IVF with nlist 16 and nprobe 16 found 100\.0% .* comparing 4,016 vectors per query instead of 4,000 \(about the same\)\./);
    expect(text).toContain('That is the same work as exact search, so no speed ratio is given');
    expect(text).not.toMatch(/slower|faster|×/);
  });

  it('with less work leads with the comparison counts, then the times and their ratio', () => {
    const m = measured(570, 2.5);
    expect(sameWork(m)).toBe(false);
    const text = summaryOf(m);
    expect(text.indexOf('vectors per query')).toBeLessThan(text.indexOf(' ms'));
    expect(text).toContain('(7.0× fewer)');
    expect(text).toContain('the same warm-up for both, then 5 runs of 200 queries in which the two take turns, the median of each');
    expect(text).toContain('(7.1× faster)');
  });
});
