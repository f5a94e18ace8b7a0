/**
 * Server side of `./chunkNames.ts`: writes the chunk names of the page's own routes (the branch
 * the router matches for its path) into <head> as a JSON block, so the browser can start the page
 * without the whole route table. Rendered from src/theme/Root.tsx; renders nothing in the browser
 * (a `<Head>` renders no DOM where it is, so hydration sees the same markup).
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useLocation} from '@docusaurus/router';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {FIRST_ROUTE_CHUNKS_ID, keysOfPath, type ChunkNamesTable} from './chunkNames';

/** The table's entries for every route `pathname` matches (as `preload` matches it, decoded too). */
export function entriesFor(pathname: string, table: ChunkNamesTable, routeConfig: readonly RouteConfig[]): ChunkNamesTable {
  const decoded = (() => {
    try {
      return decodeURI(pathname);
    } catch {
      return pathname;
    }
  })();
  const matched = [...new Set([pathname, decoded])].flatMap((path) => matchRoutes(routeConfig as RouteConfig[], path));
  const entries: ChunkNamesTable = {};
  for (const {route} of matched) for (const key of keysOfPath(table, String(route.path ?? ''))) entries[key] = table[key]!;
  return entries;
}

/** JSON for an inline block: `<` escaped so no value can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export default function FirstRouteChunks(): ReactNode {
  const {pathname} = useLocation();
  if (ExecutionEnvironment.canUseDOM) return null;
  const entries = entriesFor(pathname, routesChunkNames as unknown as ChunkNamesTable, routes);
  return (
    <Head>
      <script type="application/json" id={FIRST_ROUTE_CHUNKS_ID}>
        {inlineJson(entries)}
      </script>
    </Head>
  );
}
