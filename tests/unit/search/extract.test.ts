import {describe, expect, it} from 'vitest';
import {areaForRoute, extractRecord, isIndexedRoute, toSourcePage} from '@site/src/plugins/search/extract';

const docPage = `<!doctype html><html><head><title>Retrieval basics | GenAI Enterprise</title></head><body>
<nav class="navbar">Theory &amp; Strategy Blog</nav>
<main><div class="row"><article>
<nav class="theme-doc-breadcrumbs">Home</nav>
<div class="theme-doc-markdown markdown"><header><h1>Retrieval basics</h1></header>
<p>Embeddings map text to vectors.<a class="hash-link" href="#x">#</a></p><script>var x = 1;</script>
<h2 id="chunking">Chunking</h2><p>Split documents before indexing.</p></div>
<footer class="theme-doc-footer">Edit this page</footer></article>
<nav class="pagination-nav">Next</nav></div></main><footer>Copyright</footer></body></html>`;

describe('extractRecord', () => {
  it('keeps the article text and drops chrome', () => {
    const record = extractRecord(docPage, '/docs/rag/basics');
    expect(record).not.toBeNull();
    expect(record!.title).toBe('Retrieval basics');
    expect(record!.area).toBe('Theory & Strategy');
    expect(record!.contentHtml).toContain('Embeddings map text to vectors.');
    expect(record!.contentHtml).toContain('Split documents');
    for (const noise of ['Edit this page', 'Next', 'Copyright', 'var x', 'hash-link', '<h1']) {
      expect(record!.contentHtml).not.toContain(noise);
    }
  });

  it('falls back to <main> and the head title on custom pages', () => {
    const html = '<html><head><title>Start here | GenAI Enterprise</title></head><body><main><p>Welcome text.</p></main></body></html>';
    expect(extractRecord(html, '/blog-landing')).toMatchObject({title: 'Start here', area: 'Site'});
  });

  it('gives the index builder one section per h2/h3 with an id, text before the first heading as section 0', () => {
    const html = docPage.replace('<head>', '<head><meta name="description" content="How retrieval works.">');
    const page = toSourcePage(extractRecord(html, '/docs/rag/basics')!);
    expect(page).toMatchObject({title: 'Retrieval basics', area: 'Theory & Strategy', description: 'How retrieval works.', code: []});
    expect(page.sections).toEqual([
      {anchor: '', heading: '', text: 'Embeddings map text to vectors.'},
      {anchor: 'chunking', heading: 'Chunking', text: 'Split documents before indexing.'},
    ]);
  });

  it('breaks words at every element boundary, but puts no space before closing punctuation', () => {
    const html = `<html><head><title>T | S</title></head><body><main><h1>T</h1>
<p>Read the <a href="/a">program</a>how it works, <code>x</code>. Pick <strong>one</strong>(or two).</p>
<select><option>timeline</option><option>a budget</option></select><ul><li>first</li><li>second</li></ul>
<h3 id="_R_abc_">Generated id</h3><p>Stays in the section above.</p></main></body></html>`;
    const page = toSourcePage(extractRecord(html, '/x')!);
    expect(page.sections).toHaveLength(1);
    expect(page.sections[0]!.text).toBe('Read the program how it works, x. Pick one (or two). timeline a budget first second Generated id Stays in the section above.');
  });

  it('collects distinctive identifiers from code blocks, once each', () => {
    const html = `<html><head><title>T | S</title></head><body><main><h1>T</h1><p>Prose.</p>
<pre><code>const p: LlmProvider = new OpenAiProvider(process.env.OPENAI_BASE_URL);\nfor (const x of list) run(x);</code></pre></main></body></html>`;
    const record = extractRecord(html, '/x')!;
    expect(record.code).toEqual(['LlmProvider', 'OPENAI_BASE_URL', 'OpenAiProvider', 'process.env.OPENAI_BASE_URL']);
    expect(toSourcePage(record).sections[0]!.text).toBe('Prose.');
  });
});

describe('routes', () => {
  it('indexes content pages, not list, tag or error pages', () => {
    for (const route of ['/docs/intro', '/blog/2025/01/01/post', '/', '/services/intro']) expect(isIndexedRoute(route)).toBe(true);
    for (const route of ['/404', '/search', '/blog', '/blog/page/2', '/blog/tags/rag', '/blog/archive', '/blog/authors/x', '/docs/category/llms']) {
      expect(isIndexedRoute(route)).toBe(false);
    }
  });

  it('names the area from the first path segment, with a base URL', () => {
    expect(areaForRoute('/action-plan/intro')).toBe('Action Plan');
    expect(areaForRoute('/blog/x')).toBe('Blog');
    expect(areaForRoute('/site/codebase/intro', '/site/')).toBe('Code Base');
    expect(isIndexedRoute('/site/blog/tags/x', '/site/')).toBe(false);
  });
});
