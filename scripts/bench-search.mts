/**
 * `npm run bench:search`: relevance and bytes of site search engines on one existing build.
 *
 * Builds nothing itself: reads the HTML of `build/` (or BUILD_DIR), extracts every indexed page
 * with src/plugins/search/extract.ts, and runs the query sets of tests/unit/search/queries against
 *   - "before": the engine of commit BASELINE_REF (the site's search before issue 27), extracted
 *     from git into node_modules/.cache and indexed with its own extraction and index builder;
 *   - "site": this checkout's engine (src/retrieval/site-search), indexed in memory from the build;
 *   - "pagefind": Pagefind 1.6.0 indexing the same build (Node API; chrome excluded by selector),
 *     queried in Node through its generated pagefind.js and WebAssembly;
 *   - "minisearch": MiniSearch 7.2.0 over the same extracted pages (fuzzy, prefix on the last word,
 *     field boosts).
 * Prints MRR@10, recall@5, success@1, zero-result rate, typo/variant MRR, section@1 and the bytes a
 * reader would transfer (gzip) for the first query and after five queries of one session.
 *
 * Options: `--json` prints the figures as JSON; `--write-fixture` writes the extracted pages to
 * tests/unit/search/fixtures/site-pages.json (the regression floor's input); `--only site` skips
 * the other engines; `--misses` lists the queries the site engine ranks below 1; `--browser` also
 * times the dialog in Chromium at 4× CPU throttling (scripts/bench-search-browser.mts).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {join, relative, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {extractRecord, isIndexedRoute, toSourcePage} from '../src/plugins/search/extract';
import {buildIndex, slugWords, type SourcePage} from '../src/plugins/search/buildIndex';
import {openIndex, runSearch} from '../src/retrieval/site-search/searchCore';
import type {IndexMeta} from '../src/retrieval/site-search/searchIndex';
import {evaluate, type QueryCase, type Ranked, type Scores} from '../tests/unit/search/quality';

const ROOT = resolve(import.meta.dirname, '..');
const BUILD = resolve(ROOT, process.env.BUILD_DIR ?? 'build');
const CACHE = join(ROOT, 'node_modules/.cache/search-bench');
/** The last commit before issue 27 changed site search. */
const BASELINE_REF = process.env.BASELINE_REF ?? 'bcd8d89';
const args = new Set(process.argv.slice(2));
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

/** The session used for bytes: a first query, then four more (typed as a reader would, after pauses). */
export const SESSION = ['champion network', 'how much does an assessment cost', 'retreival augmented generation', 'using postgres as a vector store', 'employees resisting AI adoption'];

const gz = (content: string | Buffer) => gzipSync(content, {level: 9}).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function loadQueries(name: string): QueryCase[] {
  return JSON.parse(readFileSync(join(ROOT, 'tests/unit/search/queries', name), 'utf8')) as QueryCase[];
}

/** Every built HTML route (`/docs/intro`, `/`), sorted. */
function builtRoutes(): {route: string; file: string}[] {
  const out: {route: string; file: string}[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['assets', 'search-index', 'pagefind', 'img'].includes(entry.name)) walk(path);
      } else if (entry.name.endsWith('.html')) {
        const rel = relative(BUILD, path).replace(/\\/g, '/');
        const route = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
        out.push({route, file: path});
      }
    }
  };
  walk(BUILD);
  return out.sort((a, b) => (a.route < b.route ? -1 : 1));
}

/** The pages as the search plugin extracts them. */
export function extractedPages(): SourcePage[] {
  const pages: SourcePage[] = [];
  for (const {route, file} of builtRoutes()) {
    if (!isIndexedRoute(route)) continue;
    const record = extractRecord(readFileSync(file, 'utf8'), route);
    if (record) pages.push(toSourcePage(record));
  }
  return pages;
}

