/**
 * Builds the sharded search index (format in src/retrieval/site-search/searchIndex.ts) from the
 * pages' text. Pure: returns file names and contents; index.ts writes them. Unit-tested in
 * tests/unit/search.
 */
import {createHash} from 'node:crypto';
import {FIELD_WEIGHTS, INDEX_VERSION, shardKey, tokenize, type IndexMeta, type IndexedPage, type PageText} from '../../retrieval/site-search/searchIndex';

export type SourcePage = {
  readonly url: string;
  readonly title: string;
  readonly area: string;
  readonly description: string;
  readonly headings: readonly string[];
  /** The page's readable text, headings included. */
  readonly body: string;
};

export type BuiltIndex = {
  readonly meta: IndexMeta;
  /** Path relative to the index folder → file content. */
  readonly files: ReadonlyMap<string, string>;
};

/** A short content hash in each file name, so a new build never mixes with cached old parts. */
function hashed(prefix: string, content: string): string {
  return `${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.json`;
}

function addTerms(counts: Map<string, number>, text: string, weight: number): void {
  for (const {term} of tokenize(text)) counts.set(term, (counts.get(term) ?? 0) + weight);
}

export function buildIndex(sources: readonly SourcePage[]): BuiltIndex {
  const files = new Map<string, string>();
  const postings = new Map<string, number[]>();
  const pages: IndexedPage[] = [];
  let totalLength = 0;

  sources.forEach((source, page) => {
    const counts = new Map<string, number>();
    addTerms(counts, source.title, FIELD_WEIGHTS.title);
    for (const heading of source.headings) addTerms(counts, heading, FIELD_WEIGHTS.heading);
    addTerms(counts, source.body, FIELD_WEIGHTS.body);
    let length = 0;
    for (const [term, count] of counts) {
      const list = postings.get(term) ?? [];
      list.push(page, count);
      postings.set(term, list);
      length += count;
    }
    totalLength += length;
    const text = JSON.stringify({text: source.body} satisfies PageText);
    const textFile = `p/${hashed(String(page), text)}`;
    files.set(textFile, text);
    pages.push({url: source.url, title: source.title, area: source.area, description: source.description, length, text: textFile});
  });

  const byShard = new Map<string, Record<string, number[]>>();
  for (const term of [...postings.keys()].sort()) {
    const key = shardKey(term);
    const shard = byShard.get(key) ?? {};
    shard[term] = postings.get(term)!;
    byShard.set(key, shard);
  }
  const shards: Record<string, string> = {};
  for (const [key, shard] of byShard) {
    const content = JSON.stringify(shard);
    const file = `t/${hashed(key, content)}`;
    files.set(file, content);
    shards[key] = file;
  }

  const meta: IndexMeta = {
    version: INDEX_VERSION,
    pages,
    averageLength: pages.length ? totalLength / pages.length : 0,
    shards,
  };
  files.set('meta.json', JSON.stringify(meta));
  return {meta, files};
}
