/**
 * The browser's head manager (src/docusaurus-patches/headManager) produces the head react-helmet-async
 * produces for the same `<Helmet>` instances: the library renders them on the server here, the
 * manager writes them into an empty document, and the tags, title and `<html>` attributes match.
 * Then a second page's instances replace the first's as the library's client does.
 */
// @vitest-environment jsdom
import {act} from 'react';
import {createRoot} from 'react-dom/client';
import {renderToStaticMarkup} from 'react-dom/server';
import {Helmet as LibraryHelmet, HelmetProvider as LibraryProvider} from 'react-helmet-async';
import {afterEach, describe, expect, it} from 'vitest';
import {applyHead, Helmet, HelmetProvider, stateOf, tagsOf, titleOf} from '@site/src/docusaurus-patches/headManager';
import type {ReactElement} from 'react';

/** Site-wide defaults, then a page, as Docusaurus nests SiteMetadata and a page's metadata. */
function instances(page: 'doc' | 'post'): {props: Record<string, unknown>; children: ReactElement}[] {
  const site = (
    <>
      <html lang="en" dir="ltr" />
      <title>Site</title>
      <meta property="og:title" content="Site" />
      <meta name="viewport" content="width=device-width, initial-scale=1.0" />
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="icon" href="/img/favicon.svg" />
    </>
  );
  const pageHead =
    page === 'doc' ? (
      <>
        <html className="docs-wrapper docs-doc-page" />
        <title>Intro | Site</title>
        <meta property="og:title" content="Intro | Site" />
        <meta name="description" content="What the guide covers." />
        <link rel="canonical" href="https://example.com/docs/intro" />
        <link rel="alternate" href="https://example.com/docs/intro" hrefLang="en" />
        <script type="application/ld+json">{'{"@type":"BreadcrumbList"}'}</script>
      </>
    ) : (
      <>
        <html className="blog-wrapper blog-post-page" />
        <title>Post | Site</title>
        <meta property="og:title" content="Post | Site" />
        <meta property="og:type" content="article" />
        <link rel="canonical" href="https://example.com/blog/post" />
      </>
    );
  return [
    {props: {}, children: site},
    {props: {}, children: pageHead},
  ];
}

/** The head react-helmet-async renders on the server for the instances. */
function libraryHead(page: 'doc' | 'post'): {title: string; html: string; tags: string[]} {
  const context: {helmet?: Record<string, {toString(): string}>} = {};
  // The library's server half, as Docusaurus' server entry runs it (jsdom has a document).
  (LibraryProvider as unknown as {canUseDOM: boolean}).canUseDOM = false;
  renderToStaticMarkup(
    <LibraryProvider context={context}>
      {instances(page).map(({children}, i) => (
        <LibraryHelmet key={i}>{children}</LibraryHelmet>
      ))}
    </LibraryProvider>,
  );
  const helmet = context.helmet!;
  const holder = document.createElement('div');
  holder.innerHTML = ['meta', 'link', 'script'].map((type) => helmet[type]!.toString()).join('');
  const title = document.createElement('div');
  title.innerHTML = helmet.title!.toString();
  return {title: title.textContent ?? '', html: helmet.htmlAttributes!.toString(), tags: Array.from(holder.children).map(normalized).sort()};
}

function normalized(el: Element): string {
  const attributes = Array.from(el.attributes).map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort().join(' ');
  return `<${el.localName} ${attributes}>${el.textContent}`;
}

function documentHead(): {title: string; html: string; tags: string[]} {
  const html = document.documentElement;
  const names = (html.getAttribute('data-rh') ?? '').split(',').filter(Boolean);
  return {
    title: document.title,
    html: names.map((name) => `${name}="${html.getAttribute(name)}"`).join(' '),
    tags: Array.from(document.head.querySelectorAll('[data-rh]')).filter((el) => el.localName !== 'title').map(normalized).sort(),
  };
}

afterEach(() => {
  document.head.innerHTML = '';
  for (const name of ['lang', 'dir', 'class', 'data-rh']) document.documentElement.removeAttribute(name);
});

describe('head manager', () => {
  it('reduces instances as react-helmet-async does (innermost wins per primary attribute)', () => {
    for (const page of ['doc', 'post'] as const) {
      const states = instances(page).map(({props, children}) => stateOf({...props, children}));
      const library = libraryHead(page);
      expect(titleOf(states)).toBe(library.title);
      applyHead(states);
      const ours = documentHead();
      expect(ours.tags).toEqual(library.tags);
      expect(ours.title).toBe(library.title);
      expect(ours.html.split(' ').sort()).toEqual(library.html.split(' ').sort());
      document.head.innerHTML = '';
    }
  });

  it('keeps a link by href unless it is canonical, and titles use the innermost template', () => {
    const states = [
      stateOf({titleTemplate: '%s | Site', defaultTitle: 'Site', children: <link rel="alternate" href="/a" />}),
      stateOf({children: [<title key="t">Page</title>, <link key="l" rel="alternate" href="/b" />, <link key="c" rel="canonical" href="/c" />]}),
    ];
    expect(titleOf(states)).toBe('Page | Site');
    expect(titleOf([states[0]!])).toBe('Site');
    expect(tagsOf(states, 'link').map((tag) => tag.href)).toEqual(['/a', '/b', '/c']);
  });

  it('mounted <Helmet>s update the document, and unmounting one removes its tags', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const render = async (page: 'doc' | 'post') =>
      act(async () =>
        root.render(
          <HelmetProvider>
            {instances(page).map(({children}, i) => (
              <Helmet key={`${page}-${i}`}>{children}</Helmet>
            ))}
          </HelmetProvider>,
        ),
      );
    // First page, then a navigation (the first page's server tags rule no longer applies).
    await render('doc');
    window.history.pushState({}, '', '/blog/post');
    await render('post');
    const ours = documentHead();
    const library = libraryHead('post');
    expect(ours.tags).toEqual(library.tags);
    expect(ours.title).toBe(library.title);
    expect(document.documentElement.getAttribute('class')).toBe('blog-wrapper blog-post-page');
    expect(document.head.querySelector('script[type="application/ld+json"]'), 'the old page\'s structured data is gone').toBeNull();
    await act(async () => root.unmount());
    expect(document.head.querySelectorAll('[data-rh]').length).toBe(0);
    expect(document.documentElement.hasAttribute('lang')).toBe(false);
  });
});
