/**
 * With `runtime: 'preact'` (CLIENT_RUNTIME=preact), the browser bundle runs on Preact's
 * React-compatible layer instead of react-dom: ~11 KB gzip instead of ~63 KB. The server bundle
 * keeps React, so every page's HTML is the same and Preact hydrates it. The whole test suite passes
 * on it; it is not the default because Preact hydrates a page in one task where React yields every
 * few milliseconds, which costs more blocking time than the bytes save (README "Performance").
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

export default function clientRuntimePlugin(_context: unknown, {runtime}: ClientRuntimeOptions): Plugin {
  return {
    name: 'site-client-runtime',
    configureWebpack(config, isServer) {
      if (isServer || runtime === 'react') return {};
      // Docusaurus aliases `react` and `react-dom` to their package folders, and a folder alias
      // matches every subpath first; so those two go, and Preact's exact-match aliases lead.
      const {react: _react, 'react-dom': _reactDom, ...rest} = (config.resolve?.alias ?? {}) as Record<string, string>;
      config.resolve = {...config.resolve, alias: {...PREACT_ALIASES, ...rest}};
      return {};
    },
  };
}
