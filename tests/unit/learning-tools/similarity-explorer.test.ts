import {describe, expect, it} from 'vitest';
import {comparedWith} from '@site/src/learning-tools/similarity-explorer/Explorer';

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
