#!/usr/bin/env node
/**
 * What the root hydration pass spends its time on (issue 30): loads each page in Chromium at 4x
 * CPU on slow 4G, cold cache, with a performance trace that includes V8's CPU profile, finds the
 * main-thread task holding clientEntry's mark `entry:hydrate` (src/docusaurus-patches/clientEntry),
 * and maps every profile sample in that task to its source file and function through the build's
 * source maps (build with BUNDLE_SOURCE_MAPS=1). Prints per page the task's duration and the top
 * functions by self time, self time per source file (node_modules folded to their package), and
 * inclusive time per site/theme source file (a sample counts once for each such file on its stack),
 * as medians over runs.
 *
 *   BUILD_DIR=build-sm node scripts/hydrate-profile.mjs [--runs N] [--port P] [--top K] [--desktop] [--vs DIR] [paths...]
 *     default paths: /docs/intro /blog/enterprise-ai-action-plan /services/packages
 *     --vs DIR: an A/B: the same paths of a second build (served on port P+1), interleaved run by run
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {TraceMap, originalPositionFor} from '@jridgewell/trace-mapping';
import {asSlowPhone, loadUntilLive} from './slowPhone.mjs';

const args = process.argv.slice(2);
let runs = 5;
let port = 4420;
let top = 15;
let desktop = false;
let vs;
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--port') port = Number(args[++i]);
  else if (args[i] === '--top') top = Number(args[++i]);
  else if (args[i] === '--desktop') desktop = true;
  else if (args[i] === '--vs') vs = args[++i];
  else paths.push(args[i]);
}
if (!paths.length) paths.push('/docs/intro', '/blog/enterprise-ai-action-plan', '/services/packages');
const dirs = [process.env.BUILD_DIR ?? 'build', ...(vs ? [vs] : [])];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const maps = new Map();
function traceMap(url) {
  const u = new URL(url);
  const file = join(dirs[Number(u.port) - port] ?? dirs[0], u.pathname) + '.map';
  if (!maps.has(file)) maps.set(file, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  return maps.get(file);
}
/** `pkg/name` for a node_modules path (scoped packages keep their scope), else the site path. */
function shortSource(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm < 0) return clean;
  const rest = clean.slice(nm + 'node_modules/'.length).split('/');
  const pkg = rest[0].startsWith('@') ? rest.slice(0, 2).join('/') : rest[0];
  return `${pkg}/${rest.slice(rest[0].startsWith('@') ? 2 : 1).join('/')}`;
}
const isRuntime = (file) => /^(preact|react-dom|react|scheduler)\//.test(file);
const frameCache = new Map();
function frame(callFrame) {
  const key = `${callFrame.url}:${callFrame.lineNumber}:${callFrame.columnNumber}:${callFrame.functionName}`;
  if (frameCache.has(key)) return frameCache.get(key);
  let result;
  if (!callFrame.url) result = {file: `(${callFrame.functionName || 'program'})`, fn: callFrame.functionName || '(native)'};
  else {
    const map = callFrame.url.startsWith('http') ? traceMap(callFrame.url) : null;
    const pos = map ? originalPositionFor(map, {line: callFrame.lineNumber + 1, column: callFrame.columnNumber}) : null;
    result = pos?.source
      ? {file: shortSource(pos.source), fn: pos.name || callFrame.functionName || '(anonymous)', line: pos.line}
      : {file: callFrame.url.split('/').pop(), fn: callFrame.functionName || '(anonymous)'};
  }
  frameCache.set(key, result);
  return result;
}

/** Samples (ts in trace µs, stack of node ids, duration) of every CPU profile in the trace. */
function profiles(events) {
  const byId = new Map();
  for (const e of events) {
    if (e.name === 'Profile') byId.set(e.id, {pid: e.pid, tid: e.tid, start: e.args.data.startTime, nodes: new Map(), samples: [], deltas: []});
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !byId.has(e.id)) continue;
    const p = byId.get(e.id);
    const cpu = e.args.data.cpuProfile ?? {};
    for (const n of cpu.nodes ?? []) p.nodes.set(n.id, n);
    p.samples.push(...(cpu.samples ?? []));
    p.deltas.push(...(e.args.data.timeDeltas ?? []));
  }
  return [...byId.values()].map((p) => {
    let t = p.start;
    const times = p.deltas.map((d) => (t += d));
    return {...p, times};
  });
}

