/**
 * Issue 28 (u29n F7, F12): Copy and "Download as Markdown" write what the page shows.
 * - F7: raw HTML a reply holds shows on the page as the characters the model typed (markdown.ts writes
 *   it back out as text). Copy keeps it, as code, so it is there to read and stays inert wherever the
 *   copy is pasted; before, a tag with an event handler or a script was left out of the copy.
 * - F12: the download offered when the browser cannot keep the conversation writes each reply as Copy
 *   does: full addresses for the guide's links, the citation check and the cited passages' addresses.
 */
import {describe, expect, it} from 'vitest';
import type {Hit} from '@site/src/retrieval/bm25';
import * as copying from '@site/src/demos/simple-chat/copyReply';

const {copyReply} = copying;
import {renderMarkdown} from '@site/src/demos/kit/markdown';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';

const ORIGIN = 'https://example.org';
const hit = (n: number, url: string): Hit =>
  ({passage: {id: `p${n}`, text: `Passage ${n}.`, source: `Page ${n}`, heading: `Section ${n}`, url}, score: 1, terms: ['x']}) as unknown as Hit;

/** The text a reader sees for some Markdown, as the page renders it. */
const seen = (markdown: string) => {
  const div = document.createElement('div');
  div.innerHTML = renderMarkdown(markdown);
  return (div.textContent ?? '').replace(/\s+/g, ' ').trim();
};

describe('F7: Copy keeps the HTML the page shows as text', () => {
  const cases = [
    '**Bold** and `code` and <img src=x onerror="window.__xss=1"> and link',
    'Before <script>alert(1)</script> after',
    '<svg onload="alert(1)"></svg>',
    'Click <a href="javascript:alert(1)">here</a> now',
    'A `tick` then <iframe src="https://evil.example"></iframe>',
    'Code fence inside <img src=`x` onerror=alert(1)> text',
    '<div onclick="x()">\nline one\nline two\n</div>',
  ];
  for (const reply of cases) {
    it(JSON.stringify(reply), () => {
      const copied = copyReply(reply, undefined, ORIGIN);
      // Pasted where Markdown renders, the copy shows the same text and runs nothing.
      const pasted = document.createElement('div');
      pasted.innerHTML = renderMarkdown(copied);
      expect(pasted.querySelector('img, script, svg, iframe, [onerror], [onclick], [onload]')).toBeNull();
      // Every word the page shows is in the pasted copy.
      for (const word of seen(reply).split(' ')) expect(seen(copied)).toContain(word);
    });
  }
  it('the tester\'s reply', () => {
    expect(copyReply('**Bold** and `code` and <img src=x onerror="window.__xss=1"> and link', undefined, ORIGIN)).toBe(
      '**Bold** and `code` and `<img src=x onerror="window.__xss=1">` and link',
    );
  });
});

describe('F12: Download as Markdown writes replies as Copy does', () => {
  const turns: ChatTurn[] = [
    {id: 'u1', role: 'user', content: 'what is chunking', status: 'done'},
    {id: 'a1', role: 'assistant', content: 'Offline mode (retrieval only, nothing generated). The passages:\n\n1. **[Chunking › Sizes](/docs/information-processing/chunking#sizes)**: text', status: 'done', offline: true},
    {id: 'u2', role: 'user', content: 'and overlap?', status: 'done'},
    {id: 'a2', role: 'assistant', content: 'Overlap repeats edges [1]. Also [4].', status: 'done', sources: [hit(1, '/docs/information-processing/chunking#overlap')]},
  ];
  const download = () => copying.conversationForDownload(turns, 'Guide search', ORIGIN);
  it('links are full addresses', () => {
    const md = download();
    expect(md).toContain('[Chunking › Sizes](https://example.org/docs/information-processing/chunking#sizes)');
    expect(md).not.toMatch(/\]\(\/(?!\/)/);
  });
  it('a model reply keeps its citation check and the cited passages with their addresses', () => {
    const md = download();
    expect(md).toContain('Overlap repeats edges [1]. Also [4: no such passage].');
    expect(md).toContain('- [1] Page 1 › Section 1: https://example.org/docs/information-processing/chunking#overlap');
  });
  it('speakers and questions stay as they were', () => {
    const md = download();
    expect(md).toMatch(/^# Conversation\n\n## You\n\nwhat is chunking\n\n## Guide search\n\n/);
    expect(md).toContain('## Assistant\n\nOverlap repeats edges');
  });
});
