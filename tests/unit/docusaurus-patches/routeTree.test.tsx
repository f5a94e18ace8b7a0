/**
 * The route tree on demand (src/docusaurus-patches/routeChunks: routeTreeLoader.cjs, routeTree.ts,
 * routes.ts, preload.ts, renderRoutes.tsx): the server writes the first page's branch, the browser
 * starts from it and replaces it, in place and with the same components and keys, by the whole
 * tree before it renders another page.
 */
// @vitest-environment jsdom
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {act} from 'react';
import {createRoot} from 'react-dom/client';
import {MemoryRouter} from 'react-router-dom';
import {afterEach, describe, expect, it, vi} from 'vitest';
import tree from '@generated/routes?tree';
import {FIRST_ROUTES_ID, firstRouteTree, type RouteNode} from '@site/src/docusaurus-patches/routeChunks/routeTree';
import {inlineJson} from '@site/src/docusaurus-patches/jsonBlock';

const {routeTree} = (await import('@site/src/docusaurus-patches/routeChunks/routeTreeLoader.cjs')) as unknown as {routeTree: (source: string) => RouteNode[] | null};

/** A routes.js as Docusaurus' codegenRoutes writes it (lib/server/codegen/codegenRoutes.js). */
const GENERATED = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', '4fb'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '3e7'),
    routes: [
      {
        path: '/docs/intro',
        component: ComponentCreator('/docs/intro', '536'),
        exact: true,
        sidebar: "docs"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.resetModules();
});

describe('the route tree as data (routeTreeLoader.cjs)', () => {
  it('is the generated table with each component replaced by its hash', () => {
    expect(routeTree(GENERATED)).toEqual([
      {path: '/blog', component: '4fb', exact: true},
      {path: '/docs', component: '3e7', routes: [{path: '/docs/intro', component: '536', exact: true, sidebar: 'docs'}]},
      {path: '*', component: ''},
    ]);
  });

  it('refuses a module of another shape (the build fails instead of shipping no routes)', () => {
    expect(routeTree(GENERATED.replace("import React from 'react';\n", ''))).toBeNull();
    expect(routeTree(GENERATED.replace("ComponentCreator('/docs/intro', '536')", "ComponentCreator('/docs/other', '536')"))).toBeNull();
    expect(routeTree(GENERATED.replace("component: ComponentCreator('/blog', '4fb'),", "component: Blog,"))).toBeNull();
    expect(routeTree(GENERATED.replace('export default [', 'export const routes = ['))).toBeNull();
  });

  it('reads this site\'s generated table, when a build has written it', () => {
    const generated = join(__dirname, '../../../.docusaurus/routes.js');
    if (!existsSync(generated)) return;
    const data = routeTree(readFileSync(generated, 'utf8'));
    expect(data).not.toBeNull();
    expect(data!.at(-1)).toEqual({path: '*', component: ''});
    expect(data!.length).toBeGreaterThan(5);
  });
});

describe('the first page\'s routes (server)', () => {
  it('are the matched branch and the home page route, in the table\'s order', () => {
    expect(firstRouteTree(tree, '/docs/intro', '/')).toEqual([
      {path: '/', component: 'e5f', exact: true},
      {path: '/docs', component: '3e7', routes: [{path: '/docs', component: 'aae', routes: [{path: '/docs/intro', component: '536', exact: true, sidebar: 'docs'}]}]},
    ]);
    expect(firstRouteTree(tree, '/blog', '/')).toEqual([
      {path: '/', component: 'e5f', exact: true},
      {path: '/blog', component: '4fb', exact: true},
    ]);
    // A path without a page: what the router matches (the catch-all).
    expect(firstRouteTree(tree, '/nope', '/').map((route) => route.path)).toEqual(['/', '*']);
    // The home page route inside a parent at the base URL (theme-common's findHomePageRoute).
    const nested: RouteNode[] = [{path: '/', component: 'p', routes: [{path: '/', component: 'h', exact: true}, {path: '/a', component: 'a', exact: true}]}];
    expect(firstRouteTree(nested, '/zzz', '/')).toEqual([{path: '/', component: 'p', routes: [{path: '/', component: 'h', exact: true}]}]);
  });
});

describe('the route table in the browser (routes.ts, preload.ts, renderRoutes.tsx)', () => {
  async function start(pathname: string) {
    window.history.replaceState(null, '', pathname);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_ROUTES_ID;
    script.textContent = inlineJson(firstRouteTree(tree, pathname, '/'));
    document.head.append(script);
    return {
      table: await import('@site/src/docusaurus-patches/routeChunks/routes'),
      preload: (await import('@site/src/docusaurus-patches/routeChunks/preload')).default,
      renderRoutes: (await import('@site/src/docusaurus-patches/routeChunks/renderRoutes')).default,
    };
  }

  it('starts with the first page\'s routes, keyed by path and hash', async () => {
    const {table} = await start('/docs/intro');
    expect(table.default.map((route) => [route.path, route.key])).toEqual([
      ['/', '/-e5f'],
      ['/docs', '/docs-3e7'],
    ]);
    expect(table.default[1]!.routes![0]!.routes!.map((route) => [route.key, route.sidebar])).toEqual([['/docs/intro-536', 'docs']]);
    expect(table.routesComplete()).toBe(false);
    expect(table.routesServe('/docs/intro')).toBe(true);
    expect(table.routesServe('/blog')).toBe(false);
  });

  it('becomes the whole tree in place, keeping the page\'s components', async () => {
    const {table} = await start('/docs/intro');
    const array = table.default;
    const intro = array[1]!.routes![0]!.routes![0]!.component;
    expect(await table.loadAllRoutes()).toBe(array);
    expect(table.loadAllRoutes()).toBe(table.loadAllRoutes());
    expect(array.map((route) => route.key)).toEqual(['/-e5f', '/blog-4fb', '/docs-3e7', '*']);
    expect(array[2]!.routes![0]!.routes!.map((route) => route.key)).toEqual(['/docs/intro-536', '/docs/strategy/intro-1a2']);
    expect(array[2]!.routes![0]!.routes![0]!.component, 'the same component: the page does not remount').toBe(intro);
    expect(table.routesComplete()).toBe(true);
    expect(table.routesServe('/blog')).toBe(true);
  });

  it('preloads the first page from its routes, another page only after the whole tree is in', async () => {
    const {table, preload} = await start('/docs/intro');
    await preload('/docs/intro');
    expect(table.routesComplete(), 'the first page needs no more').toBe(false);
    const blog = preload('/blog');
    expect(table.routesComplete()).toBe(false);
    await blog;
    expect(table.routesComplete()).toBe(true);
  });

  it('renders the top-level table as it is at each location change; other lists as react-router-config does', async () => {
    const {table, renderRoutes} = await start('/docs/intro');
    const element = renderRoutes(table.default);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const show = async (path: string) => {
      await act(async () => root.render(<MemoryRouter key={path} initialEntries={[path]}>{element}</MemoryRouter>));
      return [...container.querySelectorAll('[data-route]')].map((el) => el.getAttribute('data-route'));
    };
    // The stand-in route components (tests/unit/support/ComponentCreator.tsx) do not render children.
    expect(await show('/docs/intro')).toEqual(['/docs-3e7']);
    expect(await show('/blog'), 'not in the first page\'s routes').toEqual([]);
    await table.loadAllRoutes();
    expect(await show('/blog'), 'the same element, rendered from the whole tree').toEqual(['/blog-4fb']);
    const nested = renderRoutes(table.default[2]!.routes);
    expect(nested).not.toBeNull();
    act(() => root.unmount());
  });
});
