/**
 * Loader for the route registry of the browser bundle (Docusaurus' generated `registry.js`).
 * Each entry is `[load, modulePath, require.resolveWeak(modulePath)]`; only the server reads the
 * last two: react-loadable reports `modulePath` to find a page's chunks while rendering HTML, and
 * the module id serves only `Loadable.preloadReady()`, which the browser never calls (the guard
 * test checks both). In the browser they were ~2.4 KB gzip of main.js (paths, then ids), so this
 * loader keeps `[load]` there. CommonJS: the bundler runs loaders in Node as they are.
 */
const STRING = '"(?:[^"\\\\]|\\\\.)*"';
const ENTRY_TAIL = new RegExp(`\\), ${STRING}, require\\.resolveWeak\\(${STRING}\\)\\]`, 'g');

/** @param {string} source the generated registry module */
function stripModulePaths(source) {
  return source.replace(ENTRY_TAIL, ')]');
}

/**
 * @this {{emitWarning(error: Error): void}}
 * @param {string} source
 */
function registryLoader(source) {
  const stripped = stripModulePaths(source);
  if (stripped === source && source.includes('require.resolveWeak(')) {
    this.emitWarning(new Error('registryLoader: the registry format changed; module paths stay in the browser bundle'));
  }
  return stripped;
}

module.exports = registryLoader;
module.exports.stripModulePaths = stripModulePaths;
