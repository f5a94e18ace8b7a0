/**
 * The render-blocking stylesheet without rules no page can use (`purge.ts`), after the build.
 *
 * Docusaurus writes every page's global CSS into one `assets/css/styles.<hash>.css` linked from
 * every page's `<head>`. After the build this plugin reads every page and every browser script,
 * removes the style rules that can match nothing (`purge.ts` says what "nothing" means), writes the
 * result under a new content hash (the old name is cached for a year by clients: a file whose
 * content changes must change its name) and points every page's `<link>` at it.
 *
 * Only stylesheets no script names are purged: a stylesheet the browser runtime loads by name (a
 * chunk's CSS on client-side navigation) would need the runtime rewritten too.
 *
 * Everything here runs synchronously: Docusaurus runs the plugins' postBuild hooks concurrently,
 * and another one (src/plugins/seo) rewrites pages; a synchronous read-modify-write cannot
 * interleave with it.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync, unlinkSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addBuildDependencies} from '../bundleTrims';
import {addHtmlNames, addScriptNames, emptyUsedNames, purgeCss, type PurgeResult} from './purge';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every page of the build and its text. */
export function readPages(outDir: string): Map<string, string> {
  return new Map(walk(outDir).filter((file) => file.endsWith('.html')).map((file) => [file, readFileSync(file, 'utf8')]));
}

export type PurgedSheet = {from: string; to: string} & Omit<PurgeResult, 'css' | 'removedSelectors'> & {removed: number};

/** Purges the build's page-linked stylesheets in place (see the module comment). */
export function purgeBuild(outDir: string, pageText: Map<string, string> = readPages(outDir)): PurgedSheet[] {
  const files = walk(outDir);
  const scripts = files.filter((file) => file.endsWith('.js'));
  const used = emptyUsedNames();
  for (const html of pageText.values()) addHtmlNames(used, html);
  const scriptText = scripts.map((file) => readFileSync(file, 'utf8'));
  for (const code of scriptText) addScriptNames(used, code);

  const sheets = files.filter((file) => /[\\/]assets[\\/]css[\\/][^\\/]+\.[0-9a-f]{8}\.css$/.test(file));
  const purged: PurgedSheet[] = [];
  for (const sheet of sheets) {
    const url = relative(outDir, sheet).split(/[\\/]/).join('/');
    const hash = /\.([0-9a-f]{8})\.css$/.exec(url)![1];
    if (scriptText.some((code) => code.includes(hash))) continue; // loaded by the runtime: left as built
    const result = purgeCss(readFileSync(sheet, 'utf8'), used, url);
    const newHash = createHash('md5').update(result.css).digest('hex').slice(0, 8);
    const newUrl = url.replace(/\.[0-9a-f]{8}\.css$/, `.${newHash}.css`);
    const target = join(outDir, newUrl);
    writeFileSync(target, result.css);
    if (target !== sheet) unlinkSync(sheet);
    for (const [file, html] of pageText) {
      if (!html.includes(url)) continue;
      const next = html.split(`/${url}"`).join(`/${newUrl}"`);
      writeFileSync(file, next);
      pageText.set(file, next);
    }
    const {css: _css, removedSelectors, ...counts} = result;
    purged.push({from: url, to: newUrl, ...counts, removed: removedSelectors.length});
  }
  return purged;
}

/**
 * CSS modules of the components that appear on no doc page: the Demo Room's demos, the learning
 * tools, the custom pages (home, blog landing, search, privacy) and the page sections of the
 * services, contact and blog pages. Their rules leave the shared stylesheet for the CSS file of the
 * chunk that holds the component.
 */
export const PAGE_SECTION_STYLES: RegExp[] = [
  /[\\/]src[\\/](demos|learning-tools|pages)[\\/].*\.module\.css$/,
  /[\\/]src[\\/]components[\\/](CallToAction|ComparisonTable|ContactForm|OfferingCards|PostList|StepTimeline|VideoFacade)[\\/].*\.module\.css$/,
];

/** Whether a module's CSS stays in the stylesheet every page links (Docusaurus' `styles` chunk). */
export function isSharedStyle(resource: string): boolean {
  return !PAGE_SECTION_STYLES.some((pattern) => pattern.test(resource));
}

