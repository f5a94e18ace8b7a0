import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import bundleTrimsPlugin from '@site/src/docusaurus-patches/bundleTrims';
// The theme's own module, by path: the package does not export it.
import {extractLeadingEmoji as original} from '../../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js';
import {extractLeadingEmoji} from '@site/src/docusaurus-patches/bundleTrims/emojiUtils';

describe('extractLeadingEmoji replacement', () => {
  it('gives the same answer as the theme for plain, emoji, keycap, flag and ZWJ labels', () => {
    const labels = ['Strategy on one page', '1. Scientific Foundations', '', '©️ Licensing', '⚠️ Hello', '🚀Launch', '1️⃣ First', '#️⃣ Tags', '🇫🇷 France', '👩‍💻 Developers', 'é accents', '2024 plan'];
    for (const label of labels) expect(extractLeadingEmoji(label), label).toEqual(original(label));
  });

  it('splits a leading emoji from the rest', () => {
    expect(extractLeadingEmoji('🚀 Launch')).toEqual({emoji: '🚀', rest: ' Launch'});
    expect(extractLeadingEmoji('Launch')).toEqual({emoji: null, rest: 'Launch'});
  });
});

describe('tslib __importDefault replacement', () => {
  it('behaves as tslib’s helper for CommonJS and ES modules', async () => {
    const tslib = (await import('tslib')) as unknown as {__importDefault: (m: unknown) => unknown};
    const {__importDefault} = await import('@site/src/docusaurus-patches/bundleTrims/tslibImportDefault');
    const cjs = () => 1;
    const esm = {__esModule: true, default: 2};
    expect(__importDefault(cjs)).toEqual(tslib.__importDefault(cjs));
    expect(__importDefault(esm)).toBe(esm);
    expect(tslib.__importDefault(esm)).toBe(esm);
    expect(__importDefault(null)).toEqual(tslib.__importDefault(null));
  });
});

