/**
 * The part of a passage an offline chat reply shows (u29k Z-1): the sentence holding most of the
 * question's matched words, whole, with the sentences around it while they fit. A passage is never
 * cut before the words that answer the question ("Business class needs written approval…" without
 * "from a vice president"), and a long numbered list shows the item that matched, not its first items.
 * Part of src/demos/simple-chat; imports the demos' tokenizer and the table reading of their chunker only.
 */
import {RETRIEVAL_WORDS} from '@site/src/retrieval/tokenize';
import {delimitedRuns, tableRuns} from '@site/src/retrieval/chunking/documents';
import {tokens} from '@site/src/retrieval/tokens';

/** About how many characters a snippet shows; a longer best sentence is shown whole up to twice this. */
export const SNIPPET_CHARS = 300;

type Span = {start: number; end: number};

/** Words of a question asking for a number: a bound, a size or a count. */
const ASKS_NUMBER = /(?<![\p{L}])(?:max|maximum|min|minimum|limits?|most|least|largest|smallest|biggest|size|cap|how\s+(?:many|much|long|large|big|often|far|high|small)|number\s+of)(?![\p{L}])/iu;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('en', {granularity: 'sentence'}) : null;

/** The sentences of `text` as spans, also cut at line breaks (list items, headings), blank ones left out. */
function sentences(text: string): Span[] {
  const spans: Span[] = [];
  const push = (start: number, end: number) => {
    let [s, e] = [start, end];
    while (s < e && /\s/.test(text[s])) s += 1;
    while (e > s && /\s/.test(text[e - 1])) e -= 1;
    if (e > s) spans.push({start: s, end: e});
  };
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const lineEnd = lineStart + line.length;
    if (segmenter) {
      for (const part of segmenter.segment(line)) push(lineStart + part.index, lineStart + part.index + part.segment.length);
    } else {
      const re = /[^.!?。！？]+(?:[.!?。！？]+|$)/gu;
      for (const m of line.matchAll(re)) push(lineStart + m.index, lineStart + m.index + m[0].length);
    }
    lineStart = lineEnd + 1;
  }
  return spans;
}

/**
 * The snippet of `text` for a reply: the whole text when it fits; else the sentence whose distinct
 * `terms` weigh most (`weights`: each term's weight in the search, its IDF, so a rare asked word outweighs a
 * common one: "taxi at night" shows the taxi sentence, not the hotel sentence with "per night" twice, u29x F9;
 * without weights each term counts 1), then, for a `question` asking for a number, one stating a number, then the most
 * matched words, the first on a tie; whole, widened by its
 * neighbours (before, then after, in turn) while the snippet stays within SNIPPET_CHARS, with "…"
 * where text is left out. A best sentence longer than twice SNIPPET_CHARS (text without sentence
 * breaks) is cut to SNIPPET_CHARS around its matched words.
 */
export function passageSnippet(text: string, terms: readonly string[], max = SNIPPET_CHARS, weights?: Readonly<Record<string, number>>, question = ''): string {
  const clean = labelledCells(text.trim());
  if (clean.length <= max) return clean;
  // A passage of a CSV-like table opens with its header row (chunking/documents.ts): the header, then the rows that match (u29x F11).
  const table = delimitedRuns(clean)[0];
  if (table && clean.startsWith(table.header) && table.headerEnd < clean.length) {
    return `${table.header}\n${passageSnippet(clean.slice(table.headerEnd + 1), terms, Math.max(max - table.header.length, 80), weights, question)}`;
  }
  const wanted = new Set(terms);
  const matched = tokens(clean, RETRIEVAL_WORDS).filter((t) => wanted.has(t.term));
  const spans = sentences(clean);
  if (spans.length === 0) return clean.slice(0, max);
  let best = 0;
  let bestScore = [-1, -1, -1];
  // A question asking for a number ("the max top_k", "how many records") prefers, among sentences holding its words
  // equally, one stating a number ("top_k at most 10,000"), not one only naming the thing (u30e O6).
  const asksNumber = ASKS_NUMBER.test(question);
  spans.forEach((span, i) => {
    const inside = matched.filter((t) => t.start >= span.start && t.end <= span.end);
    const states = asksNumber && /\d/.test(clean.slice(span.start, span.end)) ? 1 : 0;
    const score = [[...new Set(inside.map((t) => t.term))].reduce((sum, t) => sum + (weights?.[t] ?? 1), 0), states, inside.length];
    if (score[0] > bestScore[0] || (score[0] === bestScore[0] && (score[1] > bestScore[1] || (score[1] === bestScore[1] && score[2] > bestScore[2])))) {
      best = i;
      bestScore = score;
    }
  });
  let {start, end} = spans[best];
  if (end - start > max * 2) {
    // One very long "sentence": a window around its matched words.
    const inside = matched.filter((t) => t.start >= start && t.end <= end);
    const first = inside[0]?.start ?? start;
    const near = inside.filter((t) => t.end - first <= max);
    const last = near.length ? near[near.length - 1].end : first;
    const middle = Math.floor((first + last) / 2);
    const from = Math.max(start, Math.min(middle - Math.floor(max / 2), end - max));
    const to = Math.min(end, from + max);
    start = from > spans[best].start ? wordStart(clean, from) : from;
    end = to < spans[best].end ? wordEnd(clean, to) : to;
  } else {
    let before = best - 1;
    let after = best + 1;
    let grew = true;
    while (grew) {
      grew = false;
      if (before >= 0 && end - spans[before].start <= max) {
        start = spans[before].start;
        before -= 1;
        grew = true;
      }
      if (after < spans.length && spans[after].end - start <= max) {
        end = spans[after].end;
        after += 1;
        grew = true;
      }
    }
  }
  return `${start > 0 ? '…' : ''}${clean.slice(start, end).trim()}${end < clean.length ? '…' : ''}`;
}

const rowCells = (row: string) => row.trim().replace(/\|\s*$/, '').split(' | ').map((cell) => cell.trim());

/**
 * `text` with the rows of its " | " tables (tableRuns) written with their column names, the header row left
 * out: "Delivery model | Milvus: Open source (Apache-2.0)… | Pinecone: Proprietary managed service… |". A
 * snippet quotes part of a row; without the names, "…Delivery model | Open source (Apache-2.0)…" under a
 * "Pinecone for RAG" title read as Pinecone's licence, the Milvus cell (u30p O8). A row's first cell names
 * the row and stays as it is; a row with more cells than the header keeps its extra cells unnamed.
 */
export function labelledCells(text: string): string {
  const runs = tableRuns(text);
  if (runs.length === 0) return text;
  let out = '';
  let at = 0;
  for (const run of runs) {
    const headerStart = text.lastIndexOf('\n', run.headerEnd - 1) + 1;
    const columns = rowCells(run.header);
    const rows = text
      .slice(run.headerEnd + 1, run.end)
      .split('\n')
      .map((row) => `${rowCells(row).map((cell, j) => (j === 0 || !cell || !columns[j] ? cell : `${columns[j]}: ${cell}`)).join(' | ')} |`);
    out += text.slice(at, headerStart) + rows.join('\n');
    at = run.end;
  }
  return out + text.slice(at);
}

/** The start of the first whole word at or after `i`. */
function wordStart(text: string, i: number): number {
  const next = text.slice(i).search(/(?<=\s)\S/u);
  return next > 0 && next < 40 ? i + next : i;
}

/** The end of the last whole word at or before `i`. */
function wordEnd(text: string, i: number): number {
  const cut = text.slice(0, i).search(/\s+\S*$/u);
  return cut > 0 && i - cut < 40 ? cut : i;
}
