import {describe, expect, it} from 'vitest';
import {isSharedStyle, linkRouteChunkStyles, splitPageSectionStyles} from '../../../src/docusaurus-patches/styles';

describe('splitPageSectionStyles', () => {
  it('keeps theme, global and shell CSS in the shared chunk and sends page-section CSS modules to their chunk', () => {
    const group: Record<string, unknown> = {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 50};
    splitPageSectionStyles({cacheGroups: {styles: group}});
    const test = group.test as (module: {nameForCondition: () => string}) => boolean;
    const shared = (path: string) => test({nameForCondition: () => path});
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
