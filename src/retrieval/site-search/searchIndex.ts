/**
 * The search index format, shared by the build (src/plugins/search/buildIndex.ts) and the browser
 * (searchCore.ts). No Node or DOM APIs here. Words become terms with analysis.ts.
 *
 * The index is split so a query downloads only what it needs:
 * - `meta.json`: the page list (url, title, area, description, weighted length, sections), the
 *   keys of the term shards and the hash of the whole index, fetched when search opens;
 * - `t/<first two characters>-<hash>.json`: every term starting with those characters, with the
 *   surface words it stands for and its postings (page, weighted count, sections it occurs in);
 * - `p/<page>-<hash>/<section>.json`: one section of a page (anchor, heading, text), fetched only
 *   to cut the excerpt and name the section of a shown result;
 * - `v/<last two characters>-<hash>.json`: the index's words (4 letters or more) that end in those
 *   characters, grouped by the shard of their term, fetched only for a query word that matches
 *   nothing in its own shard: a typo in a word's first two letters ("rtrieval") puts the word in
 *   another shard than the one its correction lives in, while its ending stays.
 */

export const INDEX_VERSION = 3;

/** Where the index lives under the base URL. */
export const INDEX_DIR = 'search-index';

export type IndexedPage = {
  readonly url: string;
  readonly title: string;
  readonly area: string;
  readonly description: string;
  /** Weighted number of terms (see FIELD_WEIGHTS). */
  readonly length: number;
  /** Number of sections (section 0 is the text before the first heading). */
  readonly sections: number;
};

export type IndexMeta = {
  readonly version: number;
  /** Hash of all the index's parts, in every part's file name (see shardFile, sectionFile). */
  readonly hash: string;
  readonly pages: readonly IndexedPage[];
  readonly averageLength: number;
  /** The keys of the shards that exist. */
  readonly shards: readonly string[];
  /** The keys of the vocabulary files that exist (see vocabularyFile). */
  readonly tails: readonly string[];
};

/** A shard's file, relative to the index folder. */
export function shardFile(key: string, hash: string): string {
  return `t/${key}-${hash}.json`;
}

/** A vocabulary file (words by ending), relative to the index folder. */
export function vocabularyFile(key: string, hash: string): string {
  return `v/${key}-${hash}.json`;
}

/** Words of the index that end alike, by the shard their term lives in: shard key → words. */
export type Vocabulary = Readonly<Record<string, readonly string[]>>;

/** A page section's file, relative to the index folder. */
export function sectionFile(page: number, section: number, hash: string): string {
  return `p/${page}-${hash}/${section}.json`;
}

/**
 * One term of a shard: `[postings, forms]`.
 * - postings, flat: `page, weightedCount, fields, sectionCount, section...` per page, where
 *   fields has a bit per FIELD the term occurs in, and a section is
 *   `2 × index + 1` when the term is in that section's heading and `2 × index` when only in its text;
 * - forms: the folded words that stem to the term, most frequent first (typo matching,
 *   "did you mean", completion of the word being typed); empty when the term is its only form.
 */
export type ShardEntry = readonly [postings: readonly number[], forms: readonly string[]];

/** A shard: term → entry. */
export type Shard = Readonly<Record<string, ShardEntry>>;

export type PageSection = {
  /** Heading id (`''` for the text before the first heading). */
  readonly anchor: string;
  readonly heading: string;
  readonly text: string;
};

/** Bits of the fields a term occurs in on a page. */
export const FIELD = {title: 1, slug: 2, description: 4, heading: 8, body: 16, code: 32} as const;

/**
 * How much a word counts in each field. Title and URL words decide navigational queries; headings
 * and the description summarise; code identifiers from code blocks count least, so they make
 * "LlmProvider" findable without pulling code-heavy pages into prose queries.
 */
export const FIELD_WEIGHTS = {title: 3, slug: 2, description: 2, heading: 3, body: 1, code: 1} as const;
