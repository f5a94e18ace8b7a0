/**
 * Byte budgets: the JavaScript each page type loads before it is interactive, gzip, exact.
 *
 * "First-load script" is every same-origin script the page requests from navigation until React
 * has hydrated (`<html data-has-hydrated="true">`): the app scripts the built HTML preloads (started
 * after the first paint, src/docusaurus-patches/paintFirst) and the chunks the runtime loads for the route.
 * Scripts requested later (search, zoom, a demo's worker, a static article's code-block buttons,
 * anything deferred to idle time after hydration) are not
 * first-load. Sizes are the built files
 * gzipped as `npm run serve` sends them (zlib level 6), so they do not depend on timing.
 *
 * `npm run size` prints the table. Each budget is the measured size plus 1,000 B, rounded up to the
 * next 1,000 B: builds in another checkout differ by a few bytes (chunk names), and growth past
 * 1–2 KB fails. Lower a budget when a change saves bytes; raise it only with a reason in the commit
 * message.
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from '@playwright/test';
import {test, expect, watchPage} from './fixtures';

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? 'build');

/**
 * Page type → its bench page (the list `npm run bench` measures) and budget in gzip bytes: the
 * measured size plus 1,000 B, rounded up to 1,000 B, and never above the goals of issue 17
 * (a doc page 110 KB, a code-heavy page 130 KB). Lowered since by what changes saved: issue 30's
 * goal for the doc page (90,000 B), and every page 800 B for the site metadata and base-URL
 * banner trims (−822 B each, src/docusaurus-patches/bundleTrims), and every page 3,900 B for the
 * route registry leaving main.js (−3,889 to −3,926 B each, src/docusaurus-patches/routeChunks/registry.ts).
 */
export const BUDGETS: Record<string, {path: string; gzip: number}> = {
  home: {path: '/', gzip: 64_300},
  doc: {path: '/docs/intro', gzip: 86_100},
  'doc, cards and tables': {path: '/action-plan/ws1-organization/compliance', gzip: 89_300},
  'doc, code-heavy': {path: '/codebase/engine/llm-integration', gzip: 103_300},
  // 90,200 after the bundle trims; the section-styles switch (src/docusaurus-patches/styles/client.ts,
  // +160 B on every page) put the list 20 B over, so 90,400: still under the last stop's 91,000.
  'blog list': {path: '/blog', gzip: 86_500},
  'blog post': {path: '/blog/enterprise-ai-action-plan', gzip: 85_300},
  'form page': {path: '/contact/project-request', gzip: 93_300},
  // 100,000 at the last stop (the demos' irregular-verb table, s36 task 36m, +790 B, used the trims'
  // saving). Raised to 100,300 in s37: Document Q&A's weak-match rules (question wrappers, the
  // specific-word and margin rules), PDF paragraph splitting and the one-message size refusal added
  // ~430 B to its page chunk; main.js lost 337 B in the same session, so the page is 129 B over.
  // Raised to 97,300 in s47: the support check's new rules (a name in the sentence that carries the claim, polarity
  // clause by clause, ordinals, frequencies, swapped values, unnamed teams: 47k, 47p, 47k2) and Document Q&A's kept
  // replaced text, partial answers and empty-answer heading (47r, 47h) are in the page's chunk: 97,060 B on build-b3.
  // Raised to 99,200 in s48: 98,940 B on build-b5 (97,059 on build-b1). Of the +1,881 B, +1,364 is the page's own
  // text chunk (the MDX, which now states the s48 rules: long messages, "who handles", three kept replaced texts,
  // small-source forms) and the rest the support check's s48 rules (48k, 48k8, 48c8) in the kit chunk.
  // Raised to 100,500 in s49: 100,269 B on build-b3 (658db9bb), +1,329 B: the page text that now says what the support
  // check compares and cannot confirm (s49-g) and the long-paste, Forget/Undo and two-part rules (s49-d, s49-d2), the
  // long-paste module (largeInsert.ts), and the check's s49 rules (table rows, clause splits, amount limits, versions).
  // Raised to 101,200 in s50: 100,950 B on build-b4 (5585dfd1), +681 B over s49's figure: the earlier texts kept through
  // emptying and reloads and the waiting-for-the-document state (s50-d), the "not covered" wordings (kit/refusal.ts,
  // s50-d), the cut-off rule (s50-c) and the page text on the comparison under answers (s50-ev). The comparison itself
  // (evidence.ts with Evidence.tsx, 3,844 B gzip) loads only when a complete answer needs it (CheckedAnswer LazyEvidence).
  // Raised to 102,500 in s51: 102,248 B on build-b3 (7df65f90), +1,298 B: build-b1 (before this round's retrieval and
  // evidence work) measured 100,936 B; +1,015 B on build-b2 for the coverage rules that stop refusing covered questions
  // (s51-r3, kit/match.ts), the labelled table rows in the passage list (s51-d2, PassageList) and the page text that
  // states both; +297 B on build-b3 for the support check's clause alignment (s51-k3, kit/support.ts) and its page text.
  // Raised to 105,000 in s52: 104,027 B on build-b3 (1f551969), +1,784 B, for the support check's new rules (s52-k4:
  // a table row named by any cell, days and periods, 'may' for 'must', refused permissions, another doer, kind or action,
  // a price where it says free; s52-k5: the false-note fixes), the coverage rules (s52-r4: bounds that include an amount,
  // Korean particles, agent nouns, years) and the evidence list's "could not be loaded" note: all in kit code the answer
  // view runs at once.
  // Raised to 105,500 in s56: 105,265 B on build-s56c, +333 B over build-s56b (104,932 B), for the support check's
  // moved-fact rule with the passage heading counted (u-zoh F1) and its nine false-alarm fixes (u-dqa F4: courtesy
  // titles, "n't", whole dates, "one and a half times", initialisms), and the shared matcher's number-word and
  // "high-risk system" rules (u-chat F2/F3): kit code the answer view runs at once.
  'demo page': {path: '/demo-room/document-qa', gzip: 105_500},
  'services table': {path: '/services/packages', gzip: 88_300},
};

