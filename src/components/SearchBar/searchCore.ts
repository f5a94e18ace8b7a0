/**
 * Search logic without React: loading Pagefind on demand, running a query, shaping results,
 * excerpt highlighting and keyboard movement. The UI (SearchBox, the navbar dialog and the
 * /search page) stays thin on top of this.
 */

/** The part of Pagefind's browser API the site uses (see https://pagefind.app/docs/api/). */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
};
export type PagefindResult = {id: string; data: () => Promise<PagefindResultData>};
export type PagefindSearch = {results: PagefindResult[]};
export type PagefindApi = {
  options: (opts: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void> | void;
  search: (query: string) => Promise<PagefindSearch | null>;
};

export type ExcerptPart = {readonly text: string; readonly mark: boolean};

export type SearchHit = {
  readonly url: string;
  readonly title: string;
  readonly area: string;
  readonly excerpt: readonly ExcerptPart[];
};

export type SearchOutcome = {
  readonly query: string;
  /** Number of matching pages (may exceed hits.length, which is capped by the limit). */
  readonly total: number;
  readonly hits: readonly SearchHit[];
};

export type AreaGroup = {readonly area: string; readonly hits: readonly SearchHit[]};

/** Where the Pagefind bundle lives in the build. */
export function pagefindModuleUrl(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}pagefind/pagefind.js`;
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' '};

function decodeEntities(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)));
}

/**
 * Pagefind's excerpt is escaped text with `<mark>` around the matched words. It is split into
 * plain text parts here, so the UI renders it as text nodes (never as HTML).
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let match = pattern.exec(excerpt); match; match = pattern.exec(excerpt)) {
    if (match.index > last) parts.push({text: decodeEntities(stripTags(excerpt.slice(last, match.index))), mark: false});
    parts.push({text: decodeEntities(stripTags(match[1] ?? '')), mark: true});
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({text: decodeEntities(stripTags(excerpt.slice(last))), mark: false});
  return parts.filter((part) => part.text.length > 0);
}

function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, '');
}

/** A Pagefind result as the UI shows it. */
export function toHit(data: PagefindResultData): SearchHit {
  return {
    url: data.url.replace(/\.html$/, ''),
    title: data.meta.title?.trim() || data.url,
    area: data.meta.area?.trim() || 'Site',
    excerpt: parseExcerpt(data.excerpt),
  };
}

/** Results grouped by area, areas in the order of their best result. */
export function groupByArea(hits: readonly SearchHit[]): AreaGroup[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const list = groups.get(hit.area) ?? [];
    list.push(hit);
    groups.set(hit.area, list);
  }
  return [...groups].map(([area, list]) => ({area, hits: list}));
}

/** The next highlighted option for a key press in the combobox (-1: none highlighted). */
export function nextActiveIndex(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return current;
  }
}

/** The sentence a screen reader hears after a search. */
export function resultAnnouncement(outcome: SearchOutcome | null, loading: boolean): string {
  if (loading) return 'Searching…';
  if (!outcome || !outcome.query.trim()) return '';
  if (outcome.total === 0) return `No results for “${outcome.query}”.`;
  const shown = outcome.hits.length < outcome.total ? `, showing the first ${outcome.hits.length}` : '';
  return `${outcome.total} ${outcome.total === 1 ? 'result' : 'results'} for “${outcome.query}”${shown}.`;
}

type ModuleLoader = (url: string) => Promise<PagefindApi>;

/** Loads a module from a URL at run time, outside the bundler (Pagefind is built after the bundle). */
const importAtRuntime: ModuleLoader = (url) => import(/* webpackIgnore: true */ /* @vite-ignore */ url) as Promise<PagefindApi>;

let pending: Promise<PagefindApi> | null = null;

/**
 * Pagefind, loaded once, on first use. Nothing search-related is fetched before this runs;
 * the UI calls it when the reader opens search.
 */
export function loadPagefind(baseUrl: string, loader: ModuleLoader = importAtRuntime): Promise<PagefindApi> {
  if (!pending) {
    pending = (async () => {
      const api = await loader(pagefindModuleUrl(baseUrl));
      await api.options({excerptLength: 26, baseUrl});
      await api.init();
      return api;
    })();
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Forget the loaded module (tests). */
export function resetPagefind(): void {
  pending = null;
}

/** Runs one query; fetches the data of the first `limit` results only. */
export async function runSearch(api: PagefindApi, query: string, limit: number): Promise<SearchOutcome> {
  const trimmed = query.trim();
  if (!trimmed) return {query, total: 0, hits: []};
  const search = await api.search(trimmed);
  if (!search) return {query, total: 0, hits: []};
  const data = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
  return {query, total: search.results.length, hits: data.map(toHit)};
}
