/**
 * The browser's route registry (Docusaurus' generated `registry.js`: every route chunk name's
 * loader, ~3.1 KB gzip of main.js here) on demand. The first page's loaders come from its HTML:
 * a JSON block `__route-registry` (`./firstRegistry.ts`, written after the build) gives, for each
 * of its chunk names, the chunks to load and the module to run, which is what the registry's
 * `import()` compiles to. The whole registry is a chunk loaded with the route chunk-name table
 * (`./chunkNames.ts`), on the first client-side navigation or prefetch, after hydration; a
 * name the block lacks awaits it, so a click before it arrived still routes (it awaits it first).
 */
import {readJsonBlock} from '../jsonBlock';

/** id of the JSON block with the first page's loaders. */
export const FIRST_REGISTRY_ID = '__route-registry';

/**
 * One chunk name's loader as data: the chunk ids `import()` loads, the module id it runs, and
 * `__webpack_require__.t`'s mode when it is a JSON or CommonJS module (Rspack's `n.t.bind(n, id, mode)`).
 */
export type FirstRegistryEntry = [chunkIds: (string | number)[], moduleId: string | number, mode?: number];

type WebpackRequire = {(id: string | number): unknown; e(chunkId: string | number): Promise<unknown>; t(id: string | number, mode: number): unknown};
declare const __webpack_require__: WebpackRequire;

type Registry = Record<string, readonly [() => Promise<unknown>, ...unknown[]]>;

const first = readJsonBlock<Record<string, FirstRegistryEntry>>(FIRST_REGISTRY_ID, {});
let whole: Promise<Registry> | undefined;

/**
 * The whole registry (one request, once; requested with the chunk-name table, `./chunkNames.ts`).
 * A chunk of its own, holding nothing but the registry: the bundler leaves out of each route's
 * `import()` the modules the registry's chunk already has, which a first page, loading only its
 * own route's chunks, would then miss (in the chunk of the chunk-name table, the Zohlar demo
 * lacked `@generated/routes?tree` and failed to hydrate).
 */
export function loadRegistry(): Promise<Registry> {
  whole ??= import(/* webpackChunkName: "route-registry" */ '@generated/registry').then((module: {default: Registry}) => module.default);
  return whole;
}

/** Loads one entry of the first page's block as its registry loader would. */
export function loadEntry([chunkIds, moduleId, mode]: FirstRegistryEntry, require: WebpackRequire = __webpack_require__): Promise<unknown> {
  return Promise.all(chunkIds.map((id) => require.e(id))).then(() => (mode === undefined ? require(moduleId) : require.t(moduleId, mode)));
}

/** What a route chunk name's module resolves to; `undefined` for a name the registry lacks (Docusaurus skips those). */
export function loadChunk(chunkName: string): Promise<unknown> {
  if (Object.prototype.hasOwnProperty.call(first, chunkName)) return loadEntry(first[chunkName]!);
  return loadRegistry().then((registry) => registry[chunkName]?.[0]());
}
