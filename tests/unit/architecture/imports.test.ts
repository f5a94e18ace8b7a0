/**
 * The import direction of src/ (README, "Project layout"): pages → components → demos and learning
 * tools → retrieval; nothing imports upward. Every import of every .ts/.tsx file under src/ is
 * resolved (relative or `@site/src/...`) and checked against the layer table below.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, normalize, relative, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const SRC = join(ROOT, 'src');

type Layer =
  | 'pages'
  | 'components'
  | 'demos'
  | 'demo-kit'
  | 'learning-tools'
  | 'tool-panel'
  | 'retrieval'
  | 'plugins'
  | 'patches'
  | 'base';

/** The layer of a file, by its path below src/. */
export function layerOf(path: string): Layer {
  const [top, second] = path.split('/');
  if (top === 'pages' || top === 'theme') return 'pages';
  if (top === 'components' || top === 'clientModules') return 'components';
  if (top === 'demos') return second === 'kit' ? 'demo-kit' : 'demos';
  if (top === 'learning-tools') return second === 'tool-panel' ? 'tool-panel' : 'learning-tools';
  if (top === 'retrieval') return 'retrieval';
  if (top === 'plugins') return 'plugins';
  // src/docusaurus-patches: everything that replaces or rewrites Docusaurus internals.
  if (top === 'docusaurus-patches') return 'patches';
  // src/data (site data), src/css (global styles), src/lib (contact-form logic): leaves anyone may use.
  return 'base';
}

/** What each layer may import, besides itself. */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  // Pages and swizzled theme components; also the build's pure helpers (social card file names).
  pages: ['components', 'demos', 'demo-kit', 'learning-tools', 'tool-panel', 'retrieval', 'plugins', 'patches', 'base'],
  // The hydration gates use the patches' view of Docusaurus' client (browserContext).
  components: ['demos', 'demo-kit', 'learning-tools', 'tool-panel', 'retrieval', 'patches', 'base'],
  // A demo may import another demo (the Zohlar showcase composes two): same layer.
  demos: ['demo-kit', 'retrieval', 'base'],
  'demo-kit': ['retrieval', 'base'],
  'learning-tools': ['tool-panel', 'retrieval', 'base'],
  'tool-panel': ['base'],
  retrieval: [],
  // Build-time plugins share the search index format with the browser.
  plugins: ['retrieval', 'base'],
  // Patches depend on Docusaurus and the leaves only.
  patches: ['base'],
  base: [],
};

export function allowed(from: Layer, to: Layer): boolean {
  return from === to || MAY_IMPORT[from].includes(to);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|new URL\(\s*)(['"])([^'"\n]+)\1/g;

/** The file an import names, or null when it is a package or outside src/. */
function resolveImport(file: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@site/')) base = join(ROOT, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(file), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return normalize(candidate);
  }
  throw new Error(`${relative(ROOT, file)}: cannot resolve "${specifier}"`);
}

type Edge = {from: string; to: string};

function importEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolveImport(file, match[2]!);
      if (target && target.startsWith(`${SRC}/`)) edges.push({from: relative(SRC, file), to: relative(SRC, target)});
    }
  }
  return edges;
}

describe('import direction in src/', () => {
  const edges = importEdges();

  it('reads the imports of every layer', () => {
    const layers = new Set(edges.map((edge) => layerOf(edge.from)));
    for (const layer of ['pages', 'components', 'demos', 'demo-kit', 'learning-tools', 'retrieval', 'plugins'] as const) expect(layers).toContain(layer);
    expect(edges.length).toBeGreaterThan(100);
    expect(edges).toContainEqual({from: 'demos/kit/useRetriever.ts', to: 'retrieval/retriever.ts'});
  });

  it('has no import upward or sideways between concerns', () => {
    const wrong = edges
      .filter((edge) => !allowed(layerOf(edge.from), layerOf(edge.to)))
      .map((edge) => `${edge.from} (${layerOf(edge.from)}) → ${edge.to} (${layerOf(edge.to)})`);
    expect(wrong).toEqual([]);
  });

  it('keeps retrieval free of React and the DOM', () => {
    const offenders = sourceFiles(join(SRC, 'retrieval'))
      .filter((file) => /from ['"](react|@docusaurus\/|@theme\/)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('would catch an upward import', () => {
    expect(allowed('retrieval', 'demos')).toBe(false);
    expect(allowed('demo-kit', 'demos')).toBe(false);
    expect(allowed('demos', 'components')).toBe(false);
    expect(allowed('demos', 'learning-tools')).toBe(false);
    expect(allowed('learning-tools', 'demos')).toBe(false);
    expect(allowed('components', 'pages')).toBe(false);
    expect(allowed('tool-panel', 'learning-tools')).toBe(false);
    expect(allowed('pages', 'retrieval')).toBe(true);
    expect(allowed('demos', 'retrieval')).toBe(true);
  });
});
