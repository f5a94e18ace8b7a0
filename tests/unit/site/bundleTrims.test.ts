import {resolve} from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import bundleTrimsPlugin from '@site/src/plugins/bundleTrims';
// The theme's own module, by path: the package does not export it.
import {extractLeadingEmoji as original} from '../../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js';
import {extractLeadingEmoji} from '@site/src/plugins/bundleTrims/emojiUtils';

describe('extractLeadingEmoji replacement', () => {
  it('gives the same answer as the theme for plain, emoji, keycap, flag and ZWJ labels', () => {
    const labels = ['Strategy on one page', '1. Scientific Foundations', '', '©️ Licensing', '⚠️ Hello', '🚀Launch', '1️⃣ First', '#️⃣ Tags', '🇫🇷 France', '👩‍💻 Developers', 'é accents', '2024 plan'];
    for (const label of labels) expect(extractLeadingEmoji(label), label).toEqual(original(label));
  });

  it('splits a leading emoji from the rest', () => {
    expect(extractLeadingEmoji('🚀 Launch')).toEqual({emoji: '🚀', rest: ' Launch'});
    expect(extractLeadingEmoji('Launch')).toEqual({emoji: null, rest: 'Launch'});
  });
});

describe('tslib __importDefault replacement', () => {
  it('behaves as tslib’s helper for CommonJS and ES modules', async () => {
    const tslib = (await import('tslib')) as unknown as {__importDefault: (m: unknown) => unknown};
    const {__importDefault} = await import('@site/src/plugins/bundleTrims/tslibImportDefault');
    const cjs = () => 1;
    const esm = {__esModule: true, default: 2};
    expect(__importDefault(cjs)).toEqual(tslib.__importDefault(cjs));
    expect(__importDefault(esm)).toBe(esm);
    expect(tslib.__importDefault(esm)).toBe(esm);
    expect(__importDefault(null)).toEqual(tslib.__importDefault(null));
  });
});

describe('sliced route prefetch', () => {
  it('replaces Docusaurus’ prefetch helper in the browser bundle only', () => {
    class Replacement {
      constructor(
        readonly pattern: RegExp,
        readonly target: unknown,
      ) {}
    }
    const configure = bundleTrimsPlugin().configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => {plugins: Replacement[]};
    const helper = resolve('node_modules/@docusaurus/core/lib/client/prefetch.js');
    const replacing = (isServer: boolean) =>
      configure({}, isServer, {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}}).plugins.filter(
        (plugin) => plugin.pattern.test(helper) && String(plugin.target).endsWith('prefetch.ts'),
      );
    expect(replacing(false)).toHaveLength(1);
    expect(replacing(true)).toHaveLength(0);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('appends the same <link rel="prefetch"> per chunk, in order, in idle slices of at most 4 ms, and resolves on load or error', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    // Each append costs 1.5 ms of (fake) time: a 4 ms slice takes three.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      now += 1.5;
      return append(node);
    });
    const {default: prefetch} = await import('@site/src/plugins/bundleTrims/prefetch');
    const urls = ['/assets/js/a.js', '/assets/js/b.js', '/assets/js/c.js', '/assets/js/d.js', '/assets/js/e.js'];
    const done = urls.map((url) => prefetch(url));
    const links = () => [...document.head.querySelectorAll('link[rel=prefetch]')].map((link) => link.getAttribute('href'));
    expect(links()).toEqual([]);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(links()).toEqual(urls.slice(0, 3));
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(links()).toEqual(urls);
    expect(idle).toHaveLength(0);
    const elements = [...document.head.querySelectorAll('link')];
    elements.forEach((link, index) => link.dispatchEvent(new Event(index === 2 ? 'error' : 'load')));
    await expect(Promise.all(done)).resolves.toHaveLength(5);
  });
});
