/**
 * Tokenising for retrieval: the site's one tokenizer. `tokens` finds the words of a text and folds
 * each to a term, with its position (for highlighting); a vocabulary says what a word is and how it
 * folds. There are two, because the site search index and the demos were tuned separately and their
 * results must not change:
 * - INDEX_WORDS (site search, src/retrieval/site-search): dotted names kept whole ("node.js"),
 *   accents folded, plurals made singular, a short stop-word list, one-letter words left out.
 * - PASSAGE_WORDS (demos, BM25 over passages): lower-case words, a longer English stop-word list and
 *   a light suffix-stripping stemmer so "policies" matches "policy" and "approved" matches "approve".
 */

export type Token = {readonly term: string; readonly start: number; readonly end: number};

/** What counts as a word (a global, Unicode regular expression) and the term a word folds to (null: left out). */
export type Vocabulary = {readonly word: RegExp; readonly term: (word: string) => string | null};

/** The words of `text` the vocabulary keeps, in order, as terms with their positions. */
export function tokens(text: string, vocabulary: Vocabulary): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(vocabulary.word)) {
    const term = vocabulary.term(match[0]);
    if (term !== null) out.push({term, start: match.index, end: match.index + match[0].length});
  }
  return out;
}

/**
 * English plurals to singular: policies → policy, boxes → box, agents → agent (not "class",
 * "status", "analysis"). `esEnding` lists the endings whose plural adds "es". Says which rule cut.
 */
function singular(word: string, esEnding: RegExp): {term: string; rule: 'ies' | 'es' | 's' | null} {
  if (word.length > 4 && word.endsWith('ies')) return {term: `${word.slice(0, -3)}y`, rule: 'ies'};
  if (word.length > 4 && esEnding.test(word)) return {term: word.slice(0, -2), rule: 'es'};
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return {term: word.slice(0, -1), rule: 's'};
  return {term: word, rule: null};
}

// Site search index.

/** Words too common to help; neither indexed nor required in a query. */
const INDEX_STOPWORDS = new Set(
  'a an and are as at be by for from has have in is it its of on or that the this to was were will with'.split(' '),
);

/**
 * Folds a word to the form the search index stores: lower case, no accents, no possessive, and a
 * light plural rule (agents → agent, policies → policy, indexes → index), so a query for either
 * form finds both. Other endings are left to prefix matching at query time.
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

/** Letters and digits; an apostrophe or a dot inside a word keeps it whole ("node.js", "don't"). Hyphens split. */
export const INDEX_WORDS: Vocabulary = {
  word: /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu,
  term: (word) => {
    const term = normalize(word);
    return term.length < 2 || INDEX_STOPWORDS.has(term) ? null : term;
  },
};

// Demo passages.

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

// Highlighting.

export type Run = {readonly text: string; readonly mark: boolean};

/** Cuts `text` from `from` to `to` into runs, marking the given tokens (in order, inside that stretch). */
export function markedRuns(text: string, marked: readonly Token[], from = 0, to = text.length): Run[] {
  const runs: Run[] = [];
  let cursor = from;
  for (const token of marked) {
    if (token.start > cursor) runs.push({text: text.slice(cursor, token.start), mark: false});
    runs.push({text: text.slice(token.start, token.end), mark: true});
    cursor = token.end;
  }
  if (to > cursor) runs.push({text: text.slice(cursor, to), mark: false});
  return runs;
}

export type Segment = {text: string; match: boolean};

/** Splits text into runs, marking the words whose term is one of `terms` (for highlighting). */
export function highlightSegments(text: string, terms: ReadonlySet<string>): Segment[] {
  const marked = terms.size === 0 ? [] : tokens(text, PASSAGE_WORDS).filter((token) => terms.has(token.term));
  return markedRuns(text, marked).map((run) => ({text: run.text, match: run.mark}));
}
