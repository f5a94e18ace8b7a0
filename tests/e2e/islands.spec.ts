/**
 * Islands (issue 30): on Preact the static parts of a first-loaded page (article without
 * interactive components, breadcrumbs, pagination, footer, blog post texts) are never hydrated,
 * and their links reach the router through one delegated listener
 * (src/docusaurus-patches/islands/staticLinks.ts). Clicking such a link must navigate client-side
 * (a marker on `window` survives: no full reload), render the new page in full (its own links are
 * live router links, its controls work), and back/forward and hash scrolling must work. On a
 * React build nothing is static and the same navigation must hold:
 * `BUILD_DIR=build-react CLIENT_RUNTIME=react PORT=<port> npx playwright test islands.spec.ts`.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const RUNTIME = process.env.CLIENT_RUNTIME === 'react' ? 'react' : 'preact';
const DOC = '/docs/intro';

/** Static parts on a first load, per page (Preact), from the server DOM's interactive elements. */
const STATIC_PARTS: Record<string, {static: string[]; live: string[]}> = {
  '/docs/intro': {static: ['breadcrumbs', 'doc-content', 'paginator', 'footer'], live: []},
  // Code blocks only: their buttons come without the app (HighlightedCode/staticButtons.ts), the article stays static.
  '/codebase/engine/llm-integration': {static: ['breadcrumbs', 'doc-content', 'paginator', 'footer'], live: []},
  // A demo: the article hydrates, the rest stays static.
  '/demo-room/document-qa': {static: ['breadcrumbs', 'paginator', 'footer'], live: ['doc-content']},
  '/blog': {static: ['blog-posts', 'footer'], live: []},
  // The home page's hero, cards and post list: links only.
  '/': {static: ['home', 'footer'], live: []},
  // A contact form: the article hydrates (the form inside it waits for the reader, formTyping.spec.ts).
  '/contact/project-request': {static: ['breadcrumbs', 'paginator', 'footer'], live: ['doc-content']},
};

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__sameDocument: boolean}).__sameDocument = true;
  });
}
const sameDocument = (page: Page): Promise<boolean> => page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);

/**
 * Whether the first element under `selector` was hydrated: Preact and React both keep their
 * bookkeeping as own properties of the DOM nodes they manage (Preact's vnode and listeners,
 * React's fiber and props); a node the app never touched has none.
 */
async function hydrated(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((node) => Object.keys(node).length > 0);
}

test.describe('static parts and client-side navigation from them', () => {
  test.skip(({javaScriptEnabled}) => javaScriptEnabled === false);

  for (const [path, parts] of Object.entries(STATIC_PARTS)) {
    test(`${path}: static parts on the first load (${RUNTIME})`, async ({page}) => {
      await page.goto(path);
      const found = await page.locator('[data-static-part]').evaluateAll((els) => els.map((el) => el.getAttribute('data-static-part')));
      if (RUNTIME === 'react') {
        expect(found, 'React hydrates everything: no static parts').toEqual([]);
        return;
      }
      expect(found.sort()).toEqual([...parts.static, ...parts.live].sort());
      // A link of the part itself, not of a part inside it that waits for the reader (a contact form).
      const internal = (name: string) => `[data-static-part="${name}"] a[href^="/"]:not([href$=".md"]):not([data-lazy-part] a)`;
      // The navbar waits for the reader (src/components/HydrationGate `wake`): not hydrated either.
      expect(await hydrated(page, '.navbar a[href^="/"]'), 'the navbar is not hydrated').toBe(false);
      for (const name of parts.static) expect(await hydrated(page, internal(name)), `${name} is not hydrated`).toBe(false);
      for (const name of parts.live) expect(await hydrated(page, internal(name)), `${name} is hydrated`).toBe(true);
    });
  }

  const CLICKS: {name: string; from: string; link: string}[] = [
    {name: 'an article link', from: DOC, link: '.theme-doc-markdown a[href="/docs/strategy/intro"]'},
    {name: 'a breadcrumb', from: '/docs/strategy/intro', link: '.theme-doc-breadcrumbs a[href="/"]'},
    {name: 'a pagination link', from: DOC, link: '.pagination-nav a[href="/docs/strategy/intro"]'},
    {name: 'a footer link', from: DOC, link: 'footer a[href="/blog"]'},
  ];
  for (const click of CLICKS) {
    test(`${click.name} on a first-loaded page navigates client-side, and back and forward work`, async ({page}) => {
      await page.goto(click.from);
      const fromTitle = await page.locator('h1').first().textContent();
      const link = page.locator(click.link).first();
      const href = (await link.getAttribute('href')) ?? '';
      await markWindow(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href === '/' ? '/$' : `${href}$`}`));
      await expect(page.locator('h1').first()).not.toHaveText(fromTitle ?? '');
      expect(await sameDocument(page), 'no full page load').toBe(true);
      // The new page renders in full: its main content is the app's and the colour toggle works.
      // (A footer or breadcrumbs the new page shares with the old one may stay the static part it was.)
      expect(await hydrated(page, 'main a[href^="/"]'), 'the new page is rendered by the app').toBe(true);
      const toggle = page.locator('[class*="colorModeToggle"] button').first();
      const before = await page.evaluate(() => document.documentElement.dataset.theme);
      await toggle.click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(before);
      const toTitle = await page.locator('h1').first().textContent();
      await page.goBack();
      await expect(page.locator('h1').first()).toHaveText(fromTitle ?? '');
      await page.goForward();
      await expect(page.locator('h1').first()).toHaveText(toTitle ?? '');
      expect(await sameDocument(page), 'back and forward stay in the app').toBe(true);
    });
  }

  test('a link to a heading on this page or another scrolls to it; a modifier click stays with the browser', async ({page, context}) => {
    await page.goto(DOC);
    await markWindow(page);
    // A same-page heading link (the browser's own scroll, as Docusaurus' Link leaves it).
    await page.locator('.theme-doc-markdown a[href="#reading-paths"]').first().click();
    await expect(page).toHaveURL(/#reading-paths$/);
    await expect(page.locator('#reading-paths')).toBeInViewport();
    // A link with a hash to another page, in a static article: the router goes there and scrolls.
    await page.goto('/docs/information-processing/tools/datadog');
    await markWindow(page);
    await page.locator('.theme-doc-markdown a[href="/docs/information-processing/rag/overview#evaluating-a-rag-system"]').first().click();
    await expect(page).toHaveURL(/\/docs\/information-processing\/rag\/overview#evaluating-a-rag-system$/);
    await expect(page.locator('#evaluating-a-rag-system')).toBeInViewport();
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/tools\/datadog$/);
    await page.goto(DOC);
    await markWindow(page);
    // Ctrl/Cmd-click opens a new tab and leaves this page as it is.
    const popup = context.waitForEvent('page');
    await page.locator('footer a[href="/blog"]').first().click({modifiers: [process.platform === 'darwin' ? 'Meta' : 'Control']});
    await (await popup).close();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test('"Privacy settings" in the static footer still opens the consent panel', async ({page}) => {
    await page.goto(DOC);
    await markWindow(page);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy settings'}).click();
    await expect(page.getByRole('heading', {name: 'Privacy choices'})).toBeFocused();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    expect(await sameDocument(page)).toBe(true);
  });
});
