/**
 * Text chunking, the site's one implementation: the strategies the chunking playground shows
 * (docs: data-ingestion/chunking/semantic), and through documents.ts the passages the demos search.
 * Part of src/retrieval: open to learning tools, demos and components; imports nothing outside it.
 *
 * Every strategy returns chunks as half-open character ranges [start, end) of the input text, so a
 * chunk's text is `text.slice(start, end)`. Chunks are never empty, appear in reading order, and
 * together cover every character of the input. A cut never falls inside a user-perceived character
 * (`Intl.Segmenter` graphemes: an emoji, a flag, a ZWJ sequence, a letter with its combining
 * accents, CRLF). What a size and an overlap count is a Measure: `chunkText` (the playground)
 * counts characters as a reader sees them, one per grapheme, so a flag is 1 character, not 4 (u28k
 * C1), and every length, range and limit it reports is in those characters; the lower-level
 * functions count UTF-16 code units unless given a measure (the demos' passages, documents.ts), and
 * then a chunk may fall a few units short of `size`, or exceed it only when one grapheme is longer.
 * `chunkText` drops chunks that hold only whitespace (zero-width spaces included), so every character is covered except
 * stretches of whitespace that fell into a chunk of their own; it reports how many it dropped
 * (`whitespaceOnly`), so the kept chunks plus the dropped ones are what the strategy made (u29a C-1).
 */

import {segmentInWindows} from '../segments';

export type Strategy = 'fixed' | 'recursive' | 'sentence';

export type ChunkOptions = {
  strategy: Strategy;
  /** Maximum chunk length in characters. */
  size: number;
  /** Characters shared by consecutive chunks (at most; recursive and sentence share whole pieces). */
  overlap: number;
};

export type Chunk = {
  index: number;
  /** Code-unit offsets: the chunk is text.slice(start, end). */
  start: number;
  end: number;
  /** The same range in characters (graphemes), as the reader counts them. */
  from: number;
  to: number;
  text: string;
  /** Approximate token count (characters / 4, rounded up). */
  approxTokens: number;
};

/**
 * Separator hierarchy of the recursive strategy, coarsest first. "" means single characters;
 * SENTENCES means Unicode sentence boundaries (sentenceRanges), so "。", "！", "？", "।" and "؟"
 * end a sentence as "." does.
 */
export const SENTENCES = 'sentences';
export const RECURSIVE_SEPARATORS: readonly string[] = ['\n\n', '\n', SENTENCES, ' ', ''];

export const MAX_TEXT_LENGTH = 200_000;
export const MAX_CHUNK_SIZE = 20_000;
/** Above this many chunks the playground refuses to render (the browser would struggle). */
export const MAX_CHUNKS = 2_000;

export const STRATEGY_LABELS: Record<Strategy, string> = {
  fixed: 'Fixed size',
  recursive: 'Recursive',
  sentence: 'Sentence window',
};

/** Rule of thumb from Google's Gemini token guide: one token is about four characters of English. */
export function approxTokens(characters: number): number {
  return characters <= 0 ? 0 : Math.ceil(characters / 4);
}

type Range = readonly [number, number];

/** How a strategy counts: the length of [a, b), and the position `n` characters after or before `pos`. */
export type Measure = {
  len(a: number, b: number): number;
  forward(pos: number, n: number): number;
  back(pos: number, n: number): number;
};

/** UTF-16 code units, like `String.length`. */
export const CODE_UNITS: Measure = {len: (a, b) => b - a, forward: (pos, n) => pos + n, back: (pos, n) => pos - n};

/** The grapheme boundaries of a text (Intl.Segmenter, in windows), as code-unit offsets, 0 and text.length included. */
function graphemeBoundaries(text: string, limit = Number.POSITIVE_INFINITY): number[] {
  const bounds: number[] = [];
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    for (const {index} of segmentInWindows(new Intl.Segmenter(undefined, {granularity: 'grapheme'}), text)) {
      bounds.push(index);
      if (bounds.length > limit) return bounds;
    }
  } else {
    // Without Intl.Segmenter: at least never split a surrogate pair.
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (!(c >= 0xdc00 && c <= 0xdfff && i > 0 && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff)) bounds.push(i);
      if (bounds.length > limit) return bounds;
    }
  }
  bounds.push(text.length);
  return bounds;
}

