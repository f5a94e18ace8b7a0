/**
 * s56 (issue 28, tester u-chat F5: /tmp/u-chat/FINDINGS.md, inputs/mock-reply-markdown.txt, copy-reply2.md). A model
 * reply whose paragraph opened with a tag that would run something (`<img … onerror=…>`) was copied as one ```html code
 * block with the sentences under it, so the copy lost the "[7: no such passage]" mark, the note that the claim is
 * unsourced and passage [2] under "Sources:", all of which the page shows. The block's tags are now code and its text
 * stays Markdown (as for any other HTML block), so the citation check reaches it; a tracker image in it is its text, as
 * on the page. Failed before the fix (the copy had a bare "[7]" inside a code block and no [2] source).
 */
import {describe, expect, it} from 'vitest';
import {copyReply} from '@site/src/demos/simple-chat/copyReply';
import {renderMarkdown} from '@site/src/demos/kit/markdown';
import type {Hit} from '@site/src/retrieval/bm25';

const ORIGIN = 'https://example.org';
const hit = (n: number, text: string): Hit =>
  ({passage: {id: `p${n}`, text, source: `Page ${n}`, heading: `Section ${n}`, url: `/docs/page-${n}#s${n}`}, score: 1, terms: ['x']}) as unknown as Hit;
const SOURCES = [
  hit(1, 'HNSW builds slower than IVFFlat; tune hnsw.ef_search at query time, ivfflat.probes for IVFFlat.'),
  hit(2, 'pgvector HNSW defaults: m is 16 and ef_construction is 64.'),
];

// A reply of the tester's shape, with my own sentences.
const REPLY = [
  'Here is how the two indexes compare [1].',
  '',
  '<img src=x onerror="window.__pwned2=1">',
  '![tracker](http://127.0.0.1:4999/pixel.png)',
  "pgvector's HNSW default m is 48 according to a benchmark by Zeta Labs [2]. IVFFlat is always faster at query time [7].",
].join('\n');

const pasted = (markdown: string) => {
  const div = document.createElement('div');
  div.innerHTML = renderMarkdown(markdown);
  return div;
};

describe('u-chat F5: Copy keeps the citation check in a paragraph that opens with raw HTML', () => {
  const copied = copyReply(REPLY, SOURCES, ORIGIN);

  it('keeps the "no such passage" mark and the unsourced note', () => {
    expect(copied).toContain('IVFFlat is always faster at query time [7: no such passage].');
    expect(copied).toMatch(/cites \[7\]/);
    expect(copied).not.toContain('```html');
  });

  it('lists passage 2 under Sources and keeps the note that it does not say the sentence', () => {
    expect(copied).toContain('- [2] Page 2 › Section 2: https://example.org/docs/page-2#s2');
    expect(copied).toContain('Passage 2 does not say this');
  });

  it('the tag is code, the image is its text, and nothing runs or loads where it is pasted', () => {
    expect(copied).toContain('`<img src=x onerror="window.__pwned2=1">`');
    expect(copied).not.toContain('](http://127.0.0.1:4999/pixel.png)');
    expect(copied).toContain('tracker');
    expect(pasted(copied).querySelector('img, script, [onerror]')).toBeNull();
  });

  it('a block whose tag is not closed, so its text cannot be told from the tag, is still code as a whole', () => {
    const reply = '<img src=x onerror="alert(1)"\nstill inside the tag [1].';
    const out = copyReply(reply, SOURCES, ORIGIN);
    expect(pasted(out).querySelector('img, [onerror]')).toBeNull();
    expect(out).toContain('onerror');
  });
});
