/**
 * `npx tsx scripts/profile-search-keys.mts LABEL`: where the CPU of one keystroke in the search
 * dialog goes, at 4× CPU throttling (CDP `Emulation.setCPUThrottlingRate`), on the existing build.
 *
 * Types the session of scripts/bench-search.mts with the browser bench's key timing (seeded, run 1)
 * after one warm-up query (which loads the page list), records a Chrome trace and prints:
 *   - the main thread's CPU (`tdur`, the time the thread ran: the 4× throttle and other processes
 *     are left out) per key, and of the tasks that handled a key (keydown/keypress/input): p50, p95;
 *   - inside those key tasks, the exclusive CPU by event path: the browser's own text editing
 *     (`textInput`), the input handler's script (Preact's render and the draft search run in its
 *     microtasks), the style recalc and layout the editing forces, the keydown handlers;
 *   - outside them, the frames' rendering (PrePaint, Paint, Layerize, Commit) per key;
 *   - the layouts by how many objects were dirty (does a key lay out the whole document?);
 *   - the rendering CPU per key, key tasks and frames together: style (UpdateLayoutTree), layout,
 *     paint (PrePaint, Paint, Layerize, Commit).
 * Without LIGHT=1 it also records a sampled CPU profile (100 µs) and lists the functions by
 * inclusive time (names as in the minified build: look them up at their column in the chunk),
 * then the sampled self time per key by owner: the webpack module of the build's chunk each
 * function is in, named Preact, search (engine and UI, one concatenated module), the stemmer,
 * or by chunk and module id (native DOM calls count for the script that called them);
 * sampling and V8's trace events slow the page, so compare runs of one kind only.
 * Writes /tmp/LABEL-trace.json (and /tmp/LABEL.cpuprofile). Env: BUILD_DIR (default build), PORT
 * (default 4204). A benchmark, not a test: the figures depend on the machine's load.
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {mulberry32 as random} from '../src/retrieval/vector-search/random';
import {keyGaps, warmSearchAt4x} from './bench-search-browser.mts';

type TraceEvent = {name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: {name?: string; data?: {type?: string}; beginData?: {dirtyObjects?: number}}};
type ProfileNode = {id: number; callFrame: {functionName: string; url: string; lineNumber: number; columnNumber: number}; children?: number[]};
type Profile = {nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]};

/** The session of scripts/bench-search.mts (SESSION there; that module runs the bench when imported). */
const SESSION = ['champion network', 'how much does an assessment cost', 'retreival augmented generation', 'using postgres as a vector store', 'employees resisting AI adoption'];
const PORT = Number(process.env.PORT ?? 4204);
const BUILD = process.env.BUILD_DIR ?? 'build';
const LIGHT = Boolean(process.env.LIGHT);
const label = process.argv[2] ?? 'search-keys';
const ms = (us: number) => (us / 1000).toFixed(2);
const KEY_EVENTS = ['keydown', 'keypress', 'input'];

/** Exclusive CPU (µs) by event path (parent > child) over `tasks`. */
function exclusiveByPath(onMain: TraceEvent[], tasks: TraceEvent[]): Map<string, number> {
  const paths = new Map<string, number>();
  for (const task of tasks) {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!);
    const stack: {event: TraceEvent; path: string; child: number}[] = [];
    const close = (entry: {event: TraceEvent; path: string; child: number}) => paths.set(entry.path, (paths.get(entry.path) ?? 0) + (entry.event.tdur ?? 0) - entry.child);
    let taskChild = 0;
    for (const e of inside) {
      while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! < e.ts + (e.dur ?? 0)) close(stack.pop()!);
      const name = e.name === 'EventDispatch' ? `${e.name}:${e.args?.data?.type}` : e.name;
      const parent = stack.at(-1);
      if (parent) parent.child += e.tdur ?? 0;
      else taskChild += e.tdur ?? 0;
      stack.push({event: e, path: parent ? `${parent.path} > ${name}` : name, child: 0});
    }
    while (stack.length) close(stack.pop()!);
    paths.set('(task itself)', (paths.get('(task itself)') ?? 0) + (task.tdur ?? 0) - taskChild);
  }
  return paths;
}

