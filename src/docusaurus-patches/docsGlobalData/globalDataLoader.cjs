/**
 * Loader for the browser bundle's global data (Docusaurus' generated `globalData.json`, imported by
 * `docusaurusContext.js`). The docs plugins' `docs` lists are emptied; the module fills in the
 * first page's entries from its HTML and loads the whole lists on demand (`./entries.ts`, which
 * imports this same file with `?full`, untouched by this loader). Everything else stays.
 * CommonJS: the bundler runs loaders in Node as they are.
 */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** @param {string} source the JSON; returns it with empty docs lists, or null if its shape changed */
function emptyDocsLists(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    return null;
  }
  const plugins = data?.[DOCS_PLUGIN];
  if (!plugins || typeof plugins !== 'object') return null;
  for (const plugin of Object.values(plugins)) {
    if (!Array.isArray(plugin?.versions)) return null;
    for (const version of plugin.versions) {
      if (!Array.isArray(version?.docs) || typeof version.name !== 'string') return null;
      if (version.docs.some((doc) => typeof doc?.id !== 'string' || typeof doc.path !== 'string')) return null;
      version.docs = [];
    }
  }
  return JSON.stringify(data);
}

/**
 * @this {{emitWarning(error: Error): void; resourcePath: string}}
 * @param {string} source
 */
function globalDataLoader(source) {
  const trimmed = emptyDocsLists(source);
  if (trimmed === null) {
    this.emitWarning(new Error('globalDataLoader: the docs plugins\' global data changed shape; it stays whole in the browser bundle'));
    return `export default ${source};`;
  }
  const entries = JSON.stringify(require.resolve('./entries.ts'));
  const full = JSON.stringify(`${this.resourcePath}?full`);
  return [
    `import {startWithFirstPage} from ${entries};`,
    `export default startWithFirstPage(JSON.parse(${JSON.stringify(trimmed)}), () => import(/* webpackChunkName: "docs-global-data" */ ${full}));`,
    '',
  ].join('\n');
}

module.exports = globalDataLoader;
module.exports.emptyDocsLists = emptyDocsLists;
