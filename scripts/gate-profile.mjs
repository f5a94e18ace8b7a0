#!/usr/bin/env node
/**
 * Which parts of a page must hydrate (issue 30): loads each page type of the budgets
 * (tests/e2e/budgets.spec.ts) in Chromium at 4x CPU on slow 4G, cold cache, and prints, per
 * hydration gate (src/components/HydrationGate: a Performance measure `gate:<name>` from the gate
 * opening to its commit), when it hydrated and how long its task took, the long tasks of the
 * load, and per part of the page the interactive elements in it (buttons, form fields, details,
 * tabs; links are not counted: a static part hands them to the router, src/components/Islands).
 *
 *   node scripts/gate-profile.mjs [--runs N] [--port P]   (serves BUILD_DIR=build itself)
 */
import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 0) || 3;
const port = Number(args[args.indexOf('--port') + 1] || 0) || 4399;
const PAGES = {
  home: '/',
  doc: '/docs/intro',
  'doc, cards and tables': '/action-plan/ws1-organization/compliance',
  'doc, code-heavy': '/codebase/engine/llm-integration',
  'blog list': '/blog',
  'blog post': '/blog/enterprise-ai-action-plan',
  'form page': '/contact/project-request',
  'demo page': '/demo-room/document-qa',
  'services table': '/services/packages',
};
const PARTS = {
  navbar: '.navbar',
  'doc sidebar': '.theme-doc-sidebar-container',
  breadcrumbs: '.theme-doc-breadcrumbs',
  'doc article': '.theme-doc-markdown',
  'doc footer': '.theme-doc-footer',
  paginator: '.pagination-nav',
  toc: '.theme-doc-toc-desktop',
  'blog sidebar': 'aside:has(> nav[class*="sidebar"])',
  'blog posts': 'main article',
  'page main (non-doc)': 'main:not(:has(.theme-doc-markdown)):not(:has(article))',
  footer: 'footer.footer',
};
const SLOW_4G = {offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8};
const server = spawn('node', ['scripts/serve.mjs', '--dir', process.env.BUILD_DIR ?? 'build', '--port', String(port)], {stdio: 'ignore'});
await new Promise((r) => setTimeout(r, 1500));
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  for (const [type, path] of Object.entries(PAGES)) {
    const perRun = [];
    let inventory;
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__long = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) window.__long.push({start: e.startTime, duration: e.duration});
        }).observe({type: 'longtask', buffered: true});
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.goto(`http://127.0.0.1:${port}${path}`, {waitUntil: 'load', timeout: 90_000});
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true' && !document.documentElement.hasAttribute('data-hydration-pending'), null, {timeout: 60_000, polling: 50});
      await page.waitForTimeout(1000);
      perRun.push(
        await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          gates: performance.getEntriesByType('measure').filter((m) => m.name.startsWith('gate:')).map((m) => ({name: m.name.slice(5), start: m.startTime, duration: m.duration})),
          long: window.__long,
        })),
      );
      if (!inventory)
        inventory = await page.evaluate((parts) => {
          const out = {};
          for (const [name, selector] of Object.entries(parts)) {
            const els = [...document.querySelectorAll(selector)];
            if (!els.length) continue;
            const items = els.flatMap((el) => [...el.querySelectorAll('button, input, select, textarea, details, [role="tab"], [role="switch"], [contenteditable]')]);
            const kinds = {};
            for (const it of items) {
              const label = `${it.tagName.toLowerCase()}${it.getAttribute('role') ? `[${it.getAttribute('role')}]` : ''}${it.className && typeof it.className === 'string' ? '.' + it.className.split(/\s+/)[0].replace(/_.*/, '') : ''}`;
              kinds[label] = (kinds[label] ?? 0) + 1;
            }
            out[name] = {links: els.reduce((n, el) => n + el.querySelectorAll('a[href]').length, 0), interactive: kinds};
          }
          return out;
        }, PARTS);
      await context.close();
    }
    console.log(`\n## ${type} ${path}  (median of ${runs}; times ms from navigation at 4x CPU, slow 4G)`);
    console.log(`FCP ${Math.round(median(perRun.map((r) => r.fcp)))}; largest long task ${Math.round(median(perRun.map((r) => Math.max(0, ...r.long.map((t) => t.duration)))))}; long tasks ${perRun.map((r) => r.long.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' ')).join(' | ')}`);
    const names = [...new Set(perRun.flatMap((r) => r.gates.map((g) => g.name)))];
    for (const name of names) {
      const g = perRun.map((r) => r.gates.find((x) => x.name === name)).filter(Boolean);
      console.log(`gate ${name}: hydrated at ${Math.round(median(g.map((x) => x.start)))}, task ${Math.round(median(g.map((x) => x.duration)))} ms`);
    }
    for (const [name, {links, interactive}] of Object.entries(inventory)) console.log(`part ${name}: ${links} links; ${JSON.stringify(interactive)}`);
  }
} finally {
  await browser.close();
  server.kill();
}