type Engine = {
  readonly name: string;
  /** Ranked results (page URL, and the section URL when the engine names one). */
  readonly search: (query: string) => Promise<Ranked[]>;
  /** Bytes transferred after the first query, and after the whole session. */
  readonly bytes: () => Promise<{first: number; five: number; note: string}>;
};

/** Gzip size of the built JavaScript chunks that carry the search dialog and its engine. */
function siteSearchScriptBytes(): number {
  const dir = join(BUILD, 'assets/js');
  let total = 0;
  for (const file of readdirSync(dir)) {
    const content = readFileSync(join(dir, file), 'utf8');
    // The dialog's chunk and the engine's (wherever the bundler put them); the stemmer travels with the engine.
    if (['See all results on the search page', 'Unexpected search index format', 'search-index/'].some((marker) => content.includes(marker))) total += gz(content);
  }
  return total;
}

/** An engine over the in-memory files of a sharded index (the "site" and "before" engines share the loader). */
function shardedEngine(
  name: string,
  files: ReadonlyMap<string, string>,
  run: (load: (file: string) => Promise<unknown>) => Promise<(query: string, limit: number) => Promise<{hits: readonly {url: string}[]}>>,
  script: number,
): Engine {
  const sessionBytes = async () => {
    const fetched = new Set<string>();
    const load = async (file: string) => {
      fetched.add(file);
      return JSON.parse(files.get(file)!);
    };
    const search = await run(load);
    const sum = () => [...fetched].reduce((total, file) => total + gz(files.get(file)!), 0) + script;
    await search(SESSION[0]!, 5);
    const first = sum();
    for (const query of SESSION.slice(1)) await search(query, 5);
    return {first, five: sum(), note: `index parts + ${kb(script)} script`};
  };
  let searcher: ((query: string, limit: number) => Promise<{hits: readonly {url: string}[]}>) | null = null;
  return {
    name,
    search: async (query) => {
      searcher ??= await run(async (file) => JSON.parse(files.get(file)!));
      const outcome = await searcher(query, 10);
      return outcome.hits.map((hit) => ({page: hit.url.split('#')[0]!, url: hit.url}));
    },
    bytes: sessionBytes,
  };
}

function siteEngine(pages: readonly SourcePage[]): Engine {
  const {files} = buildIndex(pages);
  return shardedEngine(
    'site (new)',
    files,
    async (load) => {
      // The browser fetches meta.json when search opens; count it like any other part.
      const index = openIndex((await load('meta.json')) as IndexMeta, load);
      return (query, limit) => runSearch(index, query, limit);
    },
    siteSearchScriptBytes(),
  );
}

