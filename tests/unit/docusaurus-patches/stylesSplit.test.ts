import {describe, expect, it} from 'vitest';
import {isSharedStyle, linkDeferredSectionStyles, linkRouteChunkStyles, noCssChunkLoader, splitPageSectionStyles} from '../../../src/docusaurus-patches/styles';

describe('splitPageSectionStyles', () => {
  it('keeps theme, global and shell CSS in the shared chunk and sends page-section CSS modules to their chunk', () => {
    const group: Record<string, unknown> = {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 50};
    const cacheGroups: Record<string, Record<string, unknown>> = {styles: group};
    splitPageSectionStyles({cacheGroups});
    const test = group.test as (module: {nameForCondition: () => string}) => boolean;
    const shared = (path: string) => test({nameForCondition: () => path});
    // Everything else goes to ONE second chunk built like the shared one.
    const sections = cacheGroups.sectionStyles;
    expect({...sections, test: undefined}).toEqual({name: 'section-styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 50, test: undefined});
    const inSections = (path: string) => (sections.test as (module: {resource: string}) => boolean)({resource: path});
    expect(inSections('/site/src/demos/kit/components/kit.module.css')).toBe(true);
    expect(inSections('/site/src/css/custom.css')).toBe(false);
    expect(shared('/site/node_modules/infima/dist/css/default/default.css')).toBe(true);
    expect(shared('/site/src/css/custom.css')).toBe(true);
    expect(shared('/site/src/theme/SearchBar/styles.module.css')).toBe(true);
    expect(shared('/site/src/components/ConsentBanner/styles.module.css')).toBe(true);
    expect(shared('/site/src/demos/kit/components/kit.module.css')).toBe(false);
    expect(shared('/site/src/learning-tools/use-case-matrix/styles.module.css')).toBe(false);
    expect(shared('/site/src/pages/index.module.css')).toBe(false);
    expect(shared('/site/src/components/ContactForm/styles.module.css')).toBe(false);
    expect(isSharedStyle('C:\\site\\src\\components\\StepTimeline\\styles.module.css')).toBe(false);
  });

  it('fails naming itself when Docusaurus changed the cache group', () => {
    expect(() => splitPageSectionStyles({cacheGroups: {}})).toThrow(/styles.*cache group/);
    expect(() => splitPageSectionStyles({cacheGroups: {styles: {name: 'styles', type: 'css/mini-extract', test: /x/}}})).toThrow(/re-check/);
  });
});

describe('linkRouteChunkStyles', () => {
  it("links after the shared stylesheet the CSS files of the page's route chunk groups, once", () => {
    const head = (extra = '') =>
      `<head><link rel="stylesheet" href="/assets/css/styles.0123abcd.css">${extra}<script data-rh="true" type="application/json" id="__route-chunk-names">{"/demo-617":{"__comp":"17896441","content":"a7acbab6","__context":{"plugin":"f5b2c7db"}}}</script></head>`;
    const manifest = {
      origins: {a7acbab6: ['4014', '1030'], 17896441: ['4014', '99'], f5b2c7db: ['7']},
      assets: {
        4014: {css: [{file: 'assets/css/styles.0123abcd.css'}]},
        1030: {css: [{file: 'assets/css/a7acbab6.b6656477.css'}]},
        99: {css: [{file: 'assets/css/6997.b6656477.css'}]},
        7: {},
      },
    };
    const pages = new Map([
      ['/tmp/none/a.html', head()],
      ['/tmp/none/b.html', '<head><link rel="stylesheet" href="/assets/css/styles.0123abcd.css"></head>'],
    ]);
    // Writes only pages that gain links; b.html has no route chunk names.
    const written: string[] = [];
    const linked = linkRouteChunkStyles(manifest, pages, (file, text) => written.push(`${file}:${text.length}`));
    expect(linked).toBe(1);
    expect(written).toHaveLength(1);
    expect(pages.get('/tmp/none/a.html')).toBe(
      head('<link rel="stylesheet" href="/assets/css/6997.b6656477.css"><link rel="stylesheet" href="/assets/css/a7acbab6.b6656477.css">'),
    );
  });
});

describe('noCssChunkLoader', () => {
  it("turns the CSS extract plugin's browser runtime off, and fails naming itself without the plugin", () => {
    class CssExtractRspackPlugin {
      options: {runtime?: boolean} = {};
    }
    const plugin = new CssExtractRspackPlugin();
    noCssChunkLoader([{}, plugin]);
    expect(plugin.options.runtime).toBe(false);
    expect(() => noCssChunkLoader([{}])).toThrow(/CSS extract plugin.*re-check/);
  });
});

describe('linkDeferredSectionStyles', () => {
  const manifest = {
    origins: {},
    assets: {4014: {css: [{file: 'assets/css/styles.0123abcd.css'}]}, 12: {css: [{file: 'assets/css/section-styles.b6656477.css'}]}, 7: {}},
  };
  const shared = '<link rel="stylesheet" href="/assets/css/styles.0123abcd.css">';

  it('links the section stylesheet media=print on the pages that do not link it blocking', () => {
    const blocking = `<head>${shared}<link rel="stylesheet" href="/assets/css/section-styles.b6656477.css"></head>`;
    const pages = new Map([
      ['/tmp/none/doc.html', `<head>${shared}</head>`],
      ['/tmp/none/demo.html', blocking],
      ['/tmp/none/redirect.html', '<head></head>'],
    ]);
    const written: string[] = [];
    expect(linkDeferredSectionStyles(manifest, pages, (file) => written.push(file))).toBe(1);
    expect(written).toEqual(['/tmp/none/doc.html']);
    expect(pages.get('/tmp/none/doc.html')).toBe(`<head>${shared}<link rel="stylesheet" href="/assets/css/section-styles.b6656477.css" media="print" data-deferred-styles=""></head>`);
    expect(pages.get('/tmp/none/demo.html')).toBe(blocking);
  });

  it('fails naming itself unless the manifest has exactly one section stylesheet', () => {
    const two = {origins: {}, assets: {...manifest.assets, 13: {css: [{file: 'assets/css/a7acbab6.b6656477.css'}]}}};
    expect(() => linkDeferredSectionStyles(two, new Map(), () => undefined)).toThrow(/expected one section-styles CSS file.*a7acbab6/);
  });
});
