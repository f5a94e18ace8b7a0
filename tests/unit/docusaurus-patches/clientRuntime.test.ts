import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import clientRuntimePlugin, {PREACT_ALIASES} from '@site/src/docusaurus-patches/clientRuntime';

type Configure = (config: {resolve?: {alias?: Record<string, string>}}, isServer: boolean, utils: object) => {plugins: {definitions: Record<string, string>}[]};

class DefinePlugin {
  constructor(readonly definitions: Record<string, string>) {}
}
const utils = {currentBundler: {instance: {DefinePlugin}}};

/** The resolve.alias Docusaurus' base config sets up, in its order. */
const docusaurusAliases = (): Record<string, string> => ({react: '/site/node_modules/react', 'react-dom': '/site/node_modules/react-dom', '@site': '/site', '@generated': '/site/.docusaurus'});

function aliasesAfter(runtime: 'preact' | 'react', isServer: boolean) {
  const config = {resolve: {alias: docusaurusAliases()}};
  (clientRuntimePlugin(null, {runtime}).configureWebpack as unknown as Configure)(config, isServer, utils);
  return config.resolve.alias;
}

describe('client runtime plugin', () => {
  it('points React imports of the browser bundle at Preact, ahead of every other alias', () => {
    const alias = aliasesAfter('preact', false);
    expect(Object.keys(alias).slice(0, Object.keys(PREACT_ALIASES).length)).toEqual(Object.keys(PREACT_ALIASES));
    expect(alias['react$']).toBe('preact/compat');
    expect(alias['react-dom/client$']).toBe('preact/compat/client');
    expect(alias['react/jsx-runtime$']).toBe('preact/compat/jsx-runtime');
    // Docusaurus' folder aliases would match `react/jsx-runtime` before the exact ones: gone.
    expect(alias).not.toHaveProperty('react');
    expect(alias).not.toHaveProperty('react-dom');
    expect(alias['@site']).toBe('/site');
  });

  it('leaves the server bundle and a CLIENT_RUNTIME=react build on React', () => {
    expect(aliasesAfter('preact', true)).toEqual(docusaurusAliases());
    expect(aliasesAfter('react', false)).toEqual(docusaurusAliases());
  });

  it('tells both bundles which runtime hydrates the page (src/components/HydrationGate)', () => {
    const defined = (runtime: 'preact' | 'react', isServer: boolean) =>
      (clientRuntimePlugin(null, {runtime}).configureWebpack as unknown as Configure)({resolve: {alias: docusaurusAliases()}}, isServer, utils).plugins[0].definitions;
    for (const isServer of [false, true]) {
      expect(defined('preact', isServer)).toEqual({__SITE_CLIENT_RUNTIME__: '"preact"'});
      expect(defined('react', isServer)).toEqual({__SITE_CLIENT_RUNTIME__: '"react"'});
    }
  });

  it('aliases only to modules that resolve', () => {
    const require = createRequire(import.meta.url);
    for (const target of Object.values(PREACT_ALIASES)) expect(() => require.resolve(target), target).not.toThrow();
  });
});

/** Every name imported from 'react', 'react-dom' or 'react-dom/client' (or used as `React.name`) in the files under `dir`. */
function importedNames(dir: string, found = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) importedNames(path, found);
    else if (/\.(tsx?|jsx?)$/.test(entry) && !entry.endsWith('.d.ts')) {
      const source = readFileSync(path, 'utf8');
      for (const match of source.matchAll(/import\s+(?!type\b)(?:\w+\s*,\s*)?\{([^}]*)\}\s*from\s*'(react|react-dom|react-dom\/client)'/g)) {
        const names = found.get(match[2]) ?? new Set<string>();
        for (const part of match[1].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) names.add(name);
        }
        found.set(match[2], names);
      }
      // `React.useState(…)` through a default or namespace import counts as well.
      const members = found.get('react') ?? new Set<string>();
      for (const match of source.matchAll(/\bReact\.(\w+)/g)) members.add(match[1]);
      found.set('react', members);
    }
  }
  return found;
}

describe('Preact compat covers the React APIs the site and Docusaurus use in the browser', () => {
  const dirs = ['src', 'node_modules/@docusaurus/core/lib/client', 'node_modules/@docusaurus/theme-common/lib', 'node_modules/@docusaurus/theme-classic/lib/theme'];
  const used = new Map<string, Set<string>>();
  for (const dir of dirs) importedNames(dir, used);

  it('finds the imports it checks', () => {
    expect(used.get('react')?.size ?? 0).toBeGreaterThan(10);
    expect(used.get('react')).toContain('useSyncExternalStore');
  });

  it('has a Preact export for every runtime value imported from react and react-dom', async () => {
    const compat = (await import('preact/compat')) as Record<string, unknown>;
    const client = (await import('preact/compat/client')) as Record<string, unknown>;
    const real: Record<string, Record<string, unknown>> = {react: React, 'react-dom': ReactDOM, 'react-dom/client': {createRoot: 1, hydrateRoot: 1}};
    const provided: Record<string, Record<string, unknown>> = {react: compat, 'react-dom': compat, 'react-dom/client': client};
    const missing: string[] = [];
    for (const [module, names] of used) {
      for (const name of names) {
        // Type-only names (ReactNode, ComponentProps…) have no runtime value in React either.
        if (!(name in real[module])) continue;
        if (!(name in provided[module])) missing.push(`${module}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('client runtime and the bundler cache', () => {
  it('keys the persistent cache on the runtime, so a React build never reuses Preact modules', async () => {
    const {keyCacheOnRuntime} = await import('@site/src/docusaurus-patches/clientRuntime');
    const rspack = (runtime: 'preact' | 'react') => {
      const config = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.0-abc'}}};
      keyCacheOnRuntime(config, runtime);
      return config.experiments.cache.version;
    };
    expect(rspack('preact')).not.toBe(rspack('react'));
    const webpack = {cache: {type: 'filesystem', version: '3.10.0-abc'}};
    keyCacheOnRuntime(webpack, 'react');
    expect(webpack.cache.version).toBe('3.10.0-abc-client-react');
    const none = {cache: undefined};
    keyCacheOnRuntime(none, 'react');
    expect(none.cache).toBeUndefined();
  });
});