describe('sliced route prefetch', () => {
  it('replaces Docusaurus’ prefetch helper in the browser bundle only', () => {
    class Replacement {
      constructor(
        readonly pattern: RegExp,
        readonly target: unknown,
      ) {}
    }
    const configure = bundleTrimsPlugin({generatedFilesDir: '/site/.docusaurus'}).configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => {plugins: Replacement[]};
    const helper = resolve('node_modules/@docusaurus/core/lib/client/prefetch.js');
    const replacing = (isServer: boolean) =>
      configure({output: {chunkFilename: 'assets/js/[name].[contenthash:8].js'}}, isServer, {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}}).plugins.filter(
        (plugin) => plugin.pattern.test(helper) && String(plugin.target).endsWith('prefetch.ts'),
      );
    expect(replacing(false)).toHaveLength(1);
    expect(replacing(true)).toHaveLength(0);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  /** Fake timers, link prefetch supported, and the idle callbacks the module asks for (run them by hand). */
  function freshPrefetchModule(): (() => void)[] {
    vi.resetModules();
    vi.useFakeTimers();
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    return idle;
  }

  it('appends the same <link rel="prefetch"> per chunk, in order, in idle slices of at most 4 ms, and resolves on load or error', async () => {
    const idle = freshPrefetchModule();
    // Each append costs 1.5 ms of (fake) time: a 4 ms slice takes three.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      now += 1.5;
      return append(node);
    });
    const {default: prefetch} = await import('@site/src/docusaurus-patches/bundleTrims/prefetch');
    const urls = ['/assets/js/a.js', '/assets/js/b.js', '/assets/js/c.js', '/assets/js/d.js', '/assets/js/e.js'];
    const done = urls.map((url) => prefetch(url));
    const links = () => [...document.head.querySelectorAll('link[rel=prefetch]')].map((link) => link.getAttribute('href'));
    expect(links()).toEqual([]);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(links()).toEqual(urls.slice(0, 3));
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(links()).toEqual(urls);
    expect(idle).toHaveLength(0);
    const elements = [...document.head.querySelectorAll('link')];
    elements.forEach((link, index) => link.dispatchEvent(new Event(index === 2 ? 'error' : 'load')));
    await expect(Promise.all(done)).resolves.toHaveLength(5);
  });

  it('waits while a modal dialog is open or the reader just pressed a key, then prefetches (search open: issue 27)', async () => {
    const idle = freshPrefetchModule();
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const {default: prefetch, inIdleSlices, READER_BUSY_MS} = await import('@site/src/docusaurus-patches/bundleTrims/prefetch');
    const links = () => [...document.head.querySelectorAll('link[rel=prefetch]')].map((link) => link.getAttribute('href'));
    // The search shortcut: a key pressed (kept by HydrationGate's wake listener on document).
    window.dispatchEvent(new KeyboardEvent('keydown', {key: '/'}));
    let tablesAsked = false;
    // The route tables' request a first prefetch makes goes through the same queue (routeChunks/docusaurus.ts).
    void inIdleSlices(() => (tablesAsked = true));
    void prefetch('/assets/js/a.js');
    idle.shift()!();
    expect(links()).toEqual([]);
    expect(tablesAsked).toBe(false);
    // The dialog opens before the key's pause is over, and stays open.
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('aria-modal', 'true');
    now += READER_BUSY_MS + 1;
    await vi.advanceTimersByTimeAsync(5000);
    for (const flush of idle.splice(0)) flush();
    expect(links()).toEqual([]);
    expect(tablesAsked).toBe(false);
    // Closed: the held prefetch goes out in the next idle slice.
    dialog.remove();
    await vi.advanceTimersByTimeAsync(600);
    for (const flush of idle.splice(0)) flush();
    expect(links()).toEqual(['/assets/js/a.js']);
    expect(tablesAsked).toBe(true);
  });

  it('runs other work (a prefetch\'s route matching) in the same slices, in order, with its result or error', async () => {
    vi.resetModules();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const {inIdleSlices} = await import('@site/src/docusaurus-patches/bundleTrims/prefetch');
    const ran: number[] = [];
    // Each piece of work costs 3 ms: a 4 ms slice runs two (the second starts at 3 ms).
    const work = (n: number) => () => {
      ran.push(n);
      now += 3;
      if (n === 3) throw new Error('no route');
      return n * 10;
    };
    const results = [1, 2, 3, 4].map((n) => inIdleSlices(work(n)));
    expect(ran, 'nothing runs in the caller\'s task').toEqual([]);
    idle.shift()!();
    expect(ran).toEqual([1, 2]);
    idle.shift()!();
    expect(ran).toEqual([1, 2, 3, 4]);
    expect(idle).toHaveLength(0);
    await expect(results[0]).resolves.toBe(10);
    await expect(results[2]).rejects.toThrow('no route');
    await expect(results[3]).resolves.toBe(40);
  });
});

