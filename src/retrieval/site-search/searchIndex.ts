/**
 * The search index format and the text rules shared by the build (src/plugins/search) and the
 * browser (searchCore.ts). No Node or DOM APIs here. Words are found by the site's one tokenizer
 * (src/retrieval/tokens.ts) with the index's own vocabulary (INDEX_WORDS below).
 *
 * The index is split so a query downloads only what it needs:
 * - `meta.json`: the page list (url, title, area, description, weighted length) and the name of
 *   each term shard, fetched when search opens;
 * - `t/<prefix>-<hash>.json`: the postings of every term that starts with those two characters;
 * - `p/<page>-<hash>.json`: one page's text, fetched only to cut an excerpt for a shown result.
 */

import {singular, tokens, type Token, type Vocabulary} from '../tokens';

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

/** Words too common to help; neither indexed nor required in a query. */
const STOPWORDS = new Set(
  'a an and are as at be by for from has have in is it its of on or that the this to was were will with'.split(' '),
);

/**
 * Folds a word to the form the index stores: lower case, no accents, no possessive, and a light
 * plural rule (agents → agent, policies → policy, indexes → index), so a query for either form
 * finds both. Other endings are left to prefix matching at query time.
 */
export function normalize(word: string): string {
  const folded = word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/'s$/, '');
  const term = folded.replace(/[.']/g, '');
  // Dotted names ("node.js") keep their ending.
  if (folded.includes('.')) return term;
  return singular(term, /(ss|x|z|ch|sh)es$/).term;
}

/** The index's vocabulary for the shared tokenizer (../tokens.ts). */
export const INDEX_WORDS: Vocabulary = {
  /** Letters and digits; an apostrophe or a dot inside a word keeps it whole ("node.js", "don't"). Hyphens split. */
  word: /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu,
  term: (word) => {
    const term = normalize(word);
    return term.length < 2 || STOPWORDS.has(term) ? null : term;
  },
};

/** The indexable words of a text, with their positions (for highlighting). */
export function tokenize(text: string): Token[] {
  return tokens(text, INDEX_WORDS);
}

/** The shard a term (or a query prefix of two or more characters) lives in. */
export function shardKey(term: string): string {
  return term.slice(0, 2).replace(/[^a-z0-9]/g, '_');
}
