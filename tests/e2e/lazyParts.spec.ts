/**
 * Parts that wait for the reader (src/components/HydrationGate `wake`, issue 30): on Preact the
 * navbar, the doc sidebar, the desktop table of contents and the blog sidebar do not hydrate
 * during the first load, and everything they do still works from the first interaction: the
 * search shortcut before any click, the keyboard (Tab into the navbar, Enter on the search button
 * and the colour toggle), the table of contents' highlight once the reader scrolls, the mobile
 * menu with the doc sidebar, and client-side navigation from their links (the navbar and sidebar
 * mark the new page). taps.spec.ts covers taps at first paint. On React (CLIENT_RUNTIME=react)
 * nothing waits, and the same behaviour holds.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const DOC = '/docs/intro';

async function lists(page: Page): Promise<{waiting: string[]; live: string[]; runtime: 'preact' | 'react'}> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const list = (name: string) => (root.getAttribute(name) ?? '').split(' ').filter(Boolean);
    // Gates exist on Preact only; their server element carries data-lazy-part there.
    return {waiting: list('data-parts-waiting'), live: list('data-parts-live'), runtime: document.querySelector('[data-lazy-part]') ? 'preact' : 'react'};
  });
}

test.describe('parts that wait for the reader', () => {
  test.skip(({javaScriptEnabled}) => javaScriptEnabled === false);

  test('nothing in the navbar, doc sidebar or contents hydrates during the load', async ({page}) => {
    await page.goto(DOC);
    await page.waitForTimeout(500);
    const {waiting, live, runtime} = await lists(page);
    test.skip(runtime === 'react', 'React hydrates the whole page');
    expect(waiting.sort()).toEqual(['doc-sidebar', 'doc-toc', 'navbar']);
    expect(live.filter((name) => waiting.includes(name))).toEqual([]);
    const measures = await page.evaluate(() => performance.getEntriesByType('measure').map((m) => m.name));
    expect(measures.filter((name) => /^gate:(navbar|doc-sidebar|doc-toc)$/.test(name))).toEqual([]);
  });

  test('the search shortcut opens search once, before any click', async ({page}) => {
    await page.goto(DOC);
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('keyboard: Tab into the navbar, Enter on the colour toggle and on the search button', async ({page}) => {
    await page.goto(DOC);
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const before = await theme();
    // Tab until the colour toggle has focus (focus entering the navbar wakes it, and the toggle
    // is enabled by the time Tab reaches it).
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('[class*="colorModeToggle"]')))) break;
    }
    await expect(page.locator('[class*="colorModeToggle"] button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(theme).not.toBe(before);
    const after = await theme();
    await page.waitForTimeout(300);
    expect(await theme(), 'one toggle, not two').toBe(after);
    await page.locator('.navbar button[aria-haspopup="dialog"]').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('Enter on the search button right after focus comes from the page', async ({page}) => {
    await page.goto(DOC);
    await page.locator('.navbar button[aria-haspopup="dialog"]').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('the table of contents highlights the heading in view once the reader scrolls', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(DOC);
    const links = page.locator('.theme-doc-toc-desktop a.table-of-contents__link');
    expect(await links.count()).toBeGreaterThan(2);
    const href = await links.nth(2).getAttribute('href');
    await page.evaluate((id) => {
      const heading = document.getElementById(decodeURIComponent(id.slice(1)));
      window.scrollTo(0, (heading?.getBoundingClientRect().top ?? 0) + window.scrollY - 100);
    }, href ?? '#');
    await expect(page.locator('.theme-doc-toc-desktop .table-of-contents__link--active')).toHaveAttribute('href', href ?? '');
  });

  test('mobile menu: opens with the doc sidebar', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(DOC);
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    // The doc sidebar fills the mobile menu (its secondary panel, shown first): the current doc is in it.
    await expect(page.locator('.navbar-sidebar__items--show-secondary')).toHaveCount(1);
    await expect(page.locator(`.navbar-sidebar .menu__link[href="${DOC}"]:not([class*="navbar__item"])`)).toBeVisible();
  });

  test('client-side navigation from a sidebar link that never hydrated: sidebar and navbar mark the new page', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(DOC);
    await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
    const navbarBefore = await page.locator('.navbar .navbar__link--active').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const target = page.locator(`.theme-doc-sidebar-container a.menu__link[href^="/docs/"]:not([href="${DOC}"])`).first();
    const href = (await target.getAttribute('href')) ?? '';
    // A mouse click: the pointer wakes the sidebar, the click goes to the router either way.
    await page.evaluate((h) => {
      const a = document.querySelector<HTMLAnchorElement>(`.theme-doc-sidebar-container a.menu__link[href="${h}"]`);
      a?.click();
    }, href);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.theme-doc-sidebar-container .menu__link--active').last()).toHaveAttribute('href', href);
    await expect(page.locator(`.theme-doc-sidebar-container .menu__link--active[href="${DOC}"]`)).toHaveCount(0);
    expect(await page.locator('.navbar .navbar__link--active').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(navbarBefore);
    expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument), 'no full page load').toBe(true);
  });
});
