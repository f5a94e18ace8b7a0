/**
 * Extracts the text layer of a PDF with pdf.js (https://mozilla.github.io/pdf.js/). pdf.js is loaded
 * only when a reader chooses a PDF (dynamic import), and parses in its own Web Worker.
 */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

export const MAX_PDF_PAGES = 50;

export class PdfProblem extends Error {}

/** A pdf.js text item: its text, whether a line ends after it, and its transform (the baseline's y is `transform[5]`, in points from the page's bottom). */
type TextItem = {str?: string; hasEOL?: boolean; transform?: readonly number[]};

/** A gap between two lines' baselines this many times the page's usual line spacing starts a new paragraph. */
export const PARAGRAPH_GAP = 1.4;

/** A line whose type is this many times larger or smaller than the line before it starts a paragraph (a heading, or the text after one). */
export const HEADING_SIZE_STEP = 1.15;

/**
 * Joins pdf.js text items into lines (items flagged end-of-line end a line), and lines into
 * paragraphs: a PDF has no blank lines, only space, so a blank line is put in where
 * - the baseline drops by more than PARAGRAPH_GAP times the page's usual (median) line spacing
 *   (u28i D3: a one-page PDF of five paragraphs had been one passage);
 * - or by more than PARAGRAPH_GAP times the page's tightest spacing, in type sizes (the gap divided
 *   by the line's type size, never under 0.9: overlapping or raised text is left out), for pages
 *   where most lines start a paragraph and the median is itself a paragraph gap (u29h S-1: a
 *   Chromium-printed policy of one-line paragraphs under headings was one passage per page);
 * - or the type size changes by HEADING_SIZE_STEP (a heading line, and the text after it).
 * Items without a position keep lines only.
 */
export function itemsToText(items: readonly TextItem[]): string {
  const lines: Array<{text: string; y: number | null; size: number}> = [{text: '', y: null, size: 0}];
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    const line = lines[lines.length - 1];
    if (line.y === null && item.str.trim() && typeof item.transform?.[5] === 'number') line.y = item.transform[5];
    if (item.str.trim()) line.size = Math.max(line.size, Math.abs(item.transform?.[3] ?? 0));
    line.text += item.str;
    if (item.hasEOL) lines.push({text: '', y: null, size: 0});
  }
  const gaps: number[] = [];
  const ratios: number[] = [];
  const placed = lines.filter((line) => line.text.trim() && line.y !== null);
  for (let i = 1; i < placed.length; i++) {
    const gap = placed[i - 1].y! - placed[i].y!;
    if (gap > 0) gaps.push(gap);
    const size = placed[i].size;
    if (gap > 0 && size > 0 && gap / size >= 0.9) ratios.push(gap / size);
  }
  gaps.sort((a, b) => a - b);
  const usual = gaps.length ? gaps[Math.floor((gaps.length - 1) / 2)] : 0;
  const tightest = ratios.length ? Math.min(...ratios) : 0;
  const breaksBefore = (prev: {y: number | null; size: number}, line: {y: number | null; size: number}) => {
    if (prev.y === null || line.y === null) return false;
    const gap = prev.y - line.y;
    if (gap <= 0) return false;
    if (usual > 0 && gap > PARAGRAPH_GAP * usual) return true;
    if (tightest > 0 && line.size > 0 && gap / line.size > PARAGRAPH_GAP * tightest) return true;
    return prev.size > 0 && line.size > 0 && Math.max(prev.size, line.size) / Math.min(prev.size, line.size) >= HEADING_SIZE_STEP;
  };
  let text = '';
  let previous: {y: number | null; size: number} | null = null;
  for (const line of lines) {
    if (!line.text.trim()) {
      // An empty line pdf.js reports is a break already.
      if (text && !text.endsWith('\n\n')) text += '\n';
      continue;
    }
    if (text && !text.endsWith('\n\n')) text += previous && breaksBefore(previous, line) ? '\n\n' : '\n';
    text += line.text;
    if (line.y !== null) previous = line;
  }
  return text.replace(/[ \t]+\n/g, '\n').trim();
}

/**
 * How every uploaded PDF is opened. An upload is untrusted input: nothing in it may run code.
 * - `isEvalSupported: false`: pdf.js must never compile anything from a PDF with `eval`/`new Function`
 *   (CVE-2024-4367 and later advisories of the same class). pdf.js 6 no longer has an eval path at
 *   all; the flag stays so a version that still reads it is safe too.
 * - `enableXfa: false`: no XFA form layer.
 * - Fonts are only read for their text, never rendered: no system or standard font fetching.
 */
export const PDF_OPEN_OPTIONS = {
  isEvalSupported: false,
  enableXfa: false,
  disableFontFace: true,
  useSystemFonts: false,
} as const;

/** The options object passed to `getDocument` for one upload. */
export function pdfOpenParams(data: Uint8Array): {data: Uint8Array} & typeof PDF_OPEN_OPTIONS {
  return {data, ...PDF_OPEN_OPTIONS};
}

let workerPort: Worker | null = null;

/** One document per page, titled "<file>, page N", so citations name the page. */
export async function pdfDocuments(name: string, data: ArrayBuffer): Promise<SourceDocument[]> {
  const pdfjs = await import('pdfjs-dist');
  if (!workerPort) {
    workerPort = new Worker(new URL('./pdf.worker.ts', import.meta.url));
    pdfjs.GlobalWorkerOptions.workerPort = workerPort;
  }
  const task = pdfjs.getDocument(pdfOpenParams(new Uint8Array(data)));
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (error) {
    void task.destroy();
    const passwordProtected = (error as {name?: string}).name === 'PasswordException';
    throw new PdfProblem(
      passwordProtected ? `“${name}” is password-protected; open it, save an unprotected copy, and try again.` : `“${name}” could not be read as a PDF. It may be damaged.`,
    );
  }
  try {
    if (pdf.numPages > MAX_PDF_PAGES) {
      throw new PdfProblem(`“${name}” has ${pdf.numPages} pages; the limit is ${MAX_PDF_PAGES}. Extract the pages you need and try again.`);
    }
    const docs: SourceDocument[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = itemsToText(content.items as TextItem[]);
      if (text) docs.push({id: `${name}-p${n}`, title: `${name}, page ${n}`, text});
    }
    if (docs.length === 0) {
      throw new PdfProblem(`“${name}” has no text layer (it is probably a scan). Run it through OCR first, or paste its text.`);
    }
    return docs;
  } finally {
    void task.destroy();
  }
}
