/**
 * Route chunk names on demand (src/docusaurus-patches/routeChunks): the server writes the first
 * page's entries, the browser reads them at once and loads the whole table only for other routes.
 */
// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import routes from '@generated/routes';
import table from '@generated/routesChunkNames.json';
import {entriesFor, inlineJson} from '@site/src/docusaurus-patches/routeChunks/FirstRouteChunks';
import {FIRST_ROUTE_CHUNKS_ID, keysOfPath, type ChunkNamesTable} from '@site/src/docusaurus-patches/routeChunks/chunkNames';

const TABLE = table as unknown as ChunkNamesTable;

afterEach(() => {
  document.head.innerHTML = '';
  vi.resetModules();
});

describe('the first page\'s entries (server)', () => {
  it('are the entries of every route the path matches, parents included, and no other', () => {
    expect(Object.keys(entriesFor('/docs/intro', TABLE, routes))).toEqual(['/docs-3e7', '/docs/intro-536']);
    expect(Object.keys(entriesFor('/blog', TABLE, routes))).toEqual(['/blog-4fb']);
    // A path no route has: only what the catch-all and parents match (the browser loads the rest).
    expect(Object.keys(entriesFor('/docs/nope', TABLE, routes))).toEqual(['/docs-3e7']);
  });

  it('match keys by path as Docusaurus does (the key minus its -hash)', () => {
    expect(keysOfPath(TABLE, '/docs')).toEqual(['/docs-3e7']);
    expect(keysOfPath(TABLE, '/docs/intro')).toEqual(['/docs/intro-536']);
    expect(keysOfPath(TABLE, '/doc')).toEqual([]);
  });

  it('are written as JSON that cannot close its element', () => {
    const json = inlineJson({'/a</script><script>alert(1)</script>-1ab': {__comp: 'x'}});
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({'/a</script><script>alert(1)</script>-1ab': {__comp: 'x'}});
  });
});

describe('chunk names in the browser', () => {
  async function load(inline: string | null) {
    if (inline !== null) {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = FIRST_ROUTE_CHUNKS_ID;
      script.textContent = inline;
      document.head.append(script);
    }
    return import('@site/src/docusaurus-patches/routeChunks/chunkNames');
  }

  it('gives the first page\'s entries at once, without loading the table', async () => {
    const module = await load(inlineJson(entriesFor('/docs/intro', TABLE, routes)));
    expect(module.chunkNamesOf('/docs/intro-536')).toEqual({__comp: '17896441', content: 'f8409a7e'});
    expect(module.chunkNamesOf('/docs-3e7')).toEqual({__comp: '5e95c892', __context: {plugin: 'aba21aa0'}});
    expect(Object.keys(module.default)).toEqual(['/docs-3e7', '/docs/intro-536']);
  });

  it('loads the whole table for any other route, once', async () => {
    const module = await load(inlineJson(entriesFor('/docs/intro', TABLE, routes)));
    const other = module.chunkNamesOf('/blog-4fb');
    expect(other).toBeInstanceOf(Promise);
    expect(await other).toEqual(TABLE['/blog-4fb']);
    expect(module.loadAllChunkNames()).toBe(module.loadAllChunkNames());
    // Known now: answered at once.
    expect(module.chunkNamesOf('/docs/strategy/intro-1a2')).toEqual(TABLE['/docs/strategy/intro-1a2']);
  });

  it('works without the block or with a damaged one (everything from the table)', async () => {
    for (const inline of [null, '{not json']) {
      vi.resetModules();
      document.head.innerHTML = '';
      const module = await load(inline);
      expect(Object.keys(module.default)).toEqual([]);
      expect(await module.chunkNamesOf('/docs/intro-536')).toEqual(TABLE['/docs/intro-536']);
    }
  });
});