type CacheGroup = {name?: unknown; type?: unknown; test?: unknown; chunks?: unknown; enforce?: unknown; priority?: unknown};
type SplitChunks = {cacheGroups?: Record<string, CacheGroup | false>};

/** The chunk (and CSS file name prefix) that gathers every page-section CSS module. */
export const SECTION_STYLES = 'section-styles';

/**
 * Narrows Docusaurus' `styles` cache group (lib/webpack/base.js: every CSS module of every chunk
 * into one `styles` file, "to avoid problems with code-split CSS loading in different orders",
 * facebook/docusaurus#2006) to the shared styles, and gathers the rest (page-section CSS modules)
 * into ONE second file, `section-styles`, built the same way. One file, not one per route chunk:
 * a module that many MDX chunks import is written once, and the browser runtime needs no CSS
 * chunk loader and no chunk-to-file map (`noCssChunkLoader`); the pages link the file instead
 * (`linkRouteChunkStyles`, `linkDeferredSectionStyles`).
 * Order cannot differ between pages: those rules are CSS-module classes no other file styles.
 */
export function splitPageSectionStyles(splitChunks: unknown): void {
  const groups = (splitChunks as SplitChunks | undefined)?.cacheGroups;
  const group = groups?.styles;
  if (!groups || !group || group.name !== 'styles' || group.type !== 'css/mini-extract' || group.test !== undefined) {
    throw new Error('src/docusaurus-patches/styles: Docusaurus\' `styles` cache group (lib/webpack/base.js) is gone or changed; re-check the stylesheet split');
  }
  const resourceOf = (module: {resource?: string; nameForCondition?: () => string | null}) => module.nameForCondition?.() ?? module.resource ?? '';
  group.test = (module: {resource?: string; nameForCondition?: () => string | null}) => isSharedStyle(resourceOf(module));
  groups.sectionStyles = {
    ...group,
    name: SECTION_STYLES,
    test: (module: {resource?: string; nameForCondition?: () => string | null}) => !isSharedStyle(resourceOf(module)),
  };
}

type Plugins = unknown[] | undefined;

/**
 * Turns off the CSS extract plugin's browser runtime (CssExtractRspackPlugin / mini-css-extract
 * `runtime: false`): no code that loads a chunk's CSS file on client-side navigation and no map of
 * every chunk's CSS file in runtime~main.js (+1.1 KB gzip on every page). The one CSS file outside
 * the shared stylesheet (`section-styles`) is linked by every page instead (`linkDeferredSectionStyles`,
 * `./client.ts`).
 */
export function noCssChunkLoader(plugins: Plugins): void {
  const extract = (plugins ?? []).find(
    (plugin) => !!plugin && typeof plugin === 'object' && /^(CssExtractRspackPlugin|MiniCssExtractPlugin)$/.test(plugin.constructor.name),
  ) as {options?: {runtime?: boolean}} | undefined;
  if (!extract?.options) throw new Error('src/docusaurus-patches/styles: the CSS extract plugin (lib/webpack/base.js) is gone; re-check the stylesheet split');
  extract.options.runtime = false;
}

type ClientManifest = {origins: Record<string, string[]>; assets: Record<string, {css?: {file: string}[]}>};

/** Every chunk name in a page's route chunk-name block (`__route-chunk-names`, ../routeChunks). */
function pageChunkNames(html: string): string[] {
  const block = /<script[^>]*\bid="__route-chunk-names"[^>]*>([^<]*)<\/script>/.exec(html);
  if (!block) return [];
  const names: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') names.push(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) visit(v);
  };
  visit(JSON.parse(block[1]));
  return names;
}

/**
 * Links on each page the CSS files of its route chunks (`splitPageSectionStyles` moved those rules
 * out of the shared stylesheet). Docusaurus' shell would list them from the modules the server
 * rendered, but this site's pages start their route chunks from a JSON block
 * (../routeChunks), so the shell's list holds only the entry's stylesheet. The chunk names come
 * from that block, their CSS files from the client manifest (a chunk name's chunk group, as the
 * runtime loads it). Linked in `<head>` right after the shared stylesheet: render-blocking like it,
 * so the first paint is styled, with or without JavaScript; the runtime finds them by URL and does
 * not load them again. Returns how many pages got links.
 */
