/**
 * The route registry on demand (src/docusaurus-patches/routeChunks/registry.ts, firstRegistry.ts):
 * the build reads each chunk name's compiled loader as data and writes a page's own into its HTML;
 * the browser loads those as the compiled loader would, and awaits the whole registry for the rest.
 */
// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {pageChunkNames, parseRegistry, registryKeys, writeFirstRegistries} from '@site/src/docusaurus-patches/routeChunks/firstRegistry';
import {FIRST_REGISTRY_ID, type FirstRegistryEntry} from '@site/src/docusaurus-patches/routeChunks/registry';

// The built registry chunk as Rspack and its minifier write it (build/assets/js, 2026-11-26):
// quoted keys, identifier keys, numeric keys in hex (17896441), one or several chunks, a JSON
// module (`t.bind`, fake namespace mode 19), a module already in main.js (`Promise.resolve()`).
const BUILT =
  'let a={"0058b4c6":[()=>n.e("266").then(n.t.bind(n,1601,19))],"01606523":[()=>Promise.all([n.e("4014"),n.e("5762"),n.e("3399")]).then(n.bind(n,9447))],' +
  '0x11113f9:[()=>Promise.all([n.e("4014"),n.e("5716")]).then(n.bind(n,2651))],e0719818:[()=>n.e("6245").then(n.t.bind(n,8669,19))],"5e9f5e1a":[()=>Promise.resolve().then(n.bind(n,7829))]}';

describe('the built registry as data (firstRegistry.ts)', () => {
  it('reads every entry of each compiled shape', () => {
    expect(Object.fromEntries(parseRegistry(BUILT))).toEqual({
      '0058b4c6': [['266'], 1601, 19],
      '01606523': [['4014', '5762', '3399'], 9447],
      '17896441': [['4014', '5716'], 2651],
      e0719818: [['6245'], 8669, 19],
      '5e9f5e1a': [[], 7829],
    });
  });

  it('reads a module id the minifier writes in exponent form (2000 as 2e3; s44 build: "5a0422e0" missed)', () => {
    const built = 'x={"5a0422e0":[()=>Promise.all([i.e("4014"),i.e("7883")]).then(i.bind(i,2e3))],"5b58e670":[()=>i.e("4770").then(i.t.bind(i,1e4,19))]}';
    expect(Object.fromEntries(parseRegistry(built))).toEqual({'5a0422e0': [['4014', '7883'], 2000], '5b58e670': [['4770'], 10000, 19]});
  });
  it('reads nothing from a shape it does not know (the build then fails on the missing keys)', () => {
    expect(parseRegistry('let a={"0058b4c6":[()=>n.e("266").then(function(){return n(1601)})]}').size).toBe(0);
  });

  it("lists the generated registry's keys", () => {
    const generated = 'export default {\n  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/a.json"), "@generated/a.json", require.resolveWeak("@generated/a.json")],\n  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],\n};\n';
    expect(registryKeys(generated)).toEqual(['0058b4c6', '17896441']);
  });

  it("writes a page's own entries after its chunk-name block, once", () => {
    const registry = parseRegistry(BUILT);
    const html = '<head><script data-rh="true" type="application/json" id="__route-chunk-names">{"/docs/intro-536":{"__comp":"17896441","content":"0058b4c6","__context":{"plugin":"e0719818"}},"/docs-3e7":{"__comp":"17896441","x":"not-in-registry"}}</script></head>';
    expect(pageChunkNames(html)).toEqual(['17896441', '0058b4c6', 'e0719818', 'not-in-registry']);
    const pages = new Map([['a.html', html], ['no-block.html', '<head></head>']]);
    const written: string[] = [];
    expect(writeFirstRegistries(registry, pages, (file) => written.push(file))).toBe(1);
    expect(written).toEqual(['a.html']);
    const block = /<\/script><script type="application\/json" id="__route-registry">([^<]*)<\/script><\/head>/.exec(pages.get('a.html')!);
    expect(JSON.parse(block![1]!)).toEqual({'17896441': [['4014', '5716'], 2651], '0058b4c6': [['266'], 1601, 19], e0719818: [['6245'], 8669, 19]});
    expect(writeFirstRegistries(registry, pages, (file) => written.push(file))).toBe(0);
  });
});

describe('the registry in the browser (registry.ts)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.resetModules();
    vi.doUnmock('@generated/registry');
  });

  function fakeRequire() {
    const calls: string[] = [];
    const require = Object.assign((id: string | number) => (calls.push(`require ${id}`), {default: `module ${id}`}), {
      e: (chunk: string | number) => (calls.push(`e ${chunk}`), Promise.resolve()),
      t: (id: string | number, mode: number) => (calls.push(`t ${id} ${mode}`), {default: `json ${id}`}),
    });
    return {calls, require};
  }

  it("loads an entry as the compiled loader does: every chunk, then the module (namespace or fake namespace)", async () => {
    const {loadEntry} = await import('@site/src/docusaurus-patches/routeChunks/registry');
    const {calls, require} = fakeRequire();
    expect(await loadEntry([['4014', '3399'], 9447], require)).toEqual({default: 'module 9447'});
    expect(await loadEntry([['266'], 1601, 19], require)).toEqual({default: 'json 1601'});
    expect(await loadEntry([[], 7829], require)).toEqual({default: 'module 7829'});
    expect(calls).toEqual(['e 4014', 'e 3399', 'require 9447', 'e 266', 't 1601 19', 'require 7829']);
  });

  it("takes the first page's names from its block, without the registry; awaits the registry for any other, once", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_REGISTRY_ID;
    script.textContent = JSON.stringify({'0058b4c6': [[], 1601, 19]} satisfies Record<string, FirstRegistryEntry>);
    document.head.append(script);
    const registryLoaded = vi.fn();
    const other = vi.fn(() => Promise.resolve({default: 'other'}));
    vi.doMock('@generated/registry', () => (registryLoaded(), {default: {'5e95c892': [other]}}));
    const {require} = fakeRequire();
    vi.stubGlobal('__webpack_require__', require);
    const module = await import('@site/src/docusaurus-patches/routeChunks/registry');
    expect(await module.loadChunk('0058b4c6')).toEqual({default: 'json 1601'});
    expect(registryLoaded).not.toHaveBeenCalled();
    expect(await module.loadChunk('5e95c892')).toEqual({default: 'other'});
    expect(await module.loadChunk('5e95c892')).toEqual({default: 'other'});
    expect(await module.loadChunk('missing')).toBeUndefined();
    expect(registryLoaded).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