/** The engine before issue 27, checked out from git (its own extraction, index and query code). */
async function baselineEngine(): Promise<Engine> {
  const dir = join(CACHE, `baseline-${BASELINE_REF}`);
  if (!existsSync(join(dir, 'src/retrieval/site-search/searchCore.ts'))) {
    mkdirSync(dir, {recursive: true});
    const tar = execFileSync('git', ['archive', BASELINE_REF, 'src/retrieval', 'src/plugins/search', 'src/plugins/builtPages.ts', 'src/data'], {cwd: ROOT, maxBuffer: 1 << 28});
    execFileSync('tar', ['-x', '-C', dir], {input: tar});
  }
  const url = (path: string) => pathToFileURL(join(dir, path)).href;
  const extract = await import(url('src/plugins/search/extract.ts'));
  const builder = await import(url('src/plugins/search/buildIndex.ts'));
  const core = await import(url('src/retrieval/site-search/searchCore.ts'));
  const pages = [];
  for (const {route, file} of builtRoutes()) {
    if (!extract.isIndexedRoute(route)) continue;
    const record = extract.extractRecord(readFileSync(file, 'utf8'), route);
    if (record) pages.push(extract.toSourcePage(record));
  }
  const {files} = builder.buildIndex(pages) as {files: Map<string, string>};
  return shardedEngine(
    `before (${BASELINE_REF})`,
    files,
    async (load) => {
      core.resetIndex();
      const index = await core.loadIndex('/', (path: string) => load(path.replace(/^\/search-index\//, '')));
      return (query: string, limit: number) => core.runSearch(index, query, limit);
    },
    siteSearchScriptBytes(),
  );
}

/** "/docs/intro.html", "/x/index.html" → route. */
function routeOf(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/, '').split('#')[0]!.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return path.replace(/\/$/, '') || '/';
}

async function pagefindEngine(): Promise<Engine> {
  const out = join(CACHE, 'pagefind');
  rmSync(out, {recursive: true, force: true});
  const pagefind = await import('pagefind');
  const {index} = await pagefind.createIndex({
    // Pagefind indexes whole pages by default; leave out the chrome the site's own extraction leaves out.
    excludeSelectors: ['nav', 'footer', 'aside', '.theme-doc-toc-mobile', '.theme-doc-breadcrumbs', '.pagination-nav', '.hash-link', 'pre', 'button'],
  });
  if (!index) throw new Error('pagefind: no index');
  await index.addDirectory({path: BUILD});
  await index.writeFiles({outputPath: out});
  await pagefind.close();
  const fetched = new Set<string>();
  const BASE = 'https://bench.invalid/pagefind/';
  const sizeOf = (file: string) => {
    const content = readFileSync(join(out, file));
    // pagefind.js is text (served gzip); index chunks, fragments and the wasm are already gzip-compressed.
    return /\.(js|json)$/.test(file) ? gz(content) : content.length;
  };
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    const file = url.slice(BASE.length).split('?')[0]!;
    fetched.add(file);
    return new Response(await readFile(join(out, file)));
  }) as typeof fetch;
  type PF = {
    options: (o: object) => Promise<void>;
    init: () => Promise<void>;
    destroy: () => Promise<void>;
    search: (q: string) => Promise<{results: {data: () => Promise<{url: string; sub_results: SubResult[]}>}[]}>;
  };
  type SubResult = {url: string; weighted_locations?: {balanced_score: number}[]};
  const pf = (await import(`${pathToFileURL(join(out, 'pagefind.js')).href}`)) as PF;
  await pf.options({basePath: BASE});
  // The section a reader would open: the sub-result with the highest summed match score.
  const score = (sub: SubResult) => (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);
  const run = async (query: string, shown: number): Promise<Ranked[]> => {
    const {results} = await pf.search(query);
    const data = await Promise.all(results.slice(0, shown).map((result) => result.data()));
    return data.map((d) => {
      const best = [...d.sub_results].sort((a, b) => score(b) - score(a))[0];
      const hash = best?.url.split('#')[1];
      return {page: routeOf(d.url), url: hash ? `${routeOf(d.url)}#${hash}` : routeOf(d.url)};
    });
  };
  return {
    name: 'pagefind 1.6.0',
    search: (query) => run(query, 10),
    bytes: async () => {
      await pf.destroy();
      await pf.options({basePath: BASE});
      fetched.clear();
      fetched.add('pagefind.js');
      // Its default UI fetches the fragments of the first five results.
      await run(SESSION[0]!, 5);
      const sum = () => [...fetched].reduce((total, file) => total + sizeOf(file), 0);
      const first = sum();
      for (const query of SESSION.slice(1)) await run(query, 5);
      return {first, five: sum(), note: 'pagefind.js + wasm + index chunks + 5 fragments per query'};
    },
  };
}

