/**
 * How the page and Copy write a citation that names no passage: "[5: no such passage]", or for the
 * part of a range past the list "[4–9: no such passages]". No Markdown emphasis: `**` next to a word,
 * another flag or a model's own `**` showed as literal asterisks (u29n F9); the renderer
 * (markdown.ts) shows a flag in bold, and a copy keeps it as these plain words.
 */
export function citationFlag(from: number, to: number = from): string {
  return from === to ? `[${from}: no such passage]` : `[${from}–${to}: no such passages]`;
}

/** A flag citationFlag writes, at the start of the text tested. */
export const CITATION_FLAG = /^\[\d{1,3}(?:–\d{1,3})?: no such passages?\]/;
