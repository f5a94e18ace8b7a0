/**
 * Translators' notes out of the browser bundle (src/docusaurus-patches/bundleTrims/
 * translateDescriptionsLoader.cjs): the `description` of `translate()` and `<Translate>` calls
 * is read only by `docusaurus write-translations`; at run time both read `id`, `message`/children
 * and `values` (core lib/client/exports/Translate.js, checked in guard.test.ts).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from '@babel/parser';
import bundleTrimsPlugin from '@site/src/docusaurus-patches/bundleTrims';

type Loader = {default: (this: {resourcePath: string}, source: string) => string; stripTranslateDescriptions: (source: string, typescript?: boolean) => string};
const load = async (): Promise<Loader> => (await import('@site/src/docusaurus-patches/bundleTrims/translateDescriptionsLoader.cjs')) as unknown as Loader;

type Rule = {test: RegExp; enforce?: string; use: {loader: string}[]};
const rules = (isServer: boolean): Rule[] =>
  (
    (bundleTrimsPlugin({generatedFilesDir: '/site/.docusaurus'}).configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => {module?: {rules: Rule[]}})(
      {output: {}},
      isServer,
      {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}},
    ).module?.rules ?? []
  );
const isLoader = (r: Rule) => /translateDescriptionsLoader\.cjs$/.test(r.use[0].loader);

describe('translation descriptions in the browser bundle', () => {
  it('runs first on the theme and site sources in the browser bundle only', () => {
    const rule = rules(false).find(isLoader)!;
    expect(rule.enforce).toBe('pre');
    expect(rule.test.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js')).toBe(true);
    expect(rule.test.test('/site/src/theme/Footer/index.tsx')).toBe(true);
    expect(rules(true).some(isLoader)).toBe(false);
  });

  it('drops string descriptions of translate() and <Translate>, and nothing else', async () => {
    const {stripTranslateDescriptions} = await load();
    const source = [
      "import Translate, {translate as t} from '@docusaurus/Translate';",
      "const a = t({id: 'x.a', description: 'For translators', message: 'Close'});",
      "const b = t({message: 'Open', description: `Last one`});",
      "const c = t({description: dynamic(), message: 'Kept'});",
      "const data = {description: 'A field of the page, not a note'};",
      "const d = other({id: 'y', description: 'other call'});",
      'const e = <Translate id="x.e" description="The label of the back button">Back</Translate>;',
      "const f = <Other description=\"kept\" />;",
    ].join('\n');
    const out = stripTranslateDescriptions(source);
    expect(out).not.toContain('For translators');
    expect(out).not.toContain('Last one');
    expect(out).not.toContain('The label of the back button');
    expect(out).toContain("t({id: 'x.a', message: 'Close'})");
    expect(out).toContain("t({message: 'Open'})");
    expect(out).toContain("t({description: dynamic(), message: 'Kept'})");
    expect(out).toContain("{description: 'A field of the page, not a note'}");
    expect(out).toContain("other({id: 'y', description: 'other call'})");
    expect(out).toContain('<Translate id="x.e" >Back</Translate>');
    expect(out).toContain('<Other description="kept" />');
    // Still a valid module.
    expect(() => parse(out, {sourceType: 'module', plugins: ['jsx']})).not.toThrow();
  });

  it('leaves a file that does not import @docusaurus/Translate (or names its own translate) as it is', async () => {
    const {stripTranslateDescriptions} = await load();
    const own = "function translate(o) { return o.description; }\nexport const x = translate({description: 'read at run time'});";
    expect(stripTranslateDescriptions(own)).toBe(own);
  });

  it('parses TypeScript sources by their extension', async () => {
    const loader = (await load()).default;
    const source = "import {translate} from '@docusaurus/Translate';\nconst label: string = translate({id: 'z', message: 'Hi', description: 'note'} as const);\nexport default label;";
    const out = loader.call({resourcePath: '/site/src/theme/X/index.tsx'}, source);
    expect(out).toContain("translate({id: 'z', message: 'Hi'} as const)");
  });

  it('strips the installed theme: the skip link, colour toggle and mobile menu keep their messages', async () => {
    const {stripTranslateDescriptions} = await load();
    const theme = (path: string) => readFileSync(join(__dirname, '../../../node_modules/@docusaurus', path), 'utf8');
    const skip = stripTranslateDescriptions(theme('theme-common/lib/utils/skipToContentUtils.js'));
    expect(skip).not.toContain('allowing to rapidly navigate');
    expect(skip).toContain("message: 'Skip to main content'");
    const back = stripTranslateDescriptions(theme('theme-classic/lib/theme/Navbar/MobileSidebar/SecondaryMenu/index.js'));
    expect(back).not.toContain('notably used to display the docs sidebar');
    expect(back).toContain('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel');
  });
});
