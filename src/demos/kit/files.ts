/** Limits and checks for documents a reader loads. Nothing is uploaded: files are read in the page. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.txt', '.md', '.markdown', '.pdf'];

export function isPdf(name: string): boolean {
  return name.toLowerCase().endsWith('.pdf');
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
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

/** A reader-facing problem with pasted text, or null. */
export function checkText(text: string): string | null {
  if (!text.trim()) return 'The text is empty. Paste or type the document first.';
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_FILE_BYTES) return `The text is ${formatBytes(bytes)}; the limit is ${formatBytes(MAX_FILE_BYTES)}.`;
  return null;
}

