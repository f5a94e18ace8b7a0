/**
 * An in-memory BM25 index over passages, for the demos (Document Q&A, Simple Chat, the Universal API
 * Assistant): terms from tokenize.ts (tokenizeForRetrieval: irregular forms folded), scores from the one BM25 formula in bm25Score.ts (the same
 * one site search ranks with).
 */
import {idf, termScore} from './bm25Score';
import {doubledForm, tokenizeForRetrieval as tokenize} from './tokenize';

export {B, K1, idf, termScore} from './bm25Score';

export type Passage = {
  /** Unique id of the passage (chunk). */
  id: string;
  text: string;
  /** Where the passage comes from: document title, and for the guide the page route and section. */
  source: string;
  url?: string;
  heading?: string;
};

export type Hit = {passage: Passage; score: number; terms: string[]};

export type Bm25Index = {
  passages: Passage[];
  /** term -> postings as [passage index, term frequency] pairs. */
  postings: Map<string, Array<[number, number]>>;
  lengths: Uint32Array;
  averageLength: number;
};

export function buildIndex(passages: readonly Passage[]): Bm25Index {
  const postings = new Map<string, Array<[number, number]>>();
  const lengths = new Uint32Array(passages.length);
  let total = 0;
  passages.forEach((passage, i) => {
    // The document's title and the section heading count as the passage's words ("Pinecone" for its "Scaling and tenancy" section).
    // So does the guide folder the page sits in ("vector databases" for pgvector's and Milvus's
    // "Filtering" sections, whose text never says it: s43, u29j D-4); a reader's document has no URL.
    const folder = (passage.url ?? '').split('#')[0].split('/').slice(-2, -1).join(' ').replace(/-/g, ' ');
    const terms = tokenize(`${folder} ${passage.source} ${passage.heading ?? ''} ${passage.text}`);
    lengths[i] = terms.length;
    total += terms.length;
    const counts = new Map<string, number>();
    for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [t, count] of counts) {
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push([i, count]);
    }
  });
  return {passages: [...passages], postings, lengths, averageLength: passages.length ? total / passages.length : 0};
}

/** The top `k` passages for `query`, best first; passages that match no query term are never returned. */
export function search(index: Bm25Index, query: string, k = 5): Hit[] {
  const queryTerms = [...new Set(tokenize(query))];
  const N = index.passages.length;
  const scores = new Map<number, {score: number; terms: string[]; forms: Map<string, number>}>();
  for (const t of queryTerms) {
    const list = index.postings.get(t);
    if (!list) continue;
    // Two spellings of one word in the query ("cancel", "cancell": doubledForm, added by the demos'
    // expandQuery) count as one word at the weight of the more common one, and once per passage, so a
    // passage's "cancelled" never outscores the question's own "cancel" (s42, issue 28).
    const other = doubledForm(t);
    const paired = other !== null && other !== t && queryTerms.includes(other);
    const weight = paired ? Math.min(idf(N, list.length), idf(N, index.postings.get(other)?.length ?? 0)) : idf(N, list.length);
    const word = paired && other < t ? other : t;
    for (const [i, tf] of list) {
      const part = termScore(weight, tf, index.lengths[i], index.averageLength);
      const entry = scores.get(i) ?? {score: 0, terms: [] as string[], forms: new Map<string, number>()};
      const before = entry.forms.get(word) ?? 0;
      if (part > before) {
        entry.score += part - before;
        entry.forms.set(word, part);
      }
      entry.terms.push(t);
      scores.set(i, entry);
    }
  }
  return [...scores.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
    .slice(0, k)
    .map(([i, {score, terms}]) => ({passage: index.passages[i], score, terms}));
}

/**
 * How much each of the query's terms says, as its BM25 inverse document frequency in this index;
 * a term no passage contains gets the highest weight (it is what the question is most about, and
 * nothing here has it). The weak-match signal (src/demos/kit/match.ts) weighs matched words by it.
 */
export function queryWeights(index: Bm25Index, query: string): Record<string, number> {
  const N = index.passages.length;
  const weights: Record<string, number> = {};
  for (const t of new Set(tokenize(query))) weights[t] = idf(N, index.postings.get(t)?.length ?? 0);
  return weights;
}
