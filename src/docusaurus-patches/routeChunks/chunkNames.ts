/**
 * The browser's `@generated/routesChunkNames` (src/docusaurus-patches/routeChunks, README there):
 * which chunks each route key (`<path>-<hash>`) loads. Docusaurus puts the whole table, every
 * route's chunk names, into main.js (4.2 KB gzip here), and reads it synchronously.
 *
 * Here the first page's entries come from its HTML (a JSON block the server writes into <head>,
 * `FirstRouteChunks`), and the whole table is a separate chunk, loaded the first time a route
 * outside them is needed: a client-side navigation, or a prefetch (both after hydration).
 */
import {loadAllDocsEntries} from '../docsGlobalData/entries';
import {readJsonBlock} from '../jsonBlock';
import {loadRegistry} from './registry';

export type ChunkNames = {readonly [key: string]: string | ChunkNames | readonly (string | ChunkNames)[]};
export type ChunkNamesTable = Record<string, ChunkNames>;

/** id of the JSON block with the first page's entries. */
export const FIRST_ROUTE_CHUNKS_ID = '__route-chunk-names';

const known: ChunkNamesTable = readJsonBlock<ChunkNamesTable>(FIRST_ROUTE_CHUNKS_ID, {});
let whole: Promise<ChunkNamesTable> | undefined;

/** The whole table (one request, once); the first page's entries meanwhile. */
export function loadAllChunkNames(): Promise<ChunkNamesTable> {
  // The route registry is requested with it (./registry.ts): a navigation needs both, in parallel.
  void loadRegistry();
  // The docs plugins' doc entries come with it (../docsGlobalData): a navigation awaits this table
  // before it renders the new page, whose navbar reads them.
  whole ??= Promise.all([import(/* webpackChunkName: "route-chunk-names" */ '@generated/routesChunkNames.json'), loadAllDocsEntries()]).then(([module]: [{default: ChunkNamesTable}, void]) => {
    Object.assign(known, module.default);
    return known;
  });
  return whole;
}

/** A route key's chunk names: at once for the first page, after the table loads for others. */
export function chunkNamesOf(routeKey: string): ChunkNames | Promise<ChunkNames | undefined> | undefined {
  if (Object.prototype.hasOwnProperty.call(known, routeKey)) return known[routeKey];
  return loadAllChunkNames().then((table) => table[routeKey]);
}

/** Every key of a route path, Docusaurus' rule (`docusaurus.js`): the key minus its `-<hash>`. */
export function keysOfPath(table: ChunkNamesTable, path: string): string[] {
  return Object.keys(table).filter((key) => key.replace(/-[^-]+$/, '') === path);
}

export default known;
