/**
 * Tokenising for the demos' retrieval (BM25 over passages, triage, meeting summaries): lower-case
 * words, common English stop words removed, and a light suffix-stripping stemmer so "policies"
 * matches "policy" and "approved" matches "approve". The word scanner, plural rule and highlighter
 * are the shared ones in tokens.ts; the site search index has its own vocabulary in
 * site-search/searchIndex.ts. Part of src/retrieval; imports only tokens.ts.
 */
import {markedRuns, singular, tokens, type Vocabulary} from './tokens';

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its ' +
    'me my no not of on or our so such than that the their them then there these they this those to was we ' +
    'were what when where which who why will with would you your about also any all should may must'
  ).split(' '),
);

/** Reduces a lower-case word to a crude stem. Deliberately small: the same rule runs on both sides. */
export function stem(word: string): string {
  const plural = singular(word.replace(/['’]s$/, ''), /(?:ss|x|ch|sh)es$/);
  if (plural.rule === 'ies' || plural.rule === 'es') return plural.term;
  const w = plural.term;
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 6 && w.endsWith('al')) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) return w.slice(0, -1);
  return w;
}

const cache = new Map<string, string | null>();

/** Normalised form of one word, or null for a stop word. Memoised: corpora repeat their words. */
export function term(word: string): string | null {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const lower = word.toLowerCase();
  const result = STOP_WORDS.has(lower) ? null : stem(lower);
  if (cache.size < 200_000) cache.set(word, result);
  return result;
}

/** Letters and digits, with an apostrophe ending ("don't", "team's"). */
export const PASSAGE_WORDS: Vocabulary = {word: /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu, term};

/** Terms of a text in the demos' vocabulary, in order, stop words dropped. */
export function tokenize(text: string): string[] {
  return tokens(text, PASSAGE_WORDS).map((token) => token.term);
}

export type Segment = {text: string; match: boolean};

/** Splits text into runs, marking the words whose term is one of `terms` (for highlighting). */
export function highlightSegments(text: string, terms: ReadonlySet<string>): Segment[] {
  const marked = terms.size === 0 ? [] : tokens(text, PASSAGE_WORDS).filter((token) => terms.has(token.term));
  return markedRuns(text, marked).map((run) => ({text: run.text, match: run.mark}));
}
