/**
 * `npm run bench:search -- --browser`: the search dialog in Chromium on the existing build, with the
 * CPU slowed 4× (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`).
 *
 * Each query of the session is typed key by key with a reader's timing: the gap before each key is
 * drawn (seeded, so every run types alike) from 90–260 ms, 220–480 ms after a space (a reader
 * pauses between words), so the 120 ms typing pause of useSearch is crossed mid-query, as it is for
 * a real reader. The session is typed `--runs N` times (default 3). Reported per query:
 *   - p50 / p95 / max of the time from the last keystroke (keydown, in the page) to the results of
 *     the whole query drawn (the listbox carries `data-query`): a MutationObserver sees the rows
 *     inserted, a `requestAnimationFrame` callback then runs in the frame that renders them, and
 *     the time is taken in a task posted from that callback (a user-blocking `scheduler.postTask`,
 *     ahead of tasks of normal priority already queued such as Preact's effects; a posted message
 *     without it), after the frame's style, layout, paint and commit (raster and display on the
 *     compositor are left out). Checked against Chrome traces (`--trace`, load 20–33, 15 queries
 *     a trace): the time came 0.2–6.1 ms after the end of the main-thread task that painted the
 *     rows in 13 of 15 queries, 25 and 37 ms in two starved ones (other tasks, a keyup, ran
 *     first); with a posted message alone, 0.7–11 ms, and 26 and 64 ms. Until
 *     2026-11-27 the time was taken when the rows were inserted, before their frame; that figure
 *     is still printed (“rows in the DOM”);
 *   - where that time went, from the worst run: search-index fetches still in flight at the last
 *     keystroke and fetches started after it (wrapping `fetch` in the page), and long tasks
 *     (PerformanceObserver `longtask`, over 50 ms) that overlapped the wait, and what they were made
 *     of (Long Animation Frames: the scripts by invoker and file, forced style/layout, and the
 *     frame's style + layout + paint; the rest of a long frame is time no script or rendering used,
 *     such as the CPU given to other processes);
 *   - the bytes transferred (gzip, as served by scripts/serve.mjs) after the first query and after
 *     all five in the first run, counted from Playwright's network log from the moment search opens:
 *     ALL of them (a reader's data plan pays for everything), and of those the route chunks that
 *     `<link rel="prefetch">` fetches (Playwright's resource type "other"): the search shortcut wakes
 *     the navbar (it waits for the reader on Preact, src/components/HydrationGate), whose links
 *     prefetch the pages they lead to once the reader is idle again
 *     (src/docusaurus-patches/bundleTrims/prefetch.ts); before that waited, ~98 KB of them came
 *     while the first query was typed.
 * `--requests` lists the index parts of run 1 with their bytes and the query in the box when each was
 * requested, then every other request of run 1 after search opened with its bytes and resource type. `--hog N` runs N busy processes beside the browser (as scripts/bench.mjs does: a shared machine,
 * like a phone doing other work), for the whole bench.
 * `--trace FILE` records a Chrome trace of each run (FILE-run1.json, …; V8's GC and compile events
 * included) and prints the renderer's main-thread tasks over 100 ms with the CPU time the thread
 * got in each: a long task of little CPU waited (for the 4× throttle, or for a CPU that other
 * processes held), one of much CPU worked, and the GC pauses and compiles say what that work was.
 * A benchmark, not a test: figures vary with the machine; the load average is printed with them.
 * Env: BUILD_DIR (default build), PORT (default 4204), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {resolve} from 'node:path';
import {chromium, type BrowserContext, type CDPSession, type Locator, type Page, type Request} from '@playwright/test';
import {transferredBytes as transferred} from '../tests/e2e/transferredBytes';
import {mulberry32 as random} from '../src/retrieval/vector-search/random';

const ROOT = resolve(import.meta.dirname, '..');
const BUILD = process.env.BUILD_DIR ?? 'build';
const PORT = Number(process.env.PORT ?? 4204);
const RATE = 4;

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);

/** The gap before each key of `text` (ms). */
export function keyGaps(text: string, next: () => number): number[] {
  return [...text].map((_, i) => (i > 0 && text[i - 1] === ' ' ? 220 + 260 * next() : 90 + 170 * next()));
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

type Probe = {delay: number; domDelay: number; inFlight: number; fetchedAfter: number; fetchWait: number; longTasks: number[]; measures: Record<string, number>; frames: string[]; lastKeyAt: number};

/** A `<link rel="prefetch">` of a route chunk (Docusaurus' Link prefetching the page it leads to). */
const isPrefetch = (request: Request) => request.resourceType() === 'other';

/** A docs page of the site at `base`, hydrated and with its network settled (what search opens on). */
export async function settledPage(context: BrowserContext, base: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/docs/intro`);
  await page.waitForSelector('html[data-has-hydrated]');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * The search box of a settled docs page at 4× CPU throttling, warmed up: "rag" typed once and
 * cleared, so the page list and the first shards load before any key that is measured.
 */
export async function warmSearchAt4x(context: BrowserContext, base: string): Promise<{page: Page; cdp: CDPSession; input: Locator}> {
  const page = await settledPage(context, base);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.keyboard.press('/');
  const input = page.getByRole('dialog', {name: 'Search the site'}).getByRole('combobox');
  await input.waitFor();
  await input.pressSequentially('rag', {delay: 150});
  await page.waitForTimeout(1500);
  await input.fill('');
  await page.waitForTimeout(800);
  return {page, cdp, input};
}

function startHogs(count: number): ChildProcess[] {
  return Array.from({length: count}, () => spawn(process.execPath, ['-e', 'for (;;) {}'], {stdio: 'ignore'}));
}

/** `--trace FILE`: a Chrome trace per run (FILE-runN.json) with V8's GC and compile events. */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.gc', 'v8.compile', 'disabled-by-default-v8.compile', 'blink.user_timing'];

type TraceEvent = {name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: {data?: {type?: string}; name?: string}};

/**
 * The renderer's main-thread tasks over 100 ms in a trace, each with its wall time and the CPU
 * time its thread got (`tdur`: the rest is time the thread waited, for the 4× throttle or for a
 * CPU the other processes held), the GC pauses (MinorGC/MajorGC), V8 compiles, the events it
 * dispatched, its script calls and the search's measures inside it.
 */
export function longTasks({traceEvents}: {traceEvents: TraceEvent[]}): string {
  const main = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = traceEvents.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && (e.dur ?? 0) > 100_000);
  const ms = (us: number) => (us / 1000).toFixed(1);
  return tasks
    .map((task) => {
      const inside = onMain.filter((e) => e !== task && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!);
      const sum = (test: (e: TraceEvent) => boolean) => inside.filter(test).reduce((total, e) => total + (e.dur ?? 0), 0);
      const gc = inside.filter((e) => e.name === 'MinorGC' || e.name === 'MajorGC');
      const compiles = inside.filter((e) => /compile/i.test(e.cat) && /^V8\.Compile(Lazy|Code|FullCode)?$|^v8\.compile$/.test(e.name));
      const dispatched = [...new Set(inside.filter((e) => e.name === 'EventDispatch').map((e) => e.args?.data?.type))].join(',');
      const calls = inside.filter((e) => e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'RunMicrotasks');
      const topCalls = calls.sort((a, b) => b.dur! - a.dur!).slice(0, 3).map((e) => `${e.name} ${ms(e.dur!)}`).join(', ');
      const measures = inside.filter((e) => e.cat === 'blink.user_timing' && e.name.startsWith('search:')).map((e) => e.name.slice(7)).join(',');
      return `    task ${ms(task.dur!)} ms wall, ${ms(task.tdur ?? 0)} ms CPU; GC ${ms(sum((e) => gc.includes(e)))} ms (${gc.map((e) => `${e.name} ${ms(e.dur!)}`).join(', ') || 'none'}); compile ${ms(compiles.reduce((t, e) => t + e.dur!, 0))} ms in ${compiles.length}; events [${dispatched}]; ${topCalls}; style/layout/paint ${ms(sum((e) => ['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint'].includes(e.name)))} ms${measures ? `; search: ${measures}` : ''}`;
    })
    .join('\n');
}

export async function browserBench(session: readonly string[]): Promise<void> {
  const runs = option('--runs', 3);
  const tracing = argv.includes('--trace');
  const hogs = startHogs(option('--hog', 0));
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', BUILD, '--port', String(PORT)], {cwd: ROOT, stdio: 'ignore'});
  const load: number[] = [];
  const sampler = setInterval(() => load.push(loadavg()[0]!), 2000);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    for (let i = 0; i < 50; i += 1) {
      if (await fetch(base).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
    const browser = await chromium.launch({executablePath});
    const probes = new Map<string, Probe[]>(session.map((query) => [query, []]));
    let first = 0;
    let five = 0;
    let prefetchFirst = 0;
    let prefetchFive = 0;
    for (let run = 0; run < runs; run += 1) {
      // A fresh page per run: the index parts are fetched again, as on a first visit.
      const context = await browser.newContext();
      const page = await settledPage(context, base);
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: RATE});
      // A string, not a function: tsx would wrap named functions in a helper the page does not have.
      await page.evaluate(`(() => {
        window.benchFetches = [];
        window.benchTasks = [];
        const original = window.fetch;
        window.fetch = (input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          if (!url.includes('/search-index/')) return original(input, init);
          const box = document.querySelector('[role="combobox"]');
          const entry = {url, start: performance.now(), end: Infinity, query: box ? box.value : ''};
          window.benchFetches.push(entry);
          const done = () => { entry.end = performance.now(); };
          const promise = original(input, init);
          promise.then(done, done);
          return promise;
        };
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) window.benchTasks.push([task.startTime, task.duration]);
        }).observe({type: 'longtask', buffered: true});
        // Long animation frames (Chrome 123+) say what a long task was: the scripts that ran in it
        // (invoker, source), forced style/layout, and the frame's own style, layout and paint.
        window.benchFrames = [];
        new PerformanceObserver((list) => {
          for (const f of list.getEntries()) {
            const end = f.startTime + f.duration;
            const scripts = {};
            for (const s of f.scripts) {
              const source = (s.sourceURL || '').split('/').pop().split('.')[0];
              const key = s.invokerType + ' ' + (s.invoker || '').slice(0, 40) + (source ? ' @' + source : '');
              scripts[key] = (scripts[key] || 0) + s.duration;
            }
            window.benchFrames.push({start: f.startTime, end, blocking: f.blockingDuration,
              render: f.renderStart ? end - f.renderStart : 0,
              styleLayout: f.styleAndLayoutStart ? end - f.styleAndLayoutStart : 0,
              forced: f.scripts.reduce((sum, s) => sum + s.forcedStyleAndLayoutDuration, 0), scripts});
          }
        }).observe({type: 'long-animation-frame', buffered: true});
      })()`);
      if (tracing) await browser.startTracing(page, {categories: TRACE_CATEGORIES});
      await page.keyboard.press('/');
      const input = page.getByRole('dialog', {name: 'Search the site'}).getByRole('combobox');
      await input.waitFor();
      const next = random(run + 1);
      for (const [n, query] of session.entries()) {
        await input.fill('');
        await page.waitForTimeout(400);
        await page.evaluate(`(() => {
          const q = ${JSON.stringify(query)};
          window.lastKeyAt = undefined;
          window.domAt = undefined;
          window.shownAt = undefined;
          window.benchKeys = (window.benchKeys || 0) + 1;
          const mine = window.benchKeys;
          document.addEventListener('keydown', () => { if (window.benchKeys === mine) { window.lastKeyAt = performance.now(); performance.mark('bench:key'); } }, true);
          const done = () => document.querySelector('[role="listbox"][data-query="' + CSS.escape(q) + '"] [role="option"]')
            || document.querySelector('[data-testid="search-empty"][data-query="' + CSS.escape(q) + '"]');
          // Drawn, not only in the DOM: the observer sees the rows inserted (a microtask after the
          // render); the next animation frame callback runs in the frame that styles, lays out and
          // paints them, and a task posted from it runs once that frame's main-thread work (paint,
          // commit to the compositor) is done.
          new MutationObserver((_, observer) => {
            if (!done()) return;
            window.domAt = performance.now();
            performance.mark('bench:rows-in-dom');
            observer.disconnect();
            // The first task after the frame: a user-blocking task runs ahead of tasks of normal
            // priority already queued (Preact's effects, which it schedules from a frame callback
            // of its own); a posted message where there is no scheduler.postTask. Set up here, so
            // the frame callback, which runs before the frame's paint, does as little as it can.
            const drawn = () => {
              window.shownAt = performance.now();
              performance.mark('bench:drawn');
            };
            const channel = window.scheduler && scheduler.postTask ? null : new MessageChannel();
            if (channel) channel.port1.onmessage = drawn;
            requestAnimationFrame(() => {
              if (channel) channel.port2.postMessage(0);
              else scheduler.postTask(drawn, {priority: 'user-blocking'});
            });
          }).observe(document.body, {childList: true, subtree: true, attributes: true});
        })()`);
        const gaps = keyGaps(query, next);
        for (const [i, key] of [...query].entries()) {
          if (i > 0) await page.waitForTimeout(gaps[i]!);
          await page.keyboard.press(key === ' ' ? 'Space' : key);
        }
        await page.waitForFunction('window.shownAt !== undefined && window.lastKeyAt !== undefined', undefined, {timeout: 15_000});
        const probe = (await page.evaluate(`(() => {
          const from = window.lastKeyAt, to = window.shownAt;
          const fetches = window.benchFetches;
          const after = fetches.filter((f) => f.start >= from && f.start <= to);
          return {
            delay: to - from,
            domDelay: window.domAt - from,
            inFlight: fetches.filter((f) => f.start < from && f.end > from).length,
            fetchedAfter: after.length,
            fetchWait: after.reduce((max, f) => Math.max(max, Math.min(f.end, to) - from), 0),
            lastKeyAt: from,
            frames: window.benchFrames.filter((f) => f.start < to && f.end > from && f.end - f.start > 50).map((f) =>
              Math.round(f.end - f.start) + ' ms [' + Object.entries(f.scripts).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => k + ' ' + Math.round(v)).join('; ')
              + (f.forced ? '; forced style/layout ' + Math.round(f.forced) : '') + '; style+layout+paint ' + Math.round(f.styleLayout) + ', render ' + Math.round(f.render) + ']'),
            longTasks: window.benchTasks.filter(([start, duration]) => start < to && start + duration > from).map(([, duration]) => Math.round(duration)),
            measures: performance.getEntriesByType('measure').filter((m) => m.name.startsWith('search:') && m.startTime < to && m.startTime + m.duration > from)
              .reduce((sum, m) => ({...sum, [m.name.slice(7)]: Math.round((sum[m.name.slice(7)] || 0) + m.duration)}), {}),
          };
        })()`)) as Probe;
        probes.get(query)!.push(probe);
        await page.waitForLoadState('networkidle');
        if (run === 0 && n === 0) [first, prefetchFirst] = [await transferred(requests), await transferred(requests.filter(isPrefetch))];
      }
      if (tracing) {
        const trace = await browser.stopTracing();
        const file = `${argv[argv.indexOf('--trace') + 1]}-run${run + 1}.json`;
        writeFileSync(file, trace);
        console.log(`  trace of run ${run + 1}: ${file}\n${longTasks(JSON.parse(trace.toString()) as {traceEvents: TraceEvent[]})}`);
      }
      if (run === 0) [five, prefetchFive] = [await transferred(requests), await transferred(requests.filter(isPrefetch))];
      if (run === 0 && argv.includes('--requests')) {
        // Which query each index part was fetched for (the input's value when it was requested).
        const asked = (await page.evaluate('window.benchFetches.map((f) => [f.url, f.query])')) as [string, string][];
        for (const [url, query] of asked) {
          const request = requests.find((r) => r.url().endsWith(url.replace(/^https?:\/\/[^/]+/, '')));
          const bytes = request ? await transferred([request]) : 0;
          console.log(`  ${(bytes / 1024).toFixed(1).padStart(5)} KB  ${url.replace(/^.*\/search-index\//, '').padEnd(40)} “${query}”`);
        }
        // Everything else fetched after search opened (its script, route tables, prefetched chunks).
        for (const request of requests.filter((r) => !r.url().includes('/search-index/')))
          console.log(`  ${((await transferred([request])) / 1024).toFixed(1).padStart(5)} KB  ${request.url().replace(/^https?:\/\/[^/]+/, '').padEnd(40)} (${request.resourceType()})`);
      }
      await context.close();
    }
    await browser.close();
    const all = [...probes.values()].flat().map((p) => p.delay);
    console.log(
      `\nbrowser, CPU ${RATE}× slower, reader's key timing (90–260 ms, 220–480 ms after a space), ${runs} run(s), ${hogs.length} CPU hog(s), load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} (${base}):`,
    );
    console.log('  query                                   p50    p95    max   (worst run: fetches in flight at last key / started after it, longest fetch wait, long tasks; search:* measures in the wait)');
    for (const [query, list] of probes) {
      const delays = list.map((p) => p.delay);
      const worst = list.reduce((a, b) => (b.delay > a.delay ? b : a));
      console.log(
        `  ${`“${query}”`.padEnd(38)} ${quantile(delays, 0.5).toFixed(0).padStart(5)} ${quantile(delays, 0.95).toFixed(0).padStart(6)} ${Math.max(...delays).toFixed(0).padStart(6)}   ` +
          `(${worst.inFlight} / ${worst.fetchedAfter}, ${worst.fetchWait.toFixed(0)} ms, [${worst.longTasks.join(', ')}] ms; ${Object.entries(worst.measures).map(([k, v]) => `${k} ${v}`).join(', ') || '-'})`,
      );
    }
    for (const [query, list] of probes) {
      const worst = list.reduce((a, b) => (b.delay > a.delay ? b : a));
      console.log(`  long frames in the worst wait for “${query}” (${worst.delay.toFixed(0)} ms, last key ${(worst.lastKeyAt / 1000).toFixed(1)} s after navigation start): ${worst.frames.join(' | ') || '-'}`);
    }
    const dom = [...probes.values()].flat().map((p) => p.domDelay);
    console.log(`  all: p50 ${quantile(all, 0.5).toFixed(0)} ms, p95 ${quantile(all, 0.95).toFixed(0)} ms, max ${Math.max(...all).toFixed(0)} ms over ${all.length} queries (drawn)`);
    console.log(`  rows in the DOM (before their frame): p50 ${quantile(dom, 0.5).toFixed(0)} ms, p95 ${quantile(dom, 0.95).toFixed(0)} ms, max ${Math.max(...dom).toFixed(0)} ms`);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`  transferred from opening search (run 1), everything: first query ${kb(first)}, after five ${kb(five)} (goals 80 and 160 KB)`);
    console.log(`    of which route chunks prefetched by links (<link rel="prefetch">): ${kb(prefetchFirst)} by the first query, ${kb(prefetchFive)} after five; the rest (search script, index parts, headers): ${kb(first - prefetchFirst)} and ${kb(five - prefetchFive)}`);
  } finally {
    clearInterval(sampler);
    server.kill();
    for (const hog of hogs) hog.kill();
  }
}