describe('route registry and chunk file names in the browser bundle', () => {
  type Rule = {test: RegExp; enforce: string; use: {loader: string}[]};
  type Result = {output?: {chunkFilename?: string}; module?: {rules: Rule[]}};
  const configure = (isServer: boolean): Result =>
    (bundleTrimsPlugin({generatedFilesDir: '/site/.docusaurus'}).configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => Result)(
      {output: {chunkFilename: 'assets/js/[name].[contenthash:8].js'}},
      isServer,
      {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}},
    );

  it('names browser chunk files by id, so the runtime carries no id-to-name map; the server keeps its names', () => {
    expect(configure(false).output?.chunkFilename).toBe('assets/js/[id].[contenthash:8].js');
    expect(configure(true).output).toBeUndefined();
  });

  it('runs the registry loader first on the generated registry, in the browser bundle only', () => {
    const [rule] = configure(false).module!.rules;
    expect(rule.test.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(rule.test.test('/site/.docusaurus/registry.jsx')).toBe(false);
    expect(rule.test.test('/site/src/registry.js')).toBe(false);
    expect(rule.enforce).toBe('pre');
    expect(rule.use[0].loader).toMatch(/registryLoader\.cjs$/);
    // The server bundle has only the route tree's loader (routeChunks/routeTreeLoader.cjs).
    expect(configure(true).module!.rules.map((r) => r.use[0].loader.split('/').pop())).toEqual(['routeTreeLoader.cjs']);
  });

  it('keeps only the loader of every entry (no module path, no module id)', async () => {
    const {stripModulePaths} = (await import('@site/src/docusaurus-patches/bundleTrims/registryLoader.cjs')) as unknown as {stripModulePaths: (source: string) => string};
    const source = [
      'export default {',
      '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docs/p/docs-175.json"), "@generated/docs/p/docs-175.json", require.resolveWeak("@generated/docs/p/docs-175.json")],',
      '  "01a85c17": [() => import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage"), "@theme/BlogTagsListPage", require.resolveWeak("@theme/BlogTagsListPage")],',
      '  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@site/docs/a \\"quoted\\" name.mdx"), "@site/docs/a \\"quoted\\" name.mdx", require.resolveWeak("@site/docs/a \\"quoted\\" name.mdx")],',
      '};',
    ].join('\n');
    const stripped = stripModulePaths(source);
    expect(stripped).not.toContain('resolveWeak');
    expect(stripped).toContain('"0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docs/p/docs-175.json")],');
    expect(stripped).toContain('"01a85c17": [() => import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage")],');
    expect(stripped).toContain('"5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@site/docs/a \\"quoted\\" name.mdx")],');
  });

  it('warns instead of failing when the registry format changes', async () => {
    const {default: loader} = (await import('@site/src/docusaurus-patches/bundleTrims/registryLoader.cjs')) as unknown as {default: (this: {emitWarning(e: Error): void}, source: string) => string};
    const warnings: Error[] = [];
    const source = 'export default {"a": [() => import("x"), require.resolveWeak("x")]};';
    expect(loader.call({emitWarning: (error) => warnings.push(error)}, source)).toBe(source);
    expect(warnings).toHaveLength(1);
  });
});

