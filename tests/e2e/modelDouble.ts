/**
 * Helpers for specs whose model is the OpenAI double (tests/doubles/openai/server.ts): point a
 * demo's model panel at it, forgive the console errors the double's deliberate failures cause, and
 * read everything the page stored (to show an API key never is).
 */
import type {Locator, Page} from '@playwright/test';
import {expect, type PageProblems} from './fixtures';

/** Drops the console errors that name the double's port (its 401s and dropped streams are on purpose). */
export function forgiveDouble(problems: PageProblems, base: string): void {
  const port = new URL(base).port;
  const keep = problems.errors.filter((e) => !e.includes(`127.0.0.1:${port}`));
  problems.errors.splice(0, problems.errors.length, ...keep);
}

/** Turns on "Use my own model" inside `scope` with the double's base URL, a model name and `key`. */
export async function useModel(scope: Locator, base: string, key: string): Promise<void> {
  await scope.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
  await scope.getByLabel('Base URL').fill(base);
  await scope.getByLabel('Model', {exact: true}).fill('gpt-4.1-mini');
  await scope.getByLabel('API key').fill(key);
  await expect(scope.getByRole('status').filter({hasText: 'Using gpt-4.1-mini'})).toBeVisible();
}

/** Cookies, local storage and session storage of the page, as one string. */
export async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(() => {
    const all: string[] = [document.cookie];
    for (const s of [localStorage, sessionStorage]) for (let i = 0; i < s.length; i++) all.push(`${s.key(i)}=${s.getItem(s.key(i) ?? '')}`);
    return all.join('\n');
  });
}
