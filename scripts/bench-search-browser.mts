/**
 * `npm run bench:search -- --browser`: the search dialog in Chromium on the existing build, with the
 * CPU slowed 4× (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`). For each query of the
 * session it types the words key by key (80 ms apart), then reports
 *   - the time from the last keystroke (keydown) to the results of the whole query on screen (the listbox
 *     carries `data-query`), and
 *   - the bytes transferred (gzip, as served by scripts/serve.mjs) after the first query and after
 *     all five, counted from Playwright's network log from the moment search opens.
 * A benchmark, not a test: figures vary with the machine; run it on a quiet machine.
 * Env: BUILD_DIR (default build), PORT (default 4204), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {chromium, type Request} from '@playwright/test';
import {transferredBytes as transferred} from '../tests/e2e/transferredBytes';

const ROOT = resolve(import.meta.dirname, '..');
const BUILD = process.env.BUILD_DIR ?? 'build';
const PORT = Number(process.env.PORT ?? 4204);
const RATE = 4;


export async function browserBench(session: readonly string[]): Promise<void> {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', BUILD, '--port', String(PORT)], {cwd: ROOT, stdio: 'ignore'});
  try {
    const base = `http://127.0.0.1:${PORT}`;
    for (let i = 0; i < 50; i += 1) {
      if (await fetch(base).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
    const browser = await chromium.launch({executablePath});
    const page = await browser.newPage();
    await page.goto(`${base}/docs/intro`);
    await page.waitForSelector('html[data-has-hydrated]');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: RATE});
    await page.keyboard.press('/');
    const input = page.getByRole('dialog', {name: 'Search the site'}).getByRole('combobox');
    await input.waitFor();
    const rows: string[] = [];
    let first = 0;
    const delays: number[] = [];
    for (const [n, query] of session.entries()) {
      await input.fill('');
      await page.waitForTimeout(300);
      // A string, not a function: tsx would wrap named functions in a helper the page does not have.
      await page.evaluate(`(() => {
        const q = ${JSON.stringify(query)};
        window.lastKeyAt = undefined;
        window.shownAt = undefined;
        document.addEventListener('keydown', () => { window.lastKeyAt = performance.now(); }, true);
        const done = () => document.querySelector('[role="listbox"][data-query="' + CSS.escape(q) + '"] [role="option"]')
          || document.querySelector('[data-testid="search-empty"][data-query="' + CSS.escape(q) + '"]');
        new MutationObserver((_, observer) => {
          if (done()) { window.shownAt = performance.now(); observer.disconnect(); }
        }).observe(document.body, {childList: true, subtree: true, attributes: true});
      })()`);
      await input.pressSequentially(query, {delay: 80});
      await page.waitForFunction('window.shownAt !== undefined', undefined, {timeout: 10_000});
      const delay = (await page.evaluate('window.shownAt - window.lastKeyAt')) as number;
      delays.push(delay);
      await page.waitForLoadState('networkidle');
      if (n === 0) first = await transferred(requests);
      rows.push(`  “${query}”: results ${delay.toFixed(0)} ms after the last keystroke`);
    }
    const five = await transferred(requests);
    await browser.close();
    console.log(`\nbrowser, CPU ${RATE}× slower (Emulation.setCPUThrottlingRate), keys 80 ms apart, ${base}:`);
    for (const row of rows) console.log(row);
    console.log(`  worst ${Math.max(...delays).toFixed(0)} ms; transferred from opening search: first query ${(first / 1024).toFixed(1)} KB, after five ${(five / 1024).toFixed(1)} KB (script, index parts, headers)`);
  } finally {
    server.kill();
  }
}
