/**
 * The BM25 scoring formula, the site's one: Okapi BM25 (Robertson and Zaragoza, "The Probabilistic
 * Relevance Framework: BM25 and Beyond", 2009) with the usual defaults k1 = 1.2 and b = 0.75, and the
 * non-negative IDF ln(1 + (N - n + 0.5) / (n + 0.5)) that Lucene uses. Site search
 * (site-search/searchCore.ts) and the demos' passage index (bm25.ts) both score with it. Part of
 * src/retrieval; imports nothing.
 */

export const K1 = 1.2;
export const B = 0.75;

/** Inverse document frequency of a term found in `containing` of `documents` documents. */
export function idf(documents: number, containing: number): number {
  return Math.log(1 + (documents - containing + 0.5) / (containing + 0.5));
}

/**
 * The BM25 score of one term in one document: its `idf`, the term's frequency `tf` in the document
 * (may be weighted), and the document's length against the average (both in terms).
 */
export function termScore(termIdf: number, tf: number, length: number, averageLength: number): number {
  return (termIdf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / (averageLength || 1)));
}