const plainAscii = (text: string) => !/[^\x00-\x7F]|\r\n/.test(text);

/**
 * Characters as a reader sees them: one per grapheme ("🇯🇵", "👩🏽‍🚀", "é" written as e + U+0301 and
 * CRLF are one each). Positions stay code-unit offsets, so a chunk is still `text.slice(start, end)`;
 * every position it returns is a grapheme boundary. ASCII text without CRLF is counted as code units.
 */
export function graphemeMeasure(text: string): Measure & {total: number; cut: CutCheck} {
  if (plainAscii(text)) return {...CODE_UNITS, total: text.length, cut: ANY_CUT};
  const bounds = graphemeBoundaries(text);
  const total = bounds.length - 1;
  // index[i]: the number of whole graphemes before code unit i (the grapheme i lies in, for a position inside one).
  const index = new Int32Array(text.length + 1);
  for (let k = 0; k < total; k += 1) index.fill(k, bounds[k], bounds[k + 1]);
  index[text.length] = total;
  return {
    total,
    len: (a, b) => index[b] - index[a],
    forward: (pos, n) => bounds[Math.min(total, index[pos] + n)],
    back: (pos, n) => bounds[Math.max(0, index[pos] - n)],
    cut: (i) => bounds[index[i]] === i,
  };
}

/**
 * How many characters (graphemes) the text has, counting at most `limit` + 1 of them: `exact` is false
 * when it has more than `limit` (a pasted 30 MB file is not segmented to the end to be refused).
 */
export function characterCount(text: string, limit = Number.POSITIVE_INFINITY): {count: number; exact: boolean} {
  if (plainAscii(text)) return text.length > limit ? {count: limit, exact: false} : {count: text.length, exact: true};
  const bounds = graphemeBoundaries(text, limit);
  // Stopped early, the last boundary is the start of grapheme limit + 1, never the end of the text.
  return bounds[bounds.length - 1] === text.length ? {count: bounds.length - 1, exact: true} : {count: limit, exact: false};
}

/** Whether a chunk may start or end at a position of the text. */
export type CutCheck = (index: number) => boolean;

const ANY_CUT: CutCheck = () => true;

/**
 * The positions where the text may be cut: grapheme boundaries (Intl.Segmenter). Plain ASCII text
 * without CRLF can be cut anywhere, so it skips the segmenter.
 */
export function graphemeCuts(text: string): CutCheck {
  if (!/[^\x00-\x7F]|\r\n/.test(text)) return ANY_CUT;
  const ok = new Uint8Array(text.length + 1);
  ok[text.length] = 1;
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    for (const {index} of segmentInWindows(new Intl.Segmenter(undefined, {granularity: 'grapheme'}), text)) ok[index] = 1;
  } else {
    // Without Intl.Segmenter: at least never split a surrogate pair.
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      ok[i] = c >= 0xdc00 && c <= 0xdfff && i > 0 && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff ? 0 : 1;
    }
  }
  return (index) => ok[index] === 1;
}

/** Texts are counted exactly up to this many characters; a longer one is reported as "more than" it. */
export const COUNTED_UP_TO = 2 * MAX_TEXT_LENGTH;

/** "1,234 characters", or "more than 400,000 characters" for a text longer than COUNTED_UP_TO. */
export function characterCountText(text: string): string {
  const {count, exact} = characterCount(text, COUNTED_UP_TO);
  return `${exact ? '' : 'more than '}${count.toLocaleString('en-US')} ${count === 1 && exact ? 'character' : 'characters'}`;
}

/**
 * True when the text holds something besides whitespace. Zero-width spaces (U+200B) and U+FEFF draw
 * nothing, so they count as whitespace here, like the no-break space `\s` already covers (u29g C-1).
 */
export function hasContent(text: string): boolean {
  return /[^\s\u200B\uFEFF]/u.test(text);
}

