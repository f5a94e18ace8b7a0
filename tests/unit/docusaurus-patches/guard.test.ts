/**
 * Every patch in src/docusaurus-patches replaces or rewrites a Docusaurus internal by path, by
 * exported name, or by the shape of generated code. An upgrade that moves or reshapes one of them
 * would not fail the build: the patch would silently stop applying (or break the bundle). Each
 * check below names the patch, what it relies on, and fails with what to re-check.
 * The list of patches is in src/docusaurus-patches/README.md.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = join(__dirname, '../../..');
// Package folders as the build resolves them (some packages do not export package.json).
const packageDir = (name: string): string => join(ROOT, 'node_modules', name);
const CORE = packageDir('@docusaurus/core');
const THEME_CLASSIC = packageDir('@docusaurus/theme-classic');
const THEME_COMMON = packageDir('@docusaurus/theme-common');
const UTILS_COMMON = packageDir('@docusaurus/utils-common');

/** The patched file's text; fails with the patch's name when the file is gone. */
function internal(patch: string, path: string): string {
  if (!existsSync(path)) {
    throw new Error(`${patch}: Docusaurus no longer has ${path.slice(ROOT.length + 1)}; the patch no longer applies. Re-check it (src/docusaurus-patches/README.md).`);
  }
  return readFileSync(path, 'utf8');
}

/** Asserts that the internal still has `shape`, with a message naming the patch. */
function expectShape(patch: string, path: string, shape: RegExp | string, what: string): void {
  const text = internal(patch, path);
  const found = typeof shape === 'string' ? text.includes(shape) : shape.test(text);
  expect(found, `${patch}: ${path.slice(ROOT.length + 1)} no longer has ${what} (${String(shape)}); the patch relies on it. Re-check it (src/docusaurus-patches/README.md).`).toBe(true);
}

/** The browser modules of Docusaurus' core, theme and content plugins importing `module`, sorted. */
function browserImporters(patch: string, module: string): string[] {
  const readers: string[] = [];
  for (const pkg of ['core', 'theme-classic', 'theme-common', 'plugin-content-docs', 'plugin-content-blog', 'plugin-content-pages']) {
    const lib = join(packageDir(`@docusaurus/${pkg}`), 'lib');
    for (const file of readdirSync(lib, {recursive: true, encoding: 'utf8'})) {
      if (!file.endsWith('.js') || file.includes('server')) continue;
      if (internal(patch, join(lib, file)).includes(`from '${module}'`)) readers.push(`${pkg}/${file}`);
    }
  }
  return readers.sort();
}

