/**
 * The main thread's CPU per search keystroke, A against B (issue 27): on a busy machine the wall
 * time of a keystroke is mostly time its thread waited for a core (the 2026-11-27 entries of
 * src/retrieval/site-search/README.md), so a change is judged by the CPU time the thread used,
 * which waiting leaves out (the trace's thread time, `tdur`), as scripts/style-layout-ab.mjs does
 * for the first style and layout.
 *
 *   BUILD_A=<build> BUILD_B=<build> PORT=<p> npx tsx scripts/search-key-cpu-ab.mts [--runs N]
 *     serves A on PORT and B on PORT+1 (scripts/serve.mjs); default 4 runs, each typing the
 *     session of scripts/bench-search.mts once in A and once in B (order A B, then B A, …), on a
 *     fresh page (/docs/intro, hydrated, network settled) at 4× CPU throttling, after a warm-up
 *     query that loads the page list; the keys' timing is the browser bench's (seeded per run, so
 *     A and B of one run type alike).
 *
 * Per key, from a Chrome trace (devtools.timeline; the marks are `console.timeStamp`): the CPU of the renderer's main
 * thread from the start of the task that handled the keydown to the results drawn (a frame
 * callback after the listbox changed posts a user-blocking task, as the browser bench does; its
 * mark ends the window), summed over every task that started in that window (the key's task, the
 * frame, Preact's effects, timers). A key whose draft changed nothing on screen before the next
 * key counts as "not drawn" and is left out of the figures (printed with the count). Also printed:
 * the CPU of the key's own task, and all the main thread's CPU while the session was typed, per
 * key (full answers and section fetches included). Medians and p90 per variant, load averages
 * sampled through each variant's runs. A benchmark, not a test.
 * Env: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {loadavg} from 'node:os';
import {resolve} from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {mulberry32 as random} from '../src/retrieval/vector-search/random';
import {keyGaps, warmSearchAt4x} from './bench-search-browser.mts';

/** The session of scripts/bench-search.mts (SESSION there; that module runs the bench when imported). */
const SESSION = ['champion network', 'how much does an assessment cost', 'retreival augmented generation', 'using postgres as a vector store', 'employees resisting AI adoption'];
const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 4204);
const argv = process.argv.slice(2);
const RUNS = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 4;
const VARIANTS = {A: process.env.BUILD_A, B: process.env.BUILD_B};
if (!VARIANTS.A || !VARIANTS.B) throw new Error('Set BUILD_A and BUILD_B to the two builds to compare.');

type TraceEvent = {name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: {name?: string; data?: {message?: string}}};
type Run = {drawn: number[]; keyTask: number[]; notDrawn: number; perKey: number; keys: number; load: number[]};

/** Per key CPU (ms) from a trace: see the header. */
export function keyCpu(traceEvents: TraceEvent[]): Omit<Run, 'load'> {
  const marks = traceEvents
    .filter((e) => e.name === 'TimeStamp' && (e.args?.data?.message === 'ab:key' || e.args?.data?.message === 'ab:drawn'))
    .map((e) => ({...e, name: e.args!.data!.message!}))
    .sort((a, b) => a.ts - b.ts);
  if (!marks.length) throw new Error('no ab:key marks in the trace');
  const thread = `${marks[0]!.pid}:${marks[0]!.tid}`;
  const tasks = traceEvents
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask'))
    .sort((a, b) => a.ts - b.ts);
  // Outermost tasks only (a RunTask can hold a nested one).
  const outer: TraceEvent[] = [];
  for (const t of tasks) if (!outer.length || t.ts >= outer.at(-1)!.ts + outer.at(-1)!.dur!) outer.push(t);
  const cpu = (from: number, to: number) => outer.filter((t) => t.ts >= from && t.ts < to).reduce((s, t) => s + (t.tdur ?? 0), 0) / 1000;
  const taskAt = (ts: number) => outer.find((t) => t.ts <= ts && ts <= t.ts + t.dur!);
  const drawn: number[] = [];
  const keyTask: number[] = [];
  let notDrawn = 0;
  let keys = 0;
  for (const [i, m] of marks.entries()) {
    if (m.name !== 'ab:key') continue;
    keys += 1;
    const task = taskAt(m.ts);
    if (!task) continue;
    keyTask.push((task.tdur ?? 0) / 1000);
    const next = marks[i + 1];
    if (next?.name === 'ab:drawn') drawn.push(cpu(task.ts, next.ts));
    else notDrawn += 1;
  }
  const first = marks.find((m) => m.name === 'ab:key')!.ts;
  const last = marks.at(-1)!.ts;
  return {drawn, keyTask, notDrawn, keys, perKey: cpu(first, last + 1) / keys};
}

