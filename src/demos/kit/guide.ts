/** Loads the build-time corpus of this guide (written by src/plugins/guideCorpus.ts). */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

type CorpusJson = {pages: Array<{url: string; title: string; sections: Array<{heading: string; anchor: string; text: string}>}>};

export function corpusDocuments(corpus: CorpusJson): SourceDocument[] {
  return corpus.pages.flatMap((page) =>
    page.sections.map((section) => ({
      id: `${page.url}#${section.anchor}`,
      title: page.title,
      heading: section.heading === page.title ? undefined : section.heading,
      url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
      text: section.text,
    })),
  );
}

let cached: Promise<SourceDocument[]> | null = null;

/** Fetches the corpus once per page load. Rejects with a reader-facing message. */
export function loadGuide(url: string): Promise<SourceDocument[]> {
  cached ??= fetch(url)
    .then(async (response) => {
      if (!response.ok) throw new Error('status');
      return corpusDocuments((await response.json()) as CorpusJson);
    })
    .catch(() => {
      cached = null;
      throw new Error('The guide’s text index could not be loaded. Reload the page to try again.');
    });
  return cached;
}
