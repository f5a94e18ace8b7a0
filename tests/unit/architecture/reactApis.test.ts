/**
 * The browser runs site code on Preact's compat layer (src/docusaurus-patches/clientRuntime); the server
 * renders it with React. A React API that preact/compat lacks (useActionState, preload, Activity,
 * …) builds and renders on the server, then fails only in the browser. This test computes what is
 * missing by comparing the installed packages' actual exports, and fails when site code (src/**,
 * every MDX page) imports or uses one of them.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const ROOT = join(__dirname, '../../..');

/** Each React entry point the site imports, and the module Preact's aliases put in its place. */
const ENTRY_POINTS: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
};

/** Runtime exports of `specifier` that its Preact replacement does not have. */
export function missingExports(specifier: string): string[] {
  const preact = new Set(Object.keys(require(ENTRY_POINTS[specifier]!) as object));
  return Object.keys(require(specifier) as object).filter((name) => !preact.has(name) && !/^__/.test(name));
}

type Use = {module: string; name: string};

/**
 * Runtime names a source file takes from React's entry points: named imports (less `type` ones),
 * and `X.name` for a default or namespace import `X`. MDX pages import with the same syntax.
 */
export function reactApisUsed(source: string): Use[] {
  const uses: Use[] = [];
  const IMPORT = /import\s+(?!type\s)([\w$*\s{},]+?)\s+from\s+['"](react|react-dom|react-dom\/client)['"]/g;
  for (const [, clause, module] of source.matchAll(IMPORT)) {
    const named = /\{([^}]*)\}/.exec(clause!)?.[1] ?? '';
    for (const part of named.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      uses.push({module: module!, name: spec.split(/\s+as\s+/)[0]!.trim()});
    }
    const rest = clause!.replace(/\{[^}]*\}/, '');
    const local = /\*\s*as\s+([\w$]+)/.exec(rest)?.[1] ?? /^\s*([\w$]+)/.exec(rest)?.[1];
    if (local) {
      for (const [, name] of source.matchAll(new RegExp(`(?<![\\w$.])${local.replace('$', '\\$')}\\.([\\w$]+)`, 'g'))) uses.push({module: module!, name: name!});
    }
  }
  return uses;
}

const CONTENT_DIRS = ['src', 'docs', 'action-plan', 'blog', 'codebase', 'coding', 'community', 'contact', 'demo-room', 'learning-hub', 'services', 'about'];

function siteFiles(): string[] {
  return CONTENT_DIRS.flatMap((dir) =>
    (readdirSync(join(ROOT, dir), {recursive: true}) as string[])
      .filter((file) => /\.(tsx?|jsx?|mdx)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => join(ROOT, dir, file)),
  );
}

describe('React APIs the browser runtime lacks', () => {
  it('are computed from the installed packages (React 19 APIs preact/compat 11 lacks among them)', () => {
    const missing = Object.fromEntries(Object.keys(ENTRY_POINTS).map((specifier) => [specifier, missingExports(specifier)]));
    // Sanity of the computation, not the list itself: these are known to be absent in Preact 11.2.
    expect(missing.react).toEqual(expect.arrayContaining(['useActionState', 'useOptimistic', 'Activity', 'cache']));
    expect(missing['react-dom']).toEqual(expect.arrayContaining(['useFormStatus', 'preload', 'preinit']));
    expect(missing.react).not.toContain('useState');
  });

  it('finds named, default and namespace uses, and skips types', () => {
    const source = [
      "import React, {useState, useOptimistic as optimistic, type ReactNode} from 'react';",
      "import * as Dom from 'react-dom';",
      "import type {ComponentType} from 'react';",
      'const x = React.useActionState; Dom.preload("/a"); other.React.cache;',
    ].join('\n');
    expect(reactApisUsed(source)).toEqual([
      {module: 'react', name: 'useState'},
      {module: 'react', name: 'useOptimistic'},
      {module: 'react', name: 'useActionState'},
      {module: 'react-dom', name: 'preload'},
    ]);
  });

  it('are not used by site code (src/**, MDX pages)', () => {
    const missing = new Map(Object.keys(ENTRY_POINTS).map((specifier) => [specifier, new Set(missingExports(specifier))]));
    const files = siteFiles();
    expect(files.length).toBeGreaterThan(200);
    const offending = files.flatMap((file) =>
      reactApisUsed(readFileSync(file, 'utf8'))
        .filter(({module, name}) => missing.get(module)!.has(name))
        .map(({module, name}) => `${relative(ROOT, file)}: ${name} from ${module} (preact/compat has no ${name}; it would fail only in the browser)`),
    );
    expect(offending).toEqual([]);
  });
});
