import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  excerptFor,
  indexUrl,
  loadIndex,
  queryTerms,
  rank,
  resetIndex,
  runSearch,
  type SearchHit,
} from '@site/src/retrieval/site-search/searchCore';
import {normalize, shardKey, tokenize} from '@site/src/retrieval/site-search/searchIndex';
import {groupByArea, nextActiveIndex, resultAnnouncement} from '@site/src/components/SearchBar/results';
import {isShortcut} from '@site/src/components/SearchBar/shortcut';
import {buildIndex, type SourcePage} from '@site/src/plugins/search/buildIndex';

const source = (url: string, title: string, body: string, headings: string[] = []): SourcePage => ({
  url,
  title,
  area: url.startsWith('/blog') ? 'Blog' : 'Action Plan',
  description: `About ${title.toLowerCase()}.`,
  headings,
  body,
});

const PAGES = [
  source('/action-plan/champions', 'Building an AI champion network', 'Champions spread practical habits. Each champion runs clinics for their team every week.', ['Selecting champions']),
  source('/action-plan/training', 'Training programmes', 'Role-based training for executives and engineers. Champions help with follow-up sessions.'),
  source('/blog/agents', 'Agents in production', 'Agentic systems call tools. An agent needs guardrails, evaluation and cost limits before it reaches production.'),
  source('/action-plan/policies', 'Usage policies', 'Policies say which data may reach which model, and who approves new uses.'),
];

/** The built index served from memory, with every fetched URL recorded. */
function served(pages: SourcePage[]) {
  const {files} = buildIndex(pages);
  const fetched: string[] = [];
  const load = vi.fn(async (url: string) => {
    fetched.push(url);
    const file = files.get(url.replace(/^\/search-index\//, ''));
    if (file === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(file) as unknown;
  });
  return {files, fetched, load};
}

const textOf = (hit: SearchHit) => hit.excerpt.map((part) => part.text).join('');
const marked = (hit: SearchHit) => hit.excerpt.filter((part) => part.mark).map((part) => part.text);

describe('index text rules', () => {
  it('folds case, accents, possessives and plurals', () => {
    expect(['Agents', 'policies', 'indexes', "team's", 'Café', 'analysis', 'status', 'classes'].map(normalize)).toEqual([
      'agent', 'policy', 'index', 'team', 'cafe', 'analysis', 'status', 'class',
    ]);
  });

  it('drops stop words and one-letter words, keeps positions, splits hyphens', () => {
    const text = 'The role-based model of a team';
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.term)).toEqual(['role', 'based', 'model', 'team']);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(['role', 'based', 'model', 'team']);
    expect(tokenize('Node.js and GPT-4o')[0]!.term).toBe('nodejs');
  });

  it('reads a query as its distinct index terms', () => {
    expect(queryTerms('The agents, the Agent and data')).toEqual(['agent', 'data']);
  });

  it('shards terms by their first two characters', () => {
    expect(shardKey('champion')).toBe('ch');
    expect(shardKey('4o')).toBe('4o');
    expect(shardKey('éa'.normalize('NFKD'))).toBe('e_');
  });
});

describe('buildIndex', () => {
  it('writes a page list, term shards and one text file per page, content-hashed', () => {
    const {meta, files} = buildIndex(PAGES);
    expect(meta.pages.map((p) => p.url)).toEqual(PAGES.map((p) => p.url));
    expect(files.get('meta.json')).toBe(JSON.stringify(meta));
    expect(Object.keys(meta.shards)).toContain('ch');
    expect(meta.shards.ch).toMatch(/^t\/ch-[0-9a-f]{10}\.json$/);
    const shard = JSON.parse(files.get(meta.shards.ch!)!) as Record<string, number[]>;
    // "champion" is in page 0 (title ×5, heading ×2, body twice: "Champions", "champion") and page 1 (body).
    expect(shard.champion).toEqual([0, 5 + 2 + 2, 1, 1]);
    expect(JSON.parse(files.get(meta.pages[2]!.text)!)).toEqual({text: PAGES[2]!.body});
    expect(buildIndex(PAGES).files).toEqual(files);
  });
});

describe('rank and excerptFor', () => {
  const shardsFor = (terms: string[]) => {
    const {meta, files} = buildIndex(PAGES);
    const shards = new Map(terms.map((t) => [shardKey(t), JSON.parse(files.get(meta.shards[shardKey(t)]!)!) as Record<string, number[]>]));
    return {meta, shards};
  };

  it('ranks the page about the term first and requires every term', () => {
    const {meta, shards} = shardsFor(['champion', 'training']);
    expect(rank(meta, shards, ['champion']).map((r) => r.page)).toEqual([0, 1]);
    expect(rank(meta, shards, ['champion', 'training']).map((r) => r.page)).toEqual([1]);
  });

  it('matches prefixes for less than whole words', () => {
    const {meta, shards} = shardsFor(['agent']);
    const [hit] = rank(meta, shards, ['agent']);
    expect(hit!.page).toBe(2);
    expect([...hit!.matched].sort()).toEqual(['agent', 'agentic']);
    const {shards: partial} = shardsFor(['ag']);
    expect(rank(meta, partial, ['ag']).map((r) => r.page)).toEqual([2]);
  });

  it('cuts the passage with the most matched terms and marks them', () => {
    const text = 'Intro words here. ' + 'filler '.repeat(40) + 'Vector indexes trade recall for speed. ' + 'filler '.repeat(40);
    const parts = excerptFor(text, new Set(['vector', 'recall']));
    expect(parts[0]).toEqual({text: '… ', mark: false});
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['Vector', 'recall']);
    expect(parts.at(-1)).toEqual({text: ' …', mark: false});
    expect(excerptFor('Short text.', new Set(['none']))).toEqual([{text: 'Short text.', mark: false}]);
  });
});

