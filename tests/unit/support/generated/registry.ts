/**
 * `@generated/registry` for unit tests: an empty registry (the real one is `import()` of every
 * route module, which only the bundler can load). Tests that read it mock it with their entries
 * (tests/unit/docusaurus-patches/routeRegistry.test.ts).
 */
const registry: Record<string, readonly [() => Promise<unknown>, ...unknown[]]> = {};
export default registry;
