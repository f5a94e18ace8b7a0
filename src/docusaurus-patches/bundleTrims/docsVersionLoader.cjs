/**
 * Loader for the docs plugin's version props in the browser bundle (`.docusaurus/
 * docusaurus-plugin-content-docs/<id>/p/<name>.json`, `{"version": {..., "docs": {<id>: {id, title,
 * description, sidebar}}}}`), which every page of a docs area loads. In the browser the `docs` map
 * is read only through `useDocById(id)`, and only for `.description` (theme-classic's DocCard, a link
 * card without its own description). `id`, `title` and `sidebar` are dropped from each entry
 * (−0.7 KB gzip on every page of the Theory area); every key and every description stays, so the
 * server render and the first client render see the same card text.
 * CommonJS: the bundler runs loaders in Node as they are.
 */

/** @param {string} source the JSON module; returns it with description-only doc entries, or null if its shape changed */
function keepDocDescriptions(source) {
  let props;
  try {
    props = JSON.parse(source);
  } catch {
    return null;
  }
  const docs = props?.version?.docs;
  if (!docs || typeof docs !== 'object' || Array.isArray(docs) || !props.version.docsSidebars) return null;
  for (const [id, doc] of Object.entries(docs)) {
    if (!doc || typeof doc !== 'object' || doc.id !== id) return null;
    docs[id] = doc.description === undefined ? {} : {description: doc.description};
  }
  return JSON.stringify(props);
}

/**
 * @this {{emitWarning(error: Error): void}}
 * @param {string} source
 */
function docsVersionLoader(source) {
  // Other props modules in the same folder (category index pages) have no version: left as they are.
  if (!source.includes('"docsSidebars"')) return source;
  const trimmed = keepDocDescriptions(source);
  if (trimmed === null) {
    this.emitWarning(new Error('docsVersionLoader: the docs version props changed shape; they stay whole in the browser bundle'));
    return source;
  }
  return trimmed;
}

module.exports = docsVersionLoader;
module.exports.keepDocDescriptions = keepDocDescriptions;