/** Problems with the input, as sentences a reader can act on. Empty when everything is valid. Lengths in characters (graphemes). */
export function validate(text: string, size: number, overlap: number): string[] {
  const errors: string[] = [];
  if (!hasContent(text)) errors.push('Enter or pick some text to chunk.');
  // Graphemes never outnumber code units: a text of at most MAX_TEXT_LENGTH code units is not counted.
  if (text.length > MAX_TEXT_LENGTH && !characterCount(text, MAX_TEXT_LENGTH).exact) {
    errors.push(
      `The text has ${characterCountText(text)}; the playground accepts up to ${MAX_TEXT_LENGTH.toLocaleString('en-US')}. Paste a shorter excerpt.`,
    );
  }
  if (!Number.isFinite(size) || !Number.isInteger(size) || size < 1) {
    errors.push('Chunk size must be a whole number of characters, at least 1.');
  } else if (size > MAX_CHUNK_SIZE) {
    errors.push(`Chunk size can be at most ${MAX_CHUNK_SIZE.toLocaleString('en-US')} characters.`);
  }
  if (!Number.isFinite(overlap) || !Number.isInteger(overlap) || overlap < 0) {
    errors.push('Overlap must be a whole number of characters, 0 or more.');
  } else if (Number.isFinite(size) && size >= 1 && overlap >= size) {
    errors.push('Overlap must be smaller than the chunk size.');
  }
  return errors;
}

/**
 * Fixed-size windows: a chunk every (size - overlap) characters, each up to `size` long, with cuts
 * moved back to the nearest allowed position (`cut`, checked at `offset + index`).
 */
export function fixedRanges(length: number, size: number, overlap: number, cut: CutCheck = ANY_CUT, offset = 0, measure: Measure = CODE_UNITS): Range[] {
  const ranges: Range[] = [];
  const allowed = (i: number) => i <= 0 || i >= length || cut(offset + i);
  let start = 0;
  while (start < length) {
    let end = Math.min(measure.forward(offset + start, size) - offset, length);
    while (end > start && !allowed(end)) end -= 1;
    // One grapheme longer than the size: keep it whole.
    if (end === start) for (end = start + size + 1; end < length && !allowed(end); ) end += 1;
    end = Math.min(end, length);
    ranges.push([start, end]);
    if (end === length) break;
    let next = measure.back(offset + end, overlap) - offset;
    while (next > start && !allowed(next)) next -= 1;
    start = next > start ? next : end;
  }
  return ranges;
}

/** Splits [start, end) after every occurrence of `separator` (the separator stays with the piece before it). */
function splitKeepingSeparator(text: string, start: number, end: number, separator: string, cut: CutCheck): Range[] {
  const pieces: Range[] = [];
  if (separator === '') {
    // Single characters: one grapheme per piece.
    let pieceStart = start;
    for (let i = start + 1; i <= end; i += 1) {
      if (i === end || cut(i)) {
        pieces.push([pieceStart, i]);
        pieceStart = i;
      }
    }
    return pieces;
  }
  if (separator === SENTENCES) return sentenceRanges(text.slice(start, end)).map(([s, e]) => [start + s, start + e] as Range);
  let pieceStart = start;
  let at = text.indexOf(separator, start);
  while (at !== -1 && at + separator.length <= end) {
    const pieceEnd = at + separator.length;
    pieces.push([pieceStart, pieceEnd]);
    pieceStart = pieceEnd;
    at = text.indexOf(separator, pieceEnd);
  }
  if (pieceStart < end) pieces.push([pieceStart, end]);
  return pieces;
}

/**
 * Greedily packs contiguous pieces (each at most `size` long) into chunks of at most `size`
 * characters. A new chunk starts with the trailing pieces of the previous one that fit in
 * `overlap` characters (the same rule as LangChain's `_merge_splits`).
 */
export function mergePieces(pieces: readonly Range[], size: number, overlap: number, measure: Measure = CODE_UNITS): Range[] {
  const chunks: Range[] = [];
  const current: Range[] = [];
  let total = 0;
  for (const piece of pieces) {
    const length = measure.len(piece[0], piece[1]);
    if (current.length > 0 && total + length > size) {
      chunks.push([current[0][0], current[current.length - 1][1]]);
      while (current.length > 0 && (total > overlap || total + length > size)) {
        const dropped = current.shift() as Range;
        total -= measure.len(dropped[0], dropped[1]);
      }
    }
    current.push(piece);
    total += length;
  }
  if (current.length > 0) {
    const last: Range = [current[0][0], current[current.length - 1][1]];
    const previous = chunks[chunks.length - 1];
    // A trailing chunk made only of overlap adds nothing new: skip it.
    if (!previous || last[1] > previous[1]) chunks.push(last);
  }
  return chunks;
}

