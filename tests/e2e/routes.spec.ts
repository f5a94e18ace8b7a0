import AxeBuilder from '@axe-core/playwright';
import {SITE_TITLE} from '../../src/data/site';
import {test, expect} from './fixtures';
import {PENDING, ROUTES, WRITTEN} from './routes';

/** Routes added to the specification's list on purpose (DECISIONS.md: URLs). */
const ADDED = ['/privacy'];

test('the route list is the specification’s 164 routes plus the privacy notice', () => {
  expect(ROUTES).toHaveLength(164 + ADDED.length);
  expect(new Set(ROUTES).size).toBe(ROUTES.length);
  for (const route of ADDED) expect(ROUTES).toContain(route);
});

for (const route of PENDING) {
  test.fixme(`pending: ${route}`, () => {});
}

for (const route of WRITTEN) {
  test(`${route} renders its own page, accessible in light and dark mode`, async ({page}) => {
    // Two full axe scans of a long page with many highlighted code tokens can take a while on a busy machine.
    test.setTimeout(120_000);
    const response = await page.goto(route);
    expect(response?.status(), 'HTTP status').toBe(200);

    const h1 = page.locator('h1').first();
    await expect(h1).toBeVisible();
    const heading = (await h1.innerText()).trim();
    expect(heading.length).toBeGreaterThan(0);

    // Wait for the final title: during hydration the document title can briefly be the site title alone.
    if (route === '/') await expect(page).toHaveTitle(SITE_TITLE);
    else await expect(page).toHaveTitle(new RegExp(`^\\S.* \\| ${SITE_TITLE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(await page.title()).not.toMatch(/^\s|\|\s+\|/);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(route);

    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      const results = await new AxeBuilder({page}).analyze();
      const summary = results.violations.map((v) => `${mode}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      expect(summary, `axe violations on ${route}`).toEqual([]);
    }
  });
}
