import {describe, expect, it} from 'vitest';
import {render, waitFor} from '@testing-library/react';
import {renderMarkdown, safeHref} from '@site/src/demos/kit/markdown';
import MarkdownView from '@site/src/demos/kit/components/MarkdownView';
import {offlineReply} from '@site/src/demos/simple-chat/chatStore';
import {groundedMessages, NOT_FOUND} from '@site/src/demos/kit/grounding';

/** Renders the sanitized HTML into a detached element, as MarkdownView does. */
function dom(source: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = renderMarkdown(source);
  return div;
}

/** Classic payloads (OWASP XSS filter evasion cheat sheet), as raw HTML, links and images in Markdown. */
const PAYLOADS = [
  '<img src=x onerror="window.pwned=1">',
  '<script>window.pwned=1</script>',
  '<svg onload="window.pwned=1"></svg>',
  '<iframe src="javascript:window.pwned=1"></iframe>',
  '<a href="javascript:window.pwned=1">click</a>',
  '[click](javascript:window.pwned=1)',
  '[click](JaVaScRiPt:window.pwned=1)',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '![x](https://tracker.example/pixel.gif)',
  '![x" onerror="window.pwned=1](x)',
  '<details open ontoggle="window.pwned=1">',
  '[a](https://ok.example "t\\" onmouseover=\\"window.pwned=1")',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.pwned=1>',
  '```\n</code></pre><img src=x onerror=window.pwned=1>\n```',
  '| a |\n| - |\n| <img src=x onerror=window.pwned=1> |',
];

describe('Markdown rendering (marked + DOMPurify)', () => {
  it('renders GFM tables with a header row and alignment', () => {
    const el = dom('| Plan | Price |\n| :--- | ---: |\n| Basic | 10 |\n| Pro | 20 |');
    const table = el.querySelector('table');
    expect(table).not.toBeNull();
    expect([...el.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Plan', 'Price']);
    expect([...el.querySelectorAll('tbody tr')]).toHaveLength(2);
    expect(el.querySelector('td:last-child')?.getAttribute('style')).toBe('text-align:right');
    expect(el.querySelector('.md-table')?.getAttribute('tabindex')).toBe('0');
  });

  it('renders fenced code as text, lists, emphasis and strikethrough', () => {
    const el = dom('Hello **bold**, *it* and ~~gone~~.\n\n- one\n- two\n\n3. third\n\n```ts\nconst a = "<b>";\n```');
    expect(el.querySelector('strong')?.textContent).toBe('bold');
    expect(el.querySelector('em')?.textContent).toBe('it');
    expect(el.querySelector('del')?.textContent).toBe('gone');
    expect(el.querySelectorAll('ul li')).toHaveLength(2);
    expect(el.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(el.querySelector('pre code')?.textContent).toBe('const a = "<b>";');
    expect(el.querySelector('pre code')?.className).toBe('language-ts');
    expect(el.querySelector('b')).toBeNull();
  });

  it('does not bold underscores inside words', () => {
    const el = dom('Call snake__case__name and file__x__y, but __this__ is bold.');
    expect([...el.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['this']);
    expect(el.textContent).toContain('snake__case__name');
    expect(el.textContent).toContain('file__x__y');
  });

  it('turns headings into bold paragraphs (the page keeps its outline)', () => {
    const el = dom('# Title\n\ntext');
    expect(el.querySelector('h1')).toBeNull();
    expect(el.querySelector('p strong')?.textContent).toBe('Title');
  });

  it('keeps only web, site and anchor links; external ones open safely', () => {
    const el = dom('[web](https://example.com) [site](/docs/intro) [here](#part) [bad](javascript:alert(1)) <https://auto.example>');
    const links = [...el.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com', '/docs/intro', '#part', 'https://auto.example']);
    for (const a of links.filter((l) => /^https:/.test(l.getAttribute('href') ?? ''))) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
    expect(links[1].hasAttribute('target')).toBe(false);
    expect(el.textContent).toContain('bad');
  });

  it.each(PAYLOADS)('neutralizes %s', (payload) => {
    const html = renderMarkdown(payload);
    const el = document.createElement('div');
    el.innerHTML = html;
    expect(el.querySelector('script, img, svg, iframe, math, style, details, object, embed, form, input')).toBeNull();
    for (const node of el.querySelectorAll('*')) {
      for (const attr of node.getAttributeNames()) expect(attr.startsWith('on'), `${node.nodeName} ${attr}`).toBe(false);
      const href = node.getAttribute('href');
      if (href !== null) expect(safeHref(href), href).not.toBeNull();
    }
    expect((window as unknown as {pwned?: number}).pwned).toBeUndefined();
  });

  it('shows raw HTML from a model as the characters it typed', () => {
    expect(dom('<img src=x onerror="alert(1)"> **hi**').textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('allows only web and site links in safeHref', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('/docs/intro')).toBe('/docs/intro');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
  });
});

describe('MarkdownView', () => {
  it('first renders plain text (as on the server), then the Markdown once the parser has loaded', async () => {
    const {container} = render(<MarkdownView source={'**hi** | a |\n| - |\n| b |'} />);
    expect(container.querySelector('strong')).toBeNull();
    expect(container.textContent).toContain('**hi**');
    await waitFor(() => expect(container.querySelector('strong')?.textContent).toBe('hi'));
    const again = render(<MarkdownView source={'| a |\n| - |\n| b |'} />);
    await waitFor(() => expect(again.container.querySelector('table')).not.toBeNull());
  });
});

describe('chat helpers', () => {
  it('builds an offline reply with links, and says when nothing matched', () => {
    const reply = offlineReply([{passage: {text: 'BM25 ranks passages.', source: 'RAG overview', heading: 'Retrieval', url: '/docs/x#retrieval'}}]);
    expect(reply).toMatch(/Offline mode/);
    expect(reply).toContain('[RAG overview › Retrieval](/docs/x#retrieval)');
    expect(offlineReply([])).toMatch(/found nothing/);
  });

  it('grounds the prompt in numbered passages with a not-found instruction', () => {
    const messages = groundedMessages('Who approves?', [{passage: {id: 'a', text: 'The VP approves.', source: 'Policy'}, score: 1, terms: []}]);
    expect(messages[0].role).toBe('system');
    expect(messages[0].content).toContain('[1] (Policy)');
    expect(messages[0].content).toContain(NOT_FOUND);
    expect(messages.at(-1)).toEqual({role: 'user', content: 'Who approves?'});
  });
});