describe('Docusaurus internals the patches rely on', () => {
  it('hydration gates: the browser context behind useIsBrowser() and the hydrated attribute', async () => {
    const patch = 'hydration gates (browserContext.ts)';
    const context = join(CORE, 'lib/client/browserContext.js');
    expectShape(patch, context, /export const Context = React\.createContext\(false\)/, 'a `Context` created with false');
    expectShape(patch, context, /useEffect\(\(\) => \{\s*setIsBrowser\(true\);/, 'a provider switching to true after hydration');
    expectShape(patch, join(CORE, 'lib/client/exports/useIsBrowser.js'), /import \{ Context \} from '\.\.\/browserContext'/, 'useIsBrowser() reading that Context');
    expectShape(patch, join(CORE, 'lib/client/App.js'), /<BrowserContextProvider>/, 'the root BrowserContextProvider');
    expectShape(patch, join(CORE, 'lib/client/hasHydratedDataAttribute.js'), /<html data-has-hydrated=\{isBrowser\}\/>/, '<html data-has-hydrated> set from useIsBrowser()');
    // A part that waits for the reader hydrates with the first page's location: react-router's own
    // context, the one useLocation() and Docusaurus' router read.
    expectShape(patch, join(packageDir('react-router'), 'esm/react-router.js'), /context as __RouterContext/, 'react-router exporting its context as `__RouterContext`');
    expectShape(patch, join(packageDir('react-router'), 'esm/react-router.js'), /function useLocation\(\) \{[\s\S]{0,400}?useContext\(context\)\.location/, 'useLocation() reading that context');
    const {BrowserContext} = await import('@site/src/docusaurus-patches/browserContext');
    const {Context} = await import('@docusaurus/core/lib/client/browserContext');
    expect(BrowserContext, `${patch}: the re-exported context is not Docusaurus' own`).toBe(Context);
  });

  it('client runtime: the react and react-dom folder aliases, and the persistent cache version', () => {
    const patch = 'client runtime (clientRuntime)';
    const base = join(CORE, 'lib/webpack/base.js');
    expectShape(patch, base, /react: path_1\.default\.dirname\(resolveSitePkg\('react\/package\.json'\)\)/, 'the `react` folder alias it removes');
    expectShape(patch, base, /'react-dom': path_1\.default\.dirname\(resolveSitePkg\('react-dom\/package\.json'\)\)/, 'the `react-dom` folder alias it removes');
    expectShape(patch, base, /version: `\$\{getCacheName\(\)\}-\$\{getCacheVersion\(\)\}`/, 'the Rspack cache version it extends with the runtime');
    expectShape(patch, join(CORE, 'lib/client/clientEntry.js'), /ReactDOM\.hydrateRoot\(container, app/, 'hydration through react-dom/client hydrateRoot (aliased to preact/compat/client)');
  });

  it('page shell: the stock template and its slots', () => {
    const patch = 'page shell (paintFirst)';
    const stock = join(CORE, 'lib/ssg/ssgTemplate.html.js');
    for (const slot of ['it.appHtml', 'it.scripts', 'it.stylesheets', 'it.headTags', 'it.preBodyTags', 'it.postBodyTags', 'it.htmlAttributes', 'it.bodyAttributes', 'it.metaAttributes', 'it.baseUrl', 'it.version']) {
      expectShape(patch, stock, slot, `the template slot ${slot}`);
    }
    expectShape(patch, stock, /<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>/, 'deferred app scripts (the shell preloads them instead)');
  });

  it('head manager (headManager): the react-helmet-async names the browser imports, and the library it mirrors', () => {
    const patch = 'head manager (headManager)';
    expectShape(patch, join(CORE, 'lib/client/exports/Head.js'), "import { Helmet } from 'react-helmet-async';", '`<Head>` rendering the library\'s `Helmet`');
    expectShape(patch, join(CORE, 'lib/client/clientEntry.js'), "import { HelmetProvider } from 'react-helmet-async';", 'the client entry wrapping the app in `HelmetProvider`');
    // No other browser module may import another name from the library (the manager has only these two).
    const client = join(CORE, 'lib/client');
    const importers = readdirSync(client, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js') && !/^server/.test(file.split('/').pop() ?? ''))
      .filter((file) => internal(patch, join(client, file)).includes("from 'react-helmet-async'"))
      .sort();
    expect(importers, `${patch}: Docusaurus' browser code imports react-helmet-async from other files; check what they use`).toEqual(['clientEntry.js', 'exports/Head.js']);
    const version = JSON.parse(internal(patch, packageDir('react-helmet-async/package.json'))).version as string;
    expect(version, `${patch}: react-helmet-async is ${version}; the manager mirrors 1.3.x's client rules (src/utils.js, src/client.js): re-check them`).toMatch(/^1\.3\./);
  });

  it('route chunk names on demand (routeChunks): the table, its key, its two browser readers', () => {
    const patch = 'route chunk names (routeChunks)';
    const codegen = join(CORE, 'lib/server/codegen/codegenRoutes.js');
    expectShape(patch, codegen, "component: ComponentCreator('${routePath}', '${routeHash}')", 'routes created as ComponentCreator(path, hash)');
    expectShape(patch, codegen, 'const routeKey = `${routePath}-${routeHash}`;', 'the table keyed `<path>-<hash>`');
    expectShape(patch, codegen, "(0, utils_1.generate)(generatedFilesDir, 'routesChunkNames.json', JSON.stringify(routesChunkNames", 'the table written as routesChunkNames.json (imported as a chunk)');
    const creator = join(CORE, 'lib/client/exports/ComponentCreator.js');
    expectShape(patch, creator, 'const chunkNames = routesChunkNames[`${path}-${hash}`];', 'ComponentCreator reading the table by key (the replacement mirrors the rest)');
    expectShape(patch, creator, /return Loadable\.Map\(\{\s*loading: Loading,\s*loader,/, 'Loadable.Map over the flattened chunk names');
    expectShape(patch, creator, /const Component = loadedModules\.__comp;[\s\S]*const routeContext = loadedModules\.__context;[\s\S]*const routeProps = loadedModules\.__props;/, 'the render of __comp, __context and __props the replacement copies');
    const docusaurus = join(CORE, 'lib/client/docusaurus.js');
    expectShape(patch, docusaurus, "([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)", 'prefetch matching keys by path');
    expectShape(patch, docusaurus, 'const chunkAsset = __webpack_require__.gca(chunkName);', 'prefetch by chunk name through __webpack_require__.gca');
    expectShape(patch, docusaurus, /const docusaurus = \{\s*prefetch,\s*preload,\s*\};/, 'window.docusaurus with prefetch and preload only');
    // Only those two browser modules read the table (the replacements cover every reader).
    const readers = browserImporters(patch, '@generated/routesChunkNames');
    expect(readers, `${patch}: another Docusaurus module reads @generated/routesChunkNames; it would get the first page's entries only`).toEqual(['core/client/docusaurus.js', 'core/client/exports/ComponentCreator.js']);
  });

  it('route tree on demand (routeChunks): the generated table, its browser readers, the top-level render', () => {
    const patch = 'route tree (routeChunks/routes.ts)';
    const codegen = join(CORE, 'lib/server/codegen/codegenRoutes.js');
    expectShape(patch, codegen, "res.routesConfig = `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [", 'routes.js as the two imports and `export default [` (routeTreeLoader.cjs reads it as data)');
    expectShape(patch, codegen, "component: ComponentCreator('*'),", 'the catch-all created without a hash');
    expectShape(patch, codegen, /const isIdentifier = [^\n]*\n\s*const key = [^\n]*\n\s*parts\.push\(`\$\{key\}: \$\{JSON\.stringify\(attrValue\)\}`\)/, 'route attributes written as JSON values');
    const client = join(CORE, 'lib/client');
    expectShape(patch, join(client, 'App.js'), "import renderRoutes from '@docusaurus/renderRoutes';", 'App rendering the table through @docusaurus/renderRoutes (replaced: renderRoutes.tsx)');
    expectShape(patch, join(client, 'App.js'), 'const routesElement = renderRoutes(routes);', 'the top-level table rendered once, when main.js starts (renderRoutes.tsx renders it per location)');
    expectShape(patch, join(client, 'exports/renderRoutes.js'), "export { renderRoutes as default } from 'react-router-config';", "@docusaurus/renderRoutes being react-router-config's");
    expectShape(patch, packageDir('react-router-config/esm/react-router-config.js'), 'key: route.key || i,', 'Route elements keyed by `route.key` (routes.ts keys them by path and hash, so nothing remounts when the whole tree comes)');
    expectShape(patch, join(client, 'preload.js'), /Array\.from\(new Set\(\[pathname, decodeURI\(pathname\)\]\)\)\s*\.map\(\(p\) => matchRoutes\(routes, p\)\)/, 'the preload preload.ts mirrors');
    expectShape(patch, join(client, 'PendingNavigation.js'), /preload\(nextLocation\.pathname\)\s*\.then\(\(\) => \{/, 'a navigation rendering after preload (which awaits the whole tree)');
    expectShape(patch, join(client, 'clientEntry.js'), /preload\(window\.location\.pathname\)\.then\(/, 'the first render after preloading the page the browser loaded');
    // Every browser reader of the table, and why each is right with the first page's routes only.
    const readers = browserImporters(patch, '@generated/routes');
    expect(readers, `${patch}: the browser modules reading @generated/routes changed; each must be right with the first page's routes until the whole tree loads`).toEqual([
      'core/client/App.js', // renderRoutes.tsx
      'core/client/docusaurus.js', // replaced (routeChunks/docusaurus.ts awaits the tree)
      'core/client/normalizeLocation.js', // below
      'core/client/preload.js', // replaced (preload.ts)
      'theme-common/utils/routesUtils.js', // below
    ]);
    // The home page route is in the first page's routes (routeTree.ts keeps it by this rule).
    expectShape(patch, join(THEME_COMMON, 'lib/utils/routesUtils.js'), 'return route.path === baseUrl && route.exact === true;', "findHomePageRoute's rule");
    // It strips `.html` unless an exact route matches: the same result for paths without `.html`.
    expectShape(patch, join(client, 'normalizeLocation.js'), /if \(matchedRoutes\.some\(\(\{ route \}\) => route\.exact === true\)\) \{[\s\S]*\.replace\(\/\(\?:\\\/index\)\?\\\.html\$\/, ''\)/, 'a table read only to keep an exact `.html` route');
  });

  it('registry loader: the generated registry entry format', () => {
    expectShape(
      'registry loader (bundleTrims/registryLoader.cjs)',
      join(CORE, 'lib/server/codegen/codegenRoutes.js'),
      '[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")]',
      'registry entries `[load, "modulePath", require.resolveWeak(...)]`',
    );
    // The browser keeps only `[load]`: the path and module id feed react-loadable's server report
    // and `preloadReady()`, which Docusaurus' browser code never calls.
    const creator = join(CORE, 'lib/client/exports/ComponentCreator.js');
    expectShape('registry loader (bundleTrims/registryLoader.cjs)', creator, /modules\.push\(chunkRegistry\[1\]\);\s*optsWebpack\.push\(chunkRegistry\[2\]\);/, 'the path and id used only as Loadable `modules`/`webpack`');
    const client = join(CORE, 'lib/client');
    const callers = readdirSync(client, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.js') && internal('registry loader', join(client, file)).includes('preloadReady'));
    expect(callers, 'registry loader (bundleTrims/registryLoader.cjs): Docusaurus now calls Loadable.preloadReady(), which needs the module ids the loader drops').toEqual([]);
    expectShape('registry loader (bundleTrims/registryLoader.cjs)', join(ROOT, 'node_modules/react-loadable/lib/index.js'), /READY_INITIALIZERS\.push\(function \(\) \{\s*if \(isWebpackReady\(opts\.webpack\)\)/, 'the `webpack` option read only by the preloadReady initializers');
  });

  it('route registry on demand (routeChunks/registry.ts): one browser reader, the loaders as data', () => {
    const patch = 'route registry on demand (routeChunks/registry.ts, firstRegistry.ts)';
    // ComponentCreator is the registry's only browser reader, and it is replaced (routeChunks/ComponentCreator.tsx):
    // another reader would put the registry back into main.js, or read it before it is loaded.
    expect(browserImporters(patch, '@generated/registry'), `${patch}: the browser readers of @generated/registry changed`).toEqual(['core/client/exports/ComponentCreator.js']);
    // Each entry's loader is `import()` of one module (firstRegistry.ts reads what it compiles to,
    // and fails the build when a key is not read); the key is the chunk name.
    expectShape(patch, join(CORE, 'lib/server/codegen/codegenRoutes.js'), '"${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}")', 'entries `"<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" */ "<path>")`');
    // ComponentCreator loads every flattened chunk name through its registry loader and skips names the registry lacks.
    expectShape(patch, join(CORE, 'lib/client/exports/ComponentCreator.js'), /const chunkRegistry = registry\[chunkName\];\s*if \(chunkRegistry\) \{\s*loader\[keyPath\] = chunkRegistry\[0\];/, 'a loader per chunk name, `registry[chunkName][0]`');
  });

  it('translation descriptions (bundleTrims/translateDescriptionsLoader.cjs): translate() and <Translate> never read them', () => {
    const patch = 'translation descriptions (bundleTrims/translateDescriptionsLoader.cjs)';
    const file = join(CORE, 'lib/client/exports/Translate.js');
    expectShape(patch, file, 'export function translate({ message, id }, values) {', 'translate() reading only `message`, `id` and `values`');
    expectShape(patch, file, /export default function Translate\(\{ children, id, values, \}\)/, '<Translate> reading only `children`, `id` and `values`');
    expect(internal(patch, file), `${patch}: Translate.js reads \`description\``).not.toMatch(/description/);
  });

  it('site config loader: the generated config module and its readers', () => {
    const patch = 'site config loader (bundleTrims/siteConfigLoader.cjs)';
    expectShape(patch, join(CORE, 'lib/server/codegen/codegen.js'), /`\$\{utils_1\.DEFAULT_CONFIG_FILE_NAME\}\.mjs`/, 'the generated docusaurus.config.mjs');
    expectShape(patch, join(CORE, 'lib/server/codegen/codegen.js'), 'export default ${JSON.stringify(siteConfig, null, 2)};', 'the config written as `export default <JSON>;`');
    expectShape(patch, join(CORE, 'lib/client/docusaurusContext.js'), "import siteConfig from '@generated/docusaurus.config';", 'the browser context reading the generated config');
  });

  it('site metadata loader and base-URL banner (bundleTrims): the generated metadata, its readers, the server-only banner', () => {
    const patch = 'site metadata loader (bundleTrims/siteMetadataLoader.cjs)';
    expectShape(patch, join(CORE, 'lib/server/codegen/codegen.js'), "'site-metadata.json'", 'the generated site-metadata.json');
    expectShape(patch, join(CORE, 'lib/client/docusaurusContext.js'), "import siteMetadata from '@generated/site-metadata';", 'the browser context reading it');
    // No browser code this site bundles reads the plugin versions (plugin-debug's page would).
    const readers: string[] = [];
    for (const pkg of ['core', 'theme-classic', 'theme-common', 'plugin-content-docs', 'plugin-content-blog', 'plugin-content-pages']) {
      const lib = join(packageDir(`@docusaurus/${pkg}`), 'lib');
      for (const file of readdirSync(lib, {recursive: true, encoding: 'utf8'})) if (file.endsWith('.js') && !file.includes('server') && internal(patch, join(lib, file)).includes('pluginVersions')) readers.push(`${pkg}/${file}`);
    }
    expect(readers, `${patch}: browser code reads siteMetadata.pluginVersions, which the loader empties`).toEqual([]);
    const site = readdirSync(join(ROOT, 'src'), {recursive: true, encoding: 'utf8'}).filter((file) => /\.(tsx?|jsx?)$/.test(file) && !file.startsWith('docusaurus-patches/bundleTrims/') && readFileSync(join(ROOT, 'src', file), 'utf8').includes('pluginVersions'));
    expect(site, `${patch}: site code reads pluginVersions`).toEqual([]);
    const banner = 'base-URL banner (bundleTrims/baseUrlIssueBanner.tsx)';
    const stock = join(CORE, 'lib/client/BaseUrlIssueBanner/index.js');
    expectShape(banner, stock, /\{!ExecutionEnvironment\.canUseDOM && \(/, 'the banner script rendered only on the server');
    expectShape(banner, stock, "import './styles.module.css';", 'its stylesheet (the replacement imports it too)');
    expectShape(banner, join(CORE, 'lib/client/App.js'), "import BaseUrlIssueBanner from './BaseUrlIssueBanner';", 'App.js rendering it');
  });

  it('docs global data (docsGlobalData): the generated file, its reader, and the browser readers of doc entries', () => {
    const patch = 'docs global data (docsGlobalData)';
    expectShape(patch, join(CORE, 'lib/server/codegen/codegen.js'), "'globalData.json', JSON.stringify(globalData", 'the generated globalData.json');
    expectShape(patch, join(CORE, 'lib/client/docusaurusContext.js'), "import globalData from '@generated/globalData';", 'the browser context reading it');
    const docsClient = packageDir('@docusaurus/plugin-content-docs/lib/client');
    // The first render reads doc entries only to find the active doc: by path, then by its id.
    expectShape(patch, join(docsClient, 'docsClientUtils.js'), /const activeDoc = activeVersion\?\.docs\.find\(\(doc\) => !!matchPath\(pathname, \{\s*path: doc\.path,\s*exact: true,\s*strict: false,/, 'the active doc found by path (exact, not strict), as FirstDocsEntries finds it');
    expectShape(patch, join(docsClient, 'docsClientUtils.js'), /if \(doc\.id === docId\) \{\s*result\[version\.name\] = doc;/, 'the other versions\' docs found by the active doc\'s id');
    const readers = readdirSync(docsClient).filter((file) => file.endsWith('.js') && /version\.docs\b|\.docs\.(find|forEach|filter|map)/.test(internal(patch, join(docsClient, file))));
    expect(readers.sort(), `${patch}: another module of the docs plugin's client reads doc entries`).toEqual(['docsClientUtils.js', 'docsUtils.js']);
    // docsUtils' reader is useLayoutDoc (navbar items of type doc / docsVersion): a doc by id,
    // not the page's, so such items would see no entries on the first render.
    const config = readFileSync(join(ROOT, 'docusaurus.config.ts'), 'utf8');
    expect(config, `${patch}: the navbar has an item reading a doc by id (type 'doc' or 'docsVersion…'); its entry is not on the first page`).not.toMatch(/type: '(doc|docsVersion|docsVersionDropdown)'/);
    const siteReaders = readdirSync(join(ROOT, 'src'), {recursive: true, encoding: 'utf8'}).filter((file) => /\.(tsx?|jsx?)$/.test(file) && /useLayoutDoc\b|useAllDocsData|useDocsData|useActiveDocContext|useDocVersionSuggestions|\buseGlobalData\(\)|usePluginData\(['"]docusaurus-plugin-content-docs/.test(readFileSync(join(ROOT, 'src', file), 'utf8')));
    expect(siteReaders.sort(), `${patch}: site code reads the docs global data; check it needs only the page's doc entries`).toEqual(['docusaurus-patches/docsGlobalData/FirstDocsEntries.tsx']);
  });

  it('chunk names by id: the chunk file name pattern and the name-to-id map', () => {
    const patch = 'chunk file names (bundleTrims)';
    expectShape(patch, join(CORE, 'lib/webpack/base.js'), "'assets/js/[name].[contenthash:8].js'", 'a `[name]` chunk file name to replace with `[id]`');
    expectShape(patch, join(CORE, 'lib/client/docusaurus.js'), '__webpack_require__.gca(chunkName)', 'preloading by chunk name through __webpack_require__.gca');
  });

  it('client entry in stages (clientEntry): the stock entry it replaces, step by step', () => {
    const patch = 'client entry in stages (clientEntry)';
    expectShape(patch, join(CORE, 'lib/webpack/client.js'), "entry: path_1.default.resolve(__dirname, '../client/clientEntry.js')", 'the client bundle\'s entry as a path string (bundleTrims replaces it)');
    const entry = join(CORE, 'lib/client/clientEntry.js');
    // Every step of the stock entry, which the staged one repeats (src/docusaurus-patches/clientEntry).
    for (const [shape, what] of [
      ["import App from './App';", 'the app module'],
      ["import preload from './preload';", 'the preload helper'],
      ["import docusaurus from './docusaurus';", 'window.docusaurus'],
      ['window.docusaurus = docusaurus;', 'window.docusaurus set'],
      ["siteConfig.future.experimental_router === 'hash' ? (<HashRouter>", 'the router chosen from the site config'],
      ['<HelmetProvider>', 'the head provider around the router'],
      ['if (window.docusaurusRoot) {', 'a second run re-rendering the root'],
      ['ReactDOM.hydrateRoot(container, app, {', 'hydrateRoot with onRecoverableError'],
      ['ReactDOM.createRoot(container, { onRecoverableError })', 'createRoot when not hydrating'],
      ['preload(window.location.pathname).then(() => {\n        startTransition(renderApp);', 'render in a transition once the route is preloaded'],
    ] as const)
      expectShape(patch, entry, shape, what);
    expect(readdirSync(join(CORE, 'lib/client')).filter((f) => /^clientEntry/.test(f) && f.endsWith('.js')), `${patch}: another client entry appeared`).toEqual(['clientEntry.js']);
  });

  it('prefetch: the replaced helper', async () => {
    const patch = 'sliced prefetch (bundleTrims/prefetch.ts)';
    const path = join(CORE, 'lib/client/prefetch.js');
    expectShape(patch, path, /export default function prefetch\(url\)/, 'a default export prefetch(url)');
    expectShape(patch, join(CORE, 'lib/client/docusaurus.js'), /import prefetchHelper from '\.\/prefetch'/, 'docusaurus.js importing it as ./prefetch');
  });

  it('progress bar: the replaced theme-classic client module', () => {
    const patch = 'lazy progress bar (bundleTrims/nprogress.ts)';
    expectShape(patch, join(THEME_CLASSIC, 'lib/index.js'), "'./nprogress'", 'the client module it replaces');
    const stock = join(THEME_CLASSIC, 'lib/nprogress.js');
    expectShape(patch, stock, "import './nprogress.css';", 'the stylesheet the replacement imports');
    expectShape(patch, stock, /nprogress\.configure\(\{ showSpinner: false \}\);\s*const delay = 200;/, 'no spinner and a 200 ms delay (the replacement does the same)');
    expectShape(patch, stock, /onRouteUpdate\(\{ location, previousLocation \}\)[\s\S]*onRouteDidUpdate\(\) \{\s*nprogress\.done\(\);/, 'start on a path change, done on render');
  });

  it('emoji: the replaced theme-common module and its export', () => {
    const patch = 'emoji fast path (bundleTrims/emojiUtils.ts)';
    expectShape(patch, join(THEME_COMMON, 'lib/utils/emojiUtils.js'), /export function extractLeadingEmoji\(input\)/, 'extractLeadingEmoji');
  });

  it('tslib: utils-common requires tslib for __importDefault only', () => {
    const patch = 'tslib helper (bundleTrims/tslibImportDefault.ts)';
    const index = join(UTILS_COMMON, 'lib/index.js');
    expectShape(patch, index, 'const tslib_1 = require("tslib");', 'a CommonJS require of tslib');
    const helpers = new Set(internal(patch, index).match(/tslib_1\.(\w+)/g));
    expect([...helpers], `${patch}: @docusaurus/utils-common uses more tslib helpers than __importDefault`).toEqual(['tslib_1.__importDefault']);
  });

  it('islands (islands/staticLinks.ts): the generated route table, its catch-all 404 route, and Link\'s rules', () => {
    const patch = 'static links (islands/staticLinks.ts)';
    const codegen = join(CORE, 'lib/server/codegen/codegenRoutes.js');
    expectShape(patch, codegen, /export default \[\n\$\{indent\(routeConfigSerialized\)\},\n  \{\n    path: '\*',/, 'a route table ending in the catch-all `*` route');
    expectShape(patch, codegen, /routes: \[/, 'nested `routes` for layout routes');
    const link = join(CORE, 'lib/client/exports/Link.js');
    expectShape(patch, link, /const isRegularHtmlLink = !targetLink \|\|\s*!isInternal \|\|\s*!hasInternalTarget \|\|(?:\s*\/\/[^\n]*)*\s*\(isAnchorLink && router !== 'hash'\);/, 'the rule which links stay plain HTML links (mirrored by routerTarget)');
    expectShape(patch, join(CORE, 'lib/client/exports/isInternalUrl.js'), '/^(?:[A-Za-z][A-Za-z\\d+.-]*:|\\/\\/)/', 'the external-URL pattern routerTarget repeats');
    expectShape(patch, join(CORE, 'lib/client/docusaurus.js'), "import { matchRoutes } from 'react-router-config';", 'route matching with react-router-config');
    // The Footer wrap loads the footer lazily in the browser bundle only, told apart by this define.
    expectShape(patch, join(CORE, 'lib/webpack/client.js'), "'process.env.HYDRATE_CLIENT_ENTRY': JSON.stringify(hydrate)", 'the browser-bundle-only define the lazy footer relies on');
  });

  it('Prism: the client module the theme loads on every page', () => {
    const patch = 'Prism out of main.js (bundleTrims)';
    expectShape(patch, join(THEME_CLASSIC, 'lib/index.js'), "'./prism-include-languages'", 'the client module it empties');
    internal(patch, join(THEME_CLASSIC, 'lib/prism-include-languages.js'));
  });
});

describe('Docusaurus theme markup the tap keeper finds controls by', () => {
  it('tap keeper (paintFirst/tapReplay.ts): the menu button, colour toggle and sidebar caret classes', () => {
    const patch = 'tap keeper (paintFirst/tapReplay.ts)';
    const theme = join(THEME_CLASSIC, 'lib/theme');
    expectShape(patch, join(theme, 'Navbar/MobileSidebar/Toggle/index.js'), 'navbar__toggle', 'the mobile menu button class');
    expectShape(patch, join(theme, 'Navbar/Content/index.js'), 'styles.colorModeToggle', 'the colour toggle wrapper class');
    expectShape(patch, join(theme, 'ColorModeToggle/index.js'), /disabled=\{!isBrowser\}/, 'a toggle disabled only by useIsBrowser() (src/theme/ColorModeToggle provides true)');
    expectShape(patch, join(theme, 'DocSidebarItem/Category/index.js'), 'menu__caret', 'the sidebar caret class');
  });
});

describe('Docusaurus colour mode the toggle without the app mirrors (paintFirst/tapReplay.ts)', () => {
  it('storage key and format, attributes, cycle and labels', async () => {
    const patch = 'colour toggle without the app (paintFirst/tapReplay.ts)';
    const colorMode = join(THEME_COMMON, 'lib/contexts/colorMode.js');
    expectShape(patch, colorMode, "const ColorModeStorageKey = 'theme';", 'the storage key (plus the site storage namespace)');
    expectShape(patch, colorMode, "const SystemAttribute = 'system';", "data-theme-choice=\"system\" for no choice");
    expectShape(patch, colorMode, "document.documentElement.setAttribute('data-theme', coerceToColorMode(colorMode));", 'data-theme on <html>');
    expectShape(patch, colorMode, /if \(newColorMode === null\) \{\s*ColorModeStorage\.del\(\);\s*\}\s*else \{\s*ColorModeStorage\.set\(coerceToColorMode\(newColorMode\)\);/, 'the choice saved as `light`/`dark`, no choice deleted');
    expectShape(patch, colorMode, /ColorModeStorage\.listen\(\(e\) => \{\s*setColorMode\(coerceToColorModeChoice\(e\.newValue\)\);/, 'the provider taking a choice from a storage event');
    expectShape(patch, colorMode, /useEffect\(\(\) => \{\s*setColorModeState\(ColorModeAttribute\.get\(\)\);\s*setColorModeChoiceState\(ColorModeChoiceAttribute\.get\(\)\);/, 'the provider reading the attributes when it mounts');
    const storage = join(THEME_COMMON, 'lib/utils/storageUtils.js');
    expectShape(patch, storage, "event.initStorageEvent('storage', false, false, key, oldValue, newValue, window.location.href, storage);", 'the same-window storage event');
    expectShape(patch, storage, 'if (event.storageArea === storage && event.key === key)', 'the listener matching storage area and key');
    expectShape(patch, storage, 'return `${storageKey}${SiteStorage.namespace}`;', 'the namespaced key');
    const toggle = join(THEME_CLASSIC, 'lib/theme/ColorModeToggle/index.js');
    expectShape(patch, toggle, /if \(!respectPrefersColorScheme\) \{\s*return colorMode === 'dark' \? 'light' : 'dark';/, 'the light/dark cycle');
    expectShape(patch, toggle, /case null:\s*return 'light';\s*case 'light':\s*return 'dark';\s*case 'dark':\s*return null;/, 'the system/light/dark cycle');
    expectShape(patch, toggle, /title=\{getColorModeLabel\(value\)\}\s*aria-label=\{getColorModeAriaLabel\(value\)\}/, 'the title and label from the choice');
    const {COLOR_MODE_LABELS} = await import('@site/src/docusaurus-patches/paintFirst/tapReplay');
    for (const message of [COLOR_MODE_LABELS.system, COLOR_MODE_LABELS.light, COLOR_MODE_LABELS.dark, COLOR_MODE_LABELS.aria]) expectShape(patch, toggle, `message: '${message}'`, `the message "${message}"`);
  });
});

describe('the guard itself', () => {
  it('stylesheets (styles/): the one `styles` CSS chunk, the client manifest and the shell\'s stylesheet list', () => {
    const patch = 'stylesheets (styles/index.ts)';
    const base = join(CORE, 'lib/webpack/base.js');
    expectShape(patch, base, /styles: \{\s*name: 'styles',\s*type: 'css\/mini-extract',\s*chunks: `all`,\s*enforce: true,/, 'the `styles` cache group gathering every CSS module (no `test`)');
    expectShape(patch, base, /chunkFilename: isProd\s*\? 'assets\/css\/\[name\]\.\[contenthash:8\]\.css'/, "chunk CSS files named 'assets/css/[name].[contenthash:8].css'");
    expectShape(patch, base, /new CSSExtractPlugin\(\{/, 'the CSS extract plugin in the client config (its `runtime` option turned off)');
    expectShape(patch, join(ROOT, 'node_modules/@rspack/core/dist/index.js'), /runtime: options\.runtime \?\? !0,/, "CssExtractRspackPlugin reading its `runtime` option when applied (the patch sets it on the plugin's options)");
    expectShape(patch, join(CORE, 'lib/webpack/client.js'), /path_1\.default\.join\(generatedFilesDir, 'client-manifest\.json'\)/, 'the client manifest written to <generatedFilesDir>/client-manifest.json');
    expectShape(patch, join(CORE, 'lib/ssg/ssgTemplate.js'), /const stylesheets = \(bundles\.css \?\? \[\]\)\.map\(\(b\) => b\.file\);/, "the shell's stylesheets from the client manifest's bundles");
  });

  it('fails naming the patch when a file or a shape is gone', () => {
    expect(() => internal('some patch', join(CORE, 'lib/client/gone.js'))).toThrow(/some patch: Docusaurus no longer has node_modules\/@docusaurus\/core\/lib\/client\/gone\.js/);
    expect(() => expectShape('some patch', join(CORE, 'lib/client/prefetch.js'), 'no such code', 'a shape')).toThrow(/some patch: .*prefetch\.js no longer has a shape/);
  });
});
