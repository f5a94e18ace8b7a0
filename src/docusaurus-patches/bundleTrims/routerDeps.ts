/**
 * ES-module stand-ins for the three CommonJS packages react-router 5 and react-router-dom 5 import
 * (see ./index.ts, patch 15). The routers use `prop-types` and `react-is` for development-only
 * checks and `hoist-non-react-statics` in `withRouter`, which this site never calls; as CommonJS
 * they cannot be tree-shaken, so the three (with react-is' and prop-types' internals, ~1.2 KB gzip)
 * sat in main.js on every page. As ES modules the unused parts drop out of the bundle. Each behaves
 * as its package's production build does (tests/unit/docusaurus-patches/routerDeps.test.ts compares
 * them with the real packages).
 */

/** prop-types' production build (factoryWithThrowingShims.js): validators that must not be called. */
function validator(): void {
  throw new Error('Calling PropTypes validators directly is not supported by the `prop-types` package. Use PropTypes.checkPropTypes() to call them.');
}
validator.isRequired = validator;
const makeValidator = (): typeof validator => validator;

export const PropTypes = {
  array: validator,
  bigint: validator,
  bool: validator,
  func: validator,
  number: validator,
  object: validator,
  string: validator,
  symbol: validator,
  any: validator,
  arrayOf: makeValidator,
  element: validator,
  elementType: validator,
  instanceOf: makeValidator,
  node: validator,
  objectOf: makeValidator,
  oneOf: makeValidator,
  oneOfType: makeValidator,
  shape: makeValidator,
  exact: makeValidator,
  checkPropTypes: (): void => undefined,
  resetWarningCache: (): void => undefined,
};

const type = (name: string): symbol => Symbol.for(`react.${name}`);
// Pure (/* @__PURE__ */): the minifier drops a table no code that is kept reads (the routers' checks are
// development-only); without the mark the tables were built, and shipped, in main.js for nothing.
const ELEMENT_TYPES = /* @__PURE__ */ (() => new Set(['fragment', 'concurrent_mode', 'profiler', 'strict_mode', 'suspense', 'suspense_list'].map(type)))();
const OBJECT_TYPES = /* @__PURE__ */ (() => new Set(['lazy', 'memo', 'provider', 'context', 'forward_ref', 'fundamental', 'responder', 'scope', 'block'].map(type)))();

/** react-is 16's `isValidElementType` (production build). */
export function isValidElementType(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'function') return true;
  if (ELEMENT_TYPES.has(value as symbol)) return true;
  return typeof value === 'object' && value !== null && OBJECT_TYPES.has((value as {$$typeof?: symbol}).$$typeof as symbol);
}

/** Plain-object lookups, as the package does them: a key such as `constructor` or `toString` is
 * found on Object.prototype and so never copied (tests/unit/docusaurus-patches/routerDeps.test.ts). */
const keys = (...names: string[]): Record<string, boolean> => Object.fromEntries(names.map((name) => [name, true]));
const REACT_STATICS = /* @__PURE__ */ keys('childContextTypes', 'contextType', 'contextTypes', 'defaultProps', 'displayName', 'getDefaultProps', 'getDerivedStateFromError', 'getDerivedStateFromProps', 'mixins', 'propTypes', 'type');
const KNOWN_STATICS = /* @__PURE__ */ keys('name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity');
const FORWARD_REF_STATICS = /* @__PURE__ */ keys('$$typeof', 'render', 'defaultProps', 'displayName', 'propTypes');
const MEMO_STATICS = /* @__PURE__ */ keys('$$typeof', 'compare', 'defaultProps', 'displayName', 'propTypes', 'type');

function staticsOf(component: object): Record<string, boolean> {
  const kind = (component as {$$typeof?: symbol}).$$typeof;
  if (kind === type('memo')) return MEMO_STATICS;
  if (kind === type('forward_ref')) return FORWARD_REF_STATICS;
  return REACT_STATICS;
}

/** hoist-non-react-statics 3: copies `source`'s own non-React statics (and its prototypes') onto `target`. */
export function hoistNonReactStatics<T extends object>(target: T, source: object, blacklist?: Record<string, boolean>): T {
  if (typeof source === 'string') return target;
  const inherited = Object.getPrototypeOf(source) as object | null;
  if (inherited && inherited !== Object.prototype) hoistNonReactStatics(target, inherited, blacklist);
  const targetStatics = staticsOf(target);
  const sourceStatics = staticsOf(source);
  for (const key of [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]) {
    const name = key as string;
    if (KNOWN_STATICS[name] || blacklist?.[name] || sourceStatics[name] || targetStatics[name]) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    try {
      Object.defineProperty(target, key, descriptor!);
    } catch {
      // As the package: a property the target does not allow is left out.
    }
  }
  return target;
}
