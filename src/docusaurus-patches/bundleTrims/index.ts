/**
 * Trims to what every page runs at startup, measured with Lighthouse (mobile, 4× CPU):
 *
 * 1. Prism out of the main bundle. The classic theme loads its `prism-include-languages`
 *    client module on every page, and with it prism-react-renderer (~30 KB gzip), even on
 *    pages without code. That module is replaced by an empty one; the CodeBlock/Content
 *    wrapper (src/theme/CodeBlock/Content) registers the extra languages in the code block's
 *    own chunk instead.
 * 2. A fast path for doc cards. theme-common's `extractLeadingEmoji` builds an Intl.Segmenter
 *    when its module loads and compiles the `\p{RGI_Emoji}` pattern on first use: ~35 ms of
 *    main-thread work (~130 ms on a throttled phone) on every page with a card list, where no
 *    label starts with an emoji. `emojiUtils.ts` returns early for labels that cannot start with
 *    one and otherwise does the same check.
 * 3. tslib out of main.js. @docusaurus/utils-common (CommonJS) requires tslib for one helper,
 *    `__importDefault`, which keeps all of tslib in the bundle every page runs (~4 KB gzip).
 *    Requests for tslib from that package get `tslibImportDefault.ts` instead (browser bundle only).
 * 4. Chunk files named by id. The browser runtime maps every chunk id to its file name: with
 *    Docusaurus' `[name].[contenthash].js` it carries each chunk's name too (~1.2 KB gzip in the
 *    runtime every page loads); `[id].[contenthash].js` needs only the hashes. Preloading by
 *    chunk name keeps working through Docusaurus' own name-to-id map (`__webpack_require__.gca`).
 * 5. No module paths in the browser's route registry (`registryLoader.cjs`, ~1.9 KB gzip of
 *    main.js): only the server uses them.
 * 6. Static scripts minified. `static/js` scripts (analytics.js, on every page) are copied as
 *    written, comments included; the build's copies are minified (analytics.js: 1.3 → 0.7 KB gzip).
 * 7. Route prefetching in slices. After hydration, Docusaurus prefetches the chunks of every link
 *    on screen in one task; `prefetch.ts` issues the same requests in idle-time slices of 4 ms
 *    (browser bundle only; measured with Lighthouse as blocking time on link-heavy pages).
 * 8. No server-only fields in the browser's site config (`siteConfigLoader.cjs`): plugin and
 *    preset options, the page shell template, head tags, scripts (−1.9 KB gzip of main.js).
 * 9. The route progress bar's library (nprogress) loads on the first client-side navigation
 *    (`nprogress.ts`, replacing theme-classic's client module in the browser bundle).
 * 10. Doc entries of the docs version props keep only their description in the browser
 *    (`docsVersionLoader.cjs`): the one field the browser reads (DocCard).
 * 12. The route chunk-name table (`@generated/routesChunkNames`, 4.2 KB gzip) out of main.js: the
 *    first page's entries are a JSON block in its <head>, the table a chunk loaded on the first
 *    navigation or prefetch (`../routeChunks`, with ComponentCreator and `window.docusaurus`).
 * 14. The route tree (`@generated/routes`, ~3.9 KB gzip) out of main.js: the first page's routes
 *    are a JSON block in its <head>, the whole tree (as data, `routeTreeLoader.cjs`) a chunk loaded
 *    with the chunk-name table (`../routeChunks`: routes, preload, renderRoutes).
 * 13. The docs plugins' global data without its doc entries (`../docsGlobalData`): the first
 *    page's entries are a JSON block in its <head>, the whole lists a chunk loaded with the route
 *    chunk-name table.
 * 17. The route registry (every route chunk's loader, ~3.1 KB gzip) out of main.js, into the
 *    chunk of the chunk-name table (`../routeChunks/registry.ts`); each page's own loaders are a
 *    JSON block written after the build from the built registry (`../routeChunks/firstRegistry.ts`).
 * 11. react-helmet-async in the browser bundle is `../headManager`: the same API and rules for the
 *    client-side head updates in ~1.6 KB gzip (−4.1 KB of main.js); the server keeps the library.
 * 16. No server-only site metadata or banner script in the browser: `site-metadata.json` without
 *    `pluginVersions` (`siteMetadataLoader.cjs`), and core's BaseUrlIssueBanner, which renders its
 *    script only on the server, as `./baseUrlIssueBanner.tsx` (renders nothing, keeps its CSS).
 * 18. No translators' notes in the browser: the string `description` of `translate()` and
 *    `<Translate>` calls (`translateDescriptionsLoader.cjs`), read only by write-translations
 *    (~320 B gzip of main.js: the theme's 17 notes).
 */
