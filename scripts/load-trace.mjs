#!/usr/bin/env node
/**
 * What the main thread does during a page load (issue 30): loads each page in Chromium at 4x CPU
 * on slow 4G, cold cache, with a performance trace, and prints per run every main-thread task of
 * the load over --min ms with what it spent its time on (HTML parse, style recalculation, layout,
 * script compile/evaluation, paint), then the page's LCP (time and element), DOM size and CSS
 * rules, as medians over runs. Runs of several sites interleave, so a noisy minute spreads over all.
 *
 *   node scripts/load-trace.mjs [--runs N] [--min MS] [--desktop] [--port P] [--peer name=dir:paths] [paths...]
 *     paths of this site (BUILD_DIR=build), default /docs/intro; a peer (a static build) gets
 *     the paths after `:` (--peer starlight=/work/shared/bench/anchors/starlight:/guides/example)
 */
import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';
import {asSlowPhone, loadUntilLive} from './slowPhone.mjs';

const args = process.argv.slice(2);
let runs = 5;
let min = 30;
let desktop = false;
let port = 4466; // this site on --port, each peer on the next port up
const peers = [];
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--min') min = Number(args[++i]);
  else if (args[i] === '--desktop') desktop = true;
  else if (args[i] === '--port') port = Number(args[++i]);
  else if (args[i] === '--peer') {
    const [name, rest] = args[++i].split('=');
    const [dir, list] = rest.split(':');
    peers.push({name, dir, paths: list.split(',')});
  } else paths.push(args[i]);
}
const sites = [{name: 'this site', dir: process.env.BUILD_DIR ?? 'build', paths: paths.length ? paths : ['/docs/intro']}, ...peers];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// Trace event names grouped into what a task spends its time on.
const KINDS = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
};

function analyse(events, navStart, minMs, url) {
  // The page's main thread: the one that parsed its HTML (other renderers may still be in the trace).
  const main = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur >= minMs * 1000).sort((a, b) => a.ts - b.ts);
  return tasks.map((task) => {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && KINDS[e.name]);
    // Time per kind, counting each instant once: an event nested in one of the same kind is skipped,
    // and a kind's time excludes the time of other kinds nested in it (script run by the parser).
    const byKind = {};
    for (const e of inside) {
      const kind = KINDS[e.name];
      const parent = inside.find((p) => p !== e && KINDS[p.name] === kind && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur);
      if (parent) continue;
      const nested = inside.filter((c) => c !== e && KINDS[c.name] !== kind && c.ts >= e.ts && c.ts + c.dur <= e.ts + e.dur && !inside.some((p) => p !== c && p !== e && KINDS[p.name] !== kind && p.ts <= c.ts && p.ts + p.dur >= c.ts + c.dur && p.ts >= e.ts && p.ts + p.dur <= e.ts + e.dur));
      const self = e.dur - nested.reduce((s, c) => s + c.dur, 0);
      byKind[kind] = (byKind[kind] ?? 0) + self / 1000;
    }
    // What the largest script and style events ran on: the script's URL, the elements restyled.
    const scripts = inside.filter((e) => KINDS[e.name] === 'script' && e.dur >= 10_000).sort((a, b) => b.dur - a.dur);
    const url = (e) => (e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || e.args?.data?.functionName || '').split('/').pop();
    const styled = inside.filter((e) => e.name === 'UpdateLayoutTree').reduce((n, e) => n + (e.args?.elementCount ?? 0), 0);
    const laidOut = inside.filter((e) => e.name === 'Layout').reduce((n, e) => n + (e.args?.beginData?.dirtyObjects ?? 0), 0);
    return {start: (task.ts - navStart) / 1000, dur: task.dur / 1000, byKind, detail: [scripts[0] && `script ${url(scripts[0])}`, styled && `${styled} restyled`, laidOut && `${laidOut} laid out`].filter(Boolean).join(', ')};
  });
}

