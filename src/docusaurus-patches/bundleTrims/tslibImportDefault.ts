/**
 * The one tslib helper the browser bundle uses (see ./index.ts): @docusaurus/utils-common's CommonJS
 * index calls `tslib.__importDefault`, and requiring tslib from CommonJS keeps every helper (~4 KB
 * gzip in main.js). Same code as tslib 2's helper; unit-tested against it in tests/unit/site.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
