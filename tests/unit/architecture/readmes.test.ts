/**
 * The developers' guide: "`src/` by concern, each folder with a README" and "keep it true". Every
 * direct subfolder of src/ has a README.md, and every file a README in src/ names in backticks
 * exists. A name such as `queue.ts`, `consentAnalytics/index.ts` or `src/data/plan.ts` counts when
 * it is a path beside the README or from the repository root, or the end of the path of a file of
 * the project (src/, tests/, scripts/, static/, examples/) or of the Docusaurus packages the
 * patches README names. A simple check: it catches a renamed, moved or misspelled file.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import config from '../../../docusaurus.config';

const ROOT = resolve(__dirname, '../../..');
// The matcher and default exclusions the pages plugin uses (loaded by Node: not a browser module).
const {createMatcher, GlobExcludeDefault} = createRequire(__filename)('@docusaurus/utils') as {
  createMatcher: (patterns: string[]) => (path: string) => boolean;
  GlobExcludeDefault: string[];
};
const SRC = join(ROOT, 'src');

/** Extensions of the source and documentation files a README names (build outputs such as `llms.txt` are not checked). */
const FILE = /^[\w@.-][\w@./-]*\.(?:ts|tsx|mts|mjs|cjs|js|css|md|mdx)$/;

function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

const PROJECT_FILES = ['src', 'tests', 'scripts', 'static', 'examples', 'node_modules/@docusaurus'].flatMap((dir) => filesBelow(join(ROOT, dir)));

/** Files Docusaurus generates into .docusaurus/ during a build, which src/docusaurus-patches/README.md names; absent before the first build. */
const GENERATED = new Set(['docusaurus.config.mjs', 'registry.js']);

/** The file paths a README names in backticks: no spaces, no URL path (`/docs/intro.md`), no placeholder (`<name>.ts`). */
export function namedFiles(markdown: string): string[] {
  const names = new Set<string>();
  for (const match of markdown.matchAll(/`([^`\n]+)`/g)) {
    const token = match[1]!.replace(/^@site\//, '');
    if (FILE.test(token)) names.add(token.replace(/^\.\//, ''));
  }
  return [...names];
}

/** The names in `markdown` that match no file: beside the README (`dir`), from the root, or as the end of a project file's path. */
export function missingFiles(markdown: string, dir: string, files: readonly string[] = PROJECT_FILES): string[] {
  return namedFiles(markdown).filter((name) => {
    if (GENERATED.has(name)) return false;
    if (existsSync(join(dir, name)) || existsSync(join(ROOT, name))) return false;
    return !files.some((file) => file.endsWith(`/${name}`));
  });
}

const readmes = filesBelow(SRC).filter((file) => file.endsWith('/README.md'));

describe('src/ folder READMEs', () => {
  it('every direct subfolder of src/ has a README.md', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect(folders.length).toBeGreaterThan(5);
    expect(folders.filter((name) => !existsSync(join(SRC, name, 'README.md')))).toEqual([]);
  });

  it.each(readmes.map((file) => [relative(ROOT, file)]))('%s names only files that exist', (readme) => {
    const text = readFileSync(join(ROOT, readme), 'utf8');
    expect(missingFiles(text, dirname(join(ROOT, readme)))).toEqual([]);
  });

  it('src/pages/README.md is no page: the pages plugin excludes it, and its default exclusions still apply', () => {
    const preset = config.presets![0] as [string, {pages: {exclude: string[]}}];
    const excluded = createMatcher(preset[1].pages.exclude);
    // The plugin matches paths relative to src/pages.
    expect(excluded('README.md')).toBe(true);
    expect(excluded('blog-landing/_components/Feeds.tsx')).toBe(true);
    expect(excluded('privacy.mdx')).toBe(false);
    expect(excluded('search.tsx')).toBe(false);
    expect(GlobExcludeDefault.every((pattern) => preset[1].pages.exclude.includes(pattern))).toBe(true);
  });

  it('reads the names it checks and would catch a wrong one', () => {
    const dir = join(SRC, 'clientModules');
    const text = 'See `cleanUrls.ts`, `@site/src/data/plan.ts`, `src/components/HydrationGate/queue.ts` and `cleanUrl.ts`; `/docs/intro.md`, `llms.txt`, `<name>.ts` and `a b.ts` are not file names here.';
    expect(namedFiles(text)).toEqual(['cleanUrls.ts', 'src/data/plan.ts', 'src/components/HydrationGate/queue.ts', 'cleanUrl.ts']);
    expect(missingFiles(text, dir)).toEqual(['cleanUrl.ts']);
    // A path counts only where it is: the file exists, the folder in front of it does not.
    expect(missingFiles('`data/plan.ts` `lib/plan.ts`', dir)).toEqual(['lib/plan.ts']);
  });
});
