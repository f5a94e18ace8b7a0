/**
 * The browser's `window.docusaurus` (core `lib/client/docusaurus.js`): `prefetch` and `preload`
 * as Docusaurus has them, except that `prefetch` reads the route tree and chunk names from the
 * tables loaded on demand (`./routes.ts`, `./chunkNames.ts`) instead of the ones main.js carried. A prefetch happens after
 * hydration (links seen on screen, or hovered), so the table's request comes after the first load.
 */
import {matchRoutes} from 'react-router-config';
import routes, {loadAllRoutes} from './routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import {inIdleSlices} from '../bundleTrims/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';
import {keysOfPath, loadAllChunkNames} from './chunkNames';

declare const __webpack_require__: {gca(chunkName: string): string | undefined};

const fetched = new Set<string>();
const loaded = new Set<string>();

type Connection = {effectiveType: string; saveData: boolean};
const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType.includes('2g') || connection?.saveData);
};
const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

const prefetch = (routePath: string): false | Promise<unknown> => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  // Both tables load with the first prefetch (after hydration): the route tree (./routes.ts) and
  // the chunk names; asked for, then matched, in the prefetch queue's idle slices, which run
  // nothing while the reader is busy (search open: ../bundleTrims/prefetch.ts; every link on
  // screen asks at once when the tables arrive).
  return inIdleSlices(() => Promise.all([loadAllChunkNames(), loadAllRoutes()])).then(([table]) =>
    inIdleSlices(() => {
      const matches = matchRoutes(routes, routePath);
      return matches.flatMap((match) => keysOfPath(table, String(match.route.path ?? '')).flatMap((key) => Object.values(flat(table[key] as Parameters<typeof flat>[0]) as Record<string, string>)));
    }),
  ).then((chunkNamesNeeded) => {
    return Promise.all(
      chunkNamesNeeded.map((chunkName) => {
        // "__webpack_require__.gca" is injected by Docusaurus' ChunkAssetPlugin: a chunk name's URL.
        const chunkAsset = __webpack_require__.gca(chunkName);
        if (chunkAsset && !chunkAsset.includes('undefined')) return prefetchHelper(chunkAsset);
        return Promise.resolve();
      }),
    );
  });
};

const preload = (routePath: string): false | Promise<unknown> => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
