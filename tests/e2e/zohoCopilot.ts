/**
 * Browser helpers the Zoho Copilot specs share (demos-zoho-s42, demos-zoho-s45): ask a question through the page's
 * own box and button, wait until the kept record holds a question, and wait for hydration.
 */
import type {Page} from '@playwright/test';
import {expect} from './fixtures';

export async function ask(page: Page, question: string) {
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
}
/** The record is written once the page is idle after hydration (kit/useKept): wait for it before leaving. */
export const kept = (page: Page, text: string) =>
  expect.poll(() => page.evaluate(() => sessionStorage.getItem('cap-demo:zoho-copilot:session') ?? '')).toContain(JSON.stringify(text));
export const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]:not([data-hydration-pending])').waitFor({state: 'attached'});