function analyse(events) {
  const mark = events.find((e) => e.name === 'entry:hydrate' && e.cat?.includes('blink.user_timing'));
  if (!mark) return null;
  const onThread = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.name === 'RunTask');
  const task = onThread.find((e) => e.ts <= mark.ts && e.ts + e.dur >= mark.ts);
  if (!task) return null;
  const from = task.ts;
  const to = task.ts + task.dur;
  let best = null;
  for (const p of profiles(events)) {
    const inside = p.times.filter((t) => t >= from && t <= to).length;
    if (!best || inside > best.inside) best = {p, inside};
  }
  const self = new Map();
  const perFile = new Map();
  const inclusive = new Map();
  let sampled = 0;
  if (best) {
    const {p} = best;
    for (let i = 0; i < p.samples.length; i++) {
      const t = p.times[i];
      if (t < from || t > to) continue;
      const dur = ((p.times[i + 1] ?? t) - t) / 1000;
      const node = p.nodes.get(p.samples[i]);
      if (!node) continue;
      const f = frame(node.callFrame);
      if (f.fn === '(idle)') continue;
      sampled += dur;
      const key = `${f.fn} (${f.file}${f.line ? ':' + f.line : ''})`;
      self.set(key, (self.get(key) ?? 0) + dur);
      perFile.set(f.file, (perFile.get(f.file) ?? 0) + dur);
      const seen = new Set();
      for (let n = node; n; n = p.nodes.get(n.parent)) {
        const g = frame(n.callFrame);
        if (g.file.startsWith('(') || isRuntime(g.file) || seen.has(g.file)) continue;
        seen.add(g.file);
        inclusive.set(g.file, (inclusive.get(g.file) ?? 0) + dur);
      }
    }
  }
  // The site's other marks in the same task (a gate opening there would be counted here too).
  const marks = events.filter((e) => e.cat?.includes('blink.user_timing') && e.ts >= from && e.ts <= to && e.name !== 'entry:hydrate').map((e) => e.name);
  return {task: task.dur / 1000, sampled, self, perFile, inclusive, marks: [...new Set(marks)]};
}

async function load(browser, url) {
  const context = await browser.newContext({viewport: desktop ? {width: 1280, height: 800} : {width: 412, height: 823}});
  const page = await context.newPage();
  await asSlowPhone(context, page);
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler', '__metadata']});
  try {
    await loadUntilLive(page, url);
    await page.waitForTimeout(500);
    const {traceEvents} = JSON.parse((await browser.stopTracing()).toString());
    return analyse(traceEvents);
  } finally {
    await context.close();
  }
}

const servers = dirs.map((dir, i) => {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port + i)], {stdio: 'ignore'});
  server.exited = false;
  server.on('exit', () => (server.exited = true));
  return server;
});
await new Promise((r) => setTimeout(r, 1500));
servers.forEach((s, i) => {
  if (s.exited) throw new Error(`could not serve ${dirs[i]} on port ${port + i} (in use?): pick another with --port`);
});
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
const results = new Map(dirs.flatMap((dir) => paths.map((p) => [`${dir} ${p}`, []])));
try {
  for (let run = 0; run < runs; run++)
    for (const path of paths)
      for (const [i, dir] of dirs.entries()) {
        const r = await load(browser, `http://127.0.0.1:${port + i}${path}`);
        if (r) results.get(`${dir} ${path}`).push(r);
        console.log(`run ${run + 1} ${dir} ${path}: ${r ? `entry:hydrate task ${Math.round(r.task)} ms, ${Math.round(r.sampled)} ms sampled${r.marks.length ? `; other marks in it: ${r.marks.join(', ')}` : ''}` : 'no entry:hydrate mark'}`);
      }
} finally {
  await browser.close();
  for (const s of servers) s.kill();
}
const table = (rs, field, n) => {
  const keys = new Set(rs.flatMap((r) => [...r[field].keys()]));
  return [...keys]
    .map((k) => ({k, ms: median(rs.map((r) => r[field].get(k) ?? 0))}))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n);
};
const fmt = (ms) => ms.toFixed(1);
console.log(`\nmedians of ${runs} (${desktop ? '1280x800' : '412x823'}, 4x CPU, slow 4G)`);
for (const [path, rs] of results) {
  if (!rs.length) continue;
  console.log(`\n## ${path}: entry:hydrate task ${fmt(median(rs.map((r) => r.task)))} ms (spread ${fmt(Math.min(...rs.map((r) => r.task)))}–${fmt(Math.max(...rs.map((r) => r.task)))}), sampled script ${fmt(median(rs.map((r) => r.sampled)))} ms`);
  console.log('\nself time, function (source) | ms');
  for (const {k, ms} of table(rs, 'self', top)) console.log(`${k} | ${fmt(ms)}`);
  console.log('\nself time per source file | ms');
  for (const {k, ms} of table(rs, 'perFile', top)) console.log(`${k} | ${fmt(ms)}`);
  console.log('\ninclusive time per non-runtime source file | ms');
  for (const {k, ms} of table(rs, 'inclusive', top)) console.log(`${k} | ${fmt(ms)}`);
}