export function linkRouteChunkStyles(manifest: ClientManifest, pages: Map<string, string>, write: (file: string, text: string) => void = writeFileSync): number {
  let linked = 0;
  for (const [file, html] of pages) {
    const shared = /<link rel="stylesheet" href="([^"]*)assets\/css\/styles\.[0-9a-f]{8}\.css">/.exec(html);
    if (!shared) continue;
    const files = new Set<string>();
    for (const name of pageChunkNames(html)) {
      for (const chunk of manifest.origins[name] ?? []) for (const css of manifest.assets[chunk]?.css ?? []) files.add(css.file);
    }
    const links = [...files].filter((css) => !/(^|\/)styles\.[0-9a-f]{8}\.css$/.test(css) && !html.includes(`${shared[1]}${css}"`)).sort();
    if (links.length === 0) continue;
    const next = html.replace(shared[0], shared[0] + links.map((css) => `<link rel="stylesheet" href="${shared[1]}${css}">`).join(''));
    write(file, next);
    pages.set(file, next);
    linked++;
  }
  return linked;
}

/** The marker of the section stylesheet linked without blocking (`./client.ts` reads it). */
export const DEFERRED_ATTRIBUTE = 'data-deferred-styles';

/**
 * On every page that does not link the section stylesheet (`linkRouteChunkStyles` links it,
 * render-blocking, on the pages that render a page section), links it without blocking the
 * first paint: `media="print"` (fetched at low priority, applied to no screen), switched to all
 * media by `./client.ts` when the app starts (no inline handler: the CSP allows none). A page
 * reached later by client-side navigation then finds its section styles loaded; no element on
 * the page itself uses them (CSS-module classes of sections the page does not render), so
 * applying them late moves nothing. Returns how many pages got the link.
 */
export function linkDeferredSectionStyles(manifest: ClientManifest, pages: Map<string, string>, write: (file: string, text: string) => void = writeFileSync): number {
  const files = new Set(Object.values(manifest.assets).flatMap((asset) => (asset.css ?? []).map((css) => css.file)));
  const sections = [...files].filter((css) => !/(^|\/)styles\.[0-9a-f]{8}\.css$/.test(css));
  if (sections.length !== 1 || !sections[0].includes(SECTION_STYLES)) {
    throw new Error(`src/docusaurus-patches/styles: expected one ${SECTION_STYLES} CSS file beside the shared stylesheet, the client manifest has ${sections.join(', ') || 'none'}`);
  }
  let linked = 0;
  for (const [file, html] of pages) {
    const shared = /<link rel="stylesheet" href="([^"]*)assets\/css\/styles\.[0-9a-f]{8}\.css">/.exec(html);
    if (!shared || html.includes(`${shared[1]}${sections[0]}"`)) continue;
    const next = html.replace(shared[0], `${shared[0]}<link rel="stylesheet" href="${shared[1]}${sections[0]}" media="print" ${DEFERRED_ATTRIBUTE}="">`);
    write(file, next);
    pages.set(file, next);
    linked++;
  }
  return linked;
}

export default function stylesPlugin(context: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  return {
    name: 'site-styles',
    configureWebpack(config, isServer) {
      addBuildDependencies(config as Parameters<typeof addBuildDependencies>[0], [__filename]);
      if (!isServer) {
        splitPageSectionStyles(config.optimization?.splitChunks);
        noCssChunkLoader(config.plugins);
      }
      return {};
    },
    getClientModules() {
      return [join(__dirname, 'client.ts')];
    },
    postBuild({outDir}) {
      const pages = readPages(outDir);
      const manifest = JSON.parse(readFileSync(join(context.generatedFilesDir, 'client-manifest.json'), 'utf8')) as ClientManifest;
      console.log(`[styles] section stylesheet linked on ${linkRouteChunkStyles(manifest, pages)} pages, deferred on ${linkDeferredSectionStyles(manifest, pages)}`);
      for (const sheet of purgeBuild(outDir, pages)) {
        console.log(`[styles] ${sheet.from} → ${sheet.to}: ${sheet.rulesBefore} → ${sheet.rulesAfter} style rules (${sheet.removed} selectors removed)`);
      }
      return Promise.resolve();
    },
  };
}
