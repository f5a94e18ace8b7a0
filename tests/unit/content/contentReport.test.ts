// @vitest-environment node
/** The weekly report's inputs (scripts/content-report.mjs); the link requests themselves run only in the workflow. */
import {describe, expect, it} from 'vitest';
import {externalLinks, stalePages} from '../../../scripts/content-report.mjs';

describe('weekly content report', () => {
  it('lists no page today and every docs page once they are 180 days older', () => {
    expect(stalePages(180, new Date('2026-11-25T12:00:00Z'))).toEqual([]);
    const later = stalePages(180, new Date('2028-01-01T00:00:00Z')) as {file: string; age: number}[];
    expect(later.length).toBeGreaterThan(100);
    for (const page of later) expect(page.age).toBeGreaterThan(180);
  });

  it('collects external links with the pages using them, never local or reserved hosts', () => {
    const links = externalLinks() as Map<string, Set<string>>;
    expect(links.size).toBeGreaterThan(100);
    for (const [url, pages] of links) {
      expect(url).toMatch(/^https?:\/\/[^/]+/);
      expect(url).not.toMatch(/^https?:\/\/(localhost|127\.0\.0\.1)|\.example(\/|$)/);
      expect(pages.size).toBeGreaterThan(0);
    }
  });
});
