/**
 * The site's one tokenizer: `tokens` finds the words of a text and folds each to a term, keeping its
 * position (for highlighting); a vocabulary says what a word is and how it folds. Two vocabularies
 * use it, tuned separately so that results stay as they were: the search index's
 * (site-search/searchIndex.ts: dotted names kept whole, accents folded, a short stop-word list) and
 * the demos' passages (tokenize.ts: a longer stop-word list, a light stemmer, and Intl.Segmenter for scripts written
 * without spaces). Both share the
 * plural rule (`singular`) and the highlighter (`markedRuns`). Part of src/retrieval; imports nothing.
 */

export type Token = {readonly term: string; readonly start: number; readonly end: number};

/**
 * What counts as a word (a global, Unicode regular expression), the term a word folds to (null: left
 * out), and optionally how to cut a matched run into smaller words (null: keep it whole), for
 * scripts written without spaces between words.
 */
export type Vocabulary = {
  readonly word: RegExp;
  readonly term: (word: string) => string | null;
  readonly split?: (run: string) => ReadonlyArray<{readonly index: number; readonly segment: string}> | null;
};

/** The words of `text` the vocabulary keeps, in order, as terms with their positions. */
export function tokens(text: string, vocabulary: Vocabulary): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(vocabulary.word)) {
    const parts = vocabulary.split?.(match[0]) ?? [{index: 0, segment: match[0]}];
    for (const part of parts) {
      const term = vocabulary.term(part.segment);
      const start = match.index + part.index;
      if (term !== null) out.push({term, start, end: start + part.segment.length});
    }
  }
  return out;
}

/**
 * English plurals to singular: policies → policy, boxes → box, agents → agent (not "class",
 * "status", "analysis"). `esEnding` lists the endings whose plural adds "es". Says which rule cut.
 */
export function singular(word: string, esEnding: RegExp): {term: string; rule: 'ies' | 'es' | 's' | null} {
  if (word.length > 4 && word.endsWith('ies')) return {term: `${word.slice(0, -3)}y`, rule: 'ies'};
  if (word.length > 4 && esEnding.test(word)) return {term: word.slice(0, -2), rule: 'es'};
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return {term: word.slice(0, -1), rule: 's'};
  return {term: word, rule: null};
}

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
