/**
 * Turns a built HTML page into the record the search index stores: title, area and the
 * article's content only (no navbar, sidebar, table of contents, footer or pagination).
 * Plain functions, unit-tested in tests/unit/search.
 */
import {load} from 'cheerio';
import {DOCS_AREAS} from '../../data/site';
import type {SourcePage} from './buildIndex';

export type SearchRecord = {
  /** Site path of the page, with the base URL, without trailing slash. */
  readonly url: string;
  readonly title: string;
  /** Human label of the site area the page belongs to ("Blog", "Action Plan", ...). */
  readonly area: string;
  /** The page's meta description (shown for results whose text is not fetched). */
  readonly description: string;
  /** The page's content HTML, trimmed to what a reader came for. */
  readonly contentHtml: string;
};

/** Routes that list or point to other pages; indexing them would only repeat their targets. */
const SKIPPED = [
  /^\/404$/,
  /^\/search$/,
  /^\/blog$/,
  /^\/blog\/page\/\d+$/,
  /^\/blog\/archive$/,
  /^\/blog\/tags(\/|$)/,
  /^\/blog\/authors(\/|$)/,
  /\/category\//,
];

/** Elements inside the content that are chrome, not text worth finding. */
const NOISE = [
  // Code blocks: long, token-heavy and poor excerpts; they would double the index. Inline code stays.
  'pre',
  'script',
  'style',
  'noscript',
  'nav',
  'button',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.pagination-nav',
  '[aria-hidden="true"]',
  '[data-search-ignore]',
].join(',');

/** Strips the base URL so route rules work on every deploy target. */
function withoutBase(url: string, baseUrl: string): string {
  if (baseUrl !== '/' && url.startsWith(baseUrl)) return `/${url.slice(baseUrl.length)}`;
  return url;
}

export function isIndexedRoute(url: string, baseUrl = '/'): boolean {
  const path = withoutBase(url, baseUrl);
  return !SKIPPED.some((rule) => rule.test(path));
}

/** The area label a route belongs to, from the first path segment. */
export function areaForRoute(url: string, baseUrl = '/'): string {
  const first = withoutBase(url, baseUrl).split('/')[1] ?? '';
  if (first === 'blog') return 'Blog';
  const area = DOCS_AREAS.find((a) => a.routeBasePath === first);
  return area ? area.navLabel : 'Site';
}

/** The page title without the " | Site title" suffix. */
function pageTitle(headTitle: string, h1: string, delimiter: string): string {
  if (h1.trim()) return h1.trim().replace(/\s+/g, ' ');
  const cut = headTitle.lastIndexOf(` ${delimiter} `);
  return (cut > 0 ? headTitle.slice(0, cut) : headTitle).trim();
}

/**
 * The record for one built page, or null when the page has no readable content.
 * Docs and blog posts: the `.markdown` body of the article. Other pages: the `<main>` element.
 */
export function extractRecord(html: string, url: string, baseUrl = '/', delimiter = '|'): SearchRecord | null {
  const $ = load(html);
  const article = $('article').first();
  const h1 = (article.length ? article.find('h1') : $('main h1')).first().text();
  const title = pageTitle($('head > title').text(), h1, delimiter);
  let content = article.find('.markdown').first();
  if (!content.length) content = $('main').first();
  if (!content.length) return null;
  content.find(NOISE).remove();
  // The H1 is stored as the title; keeping it in the body would double its weight in excerpts.
  content.find('h1').remove();
  const contentHtml = (content.html() ?? '').trim();
  if (!title || !contentHtml) return null;
  const description = ($('meta[name="description"]').attr('content') ?? '').trim();
  return {url, title, area: areaForRoute(url, baseUrl), description, contentHtml};
}

/**
 * Closing tags after which text must not run into the next element's: blocks, table cells,
 * diagram labels, and the spans and strong labels that components separate with CSS only.
 */
const WORD_BREAK = /<\/(p|li|h[1-6]|td|th|tr|dt|dd|blockquote|figcaption|figure|caption|div|section|header|footer|table|ul|ol|summary|details|span|strong|label|text|tspan|title|desc)>|<br\s*\/?>/gi;

/** The record as the index builder reads it: plain text of the body, headings apart. */
export function toSourcePage(record: SearchRecord): SourcePage {
  const $ = load(record.contentHtml.replace(WORD_BREAK, (tag) => `${tag} `), null, false);
  const headings = $('h2, h3, h4, h5, h6')
    .map((_, heading) => $(heading).text().replace(/\s+/g, ' ').trim())
    .get()
    .filter(Boolean);
  const body = $.root().text().replace(/\s+/g, ' ').trim();
  return {url: record.url, title: record.title, area: record.area, description: record.description, headings, body};
}
