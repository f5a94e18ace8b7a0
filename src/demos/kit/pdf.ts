/**
 * Extracts the text layer of a PDF with pdf.js (https://mozilla.github.io/pdf.js/). pdf.js is loaded
 * only when a reader chooses a PDF (dynamic import), and parses in its own Web Worker.
 */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

export const MAX_PDF_PAGES = 50;

export class PdfProblem extends Error {}

type TextItem = {str?: string; hasEOL?: boolean};

/** Joins pdf.js text items into lines: items flagged end-of-line end a line. */
export function itemsToText(items: readonly TextItem[]): string {
  return items
    .map((item) => (typeof item.str === 'string' ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
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
