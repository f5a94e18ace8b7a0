import {test as base, expect, type Page} from '@playwright/test';

/** Requests to any host but the local server are blocked: tests never leave the machine. */
export const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

export type PageProblems = {
  /** Uncaught exceptions and console errors the page produced. */
  errors: string[];
  /** Third-party URLs the page tried to reach (all blocked). */
  blocked: string[];
};

type Fixtures = {problems: PageProblems};

function isLocal(url: string): boolean {
  try {
    const {protocol, hostname} = new URL(url);
    return protocol === 'data:' || protocol === 'blob:' || LOCAL_HOSTS.has(hostname);
  } catch {
    return true;
  }
}

export async function watchPage(page: Page, problems: PageProblems): Promise<void> {
  await page.route(
    (url) => !isLocal(url.href),
    async (route) => {
      problems.blocked.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url ?? '';
    // A blocked third-party resource (the analytics host) logs a load failure; that is expected, not a page bug.
    if (/Failed to load resource/.test(message.text()) && !isLocal(source || 'https://third.party')) return;
    if (/net::ERR_BLOCKED_BY_CLIENT/.test(message.text())) return;
    problems.errors.push(`console: ${message.text()} (${source})`);
  });
}

/**
 * Every test gets a page that blocks third-party hosts (the analytics host among them)
 * and fails if the page threw or logged an error.
 */
export const test = base.extend<Fixtures>({
  problems: [
    async ({page}, use) => {
      const problems: PageProblems = {errors: [], blocked: []};
      await watchPage(page, problems);
      await use(problems);
      expect(problems.errors, 'uncaught errors or console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
