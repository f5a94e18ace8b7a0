/**
 * The docs plugins' doc entries on demand (src/docusaurus-patches/docsGlobalData): the browser
 * bundle's global data has empty docs lists, the server writes the first page's entries, and the
 * whole lists load with the route chunk-name table.
 */
// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {DOCS_PLUGIN, entriesFor, fillEntries, FIRST_DOCS_ENTRIES_ID, type GlobalData} from '@site/src/docusaurus-patches/docsGlobalData/entries';
import loader from '@site/src/docusaurus-patches/docsGlobalData/globalDataLoader.cjs';

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Two versions of one plugin, the shape Docusaurus writes. */
const VERSIONED = {
  [DOCS_PLUGIN]: {
    default: {
      path: '/docs',
      versions: [
        {name: 'current', label: 'Next', isLast: false, path: '/docs/next', mainDocId: 'intro', docs: [{id: 'intro', path: '/docs/next/intro', sidebar: 's'}, {id: 'a b', path: '/docs/next/a b', sidebar: 's'}]},
        {name: '1.0', label: '1.0', isLast: true, path: '/docs', mainDocId: 'intro', docs: [{id: 'intro', path: '/docs/intro', sidebar: 's'}, {id: 'other', path: '/docs/other'}]},
      ],
      breadcrumbs: true,
    },
  },
  other: {default: {x: 1}},
} as unknown as GlobalData;

afterEach(() => {
  document.head.innerHTML = '';
  vi.resetModules();
});

describe('the first page\'s doc entries (server)', () => {
  it('are the doc whose path is the page\'s, with its id\'s docs in every version', () => {
    expect(entriesFor('/docs/intro', VERSIONED)).toEqual({default: {current: [{id: 'intro', path: '/docs/next/intro', sidebar: 's'}], '1.0': [{id: 'intro', path: '/docs/intro', sidebar: 's'}]}});
    expect(entriesFor('/docs/intro/', VERSIONED), 'a trailing slash matches as getActiveDocContext matches').toEqual(entriesFor('/docs/intro', VERSIONED));
    expect(entriesFor('/docs/next/a%20b', VERSIONED), 'an encoded path matches its decoded doc path').toEqual({default: {current: [{id: 'a b', path: '/docs/next/a b', sidebar: 's'}]}});
    expect(entriesFor('/docs', VERSIONED), 'no doc at the version root').toEqual({});
    expect(entriesFor('/blog', VERSIONED)).toEqual({});
  });
});

describe('the global data loader (browser bundle)', () => {
  const run = (source: string) => {
    const warnings: Error[] = [];
    const output = (loader as (this: unknown, source: string) => string).call({emitWarning: (error: Error) => warnings.push(error), resourcePath: '/x/.docusaurus/globalData.json'}, source);
    return {output, warnings};
  };

  it('empties every docs list and keeps everything else', () => {
    const trimmed = JSON.parse((loader as {emptyDocsLists(source: string): string}).emptyDocsLists(JSON.stringify(VERSIONED))) as typeof VERSIONED;
    const expected = clone(VERSIONED) as {[DOCS_PLUGIN]: {default: {versions: {docs: unknown[]}[]}}};
    for (const version of expected[DOCS_PLUGIN].default.versions) version.docs = [];
    expect(trimmed).toEqual(expected);
  });

  it('emits a module that starts from the first page and loads the untouched file on demand', () => {
    const {output, warnings} = run(JSON.stringify(VERSIONED));
    expect(warnings).toEqual([]);
    expect(output).toContain('startWithFirstPage(JSON.parse(');
    expect(output).toContain('import(/* webpackChunkName: "docs-global-data" */ "/x/.docusaurus/globalData.json?full")');
    expect(output).not.toContain('/docs/next/intro');
  });

  it('leaves a changed shape whole, with a warning', () => {
    const changed = {[DOCS_PLUGIN]: {default: {versions: [{name: 'current', docs: {intro: {}}}]}}};
    const {output, warnings} = run(JSON.stringify(changed));
    expect(warnings).toHaveLength(1);
    expect(output).toBe(`export default ${JSON.stringify(changed)};`);
  });
});

describe('doc entries in the browser', () => {
  function trimmedData(): GlobalData {
    const data = clone(VERSIONED) as {[DOCS_PLUGIN]: {default: {versions: {docs: unknown[]}[]}}};
    for (const version of data[DOCS_PLUGIN].default.versions) version.docs = [];
    return data as unknown as GlobalData;
  }
  const versionsOf = (data: GlobalData) => (data[DOCS_PLUGIN]!.default as {versions: {docs: unknown[]}[]}).versions;

  it('start with the first page\'s entries from its <head>, then load every entry once', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_DOCS_ENTRIES_ID;
    script.textContent = JSON.stringify(entriesFor('/docs/intro', VERSIONED));
    document.head.append(script);
    const {startWithFirstPage, loadAllDocsEntries} = await import('@site/src/docusaurus-patches/docsGlobalData/entries');
    const load = vi.fn(() => Promise.resolve({default: clone(VERSIONED)}));
    const data = startWithFirstPage(trimmedData(), load);
    expect(versionsOf(data).map((version) => version.docs.length)).toEqual([1, 1]);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([loadAllDocsEntries(), loadAllDocsEntries()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(data).toEqual(VERSIONED);
  });

  it('start empty when the block is missing or damaged', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_DOCS_ENTRIES_ID;
    script.textContent = '{"default":';
    document.head.append(script);
    const {startWithFirstPage} = await import('@site/src/docusaurus-patches/docsGlobalData/entries');
    const data = startWithFirstPage(trimmedData(), () => Promise.resolve({default: VERSIONED}));
    expect(versionsOf(data).map((version) => version.docs.length)).toEqual([0, 0]);
  });

  it('fill replaces a list, and leaves lists without entries alone', () => {
    const data = clone(VERSIONED);
    fillEntries(data, {default: {'1.0': [{id: 'x', path: '/docs/x'}]}});
    expect(versionsOf(data).map((version) => version.docs)).toEqual([versionsOf(VERSIONED)[0]!.docs, [{id: 'x', path: '/docs/x'}]]);
  });
});
