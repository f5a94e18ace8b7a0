/**
 * Loader for the site metadata of the browser bundle (Docusaurus' generated `site-metadata.json`,
 * `{docusaurusVersion, siteVersion, pluginVersions}`, provided by `docusaurusContext.js` as
 * `useDocusaurusContext().siteMetadata`). `pluginVersions` (every plugin's name, type and
 * version) is read in the browser only by plugin-debug's metadata page, which this site does not
 * use (the guard test greps the installed client code); it becomes `{}`: −0.27 KB gzip of main.js.
 * The server keeps the whole file. CommonJS: the bundler runs loaders in Node as they are.
 */

/** @param {string} source the JSON module; returns it without plugin versions, or null if its shape changed */
function dropPluginVersions(source) {
  let metadata;
  try {
    metadata = JSON.parse(source);
  } catch {
    return null;
  }
  if (!metadata || typeof metadata !== 'object' || typeof metadata.docusaurusVersion !== 'string' || !metadata.pluginVersions || typeof metadata.pluginVersions !== 'object') return null;
  return JSON.stringify({...metadata, pluginVersions: {}});
}

/**
 * @this {{emitWarning(error: Error): void}}
 * @param {string} source
 */
function siteMetadataLoader(source) {
  const trimmed = dropPluginVersions(source);
  if (trimmed === null) {
    this.emitWarning(new Error('siteMetadataLoader: the generated site-metadata.json changed shape; it stays whole in the browser bundle'));
    return source;
  }
  return trimmed;
}

module.exports = siteMetadataLoader;
module.exports.dropPluginVersions = dropPluginVersions;
