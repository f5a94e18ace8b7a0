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
import {documentIdOf, type Retriever, type SearchResult} from '@site/src/retrieval/retriever';
import {acronymAsked, judgeHits, rankHits, spelledOut, topicPhrases, WEIGHTED_FROM_PASSAGES, type Judged} from './match';
import {codesOf, correctTypos, expandQuery, vocabularyOf, withAges, withOrdinals, WRITES_FROM_HOME, type Corrected} from './paraphrase';

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
export async function findPassages(retriever: Pick<Retriever, 'search' | 'size' | 'small' | 'large'>, focus: string, k: number, key: object, texts: () => Iterable<string>): Promise<Found> {
  if (retriever.small && retriever.large) {
    // A workspace of small and large documents (retriever.ts createRetriever `largeFrom`): the small ones searched and
    // judged in their own index, as if the large ones were not there; the large ones in the whole index (u37d F1).
    const large = retriever.large;
    const inLarge = (h: Hit) => large.has(documentIdOf(h.passage.id));
    const onlyLarge = {size: retriever.size, search: async (q: string, n?: number) => {
      const found = await retriever.search(q, n);
      return {...found, hits: found.hits.filter(inLarge)};
    }};
    const [mine, theirs] = await Promise.all([findPassages(retriever.small, focus, k, key, texts), findPassages(onlyLarge, focus, k, key, texts)]);
    return together(mine, theirs, k);
  }
  const small = retriever.size < WEIGHTED_FROM_PASSAGES;
  // "What does RAG stand for?" is searched as the words the documents spell it out with, "retrieval-augmented
  // generation (RAG)"; with no such words it is no good match (s43, u29h D-5: "It stands out …" was a good match).
  const acronym = acronymAsked(focus);
  let expansion: string | null = null;
  if (acronym) for (const text of texts()) if ((expansion = spelledOut(text, acronym))) break;
  const keepHome = /\bhome\b/i.test(focus) && [...texts()].some((text) => WRITES_FROM_HOME.test(text));
  let query = expansion ? `${expansion} (${acronym})` : withOrdinals(withAges(focus, {keepHome}), key, texts);
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

/**
 * The passages found in the small documents (`mine`) and in the large ones (`theirs`) as one list of at most `k`: the
 * good matches of both first, then the weak ones, each pair of lists merged by score relative to its list's best, so
 * each list's best comes before the other's second. What the judgement says besides (the words lacking for "No good
 * match", the weights, a part of the question left unanswered) comes from the list holding the first good match, else
 * the first weak one; a part is called unanswered only when one list alone answers.
 */
export function together(mine: Found, theirs: Found, k: number): Found {
  const top = (f: Found) => Math.max(1e-9, ...f.hits.map((h) => h.score));
  const merge = (a: readonly Hit[], b: readonly Hit[]) => {
    const out: Hit[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      if (j >= b.length || (i < a.length && a[i].score / top(mine) >= b[j].score / top(theirs))) out.push(a[i++]);
      else out.push(b[j++]);
    }
    return out;
  };
  const good = merge(mine.judged.good, theirs.judged.good).slice(0, k);
  const weak = merge(mine.judged.weak, theirs.judged.weak).slice(0, Math.max(0, k - good.length));
  const told =
    (good.length ? [mine, theirs].find((f) => f.judged.good.includes(good[0])) : [mine, theirs].find((f) => weak.length > 0 && f.judged.weak.includes(weak[0]))) ?? mine;
  const both = mine.judged.good.length > 0 && theirs.judged.good.length > 0;
  return {
    query: told.query,
    fixes: told.fixes,
    hits: [...good, ...weak],
    judged: {good, weak, missing: told.judged.missing, stats: told.judged.stats, unmatchedPart: both ? null : (told.judged.unmatchedPart ?? null)},
    ms: Math.max(mine.ms, theirs.ms),
  };
}
