/**
 * Search results for a fixed query set must stay exactly as they are: same pages, same order,
 * same scores, same excerpts. The pages (fixtures/search-pages.json) are 39 real pages of the
 * site, extracted from a production build by the search plugin's own extract.ts (bodies cut at
 * 2,500 characters); the index is built from them by buildIndex.ts, so both the build side and
 * the query side are covered. The expected output (fixtures/search-results.json) was recorded
 * from the search code before the src/ restructure (issue 20) and must not be regenerated to
 * make a refactor pass: a difference here is a change in behaviour.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadIndex, queryTerms, rank, resetIndex, runSearch} from '@site/src/retrieval/site-search/searchCore';
import {buildIndex, type SourcePage} from '@site/src/plugins/search/buildIndex';

const fixture = (name: string) => join(__dirname, 'fixtures', name);

const QUERIES = [
  'agent',
  'agents',
  'agen',
  'AI agents',
  'governance',
  'data governance policy',
  'retrieval augmented generation',
  'rag',
  'chunking',
  'vector search',
  'prompt management',
  'cloud deployment',
  'node.js',
  "team's training",
  'role-based access',
  'café',
  'policies',
  'indexes',
  'compliance GDPR',
  'MCP server',
  'vibe coding',
  'partner',
  'contact',
  'workshop roadmap',
  'neural network',
  'LLM',
  'the and of',
  'x',
  'zzzz-no-such-word',
  'enterprise ai strategy',
  'human in the loop',
  '2026',
];

async function record() {
  const pages = JSON.parse(readFileSync(fixture('search-pages.json'), 'utf8')) as SourcePage[];
  const {files, meta} = buildIndex(pages);
  resetIndex();
  const index = await loadIndex('/', async (url) => JSON.parse(files.get(url.replace(/^\/search-index\//, ''))!) as unknown);
  const results = [];
  for (const query of QUERIES) {
    const terms = queryTerms(query);
    const shards = new Map(await Promise.all([...new Set(terms.map((t) => t.slice(0, 2).replace(/[^a-z0-9]/g, '_')))].map(async (key) => [key, await index.shard(key)] as const)));
    const ranked = rank(meta, shards, terms).map(({page, score, matched}) => ({page, score, matched: [...matched].sort()}));
    const outcome = await runSearch(index, query, 50);
    results.push({query, terms, ranked, outcome});
  }
  resetIndex();
  return {averageLength: meta.averageLength, shards: Object.keys(meta.shards).length, results};
}

describe('site search over a fixed page set', () => {
  it('returns exactly the recorded results for every query', async () => {
    const actual = JSON.parse(JSON.stringify(await record())) as unknown;
    if (process.env.RECORD_SEARCH_RESULTS === '1') writeFileSync(fixture('search-results.json'), `${JSON.stringify(actual, null, 1)}\n`);
    const expected = JSON.parse(readFileSync(fixture('search-results.json'), 'utf8')) as unknown;
    expect(actual).toEqual(expected);
  });
});
