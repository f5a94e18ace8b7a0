import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  groupByArea,
  loadPagefind,
  nextActiveIndex,
  pagefindModuleUrl,
  parseExcerpt,
  resetPagefind,
  resultAnnouncement,
  runSearch,
  toHit,
  type PagefindApi,
} from '@site/src/components/SearchBar/searchCore';
import {isShortcut} from '@site/src/components/SearchBar/shortcut';

describe('parseExcerpt', () => {
  it('splits highlighted words from plain text and decodes entities', () => {
    expect(parseExcerpt('Use <mark>RAG</mark> when &lt;docs&gt; change &amp; <mark>grow</mark>.')).toEqual([
      {text: 'Use ', mark: false},
      {text: 'RAG', mark: true},
      {text: ' when <docs> change & ', mark: false},
      {text: 'grow', mark: true},
      {text: '.', mark: false},
    ]);
  });

  it('never passes markup through', () => {
    const parts = parseExcerpt('<img src=x onerror=alert(1)>safe <mark><b>hit</b></mark>');
    expect(parts.map((p) => p.text).join('')).toBe('safe hit');
  });
});

describe('toHit and groupByArea', () => {
  const hit = (url: string, area: string) => toHit({url, excerpt: 'x', meta: {title: url, area}});

  it('uses the title and area metadata and drops .html', () => {
    expect(toHit({url: '/docs/intro.html', excerpt: '', meta: {title: ' Intro ', area: 'Theory & Strategy'}})).toMatchObject({
      url: '/docs/intro',
      title: 'Intro',
      area: 'Theory & Strategy',
    });
  });

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

describe('loading and searching', () => {
  afterEach(() => resetPagefind());

  const fakeApi = (urls: string[]): PagefindApi => ({
    options: vi.fn(async () => undefined),
    init: vi.fn(),
    search: vi.fn(async () => ({
      results: urls.map((url) => ({id: url, data: vi.fn(async () => ({url, excerpt: `<mark>q</mark> ${url}`, meta: {title: url, area: 'Blog'}}))})),
    })),
  });

  it('loads the module from the build once, under the base URL', async () => {
    const api = fakeApi([]);
    const loader = vi.fn(async () => api);
    await loadPagefind('/site/', loader);
    await loadPagefind('/site/', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('/site/pagefind/pagefind.js');
    expect(pagefindModuleUrl('/')).toBe('/pagefind/pagefind.js');
  });

  it('fetches data only for the results it shows', async () => {
    const api = fakeApi(['/a', '/b', '/c']);
    const outcome = await runSearch(api, ' q ', 2);
    expect(outcome.total).toBe(3);
    expect(outcome.hits.map((h) => h.url)).toEqual(['/a', '/b']);
    const results = (await api.search('q'))!.results;
    expect(results[2]!.data).not.toHaveBeenCalled();
  });

  it('does not search for blank input', async () => {
    const api = fakeApi(['/a']);
    expect(await runSearch(api, '   ', 5)).toEqual({query: '   ', total: 0, hits: []});
    expect(api.search).not.toHaveBeenCalled();
  });
});
