/**
 * With `runtime: 'preact'` (the default; CLIENT_RUNTIME=react opts out), the browser bundle runs
 * on Preact's React-compatible layer instead of react-dom: ~11 KB gzip instead of ~63 KB. The
 * server bundle keeps React, so every page's HTML is the same and Preact hydrates it. Preact
 * hydrates in one task where React 19 yields every few milliseconds, so src/components/HydrationGate
 * splits a page's hydration into tasks (README "Performance").
 */
import type {Plugin} from '@docusaurus/types';

export type ClientRuntime = 'preact' | 'react';

export type ClientRuntimeOptions = {runtime: ClientRuntime};

/** Import specifiers React code uses, and what Preact provides for each. */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

type CacheConfig = {version?: string};
type BundlerConfig = {cache?: unknown; experiments?: {cache?: unknown}};

/**
 * The bundler's persistent cache (Rspack `experiments.cache`, webpack `cache`) is keyed by
 * Docusaurus on its version and theme aliases only, not on resolve aliases: after a Preact build,
 * a CLIENT_RUNTIME=react build reused the cached Preact modules and shipped Preact (measured:
 * `build-react/assets/js/main.*.js` held Preact's diff). The runtime joins the cache version.
 */
export function keyCacheOnRuntime(config: BundlerConfig, runtime: ClientRuntime): void {
  for (const cache of [config.experiments?.cache, config.cache]) {
    if (cache && typeof cache === 'object' && typeof (cache as CacheConfig).version === 'string') {
      (cache as CacheConfig).version = `${(cache as CacheConfig).version}-client-${runtime}`;
    }
  }
}

export default function clientRuntimePlugin(_context: unknown, {runtime}: ClientRuntimeOptions): Plugin {
  return {
    name: 'site-client-runtime',
    configureWebpack(config, isServer, {currentBundler}) {
      // src/components/HydrationGate reads which runtime hydrates the page (the server renders
      // with React either way, the markup the browser's runtime expects).
      const define = new currentBundler.instance.DefinePlugin({__SITE_CLIENT_RUNTIME__: JSON.stringify(runtime)});
      keyCacheOnRuntime(config as BundlerConfig, runtime);
      if (isServer || runtime === 'react') return {plugins: [define]};
      // Docusaurus aliases `react` and `react-dom` to their package folders, and a folder alias
      // matches every subpath first; so those two go, and Preact's exact-match aliases lead.
      const {react: _react, 'react-dom': _reactDom, ...rest} = (config.resolve?.alias ?? {}) as Record<string, string>;
      config.resolve = {...config.resolve, alias: {...PREACT_ALIASES, ...rest}};
      return {plugins: [define]};
    },
  };
}
