/** Loads the build-time corpus of this guide (written by src/plugins/guideCorpus.ts). */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

type CorpusPage = {url: string; title: string; sections: Array<{heading: string; anchor: string; text: string}>};
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

function pageDocuments(pages: readonly CorpusPage[]): SourceDocument[] {
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
