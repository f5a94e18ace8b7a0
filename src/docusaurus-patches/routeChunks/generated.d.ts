/** The generated route chunk-name table, imported as JSON by ./chunkNames.ts (a chunk of its own). */
declare module '@generated/routesChunkNames.json' {
  const table: Record<string, import('./chunkNames').ChunkNames>;
  export default table;
}

/** The generated route table as data (`./routeTreeLoader.cjs`): each `component` is its hash. */
declare module '@generated/routes?tree' {
  const tree: import('./routeTree').RouteNode[];
  export default tree;
}
