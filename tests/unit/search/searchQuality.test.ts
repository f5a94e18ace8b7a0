/**
 * Regression floor for search relevance: the query sets of tests/unit/search/queries (written
 * before tuning; held-out.json never tuned on) against the index built from a snapshot of every
 * indexed page as the search plugin extracts it (fixtures/site-pages.json, refreshed with
 * `npm run bench:search -- --write-fixture` after content changes). No site build needed.
 * The floors sit a little under the figures of `npm run bench:search` (November 2026:
 * tuning MRR 0.96, held-out 0.93), so a change that costs readers relevance fails here.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, type SourcePage} from '@site/src/plugins/search/buildIndex';
import {openIndex, runSearch} from '@site/src/retrieval/site-search/searchCore';
import {evaluate, type QueryCase, type Scores} from './quality';

const read = <T,>(path: string) => JSON.parse(readFileSync(join(__dirname, path), 'utf8')) as T;
const pages = read<SourcePage[]>('fixtures/site-pages.json');
const {meta, files} = buildIndex(pages);

async function measure(queries: readonly QueryCase[]): Promise<Scores> {
  const index = openIndex(meta, async (file) => JSON.parse(files.get(file)!));
  const ranked = [];
  for (const q of queries) {
    const outcome = await runSearch(index, q.query, 10);
    ranked.push(outcome.hits.map((hit) => ({page: hit.pageUrl, url: hit.url})));
  }
  return evaluate(queries, ranked);
}

// Building the index and running 134 queries takes ~1 s alone, several on a busy machine.
describe('search relevance on the query sets', {timeout: 60_000}, () => {
  it('keeps the tuning set above its floor', async () => {
    const queries = read<QueryCase[]>('queries/tuning.json');
    expect(queries.length).toBeGreaterThanOrEqual(100);
    const scores = await measure(queries);
    expect(scores.mrr, scores.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(scores.recall5).toBeGreaterThanOrEqual(0.95);
    expect(scores.success1).toBeGreaterThanOrEqual(0.85);
    expect(scores.zero).toBeLessThanOrEqual(0.02);
    expect(scores.typoVariantMrr).toBeGreaterThanOrEqual(0.85);
    expect(scores.section1).toBeGreaterThanOrEqual(0.6);
  });

  it('keeps the held-out set above its floor', async () => {
    const scores = await measure(read<QueryCase[]>('queries/held-out.json'));
    expect(scores.mrr, scores.misses.join('\n')).toBeGreaterThanOrEqual(0.85);
    expect(scores.recall5).toBeGreaterThanOrEqual(0.9);
    expect(scores.zero).toBeLessThanOrEqual(0.04);
    expect(scores.typoVariantMrr).toBeGreaterThanOrEqual(0.8);
  });

  it('every expected page of the query sets is in the snapshot', () => {
    const urls = new Set(pages.map((page) => page.url));
    for (const q of [...read<QueryCase[]>('queries/tuning.json'), ...read<QueryCase[]>('queries/held-out.json')]) {
      for (const expected of q.expect) expect(urls, q.query).toContain(expected.split('#')[0]);
    }
  });
});
