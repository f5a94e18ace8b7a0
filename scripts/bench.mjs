#!/usr/bin/env node
// Lighthouse (mobile: simulated slow 4G, 4x CPU) over the site's page types, on the existing build.
// Builds nothing: run `npm run build` first.
//
//   npm run bench                                   this site's build/ over the page-type list
//   npm run bench -- --cycles 3                     3 cycles; each runs every page of every site once
//                                                   (interleaved), medians over cycles (--runs: same)
//   npm run bench -- --peer stock=../docusaurus-build:/,/docs/intro   peer static builds beside it
//                                                   (any number; passed by path, nothing is assumed)
//   npm run bench -- --hog 2                        2 CPU-hog processes run beside Lighthouse (a busy
//                                                   machine, as a mid-range phone is busy)
//   npm run bench -- --longtasks                    also load each page in a real browser (Playwright,
//                                                   CDP 4x CPU, slow 4G) and report its largest
//                                                   main-thread task and their sum (PerformanceObserver
//                                                   longtask) until hydration + 2 s
//   npm run bench -- /docs/intro /blog              only these paths of this site
//   env: BUILD_DIR (default build), CHROME_PATH (default /usr/bin/chromium),
//        LH_DIR (default /tmp/lighthouse-tools: Lighthouse 12.8.2 is installed there on first use)
//
// Each site is served by scripts/serve.mjs (clean URLs, gzip), one at a time. Machines differ and
// shared ones are noisy: compare rows of one run, never figures from different runs.
import {spawn, execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {join, resolve} from 'node:path';
import {tmpdir} from 'node:os';
import {asSlowPhone, loadUntilLive} from './slowPhone.mjs';

/** The page types, one page each (the same list as tests/e2e/budgets.spec.ts). */
export const PAGE_TYPES = [
  '/',
  '/docs/intro',
  '/action-plan/ws1-organization/compliance',
  '/codebase/engine/llm-integration',
  '/blog',
  '/blog/enterprise-ai-action-plan',
  '/contact/project-request',
  '/demo-room/document-qa',
  '/services/packages',
];

const args = process.argv.slice(2);
let runs = 1;
let hogs = 0;
let longtasks = false;
const peers = [];
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs' || args[i] === '--cycles') runs = Number(args[++i]);
  else if (args[i] === '--hog') hogs = Number(args[++i]);
  else if (args[i] === '--longtasks') longtasks = true;
  else if (args[i] === '--peer') {
    const [name, rest] = args[++i].split('=');
    const [dir, list] = rest.split(':');
    peers.push({name, dir: resolve(dir), paths: list ? list.split(',') : ['/']});
  } else paths.push(args[i]);
}

const LH_DIR = process.env.LH_DIR ?? '/tmp/lighthouse-tools';
const LH_BIN = join(LH_DIR, 'node_modules/lighthouse/cli/index.js');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(LH_BIN)) {
  console.error(`installing lighthouse@12.8.2 into ${LH_DIR}`);
  mkdirSync(LH_DIR, {recursive: true});
  if (!existsSync(join(LH_DIR, 'package.json'))) execFileSync('npm', ['init', '-y'], {cwd: LH_DIR, stdio: 'ignore'});
  execFileSync('npm', ['install', '--no-audit', '--no-fund', 'lighthouse@12.8.2'], {cwd: LH_DIR, stdio: 'inherit'});
}

const freePort = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const {port} = s.address();
      s.close(() => ok(port));
    });
  });

async function serve(dir) {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port)], {stdio: 'ignore'});
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return {server, base: `http://127.0.0.1:${port}`};
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  server.kill();
  throw new Error(`could not serve ${dir}`);
}

function lighthouse(url) {
  const work = join(tmpdir(), `bench-lh-${process.pid}-${Date.now()}`);
  mkdirSync(work, {recursive: true});
  const out = join(work, 'report.json');
  const flags = `--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${work}/profile`;
  return new Promise((ok) => {
    const lh = spawn(
      process.execPath,
      [LH_BIN, url, '--output=json', `--output-path=${out}`, '--quiet', '--only-categories=performance', '--max-wait-for-load=60000', `--chrome-flags=${flags}`],
      {stdio: 'ignore', env: {...process.env, CHROME_PATH: CHROME, TMPDIR: work}},
    );
    const timer = setTimeout(() => lh.kill('SIGKILL'), 180_000);
    lh.on('exit', () => {
      clearTimeout(timer);
      let report = null;
      try {
        report = JSON.parse(readFileSync(out, 'utf8'));
      } catch {
        /* reported as a failed run */
      }
      rmSync(work, {recursive: true, force: true});
      ok(report);
    });
  });
}

