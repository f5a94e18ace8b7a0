/**
 * Loader for `@generated/routes?tree` (both bundles): Docusaurus' generated route table as data.
 * `routes.js` is code (`component: ComponentCreator('<path>', '<hash>')` in every route); this
 * turns it into the same tree as JSON with each `component` replaced by its hash (`''` for the
 * catch-all `ComponentCreator('*')`). The server writes the first page's branch of it into <head>
 * (`FirstRouteChunks.tsx`); the browser builds its route objects from that and, on the first
 * client-side navigation, from the whole tree (`./routes.ts`). CommonJS: the bundler runs loaders
 * in Node as they are.
 */
const HEADER = "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n";

/**
 * @param {string} source the generated routes module
 * @returns {unknown[] | null} the tree, or null when the module no longer has the generated shape
 */
function routeTree(source) {
  const normalized = source.replace(/\r\n/g, '\n');
  if (!normalized.startsWith(HEADER)) return null;
  const body = normalized.slice(HEADER.length).trim();
  if (!body.startsWith('export default [') || !/\];?$/.test(body)) return null;
  const calls = [];
  let tree;
  try {
    // The generated module is an array literal of objects, strings, booleans and the calls.
    tree = new Function('ComponentCreator', `"use strict"; return ${body.slice('export default '.length).replace(/;$/, '')};`)((path, hash) => {
      calls.push(path);
      return {__creator: [path, hash]};
    });
  } catch {
    return null;
  }
  if (!Array.isArray(tree) || calls.length === 0) return null;
  let valid = true;
  const toData = (route) => {
    const creator = route?.component?.__creator;
    if (!creator || typeof route.path !== 'string' || creator[0] !== route.path) {
      valid = false;
      return route;
    }
    return {...route, component: creator[1] ?? '', ...(Array.isArray(route.routes) ? {routes: route.routes.map(toData)} : {})};
  };
  const data = tree.map(toData);
  return valid ? data : null;
}

/**
 * @this {{emitError(error: Error): void}}
 * @param {string} source
 */
function routeTreeLoader(source) {
  const tree = routeTree(source);
  if (tree === null) {
    this.emitError(new Error('routeTreeLoader: the generated routes.js changed shape (see src/docusaurus-patches/README.md, routeChunks); the browser has no route table'));
    return 'export default [];\n';
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(tree))});\n`;
}

module.exports = routeTreeLoader;
module.exports.routeTree = routeTree;