import {existsSync} from 'node:fs';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {minify} from 'terser';
import {readBuiltRegistry, readPageFiles, writeFirstRegistries} from '../routeChunks/firstRegistry';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Minifies every script in `dir` in place (the copies of `static/js` in the build). */
export async function minifyStaticScripts(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((file) => file.endsWith('.js'));
  for (const file of files) {
    const path = join(dir, file);
    const {code} = await minify(await readFile(path, 'utf8'), {compress: true, mangle: true, format: {comments: false}});
    if (code === undefined) throw new Error(`minifying ${path} gave no output`);
    await writeFile(path, code);
  }
  return files;
}

/** Writes the compilation's module/chunk stats to `file` once the browser bundle is emitted. */
function writeStatsPlugin(file: string) {
  return {
    apply(compiler: {hooks: {done: {tapPromise: (name: string, fn: (stats: {toJson: (o: object) => unknown}) => Promise<void>) => void}}}) {
      compiler.hooks.done.tapPromise('site-bundle-stats', async (stats) => {
        const json = stats.toJson({all: false, modules: true, chunks: true, chunkModules: false, ids: true, moduleAssets: false, nestedModules: true});
        await writeFile(file, JSON.stringify(json));
      });
    },
  };
}

type CacheConfig = {buildDependencies?: unknown};

/**
 * Adds `files` to the persistent cache's build dependencies (Rspack `experiments.cache`, webpack
 * `cache.buildDependencies.config`). Docusaurus lists only its own files and docusaurus.config.ts,
 * which names plugins by path: without this, a changed loader or replacement here reused the
 * cached modules of the previous build (measured: the site config loader had no effect).
 */
export function addBuildDependencies(config: {cache?: unknown; experiments?: {cache?: unknown}}, files: string[]): void {
  const rspack = config.experiments?.cache as CacheConfig | undefined;
  if (rspack && typeof rspack === 'object' && Array.isArray(rspack.buildDependencies)) rspack.buildDependencies.push(...files);
  const webpack = config.cache as {buildDependencies?: {config?: unknown}} | undefined;
  if (webpack && typeof webpack === 'object' && Array.isArray(webpack.buildDependencies?.config)) webpack.buildDependencies.config.push(...files);
}

