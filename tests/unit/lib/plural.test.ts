import {describe, expect, it} from 'vitest';
import {countOf, nounFor} from '@site/src/lib/text/plural';

describe('countOf (issue 28: "1 deals found")', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'deal')).toBe('1 deal');
    expect(countOf(0, 'deal')).toBe('0 deals');
    expect(countOf(2, 'lead')).toBe('2 leads');
    expect(countOf(1, 'action item')).toBe('1 action item');
  });

  it('takes an irregular plural and leaves the digits as they are', () => {
    expect(countOf(1, 'summary sentence')).toBe('1 summary sentence');
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(countOf(1250, 'passage')).toBe('1250 passages');
    expect(nounFor(1, 'boundary', 'boundaries')).toBe('boundary');
    expect(nounFor(1.5, 'chunk')).toBe('chunks');
  });
});
