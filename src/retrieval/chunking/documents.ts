/**
 * Turns loaded documents into retrievable passages. Reuses the site's recursive chunker
 * (./index.ts), so the demos cut text the same way the chunking playground explains.
 */
import {recursiveRanges} from './index';
import type {Passage} from '../bm25';

/** Passage size and overlap in characters: a paragraph or two, enough context for a citation. */
export const CHUNK_SIZE = 900;
export const CHUNK_OVERLAP = 120;

export type SourceDocument = {id: string; title: string; text: string; url?: string; heading?: string};

/** Cuts one document into passages; ids are `<doc id>#<n>` with n counting from 1. */
export function chunkDocument(doc: SourceDocument, size = CHUNK_SIZE, overlap = CHUNK_OVERLAP): Passage[] {
  const text = doc.text.replace(/\r\n?/g, '\n');
  if (!text.trim()) return [];
  const passages: Passage[] = [];
  for (const [start, end] of recursiveRanges(text, size, overlap)) {
    const piece = text.slice(start, end).trim();
    if (!piece) continue;
    passages.push({
      id: `${doc.id}#${passages.length + 1}`,
      text: piece,
      source: doc.title,
      url: doc.url,
      heading: doc.heading,
    });
  }
  return passages;
}

export function chunkDocuments(docs: readonly SourceDocument[]): Passage[] {
  return docs.flatMap((doc) => chunkDocument(doc));
}
