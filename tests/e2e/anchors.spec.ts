import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';

/**
 * A link to a heading lands on the heading, with and without JavaScript, on pages whose code blocks
 * skip their first layout (content-visibility: auto in src/css/custom.css): an off-screen block
 * counts with the height of its lines, so the headings below it are where the browser scrolls.
 * With a fixed estimate, /codebase/engine/llm-integration#openai-models-on-bedrock put the heading
 * 3,333 px below the window at 1280 px.
 */
const PAGES = ['/codebase/engine/llm-integration', '/learning-hub/tutorials/basic-agent', '/action-plan/ws1-organization/compliance'];
const WIDTHS = [1280, 390];

/** The article's h2/h3 ids: the first, two in the middle and the last three (errors add up downwards). */
async function headingIds(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const ids = await page.locator('article .markdown :is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(ids.length, `${path} has headings`).toBeGreaterThan(2);
  const picks = new Set([ids[0]!, ids[Math.floor(ids.length / 3)]!, ids[Math.floor((2 * ids.length) / 3)]!, ...ids.slice(-3)]);
  return [...picks];
}

/** Where the heading is after the browser followed the link, against where it should be. */
async function landing(page: Page, id: string) {
  return page.evaluate((target) => {
    const h = document.getElementById(target)!;
    const margin = parseFloat(getComputedStyle(h).scrollMarginTop) || 0;
    const top = h.getBoundingClientRect().top;
    // Near the end of the page the browser cannot scroll the heading to the top: the page's height
    // when it scrolled (before late content such as the footer's scripts grew it) is the limit.
    const nearEnd = document.documentElement.scrollHeight - (top + scrollY) < innerHeight + 200;
    return {top: Math.round(top), margin: Math.round(margin), nearEnd, half: innerHeight / 2};
  }, id);
}

function expectLanded(where: {top: number; margin: number; nearEnd: boolean; half: number}, label: string) {
  if (where.nearEnd) {
    // The heading must at least be in the top half of the window.
    expect(where.top, label).toBeGreaterThanOrEqual(where.margin - 8);
    expect(where.top, label).toBeLessThanOrEqual(where.half);
  } else {
    expect(Math.abs(where.top - where.margin), `${label}: heading at ${where.top} px, expected ${where.margin}`).toBeLessThanOrEqual(8);
  }
}

for (const js of [true, false]) {
  for (const width of WIDTHS) {
    test(`links to headings land on them (${width} px, JavaScript ${js ? 'on' : 'off'})`, async ({browser}) => {
      const context = await browser.newContext({javaScriptEnabled: js, viewport: {width, height: 800}, baseURL: test.info().project.use.baseURL});
      const page = await context.newPage();
      for (const path of PAGES) {
        for (const id of await headingIds(page, path)) {
          await page.goto('about:blank');
          await page.goto(`${path}#${id}`);
          if (js) await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
          // Let late layout (fonts, hydration) settle before reading the position.
          await page.waitForTimeout(300);
          expectLanded(await landing(page, id), `${path}#${id}`);
        }
      }
      await context.close();
    });
  }
}

test('a table-of-contents link on a code-heavy page lands on its heading', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(PAGES[0]!);
  const links = page.locator('.table-of-contents a');
  const last = links.last();
  const href = (await last.getAttribute('href'))!;
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.waitForTimeout(300);
  expectLanded(await landing(page, decodeURIComponent(href.slice(1))), `TOC ${href}`);
});

/**
 * The site footer is skipped until the reader nears it (content-visibility: auto, src/css/custom.css),
 * counted meanwhile at an estimated height, which sets the page's scroll height and so where a link to
 * a heading near the end can land. The estimate must stay within 16 px of the rendered footer at each
 * layout of its columns (stacked below 997 px).
 */
test('the skipped site footer counts at about its rendered height', async ({browser}) => {
  for (const width of [320, 390, 768, 996, 997, 1280]) {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: {width, height: 800}, baseURL: test.info().project.use.baseURL});
    const page = await context.newPage();
    await page.goto('/docs/intro');
    const footer = page.locator('footer.footer');
    await expect(footer).toHaveCSS('content-visibility', 'auto');
    expect(await footer.evaluate((el) => el.firstElementChild!.checkVisibility({contentVisibilityAuto: true})), `${width} px: footer skipped`).toBe(false);
    const skipped = await footer.evaluate((el) => el.getBoundingClientRect().height);
    await footer.evaluate((el) => (el.style.contentVisibility = 'visible'));
    const rendered = await footer.evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.abs(skipped - rendered), `${width} px: footer counted at ${skipped} px, renders at ${rendered} px`).toBeLessThanOrEqual(16);
    await context.close();
  }
});
