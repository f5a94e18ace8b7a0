/**
 * Self-hosted search: after the production build, indexes every content page with Pagefind
 * into `<outDir>/pagefind/` (a chunked index the browser fetches piece by piece, only when
 * a reader opens search). The UI lives in src/theme/SearchBar and src/pages/search.tsx.
 *
 * Each page is reduced to its article (see extract.ts) and written to a staging folder, which
 * the Pagefind CLI indexes. (Pagefind's Node API is an ES module only, which the config loader
 * cannot import; the CLI is the same engine.)
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecord, isIndexedRoute, toIndexHtml} from './extract';

/** The built HTML file that serves a route (trailingSlash: false writes `route.html`). */
function htmlFileFor(outDir: string, rel: string): string | null {
  const candidates = rel === '' ? [join(outDir, 'index.html')] : [join(outDir, `${rel}.html`), join(outDir, rel, 'index.html')];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** The Pagefind CLI wrapper of the installed `pagefind` package. */
function pagefindCli(siteDir: string): string {
  for (let dir = siteDir; ; dir = dirname(dir)) {
    const bin = join(dir, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
    if (existsSync(bin)) return bin;
    if (dirname(dir) === dir) throw new Error('The pagefind package is not installed (npm install pagefind).');
  }
}

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-search',
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const {baseUrl, titleDelimiter} = context.siteConfig;
      const staging = mkdtempSync(join(tmpdir(), 'site-search-'));
      try {
        let pages = 0;
        for (const route of [...new Set(routesPaths)].sort()) {
          if (!isIndexedRoute(route, baseUrl)) continue;
          // Paths relative to the base URL; the browser adds the base URL back (pagefind baseUrl option).
          const rel = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
          const file = htmlFileFor(outDir, rel);
          if (!file) continue;
          const record = extractRecord(readFileSync(file, 'utf8'), route, baseUrl, titleDelimiter);
          if (!record) continue;
          const target = join(staging, rel === '' ? 'index.html' : `${rel}.html`);
          mkdirSync(dirname(target), {recursive: true});
          writeFileSync(target, toIndexHtml(record));
          pages += 1;
        }
        const output = join(outDir, 'pagefind');
        rmSync(output, {recursive: true, force: true});
        execFileSync(process.execPath, [pagefindCli(context.siteDir), '--site', staging, '--output-path', output, '--force-language', 'en', '--quiet'], {
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        // Pagefind also writes its ready-made UIs; the site has its own, so they are not shipped.
        for (const unused of ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-highlight.js']) {
          rmSync(join(output, unused), {force: true});
        }
        console.log(`[search] indexed ${pages} pages in ${Date.now() - started} ms`);
      } finally {
        rmSync(staging, {recursive: true, force: true});
      }
    },
  };
}