describe('loading and searching', () => {
  afterEach(() => resetIndex());

  it('loads the page list once, under the base URL', async () => {
    const {load} = served(PAGES);
    const rebased = vi.fn(async (url: string) => load(url.replace('/site/', '/')));
    await loadIndex('/site/', rebased);
    await loadIndex('/site/', rebased);
    expect(rebased).toHaveBeenCalledTimes(1);
    expect(rebased).toHaveBeenCalledWith('/site/search-index/meta.json');
    expect(indexUrl('/')).toBe('/search-index/');
  });

  it('refuses an index of another format', async () => {
    await expect(loadIndex('/', async () => ({version: 99, pages: []}))).rejects.toThrow('format');
  });

  it('fetches only the shards of the query and the texts of the shown results', async () => {
    const {load, fetched, files} = served(PAGES);
    const index = await loadIndex('/', load);
    const outcome = await runSearch(index, 'Champions', 1);
    expect(outcome.total).toBe(2);
    expect(outcome.hits.map((h) => h.title)).toEqual(['Building an AI champion network']);
    expect(marked(outcome.hits[0]!)).toEqual(['Champions', 'champion']);
    const {meta} = buildIndex(PAGES);
    expect(fetched).toEqual(['/search-index/meta.json', `/search-index/${meta.shards.ch}`, `/search-index/${meta.pages[0]!.text}`]);
    expect(files.size).toBeGreaterThan(fetched.length);
    // The same query again needs nothing new.
    await runSearch(index, 'champion', 1);
    expect(fetched).toHaveLength(3);
  });

  it('finds plural and singular forms alike and gives the description when no text was fetched', async () => {
    const {load} = served(PAGES);
    const index = await loadIndex('/', load);
    const outcome = await runSearch(index, 'policy', 5);
    expect(outcome.hits.map((h) => h.url)).toEqual(['/action-plan/policies']);
    expect(textOf(outcome.hits[0]!)).toContain('Policies say which data');
  });

  it('has nothing for blank input, stop words or unknown words', async () => {
    const {load, fetched} = served(PAGES);
    const index = await loadIndex('/', load);
    expect(await runSearch(index, '   ', 5)).toEqual({query: '   ', total: 0, hits: []});
    expect(await runSearch(index, 'the', 5)).toEqual({query: 'the', total: 0, hits: []});
    expect((await runSearch(index, 'xylophonic', 5)).total).toBe(0);
    expect(fetched).toEqual(['/search-index/meta.json']);
  });
});

describe('groupByArea', () => {
  const hit = (url: string, area: string): SearchHit => ({url, title: url, area, excerpt: []});

  it('groups in the order of each area\'s best result', () => {
    const groups = groupByArea([hit('/blog/a', 'Blog'), hit('/docs/b', 'Theory'), hit('/blog/c', 'Blog')]);
    expect(groups.map((g) => [g.area, g.hits.map((h) => h.url)])).toEqual([
      ['Blog', ['/blog/a', '/blog/c']],
      ['Theory', ['/docs/b']],
    ]);
  });
});

describe('nextActiveIndex', () => {
  it('wraps around in both directions', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(1, 3, 'End')).toBe(2);
    expect(nextActiveIndex(1, 3, 'Home')).toBe(0);
  });

  it('has nothing to highlight without results', () => {
    expect(nextActiveIndex(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('resultAnnouncement', () => {
  it('says how many pages matched', () => {
    expect(resultAnnouncement({query: 'rag', total: 1, hits: []}, false)).toBe('1 result for “rag”, showing the first 0.');
    expect(resultAnnouncement({query: 'zzz', total: 0, hits: []}, false)).toBe('No results for “zzz”.');
    expect(resultAnnouncement(null, true)).toBe('Searching…');
    expect(resultAnnouncement(null, false)).toBe('');
  });
});

describe('isShortcut', () => {
  const key = (k: string, extra: Partial<{ctrlKey: boolean; metaKey: boolean; target: EventTarget | null}> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: null,
    ...extra,
  });

  it('opens on / outside text fields and on Ctrl/Cmd-K', () => {
    expect(isShortcut(key('/'))).toBe(true);
    expect(isShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isShortcut(key('K', {metaKey: true}))).toBe(true);
    expect(isShortcut(key('k'))).toBe(false);
  });

  it('leaves / alone while the reader types', () => {
    const input = document.createElement('input');
    expect(isShortcut(key('/', {target: input}))).toBe(false);
  });
});