async function typeSession(browser: Browser, port: number, run: number): Promise<Omit<Run, 'load'>> {
  const context = await browser.newContext();
  try {
    const {page, cdp, input} = await warmSearchAt4x(context, `http://127.0.0.1:${port}`);
    // A string, not a function: tsx would wrap named functions in a helper the page does not have.
    await page.evaluate(`(() => {
      document.addEventListener('keydown', () => console.timeStamp('ab:key'), true);
      const list = document.querySelector('[role="dialog"] [role="listbox"]');
      let pending = false;
      const drawn = () => { pending = false; console.timeStamp('ab:drawn'); };
      new MutationObserver(() => {
        if (pending) return;
        pending = true;
        requestAnimationFrame(() => scheduler.postTask(drawn, {priority: 'user-blocking'}));
      }).observe(list, {childList: true, subtree: true, attributes: true, characterData: true});
    })()`);
    // No user-timing category: it would make every performance.measure of the page emit trace
    // events, work a reader's browser does not do. The marks are console.timeStamp (TimeStamp).
    await browser.startTracing(page, {categories: ['devtools.timeline', 'toplevel']});
    const next = random(run + 1);
    for (const query of SESSION) {
      await input.fill('');
      await page.waitForTimeout(400);
      const gaps = keyGaps(query, next);
      for (const [i, key] of [...query].entries()) {
        if (i > 0) await page.waitForTimeout(gaps[i]!);
        await page.keyboard.press(key === ' ' ? 'Space' : key);
      }
      await page.waitForTimeout(1500);
    }
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
    return keyCpu(trace.traceEvents);
  } finally {
    await context.close();
  }
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};

const servers: ChildProcess[] = [];
const ports = {A: PORT, B: PORT + 1};
for (const [name, dir] of Object.entries(VARIANTS)) {
  if (!existsSync(resolve(ROOT, dir!))) throw new Error(`${name}: no build at ${dir}`);
  servers.push(spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir!, '--port', String(ports[name as 'A' | 'B'])], {cwd: ROOT, stdio: 'ignore'}));
}
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
const results: Record<'A' | 'B', Run[]> = {A: [], B: []};
try {
  for (const port of Object.values(ports))
    for (let i = 0; i < 100 && !(await fetch(`http://127.0.0.1:${port}`).then((r) => r.ok, () => false)); i += 1) await new Promise((r) => setTimeout(r, 100));
  for (let run = 0; run < RUNS; run += 1)
    for (const name of run % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
      const load = [loadavg()[0]!];
      const sampler = setInterval(() => load.push(loadavg()[0]!), 2000);
      const result = await typeSession(browser, ports[name], run).finally(() => clearInterval(sampler));
      load.push(loadavg()[0]!);
      results[name].push({...result, load});
      console.log(
        `run ${run + 1} ${name}: key→drawn CPU p50 ${quantile(result.drawn, 0.5).toFixed(1)} / p90 ${quantile(result.drawn, 0.9).toFixed(1)} ms over ${result.drawn.length} keys (${result.notDrawn} not drawn), key task p50 ${quantile(result.keyTask, 0.5).toFixed(1)} ms, all CPU per key ${result.perKey.toFixed(1)} ms; load ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
      );
    }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
console.log(`\nCPU of the main thread per search keystroke (4× throttling, ${RUNS} runs each, interleaved):`);
for (const [name, runs] of Object.entries(results)) {
  const drawn = runs.flatMap((r) => r.drawn);
  const keyTask = runs.flatMap((r) => r.keyTask);
  const load = runs.flatMap((r) => r.load);
  console.log(
    `  ${name} (${VARIANTS[name as 'A' | 'B']}): key→drawn p50 ${quantile(drawn, 0.5).toFixed(1)} / p90 ${quantile(drawn, 0.9).toFixed(1)} ms (${drawn.length} keys, ${runs.reduce((s, r) => s + r.notDrawn, 0)} not drawn); key task p50 ${quantile(keyTask, 0.5).toFixed(1)} / p90 ${quantile(keyTask, 0.9).toFixed(1)} ms; all CPU per key, runs: ${runs.map((r) => r.perKey.toFixed(1)).join(' / ')} ms; load ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
  );
}
