import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {test, expect} from '@playwright/test';

const BUILD = process.env.BUILD_DIR ?? 'build';
const LOG = join('test-results', 'build.log');

type Page = {route: string; ids: Set<string>; links: string[]};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function routeOf(file: string): string {
  const rel = relative(BUILD, file).split(sep).join('/');
  const route = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

function readPages(): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const file of htmlFiles(BUILD)) {
    if (file.endsWith(`${sep}404.html`)) continue;
    const html = readFileSync(file, 'utf8');
    const ids = new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decode(m[1])));
    const links = [...html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)].map((m) => decode(m[1]));
    pages.set(routeOf(file), {route: routeOf(file), ids, links});
  }
  return pages;
}

test('no internal link or anchor in the built site is broken', () => {
  expect(existsSync(BUILD), `no build at ${BUILD}`).toBe(true);
  const pages = readPages();
  const broken: string[] = [];
  for (const page of pages.values()) {
    for (const href of page.links) {
      if (/^(https?:|mailto:|tel:|data:|javascript:)/.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `http://site${page.route}`);
      const path = url.pathname.replace(/\/$/, '') || '/';
      const target = pages.get(path);
      const isFile = !target && existsSync(join(BUILD, decodeURIComponent(path))) && statSync(join(BUILD, decodeURIComponent(path))).isFile();
      if (!target && !isFile) {
        broken.push(`${page.route} -> ${href} (no such page)`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && target && !target.ids.has(anchor)) broken.push(`${page.route} -> ${href} (no such anchor)`);
    }
  }
  expect(broken).toEqual([]);
});

test('the production build reported no broken links, anchors, markdown links or duplicate routes', () => {
  test.skip(!existsSync(LOG), 'build log only exists when the build ran through `npm test`');
  const log = readFileSync(LOG, 'utf8');
  const warnings = log
    .split('\n')
    .filter((line) => /broken link|broken anchor|markdown link couldn't be resolved|duplicate routes|Duplicate routes/i.test(line));
  expect(warnings).toEqual([]);
});
