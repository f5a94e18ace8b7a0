/**
 * Tokenising for retrieval: lower-case words, common English stop words removed, and a light
 * suffix-stripping stemmer so "policies" matches "policy" and "approved" matches "approve".
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its ' +
    'me my no not of on or our so such than that the their them then there these they this those to was we ' +
    'were what when where which who why will with would you your about also any all should may must'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Reduces a lower-case word to a crude stem. Deliberately small: the same rule runs on both sides. */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
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

/** Terms of a text, in order, stop words dropped. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  WORD.lastIndex = 0;
  for (let match = WORD.exec(text); match; match = WORD.exec(text)) {
    const t = term(match[0]);
    if (t) out.push(t);
  }
  return out;
}

export type Segment = {text: string; match: boolean};

/** Splits text into runs, marking the words whose term is one of `terms` (for highlighting). */
export function highlightSegments(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  if (terms.size === 0) return text ? [{text, match: false}] : [];
  for (const match of text.matchAll(WORD)) {
    const t = term(match[0]);
    if (!t || !terms.has(t)) continue;
    const start = match.index ?? 0;
    if (start > last) segments.push({text: text.slice(last, start), match: false});
    segments.push({text: match[0], match: true});
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({text: text.slice(last), match: false});
  return segments;
}
