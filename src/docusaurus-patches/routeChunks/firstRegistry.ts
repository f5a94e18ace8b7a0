/**
 * After the build (Node): writes into each page, beside its route chunk-name block
 * (`__route-chunk-names`, `./FirstRouteChunks.tsx`), the loaders of those chunk names as data
 * (`__route-registry`, read by `./registry.ts`), so main.js need not carry the route registry.
 *
 * A loader is what the bundler compiled the registry's `import()` to, read from the built
 * registry chunk: `()=>n.e("266").then(n.t.bind(n,1601,19))` or
 * `()=>Promise.all([n.e("4014"),n.e("3399")]).then(n.bind(n,4953))` becomes
 * `[["266"],1601,19]` or `[["4014","3399"],4953]` (`Promise.resolve()`, a module in main.js: no chunk). Every key of the generated registry must be
 * read; otherwise the build fails naming the first one missed (the compiled shape changed).
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {FirstRegistryEntry} from './registry';
import {inlineJson} from '../jsonBlock';

// A key as the minifier writes it: quoted, an identifier, or a number (`17896441` as `0x11113f9`).
const NAME = '("(?:[^"\\\\]|\\\\.)*"|[\\w$]+)';
// A module id may be written in exponent form (2000 as `2e3`, s44): Number() reads it.
const ID = '"(?:[^"\\\\]|\\\\.)*"|\\d+(?:e\\d+)?';
const LOAD = `[\\w$]+\\.e\\((?:${ID})\\)`;
// Groups: 1 the chunk name, 2 several chunk loads, 3 one, 4 `t.` (a fake namespace), 5 the module id, 6 its mode.
const ENTRY = new RegExp(
  `${NAME}:\\[\\(\\)=>(?:Promise\\.all\\(\\[((?:${LOAD},?)+)\\]\\)|(${LOAD})|Promise\\.resolve\\(\\))\\.then\\([\\w$]+\\.(t\\.)?bind\\([\\w$]+,(${ID})(?:,(\\d+))?\\)\\)\\]`,
  'g',
);
const LOAD_ALL = new RegExp(`[\\w$]+\\.e\\((${ID})\\)`, 'g');

const idOf = (text: string): string | number => (text.startsWith('"') ? (JSON.parse(text) as string) : Number(text));
const nameOf = (key: string): string => (key.startsWith('"') ? (JSON.parse(key) as string) : /^\d/.test(key) ? String(Number(key)) : key);

/** The loaders of a built registry as data, by chunk name. */
export function parseRegistry(code: string): Map<string, FirstRegistryEntry> {
  const entries = new Map<string, FirstRegistryEntry>();
  for (const match of code.matchAll(ENTRY)) {
    const [, name, many, one, fakeNamespace, moduleId, mode] = match;
    const chunkIds = [...(many ?? one ?? '').matchAll(LOAD_ALL)].map((load) => idOf(load[1]!));
    const entry: FirstRegistryEntry = [chunkIds, idOf(moduleId!)];
    if (fakeNamespace) entry.push(Number(mode ?? 0));
    entries.set(nameOf(name!), entry);
  }
  return entries;
}

/** The keys of Docusaurus' generated `registry.js` (`"<chunk name>": [() => import(...`). */
export function registryKeys(generated: string): string[] {
  return [...generated.matchAll(/^\s*"((?:[^"\\]|\\.)*)": \[\(\) => import\(/gm)].map((match) => JSON.parse(`"${match[1]!}"`) as string);
}

/** Every chunk name in a page's `__route-chunk-names` block, in order, once each. */
export function pageChunkNames(html: string): string[] {
  const block = /<script[^>]*\bid="__route-chunk-names"[^>]*>([^<]*)<\/script>/.exec(html);
  if (!block) return [];
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') names.add(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) visit(v);
  };
  visit(JSON.parse(block[1]!));
  return [...names];
}

/** Adds the `__route-registry` block after each page's chunk-name block; returns how many pages got one. */
export function writeFirstRegistries(registry: Map<string, FirstRegistryEntry>, pages: Map<string, string>, write: (file: string, text: string) => void = writeFileSync): number {
  let written = 0;
  for (const [file, html] of pages) {
    const block = /<script[^>]*\bid="__route-chunk-names"[^>]*>[^<]*<\/script>/.exec(html);
    if (!block || html.includes('id="__route-registry"')) continue;
    const entries = Object.fromEntries(pageChunkNames(html).flatMap((name) => (registry.has(name) ? [[name, registry.get(name)!]] : [])));
    const next = html.replace(block[0], `${block[0]}<script type="application/json" id="__route-registry">${inlineJson(entries)}</script>`);
    write(file, next);
    pages.set(file, next);
    written++;
  }
  return written;
}

/** Every built HTML page under `outDir`, by file. */
export function readPageFiles(outDir: string): Map<string, string> {
  const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  return new Map(files.map((file) => [join(outDir, file), readFileSync(join(outDir, file), 'utf8')]));
}

type ClientManifest = {origins: Record<string, string[]>; assets: Record<string, {js?: {file: string}[]}>};

/**
 * Reads the built registry (the chunk named `route-registry`, from the client manifest) and
 * checks it against the generated one: every chunk name's loader read, or an error.
 */
export function readBuiltRegistry(outDir: string, generatedFilesDir: string): Map<string, FirstRegistryEntry> {
  const manifest = JSON.parse(readFileSync(join(generatedFilesDir, 'client-manifest.json'), 'utf8')) as ClientManifest;
  const files = (manifest.origins['route-registry'] ?? []).flatMap((chunk) => (manifest.assets[chunk]?.js ?? []).map((js) => js.file));
  const registry = new Map<string, FirstRegistryEntry>();
  for (const file of files) for (const [name, entry] of parseRegistry(readFileSync(join(outDir, file), 'utf8'))) registry.set(name, entry);
  const missed = registryKeys(readFileSync(join(generatedFilesDir, 'registry.js'), 'utf8')).filter((name) => !registry.has(name));
  if (missed.length > 0 || registry.size === 0) {
    throw new Error(
      `src/docusaurus-patches/routeChunks/firstRegistry.ts: ${missed.length || 'every'} route registry loader(s) not read from the built chunk "route-registry" (${files.join(', ') || 'no file'}), first: ${missed[0] ?? '-'}; the compiled import() shape changed`,
    );
  }
  return registry;
}
