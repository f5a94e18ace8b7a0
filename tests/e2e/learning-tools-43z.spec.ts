/**
 * Issue 28 (u29f X-1), task 43z: after Enter on "Build index and run queries" (and "Run again") the
 * keyboard focus stays on the button while the run is on (aria-disabled), and the status announces the result.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]:not([data-hydration-pending])').waitFor({state: 'attached'});

test('X-1: "Build index and run queries" keeps keyboard focus and announces the result', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto('/docs/information-processing/rag/similarity-search/approximate');
  await hydrated(page);
  const widget = page.getByRole('region', {name: 'Similarity-search explorer'});
  const button = widget.getByRole('button', {name: 'Build index and run queries'});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status')).toContainText(/IVF with nlist 64 and nprobe 8 found/, {timeout: 90_000});
  const again = widget.getByRole('button', {name: 'Run again'});
  await expect(again).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(again).toHaveAttribute('aria-disabled', 'true');
  await expect(again).toBeFocused();
  await expect(again).not.toHaveAttribute('aria-disabled', 'true', {timeout: 90_000});
  await expect(again).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
});
