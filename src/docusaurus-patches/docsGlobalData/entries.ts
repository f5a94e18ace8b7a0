/**
 * The docs plugins' global data in the browser (src/docusaurus-patches/docsGlobalData, README
 * there). Docusaurus puts every doc's `{id, path, sidebar}` of every docs plugin into main.js
 * (`@generated/globalData`, ~17 KB raw here). On the first render the browser reads those entries
 * only to find the active doc (`getActiveDocContext`: the doc whose path is the page's, and the
 * docs of other versions with its id), for the navbar's sidebar items.
 *
 * So the browser bundle's global data has empty `docs` lists (`./globalDataLoader.cjs`); the
 * first page's entries come from a JSON block the server writes into <head> (`FirstDocsEntries`),
 * and the whole lists from a chunk loaded with the route chunk-name table (`../routeChunks`), which
 * every client-side navigation to another page awaits before it renders.
 */
import {matchPath} from '@docusaurus/router';
import {readJsonBlock} from '../jsonBlock';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** id of the JSON block with the first page's doc entries. */
export const FIRST_DOCS_ENTRIES_ID = '__docs-entries';

export type DocEntry = {readonly id: string; readonly path: string; readonly sidebar?: string};
type Version = {name: string; docs: DocEntry[]};
type PluginData = {versions: Version[]};
export type GlobalData = Record<string, Record<string, unknown>>;
/** plugin id → version name → entries. */
export type DocsEntries = Record<string, Record<string, DocEntry[]>>;

function docsPlugins(data: GlobalData): [string, PluginData][] {
  return Object.entries((data[DOCS_PLUGIN] ?? {}) as Record<string, PluginData>);
}

function variants(pathname: string): string[] {
  try {
    return [...new Set([pathname, decodeURI(pathname)])];
  } catch {
    return [pathname];
  }
}

/**
 * The entries the first render at `pathname` reads: the docs whose path matches it as
 * `getActiveDocContext` matches (exact, not strict), and every version's docs with their ids.
 */
export function entriesFor(pathname: string, data: GlobalData): DocsEntries {
  const paths = variants(pathname);
  const result: DocsEntries = {};
  for (const [pluginId, plugin] of docsPlugins(data)) {
    const ids = new Set<string>();
    for (const version of plugin.versions)
      for (const doc of version.docs) if (paths.some((path) => matchPath(path, {path: doc.path, exact: true, strict: false}))) ids.add(doc.id);
    if (ids.size === 0) continue;
    for (const version of plugin.versions) {
      const docs = version.docs.filter((doc) => ids.has(doc.id));
      if (docs.length > 0) (result[pluginId] ??= {})[version.name] = docs;
    }
  }
  return result;
}

/** Puts `entries` into the (trimmed) `data`'s docs lists, in place; replaces what a list held. */
export function fillEntries(data: GlobalData, entries: DocsEntries): void {
  for (const [pluginId, plugin] of docsPlugins(data))
    for (const version of plugin.versions) {
      const docs = entries[pluginId]?.[version.name];
      if (docs) version.docs.splice(0, version.docs.length, ...docs);
    }
}

let trimmed: GlobalData | undefined;
let loadWhole: (() => Promise<{default: GlobalData}>) | undefined;
let whole: Promise<void> | undefined;

/**
 * Called by the trimmed global data module (`./globalDataLoader.cjs`) as it loads: fills in the
 * first page's entries, and keeps how to load the whole lists.
 */
export function startWithFirstPage(data: GlobalData, load: () => Promise<{default: GlobalData}>): GlobalData {
  trimmed = data;
  loadWhole = load;
  fillEntries(data, readJsonBlock<DocsEntries>(FIRST_DOCS_ENTRIES_ID, {}));
  return data;
}

/** Every doc entry into the global data (one request, once); resolves at once without the trim. */
export function loadAllDocsEntries(): Promise<void> {
  if (!trimmed || !loadWhole) return Promise.resolve();
  const data = trimmed;
  whole ??= loadWhole().then((module) => {
    const all: DocsEntries = {};
    for (const [pluginId, plugin] of docsPlugins(module.default)) for (const version of plugin.versions) (all[pluginId] ??= {})[version.name] = version.docs;
    fillEntries(data, all);
  });
  return whole;
}