type FirstLoad = {files: {url: string; raw: number; gzip: number}[]; raw: number; gzip: number};

function sizeOf(pathname: string): {raw: number; gzip: number} {
  const body = readFileSync(join(BUILD_DIR, decodeURIComponent(pathname)));
  return {raw: body.length, gzip: gzipSync(body).length};
}

/** The same-origin scripts a fresh visit requests before hydration, with their built sizes. */
async function firstLoad(browser: Browser, path: string): Promise<FirstLoad> {
  const context = await browser.newContext({baseURL: test.info().project.use.baseURL});
  const page = await context.newPage();
  const problems = {errors: [] as string[], blocked: [] as string[]};
  await watchPage(page, problems);
  // The moment <html data-has-hydrated="true"> is set, taken in the page: scripts whose request
  // started later (idle-time loads such as a demo's kept-work code) are not first-load, however
  // soon after it they start. Reading the request log after Playwright sees the attribute would
  // count whichever of them happened to start before its next poll.
  await page.addInitScript(() => {
    const w = window as unknown as {__hydratedAt?: number};
    new MutationObserver((_, observer) => {
      if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
      w.__hydratedAt = performance.now();
      observer.disconnect();
      // The document, not <html>: an init script may run before <html> exists.
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const atHydration = await page.evaluate(() => {
    const hydratedAt = (window as unknown as {__hydratedAt: number}).__hydratedAt;
    const paths = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .filter((entry) => entry.startTime <= hydratedAt)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname);
    return [...new Set(paths)];
  });
  await context.close();
  expect(problems.errors).toEqual([]);
  const files = atHydration.map((url) => ({url, ...sizeOf(url)}));
  return {files, raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0)};
}

test('first-load script of every page type stays within its gzip budget', async ({browser}) => {
  test.setTimeout(120_000);
  const rows: string[] = ['page type | path | files | raw B | gzip B | budget B'];
  const over: string[] = [];
  for (const [type, {path, gzip: budget}] of Object.entries(BUDGETS)) {
    const load = await firstLoad(browser, path);
    rows.push(`${type} | ${path} | ${load.files.length} | ${load.raw} | ${load.gzip} | ${budget}`);
    if (process.env.SIZE_DETAIL) for (const f of load.files) rows.push(`    ${f.url} ${f.raw} ${f.gzip}`);
    if (load.gzip > budget) over.push(`${type} (${path}): ${load.gzip} B gzip > budget ${budget} B`);
  }
  console.log(rows.join('\n'));
  test.info().annotations.push({type: 'first-load script (gzip)', description: rows.join('\n')});
  expect(over, 'page types over their first-load script budget').toEqual([]);
});
