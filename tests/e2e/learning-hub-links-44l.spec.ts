import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * Task 44l (issue 28, u29u C1, u29s S3): a link from the Learning hub to a place on a page with a learning tool or a
 * demo lands on that place. C1: the "Chunking playground" link sometimes left the reader at the top of the page
 * (Docusaurus scrolls once, before the article of a client-side navigation is there; src/clientModules/hashLanding.ts
 * now holds the place). S3: the "Similarity explorer" heading landed under the 60 px sticky navbar (the theme's
 * hide-on-scroll margin of 0.5rem; src/css/custom.css). Each link is clicked three times in a fresh browser context
 * (cold) and three times in one context (warm).
 */
const HUB = '/learning-hub/intro';

/** The hub's links to a place (`#…`) on another page of the site. */
async function placeLinks(page: Page): Promise<string[]> {
  await page.goto(HUB);
  const hrefs = await page.locator('article .markdown a[href*="#"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/') && !h.startsWith(`${HUB}#`)))];
}

/** Clicks the link from the hub, then reads where its target ended up once the page has settled. */
async function follow(page: Page, href: string) {
  await page.goto(HUB);
  await page.locator(`article .markdown a[href="${href}"]`).first().click();
  const [path, hash] = href.split('#') as [string, string];
  await page.waitForURL((url) => url.pathname === path && url.hash === `#${hash}`);
  await expect(page.locator(`[id="${decodeURIComponent(hash)}"]`)).toBeAttached({timeout: 20_000});
  // Late layout (the article on Preact, the tool below the heading, fonts) has settled.
  await page.waitForTimeout(1500);
  return page.evaluate((id) => {
    const target = document.getElementById(id)!;
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect();
    const top = target.getBoundingClientRect().top;
    return {top: Math.round(top), navbarBottom: Math.max(0, Math.round(navbar.bottom)), height: innerHeight, scrollY: Math.round(scrollY)};
  }, decodeURIComponent(hash));
}

function expectVisibleBelowNavbar(where: {top: number; navbarBottom: number; height: number; scrollY: number}, label: string) {
  expect(where.top, `${label}: heading at ${where.top} px, navbar ends at ${where.navbarBottom} px (scrollY ${where.scrollY})`).toBeGreaterThanOrEqual(where.navbarBottom);
  expect(where.top, `${label}: heading at ${where.top} px, below the top third of the window`).toBeLessThanOrEqual(where.height / 3);
}

test('the hub links to places on tool and demo pages', async ({page}) => {
  const links = await placeLinks(page);
  for (const path of ['/docs/information-processing/data-ingestion/chunking/semantic', '/docs/information-processing/rag/similarity-search/approximate']) {
    expect(links.some((l) => l.startsWith(`${path}#`)), `${path} is linked with a #place`).toBe(true);
  }
});

test('each link lands its heading below the navbar, cold (fresh context) three times', async ({browser}) => {
  test.setTimeout(240_000);
  const probe = await browser.newContext({baseURL: test.info().project.use.baseURL});
  const links = await placeLinks(await probe.newPage());
  await probe.close();
  for (const href of links) {
    for (let round = 1; round <= 3; round += 1) {
      const context = await browser.newContext({baseURL: test.info().project.use.baseURL, viewport: {width: 1280, height: 800}});
      // A reader who chose already: the privacy panel is not over the page.
      await context.addInitScript(() => localStorage.setItem('cap-consent', JSON.stringify({v: 1, analytics: 'denied', at: new Date().toISOString()})));
      const page = await context.newPage();
      expectVisibleBelowNavbar(await follow(page, href), `cold ${round}: ${href}`);
      await context.close();
    }
  }
});

test('each link lands its heading below the navbar, warm (same context) three times', async ({page}) => {
  test.setTimeout(240_000);
  const links = await placeLinks(page);
  for (const href of links) {
    for (let round = 1; round <= 3; round += 1) expectVisibleBelowNavbar(await follow(page, href), `warm ${round}: ${href}`);
  }
});
