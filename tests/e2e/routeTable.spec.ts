/**
 * The route tree on demand (src/docusaurus-patches/routeChunks/routes.ts): a first-loaded page
 * starts from its own routes (a JSON block in its <head>) and the browser loads the whole tree
 * before it renders another page. Client-side navigation must render every page as before: a
 * doc, a page of another plugin, a docs path without a doc (DocRoot's not-found content, loaded
 * when needed: src/theme/DocRoot); and the page's own parts must not remount when the whole tree
 * replaces the first page's (routes keyed by path and hash). Both runtimes:
 * `BUILD_DIR=build-react CLIENT_RUNTIME=react PORT=<port> npx playwright test routeTable.spec.ts`.
 */
import type {Page} from '@playwright/test';
import {test, expect, navigateInApp} from './fixtures';

const sameDocument = (page: Page): Promise<boolean> => page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);

test.describe('route table on demand', () => {
  test.skip(({javaScriptEnabled}) => javaScriptEnabled === false);

  test('a first load carries only its own routes; the whole tree comes before another page renders', async ({page}) => {
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const first = JSON.parse((await page.locator('script#__routes').textContent()) ?? 'null') as {path: string; routes?: unknown[]}[];
    expect(first.map((route) => route.path)).toEqual(['/docs', '/']);
    // The blog is not among the first page's routes: reaching it needs the whole tree.
    await navigateInApp(page, '/blog/enterprise-ai-action-plan');
    await expect(page.locator('article h1').first()).toBeVisible();
    await expect(page).toHaveTitle(/^From strategy to delivery: a four-workstream action plan/);
    expect(await sameDocument(page), 'no full page load').toBe(true);
  });

  test('the doc layout does not remount when the whole tree replaces the first page\'s routes', async ({page}) => {
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Mark the sidebar's DOM node; a remount would replace it.
    await page.locator('.theme-doc-sidebar-container').first().evaluate((el) => el.setAttribute('data-kept', 'yes'));
    const next = await page.locator('.theme-doc-sidebar-container a.menu__link[href^="/docs/"]:not([href="/docs/intro"])').first().getAttribute('href');
    expect(next).toBeTruthy();
    await navigateInApp(page, next!);
    await expect(page.locator('.theme-doc-markdown h1, article h1').first()).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container[data-kept="yes"]'), 'the same sidebar element').toHaveCount(1);
    expect(await sameDocument(page)).toBe(true);
  });

  test('a docs path without a doc shows the not-found content in the docs layout', async ({page}) => {
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await navigateInApp(page, '/docs/no-such-page');
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Go to the home page'})).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });
});
