/**
 * Ids the server and the browser compute alike (issue 30, src/lib/ids): React's `useId` on the server and Preact's in the
 * browser give different ids, and an id reference the browser writes after hydration named nothing (u30a UAA-4).
 * Site code takes ids from `stableId`; `useId` stays only in the components listed here, whose ids and references
 * render together and never change (so the browser never writes them), or which are never hydrated. A new use of `useId` fails this test: use
 * `stableId`, or add the file here with the reason it is constant.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = join(__dirname, '../../..');

const CONSTANT: Readonly<Record<string, string>> = {
  'src/components/CallToAction/index.tsx': 'the heading and the section labelled by it, both always rendered, no state',
  'src/components/Diagram/index.tsx': 'the SVG title, desc and arrow marker and their references, all in one static render',
  'src/components/ComparisonTable/index.tsx': 'the caption and the region labelled by it, no state',
  'src/learning-tools/tool-panel/index.tsx': 'the h3 and the section labelled by it, no state',
  'src/theme/SearchBar/SearchUnavailable.tsx': 'rendered only in the browser (the search code failed to load), never hydrated',
};

function sources(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(tsx?|jsx?|mdx)$/.test(e.name) ? [path] : [];
  });
}

describe('ids: useId only where its ids never change after hydration', () => {
  const users = sources(join(ROOT, 'src'))
    .filter((path) => /\buseId\s*\(/.test(readFileSync(path, 'utf8')))
    .map((path) => relative(ROOT, path));

  it('finds the listed components (the scan works)', () => {
    expect(users.length).toBeGreaterThan(0);
  });

  it('no other file calls useId', () => {
    expect(users.filter((path) => !(path in CONSTANT))).toEqual([]);
  });

  it('every listed file still calls it (the list stays true)', () => {
    expect(Object.keys(CONSTANT).filter((path) => !users.includes(path))).toEqual([]);
  });
});
