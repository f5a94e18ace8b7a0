import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {test, expect} from '@playwright/test';
import {HSTS, SECURITY_HEADERS, inlineScripts, sha256Source} from '../../src/plugins/securityHeaders/csp';

/**
 * What a visitor receives from Cloudflare Pages: the build served by Cloudflare's own local
 * emulator (`wrangler pages dev`, scripts/pages-dev.mjs), which applies build/_headers with the
 * host's rule-merging code. Every header on a page, an asset and a Demo Room page.
 */
const BUILD_DIR = resolve(process.env.BUILD_DIR ?? 'build');
type Server = {origin: string; stop: () => Promise<void>; log: () => string};
let server: Server | undefined;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Loaded at run time: an ES module script that Playwright's transform would otherwise turn into CommonJS.
  const {startPagesDev} = (await import(pathToFileURL(resolve('scripts/pages-dev.mjs')).href)) as {
    startPagesDev: (options: {dir: string; timeoutMs: number}) => Promise<Server>;
  };
  server = await startPagesDev({dir: BUILD_DIR, timeoutMs: 90_000});
});

test.afterAll(async () => {
  await server?.stop();
});

async function headersOf(path: string): Promise<Headers> {
  const response = await fetch(server!.origin + path);
  expect(response.status, path).toBe(200);
  await response.arrayBuffer();
  return response.headers;
}

/** The directives of a policy, by name. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]),
  );
}

function expectSiteHeaders(headers: Headers, path: string): string {
  for (const [name, value] of SECURITY_HEADERS) expect(headers.get(name), `${name} on ${path}`).toBe(value);
  expect(headers.get('Strict-Transport-Security')).toBe(HSTS);
  const csp = headers.get('Content-Security-Policy') ?? '';
  // One policy: a second one joined by a comma would be enforced too.
  expect(csp, `one Content-Security-Policy on ${path}`).not.toContain(',');
  const d = directives(csp);
  expect(d['default-src']).toEqual(["'self'"]);
  expect(d['frame-ancestors']).toEqual(["'none'"]);
  expect(d['object-src']).toEqual(["'none'"]);
  expect(d['base-uri']).toEqual(["'self'"]);
  expect(d['script-src']).not.toContain("'unsafe-inline'");
  expect(d['script-src']).not.toContain("'unsafe-eval'");
  return csp;
}

test('a page gets every security header and a closed connect-src', async () => {
  const headers = await headersOf('/docs/intro');
  const csp = expectSiteHeaders(headers, '/docs/intro');
  expect(directives(csp)['connect-src']).not.toContain('https:');
  expect(csp).not.toMatch(/localhost|127\.0\.0\.1/);
  // Every inline script of the page is allowed by its hash.
  const html = readFileSync(join(BUILD_DIR, 'docs', 'intro.html'), 'utf8');
  for (const script of inlineScripts(html)) expect(directives(csp)['script-src']).toContain(sha256Source(script));
  expect(headers.get('Cache-Control')).not.toContain('immutable');
});

test('an asset gets the same headers and a year-long immutable cache', async () => {
  const main = readdirSync(join(BUILD_DIR, 'assets', 'js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  expect(main).toBeTruthy();
  const headers = await headersOf(`/assets/js/${main}`);
  expectSiteHeaders(headers, main!);
  expect(headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  expect(headers.get('Content-Type')).toMatch(/javascript/);
});

test('a Demo Room page gets its own policy: connect-src open to https and local model servers, nothing else looser', async () => {
  const page = await headersOf('/docs/intro');
  const demo = await headersOf('/demo-room/simple-chat');
  const csp = expectSiteHeaders(demo, '/demo-room/simple-chat');
  expect(directives(csp)['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*']));
  // Apart from connect-src the two policies are the same.
  const strip = (value: string) => Object.entries(directives(value)).filter(([name]) => name !== 'connect-src');
  expect(strip(csp)).toEqual(strip(page.get('Content-Security-Policy')!));
});

test('the development contact address is in no browser chunk but the site config a development build carries', () => {
  // In a production build (CONTACT_EMAIL set) the address is nowhere; this build uses the development
  // default, so it may appear once: as the configured value in main.js (siteConfig.customFields).
  const dir = join(BUILD_DIR, 'assets', 'js');
  const carriers = readdirSync(dir).filter((f) => readFileSync(join(dir, f), 'utf8').includes('genai-enterprise.example'));
  for (const file of carriers) {
    const text = readFileSync(join(dir, file), 'utf8');
    const uses = text.split('genai-enterprise.example').length - 1;
    expect(`${file}: ${uses}`).toBe(`${file}: ${text.includes('contactEmail:"hello@genai-enterprise.example"') ? 1 : 0}`);
  }
  expect(carriers.filter((f) => !f.startsWith('main.'))).toEqual([]);
});