describe('site config in the browser bundle', () => {
  type Rule = {test: RegExp; enforce: string; use: {loader: string}[]};
  const rules = (isServer: boolean): Rule[] | undefined =>
    (
      (bundleTrimsPlugin({generatedFilesDir: '/site/.docusaurus'}).configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => {module?: {rules: Rule[]}})(
        {output: {}},
        isServer,
        {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}},
      ).module?.rules
    );
  type Loader = {default: (this: {emitWarning(e: Error): void}, source: string) => string; stripServerOnlyConfig: (source: string) => string | null; SERVER_ONLY: string[]};
  const load = async (): Promise<Loader> => (await import('@site/src/docusaurus-patches/bundleTrims/siteConfigLoader.cjs')) as unknown as Loader;

  it('runs the site config loader first on the generated config, in the browser bundle only', () => {
    const rule = rules(false)!.find((r) => /siteConfigLoader\.cjs$/.test(r.use[0].loader))!;
    expect(rule.test.test('/site/.docusaurus/docusaurus.config.mjs')).toBe(true);
    expect(rule.test.test('/site/docusaurus.config.mjs')).toBe(false);
    expect(rule.enforce).toBe('pre');
    expect(rules(true)!.some((r) => /siteConfigLoader\.cjs$/.test(r.use[0].loader))).toBe(false);
  });

  it('drops the server-only fields and keeps everything the browser reads', async () => {
    const {stripServerOnlyConfig} = await load();
    const config = {
      title: 'Site',
      baseUrl: '/',
      future: {experimental_router: 'browser'},
      customFields: {gtagId: 'G-1'},
      themeConfig: {navbar: {items: [{label: 'Docs'}]}, prism: {additionalLanguages: ['bash']}},
      plugins: [['./src/plugins/x.ts', {remarkPlugins: [null]}]],
      presets: [['classic', {}]],
      ssrTemplate: '<html><%~ it.appHtml %></html>',
      headTags: [{tagName: 'noscript'}],
      scripts: [{src: '/js/analytics.js'}],
      markdown: {format: 'mdx'},
    };
    const source = `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;
    const stripped = stripServerOnlyConfig(source)!;
    expect(stripped.startsWith("/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default {")).toBe(true);
    const kept = JSON.parse(stripped.slice(stripped.indexOf('{'), stripped.lastIndexOf(';')));
    expect(kept).toEqual({title: 'Site', baseUrl: '/', future: config.future, customFields: config.customFields, themeConfig: config.themeConfig});
  });

  it('no client code Docusaurus or the site ships reads a dropped field', async () => {
    const {SERVER_ONLY} = await load();
    const {execFileSync} = await import('node:child_process');
    const dirs = ['node_modules/@docusaurus/core/lib/client', 'node_modules/@docusaurus/theme-classic/lib/theme', 'node_modules/@docusaurus/theme-common/lib', 'node_modules/@docusaurus/plugin-content-docs/lib/client', 'src/theme', 'src/components', 'src/clientModules'];
    const pattern = `siteConfig\\??\\.(${SERVER_ONLY.join('|')})\\b`;
    let found = '';
    try {
      found = execFileSync('grep', ['-rEn', '--include=*.js', '--include=*.ts', '--include=*.tsx', pattern, ...dirs], {encoding: 'utf8'});
    } catch (error) {
      if ((error as {status?: number}).status !== 1) throw error;
    }
    expect(found, 'client code reads a field the site config loader drops').toBe('');
  });

  it('warns and keeps the whole config when the generated shape changes', async () => {
    const {default: loader} = await load();
    const warnings: Error[] = [];
    const source = 'const config = {"title": "x"};\nexport default config;\n';
    expect(loader.call({emitWarning: (error) => warnings.push(error)}, source)).toBe(source);
    expect(warnings).toHaveLength(1);
  });
});

describe('docs version props in the browser bundle', () => {
  type Rule = {test: RegExp; enforce: string; use: {loader: string}[]};
  const rule = (): Rule =>
    (
      (bundleTrimsPlugin({generatedFilesDir: '/site/.docusaurus'}).configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => {module: {rules: Rule[]}})(
        {output: {}},
        false,
        {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}},
      ).module.rules
    ).find((r) => /docsVersionLoader\.cjs$/.test(r.use[0].loader))!;
  type Loader = {default: (this: {emitWarning(e: Error): void}, source: string) => string; keepDocDescriptions: (source: string) => string | null};
  const load = async (): Promise<Loader> => (await import('@site/src/docusaurus-patches/bundleTrims/docsVersionLoader.cjs')) as unknown as Loader;
  const version = {
    version: {
      pluginId: 'default',
      version: 'current',
      docsSidebars: {docs: [{type: 'link', href: '/docs/intro', label: 'Theory', docId: 'intro'}]},
      docs: {
        intro: {id: 'intro', title: 'Theory', description: 'Where to start.', sidebar: 'docs'},
        'strategy/plain': {id: 'strategy/plain', title: 'Plain', sidebar: 'docs'},
      },
    },
  };

  it('runs on the version props of every docs plugin, in the browser bundle only', () => {
    const {test, enforce} = rule();
    expect(test.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json')).toBe(true);
    expect(test.test('/site/.docusaurus/docusaurus-plugin-content-docs/action-plan/p/action-plan-e61.json')).toBe(true);
    expect(test.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-mdx-f84.json')).toBe(false);
    expect(enforce).toBe('pre');
  });

  it('keeps every doc key and description, and drops id, title and sidebar', async () => {
    const {keepDocDescriptions} = await load();
    const trimmed = JSON.parse(keepDocDescriptions(JSON.stringify(version))!);
    expect(trimmed.version.docs).toEqual({intro: {description: 'Where to start.'}, 'strategy/plain': {}});
    expect(trimmed.version.docsSidebars).toEqual(version.version.docsSidebars);
    expect(trimmed.version.pluginId).toBe('default');
  });

  it('leaves other props modules alone and warns when the version shape changes', async () => {
    const {default: loader} = await load();
    const warnings: Error[] = [];
    const context = {emitWarning: (error: Error) => warnings.push(error)};
    const category = JSON.stringify({categoryGeneratedIndex: {title: 'Tutorials', items: []}});
    expect(loader.call(context, category)).toBe(category);
    const changed = JSON.stringify({version: {docsSidebars: {}, docs: [{id: 'intro'}]}});
    expect(loader.call(context, changed)).toBe(changed);
    expect(warnings).toHaveLength(1);
  });

  it('the browser reads the docs map only through useDocById, and that only for the description', async () => {
    const {execFileSync} = await import('node:child_process');
    const grep = (pattern: string, ...dirs: string[]): string[] => {
      try {
        const found = execFileSync('grep', ['-rEln', '--include=*.js', '--include=*.ts', '--include=*.tsx', pattern, ...dirs], {encoding: 'utf8'});
        return found.trim().split('\n').filter((path) => !path.endsWith('.d.ts'));
      } catch (error) {
        if ((error as {status?: number}).status === 1) return [];
        throw error;
      }
    };
    const client = ['node_modules/@docusaurus/theme-classic/lib/theme', 'node_modules/@docusaurus/theme-common/lib', 'node_modules/@docusaurus/plugin-content-docs/lib/client', 'src/theme', 'src/components'];
    expect(grep('useDocById\\(', ...client)).toEqual(['node_modules/@docusaurus/theme-classic/lib/theme/DocCard/index.js', 'node_modules/@docusaurus/plugin-content-docs/lib/client/docsUtils.js']);
    const card = readFileSync('node_modules/@docusaurus/theme-classic/lib/theme/DocCard/index.js', 'utf8');
    expect(card.match(/\bdoc\?*\.\w+/g)).toEqual(['doc?.description']);
    expect(grep('useDocsVersion\\(\\)\\.docs|versionMetadata\\.docs\\b', ...client)).toEqual([]);
  });
});

describe('persistent cache', () => {
  it('lists the patches as build dependencies, so a changed patch is not served from the cache', async () => {
    const {addBuildDependencies} = await import('@site/src/docusaurus-patches/bundleTrims');
    const rspack = {experiments: {cache: {type: 'persistent', buildDependencies: ['/core/base.js']}}};
    addBuildDependencies(rspack, ['/patch/a.cjs']);
    expect(rspack.experiments.cache.buildDependencies).toEqual(['/core/base.js', '/patch/a.cjs']);
    const webpack = {cache: {type: 'filesystem', buildDependencies: {config: ['/site/docusaurus.config.ts']}}};
    addBuildDependencies(webpack, ['/patch/a.cjs']);
    expect(webpack.cache.buildDependencies.config).toEqual(['/site/docusaurus.config.ts', '/patch/a.cjs']);
    const none = {};
    addBuildDependencies(none, ['/patch/a.cjs']);
    expect(none).toEqual({});
  });
});

describe('static scripts in the build', () => {
  it('are minified in place and behave as written', async () => {
    const {mkdtempSync, readFileSync, writeFileSync, copyFileSync} = await import('node:fs');
    const {tmpdir} = await import('node:os');
    const {join} = await import('node:path');
    const {minifyStaticScripts} = await import('@site/src/docusaurus-patches/bundleTrims');
    const dir = mkdtempSync(join(tmpdir(), 'static-js-'));
    const source = resolve('static/js/analytics.js');
    copyFileSync(source, join(dir, 'analytics.js'));
    writeFileSync(join(dir, 'notes.txt'), '// not a script');
    expect(await minifyStaticScripts(join(dir))).toEqual(['analytics.js']);
    const minified = readFileSync(join(dir, 'analytics.js'), 'utf8');
    expect(minified.length).toBeLessThan(readFileSync(source, 'utf8').length / 2);
    expect(minified).not.toContain('/*');
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('// not a script');
    // Same behaviour: a visitor with Do Not Track gets the disable flag and no click listener.
    const run = (code: string) => {
      const win: Record<string, unknown> = {__capGtag: {ids: ['G-TEST']}, navigator: {doNotTrack: '1'}, location: {href: 'https://example.com/'}};
      const doc = {querySelectorAll: () => [], addEventListener: vi.fn()};
      new Function('window', 'document', code)(win, doc);
      return {disabled: win['ga-disable-G-TEST'], listeners: doc.addEventListener.mock.calls.length, state: win.__capAnalytics};
    };
    expect(run(minified)).toEqual(run(readFileSync(source, 'utf8')));
    expect(run(minified).disabled).toBe(true);
    expect(await minifyStaticScripts(join(dir, 'missing'))).toEqual([]);
  });
});

describe('site metadata and the base-URL banner in the browser bundle', () => {
  type Rule = {test: RegExp; enforce: string; use: {loader: string}[]};
  class Replacement {
    constructor(
      readonly pattern: RegExp,
      readonly target: unknown,
    ) {}
  }
  const configure = (isServer: boolean) =>
    (bundleTrimsPlugin({generatedFilesDir: '/site/.docusaurus'}).configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => {module: {rules: Rule[]}; plugins: Replacement[]})(
      {output: {}},
      isServer,
      {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}},
    );
  type Loader = {default: (this: {emitWarning(e: Error): void}, source: string) => string; dropPluginVersions: (source: string) => string | null};
  const load = async (): Promise<Loader> => (await import('@site/src/docusaurus-patches/bundleTrims/siteMetadataLoader.cjs')) as unknown as Loader;

  it('runs the metadata loader on the generated site-metadata.json, in the browser bundle only', () => {
    const rule = configure(false).module.rules.find((r) => /siteMetadataLoader\.cjs$/.test(r.use[0].loader))!;
    expect(rule.test.test('/site/.docusaurus/site-metadata.json')).toBe(true);
    expect(rule.test.test('/site/.docusaurus/site-metadata.json.bak')).toBe(false);
    expect(rule.enforce).toBe('pre');
    expect(configure(true).module.rules.some((r) => /siteMetadataLoader\.cjs$/.test(r.use[0].loader))).toBe(false);
  });

  it('keeps the versions and empties pluginVersions; warns and keeps the file when its shape changes', async () => {
    const {default: loader, dropPluginVersions} = await load();
    const metadata = {docusaurusVersion: '3.10.2', siteVersion: '1.0.0', pluginVersions: {'docusaurus-plugin-sitemap': {type: 'package', name: '@docusaurus/plugin-sitemap', version: '3.10.2'}}};
    expect(JSON.parse(dropPluginVersions(JSON.stringify(metadata, null, 2))!)).toEqual({docusaurusVersion: '3.10.2', siteVersion: '1.0.0', pluginVersions: {}});
    const warnings: Error[] = [];
    const changed = JSON.stringify({docusaurusVersion: '4.0.0', plugins: []});
    expect(loader.call({emitWarning: (error) => warnings.push(error)}, changed)).toBe(changed);
    expect(warnings).toHaveLength(1);
  });

  it('replaces core BaseUrlIssueBanner in the browser bundle only, with a component that renders nothing', async () => {
    const stock = resolve('node_modules/@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js');
    const replacing = (isServer: boolean) => configure(isServer).plugins.filter((plugin) => plugin.pattern.test(stock) && String(plugin.target).endsWith('baseUrlIssueBanner.tsx'));
    expect(replacing(false)).toHaveLength(1);
    expect(replacing(true)).toHaveLength(0);
    const {default: Banner} = await import('@site/src/docusaurus-patches/bundleTrims/baseUrlIssueBanner');
    expect(Banner()).toBeNull();
  });
});
