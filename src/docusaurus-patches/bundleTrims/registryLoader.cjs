/**
 * Loader for the route registry of the browser bundle (Docusaurus' generated `registry.js`).
 * Each entry is `[load, modulePath, moduleId]`; only the server reads `modulePath` (react-loadable
 * reports it to find a page's chunks while rendering HTML). In the browser it is ~1.9 KB gzip of
 * path strings in main.js, so this loader empties it there. CommonJS: the bundler runs loaders in
 * Node as they are.
 */
const ENTRY_PATH = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

/** @param {string} source the generated registry module */
function stripModulePaths(source) {
  return source.replace(ENTRY_PATH, '), "", require.resolveWeak(');
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
