import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {settle} from './layout';

export type ColourMode = 'light' | 'dark';

/**
 * Axe violations in one colour mode, as "mode: rule (count) first target". Colours transition
 * after a mode switch, so it waits for them to settle: contrast is measured on the final colours
 * (without that, a dark-mode scan can catch a link halfway through its transition).
 * `configure` picks what to scan; by default the article with every rule axe runs by default.
 */
export async function axeViolations(
  page: Page,
  mode: ColourMode,
  configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder.include('article'),
): Promise<string[]> {
  await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
  await settle(page);
  const results = await configure(new AxeBuilder({page})).analyze();
  return results.violations.map((v) => `${mode}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
}
