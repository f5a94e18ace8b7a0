import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createQuerySync, searchPageUrl, SETTLE_MS} from '@site/src/lib/search/querySync';

describe('createQuerySync (the /search page URL and analytics)', () => {
  const written: string[] = [];
  const reported: string[] = [];
  const make = () => createQuerySync({write: (q) => written.push(q), report: (q) => reported.push(q)});

  /** Types `text` one key at a time, `gap` ms apart, the way the page sees it (each change is the whole value). */
  function typeKeys(sync: ReturnType<typeof make>, text: string, gap = 120, from = '') {
    for (let i = 1; i <= text.length; i += 1) {
      sync.change(from + text.slice(0, i));
      vi.advanceTimersByTime(gap);
    }
  }

  beforeEach(() => {
    written.length = 0;
    reported.length = 0;
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes and reports nothing while the reader types, then the whole query once after the pause', () => {
    const sync = make();
    typeKeys(sync, 'champion network');
    expect(written).toEqual([]);
    expect(reported).toEqual([]);
    vi.advanceTimersByTime(SETTLE_MS - 120 - 1);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['champion network']);
    expect(reported).toEqual(['champion network']);
    vi.advanceTimersByTime(10_000);
    expect(written).toHaveLength(1);
  });

  it('settles at once on submit, and the pending pause does not write again', () => {
    const sync = make();
    typeKeys(sync, 'rag', 50);
    sync.submit('rag');
    expect(written).toEqual(['rag']);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(written).toEqual(['rag']);
    expect(reported).toEqual(['rag']);
  });

  it('does not write or report a query that did not change (after trimming), nor the one the page arrived with', () => {
    const sync = make();
    sync.arrive('governance');
    sync.submit('governance ');
    sync.change(' governance');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(written).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('clears the URL when the box is emptied, without reporting an empty search', () => {
    const sync = make();
    sync.submit('agents');
    sync.change('');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(written).toEqual(['agents', '']);
    expect(reported).toEqual(['agents']);
  });

  it('drops a pending write when the page goes away', () => {
    const sync = make();
    sync.change('half typed');
    sync.cancel();
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(written).toEqual([]);
  });

  it('builds the page address from the settled query', () => {
    expect(searchPageUrl('/search', '  champion network ')).toBe('/search?q=champion%20network');
    expect(searchPageUrl('/search', '   ')).toBe('/search');
    expect(searchPageUrl('/search', 'a&b', '#top')).toBe('/search?q=a%26b#top');
  });
});
