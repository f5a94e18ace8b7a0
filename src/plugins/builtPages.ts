/**
 * Where the production build put a route's HTML, for the plugins that read built pages after
 * the build (search, llms, seo, social cards, the guide corpus).
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';

/** A route's path below the base URL, without leading slash: `/site/docs/intro` → `docs/intro`. */
export function routeBelowBase(route: string, baseUrl = '/'): string {
  return route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
}

/** The built HTML file that serves a route (trailingSlash: false writes `route.html`), or null. */
export function builtHtmlFile(outDir: string, route: string, baseUrl = '/'): string | null {
  const rel = routeBelowBase(route, baseUrl).replace(/\/$/, '');
  const candidates = rel === '' ? [join(outDir, 'index.html')] : [join(outDir, `${rel}.html`), join(outDir, rel, 'index.html')];
  return candidates.find((file) => existsSync(file)) ?? null;
}
