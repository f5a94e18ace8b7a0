/** Shared steps of the meeting assistant's two-tab specs (demos-vwa-46v, vwa-s54). */
import type {BrowserContext, Page} from '@playwright/test';
import {expect} from './fixtures';

export const VWA_PAGE = '/demo-room/virtual-workplace-assistant';
export const VWA_KEY = 'cap-demo:virtual-workplace-assistant';
export const box = (page: Page) => page.getByLabel(/^Transcript \(/);
export const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
/** Waits until the transcript the page keeps in local storage holds `text`. */
export const saved = (page: Page, text: string) => expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', VWA_KEY)).toContain(text);

/** Opens the page in two tabs of `context`: the first types `a` (its save holds `markA`), then the second types `b` (`markB`). */
export async function twoTabs(context: BrowserContext, a: string, markA: string, b: string, markB: string): Promise<[Page, Page]> {
  const one = await context.newPage();
  await one.goto(VWA_PAGE);
  await hydrated(one);
  await box(one).fill(a);
  await saved(one, markA);
  const two = await context.newPage();
  await two.goto(VWA_PAGE);
  await hydrated(two);
  await box(two).fill(b);
  await saved(two, markB);
  return [one, two];
}
