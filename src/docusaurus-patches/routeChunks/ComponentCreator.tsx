/**
 * The browser's `@docusaurus/ComponentCreator` (core `lib/client/exports/ComponentCreator.js`),
 * the same but for one thing: a route's chunk names and their loaders are looked up when the route
 * loads, not when main.js starts, so neither the table nor the registry need be in main.js
 * (`./chunkNames.ts`, `./registry.ts`). What it renders, the route context and the props are
 * Docusaurus' own code, unchanged.
 */
import React from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import flat from '@docusaurus/core/lib/client/flat';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import type {ComponentType} from 'react';
import {chunkNamesOf, type ChunkNames} from './chunkNames';
import {loadChunk} from './registry';

type Loaded = Record<string, {default?: unknown} & Record<string, unknown>>;

export default function ComponentCreator(path: string, hash: string): ComponentType<object> {
  // 404 page
  if (path === '*') {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return Loadable<any, {default: ComponentType<object>}>({
      loading: Loading,
      loader: () => import('@theme/NotFound'),
      render(loaded: {default: ComponentType<object>}, props: object) {
        const NotFound = loaded.default;
        return (
          <RouteContextProvider value={{plugin: {name: 'native', id: 'default'}}}>
            <NotFound {...props} />
          </RouteContextProvider>
        );
      },
    });
  }
  let chunkNames: ChunkNames | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return Loadable<any, Loaded>({
    loading: Loading,
    // As Loadable.Map over the flattened chunk names: every registered chunk, loaded in parallel.
    async loader(): Promise<Loaded> {
      chunkNames = await chunkNamesOf(`${path}-${hash}`);
      const entries = Object.entries(flat((chunkNames ?? {}) as Parameters<typeof flat>[0]) as Record<string, string>);
      const modules = await Promise.all(entries.map(([, chunkName]) => loadChunk(chunkName)));
      // A chunk name the registry lacks is skipped, as Docusaurus skips it.
      return Object.fromEntries(entries.flatMap(([keyPath], i) => (modules[i] === undefined ? [] : [[keyPath, modules[i]]]))) as Loaded;
    },
    render(loaded: Loaded, props: object) {
      // From here on, Docusaurus' render: the loaded modules put back in the chunk names' shape.
      const loadedModules = JSON.parse(JSON.stringify(chunkNames)) as Record<string, unknown>;
      Object.entries(loaded).forEach(([keyPath, loadedModule]) => {
        const chunk = loadedModule.default as Record<string, unknown> | undefined;
        if (!chunk) {
          throw new Error(`The page component at ${path} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`);
        }
        if (typeof chunk === 'object' || typeof chunk === 'function') {
          Object.keys(loadedModule)
            .filter((k) => k !== 'default')
            .forEach((nonDefaultKey) => {
              chunk[nonDefaultKey] = loadedModule[nonDefaultKey];
            });
        }
        let val = loadedModules;
        const keyPaths = keyPath.split('.');
        keyPaths.slice(0, -1).forEach((k) => {
          val = val[k] as Record<string, unknown>;
        });
        val[keyPaths[keyPaths.length - 1]!] = chunk;
      });
      const Component = loadedModules.__comp as ComponentType<object>;
      delete loadedModules.__comp;
      const routeContext = loadedModules.__context;
      delete loadedModules.__context;
      const routeProps = loadedModules.__props as object | undefined;
      delete loadedModules.__props;
      return (
        <RouteContextProvider value={routeContext as Parameters<typeof RouteContextProvider>[0]['value']}>
          <Component {...loadedModules} {...routeProps} {...props} />
        </RouteContextProvider>
      );
    },
  });
}
