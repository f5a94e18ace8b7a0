/**
 * Server side of `./chunkNames.ts` and `./routes.ts`: writes the page's own routes (the branch the
 * router matches for its path, `./routeTree.ts`) and their chunk names into <head> as JSON blocks,
 * so the browser can start the page without the whole route table. Rendered from
 * src/theme/Root.tsx; renders nothing in the browser (a `<Head>` renders no DOM where it is, so
 * hydration sees the same markup), where the bundle has `./serverOnly.tsx` in its place.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useLocation} from '@docusaurus/router';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import routeTree from '@generated/routes?tree';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {FIRST_ROUTE_CHUNKS_ID, keysOfPath, type ChunkNamesTable} from './chunkNames';
import {inlineJson} from '../jsonBlock';
import {FIRST_ROUTES_ID, firstRouteTree, pathForms} from './routeTree';

/** The table's entries for every route `pathname` matches (as `preload` matches it, decoded too). */
export function entriesFor(pathname: string, table: ChunkNamesTable, routeConfig: readonly RouteConfig[]): ChunkNamesTable {
  const matched = pathForms(pathname).flatMap((path) => matchRoutes(routeConfig as RouteConfig[], path));
  const entries: ChunkNamesTable = {};
  for (const {route} of matched) for (const key of keysOfPath(table, String(route.path ?? ''))) entries[key] = table[key]!;
  return entries;
}

export {inlineJson};

export default function FirstRouteChunks(): ReactNode {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  if (ExecutionEnvironment.canUseDOM) return null;
  const entries = entriesFor(pathname, routesChunkNames as unknown as ChunkNamesTable, routes);
  return (
    <Head>
      <script type="application/json" id={FIRST_ROUTE_CHUNKS_ID}>
        {inlineJson(entries)}
      </script>
      <script type="application/json" id={FIRST_ROUTES_ID}>
        {inlineJson(firstRouteTree(routeTree, pathname, baseUrl))}
      </script>
    </Head>
  );
}