function report(traceEvents: TraceEvent[], keys: number): void {
  const main = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = traceEvents.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const isKeyTask = (task: TraceEvent) => onMain.some((e) => e.name === 'EventDispatch' && KEY_EVENTS.includes(e.args?.data?.type ?? '') && e.ts >= task.ts && e.ts <= task.ts + task.dur!);
  const keyTasks = tasks.filter(isKeyTask);
  const otherTasks = tasks.filter((task) => !keyTasks.includes(task));
  const cpu = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  const sorted = keyTasks.map((e) => e.tdur ?? 0).sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  console.log(`${label} (${BUILD}): ${keys} keys; main thread CPU ${ms(cpu(tasks) / keys)} ms per key; ${keyTasks.length} key tasks: CPU mean ${ms(cpu(keyTasks) / keyTasks.length)}, p50 ${ms(q(0.5))}, p95 ${ms(q(0.95))}, max ${ms(q(1))} ms`);
  const list = (paths: Map<string, number>, per: number, count: number) =>
    [...paths].sort((a, b) => b[1] - a[1]).slice(0, count).map(([path, us]) => `    ${ms(us / per).padStart(6)} ms  ${path}`).join('\n');
  console.log(`  in the key tasks, exclusive CPU per key task:\n${list(exclusiveByPath(onMain, keyTasks), keyTasks.length, 14)}`);
  console.log(`  in the other tasks (frames, timers, fetches), exclusive CPU per key:\n${list(exclusiveByPath(onMain, otherTasks), keys, 10)}`);
  const layouts = onMain.filter((e) => e.name === 'Layout');
  const dirty = layouts.map((e) => e.args?.beginData?.dirtyObjects).filter((n): n is number => n !== undefined);
  if (dirty.length) console.log(`  layouts: ${layouts.length}, dirty objects p50 ${dirty.sort((a, b) => a - b)[dirty.length >> 1]}, max ${dirty.at(-1)}; CPU ${ms(cpu(layouts) / keys)} ms per key`);
  // Every style recalc, layout and paint step of the main thread (forced ones in key tasks included).
  // Outermost events only: a Paint holds Paints of its own.
  const named = (names: readonly string[]) => {
    let end = -1;
    const outer = onMain.filter((e) => {
      if (!names.includes(e.name) || e.ts < end) return false;
      end = e.ts + (e.dur ?? 0);
      return true;
    });
    return cpu(outer) / keys;
  };
  const style = named(['UpdateLayoutTree']);
  const layout = named(['Layout']);
  const paint = named(['PrePaint', 'Paint', 'Layerize', 'Commit']);
  console.log(`  rendering CPU per key: style ${ms(style)} + layout ${ms(layout)} + paint (PrePaint, Paint, Layerize, Commit) ${ms(paint)} = ${ms(style + layout + paint)} ms`);
}

/**
 * Which part of the site's code a script position belongs to: the webpack module it is in (keys of
 * the minified chunk's module table, `1234(e,t,n){`), named by what the module holds: Preact (its
 * mangled `__k` field), the site search (`search:rank`: webpack concatenates the engine and the UI
 * into one module), the stemmer; any other by chunk and module id.
 */
