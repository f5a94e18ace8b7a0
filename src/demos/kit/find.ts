/**
 * The retrieval demos' passage search, from the reader's question to the passages shown (Document
 * Q&A, Zohlar, Simple Chat): the question's focus with children's ages read as "child", typos read
 * as the documents' own words (paraphrase.ts), synonym groups added, a wide BM25 search, the hits
 * ranked by what the question is about (rankHits: its topic phrase, an amount for a price question)
 * and judged good or weak (judgeHits). Part of src/demos/kit; imports src/retrieval only.
 */
import type {Hit} from '@site/src/retrieval/bm25';
import {idf} from '@site/src/retrieval/bm25Score';
import type {Retriever, SearchResult} from '@site/src/retrieval/retriever';
import {acronymAsked, judgeHits, rankHits, spelledOut, topicPhrases, WEIGHTED_FROM_PASSAGES, type Judged} from './match';
import {correctTypos, expandQuery, vocabularyOf, withAges, withOrdinals, type Corrected} from './paraphrase';

export type Found = {
  /** The question as searched and judged (ages read, typos corrected). */
  query: string;
  /** Typed words read as other words of the documents ("wrkshop" → "workshop"). */
  fixes: Corrected['fixes'];
  /** The hits shown, best first (at most `k`). */
  hits: Hit[];
  judged: Judged;
  ms: number;
};

/** How many passages the search looks at before ranking: a passage about the topic phrase may sit below the top few. */
const WIDE = 12;

/** Searches `retriever` for `focus` (a question already cut to its focus); `texts` gives the searched documents' text for typo correction. */
export async function findPassages(retriever: Pick<Retriever, 'search' | 'size'>, focus: string, k: number, key: object, texts: () => Iterable<string>): Promise<Found> {
  const small = retriever.size < WEIGHTED_FROM_PASSAGES;
  // "What does RAG stand for?" is searched as the words the documents spell it out with, "retrieval-augmented
  // generation (RAG)"; with no such words it is no good match (s43, u29h D-5: "It stands out …" was a good match).
  const acronym = acronymAsked(focus);
  let expansion: string | null = null;
  if (acronym) for (const text of texts()) if ((expansion = spelledOut(text, acronym))) break;
  let query = expansion ? `${expansion} (${acronym})` : withOrdinals(withAges(focus), key, texts);
  let result: SearchResult = await retriever.search(expandQuery(query, small), Math.max(k, WIDE));
  // Words no passage holds: perhaps typos of words that are there.
  const absent = idf(result.stats.passages, 0);
  const unknown = new Set(Object.entries(result.stats.weights).filter(([, w]) => w >= absent).map(([t]) => t));
  let fixes: Corrected['fixes'] = [];
  if (unknown.size) {
    const corrected = correctTypos(query, unknown, vocabularyOf(key, texts));
    if (corrected.fixes.length) {
      query = corrected.text;
      fixes = corrected.fixes;
      result = await retriever.search(expandQuery(query, small), Math.max(k, WIDE));
    }
  }
  const phrases = topicPhrases(query, result.hits, result.stats);
  const ranked = rankHits(query, result.hits, phrases).slice(0, k);
  const judged = judgeHits(query, ranked, result.stats, phrases);
  if (acronym && !expansion) return {query, fixes, hits: ranked, judged: {...judged, good: [], weak: ranked}, ms: result.ms};
  return {query, fixes, hits: ranked, judged, ms: result.ms};
}
