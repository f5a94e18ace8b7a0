/**
 * The retrieval demos' passage search, from the reader's question to the passages shown (Document
 * Q&A, Zohlar, Simple Chat): the question's focus with children's ages read as "child", typos read
 * as the documents' own words (paraphrase.ts), synonym groups added, a wide BM25 search, the hits
 * ranked by what the question is about (rankHits: its topic phrase, an amount for a price question)
 * and judged good or weak (judgeHits); a passage found on several pages is shown once (onceEach).
 * Part of src/demos/kit; imports src/retrieval only.
 */
import type {Hit} from '@site/src/retrieval/bm25';
import {idf} from '@site/src/retrieval/bm25Score';
import type {Retriever, SearchResult} from '@site/src/retrieval/retriever';
import {acronymAsked, judgeHits, rankHits, spelledOut, topicPhrases, WEIGHTED_FROM_PASSAGES, type Judged} from './match';
import {codesOf, correctTypos, expandQuery, vocabularyOf, withAges, withOrdinals, type Corrected} from './paraphrase';

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

const LETTERS = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string) => new Set((text.toLowerCase().match(LETTERS) ?? []));

/**
 * The hits with each text once: the same passage on several pages (the comparison table that closes
 * each of the four vector database pages) fills one place, at its best rank (s43, u29n F10: three of
 * four slots held one table). The copy kept is the one whose page title names a word of the question
 * that the other copies' titles do not ("Pinecone" in "what license is Pinecone under?"), else the best ranked.
 */
export function onceEach<T extends Hit>(hits: readonly T[], query: string): T[] {
  const asked = wordsOf(query);
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const key = hit.passage.text.trim();
    const group = groups.get(key);
    if (group) group.push(hit);
    else groups.set(key, [hit]);
  }
  return [...groups.values()].map((group) => {
    if (group.length === 1) return group[0];
    const titles = group.map((h) => wordsOf(`${h.passage.source ?? ''} ${h.passage.heading ?? ''}`));
    const named = titles.map((own) => [...own].filter((w) => asked.has(w) && !titles.every((t) => t.has(w))).length);
    const best = named.indexOf(Math.max(...named));
    return group[best];
  });
}

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
    const corrected = correctTypos(query, unknown, vocabularyOf(key, texts), codesOf(key, texts));
    if (corrected.fixes.length) {
      query = corrected.text;
      fixes = corrected.fixes;
      result = await retriever.search(expandQuery(query, small), Math.max(k, WIDE));
    }
  }
  const phrases = topicPhrases(query, result.hits, result.stats);
  const ranked = onceEach(rankHits(query, result.hits, phrases), query).slice(0, k);
  const judged = judgeHits(query, ranked, result.stats, phrases);
  if (acronym && !expansion) return {query, fixes, hits: ranked, judged: {...judged, good: [], weak: ranked}, ms: result.ms};
  return {query, fixes, hits: ranked, judged, ms: result.ms};
}
