#!/usr/bin/env node
/**
 * What a CSS change does to the first style and layout of a page load (issue 30), as an A/B/n that
 * holds up on a busy machine: each variant is the built page with a `<style>` inserted after the
 * shared stylesheet (and/or rules dropped from the shared stylesheet), served from one build through
 * request interception, loaded cold in Chromium, variants interleaved run by run (order reversed on
 * every other run). It reports the CPU time (the trace's thread time, `tdur`, which excludes the
 * time the thread waited for a core, unlike wall time under load 20–30) of all style recalculation
 * and layout before the first contentful paint, of the task holding the largest layout, and the
 * layout objects laid out before that paint, as medians with the spread of the task.
 * scripts/load-trace.mjs gives the wall-time picture of the whole load at 4x CPU on slow 4G.
 *
 *   BUILD_DIR=build node scripts/style-layout-ab.mjs [--runs N] [--port P] [--throttle R]
 *     [--variant name=CSS]... [--drop name=REGEX]... [paths...]
 *     a variant `base` (nothing changed) is always run; --drop removes every match of REGEX (a rule
 *     such as `[^{}]*:has\([^{}]*\{[^{}]*\}`) from the shared stylesheet; default path /docs/intro;
 *     a variant that paints no content (body hidden) counts the whole load
 */
import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';

const args = process.argv.slice(2);
let runs = 8;
let port = 4466;
let throttle = 1;
const variants = new Map([['base', {}]]);
const paths = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--runs') runs = Number(args[++i]);
  else if (a === '--port') port = Number(args[++i]);
  else if (a === '--throttle') throttle = Number(args[++i]);
  else if (a === '--variant' || a === '--drop') {
    const value = args[++i];
    const at = value.indexOf('=');
    if (at < 1) throw new Error(`${a} takes name=value, got "${value}"`);
    const name = value.slice(0, at);
    const v = variants.get(name) ?? {};
    if (a === '--variant') v.css = value.slice(at + 1);
    else v.drop = new RegExp(value.slice(at + 1), 'g');
    variants.set(name, v);
  } else paths.push(a);
}
if (!paths.length) paths.push('/docs/intro');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const SHARED = /(<link rel="stylesheet" href="\/assets\/css\/styles\.[0-9a-f]+\.css">)/;

async function load(browser, url, {css, drop}) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  if (css)
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!SHARED.test(html)) throw new Error(`${url}: no link to the shared stylesheet to put the variant after`);
      await route.fulfill({response, body: html.replace(SHARED, `$1<style>${css}</style>`)});
    });
  if (drop)
    await page.route('**/assets/css/styles.*.css', async (route) => {
      const response = await route.fetch();
      const sheet = await response.text();
      if (!drop.test(sheet)) throw new Error(`--drop ${drop.source} matches nothing in the shared stylesheet`);
      await route.fulfill({response, body: sheet.replace(drop, '')});
    });
  if (throttle !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: throttle});
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading']});
  let traceEvents;
  try {
    await page.goto(url, {waitUntil: 'load', timeout: 90_000});
    // The trace event of the first contentful paint can come after `load` on a busy machine.
    // A variant that hides everything never paints content: then the whole load counts.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {timeout: 15_000}).catch(() => undefined);
    await page.waitForTimeout(300);
  } finally {
    ({traceEvents} = JSON.parse((await browser.stopTracing()).toString()));
    await context.close();
  }
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`${url}: no HTML parse in the trace`);
  const main = traceEvents.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && typeof e.dur === 'number');
  const fcp = traceEvents.filter((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid).sort((a, b) => a.ts - b.ts)[0];
  const before = main.filter((e) => !fcp || e.ts < fcp.ts);
  const cpu = (list) => list.reduce((s, e) => s + (e.tdur ?? e.dur), 0) / 1000;
  const layouts = before.filter((e) => e.name === 'Layout');
  const largest = [...layouts].sort((a, b) => b.dur - a.dur)[0];
  const task = main.find((e) => e.name === 'RunTask' && e.ts <= largest.ts && e.ts + e.dur >= largest.ts + largest.dur);
  return {
    style: cpu(before.filter((e) => e.name === 'UpdateLayoutTree')),
    layout: cpu(layouts),
    task: task ? cpu([task]) : 0,
    painted: Boolean(fcp),
    objects: layouts.reduce((n, e) => n + (e.args?.beginData?.dirtyObjects ?? 0), 0),
  };
}

const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', process.env.BUILD_DIR ?? 'build', '--port', String(port)], {stdio: 'ignore'});
let exited = false;
server.on('exit', () => (exited = true));
await new Promise((r) => setTimeout(r, 1500));
if (exited) throw new Error(`could not serve on port ${port} (in use?): pick another with --port`);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
const results = new Map();
try {
  const names = [...variants.keys()];
  for (let run = 0; run < runs; run++)
    for (const path of paths)
      for (const name of run % 2 ? [...names].reverse() : names) {
        const key = `${path} ${name}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(await load(browser, `http://127.0.0.1:${port}${path}`, variants.get(name)));
      }
} finally {
  await browser.close();
  server.kill();
}
console.log(`CPU ms before the first contentful paint, medians of ${runs} (412x823, CPU throttling ${throttle}x)`);
for (const [key, rs] of results) {
  const m = (k) => Math.round(median(rs.map((r) => r[k])) * 10) / 10;
  const tasks = rs.map((r) => r.task);
  console.log(`${key}: style ${m('style')}, layout ${m('layout')}, task of the largest layout ${m('task')} (${Math.round(Math.min(...tasks))}–${Math.round(Math.max(...tasks))}), ${m('objects')} layout objects${rs.some((r) => !r.painted) ? ' (no contentful paint in some runs: the whole load counted there)' : ''}`);
}
