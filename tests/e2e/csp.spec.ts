import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {PAYLOAD_FLAG, craftedPdf} from '../unit/demos/support/craftedPdf';

/**
 * The build served with the headers it wrote to _headers (scripts/serve.mjs --headers), as a
 * Netlify or Cloudflare Pages deploy would be: no CSP violation and no uncaught error over several
 * client-side navigations, with and without analytics consent.
 */
const BUILD_DIR = resolve(process.env.BUILD_DIR ?? 'build');
// One server per worker. It binds port 0, so the system hands it a free port (a fixed port next to
// the suite's collided with other servers on a busy machine), and the spec reads the port back
// from the line serve.mjs prints once it listens.
let ORIGIN = '';
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', BUILD_DIR, '--port', '0', '--headers'], {stdio: ['ignore', 'pipe', 'inherit']});
  ORIGIN = await new Promise<string>((ready, fail) => {
    let output = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Serving .* at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) ready(listening[1]!);
    });
    server!.on('exit', (code) => fail(new Error(`serve.mjs exited with ${code}`)));
  });
  expect(ORIGIN).not.toMatch(/:0$/);
});

test.afterAll(() => {
  server?.kill();
});

type Violation = {directive: string; blocked: string; sample: string; source: string};

async function watchCsp(page: Page): Promise<{violations: Violation[]; console: string[]}> {
  const found = {violations: [] as Violation[], console: [] as string[]};
  await page.exposeFunction('__reportCsp', (v: Violation) => found.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as {__reportCsp: (v: unknown) => void}).__reportCsp({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) found.console.push(message.text());
  });
  return found;
}

async function go(page: Page, path: string) {
  await page.goto(`${ORIGIN}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

async function navigate(page: Page, name: string, url: RegExp) {
  // A client-side navigation through the navbar: the link in the bar, or in the More menu where the
  // bar has no room for it at this width.
  const main = page.getByRole('navigation', {name: 'Main'});
  const inBar = main.locator('.navbar__items > a').filter({hasText: name});
  if (await inBar.first().isVisible()) await inBar.first().click();
  else {
    await main.getByRole('button', {name: 'More'}).click();
    await main.locator('.dropdown__menu').getByRole('link', {name, exact: true}).click();
  }
  await expect(page).toHaveURL(url);
  await expect(page.locator('h1').first()).toBeVisible();
}

test('the build writes _headers with a CSP hashing every inline script, and the server sends it', async ({request}) => {
  const file = readFileSync(join(BUILD_DIR, '_headers'), 'utf8');
  const csp = /^ {2}Content-Security-Policy: (.+)$/m.exec(file)?.[1] ?? '';
  const hashes = csp.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
  expect(hashes.length).toBeGreaterThan(0);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const response = await request.get(`${ORIGIN}/docs/intro`);
  expect(response.headers()['content-security-policy']).toBe(csp);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test.describe('served with its Content-Security-Policy', () => {
  test('no violations and no uncaught errors over client navigations, colour mode, search and a form', async ({page, problems}) => {
    const csp = await watchCsp(page);
    await go(page, '/');
    await navigate(page, 'Theory & Strategy', /\/docs\/intro$/);
    await navigate(page, 'Action Plan', /\/action-plan\/intro$/);
    await navigate(page, 'Demo Room', /\/demo-room\/intro$/);
    await navigate(page, 'Coding', /\/coding\/intro$/);
    await navigate(page, 'Blog', /\/blog$/);
    await navigate(page, 'Contact', /\/contact\/intro$/);
    await page.getByRole('button', {name: /dark mode|light mode|switch between/i}).first().click();
    await go(page, '/contact/newsletter');
    await expect(page.getByRole('form', {name: 'Newsletter sign-up'}).or(page.locator('form').first())).toBeVisible();
    await page.keyboard.press('/');
    await page.keyboard.type('retrieval');
    await page.keyboard.press('Escape');
    await go(page, '/privacy');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy settings'}).click();
    await expect(page.getByRole('region', {name: 'Privacy choices'})).toBeVisible();
    // A redirect page (old doubled tag path) runs its inline script under the same policy.
    await page.goto(`${ORIGIN}/blog/tags/blog/tags/strategy`);
    await expect(page).toHaveURL(/\/blog\/tags\/strategy$/);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(csp.violations).toEqual([]);
    expect(csp.console).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('Document Q&A reads a crafted PDF under the policy: its text arrives, its payloads never run', async ({page, problems}) => {
    const csp = await watchCsp(page);
    await go(page, '/demo-room/document-qa');
    await page.getByLabel('File (text, Markdown, PDF)').check();
    await page.getByLabel(/File \(.txt, .md or .pdf/).setInputFiles({name: 'crafted.pdf', mimeType: 'application/pdf', buffer: Buffer.from(craftedPdf())});
    await expect(page.getByText(/Ready: “crafted.pdf”/)).toBeVisible({timeout: 20_000});
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], PAYLOAD_FLAG)).toBeUndefined();
    expect(csp.violations).toEqual([]);
    expect(csp.console).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test.describe('after allowing analytics', () => {
    test.use({storedConsent: null});

    test('the Google tag loads under the policy without violations', async ({page, problems}) => {
      const csp = await watchCsp(page);
      let gtagRequested = false;
      await page.route(/https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) => {
        gtagRequested = true;
        return route.fulfill({status: 200, contentType: 'text/javascript', body: 'window.__gtagLoaded = true;'});
      });
      await go(page, '/docs/intro');
      await page.getByRole('region', {name: 'Privacy choices'}).getByRole('button', {name: 'Allow analytics'}).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as {__gtagLoaded?: boolean}).__gtagLoaded)).toBe(true);
      expect(gtagRequested).toBe(true);
      await navigate(page, 'Services', /\/services\/intro$/);
      await navigate(page, 'Learning Hub', /\/learning-hub\/intro$/);
      expect(csp.violations).toEqual([]);
      expect(csp.console).toEqual([]);
      expect(problems.errors).toEqual([]);
    });
  });
});