async function miniSearchEngine(pages: readonly SourcePage[]): Promise<Engine> {
  const {default: MiniSearch} = await import('minisearch');
  const docs = pages.map((page, id) => ({
    id,
    url: page.url,
    title: page.title,
    description: page.description,
    slug: slugWords(page.url),
    headings: page.sections.map((section) => section.heading).join(' \n '),
    body: page.sections.map((section) => section.text).join(' \n '),
    code: page.code.join(' '),
  }));
  const options = {fields: ['title', 'slug', 'description', 'headings', 'body', 'code'], storeFields: ['url', 'title']};
  const engine = new MiniSearch(options);
  engine.addAll(docs);
  const searchOptions = {
    boost: {title: 4, slug: 2, description: 2, headings: 2, code: 0.5},
    fuzzy: (term: string) => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2),
    prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
  };
  const library = gz(readFileSync(join(ROOT, 'node_modules/minisearch/dist/es/index.js'), 'utf8').replace(/\/\/# sourceMappingURL.*$/m, ''));
  const serialized = JSON.stringify(engine);
  return {
    name: 'minisearch 7.2.0',
    search: async (query) => engine.search(query, searchOptions).slice(0, 10).map((hit) => ({page: String(hit.url), url: String(hit.url)})),
    bytes: async () => {
      const whole = library + gz(serialized);
      return {first: whole, five: whole, note: `whole index ${kb(gz(serialized))} + library ${kb(library)} (unminified ES build)`};
    },
  };
}

function row(name: string, s: Scores, bytes?: {first: number; five: number}): string {
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5);
  const num = (x: number) => x.toFixed(2).padStart(5);
  const b = bytes ? `${kb(bytes.first).padStart(9)} ${kb(bytes.five).padStart(9)}` : '';
  return `${name.padEnd(20)} ${num(s.mrr)} ${pct(s.recall5)} ${pct(s.success1)} ${pct(s.zero)} ${num(s.typoVariantMrr)} ${Number.isNaN(s.section1) ? '    -' : pct(s.section1)} ${b}`;
}

async function main() {
  if (!existsSync(join(BUILD, 'index.html'))) throw new Error(`${BUILD} has no build; run \`npm run build\` first`);
  const pages = extractedPages();
  if (args.has('--write-fixture')) {
    const target = join(ROOT, 'tests/unit/search/fixtures/site-pages.json');
    writeFileSync(target, `[\n${pages.map((page) => JSON.stringify(page)).join(",\n")}\n]\n`);
    console.log(`wrote ${pages.length} pages to ${relative(ROOT, target)}`);
  }
  const sets = {tuning: loadQueries('tuning.json'), 'held-out': loadQueries('held-out.json')};
  const engines: Engine[] = [siteEngine(pages)];
  if (only !== 'site') engines.unshift(await baselineEngine());
  if (only !== 'site') engines.push(await pagefindEngine(), await miniSearchEngine(pages));
  const results: Record<string, Record<string, Scores & {bytes?: {first: number; five: number; note: string}}>> = {};
  for (const engine of engines) {
    const bytes = await engine.bytes();
    results[engine.name] = {};
    for (const [set, queries] of Object.entries(sets)) {
      const ranked = [];
      for (const q of queries) ranked.push(await engine.search(q.query));
      const scores = evaluate(queries, ranked);
      results[engine.name]![set] = {...scores, bytes};
      if (args.has('--misses') && engine.name.startsWith('site')) {
        for (const miss of scores.misses) console.log(`  ${set} miss: ${miss}`);
      }
    }
  }
  if (args.has('--json')) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  console.log(`\n${pages.length} pages extracted from ${relative(ROOT, BUILD) || '.'}; session for bytes: ${SESSION.map((q) => `“${q}”`).join(', ')}`);
  for (const set of Object.keys(sets)) {
    const n = sets[set as keyof typeof sets].length;
    console.log(`\n${set} (${n} queries)\nengine               MRR@10 rec@5 succ@1 zero  typo/var sect@1 first-query after-5`);
    for (const engine of engines) {
      const r = results[engine.name]![set]!;
      console.log(row(engine.name, r, set === 'tuning' ? r.bytes : undefined));
    }
  }
  console.log('\nbytes: gzip as served; ' + engines.map((e) => `${e.name}: ${results[e.name]!.tuning!.bytes!.note}`).join('; '));
  if (args.has('--browser')) await (await import('./bench-search-browser.mts')).browserBench(SESSION);
}

await main();