function ownerOf(url: string): (line: number, column: number) => string {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const file = join(BUILD, path);
  if (!path.endsWith('.js') || !existsSync(file)) return () => (url ? 'other script' : 'native / V8');
  const text = readFileSync(file, 'utf8');
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const starts = [...text.matchAll(/[{,](\d+)\((?:[a-z](?:,[a-z]){0,2})?\)\{/g)].map((m) => m.index + 1);
  const chunk = path.split('/').pop()!.split('.')[0];
  const label = (from: number, to: number) => {
    const body = text.slice(from, to);
    if (body.includes('__k')) return 'Preact';
    if (body.includes('search:rank')) return 'search (engine and UI)';
    if (body.includes('wink-porter2') || body.includes('(bb|dd|ff|gg|mm|nn|pp|rr|tt)$')) return 'search (stemmer)';
    return `other (${chunk} module ${/^\d+/.exec(body)?.[0]})`;
  };
  const labels = starts.map((start, i) => label(start, starts[i + 1] ?? text.length));
  return (line, column) => {
    const at = (lineStarts[line] ?? 0) + column;
    let lo = 0;
    let hi = starts.length - 1;
    if (hi < 0 || at < starts[0]!) return `other (${chunk})`;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return labels[lo]!;
  };
}

/** Sampled self time per key by owner (Preact, search engine, search UI, …). */
function ownerReport(profile: Profile, keys: number): void {
  const owners = new Map<string, (line: number, column: number) => string>();
  const byNode = new Map<number, string>();
  for (const n of profile.nodes) {
    const {functionName, url, lineNumber, columnNumber} = n.callFrame;
    if (/^\((idle|program|root)\)$/.test(functionName)) continue;
    if (functionName === '(garbage collector)') {
      byNode.set(n.id, 'garbage collector');
      continue;
    }
    if (!owners.has(url)) owners.set(url, ownerOf(url));
    byNode.set(n.id, owners.get(url)!(lineNumber, columnNumber));
  }
  // Native calls (DOM, fetch) count for the script that called them.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const owner = (id: number): string | undefined => {
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const label = byNode.get(cur);
      if (label && label !== 'native / V8') return label;
    }
    return byNode.get(id);
  };
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const label = owner(id);
    if (label) self.set(label, (self.get(label) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  console.log(`  sampled script time per key by owner (self time, DOM calls counted for their caller): ${[...self].sort((a, b) => b[1] - a[1]).map(([label, us]) => `${label} ${ms(us / keys)}`).join(', ')} ms`);
}

function profileReport(profile: Profile): void {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
  const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.columnNumber}`;
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    if (/^\((idle|program|root)\)$/.test(nodes.get(id)!.callFrame.functionName)) continue;
    total += us;
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const key = name(nodes.get(cur)!);
      if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + us);
      seen.add(key);
    }
  }
  const rows = [...inclusive].filter(([key]) => !/^\((root|program|idle)\)/.test(key)).sort((a, b) => b[1] - a[1]).slice(0, 30);
  console.log(`  sampled profile (script and DOM calls, ${ms(total)} ms in all), by inclusive time:\n${rows.map(([key, us]) => `    ${((100 * us) / total).toFixed(0).padStart(3)}%  ${key}`).join('\n')}`);
}

const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', BUILD, '--port', String(PORT)], {stdio: 'ignore'});
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 50; i += 1) {
  if (await fetch(base).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 100));
}
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
try {
  const context = await browser.newContext();
  // Warm-up: the page list and the first shards load here, not in the keys measured.
  const {page, cdp, input} = await warmSearchAt4x(context, base);
  if (!LIGHT) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 100});
  }
  const categories = ['devtools.timeline', 'blink.user_timing', 'toplevel', ...(LIGHT ? [] : ['disabled-by-default-devtools.timeline', 'v8'])];
  await browser.startTracing(page, {categories});
  if (!LIGHT) await cdp.send('Profiler.start');
  const next = random(1);
  let keys = 0;
  for (const query of SESSION) {
    await input.fill('');
    await page.waitForTimeout(400);
    const gaps = keyGaps(query, next);
    for (const [i, key] of [...query].entries()) {
      if (i > 0) await page.waitForTimeout(gaps[i]!);
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      keys += 1;
    }
    await page.waitForTimeout(1500);
  }
  const profile = LIGHT ? null : ((await cdp.send('Profiler.stop')) as {profile: Profile}).profile;
  const trace = (await browser.stopTracing()).toString();
  writeFileSync(`/tmp/${label}-trace.json`, trace);
  report((JSON.parse(trace) as {traceEvents: TraceEvent[]}).traceEvents, keys);
  if (profile) {
    writeFileSync(`/tmp/${label}.cpuprofile`, JSON.stringify(profile));
    profileReport(profile);
    ownerReport(profile, keys);
  }
} finally {
  await browser.close();
  server.kill();
}
