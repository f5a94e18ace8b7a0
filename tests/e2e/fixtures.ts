import {test as base, expect, type Page} from '@playwright/test';

/** Requests to any host but the local server are blocked: tests never leave the machine. */
export const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

export type PageProblems = {
  /** Uncaught exceptions and console errors the page produced. */
  errors: string[];
  /** Third-party URLs the page tried to reach (all blocked). */
  blocked: string[];
};

/** localStorage key of the reader's analytics choice (src/lib/consent). */
export const CONSENT_STORAGE_KEY = 'cap-consent';

type Fixtures = {
  problems: PageProblems;
  /**
   * The analytics choice already stored when a test starts, so the consent panel (fixed over the
   * bottom of the window) stays out of tests about other things. `null`: a first visit, the panel shows.
   */
  storedConsent: 'granted' | 'denied' | null;
  seedConsent: void;
  waitForHydration: void;
};

function isLocal(url: string): boolean {
  try {
    const {protocol, hostname} = new URL(url);
    return protocol === 'data:' || protocol === 'blob:' || LOCAL_HOSTS.has(hostname);
  } catch {
    return true;
  }
}

/**
 * Pages paint first and start their scripts after that (src/docusaurus-patches/paintFirst), so the `load` event
 * can come before the page is interactive. A reader sees the page at once and can use it a frame
 * later; a test acts within microseconds, so after every full page load it waits until the app
 * has hydrated (`<html data-has-hydrated="true">`, set by Docusaurus), as the budgets test does,
 * and, on Preact, every hydration gate has opened (src/components/HydrationGate).
 */
export function waitForHydrationAfterLoads(page: Page): void {
  const hydrated = async <R extends {headers(): Record<string, string>} | null>(response: R): Promise<R> => {
    if (response && /text\/html/.test(response.headers()['content-type'] ?? '')) {
      await page.locator('html[data-has-hydrated="true"]:not([data-hydration-pending])').waitFor({state: 'attached'});
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => (options?.waitUntil === 'commit' ? goto(url, options) : hydrated(await goto(url, options)));
  page.reload = async (options) => (options?.waitUntil === 'commit' ? reload(options) : hydrated(await reload(options)));
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
  storedConsent: ['denied', {option: true}],
  seedConsent: [
    async ({context, storedConsent}, use) => {
      if (storedConsent) {
        // Only when nothing is stored yet, so a choice made during the test survives reloads.
        await context.addInitScript(
          ({key, choice}) => {
            try {
              if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, JSON.stringify({v: 1, analytics: choice, at: new Date().toISOString()}));
            } catch {
              /* storage blocked: the test sees the panel */
            }
          },
          {key: CONSENT_STORAGE_KEY, choice: storedConsent},
        );
      }
      await use();
    },
    {auto: true},
  ],
  waitForHydration: [
    async ({page, javaScriptEnabled}, use) => {
      if (javaScriptEnabled !== false) waitForHydrationAfterLoads(page);
      await use();
    },
    {auto: true},
  ],
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

/**
 * A client-side navigation to `path` through the router's history (no full page load): marks the
 * window (`__sameDocument`, gone after a full load), pushes the path and tells the router.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    (window as unknown as {__sameDocument: boolean}).__sameDocument = true;
    window.history.pushState({key: 'in-app', state: undefined}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {key: 'in-app', state: undefined}}));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : `${path}$`}`));
}

export {expect};