async function load(browser, url) {
  const context = await browser.newContext({viewport: desktop ? {width: 1280, height: 800} : {width: 412, height: 823}});
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) {
        const el = e.element;
        window.__lcp.push({time: e.startTime, size: e.size, element: el ? `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}` : '(removed)', text: el?.textContent?.slice(0, 40) ?? ''});
      }
    }).observe({type: 'largest-contentful-paint', buffered: true});
  });
  await asSlowPhone(context, page);
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'loading', '__metadata']});
  try {
    await loadUntilLive(page, url);
    await page.waitForTimeout(1500);
    const info = await page.evaluate(() => {
      let rules = 0;
      for (const sheet of document.styleSheets) {
        try {
          const count = (list) => [...list].reduce((n, r) => n + 1 + (r.cssRules ? count(r.cssRules) : 0), 0);
          rules += count(sheet.cssRules);
        } catch {}
      }
      // The site's own marks and measures (HydrationGate `gate:<name>`, clientEntry's marks `entry:<stage>`):
      // what ran in each long task.
      const timing = performance.getEntriesByType('measure').concat(performance.getEntriesByType('mark')).filter((e) => /^(gate|entry):/.test(e.name)).map((e) => ({name: e.name, start: e.startTime, dur: e.duration, kind: e.entryType}));
      return {timing, lcp: window.__lcp.at(-1), nodes: document.getElementsByTagName('*').length, rules, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0};
    });
    const buffer = await browser.stopTracing();
    const {traceEvents} = JSON.parse(buffer.toString());
    const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url)) ?? traceEvents.find((e) => e.name === 'navigationStart');
    const tasks = analyse(traceEvents, nav?.ts ?? 0, min, url);
    // performance.now() counts from the navigation's time origin, as the trace's navigationStart.
    for (const task of tasks) {
      const inTask = info.timing.filter((t) => t.start >= task.start - 1 && t.start <= task.start + task.dur + 1);
      const names = inTask.map((t) => (t.kind === 'measure' ? `${t.name} ${Math.round(t.dur)}` : t.name));
      if (names.length) task.detail = [task.detail, `runs ${names.join(', ')}`].filter(Boolean).join('; ');
    }
    return {...info, tasks};
  } finally {
    await context.close();
  }
}

const servers = [];
let nextPort = port;
for (const site of sites) {
  site.port = nextPort++;
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', site.dir, '--port', String(site.port)], {stdio: 'ignore'});
  site.exited = false;
  server.on('exit', () => (site.exited = true));
  servers.push(server);
}
await new Promise((r) => setTimeout(r, 1500));
// A port another process holds would silently measure that process's site.
for (const site of sites) if (site.exited) throw new Error(`could not serve ${site.dir} on port ${site.port} (in use?): pick another with --port`);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
const results = new Map();
try {
  for (let run = 0; run < runs; run++)
    for (const site of sites)
      for (const path of site.paths) {
        const key = `${site.name} ${path}`;
        const r = await load(browser, `http://127.0.0.1:${site.port}${path}`);
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(r);
        const fmt = (t) => `${Math.round(t.start)}+${Math.round(t.dur)} (${Object.entries(t.byKind).filter(([, v]) => v >= 3).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}${t.detail ? '; ' + t.detail : ''})`;
        console.log(`run ${run + 1} ${key}: LCP ${Math.round(r.lcp?.time ?? 0)} ${r.lcp?.element ?? ''}; tasks >= ${min} ms: ${r.tasks.map(fmt).join('; ') || 'none'}`);
      }
} finally {
  await browser.close();
  for (const s of servers) s.kill();
}
console.log(`\nmedians of ${runs} (${desktop ? '1280x800' : '412x823'}, 4x CPU, slow 4G)`);
for (const [key, rs] of results) {
  const largest = rs.map((r) => Math.max(0, ...r.tasks.map((t) => t.dur)));
  const blocking = rs.map((r) => r.tasks.reduce((s, t) => s + Math.max(0, t.dur - 50), 0));
  const kindMax = (kind) => median(rs.map((r) => Math.max(0, ...r.tasks.map((t) => t.byKind[kind] ?? 0))));
  console.log(`${key}: FCP ${Math.round(median(rs.map((r) => r.fcp)))}, LCP ${Math.round(median(rs.map((r) => r.lcp?.time ?? 0)))} (${rs[0].lcp?.element}), largest task ${Math.round(median(largest))}, blocking ${Math.round(median(blocking))}; largest in one task: style ${Math.round(kindMax('style'))}, layout ${Math.round(kindMax('layout'))}, parse HTML ${Math.round(kindMax('parse HTML'))}, script ${Math.round(kindMax('script'))}, compile ${Math.round(kindMax('compile'))}; ${rs[0].nodes} elements, ${rs[0].rules} CSS rules`);
}
