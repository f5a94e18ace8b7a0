/**
 * Relevance measures for the search query sets (tests/unit/search/queries), shared by
 * `npm run bench:search` (scripts/bench-search.ts) and the regression floor (searchQuality.test.ts).
 */

export type QueryCase = {
  readonly query: string;
  readonly category: 'nav' | 'info' | 'service' | 'question' | 'typo' | 'variant' | 'code';
  /** Right answers: page URLs, `#section` where a heading answers the query. */
  readonly expect: readonly string[];
};

/** One result: the page, and the URL the result opens (the page or one of its sections). */
export type Ranked = {readonly page: string; readonly url: string};

export type Scores = {
  readonly mrr: number;
  readonly recall5: number;
  readonly success1: number;
  readonly zero: number;
  readonly typoVariantMrr: number;
  /** Share of queries with an expected section whose first result opens that section (NaN: none). */
  readonly section1: number;
  readonly misses: readonly string[];
};

const pageOf = (url: string) => url.split('#')[0]!;

/** The 1-based rank of the first right page in the first 10 results, or 0. */
export function firstRightRank(q: QueryCase, results: readonly Ranked[]): number {
  const pages = new Set(q.expect.map(pageOf));
  const index = results.slice(0, 10).findIndex((result) => pages.has(result.page));
  return index + 1;
}

export function evaluate(queries: readonly QueryCase[], ranked: readonly (readonly Ranked[])[]): Scores {
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);
  const ranks = queries.map((q, i) => firstRightRank(q, ranked[i]!));
  const reciprocal = ranks.map((r) => (r ? 1 / r : 0));
  const typo = queries.map((q, i) => (q.category === 'typo' || q.category === 'variant' ? reciprocal[i]! : -1)).filter((x) => x >= 0);
  const sectioned = queries.map((q, i) => ({q, top: ranked[i]![0]})).filter(({q}) => q.expect.some((e) => e.includes('#')));
  return {
    mrr: mean(reciprocal),
    recall5: mean(ranks.map((r) => (r >= 1 && r <= 5 ? 1 : 0))),
    success1: mean(ranks.map((r) => (r === 1 ? 1 : 0))),
    zero: mean(ranked.map((results) => (results.length ? 0 : 1))),
    typoVariantMrr: mean(typo),
    section1: mean(sectioned.map(({q, top}) => (top && q.expect.includes(top.url) ? 1 : 0))),
    misses: queries.flatMap((q, i) => (ranks[i] === 1 ? [] : [`${q.category} “${q.query}” → rank ${ranks[i] || '>10'} (top: ${ranked[i]![0]?.url ?? 'none'})`])),
  };
}
