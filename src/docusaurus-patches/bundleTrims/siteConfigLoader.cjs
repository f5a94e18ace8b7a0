/**
 * Loader for the site config of the browser bundle (Docusaurus' generated `docusaurus.config.mjs`,
 * `export default <the whole siteConfig as JSON>;`). The browser reads `siteConfig` through
 * `useDocusaurusContext()` and `clientEntry.js`; the fields removed here are read only by the
 * server and the build (plugin and preset options, the page shell template, head tags, scripts,
 * client module paths, Markdown and broken-link settings): ~1.9 KB gzip of main.js. No component
 * renders them, so the server HTML and the first client render see the same values.
 * CommonJS: the bundler runs loaders in Node as they are.
 */
const SERVER_ONLY = [
  'plugins',
  'presets',
  'themes',
  'ssrTemplate',
  'clientModules',
  'headTags',
  'scripts',
  'stylesheets',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];
const SHAPE = /^([\s\S]*?)export default (\{[\s\S]*\});\s*$/;

/** @param {string} source the generated config module; returns it without the server-only fields, or null if its shape changed */
function stripServerOnlyConfig(source) {
  const match = SHAPE.exec(source);
  if (!match) return null;
  let config;
  try {
    config = JSON.parse(match[2]);
  } catch {
    return null;
  }
  for (const key of SERVER_ONLY) delete config[key];
  return `${match[1]}export default ${JSON.stringify(config)};\n`;
}

/**
 * @this {{emitWarning(error: Error): void}}
 * @param {string} source
 */
function siteConfigLoader(source) {
  const stripped = stripServerOnlyConfig(source);
  if (stripped === null) {
    this.emitWarning(new Error('siteConfigLoader: the generated docusaurus.config.mjs changed shape; the whole site config stays in the browser bundle'));
    return source;
  }
  return stripped;
}

module.exports = siteConfigLoader;
module.exports.stripServerOnlyConfig = stripServerOnlyConfig;
module.exports.SERVER_ONLY = SERVER_ONLY;
