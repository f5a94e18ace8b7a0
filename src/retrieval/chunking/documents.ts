/**
 * Turns loaded documents into retrievable passages. Reuses the site's recursive chunker
 * (./index.ts), so the demos cut text the same way the chunking playground explains.
 */
import {recursiveRanges} from './index';
import type {Passage} from '../bm25';

import {CHUNK_SIZE, CHUNK_OVERLAP} from './size';

export {CHUNK_SIZE, CHUNK_OVERLAP};

export type SourceDocument = {id: string; title: string; text: string; url?: string; heading?: string};

/** A block shorter than this (a heading, a title line) is joined to the block after it. */
export const MIN_PARAGRAPH = 80;

/** A block that ends a sentence ("Room 24 is a storage room.", "日当は三千円です。"): a paragraph, however short. */
const ENDS_SENTENCE = /[.!?;。！？]["”’')）\]]*\s*$/u;

/**
 * The document's paragraphs as [start, end) ranges: blocks separated by a blank line, and a Markdown
 * heading line ("## Fees") starts a block of its own. A short block (a heading or title line) is
 * joined to the one after it, so a heading stays with its text. With `shortParagraphs` (a reader's own
 * document), a short block that ends a sentence is a paragraph of its own, and a heading joins only the
 * paragraph right after it (u30w F3: "## Rooms" and three one-line room paragraphs had become one passage,
 * so Room 210 and Room 24 were cited as the same [1]).
 */
export function paragraphRanges(text: string, shortParagraphs = false): Array<[number, number]> {
  const blocks: Array<[number, number]> = [];
  const breaks = /\n[ \t]*\n\s*|\n(?=#{1,6}[ \t])/g;
  let start = 0;
  for (const m of text.matchAll(breaks)) {
    const end = m.index ?? 0;
    if (text.slice(start, end).trim()) blocks.push([start, end]);
    start = end + m[0].length;
  }
  if (text.slice(start).trim()) blocks.push([start, text.length]);
  const merged: Array<[number, number]> = [];
  let pending: number | null = null;
  for (const [i, [s, e]] of blocks.entries()) {
    const from = pending ?? s;
    const block = text.slice(s, e).trim();
    // A sign-off of a few words closing the text ("Thanks, the team.") still joins the paragraph before it.
    const signOff = i === blocks.length - 1 && i > 0 && block.split(/\s+/).length < 4 && block.length < 25;
    const sentence = shortParagraphs && ENDS_SENTENCE.test(block) && !signOff;
    if (e - s < MIN_PARAGRAPH && pending === null && !sentence) {
      pending = s;
      continue;
    }
    if (e - from < MIN_PARAGRAPH && !sentence) continue;
    merged.push([from, e]);
    pending = null;
  }
  // A short last block (a closing line) joins the paragraph before it; one that ends a sentence did not get here.
  if (pending !== null) {
    if (merged.length) merged[merged.length - 1][1] = blocks[blocks.length - 1][1];
    else merged.push([pending, blocks[blocks.length - 1][1]]);
  }
  return merged;
}

/**
 * A reader's document with no blank line at all is a list of lines ("Members may borrow three tools.",
 * "Chainsaws are never lent out.", u28i Z1) when every line ends a sentence: each line is a paragraph, so a question gets the rule
 * that answers it, not the whole list. Only documents without a url: the guide's sections (which
 * have one) keep their text as one block, as their sections are already short.
 */
function byLine(doc: SourceDocument, text: string): boolean {
  if (doc.url || /\n[ \t]*\n/.test(text)) return false;
  const lines = text.trim().split('\n');
  // Every line after the first (a title) ends a sentence: a list of rules, not a paragraph wrapped at its width (a PDF page's lines).
  return lines.length > 2 && lines.slice(1).every((line) => /[.!?;:。！？)"”]\s*$/u.test(line));
}

/** A table row as the guide's text writes it: cells joined by " | ", the line ending in "|". */
const TABLE_ROW = /^[^\n]*\S \| \S[^\n]*\|[ \t]*$/;

/**
 * The tables of `text`: runs of two or more table rows (TABLE_ROW), each as its header row (the
 * first line, with its end) and where the run ends.
 */
export function tableRuns(text: string): Array<{header: string; headerEnd: number; end: number}> {
  const runs: Array<{header: string; headerEnd: number; end: number}> = [];
  let run: {header: string; headerEnd: number; end: number; rows: number} | null = null;
  let at = 0;
  for (const line of text.split('\n')) {
    const end = at + line.length;
    if (TABLE_ROW.test(line)) {
      if (run) {
        run.end = end;
        run.rows++;
      } else run = {header: line.trim(), headerEnd: end, end, rows: 1};
    } else if (run) {
      if (run.rows > 1) runs.push(run);
      run = null;
    }
    at = end + 1;
  }
  if (run && run.rows > 1) runs.push(run);
  return runs.map(({header, headerEnd, end}) => ({header, headerEnd, end}));
}

/**
 * The delimited tables of `text` (CSV, semicolon or tab-separated lines, a register pasted as text): a header line whose
 * cells are short names (at most three words, starting with a letter), then two or more lines with as many separators,
 * quoted cells aside; each as tableRuns gives them. Without its header a passage of rows "A-1042,Hana Sato,2026-06-22"
 * did not say which column is the owner, so "owner of A-1042" found no good match (s45, u29x F11).
 */
export function delimitedRuns(text: string): Array<{header: string; headerEnd: number; end: number}> {
  const runs: Array<{header: string; headerEnd: number; end: number}> = [];
  const lines: Array<{line: string; end: number}> = [];
  let at = 0;
  for (const line of text.split('\n')) {
    lines.push({line, end: at + line.length});
    at += line.length + 1;
  }
  const count = (line: string, sep: string) => line.replace(/"[^"]*"/g, '').split(sep).length - 1;
  const isHeader = (line: string, sep: string) =>
    count(line, sep) > 0 && line.replace(/"/g, '').split(sep).every((cell) => /^\s*\p{L}/u.test(cell) && cell.trim().length <= 30 && cell.trim().split(/\s+/).length <= 3);
  for (let i = 0; i < lines.length; i++) {
    const sep = [',', ';', '\t'].find((d) => isHeader(lines[i].line, d));
    if (!sep) continue;
    const cells = count(lines[i].line, sep);
    let j = i + 1;
    while (j < lines.length && count(lines[j].line, sep) === cells) j++;
    if (j - i >= 3) {
      runs.push({header: lines[i].line.trim(), headerEnd: lines[i].end, end: lines[j - 1].end});
      i = j - 1;
    }
  }
  return runs;
}

/**
 * Cuts one document into passages; ids are `<doc id>#<n>` with n counting from 1. Passages follow
 * the paragraphs (paragraphRanges): one paragraph, with its heading, is one passage, so a citation
 * points at the paragraph that says it (u28e D1: seven pasted paragraphs had become two passages).
 * A paragraph longer than `size` is cut with the site's recursive chunker (./index.ts, the one the
 * chunking playground explains), with `overlap`. A guide section without blank lines is one
 * block, cut the same way; a reader's document without blank lines is cut at its lines (byLine).
 * A passage that starts inside a table, after its header row, opens with that header row (tableRuns):
 * without it a row "Delivery model | Open source (Apache-2.0) … | Proprietary …" on the Pinecone page
 * read as Pinecone's licence (s43, u29n F10). So does one inside a CSV, semicolon or tab-separated table (delimitedRuns,
 * s45, u29x F11). Such a passage can be longer than `size` by the header.
 */
export function chunkDocument(doc: SourceDocument, size = CHUNK_SIZE, overlap = CHUNK_OVERLAP): Passage[] {
  // CRLF, CR and LF, mixed in one text, all end a line.
  const lines = doc.text.replace(/\r\n?/g, '\n');
  if (!lines.trim()) return [];
  // Each line of a list of lines is a block, short ones joined to the next (paragraphRanges).
  const text = byLine(doc, lines) ? lines.replace(/\n/g, '\n\n') : lines;
  const passages: Passage[] = [];
  // A reader's document (no url) keeps its short paragraphs apart; the guide's sections keep their blocks as they were.
  for (const [from, to] of paragraphRanges(text, !doc.url)) {
    const paragraph = text.slice(from, to);
    const tables = [...tableRuns(paragraph), ...delimitedRuns(paragraph)];
    for (const [start, end] of recursiveRanges(paragraph, size, overlap)) {
      const table = tables.find((t) => t.headerEnd < start && start < t.end);
      const cut = (table ? `${table.header}\n` : '') + paragraph.slice(start, end).trim();
      const piece = text === lines ? cut : cut.replace(/\n\n/g, '\n');
      if (!piece) continue;
      passages.push({
        id: `${doc.id}#${passages.length + 1}`,
        text: piece,
        source: doc.title,
        url: doc.url,
        heading: doc.heading,
      });
    }
  }
  return passages;
}

export function chunkDocuments(docs: readonly SourceDocument[]): Passage[] {
  return docs.flatMap((doc) => chunkDocument(doc));
}
