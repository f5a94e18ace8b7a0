/**
 * The stand-ins for react-router's CommonJS helpers (src/docusaurus-patches/bundleTrims/routerDeps.ts)
 * behave as the real packages' production builds, and the routers still import only what they
 * replace (a new import would be resolved to a module that lacks it).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {createElement, forwardRef, memo, Component, Fragment, Suspense, StrictMode, Profiler, lazy, createContext} from 'react';
import {describe, expect, it} from 'vitest';
import {hoistNonReactStatics, isValidElementType, PropTypes} from '@site/src/docusaurus-patches/bundleTrims/routerDeps';

const ROOT = join(__dirname, '../../..');
const require = createRequire(join(ROOT, 'node_modules/react-router/package.json'));
const realHoist = require('hoist-non-react-statics') as typeof hoistNonReactStatics;
const realIs = require('react-is') as {isValidElementType: (value: unknown) => boolean};
const realPropTypes = require('prop-types/factoryWithThrowingShims')() as Record<string, unknown>;

describe('react-router helper stand-ins', () => {
  it('the routers import only prop-types (default), isValidElementType and hoistStatics (default)', () => {
    const router = readFileSync(join(ROOT, 'node_modules/react-router/esm/react-router.js'), 'utf8');
    const dom = readFileSync(join(ROOT, 'node_modules/react-router-dom/esm/react-router-dom.js'), 'utf8');
    const imports = (text: string) => [...text.matchAll(/^import (.+) from '(prop-types|react-is|hoist-non-react-statics)';$/gm)].map((m) => `${m[1]} from ${m[2]}`);
    expect(imports(router)).toEqual(['PropTypes from prop-types', '{ isValidElementType } from react-is', 'hoistStatics from hoist-non-react-statics']);
    expect(imports(dom)).toEqual(['PropTypes from prop-types']);
  });

  it('prop-types: the same validators as the production build, throwing when called', () => {
    expect(Object.keys(PropTypes).sort()).toEqual(Object.keys(realPropTypes).filter((k) => k !== 'PropTypes').sort());
    expect(() => (PropTypes.object.isRequired as () => void)()).toThrow(/not supported/);
    expect(PropTypes.oneOfType()).toBe(PropTypes.object);
  });

  it('react-is: isValidElementType agrees with the package on every kind of type', () => {
    class Klass extends Component {
      render() {
        return null;
      }
    }
    const samples: unknown[] = ['div', () => null, Klass, Fragment, Suspense, StrictMode, Profiler, forwardRef(() => null), memo(() => null), lazy(async () => ({default: () => null})), createContext(0).Provider, createContext(0), createElement('div'), null, undefined, 3, {}, Symbol.for('react.portal')];
    for (const sample of samples) expect(isValidElementType(sample), String(sample)).toBe(realIs.isValidElementType(sample));
  });

  it('hoist-non-react-statics: copies the same statics as the package', () => {
    const make = () => {
      class Base extends Component {
        static inherited = 'base';
        render() {
          return null;
        }
      }
      class Source extends Base {
        static displayName = 'Source';
        static defaultProps = {a: 1};
        static custom = 42;
      }
      Object.defineProperty(Source, Symbol.for('tag'), {value: 'symbol static', enumerable: true, configurable: true, writable: true});
      return Source;
    };
    const wrap = () => Object.assign(() => null, {displayName: 'Wrapper'});
    const own = (o: object) => Reflect.ownKeys(o).map((k) => [String(k), (o as Record<PropertyKey, unknown>)[k]]);
    for (const [label, source, blacklist] of [
      ['class with inherited and symbol statics', make(), undefined],
      ['blacklist', make(), {custom: true}],
      ['memo', Object.assign(memo(() => null), {extra: 1}), undefined],
      ['forwardRef', Object.assign(forwardRef(() => null), {extra: 2}), undefined],
    ] as const) {
      const ours = hoistNonReactStatics(wrap(), source as object, blacklist);
      const theirs = realHoist(wrap(), source as object, blacklist);
      expect(own(ours), label).toEqual(own(theirs));
    }
    // A string (an HTML element type) has no statics to hoist.
    expect(own(hoistNonReactStatics(wrap(), 'div' as unknown as object))).toEqual(own(realHoist(wrap(), 'div' as unknown as object)));
  });
});
