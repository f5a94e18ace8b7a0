import {describe, expect, it, vi} from 'vitest';
import {pageToMarkdown} from '@site/src/plugins/llms/htmlToMarkdown';
import {llmsFullTxt, llmsTxt, markdownPath} from '@site/src/plugins/llms/llmsTxt';
import {copyPageMarkdown, markdownUrlFor} from '@site/src/components/CopyMarkdown/copyMarkdown';

const html = `<html><head><title>RAG basics | Site</title><meta name="description" content="What retrieval adds."></head><body>
<nav>Menu</nav><main><article><nav class="theme-doc-breadcrumbs">Home</nav><div class="theme-doc-markdown markdown">
<header><h1>RAG basics</h1></header>
<p>Retrieval adds <strong>facts</strong> and <code>top_k</code> <a href="/docs/intro">context</a>.<a class="hash-link" href="#x">#</a></p>
<h2 id="steps">Steps<a class="hash-link" href="#steps">#</a></h2>
<ol><li>Embed the <em>question</em></li><li>Search<ul><li>vector</li><li>keyword</li></ul></li></ol>
<div class="language-python codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_y">rag.py</div><div><pre class="prism-code language-python"><code><div class="token-line"><span>import os</span><br></div><div class="token-line"><span>print(os.sep)</span><br></div></code></pre><button>Copy</button></div></div>
<table><thead><tr><th>Model</th><th>Use</th></tr></thead><tbody><tr><td>A | B</td><td>chat</td></tr></tbody></table>
<div class="theme-admonition theme-admonition-tip alert"><div class="admonitionHeading_a">tip</div><div class="admonitionContent_b"><p>Start small.</p></div></div>
<svg role="img"><title>Pipeline</title><desc>Question to answer.</desc></svg>
<img src="/img/a.png" alt="Chart">
</div><footer class="theme-doc-footer">Edit this page</footer></article></main></body></html>`;

describe('pageToMarkdown', () => {
  const page = pageToMarkdown(html, 'https://site.io/docs/rag', 'https://site.io/')!;

  it('writes title, description, source and the article only', () => {
    expect(page.title).toBe('RAG basics');
    expect(page.markdown.startsWith('# RAG basics\n\n> What retrieval adds.\n\nSource: https://site.io/docs/rag\n')).toBe(true);
    for (const noise of ['Menu', 'Home', 'Edit this page', 'Copy', '#x']) expect(page.markdown).not.toContain(noise);
  });

  it('keeps inline formatting, absolute links, lists, code, tables, admonitions, diagrams and images', () => {
    const md = page.markdown;
    expect(md).toContain('Retrieval adds **facts** and `top_k` [context](https://site.io/docs/intro).');
    expect(md).toContain('## Steps');
    expect(md).toContain('1. Embed the *question*\n2. Search\n   - vector\n   - keyword');
    expect(md).toContain('```python title="rag.py"\nimport os\nprint(os.sep)\n```');
    expect(md).toContain('| Model | Use |\n| --- | --- |\n| A \\| B | chat |');
    expect(md).toContain('> **Tip:** Start small.');
    expect(md).toContain('*Diagram: Pipeline. Question to answer.*');
    expect(md).toContain('![Chart](https://site.io/img/a.png)');
  });
});

describe('llms.txt', () => {
  const pages = [
    {route: '/blog/post', title: 'A post', description: 'Post summary.', area: 'Blog', markdown: '# A post\n'},
    {route: '/docs/intro', title: 'Intro', description: 'Start here.', area: 'Theory & Strategy', markdown: '# Intro\n'},
    {route: '/', title: 'Home', description: 'Home page.', area: 'Site', markdown: '# Home\n'},
  ];

  it('follows the llmstxt.org shape with areas in reading order', () => {
    const text = llmsTxt({title: 'Site', summary: 'A guide.', origin: 'https://s.io', baseUrl: '/', pages, areaOrder: ['Site', 'Theory & Strategy', 'Blog']});
    expect(text.startsWith('# Site\n\n> A guide.\n')).toBe(true);
    const areas = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(areas).toEqual(['Site', 'Theory & Strategy', 'Blog']);
    expect(text).toContain('- [Intro](https://s.io/docs/intro.md): Start here.');
    expect(text).toContain('- [Home](https://s.io/index.md): Home page.');
  });

  it('puts every page in llms-full.txt', () => {
    const full = llmsFullTxt('Site', 'A guide.', pages);
    for (const page of pages) expect(full).toContain(page.markdown.trim());
  });

  it('maps routes to their Markdown copies, with a base URL', () => {
    expect(markdownPath('/docs/intro')).toBe('/docs/intro.md');
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/site/docs/intro', '/site/')).toBe('/site/docs/intro.md');
    expect(markdownUrlFor('/docs/intro/')).toBe('/docs/intro.md');
    expect(markdownUrlFor('/site/', '/site/')).toBe('/site/index.md');
  });
});

describe('copyPageMarkdown', () => {
  it('copies the fetched Markdown', async () => {
    const writeText = vi.fn(async () => undefined);
    const result = await copyPageMarkdown('/a.md', async () => ({ok: true, status: 200, text: async () => '# A'}), {writeText});
    expect(result).toEqual({ok: true});
    expect(writeText).toHaveBeenCalledWith('# A');
  });

  it('explains failures instead of throwing', async () => {
    expect(await copyPageMarkdown('/a.md', async () => ({ok: false, status: 404, text: async () => ''}), {writeText: vi.fn()})).toEqual({
      ok: false,
      reason: 'The Markdown copy could not be loaded (HTTP 404).',
    });
    expect((await copyPageMarkdown('/a.md', vi.fn(), undefined)).ok).toBe(false);
  });
});
