/**
 * The search index format and the text rules shared by the build (src/plugins/search) and the
 * browser (searchCore.ts). No Node or DOM APIs here.
 *
 * The index is split so a query downloads only what it needs:
 * - `meta.json`: the page list (url, title, area, description, weighted length) and the name of
 *   each term shard, fetched when search opens;
 * - `t/<prefix>-<hash>.json`: the postings of every term that starts with those two characters;
 * - `p/<page>-<hash>.json`: one page's text, fetched only to cut an excerpt for a shown result.
 */

import {INDEX_WORDS, tokens, type Token} from '../tokenize';

export const INDEX_VERSION = 1;

/** Where the index lives under the base URL. */
export const INDEX_DIR = 'search-index';

export type IndexedPage = {
  readonly url: string;
  readonly title: string;
  readonly area: string;
  readonly description: string;
  /** Weighted number of terms (title and headings count more; see FIELD_WEIGHTS). */
  readonly length: number;
  /** File with the page's text, relative to the index folder. */
  readonly text: string;
};

export type IndexMeta = {
  readonly version: number;
  readonly pages: readonly IndexedPage[];
  readonly averageLength: number;
  /** Shard prefix → file, relative to the index folder. */
  readonly shards: Readonly<Record<string, string>>;
};

/** A shard: term → flat postings [page, weightedCount, page, weightedCount, ...]. */
export type Shard = Readonly<Record<string, readonly number[]>>;

/** A page's text as stored for excerpts. */
export type PageText = {readonly text: string};

/** A word in the title counts as five in the body, one in a heading as two. */
export const FIELD_WEIGHTS = {title: 5, heading: 2, body: 1} as const;

/** The indexable words of a text, with their positions (for highlighting); rules in ../tokenize.ts. */
export function tokenize(text: string): Token[] {
  return tokens(text, INDEX_WORDS);
}

/** The shard a term (or a query prefix of two or more characters) lives in. */
export function shardKey(term: string): string {
  return term.slice(0, 2).replace(/[^a-z0-9]/g, '_');
}
