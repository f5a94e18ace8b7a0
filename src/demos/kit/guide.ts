/** Loads the build-time corpus of this guide (written by src/plugins/guideCorpus.ts). */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

type CorpusPage = {url: string; title: string; sections: Array<{heading: string; anchor: string; text: string; quoted?: string}>};
type CorpusJson = {pages: CorpusPage[]; demos?: CorpusPage[]};

/** The guide's pages as documents, one per section (the Demo Room's own pages are not among them). */
export function corpusDocuments(corpus: CorpusJson): SourceDocument[] {
  return pageDocuments(corpus.pages);
}

/**
 * What a demo on a Demo Room page searches as "this guide": the guide's pages and the documentation
 * of the page it is on (`route`, such as "/demo-room/simple-chat"), so questions about the demo
 * itself ("Does the conversation survive a reload?") find its own page (u28s S-B1/S-B2).
 */
export function chatDocuments(corpus: CorpusJson, route: string): SourceDocument[] {
  const own = (corpus.demos ?? []).filter((page) => page.url.replace(/\/$/, '').endsWith(route));
  return [...pageDocuments(corpus.pages), ...pageDocuments(own)];
}

/** The text as written of each demo page section searched without its quoted examples, by the section's url. */
const asWritten = new Map<string, {text: string; quoted: string}>();

/**
 * `passage` with the example questions its page quotes put back where the search text has "…" (plugins/guideCorpus.ts,
 * withoutExamples): what a reader and a model are shown, never "(“…” in “…”)" (u34c F6). Each line of the passage is found
 * in the section's search text and replaced by the same stretch of the text as written; a line not found stays as is.
 */
export function withQuotes<P extends {text: string; url?: string}>(passage: P): P {
  const section = passage.url ? asWritten.get(passage.url) : undefined;
  if (!section || !passage.text.includes('“…”')) return passage;
  // For each character of the search text, where it starts and ends in the text as written.
  const from: number[] = [];
  const to: number[] = [];
  const quote = /“[^”\n]{1,120}”|"[^"\n]{1,120}"/g;
  let at = 0;
  for (let m = quote.exec(section.quoted); m; m = quote.exec(section.quoted)) {
    for (let i = at; i < m.index; i++) from.push(i), to.push(i + 1);
    for (let i = 0; i < 3; i++) from.push(m.index), to.push(m.index + m[0].length);
    at = m.index + m[0].length;
  }
  for (let i = at; i < section.quoted.length; i++) from.push(i), to.push(i + 1);
  if (from.length !== section.text.length) return passage;
  const text = passage.text
    .split('\n')
    .map((line) => {
      const start = line.includes('“…”') ? section.text.indexOf(line) : -1;
      return start < 0 || !line ? line : section.quoted.slice(from[start], to[start + line.length - 1]);
    })
    .join('\n');
  return text === passage.text ? passage : {...passage, text};
}

function pageDocuments(pages: readonly CorpusPage[]): SourceDocument[] {
  for (const page of pages) {
    for (const section of page.sections) {
      if (section.quoted) asWritten.set(section.anchor ? `${page.url}#${section.anchor}` : page.url, {text: section.text, quoted: section.quoted});
    }
  }
  return pages.flatMap((page) =>
    page.sections.map((section) => ({
      id: `${page.url}#${section.anchor}`,
      title: page.title,
      heading: section.heading === page.title ? undefined : section.heading,
      url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
      text: section.text,
    })),
  );
}

let cached: Promise<CorpusJson> | null = null;
const documents = new Map<string, Promise<SourceDocument[]>>();

/**
 * Fetches the corpus once per page load: the guide's pages, with the documentation of the Demo Room
 * page `ownPage` (such as "/demo-room/simple-chat") when given (chatDocuments). Rejects with a reader-facing message.
 */
export function loadGuide(url: string, ownPage?: string): Promise<SourceDocument[]> {
  cached ??= fetch(url)
    .then(async (response) => {
      if (!response.ok) throw new Error('status');
      return (await response.json()) as CorpusJson;
    })
    .catch(() => {
      cached = null;
      documents.clear();
      throw new Error('The guide’s text index could not be loaded. Reload the page to try again.');
    });
  const key = ownPage ?? '';
  let docs = documents.get(key);
  if (!docs) {
    docs = cached.then((corpus) => (ownPage ? chatDocuments(corpus, ownPage) : corpusDocuments(corpus)));
    // A failed load is not kept: the next call fetches again.
    docs.catch(() => documents.delete(key));
    documents.set(key, docs);
  }
  return docs;
}
