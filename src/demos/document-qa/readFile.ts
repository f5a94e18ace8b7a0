/**
 * Reads the file a reader chose in Document Q&A into documents, or says why it cannot: loaded with
 * the first file chosen, not with the page. pdf.js (about 1 MB) is fetched only for a PDF; a text or
 * Markdown file is judged by its bytes (src/demos/kit/textDocument.ts, src/lib/files/textFile.ts).
 */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
import {checkFile, isPdf} from '@site/src/demos/kit/fileCheck';

export async function readChosenFile(file: File): Promise<{label: string; documents: SourceDocument[]} | string> {
  const problem = checkFile(file);
  if (problem) return problem;
  if (isPdf(file.name)) {
    try {
      const {pdfDocuments} = await import('@site/src/demos/kit/pdf');
      return {label: file.name, documents: await pdfDocuments(file.name, await file.arrayBuffer())};
    } catch (error) {
      return error instanceof Error && error.name !== 'TypeError' && error.message ? error.message : `“${file.name}” could not be read as a PDF.`;
    }
  }
  try {
    const [{textOfFile}, {fileBytes}] = await Promise.all([import('@site/src/demos/kit/textDocument'), import('@site/src/lib/files/textFile')]);
    const {text, problem: textProblem} = textOfFile(file.name, await fileBytes(file));
    return textProblem ?? {label: file.name, documents: [{id: file.name, title: file.name, text}]};
  } catch {
    return `“${file.name}” could not be read. Try again, or paste the text instead.`;
  }
}