/**
 * Joins each whitespace-only piece (the second "\n" of a blank line once "\n" splits a paragraph, a blank line
 * of spaces) to the piece before it, or else to the next one, where the joined piece stays within the size, so
 * packing never makes a chunk of nothing but whitespace (u30m C-1). A separator is never joined across the
 * size: the chunks stay within it.
 */
function attachWhitespace(text: string, pieces: readonly Range[], size: number, measure: Measure): Range[] {
  const joined: Range[] = [];
  let carried: number | null = null;
  for (const [start, end] of pieces) {
    const from: number = carried ?? start;
    carried = null;
    if (!hasContent(text.slice(from, end))) {
      const previous = joined[joined.length - 1];
      if (previous && measure.len(previous[0], end) <= size) {
        joined[joined.length - 1] = [previous[0], end];
        continue;
      }
      carried = from;
      continue;
    }
    if (from !== start && measure.len(from, end) > size) {
      joined.push([from, start]);
      joined.push([start, end]);
    } else joined.push([from, end]);
  }
  if (carried !== null) joined.push([carried, pieces[pieces.length - 1][1]]);
  return joined;
}

/**
 * The last step of the same rule across levels of the recursion: a whitespace-only chunk left between two
 * chunks joins the one before it, or else the one after it, where that stays within the size.
 */
function joinBlankChunks(text: string, ranges: Range[], size: number, measure: Measure): Range[] {
  const out: Range[] = [];
  for (let i = 0; i < ranges.length; i++) {
    const [start, end] = ranges[i];
    if (hasContent(text.slice(start, end))) {
      out.push([start, end]);
      continue;
    }
    const previous = out[out.length - 1];
    const next = ranges[i + 1];
    if (previous && previous[1] >= start && measure.len(previous[0], end) <= size) out[out.length - 1] = [previous[0], Math.max(previous[1], end)];
    else if (next && next[0] <= end && measure.len(Math.min(start, next[0]), next[1]) <= size) ranges[i + 1] = [Math.min(start, next[0]), next[1]];
    else out.push([start, end]);
  }
  return out;
}

function recursiveSplit(
  text: string,
  start: number,
  end: number,
  separators: readonly string[],
  size: number,
  overlap: number,
  cut: CutCheck,
  measure: Measure,
): Range[] {
  if (measure.len(start, end) <= size) return [[start, end]];
  // Sentence segmentation of a long text is the costly step: the ranges found while choosing the
  // separator are the pieces, so the text is segmented once, not twice.
  let sentences: Range[] | null = null;
  let index = separators.findIndex((sep) => {
    if (sep === '') return true;
    if (sep !== SENTENCES) return text.slice(start, end).includes(sep);
    sentences = sentenceRanges(text.slice(start, end)).map(([s, e]) => [start + s, start + e] as Range);
    return sentences.length > 1;
  });
  if (index === -1) index = separators.length - 1;
  const separator = separators[index] ?? '';
  const finer = separators.slice(index + 1);
  const result: Range[] = [];
  let small: Range[] = [];
  const split: Range[] = separator === SENTENCES && sentences ? sentences : splitKeepingSeparator(text, start, end, separator, cut);
  const pieces = attachWhitespace(text, split, size, measure);
  for (const piece of pieces) {
    // A piece longer than the size that cannot be split further (one long grapheme) stays whole.
    if (measure.len(piece[0], piece[1]) <= size || (separator === '' && finer.length === 0)) {
      small.push(piece);
      continue;
    }
    // A word that fits the size, made too long only by the spaces after it, is not cut inside: the word is one piece
    // and its spaces another (u36a F2: "internationalization " at size 20 was cut to "internationalizatio").
    const content = piece[0] + text.slice(piece[0], piece[1]).trimEnd().length;
    if (separator === ' ' && content > piece[0] && content < piece[1] && cut(content) && measure.len(piece[0], content) <= size) {
      small.push([piece[0], content], [content, piece[1]]);
      continue;
    }
    if (small.length > 0) result.push(...mergePieces(small, size, overlap, measure));
    // The last chunk of a long piece is packed with the pieces after it (u36a F3: a long URL's tail stayed a chunk of its own).
    const split = recursiveSplit(text, piece[0], piece[1], finer.length > 0 ? finer : [''], size, overlap, cut, measure);
    const tail = split.pop();
    result.push(...split);
    small = tail ? [tail] : [];
  }
  if (small.length > 0) result.push(...mergePieces(small, size, overlap, measure));
  return result;
}

