#!/usr/bin/env node
// The weekly content report (.github/workflows/weekly.yml opens or updates one issue with it):
//   --stale-days N     pages whose last_verified is more than N days old (or missing);
//   --external-links   every external link of the content, requested once each: 4xx/5xx answers
//                      and network failures are listed with the pages that use them.
// Prints Markdown; exits 1 when there is something to report, 0 when there is nothing.
// Node's standard library only, so the workflow needs no `npm ci`.
import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve, dirname} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOCS_FOLDERS = ['docs', 'action-plan', 'codebase', 'learning-hub', 'services', 'community', 'contact', 'demo-room', 'about', 'coding'];
const FOLDERS = [...DOCS_FOLDERS, 'blog', 'src/pages'];
const DAY = 86_400_000;

function files(dir) {
  return readdirSync(join(ROOT, dir), {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Docs pages whose last_verified is missing or older than `days` before `today`. */
export function stalePages(days, today = new Date()) {
  const out = [];
  for (const file of DOCS_FOLDERS.flatMap(files).sort()) {
    const match = /^last_verified:\s*['"]?(\d{4}-\d{2}-\d{2})/m.exec(readFileSync(join(ROOT, file), 'utf8').split(/\n---/)[0] ?? '');
    const age = match ? Math.floor((today.getTime() - Date.parse(`${match[1]}T00:00:00Z`)) / DAY) : Infinity;
    if (age > days) out.push({file, lastVerified: match?.[1] ?? null, age});
  }
  return out;
}

/** External http(s) links of the content (Markdown, JSX href and bare), with the files using each. */
export function externalLinks() {
  const links = new Map();
  for (const file of FOLDERS.flatMap(files)) {
    const text = readFileSync(join(ROOT, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    for (const [url] of text.matchAll(/https?:\/\/[^\s)"'<>`\]}]+/g)) {
      const clean = url.replace(/[.,;:]+$/, '');
      if (/^https?:\/\/(localhost|127\.0\.0\.1|[^/]*\.example)(?::|\/|$)/.test(clean)) continue;
      if (!links.has(clean)) links.set(clean, new Set());
      links.get(clean).add(file);
    }
  }
  return links;
}

async function check(url) {
  for (const method of ['HEAD', 'GET']) {
    try {
      const response = await fetch(url, {method, redirect: 'follow', signal: AbortSignal.timeout(20_000), headers: {'user-agent': 'genai-enterprise-website link check'}});
      await response.body?.cancel();
      // Some servers refuse HEAD (405, 403) or bots (403, 429): try GET once before reporting.
      if (response.ok || (method === 'GET' && [401, 403, 429].includes(response.status))) return null;
      if (method === 'GET') return `HTTP ${response.status}`;
    } catch (error) {
      if (method === 'GET') return error.cause?.code ?? error.name ?? 'network error';
    }
  }
  return null;
}

async function brokenLinks(concurrency = 8) {
  const links = [...externalLinks()];
  const broken = [];
  let next = 0;
  await Promise.all(
    Array.from({length: concurrency}, async () => {
      while (next < links.length) {
        const [url, pages] = links[next++];
        const problem = await check(url);
        if (problem) broken.push({url, problem, pages: [...pages].sort()});
      }
    }),
  );
  return {checked: links.length, broken: broken.sort((a, b) => a.url.localeCompare(b.url))};
}

async function main(args) {
  const days = args.includes('--stale-days') ? Number(args[args.indexOf('--stale-days') + 1]) : null;
  const lines = [`Content report of ${new Date().toISOString().slice(0, 10)} (scripts/content-report.mjs).`, ''];
  let found = 0;
  if (days !== null) {
    const stale = stalePages(days);
    found += stale.length;
    lines.push(`## Pages not verified in the last ${days} days: ${stale.length}`, '');
    for (const p of stale) lines.push(`- [ ] \`${p.file}\`: last_verified ${p.lastVerified ?? 'missing'}${p.lastVerified ? ` (${p.age} days)` : ''}`);
    lines.push('', 'Check each page\'s facts and links against their sources, then set `last_verified` to the day you checked.', '');
  }
  if (args.includes('--external-links')) {
    const {checked, broken} = await brokenLinks();
    found += broken.length;
    lines.push(`## External links that failed: ${broken.length} of ${checked}`, '');
    for (const b of broken) lines.push(`- [ ] ${b.url}: ${b.problem}, in ${b.pages.map((p) => `\`${p}\``).join(', ')}`);
    lines.push('');
  }
  console.log(lines.join('\n'));
  process.exitCode = found > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exitCode = 2;
  });
}
