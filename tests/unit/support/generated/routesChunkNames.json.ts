/** Stand-in for the generated route chunk-name table (`.docusaurus/routesChunkNames.json`). */
export default {
  '/docs-3e7': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
  '/docs/intro-536': {__comp: '17896441', content: 'f8409a7e'},
  '/docs/strategy/intro-1a2': {__comp: '17896441', content: '0c1d2e3f'},
  '/blog-4fb': {__comp: 'a6aa9e1f', items: [{content: '03876f65'}, {content: '0d0474d2'}]},
};