export default function bundleTrimsPlugin(context: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  const registry = new RegExp(`^${join(context.generatedFilesDir, 'registry.js').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const registryLoader = require.resolve('./registryLoader.cjs');
  const siteConfigModule = new RegExp(`^${join(context.generatedFilesDir, 'docusaurus.config.mjs').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const siteConfigLoader = require.resolve('./siteConfigLoader.cjs');
  const siteMetadataModule = new RegExp(`^${join(context.generatedFilesDir, 'site-metadata.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const siteMetadataLoader = require.resolve('./siteMetadataLoader.cjs');
  const baseUrlIssueBanner = require.resolve('./baseUrlIssueBanner.tsx');
  const docsVersionProps = new RegExp(`^${join(context.generatedFilesDir, 'docusaurus-plugin-content-docs').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`);
  const docsVersionLoader = require.resolve('./docsVersionLoader.cjs');
  const translateDescriptionsLoader = require.resolve('./translateDescriptionsLoader.cjs');
  const globalDataModule = new RegExp(`^${join(context.generatedFilesDir, 'globalData.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const globalDataLoader = require.resolve('../docsGlobalData/globalDataLoader.cjs');
  const docsEntries = require.resolve('../docsGlobalData/entries.ts');
  const prismClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  const emojiUtils = require.resolve('./emojiUtils.ts');
  const tslibImportDefault = require.resolve('./tslibImportDefault.ts');
  const slicedPrefetch = require.resolve('./prefetch.ts');
  const lazyProgressBar = require.resolve('./nprogress.ts');
  const headManager = require.resolve('../headManager/index.tsx');
  const routeChunkNames = require.resolve('../routeChunks/chunkNames.ts');
  const routeComponentCreator = require.resolve('../routeChunks/ComponentCreator.tsx');
  const routeDocusaurus = require.resolve('../routeChunks/docusaurus.ts');
  const routesModule = new RegExp(`^${join(context.generatedFilesDir, 'routes.js').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const routeTreeLoader = require.resolve('../routeChunks/routeTreeLoader.cjs');
  const firstRoutes = require.resolve('../routeChunks/routes.ts');
  const routesPreload = require.resolve('../routeChunks/preload.ts');
  const routesRender = require.resolve('../routeChunks/renderRoutes.tsx');
  const serverOnly = require.resolve('../routeChunks/serverOnly.tsx');
  const stagedClientEntry = require.resolve('../clientEntry/index.ts');
  const routerDeps = {
    'prop-types': require.resolve('./propTypes.ts'),
    'react-is': require.resolve('./reactIs.ts'),
    'hoist-non-react-statics': require.resolve('./hoistStatics.ts'),
  };
  return {
    name: 'site-bundle-trims',
    async postBuild({outDir}) {
      // Synchronous, before any await: Docusaurus runs the plugins' postBuild hooks concurrently,
      // and the styles patch rewrites the same pages (also synchronously).
      console.log(`[bundle-trims] first-page route registry written into ${writeFirstRegistries(readBuiltRegistry(outDir, context.generatedFilesDir), readPageFiles(outDir))} pages`);
      await minifyStaticScripts(join(outDir, 'js'));
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const chunkFilename = config.output?.chunkFilename;
      addBuildDependencies(config as Parameters<typeof addBuildDependencies>[0], [__filename, registryLoader, translateDescriptionsLoader, siteConfigLoader, siteMetadataLoader, baseUrlIssueBanner, emojiUtils, tslibImportDefault, slicedPrefetch, lazyProgressBar, docsVersionLoader, globalDataLoader, docsEntries, require.resolve('../jsonBlock.ts'), headManager, routeChunkNames, routeComponentCreator, routeDocusaurus, routeTreeLoader, firstRoutes, routesPreload, routesRender, serverOnly, require.resolve('../routeChunks/registry.ts'), require.resolve('../routeChunks/routeTree.ts'), stagedClientEntry, require.resolve('./routerDeps.ts'), ...Object.values(routerDeps)]);
      // The browser entry in stages (../clientEntry): production builds only (the development
      // server keeps the stock entry and its hot-reload hook).
      const stockEntry = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
      const stagedEntry = !isServer && config.mode === 'production' && typeof config.entry === 'string' && stockEntry.test(config.entry);
      if (stagedEntry) config.entry = stagedClientEntry;
      return {
        // BUNDLE_SOURCE_MAPS=1: source maps for the browser bundle, to see what each chunk holds
        // (scripts/bundle-modules.mjs); never in a normal build.
        ...(!isServer && process.env.BUNDLE_SOURCE_MAPS === '1' ? {devtool: 'source-map' as const} : {}),
        ...(!isServer && typeof chunkFilename === 'string' ? {output: {chunkFilename: chunkFilename.replace('[name]', '[id]')}} : {}),
        ...(stagedEntry ? {entry: stagedClientEntry} : {}),
        module: {
          rules: [
            ...(isServer
              ? []
              : [
                  {test: registry, enforce: 'pre' as const, use: [{loader: registryLoader}]},
                  {test: siteConfigModule, enforce: 'pre' as const, use: [{loader: siteConfigLoader}]},
                  {test: siteMetadataModule, enforce: 'pre' as const, use: [{loader: siteMetadataLoader}]},
                  {test: docsVersionProps, enforce: 'pre' as const, use: [{loader: docsVersionLoader}]},
                  // Translators' notes out of translate()/<Translate> calls (18).
                  {test: /\.(?:[cm]?js|jsx|tsx?)$/, enforce: 'pre' as const, use: [{loader: translateDescriptionsLoader}]},
                  // Doc entries of the docs plugins' global data on demand (13); `?full` is the whole file.
                  {test: globalDataModule, resourceQuery: {not: [/full/]}, type: 'javascript/auto', use: [{loader: globalDataLoader}]},
                ]),
            // The route table as data (14), in both bundles: the server writes the first page's branch.
            {test: routesModule, resourceQuery: /tree/, use: [{loader: routeTreeLoader}]},
          ],
        },
        resolve: {
          alias: {
            [prismClientModule]: false,
            [`${prismClientModule.replace(/\.js$/, '')}$`]: false,
            // The browser's head manager (11): react-helmet-async's client half, smaller.
            ...(isServer ? {} : {'react-helmet-async$': headManager}),
          },
        },
        plugins: [
          // BUNDLE_STATS=<file>: the browser bundle's module and chunk stats as JSON, for
          // scripts/bundle-modules.mjs (which modules each chunk holds, and their gzip share).
          ...(!isServer && process.env.BUNDLE_STATS ? [writeStatsPlugin(process.env.BUNDLE_STATS)] : []),
          new NormalModuleReplacementPlugin(/theme-common[\\/]lib[\\/]utils[\\/]emojiUtils(\.js)?$/, emojiUtils),
          ...(isServer
            ? []
            : [
                new NormalModuleReplacementPlugin(/^tslib$/, (resource: {request: string; contextInfo?: {issuer?: string}}) => {
                  if (/[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/.test(resource.contextInfo?.issuer ?? '')) resource.request = tslibImportDefault;
                }),
                // react-router's CommonJS helpers as ES modules (15): their unused parts drop out.
                new NormalModuleReplacementPlugin(/^(prop-types|react-is|hoist-non-react-statics)$/, (resource: {request: string; contextInfo?: {issuer?: string}}) => {
                  if (/[\\/]react-router(-dom)?[\\/]esm[\\/]/.test(resource.contextInfo?.issuer ?? '')) resource.request = routerDeps[resource.request as keyof typeof routerDeps];
                }),
                new NormalModuleReplacementPlugin(/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch(\.js)?$/, slicedPrefetch),
                new NormalModuleReplacementPlugin(/@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/, lazyProgressBar),
                // The base-URL banner's script template is server-only (16).
                new NormalModuleReplacementPlugin(/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner[\\/]index(\.js)?$/, baseUrlIssueBanner),
                // Route chunk names on demand (12): the table leaves main.js.
                new NormalModuleReplacementPlugin(/^@generated\/routesChunkNames$/, routeChunkNames),
                new NormalModuleReplacementPlugin(/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator(\.js)?$/, routeComponentCreator),
                new NormalModuleReplacementPlugin(/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/, routeDocusaurus),
                // The route tree on demand (14): the first page's routes, then the whole tree.
                new NormalModuleReplacementPlugin(/^@generated\/routes$/, firstRoutes),
                new NormalModuleReplacementPlugin(/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload(\.js)?$/, routesPreload),
                new NormalModuleReplacementPlugin(/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]renderRoutes(\.js)?$/, routesRender),
                new NormalModuleReplacementPlugin(/src[\\/]docusaurus-patches[\\/]routeChunks[\\/]FirstRouteChunks(\.tsx)?$/, serverOnly),
              ]),
        ],
      };
    },
  };
}
