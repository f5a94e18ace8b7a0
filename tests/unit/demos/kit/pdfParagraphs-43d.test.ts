/**
 * Issue 28 u29h S-1 (task 43d): a Chromium-printed PDF has no blank lines and puts one-line paragraphs
 * under headings, so the page's median line spacing is itself a paragraph gap and the whole page was
 * one passage. The tester's two PDFs (made by /tmp/u29h/mkpdf.mjs and mkpdf2.mjs; their pdf.js text
 * items, as pdf.js 6 reports them, are in fixtures/pdf-items-u29h.json) now split by paragraph.
 */
import {describe, expect, it} from 'vitest';
import {itemsToText} from '@site/src/demos/kit/pdf';
import {chunkDocument} from '@site/src/retrieval/chunking/documents';
import ITEMS from '../fixtures/pdf-items-u29h.json';

type Items = Parameters<typeof itemsToText>[0];
const pages = ITEMS as unknown as Record<string, Items[]>;
const passagesOf = (name: string) => pages[name].flatMap((items, i) => chunkDocument({id: `${name}-${i}`, title: `${name}, page ${i + 1}`, text: itemsToText(items)}));

describe('PDF paragraphs from line geometry (u29h S-1)', () => {
  it('travel-policy.pdf: one passage per heading and its paragraph, not one for the page', () => {
    const passages = passagesOf('travel-policy.pdf');
    expect(passages.length).toBeGreaterThanOrEqual(4);
    const perDiem = passages.find((p) => p.text.includes('per diem of $80'))!;
    expect(perDiem.text).not.toContain('hotel cap');
    const flights = passages.find((p) => p.text.includes('Economy class'))!;
    // A wrapped line stays in its paragraph.
    expect(flights.text).toContain('with VP\napproval.');
    expect(flights.text).not.toContain('Mileage');
  });
  it('safety-3pages.pdf: each page still splits into its title or heading, the long paragraph and the last line', () => {
    for (const items of pages['safety-3pages.pdf']) expect(itemsToText(items).split('\n\n')).toHaveLength(3);
  });
  const at = (str: string, y: number, size = 10) => ({str, hasEOL: true, transform: [size, 0, 0, size, 72, y]});
  it('one-line paragraphs 1.9 lines apart under a heading split; wrapped lines do not', () => {
    const text = itemsToText([at('Leave', 700, 16), at('Annual leave is 25 days and it', 676), at('carries over.', 664), at('Sick leave needs a note.', 645), at('Parental leave is 16 weeks.', 626)]);
    expect(text.split('\n\n')).toEqual(['Leave', 'Annual leave is 25 days and it\ncarries over.', 'Sick leave needs a note.', 'Parental leave is 16 weeks.']);
  });
  it('double-spaced text with no paragraph gaps stays together', () => {
    const text = itemsToText(Array.from({length: 6}, (_, i) => at(`Line ${i} of a double-spaced letter that goes on`, 700 - i * 24)));
    expect(text).not.toContain('\n\n');
  });
  it('raised text (a footnote mark) on a line does not make every line a paragraph', () => {
    const text = itemsToText([at('Body line one with a mark', 700), {str: '1', hasEOL: true, transform: [6, 0, 0, 6, 200, 703]}, at('body line two', 688), at('body line three', 676)]);
    expect(text.split('\n\n').length).toBeLessThanOrEqual(2);
    expect(text).toContain('body line two\nbody line three');
  });
});
