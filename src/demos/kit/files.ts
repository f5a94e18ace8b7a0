/**
 * Limits and checks for documents a reader loads. Nothing is uploaded: files are read in the page.
 * The checks of a chosen file are in fileCheck.ts, loaded with the first file, not with the page.
 */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** A reader-facing problem with pasted text, or null. */
export function checkText(text: string): string | null {
  if (!text.trim()) return 'The text is empty. Paste or type the document first.';
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_FILE_BYTES) return `The text is ${formatBytes(bytes)}; the limit is ${formatBytes(MAX_FILE_BYTES)}.`;
  return null;
}

