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
  /** Code identifiers found in the page's code blocks (camelCase, snake_case, dotted), once each. */
  readonly code: readonly string[];
};

/** A code identifier worth finding: has an inner capital, an underscore or a dot between names. */
const IDENTIFIER = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g;
const DISTINCTIVE = /[a-z][A-Z]|[A-Za-z]_[A-Za-z]|[A-Za-z]\.[A-Za-z]/;

/** The distinctive identifiers of code blocks ("LlmProvider", "CAP_PRICES_JSON", "hnsw.ef_search"), sorted. */
export function codeIdentifiers(code: string): string[] {
  const found = new Set<string>();
  for (const [name] of code.matchAll(IDENTIFIER)) {
    // A dotted path counts whole and by its distinctive names ("process.env.OPENAI_BASE_URL").
    for (const part of name.includes('.') ? [name, ...name.split('.')] : [name]) if (part.length >= 4 && DISTINCTIVE.test(part)) found.add(part);
  }
  return [...found].sort();
}

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
  const code = codeIdentifiers(content.find('pre').map((_, block) => $(block).text()).get().join('\n'));
  content.find(NOISE).remove();
  // The H1 is stored as the title; keeping it in the body would double its weight in excerpts.
  content.find('h1').remove();
  const contentHtml = (content.html() ?? '').trim();
  if (!title || !contentHtml) return null;
  const description = ($('meta[name="description"]').attr('content') ?? '').trim();
  return {url, title, area: areaForRoute(url, baseUrl), description, contentHtml, code};
}

/** Elements that end a line of text: a space goes between them and the next text even after punctuation. */
const BLOCK = new Set(
  'address article aside blockquote br caption dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main ol p section summary table tbody td tfoot th thead tr ul'.split(' '),
);

type DomNode = {type: string; name?: string; data?: string; attribs?: Record<string, string>; children?: DomNode[]};

/**
 * The record as the index builder reads it: one section per `h2`/`h3` with an id (the text before
 * the first heading is section 0, under the page title), each with its plain text. Words never run
 * together across an element boundary ("program</a>how" → "program how"), and no space is put
 * before closing punctuation ("<code>x</code>." stays "x.").
 */
export function toSourcePage(record: SearchRecord): SourcePage {
  const $ = load(record.contentHtml, null, false);
  const sections: {anchor: string; heading: string; text: string}[] = [];
  let current = {anchor: '', heading: '', parts: [] as string[]};
  let pendingBreak = false;
  const flush = () => {
    const text = current.parts.join('').replace(/\s+/g, ' ').trim();
    if (text || current.heading) sections.push({anchor: current.anchor, heading: current.heading, text});
  };
  const append = (data: string) => {
    if (!data) return;
    const previous = current.parts.length ? current.parts[current.parts.length - 1]! : '';
    if (pendingBreak && previous && !/\s$/.test(previous) && !/^\s/.test(data) && !/^[.,;:!?)\]}%’”]/.test(data) && !/[([{‘“]$/.test(previous)) {
      current.parts.push(' ');
    }
    pendingBreak = false;
    current.parts.push(data);
  };
  const walk = (node: DomNode) => {
    if (node.type === 'text') return append(node.data ?? '');
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
    const name = node.name ?? '';
    const id = node.attribs?.id ?? '';
    // Headings with an authored id (not a generated one such as "_R_cdot_") start a section.
    if ((name === 'h2' || name === 'h3') && /^[a-z0-9][\w-]*$/i.test(id)) {
      flush();
      current = {anchor: id, heading: $(node as never).text().replace(/\s+/g, ' ').trim(), parts: []};
      pendingBreak = false;
      return;
    }
    pendingBreak = true;
    if (BLOCK.has(name) && current.parts.length) current.parts.push(' ');
    for (const child of node.children ?? []) walk(child);
    pendingBreak = true;
    if (BLOCK.has(name)) current.parts.push(' ');
  };
  for (const node of $.root().contents().get() as DomNode[]) walk(node);
  flush();
  return {
    url: record.url,
    title: record.title,
    area: record.area,
    description: record.description,
    sections,
    code: record.code,
  };
}
