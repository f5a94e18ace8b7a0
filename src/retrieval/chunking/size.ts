/**
 * Passage size and overlap in characters: a paragraph or two, enough context for a citation. A leaf
 * module, so a page that only names the size (Document Q&A's status line) loads none of the chunker.
 */
export const CHUNK_SIZE = 900;
export const CHUNK_OVERLAP = 120;
