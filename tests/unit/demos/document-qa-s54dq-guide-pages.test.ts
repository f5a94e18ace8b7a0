/**
 * s54-dq (issue 28, tester t-dqa F7): "This guide" says it searches "Every page of this site", but the corpus
 * (plugins/guideCorpus.ts) left out the two Markdown pages of src/pages, "How to use this guide" (/intro) and the privacy
 * notice (/privacy): Docusaurus renders them in a plain <main>, with no docs or blog article. "What does the privacy page
 * say about local storage?" found nothing. Read from the pages as build-s54c rendered them (fixtures/s54dq/*.html.gz);
 * the first two tests failed before the fix. The home page and the search page still give no guide sections, and the
 * hint under "This guide" now names what is left out.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {extractPage} from '@site/src/plugins/guideCorpus';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {corpusDocuments} from '@site/src/demos/kit/guide';
import {findInParts} from '@site/src/demos/document-qa/parts';

const page = (name: string) => gunzipSync(readFileSync(join(__dirname, 'fixtures/s54dq', `${name}.html.gz`))).toString('utf8');

describe('t-dqa F7: the guide corpus holds /intro and /privacy', () => {
  it('/privacy: its sections, with the local-storage one', () => {
    const p = extractPage(page('privacy'), '/privacy');
    expect(p?.title).toMatch(/Privacy/);
    expect(p!.sections.map((s) => s.anchor)).toContain('what-stays-in-your-browser');
    expect(p!.sections.find((s) => s.anchor === 'what-stays-in-your-browser')!.text).toMatch(/local storage|localStorage|browser/i);
    expect(p!.sections.every((s) => !/Nothing is sent to Google unless you allow it/.test(s.text))).toBe(true); // the consent banner is no section
  });
  it('/intro, and a guide question about the privacy page finds it', async () => {
    const intro = extractPage(page('intro'), '/intro');
    expect(intro?.title).toBe('How to use this guide');
    expect(intro!.sections.map((s) => s.anchor)).toContain('reading-paths-by-role');
    const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, 'fixtures', 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
    corpus.pages.push(extractPage(page('privacy'), '/privacy'), intro);
    const index = buildIndex(chunkDocuments(corpusDocuments(corpus)));
    const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
    const found = await findInParts(retriever, 'What does the privacy notice say about local storage?', 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
    expect(found.judged.good.some((h) => (h.passage.url ?? '').startsWith('/privacy'))).toBe(true);
  }, 120000);
  it('the home page and the search page give no sections', () => {
    expect(extractPage(page('index'), '/')).toBeNull();
    expect(extractPage(page('search'), '/search')).toBeNull();
  });
  it('the hint under "This guide" says what is left out', () => {
    const source = readFileSync(join(__dirname, '../../../src/demos/document-qa/index.tsx'), 'utf8');
    expect(source).not.toMatch(/Every page of this site, split by section/);
    expect(source).toMatch(/not the home page/);
  });
});
