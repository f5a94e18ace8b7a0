import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page, Request} from '@playwright/test';
import {expect, test} from './fixtures';
import {transferredBytes} from './transferredBytes';

/** Requests for the search index or its runtime. */
const isSearchAsset = (url: string) => /\/search-index\//.test(url);


async function openWithSlash(page: Page) {
  // Focus is on the document after load; `/` must not be typed into a field.
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', {name: 'Search the site'});
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * On Preact the navbar waits for the reader (src/components/HydrationGate `wake`): its hydration,
 * and Docusaurus' prefetch of the routes its links show, come with the first interaction. Tests
 * that count or block what opening search requests wake it first (focus, as Tab would) and let
 * that settle, so only search's own requests are counted or blocked.
 */
async function wakeNavbar(page: Page) {
  await page.locator('.navbar__brand').focus();
  await page.locator('.navbar__brand').blur();
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
}

test.describe('site search', () => {
  test('nothing search-related loads before opening; the first query stays within budget and finds the page', async ({page}) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/docs/intro');
    await wakeNavbar(page);
    // Docusaurus prefetches linked pages when idle; let that settle so it is not counted as search.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => isSearchAsset(r.url())).map((r) => r.url())).toEqual([]);
    const before = requests.length;

    // Wall-clock time when the first result option appears (compared below with the network log).
    await page.evaluate(() => {
      const w = window as unknown as {firstOptionAt?: number};
      new MutationObserver((_, observer) => {
        if (document.querySelector('[role="option"]')) {
          w.firstOptionAt = Date.now();
          observer.disconnect();
        }
      }).observe(document.body, {childList: true, subtree: true});
    });

    const dialog = await openWithSlash(page);
    const input = dialog.getByRole('combobox', {name: 'Search the site'});
    await expect(input).toBeFocused();
    await input.fill('champion network');
    const option = dialog.getByRole('option', {name: /Building an AI champion network/});
    await expect(option).toBeVisible();
    await expect(option).toContainText('Action Plan');
    await expect(option.locator('mark').first()).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(/\d+ results? for “champion network”/);
    await page.waitForLoadState('networkidle');

    const after = requests.slice(before);
    expect(after.some((r) => isSearchAsset(r.url()))).toBe(true);
    const bytes = await transferredBytes(after);
    console.log(`search: first query transferred ${(bytes / 1024).toFixed(1)} KB in ${after.length} requests`);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);

    const shownAt = await page.evaluate(() => (window as unknown as {firstOptionAt?: number}).firstOptionAt ?? Infinity);
    // The last index part (index chunk or result fragment) that arrived before the results showed.
    const partsDone = after.filter((r) => isSearchAsset(r.url())).map((r) => r.timing().startTime + r.timing().responseEnd);
    const lastPart = Math.max(...partsDone.filter((t) => t <= shownAt));
    const delay = shownAt - lastPart;
    console.log(`search: results shown ${delay.toFixed(0)} ms after the last index part arrived`);
    // Results are drawn from the shards without waiting for the typing pause or the section texts.
    // The goal (≤ 150 ms after the last keystroke at 4× CPU) is measured by
    // `npm run bench:search -- --browser`, not here: on a shared machine this delay follows its load
    // (44–134 ms seen). The bound only catches results waiting on something other than the index.
    expect(delay).toBeLessThanOrEqual(500);
  });

  test('a three-word first query, typed key by key, stays within the budget', async ({page}) => {
    const requests: Request[] = [];
    await page.goto('/docs/intro');
    await wakeNavbar(page);
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    page.on('request', (request) => requests.push(request));
    const dialog = await openWithSlash(page);
    // Words from the largest term shards ("co", "re"), typed at a brisk 60 ms per key.
    await dialog.getByRole('combobox').pressSequentially('context retrieval cost', {delay: 60});
    await expect(dialog.getByRole('status')).toContainText(/\d+ results? for “context retrieval cost”/);
    await page.waitForLoadState('networkidle');
    const bytes = await transferredBytes(requests);
    const index = requests.filter((r) => isSearchAsset(r.url())).length;
    console.log(`search: three typed words transferred ${(bytes / 1024).toFixed(1)} KB in ${requests.length} requests (${index} index parts)`);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
  });

  test('keyboard: arrows move the highlighted result, Enter opens it, Escape clears then closes', async ({page}) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', {name: 'Search the site'});
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await input.fill('governance');
    const options = dialog.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

    const target = await options.nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(dialog).toBeHidden();
    // The new page renders its own navbar; reopen search once it is there.
    await expect(page.locator('article h1, main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Escape: first clears the query, then closes and returns focus to the navbar button.
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await input.fill('governance');
    await page.keyboard.press('Escape');
    await expect(input).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', {name: 'Search'})).toBeFocused();
  });

  test('a keystroke in the dialog restyles the dialog, not the page behind it', async ({page}) => {
    // Issue 27 (task 41s): `.navbar:has([aria-modal='true'])` made every element of the navbar's
    // subtree report its changes to the :has() anchors above it, and the sidebar-logo rule's
    // `[data-lazy-part]:has(> .navbar…) ~ .main-wrapper … [class*='sidebarLogo']` then restyled
    // every classed element of the page behind on each key (the largest recalc 257 elements on /docs/intro).
    // Counted from Chrome's style recalc events (elements, not time).
    await page.goto('/docs/intro');
    const dialog = await openWithSlash(page);
    const input = dialog.getByRole('combobox');
    await input.pressSequentially('assess', {delay: 50});
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.waitForTimeout(800);
    const behind = await page.locator('.main-wrapper [class]').count();
    expect(behind).toBeGreaterThan(100);
    const browser = page.context().browser()!;
    await browser.startTracing(page, {categories: ['devtools.timeline']});
    await input.pressSequentially('ment cost', {delay: 120});
    await expect(dialog.getByRole('listbox')).toHaveAttribute('data-query', 'assessment cost');
    await page.waitForTimeout(800);
    type Event = {name: string; ph: string; args?: {elementCount?: number}};
    const {traceEvents} = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: Event[]};
    const restyled = traceEvents.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X').map((e) => e.args?.elementCount ?? 0);
    expect(restyled.length).toBeGreaterThan(9);
    // Before: 257 elements in the largest recalc, with 192 classed elements behind the dialog.
    expect(Math.max(...restyled)).toBeLessThan(behind / 2);
  });


  test('a keystroke lays out the text it inserts from the search input, not from the dialog; the input keeps its height', async ({page}) => {
    // Issue 27 (task 44s): the layout that the browser's editing forces in each key's task started
    // at the dialog's backdrop (10 dirty objects, the dialog's flex layout with it); with the
    // input its own layout root (size and layout containment) it starts at the input.
    // Counted from Chrome's layout events (their roots, not time).
    await page.goto('/docs/intro');
    const dialog = await openWithSlash(page);
    const input = dialog.getByRole('combobox');
    await input.pressSequentially('gov', {delay: 50});
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.waitForTimeout(800);
    const browser = page.context().browser()!;
    await browser.startTracing(page, {categories: ['devtools.timeline']});
    await input.pressSequentially('ernance', {delay: 120});
    await expect(dialog.getByRole('listbox')).toHaveAttribute('data-query', 'governance');
    await page.waitForTimeout(800);
    type Event = {name: string; ph: string; ts: number; dur?: number; tid: number; args?: {data?: {type?: string}; endData?: {layoutRoots?: {nodeName?: string}[]}}};
    const {traceEvents} = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: Event[]};
    const dispatched = (type: string) => traceEvents.filter((e) => e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === type);
    const inputs = dispatched('input');
    // The editing's own layout: in the textInput dispatch, before its input event (after that,
    // the input handler's render may have changed the rows, which lay out from the dialog).
    const editing = dispatched('textInput').map((k) => ({...k, until: inputs.find((i) => i.tid === k.tid && i.ts >= k.ts && i.ts <= k.ts + k.dur!)?.ts ?? k.ts + k.dur!}));
    expect(editing.length).toBeGreaterThanOrEqual(7);
    const roots = traceEvents
      .filter((e) => e.ph === 'X' && e.name === 'Layout' && editing.some((k) => k.tid === e.tid && e.ts >= k.ts && e.ts < k.until))
      .flatMap((e) => (e.args?.endData?.layoutRoots ?? []).map((root) => root.nodeName?.split(' ')[0]));
    expect(roots.length).toBeGreaterThanOrEqual(7);
    // Before: every one of them was `DIV` (the backdrop).
    expect(new Set(roots)).toEqual(new Set(['INPUT']));

    // Size containment must not cost the input its line: as tall as its line plus padding and
    // border, in the dialog and on the /search page (larger type).
    const fits = (el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const box = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
      const expected = parseFloat(style.lineHeight) + box.reduce((sum, side) => sum + parseFloat(style[side]), 0);
      return {height: Math.round(el.getBoundingClientRect().height), expected: Math.round(expected), lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize)};
    };
    const inDialog = await input.evaluate(fits);
    expect(inDialog.height).toBe(inDialog.expected);
    expect(inDialog.lineHeight).toBeGreaterThan(inDialog.fontSize);
    await page.goto('/search?q=governance');
    const onPage = await page.getByRole('combobox', {name: 'Search terms'}).evaluate(fits);
    expect(onPage.height).toBe(onPage.expected);
    expect(onPage.fontSize).toBeGreaterThan(inDialog.fontSize);
  });
  test('a query without matches explains what to do next', async ({page}) => {
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    // The mouse path: the navbar button opens the same dialog.
    await page.getByRole('button', {name: 'Search'}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the site'});
    await dialog.getByRole('combobox').fill('flibbertigibbet');
    await expect(dialog.getByRole('status')).toHaveText('No results for “flibbertigibbet”.');
    await expect(dialog.getByText('No pages match “flibbertigibbet”.')).toBeVisible();
    await expect(dialog.getByRole('link', {name: 'Action Plan'})).toBeVisible();
    await expect(dialog.getByRole('option')).toHaveCount(0);
  });

  test('the /search page reads ?q=, labels results by area in rank order and passes axe', async ({page}) => {
    await page.goto('/search?q=governance');
    await expect(page.getByRole('heading', {level: 1, name: 'Search the site'})).toBeVisible();
    const input = page.getByRole('combobox', {name: 'Search terms'});
    await expect(input).toHaveValue('governance');
    const link = page.getByRole('option', {name: /governance/i}).first();
    await expect(link).toBeVisible();
    const groups = page.getByRole('group');
    expect(await groups.count()).toBeGreaterThan(1);
    await expect(page.getByRole('group', {name: 'Action Plan'}).first()).toBeVisible();

    await input.fill('retrieval');
    await expect(page).toHaveURL(/\/search\?q=retrieval$/);
    await expect(page.getByRole('option').first()).toBeVisible();

    const axe = await new AxeBuilder({page}).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('/search: typed key by key, the URL changes once after the pause and once on Enter; analytics gets no partial query', async ({page}) => {
    // Fake timers for the page: the pause is measured in page time, not on a busy machine's clock.
    await page.clock.install();
    await page.goto('/search');
    const input = page.getByRole('combobox', {name: 'Search terms'});
    await expect(input).toBeEditable();
    await page.waitForLoadState('networkidle');
    // Every address the page writes, in order (router and direct History API calls alike).
    await page.evaluate(() => {
      const w = window as unknown as {urlLog: string[]};
      w.urlLog = [];
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
          w.urlLog.push(`${method} ${String(url)}`);
          original(data, unused, url);
        };
      }
    });
    const historyLength = await page.evaluate(() => history.length);
    // What the Google tag would send: the page's gtag() pushes to dataLayer (gtag.js itself is blocked in tests).
    const analyticsFrom = await page.evaluate(() => (window as unknown as {dataLayer: unknown[]}).dataLayer.length);
    const urlLog = () => page.evaluate(() => (window as unknown as {urlLog: string[]}).urlLog);

    await page.clock.pauseAt(Date.now() + 60_000);
    await input.click();
    await input.pressSequentially('champion network');
    await page.clock.runFor(400);
    expect(await urlLog(), 'no URL change while typing').toEqual([]);
    await expect(page).toHaveURL(/\/search$/);
    await page.clock.runFor(150);
    await expect.poll(urlLog).toEqual(['replaceState /search?q=champion%20network']);
    await expect(page).toHaveURL(/\/search\?q=champion%20network$/);
    await page.clock.runFor(2000);
    expect(await urlLog()).toHaveLength(1);

    // Enter settles at once; the pause that follows does not write again.
    await input.pressSequentially(' roles');
    await page.clock.runFor(100);
    expect(await urlLog()).toHaveLength(1);
    await input.press('Enter');
    await expect.poll(urlLog).toEqual(['replaceState /search?q=champion%20network', 'replaceState /search?q=champion%20network%20roles']);
    await page.clock.runFor(2000);
    expect(await urlLog()).toHaveLength(2);
    await page.clock.resume();
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await page.evaluate(() => history.length), 'no history entries added').toBe(historyLength);

    const sent = await page.evaluate(
      (from) => (window as unknown as {dataLayer: ArrayLike<unknown>[]}).dataLayer.slice(from).map((entry) => JSON.parse(JSON.stringify(Array.from(entry)))),
      analyticsFrom,
    );
    const text = JSON.stringify(sent);
    expect(sent.filter((entry) => entry[1] === 'page_view'), 'no page_view while searching').toEqual([]);
    expect(text).not.toMatch(/page_path|page_location/);
    expect(sent.filter((entry) => entry[0] === 'event' && entry[1] === 'search')).toEqual([
      ['event', 'search', {search_term: 'champion network'}],
      ['event', 'search', {search_term: 'champion network roles'}],
    ]);
    // No keystroke's partial query appears anywhere in what was sent.
    const typed = 'champion network roles';
    for (let i = 1; i < typed.length; i += 1) {
      const partial = typed.slice(0, i).trim();
      if (partial !== 'champion network') expect(text, partial).not.toContain(JSON.stringify(partial));
    }
  });

  test('when the search code cannot load, a message with Retry replaces the dialog and the article stays', async ({page, problems}) => {
    await page.goto('/docs/intro');
    await wakeNavbar(page);
    const article = page.locator('article');
    const title = await article.getByRole('heading', {level: 1}).innerText();
    const searchButton = page.getByRole('button', {name: 'Search', exact: true});

    // Offline for scripts: the only script requested on opening search is the dialog's chunk.
    const failed: string[] = [];
    const offline = async (route: import('@playwright/test').Route) => {
      failed.push(route.request().url());
      await route.abort('internetdisconnected');
    };
    await page.route(/\.js(\?|$)/, offline);
    await searchButton.click();
    const alert = page.getByRole('alertdialog', {name: 'Search'});
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Search could not load. Check your connection and try again.');
    expect(failed.length).toBeGreaterThan(0);
    await expect(alert.getByRole('button', {name: 'Retry'})).toBeFocused();
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await expect(article.getByRole('heading', {level: 1})).toHaveText(title);

    // Still offline: Retry tries again and says so again; Escape closes and returns focus.
    const before = failed.length;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(alert.getByRole('button', {name: 'Retry'})).toBeFocused();
    expect(failed.length).toBeGreaterThan(before);
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();
    await expect(searchButton).toBeFocused();
    await expect(article.getByRole('heading', {level: 1})).toHaveText(title);

    // Opening search again tries again (still offline: the same message).
    const beforeReopen = failed.length;
    await page.keyboard.press('/');
    await expect(alert.getByRole('button', {name: 'Retry'})).toBeFocused();
    expect(failed.length).toBeGreaterThan(beforeReopen);

    // Back online: Retry loads the dialog, and a query works.
    await page.unroute(/\.js(\?|$)/, offline);
    await alert.getByRole('button', {name: 'Retry'}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the site'});
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', {name: 'Search the site'});
    await expect(input).toBeFocused();
    await input.fill('champion network');
    await expect(dialog.getByRole('option', {name: /Building an AI champion network/})).toBeVisible();

    // The browser logs each refused download; that is what this test does on purpose.
    problems.errors = problems.errors.filter((e) => !/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(e));
  });

  test('when the search index cannot load, the dialog says so and Retry fetches it again', async ({page, problems}) => {
    await page.goto('/docs/intro');
    await page.waitForLoadState('networkidle');
    const offline = (route: import('@playwright/test').Route) => route.abort('internetdisconnected');
    await page.route(/\/search-index\//, offline);
    const dialog = await openWithSlash(page);
    const status = dialog.getByRole('status');
    await expect(status).toHaveText('Search could not load. Check your connection and try again.');
    const input = dialog.getByRole('combobox', {name: 'Search the site'});
    await expect(input).toBeFocused();
    await input.fill('champion network');
    await expect(status).toHaveText('Search could not load. Check your connection and try again.');
    await expect(page.locator('article').getByRole('heading', {level: 1})).toBeVisible();

    await page.unroute(/\/search-index\//, offline);
    await dialog.getByRole('button', {name: 'Retry'}).click();
    await expect(dialog.getByRole('option', {name: /Building an AI champion network/})).toBeVisible();
    await expect(status).toContainText(/\d+ results? for “champion network”/);
    await expect(dialog.getByRole('button', {name: 'Retry'})).toHaveCount(0);
    problems.errors = problems.errors.filter((e) => !/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(e));
  });
});

/* ---------- SEO output: sitemap, robots.txt, redirects, JSON-LD (read from the build) ---------- */

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? 'build');
const ROUTES = readFileSync(resolve('tests/e2e/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim().split(/\s+/)[0] ?? '')
  .filter((line) => line.startsWith('/'));

function builtHtml(route: string): string {
  return readFileSync(join(BUILD_DIR, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
}

type JsonLd = Record<string, unknown> & {'@type'?: string | string[]};

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLd);
}

function typesIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => typesIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '@type') [v].flat().forEach((t) => found.add(String(t)));
      else typesIn(v, found);
    }
  }
  return found;
}

