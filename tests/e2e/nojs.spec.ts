import type {Page} from '@playwright/test';
import {areaHome, DOCS_AREAS} from '../../src/data/site';
import {WRITTEN} from './routes';
import {expect, test} from './fixtures';

/**
 * Without JavaScript: the navigation reaches every area at phone and desktop widths, and no
 * visible control pretends to work. With JavaScript, the fallbacks leave no trace (no layout
 * shift, no hydration error).
 */

/** Every place the navigation must lead to: each docs area and the blog. */
const AREAS = [...DOCS_AREAS.map((area) => ({name: area.navLabel, href: areaHome(area)})), {name: 'Blog', href: '/blog'}];

/** The route sweep runs as this many tests per width. */
const PARTS = 4;

const DEMOS = WRITTEN.filter((route) => /^\/demo-room\/(?!intro$)/.test(route));

/**
 * Visible controls that cannot do anything without JavaScript: buttons (a <button> only acts
 * through script, except a submit button of a form that has somewhere to go), text fields and
 * lists outside such a form, and links that lead nowhere ("#"). Native checkboxes in task lists and
 * <summary> disclosures work without script and are not listed.
 */
function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const workingForm = (el: Element) => Boolean(el.closest('form[action]'));
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}[${el.getAttribute('type') ?? ''}] "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return Array.from(document.querySelectorAll('button, [role="button"], input, select, textarea, a[href="#"]'))
      .filter(visible)
      .filter((el) => !(el instanceof HTMLInputElement && el.type === 'checkbox' && el.closest('.contains-task-list')))
      .filter((el) => !(el instanceof HTMLInputElement && el.type === 'hidden'))
      // A link with a real target works without script, whatever its role (sidebar category links say "button").
      .filter((el) => !(el instanceof HTMLAnchorElement && (el.getAttribute('href') ?? '#') !== '#'))
      // A hoverable dropdown's toggle (the navbar's More menu) opens by CSS on hover and keyboard focus.
      .filter((el) => !el.matches('.dropdown--hoverable > a[href="#"]'))
      .filter((el) => !workingForm(el))
      .map(describe);
  });
}

for (const width of [390, 1280]) {
  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({javaScriptEnabled: false, viewport: {width, height: 800}});

    test('the navigation reaches every area', async ({page}) => {
      await page.goto('/docs/intro');
      const navbar = page.locator('nav.navbar');
      const fallback = page.getByTestId('nojs-menu');
      if (width < 997) {
        // The theme's menu button opens a sidebar drawn by script: hidden, and a plain menu takes its place.
        await expect(navbar.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
        const summary = fallback.locator('summary');
        await expect(summary).toBeVisible();
        await expect(summary).toHaveText('Menu');
        await summary.click();
        for (const {name, href} of AREAS) {
          const link = fallback.getByRole('link', {name, exact: true});
          await expect(link, name).toBeVisible();
          await expect(link, name).toHaveAttribute('href', href);
          await link.click({trial: true}); // Nothing covers it.
        }
        await fallback.getByRole('link', {name: 'Demo Room', exact: true}).click();
        await expect(page).toHaveURL(/\/demo-room\/intro$/);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        // Closed again on the new page; the keyboard opens it too.
        await expect(fallback.getByRole('link', {name: 'Blog', exact: true})).toBeHidden();
        await fallback.locator('summary').focus();
        await page.keyboard.press('Enter');
        await expect(fallback.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
      } else {
        await expect(fallback).toBeHidden();
        for (const {name, href} of AREAS) {
          const inBar = navbar.locator(`.navbar__items > a[href="${href}"]`);
          if (await inBar.isVisible()) {
            await expect(inBar, name).toHaveText(name);
            continue;
          }
          // Not in the bar at this width: in the More menu, which CSS opens on hover.
          const more = navbar.locator('.dropdown:has(> .navbar-more)');
          await more.hover();
          await expect(more.getByRole('link', {name, exact: true}), name).toHaveAttribute('href', href);
        }
      }
    });

    // Every route, in a few parts so the workers share them.
    for (let part = 0; part < PARTS; part += 1) {
      const routes = WRITTEN.filter((_, i) => i % PARTS === part);
      test(`no visible control needs JavaScript to do something (routes, part ${part + 1} of ${PARTS})`, async ({page}) => {
        const found: string[] = [];
        for (const route of routes) {
          await page.goto(route);
          for (const control of await deadControls(page)) found.push(`${route}: ${control}`);
        }
        expect(found).toEqual([]);
      });
    }

    test('what needs JavaScript says so: demos, the contact form, search, copy, video', async ({page}) => {
      for (const route of DEMOS) {
        await page.goto(route);
        await expect(page.getByTestId('needs-js-note'), route).toBeVisible();
        await expect(page.getByTestId('needs-js-note')).toContainText('runs in your browser and needs JavaScript');
        await expect(page.locator('[data-needs-js]').first()).toBeHidden();
      }

      await page.goto('/contact/project-request');
      await expect(page.getByText(/This form needs JavaScript\. You can write to/)).toBeVisible();
      await expect(page.getByRole('button', {name: 'Send request'})).toBeHidden();

      await page.goto('/search');
      await expect(page.getByTestId('search-needs-js')).toBeVisible();
      await expect(page.getByRole('combobox', {name: 'Search terms'})).toBeHidden();

      await page.goto('/docs/intro');
      await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeHidden();
      await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeHidden();
      await expect(page.getByRole('link', {name: /View as Markdown/})).toBeVisible();
      await expect(page.getByRole('button', {name: /dark and light mode/})).toBeHidden();

      await page.goto('/coding/video-gallery');
      const posters = page.locator('button[aria-label^="Play video"]');
      expect(await posters.count()).toBeGreaterThan(0);
      for (const poster of await posters.all()) await expect(poster).toBeHidden();
      await expect(page.getByRole('link', {name: /on YouTube/}).first()).toBeVisible();
    });
  });
}

for (const width of [390, 1280]) {
  test(`with JavaScript at ${width} px the fallbacks leave no trace: no layout shift, no hydration error`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.addInitScript(() => {
      const w = window as unknown as {shift: number};
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[]) w.shift += entry.value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    for (const route of ['/docs/intro', '/demo-room/simple-chat', '/search', '/contact/project-request']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html[data-has-hydrated="true"]'), route).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as {shift: number}).shift), `${route}: layout shift`).toBe(0);
      await expect(page.getByTestId('nojs-menu')).toBeHidden();
      await expect(page.getByTestId('needs-js-note')).toBeHidden();
      await expect(page.getByTestId('search-needs-js')).toBeHidden();
    }
    if (width < 997) await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeVisible();

    // After a client-side navigation, the <noscript> parts still do not show.
    await page.goto('/demo-room/intro');
    await page.locator('article').getByRole('link', {name: /Simple Chat/}).first().click();
    await expect(page).toHaveURL(/\/demo-room\/simple-chat$/);
    await expect(page.getByRole('button', {name: 'Send'})).toBeVisible();
    await expect(page.getByTestId('needs-js-note')).toBeHidden();
  });
}