/** Recursive splitting over the separator hierarchy "\n\n", "\n", sentence ends, " ", "". */
export function recursiveRanges(text: string, size: number, overlap: number, cut: CutCheck = graphemeCuts(text), measure: Measure = CODE_UNITS): Range[] {
  if (text.length === 0) return [];
  return joinBlankChunks(text, recursiveSplit(text, 0, text.length, RECURSIVE_SEPARATORS, size, overlap, cut, measure), size, measure);
}

/**
 * Fallback sentence boundaries where Intl.Segmenter is missing: end punctuation of any script
 * (. ! ? … and the full-width 。！？, Devanagari danda ।, Arabic ؟ and ۔), with closing quotes or
 * brackets, then whitespace (or nothing after the full-width, danda and Arabic marks), or a blank line.
 */
const SENTENCE_END = /[.!?…]+["'”’)\]]*\s+|[。！？।॥؟۔]+["'”’)\]」』）]*\s*|\n\s*\n/gu;

let sentenceSegmenter: Intl.Segmenter | null | undefined;

/**
 * Abbreviations that end no sentence. Unicode sentence segmentation breaks at ". " before a capital
 * or a digit, so "Dr. Smith" would be two sentences. Titles and "e.g.", "i.e.", "vs." never end one
 * here; "No.", a month ("Jan." … "Dec."), "etc.", "a.m." and "p.m." often do ("We start in Jan. The
 * plan…"), so they hold the sentence together only before a digit or a lower-case word ("Jan. 5",
 * "No. 7"). Common German, French and Spanish ones as well (u28w W-A4): "bzw.", "ca.", "vgl.", "Nr."
 * and the two-part "z. B.", "d. h.", "u. a.", "p. ex.", "p. ej." (the first part holds only when the
 * second follows, so "Plan B. Danach" still ends).
 */
const NEVER_ENDS = /(?<![\p{L}.])(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Mt|Jr|Sr|vs|e\.g|i\.e|E\.g|I\.e|bzw|vgl|ggf|ca|Sra|Srta|Dra|Mme|Mlle|[zZ]\.\s?B|[dD]\.\s?h|u\.\s?a|p\.\s?ex|p\.\s?ej)\.\s+$/u;
const ENDS_UNLESS_NUMBER = /(?<![\p{L}.])(?:No|Nos|Nr|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|etc|usw|a\.m|p\.m|approx|cf|fig|Fig)\.\s+$/u;

/** True when the sentence boundary at `end` follows an abbreviation (see NEVER_ENDS) and is none. */
function afterAbbreviation(text: string, end: number): boolean {
  if (end >= text.length) return false;
  // Only the line the boundary is on counts: a line break right after the abbreviation is a real
  // boundary ("…the Dr.\n"), one before it is not ("answered!\nThen Dr. Asante", u28f CH-A; a
  // browser's text box turns a bare CR or a CRLF into LF, so all three are line breaks here).
  const window = text.slice(Math.max(0, end - 16), end);
  if (/[\r\n]\s*$/.test(window)) return false;
  const before = window.slice(Math.max(window.lastIndexOf('\n'), window.lastIndexOf('\r')) + 1);
  if (NEVER_ENDS.test(before)) return true;
  // The first part of a two-part abbreviation holds only when its own second part follows.
  const first = /(?<![\p{L}.])([zZdDup])\.\s+$/u.exec(before)?.[1];
  const second = {z: /^B\./, Z: /^B\./, d: /^h\./, D: /^h\./, u: /^a\./, p: /^e[xj]\./}[first ?? ''];
  if (second?.test(text.slice(end))) return true;
  return ENDS_UNLESS_NUMBER.test(before) && /^[\p{Ll}\p{N}]/u.test(text.slice(end));
}

/**
 * Splits text into sentences with Unicode sentence segmentation (Intl.Segmenter, granularity
 * "sentence", UAX #29), so Chinese, Japanese, Hindi and Arabic sentence ends count; a blank line
 * also ends a sentence; common abbreviations ("Dr. Smith", "e.g. Paris", "Jan. 5") do not. Each
 * piece keeps its trailing whitespace, so the pieces tile the text.
 */
export function sentenceRanges(text: string): Range[] {
  const ends = new Set<number>();
  sentenceSegmenter ??= typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, {granularity: 'sentence'}) : null;
  if (sentenceSegmenter) {
    for (const {index, segment} of segmentInWindows(sentenceSegmenter, text)) ends.add(index + segment.length);
    for (const m of text.matchAll(/\n\s*\n/g)) ends.add((m.index ?? 0) + m[0].length);
  } else {
    for (const m of text.matchAll(SENTENCE_END)) ends.add((m.index ?? 0) + m[0].length);
  }
  ends.add(text.length);
  const ranges: Range[] = [];
  let start = 0;
  for (const end of [...ends].sort((a, b) => a - b)) {
    // A line break ends a sentence in UAX #29; inside a run of whitespace ("\n\n") the run stays whole.
    if (end < text.length && /\s/.test(text[end - 1] ?? '') && /\s/.test(text[end])) continue;
    if (afterAbbreviation(text, end)) continue;
    // UAX #29 ends a sentence at "?" or "!" even with no space after it, so a URL's query ("…/a?q=1") was cut into a
    // one-character "?" piece and a piece opening "q=1" (u33a F2). An ASCII "?" or "!" right before an ASCII letter,
    // digit or URL character, with no space between, ends no sentence (scripts written without spaces keep their ends).
    if (end < text.length && /[?!]/.test(text[end - 1] ?? '') && /[A-Za-z0-9=&_%/#+-]/.test(text[end])) continue;
    if (end > start) ranges.push([start, end]);
    start = Math.max(start, end);
  }
  return ranges;
}

/**
 * [start, end) cut at word breaks (after each run of whitespace) into chunks of at most `size`
 * characters, sharing the trailing words that fit in `overlap`; a single word longer than `size`
 * (a long URL) is cut into fixed-size windows at grapheme boundaries. A word break that would split
 * a grapheme (a combining mark after a space) is no break.
 */
export function wordWindowRanges(text: string, start: number, end: number, size: number, overlap: number, cut: CutCheck = graphemeCuts(text), measure: Measure = CODE_UNITS): Range[] {
  const words: Range[] = [];
  let from = start;
  for (const m of text.slice(start, end).matchAll(/\S+\s*|\s+/gu)) {
    const to = start + (m.index ?? 0) + m[0].length;
    if (to < end && !cut(to)) continue;
    words.push([from, to]);
    from = to;
  }
  if (from < end) words.push([from, end]);
  return packPieces(words, size, overlap, measure, ([s, e]) => fixedRanges(e - s, size, overlap, cut, s, measure).map(([a, b]) => [s + a, s + b] as Range));
}

/** Pieces of at most `size` packed together (mergePieces); each longer one split by `splitLong` where it stands. */
function packPieces(pieces: readonly Range[], size: number, overlap: number, measure: Measure, splitLong: (piece: Range) => Range[]): Range[] {
  const result: Range[] = [];
  let small: Range[] = [];
  for (const piece of pieces) {
    if (measure.len(piece[0], piece[1]) <= size) {
      small.push(piece);
      continue;
    }
    if (small.length > 0) result.push(...mergePieces(small, size, overlap, measure));
    // The last chunk of a long piece is packed with the pieces after it (u36a F3: a long URL's tail stayed a chunk of its own).
    const split = splitLong(piece);
    const tail = split.pop();
    result.push(...split);
    small = tail ? [tail] : [];
  }
  if (small.length > 0) result.push(...mergePieces(small, size, overlap, measure));
  return result;
}

/** How many sentences of the text are longer than `size` (the sentence window splits them at word breaks). */
export function longSentenceCount(text: string, size: number, measure: Measure = CODE_UNITS): number {
  return sentenceRanges(text).filter(([s, e]) => measure.len(s, e) > size && /\S/.test(text.slice(s, e))).length;
}

/**
 * Sentence windows: whole sentences packed into chunks of at most `size` characters; consecutive
 * chunks share the trailing sentences that fit in `overlap`. A sentence longer than `size` is split
 * at word breaks (wordWindowRanges), so no chunk ends or starts mid-word unless one word is longer
 * than `size` (u28i C1: a hard cut left a fragment chunk "ke word.").
 */
export function sentenceWindowRanges(text: string, size: number, overlap: number, cut: CutCheck = graphemeCuts(text), measure: Measure = CODE_UNITS): Range[] {
  return packPieces(sentenceRanges(text), size, overlap, measure, ([s, e]) => wordWindowRanges(text, s, e, size, overlap, cut, measure));
}

export type ChunkResult =
  | {
      ok: true;
      chunks: Chunk[];
      /** Chunks the strategy made that held only whitespace, left out of `chunks`. */
      whitespaceOnly: number;
      /** Where those left-out chunks were, in characters as a reader counts them (as `from`/`to` of a chunk). */
      leftOut: Array<{from: number; to: number}>;
    }
  | {ok: false; errors: string[]};

/** Validates the input and chunks it with the chosen strategy. Never throws for bad input. */
export function chunkText(text: string, options: ChunkOptions): ChunkResult {
  const {strategy, size, overlap} = options;
  const errors = validate(text, size, overlap);
  if (errors.length > 0) return {ok: false, errors};
  // Sizes, overlaps and lengths in characters as a reader counts them (graphemes, u28k C1).
  const measure = graphemeMeasure(text);
  const {cut} = measure;
  const all =
    strategy === 'fixed'
      ? fixedRanges(text.length, size, overlap, cut, 0, measure)
      : strategy === 'recursive'
        ? recursiveRanges(text, size, overlap, cut, measure)
        : sentenceWindowRanges(text, size, overlap, cut, measure);
  // A chunk of nothing but whitespace (a lone blank line, zero-width spaces) carries no content: drop it.
  const ranges = all.filter(([start, end]) => hasContent(text.slice(start, end)));
  if (ranges.length > MAX_CHUNKS) {
    return {
      ok: false,
      errors: [
        `These settings produce ${ranges.length.toLocaleString('en-US')} chunks, more than the ${MAX_CHUNKS.toLocaleString('en-US')} the playground can show. Increase the chunk size or shorten the text.`,
      ],
    };
  }
  return {
    ok: true,
    whitespaceOnly: all.length - ranges.length,
    leftOut: all.filter(([start, end]) => !hasContent(text.slice(start, end))).map(([start, end]) => ({from: measure.len(0, start), to: measure.len(0, end)})),
    chunks: ranges.map(([start, end], index) => ({
      index,
      start,
      end,
      from: measure.len(0, start),
      to: measure.len(0, end),
      text: text.slice(start, end),
      approxTokens: approxTokens(measure.len(start, end)),
    })),
  };
}

/** A run of text with the chunks that contain it, for highlighting. */
export type Segment = {start: number; end: number; chunks: number[]};

/**
 * Cuts the text at every chunk boundary; each segment lists the chunks covering it
 * (two or more means the segment is overlap).
 */
export function segmentsOf(length: number, chunks: readonly {start: number; end: number}[]): Segment[] {
  const cuts = new Set<number>([0, length]);
  for (const chunk of chunks) {
    cuts.add(chunk.start);
    cuts.add(chunk.end);
  }
  const points = [...cuts].filter((p) => p >= 0 && p <= length).sort((a, b) => a - b);
  const segments: Segment[] = [];
  let first = 0;
  for (let i = 0; i + 1 < points.length; i += 1) {
    const start = points[i];
    const end = points[i + 1];
    if (end <= start) continue;
    while (first < chunks.length && chunks[first].end <= start) first += 1;
    const covering: number[] = [];
    for (let c = first; c < chunks.length && chunks[c].start < end; c += 1) {
      if (chunks[c].start <= start && chunks[c].end >= end) covering.push(c);
    }
    segments.push({start, end, chunks: covering});
  }
  return segments;
}
