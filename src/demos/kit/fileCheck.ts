/** The checks of a file a reader chose (its type, size and emptiness), loaded with the first file chosen (Document Q&A's readFile.ts), not with the page. */
import {formatBytes, MAX_FILE_BYTES} from './files';

export const ACCEPTED_EXTENSIONS = ['.txt', '.md', '.markdown', '.pdf'];

export function isPdf(name: string): boolean {
  return name.toLowerCase().endsWith('.pdf');
}

/** A reader-facing problem with a file, or null when it can be read. */
export function checkFile(file: {name: string; size: number}): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) {
    return `“${file.name}” is not a text, Markdown or PDF file. Choose a .txt, .md or .pdf file, or paste the text instead.`;
  }
  if (file.size > MAX_FILE_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}; the limit is ${formatBytes(MAX_FILE_BYTES)}. Split it or paste the part you need.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