function metrics(lhr) {
  const a = lhr.audits;
  const scripts = (a['network-requests']?.details?.items ?? []).filter((it) => it.resourceType === 'Script');
  return {
    perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    script: scripts.reduce((s, it) => s + (it.transferSize ?? 0), 0),
  };
}

const median = (xs) => {
  const v = [...xs].sort((p, q) => p - q);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Busy loops in processes of their own, so Lighthouse and Chromium share the CPU with them. */
function startHogs(count) {
  return Array.from({length: count}, () => spawn(process.execPath, ['-e', 'for (;;) {}'], {stdio: 'ignore'}));
}


/**
 * Loads `url` in a fresh Chromium page at 4x CPU on slow 4G and returns the long tasks (over 50 ms)
 * the page's main thread ran from navigation until hydration (or load, on sites without
 * Docusaurus' marker) + 2 s: the largest and the sum of their blocking parts (duration - 50).
 */
async function longTaskProfile(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({type: 'longtask', buffered: true});
  });
  await asSlowPhone(context, page);
  try {
    await loadUntilLive(page, url);
    await page.waitForTimeout(2000);
    const tasks = await page.evaluate(() => window.__longTasks);
    return {largest: tasks.length ? Math.max(...tasks) : 0, blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0), count: tasks.length};
  } finally {
    await context.close();
  }
}

const sites = [
  ...peers.map((p) => ({name: p.name, dir: p.dir, paths: p.paths})),
  {name: 'this site', dir: resolve(process.env.BUILD_DIR ?? 'build'), paths: paths.length ? paths : PAGE_TYPES},
];
for (const site of sites) if (!existsSync(join(site.dir, 'index.html'))) throw new Error(`no build at ${site.dir}: run \`npm run build\` first`);

// Every site is served at once; each cycle runs every page of every site once, so a noisy minute
// spreads over all of them instead of one.
const served = [];
for (const site of sites) served.push({site, ...(await serve(site.dir))});
const browser = longtasks ? await (await import('@playwright/test')).chromium.launch({executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu']}) : null;
const hogProcesses = startHogs(hogs);
const results = new Map();
try {
  for (let cycle = 0; cycle < runs; cycle++) {
    for (const {site, base} of served) {
      for (const path of site.paths) {
        const key = `${site.name}\t${path}`;
        if (!results.has(key)) results.set(key, {site: site.name, path, lh: [], tasks: []});
        const entry = results.get(key);
        const lhr = await lighthouse(base + path);
        if (lhr && !lhr.runtimeError) entry.lh.push(metrics(lhr));
        if (browser) entry.tasks.push(await longTaskProfile(browser, base + path));
        const last = entry.lh.at(-1);
        const task = entry.tasks.at(-1);
        console.error(`cycle ${cycle + 1}/${runs} ${site.name} ${path}: ${last ? `perf ${last.perf}, TBT ${Math.round(last.tbt)} ms` : 'Lighthouse failed'}${task ? `, largest task ${Math.round(task.largest)} ms` : ''}`);
      }
    }
  }
} finally {
  for (const hog of hogProcesses) hog.kill();
  for (const {server} of served) server.kill();
  await browser?.close();
}

const header = ['site', 'path', 'runs', 'perf', 'perf range', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'script KB (transfer)'];
if (longtasks) header.push('largest task ms (4x CPU)', 'long-task blocking ms');
const rows = [header];
for (const {site, path, lh, tasks} of results.values()) {
  const med = (k) => median(lh.map((x) => x[k]));
  const perfs = lh.map((x) => x.perf);
  const row = lh.length
    ? [site, path, String(lh.length), String(Math.round(med('perf'))), `${Math.min(...perfs)}-${Math.max(...perfs)}`, String(Math.round(med('fcp'))), String(Math.round(med('lcp'))), String(Math.round(med('tbt'))), med('cls').toFixed(3), (med('script') / 1024).toFixed(1)]
    : [site, path, '0', '-', '-', '-', '-', '-', '-', '-'];
  if (longtasks) row.push(String(Math.round(median(tasks.map((t) => t.largest)))), String(Math.round(median(tasks.map((t) => t.blocking)))));
  rows.push(row);
}
console.log(`${runs} cycle(s)${hogs ? `, ${hogs} CPU hog(s) beside` : ''}; medians over cycles`);
const width = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(`| ${r.map((c, i) => c.padEnd(width[i])).join(' | ')} |`);
