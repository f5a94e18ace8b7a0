import {describe, expect, it} from 'vitest';
import {checkFile, checkText, MAX_FILE_BYTES} from '@site/src/demos/kit/files';
import {itemsToText} from '@site/src/demos/kit/pdf';
import {moveStep, TOUR} from '@site/src/demos/zohlar-showcase/tour';
import {extractPage, htmlToText} from '@site/src/plugins/guideCorpus';

describe('document limits', () => {
  it('accepts text and Markdown files within the limit', () => {
    expect(checkFile({name: 'notes.md', size: 1200})).toBeNull();
    expect(checkFile({name: 'NOTES.TXT', size: 10})).toBeNull();
    expect(checkFile({name: 'report.pdf', size: 10_000})).toBeNull();
  });
  it('explains wrong types, oversize and empty files', () => {
    expect(checkFile({name: 'slides.pptx', size: 100})).toMatch(/not a text, Markdown or PDF file/);
    expect(checkFile({name: 'big.txt', size: MAX_FILE_BYTES + 1})).toMatch(/limit is 5\.0 MB/);
    expect(checkFile({name: 'empty.txt', size: 0})).toMatch(/empty/);
  });
  it('rejects blank and oversize pasted text', () => {
    expect(checkText('   ')).toMatch(/empty/);
    expect(checkText('x'.repeat(MAX_FILE_BYTES + 1))).toMatch(/limit/);
    expect(checkText('fine')).toBeNull();
  });
});

describe('PDF text items', () => {
  it('joins items and breaks lines where pdf.js marks an end of line', () => {
    expect(itemsToText([{str: 'Hello', hasEOL: false}, {str: ' world', hasEOL: true}, {str: 'Next line'}, {}])).toBe('Hello world\nNext line');
  });
});

describe('Zohlar tour', () => {
  it('has five steps and clamps movement', () => {
    expect(TOUR).toHaveLength(5);
    expect(moveStep(0, -1)).toBe(0);
    expect(moveStep(4, 1)).toBe(4);
    expect(moveStep(1, 1)).toBe(2);
  });
});

describe('guide corpus extraction', () => {
  it('splits a rendered docs article at h2/h3 headings, dropping code and navigation', () => {
    const html =
      '<title>Intro | Site</title><article><div class="theme-doc-markdown markdown"><header><h1>Intro page</h1></header>' +
      '<p>Opening paragraph that is long enough to be kept in the corpus &amp; searched.</p>' +
      '<h2 class="anchor" id="first">First<a href="#first">​</a></h2><p>First section text, long enough to keep as a section.</p><pre>code()</pre>' +
      '<h3 id="sub">Sub</h3><p>Sub section text, also long enough to keep as its own section.</p>' +
      '</div><footer>edit</footer></article>';
    const page = extractPage(html, '/docs/intro');
    expect(page?.title).toBe('Intro page');
    expect(page?.sections.map((s) => s.anchor)).toEqual(['', 'first', 'sub']);
    expect(page?.sections[0].text).toContain('& searched');
    expect(page?.sections[1].text).not.toContain('code()');
    expect(extractPage('<main>no article</main>', '/x')).toBeNull();
    expect(htmlToText('<p>a</p><p>b</p>')).toBe('a\nb');
  });
});