/** schema.org types the site may use; anything else is a typo. */
const SCHEMA_TYPES = new Set([
  'Organization', 'WebSite', 'SearchAction', 'EntryPoint', 'BreadcrumbList', 'ListItem', 'BlogPosting', 'Blog',
  'Person', 'ImageObject', 'Service', 'WebPage', 'CollectionPage', 'ItemList',
]);

const DOCS_BASES = ['docs', 'action-plan', 'codebase', 'learning-hub', 'services', 'community', 'contact', 'demo-room', 'about', 'coding'];
const isDocsRoute = (route: string) => DOCS_BASES.includes(route.split('/')[1] ?? '') && !route.includes('/category/');
const isBlogPost = (route: string) => /^\/blog\/(?!tags|authors|archive|page\/)[^/]+/.test(route);
const isServicePage = (route: string) => /^\/services\/(?!category\/)/.test(route);

test.describe('SEO output', () => {
  test('sitemap.xml holds exactly the site routes plus /search; robots.txt points at it', async ({request}) => {
    const xml = readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const inSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/(.)\/$/, '$1'));
    expect(new Set(inSitemap).size).toBe(inSitemap.length);
    expect([...inSitemap].sort()).toEqual([...ROUTES, '/search'].sort());

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^ ]+\/sitemap\.xml$/m);
  });

  test('every page has its own social card: og:image and twitter:image point at a served 1200 × 630 PNG', async ({request}) => {
    const metaContent = (html: string, attr: string, name: string) =>
      new RegExp(`<meta[^>]*${attr}="${name}"[^>]*content="([^"]*)"`).exec(html)?.[1];
    const seen = new Map<string, string>();
    const images = new Map<string, string>();
    const problems: string[] = [];
    for (const route of [...ROUTES, '/search', '/404']) {
      const html = builtHtml(route);
      const og = metaContent(html, 'property', 'og:image');
      if (!og || !/^https?:\/\//.test(og)) {
        problems.push(`${route}: og:image missing or not absolute (${og})`);
        continue;
      }
      if (metaContent(html, 'name', 'twitter:image') !== og) problems.push(`${route}: twitter:image differs from og:image`);
      if (metaContent(html, 'name', 'twitter:card') !== 'summary_large_image') problems.push(`${route}: twitter:card`);
      const other = seen.get(og);
      if (other) problems.push(`${route}: shares its card with ${other}`);
      seen.set(og, route);
      const response = await request.get(new URL(og).pathname);
      const body = await response.body();
      if (response.status() !== 200 || response.headers()['content-type'] !== 'image/png') problems.push(`${route}: ${og} not served as PNG`);
      else if (body.readUInt32BE(16) !== 1200 || body.readUInt32BE(20) !== 630) problems.push(`${route}: card is not 1200 × 630`);
      const digest = createHash('sha256').update(body).digest('hex');
      if (images.has(digest)) problems.push(`${route}: same image as ${images.get(digest)}`);
      images.set(digest, route);
    }
    expect(problems).toEqual([]);
    // The theme's fallback image exists too.
    expect((await request.get('/img/social-card.png')).status()).toBe(200);
  });

  test('RSS, Atom and JSON feeds list every post with its full content', async ({request}) => {
    const posts = ROUTES.filter(isBlogPost);
    expect(posts.length).toBeGreaterThan(0);
    // The last section heading of each post: text from well below the truncate marker.
    const lastHeading = (route: string) => {
      // Within the post's <article>: the page also carries the consent panel's heading after it.
      const article = builtHtml(route).match(/<article[\s\S]*<\/article>/)?.[0] ?? '';
      const headings = [...article.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/&[^;]+;|\u200b/g, '').trim());
      return headings.filter(Boolean).at(-1)!;
    };

    const json = (await (await request.get('/blog/feed.json')).json()) as {items: {url: string; content_html: string}[]};
    expect(json.items.map((item) => new URL(item.url).pathname).sort()).toEqual([...posts].sort());
    for (const item of json.items) {
      const route = new URL(item.url).pathname;
      expect(item.content_html.replace(/&[^;]+;/g, ''), `${route} in feed.json`).toContain(lastHeading(route));
    }

    const rss = await request.get('/blog/rss.xml');
    expect(rss.headers()['content-type']).toMatch(/xml/);
    const rssText = await rss.text();
    expect(rssText.match(/<item>/g)).toHaveLength(posts.length);
    expect(rssText.match(/<content:encoded>/g)).toHaveLength(posts.length);

    const atom = await (await request.get('/blog/atom.xml')).text();
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom.match(/<entry>/g)).toHaveLength(posts.length);
    expect(atom.match(/<content type="html">/g)).toHaveLength(posts.length);
  });

  test('doubled tag paths redirect to the tag page', async ({page}) => {
    const tags = ROUTES.filter((route) => /^\/blog\/tags\/[^/]+$/.test(route));
    expect(tags.length).toBe(9);
    for (const tag of tags) {
      await page.goto(tag.replace('/blog/tags/', '/blog/tags/blog/tags/'));
      await expect(page).toHaveURL(new RegExp(`${tag}$`));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    }
  });

  test('every page carries valid JSON-LD for its kind', () => {
    const problems: string[] = [];
    for (const route of [...ROUTES, '/search']) {
      const data = jsonLdOf(builtHtml(route));
      const byType = (type: string) => data.filter((d) => [d['@type']].flat().includes(type));
      for (const item of data) if (item['@context'] !== 'https://schema.org') problems.push(`${route}: @context ${String(item['@context'])}`);
      for (const type of typesIn(data)) if (!SCHEMA_TYPES.has(type)) problems.push(`${route}: unknown type ${type}`);

      const org = byType('Organization')[0];
      if (!org?.name || !org.url || !org['@id']) problems.push(`${route}: Organization missing`);
      const site = byType('WebSite')[0] as {potentialAction?: {'@type'?: string; target?: {urlTemplate?: string}; 'query-input'?: string}} | undefined;
      const action = site?.potentialAction;
      if (action?.['@type'] !== 'SearchAction' || !action.target?.urlTemplate?.endsWith('/search?q={search_term_string}') || action['query-input'] !== 'required name=search_term_string')
        problems.push(`${route}: WebSite SearchAction missing or wrong`);

      if (isDocsRoute(route)) {
        const crumbs = byType('BreadcrumbList')[0] as {itemListElement?: {position: number; name: string; item?: string}[]} | undefined;
        const items = crumbs?.itemListElement ?? [];
        if (!items.length) problems.push(`${route}: BreadcrumbList missing`);
        items.forEach((item, i) => {
          if (item.position !== i + 1 || !item.name) problems.push(`${route}: breadcrumb ${i + 1} malformed`);
          if (item.item && !/^https?:\/\//.test(item.item)) problems.push(`${route}: breadcrumb URL not absolute`);
        });
      }
      if (isBlogPost(route)) {
        const post = byType('BlogPosting')[0];
        if (!post?.headline || !post.datePublished || !post.author) problems.push(`${route}: BlogPosting incomplete`);
      }
      if (isServicePage(route)) {
        const svc = byType('Service')[0] as {name?: string; description?: string; provider?: {'@id'?: string}} | undefined;
        if (!svc?.name || !svc.description || svc.provider?.['@id'] !== org?.['@id']) problems.push(`${route}: Service incomplete`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/* ---------- LLM-ready output: llms.txt, llms-full.txt, .md copies, Copy-as-Markdown ---------- */

test.describe('LLM-ready output', () => {
  test('llms.txt lists every route with its Markdown copy, and every copy is served', async ({request}) => {
    const text = await (await request.get('/llms.txt')).text();
    expect(text).toMatch(/^# .+\n\n> .+\n/);
    expect(text).toMatch(/^## Theory & Strategy$/m);
    expect(text).toMatch(/^## Blog$/m);
    const listed = new Set([...text.matchAll(/^- \[[^\]]+\]\((https?:\/\/[^)]+)\.md\)/gm)].map((m) => new URL(m[1]!).pathname.replace(/^\/index$/, '/')));
    const missing = ROUTES.filter((route) => !listed.has(route));
    expect(missing).toEqual([]);

    const full = await (await request.get('/llms-full.txt')).text();
    for (const route of ROUTES) {
      const md = await request.get(route === '/' ? '/index.md' : `${route}.md`);
      expect(md.status(), route).toBe(200);
      const body = await md.text();
      expect(body, route).toMatch(/^# \S/);
      // No HTML left outside code (code samples may show JSX or HTML on purpose).
      const prose = body.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '').replace(/`[^`\n]*`/g, '');
      expect(prose, route).not.toMatch(/<(div|span|script|nav|svg)\b/);
      expect(full).toContain(body.split('\n')[0]!);
    }
  });

  test('the Copy page as Markdown button copies the page and says so', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const route of ['/docs/intro', '/blog/enterprise-ai-strategy-blueprint']) {
      await page.goto(route);
      const button = page.getByRole('button', {name: 'Copy page as Markdown'});
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const title = (await page.getByRole('heading', {level: 1}).first().textContent())!.trim();
      expect(copied.startsWith(`# ${title}\n`)).toBe(true);
    }
  });
});

/* ---------- Image zoom ---------- */

test('diagrams can be enlarged in a modal dialog that keeps focus and closes with Escape', async ({page}) => {
  await page.goto('/action-plan/intro');
  const enlarge = page.getByRole('button', {name: /^Enlarge diagram: /}).first();
  await expect(enlarge).toBeVisible();
  await enlarge.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: /^Enlarged diagram: /});
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toBeVisible();
  const close = dialog.getByRole('button', {name: 'Close'});
  await expect(close).toBeFocused();
  // The page behind a modal dialog is inert: Tab never reaches it.
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !document.activeElement || document.activeElement === document.body || !!document.activeElement.closest('dialog'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enlarge).toBeFocused();
});
