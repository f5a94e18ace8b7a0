/** The generated route chunk-name table, imported as JSON by ./chunkNames.ts (a chunk of its own). */
declare module '@generated/routesChunkNames.json' {
  const table: Record<string, import('./chunkNames').ChunkNames>;
  export default table;
}
