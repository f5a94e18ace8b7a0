import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const stub = (name: string) => here(`./tests/unit/support/${name}`);

/**
 * Components are tested outside Docusaurus: its client modules are replaced by small
 * stand-ins that behave the same for what a component needs (links, base URL, site config).
 */
export default defineConfig({
  // Docusaurus ships its theme as .js files containing JSX; transform those too.
  plugins: [
    react(),
    {
      // @actions/workflow-parser (tests/unit/workflows) ships source map comments whose sources it
      // does not publish; dropping the comments keeps Vite from warning about every file.
      name: 'drop-workflow-parser-source-maps',
      enforce: 'pre',
      load(id) {
        if (!/@actions[\\/]workflow-parser[\\/].*\.js$/.test(id)) return null;
        return readFileSync(id, 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '');
      },
    },
  ],
  esbuild: {include: /\.[jt]sx?$/, exclude: [], loader: 'tsx', jsx: 'automatic'},
  resolve: {
    alias: [
      {find: /^@site\/(.*)$/, replacement: here('./$1')},
      {find: '@docusaurus/Link', replacement: stub('Link.tsx')},
      {find: '@docusaurus/useBaseUrl', replacement: stub('useBaseUrl.ts')},
      {find: '@docusaurus/useDocusaurusContext', replacement: stub('useDocusaurusContext.ts')},
      {find: '@docusaurus/useGlobalData', replacement: stub('useGlobalData.ts')},
      {find: '@docusaurus/Translate', replacement: stub('Translate.tsx')},
      {find: '@docusaurus/ComponentCreator', replacement: stub('ComponentCreator.tsx')},
      // Every other client API of Docusaurus is the real one.
      {find: /^@docusaurus\/([A-Za-z]+)$/, replacement: here('./node_modules/@docusaurus/core/lib/client/exports/$1.js')},
      {find: /^@generated\/routes\?tree$/, replacement: stub('generated/routeTree.ts')},
      {find: /^@generated\/(.*)$/, replacement: stub('generated/$1.ts')},
      {find: '@theme/Heading', replacement: stub('Heading.tsx')},
      {find: '@theme/Error', replacement: stub('ThemeError.tsx')},
      {find: '@theme/Layout', replacement: stub('Layout.tsx')},
      {find: /^@theme-original\/(.*)$/, replacement: here('./node_modules/@docusaurus/theme-classic/lib/theme/$1')},
    ],
  },
  test: {
    environment: 'jsdom',
    // @actions/workflow-parser imports its schema JSON without an import attribute: Vite loads it.
    server: {deps: {inline: [/@docusaurus/, /@actions\/workflow-parser/]}},
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // A timeout guards against a hang; it is not a timing (timings belong in benchmarks). Page tests that
    // type with userEvent took 5-10 s at load 25-40 on two cores (five such rows failed the 5 s default in
    // one full run, each passing alone in ~2 s), so the guard is 30 s.
    testTimeout: 30_000,
    setupFiles: [stub('setup.ts')],
    css: {modules: {classNameStrategy: 'non-scoped'}},
    reporters: ['default', ['json', {outputFile: 'test-results/unit.json'}]],
  },
});
