import {describe, expect, it} from 'vitest';
import {checkText, MAX_FILE_BYTES} from '@site/src/demos/kit/files';
import {checkFile} from '@site/src/demos/kit/fileCheck';
import {textOfFile} from '@site/src/demos/kit/textDocument';
import {itemsToText} from '@site/src/demos/kit/pdf';
import {chunkDocument} from '@site/src/retrieval/chunking/documents';
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

  it('keeps a demo page apart: the demo and its quoted examples left out, each paragraph and table row a paragraph (u28s S-B1)', () => {
    const html =
      '<title>Chat | Site</title><article><div class="theme-doc-markdown markdown"><header><h1>Chat</h1></header>' +
      '<h2 id="try-it">Try it</h2><p>Type a message and press Enter to ask the chat something.</p>' +
      '<noscript><p>This demo needs JavaScript.</p></noscript><div data-needs-js=""><section aria-label="Chat demo"><div><p>No messages yet.</p></div><div>Index ready</div></section></div>' +
      '<h2 id="what">What it shows</h2><p>A new question such as "Explain reranking" is searched on its own.</p>' +
      '<table><thead><tr><th>Feature</th><th>What</th></tr></thead><tbody><tr><td>Stop</td><td>The Stop button cancels the request mid-reply.</td></tr>' +
      '<tr><td>Session memory</td><td>The conversation survives a reload in this tab.</td></tr></tbody></table>' +
      '</div><footer>edit</footer></article>';
    const page = extractPage(html, '/demo-room/chat', true);
    const [tryIt, what] = page?.sections ?? [];
    expect(tryIt.text).toBe('Type a message and press Enter to ask the chat something.');
    expect(what.text.split('\n\n')).toEqual([
      'A new question such as “…” is searched on its own.',
      'Feature | What |',
      'Stop | The Stop button cancels the request mid-reply. |',
      'Session memory | The conversation survives a reload in this tab. |',
    ]);
    // A docs page is extracted as before: one line per block, the demo-page rules off.
    expect(extractPage(html, '/docs/chat')?.sections[1].text).toContain('"Explain reranking"');
  });
});

// u28i D3: a one-page PDF of five paragraphs was one passage. Items as pdf.js gives them: the baseline's y in transform[5].
describe('itemsToText: paragraphs from the baselines (u28i D3)', () => {
  const at = (str: string, y: number, hasEOL = true) => ({str, hasEOL, transform: [10, 0, 0, 10, 72, y]});
  // Five paragraphs of two lines each: lines 14 pt apart, paragraphs 26 pt apart.
  const items = Array.from({length: 5}, (_, p) => [at(`Paragraph ${p + 1} of the allotment rules starts on this line and`, 700 - p * 54), at(`ends on its second line, long enough to stand as a passage.`, 686 - p * 54)]).flat();
  it('a drop of more than PARAGRAPH_GAP lines starts a paragraph', () => {
    const text = itemsToText(items);
    expect(text.split('\n\n')).toHaveLength(5);
    expect(text.split('\n\n')[0]).toBe('Paragraph 1 of the allotment rules starts on this line and\nends on its second line, long enough to stand as a passage.');
  });
  it('the page becomes five passages', () => {
    expect(chunkDocument({id: 'p', title: 'f.pdf, page 1', text: itemsToText(items)})).toHaveLength(5);
  });
  it('evenly spaced lines stay one paragraph', () => {
    const even = Array.from({length: 8}, (_, i) => at(`Line ${i} of one paragraph that goes on`, 700 - i * 14));
    expect(itemsToText(even)).not.toContain('\n\n');
  });
  it('items without a position keep lines only, as before', () => {
    expect(itemsToText([{str: 'A', hasEOL: true}, {str: 'B', hasEOL: true}, {str: 'C'}])).toBe('A\nB\nC');
  });
});

describe('textOfFile (u28s S-A3: a binary file named .txt was indexed)', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('refuses a ZIP (PK\\x03\\x04) named fake.docx.txt with a message naming the format, through the one byte check', () => {
    const read = textOfFile('fake.docx.txt', bytes(0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('garbage')));
    expect(read).toEqual({text: null, problem: '“fake.docx.txt” is not a text file: it looks like a ZIP archive (an .xlsx, .docx or .zip file is one). Save it as .txt or .md, or paste the text instead.'});
  });
  it('refuses bytes with NULs as binary data', () => {
    expect(textOfFile('a.md', bytes(0x61, 0x00, 0x62)).problem).toMatch(/^“a\.md” is not a text file: it looks like binary data\./);
  });
  it('reads UTF-8 and UTF-16 text (a byte-order mark dropped), and checks it like pasted text', () => {
    expect(textOfFile('n.txt', new TextEncoder().encode('Grüße'))).toEqual({text: 'Grüße', problem: null});
    expect(textOfFile('w.txt', bytes(0xff, 0xfe, 0x48, 0x00, 0x69, 0x00))).toEqual({text: 'Hi', problem: null});
    expect(textOfFile('e.txt', new TextEncoder().encode('  \n '))).toEqual({text: null, problem: '“e.txt”: The text is empty. Paste or type the document first.'});
  });
});
