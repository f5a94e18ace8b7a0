/**
 * Issue 28, u30x F6: a model reply of raw HTML followed by its citation ("<script>…</script> … [1]") showed the
 * citation as the literal "[[1](#simple-chat-passage-…)]": Markdown reads a paragraph that opens with an HTML tag as
 * one HTML block, and the renderer wrote that whole block out as text, the citation link with it. The HTML must still
 * be shown as the characters typed (nothing runs, nothing loads), and the citation must be a link.
 */
import {describe, expect, it} from 'vitest';
import {renderMarkdown} from '@site/src/demos/kit/markdown';
import {checkCitations} from '@site/src/demos/kit/match';

function dom(source: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = renderMarkdown(source);
  return div;
}

const REPLIES = [
  // The tester's reply (md.js MD2).
  '<script>alert(1)</script><img src=x onerror="alert(2)"> <b>bold?</b> <a href="javascript:alert(3)">click</a> <iframe src="https://example.com"></iframe> [1]',
  '<div>Pinecone is a managed service.</div> [1]',
  '<p onclick="x()">RAG reduces hallucination [1].</p>\n\nMore text [1].',
  '<!-- note --> See passage [1].',
];

describe('F6: a citation after raw HTML is a link, and the HTML stays text', () => {
  for (const reply of REPLIES) {
    it(JSON.stringify(reply), () => {
      const {markdown} = checkCitations(reply, 1, 'simple-chat-passage-x-');
      const el = dom(markdown);
      expect(el.textContent).not.toContain('](#simple-chat-passage');
      const links = [...el.querySelectorAll('a')].filter((a) => a.getAttribute('href') === '#simple-chat-passage-x-1');
      expect(links.length).toBeGreaterThan(0);
      expect(links[0].textContent).toBe('1');
      // Nothing the model typed became an element that runs or loads.
      expect(el.querySelectorAll('script, img, iframe, b, div > div, [onclick], [onerror]').length).toBe(0);
      expect([...el.querySelectorAll('a')].every((a) => (a.getAttribute('href') ?? '').startsWith('#'))).toBe(true);
      // The HTML is shown as the characters typed.
      expect(el.textContent).toContain(reply.split('[1]')[0].trim().slice(0, 12));
    });
  }
});
