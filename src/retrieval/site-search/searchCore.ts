/**
 * The query side of site search, without React or DOM: loading the index on demand, ranking pages
 * for a query (BM25 over the sharded index of searchIndex.ts) and cutting highlighted excerpts.
 * The UI (src/components/SearchBar: SearchBox, the navbar dialog; the /search page) sits on top;
 * grouping and keyboard movement are UI logic and live there, in results.ts.
 */
import {INDEX_DIR, INDEX_VERSION, shardKey, tokenize, type IndexMeta, type PageText, type Shard} from './searchIndex';
import {idf, termScore} from '../bm25Score';
import {markedRuns, type Run} from '../tokens';

export type ExcerptPart = Run;

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

/** Loads a JSON file of the index; rejects on an HTTP error. */
export type JsonFetcher = (url: string) => Promise<unknown>;

const fetchJson: JsonFetcher = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
};

/** The index folder under the base URL. */
export function indexUrl(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${INDEX_DIR}/`;
}

/** The loaded page list plus on-demand, memoised access to term shards and page texts. */
export type SearchIndex = {
  readonly meta: IndexMeta;
  readonly shard: (key: string) => Promise<Shard>;
  readonly text: (page: number) => Promise<string>;
};

function memo<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  return (key) => {
    let value = cache.get(key);
    if (!value) {
      value = load(key);
      value.catch(() => cache.delete(key));
      cache.set(key, value);
    }
    return value;
  };
}

let pending: Promise<SearchIndex> | null = null;

/**
 * The index's page list, fetched once, on first use. Nothing search-related is fetched before
 * this runs; the UI calls it when the reader opens search. Shards and texts follow per query.
 */
export function loadIndex(baseUrl: string, load: JsonFetcher = fetchJson): Promise<SearchIndex> {
  if (!pending) {
    const root = indexUrl(baseUrl);
    pending = (async () => {
      const meta = (await load(`${root}meta.json`)) as IndexMeta;
      if (meta.version !== INDEX_VERSION || !Array.isArray(meta.pages)) throw new Error('Unexpected search index format');
      const empty: Shard = {};
      return {
        meta,
        shard: memo(async (key: string) => (meta.shards[key] ? ((await load(`${root}${meta.shards[key]}`)) as Shard) : empty)),
        text: memo(async (page: number) => ((await load(`${root}${meta.pages[page]!.text}`)) as PageText).text),
      };
    })();
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Forget the loaded index (tests). */
export function resetIndex(): void {
  pending = null;
}

/** The distinct terms of a query, in the index's form. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query).map((token) => token.term))];
}

/** A word that only starts with the query term ("agent" → "agentic") counts for less than the word itself. */
const PREFIX_WEIGHT = 0.5;

export type RankedPage = {
  readonly page: number;
  readonly score: number;
  /** Index terms of this page that matched the query (for highlighting). */
  readonly matched: ReadonlySet<string>;
};

/**
 * Pages containing every query term, best first. A query term scores its exact match on a page
 * plus, at half weight, all words that start with it taken together (so "agen" ranks the pages
 * about agents first, not those with one rare word such as "agenda").
 */
export function rank(meta: IndexMeta, shards: ReadonlyMap<string, Shard>, terms: readonly string[]): RankedPage[] {
  const total = meta.pages.length;
  const lengthOf = (page: number) => meta.pages[page]?.length ?? meta.averageLength;
  let scores: Map<number, number> | null = null;
  const matched = new Map<number, Set<string>>();
  for (const query of terms) {
    const exact = new Map<number, number>();
    const prefixed = new Map<number, number>();
    for (const [term, list] of Object.entries(shards.get(shardKey(query)) ?? {})) {
      if (!term.startsWith(query)) continue;
      const counts = term === query ? exact : prefixed;
      for (let i = 0; i < list.length; i += 2) {
        const page = list[i]!;
        counts.set(page, (counts.get(page) ?? 0) + list[i + 1]!);
        const set = matched.get(page) ?? new Set<string>();
        set.add(term);
        matched.set(page, set);
      }
    }
    const termScores = new Map<number, number>();
    for (const [counts, weight] of [[exact, 1], [prefixed, PREFIX_WEIGHT]] as const) {
      for (const [page, count] of counts) {
        const score = weight * termScore(idf(total, counts.size), count, lengthOf(page), meta.averageLength);
        termScores.set(page, (termScores.get(page) ?? 0) + score);
      }
    }
    const previous: Map<number, number> | null = scores;
    scores = new Map<number, number>();
    for (const [page, score] of termScores) {
      if (previous === null) scores.set(page, score);
      else if (previous.has(page)) scores.set(page, previous.get(page)! + score);
    }
  }
  return [...(scores ?? new Map<number, number>())]
    .map(([page, score]) => ({page, score, matched: matched.get(page) ?? new Set<string>()}))
    .sort((a, b) => b.score - a.score || a.page - b.page);
}

/** Words (index terms) an excerpt spans. */
const EXCERPT_TERMS = 20;

/**
 * The passage of `text` with the most distinct matched terms (then the most matches), cut at
 * word boundaries, matched words marked. Without a match: the start of the text.
 */
export function excerptFor(text: string, matched: ReadonlySet<string>, size = EXCERPT_TERMS): ExcerptPart[] {
  const tokens = tokenize(text);
  if (!tokens.length) return text ? [{text, mark: false}] : [];
  let best = 0;
  let bestDistinct = -1;
  let bestCount = -1;
  for (let i = 0; i < tokens.length; i += 1) {
    if (i > 0 && !matched.has(tokens[i]!.term)) continue;
    const window = tokens.slice(i, i + size).filter((token) => matched.has(token.term));
    const distinct = new Set(window.map((token) => token.term)).size;
    if (distinct > bestDistinct || (distinct === bestDistinct && window.length > bestCount)) {
      best = i;
      bestDistinct = distinct;
      bestCount = window.length;
    }
  }
  const last = Math.min(best + size, tokens.length) - 1;
  const from = best === 0 ? 0 : tokens[best]!.start;
  const to = last === tokens.length - 1 ? text.length : tokens[last]!.end;
  const marked = tokens.slice(best, last + 1).filter((token) => matched.has(token.term));
  return [
    ...(from > 0 ? [{text: '… ', mark: false}] : []),
    ...markedRuns(text, marked, from, to),
    ...(to < text.length ? [{text: ' …', mark: false}] : []),
  ];
}

/** How many results get an excerpt from their page text; the rest show their description. */
const TEXT_EXCERPTS = 10;

/** Runs one query: fetches the shards its terms need, then the texts of the first results. */
export async function runSearch(index: SearchIndex, query: string, limit: number): Promise<SearchOutcome> {
  const terms = queryTerms(query);
  if (!terms.length) return {query, total: 0, hits: []};
  const keys = [...new Set(terms.map(shardKey))];
  const loaded = await Promise.all(keys.map((key) => index.shard(key)));
  const ranked = rank(index.meta, new Map(keys.map((key, i) => [key, loaded[i]!])), terms);
  const shown = ranked.slice(0, limit);
  const texts = await Promise.all(shown.slice(0, TEXT_EXCERPTS).map((hit) => index.text(hit.page)));
  const hits = shown.map((hit, i): SearchHit => {
    const page = index.meta.pages[hit.page]!;
    const text = texts[i];
    const excerpt = text === undefined ? excerptFor(page.description, hit.matched, Infinity) : excerptFor(text, hit.matched);
    return {url: page.url, title: page.title, area: page.area, excerpt};
  });
  return {query, total: ranked.length, hits};
}
