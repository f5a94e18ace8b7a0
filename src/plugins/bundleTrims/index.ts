/**
 * Trims to what every page runs at startup, measured with Lighthouse (mobile, 4× CPU):
 *
 * 1. Prism out of the main bundle. The classic theme loads its `prism-include-languages`
 *    client module on every page, and with it prism-react-renderer (~30 KB gzip), even on
 *    pages without code. That module is replaced by an empty one; the CodeBlock/Content
 *    wrapper (src/theme/CodeBlock/Content) registers the extra languages in the code block's
 *    own chunk instead.
 * 2. A fast path for doc cards. theme-common's `extractLeadingEmoji` builds an Intl.Segmenter
 *    when its module loads and compiles the `\p{RGI_Emoji}` pattern on first use: ~35 ms of
 *    main-thread work (~130 ms on a throttled phone) on every page with a card list, where no
 *    label starts with an emoji. `emojiUtils.ts` returns early for labels that cannot start with
 *    one and otherwise does the same check.
 * 3. tslib out of main.js. @docusaurus/utils-common (CommonJS) requires tslib for one helper,
 *    `__importDefault`, which keeps all of tslib in the bundle every page runs (~4 KB gzip).
 *    Requests for tslib from that package get `tslibImportDefault.ts` instead (browser bundle only).
 * 4. Route prefetching in slices. After hydration, Docusaurus prefetches the chunks of every link
 *    on screen in one task; `prefetch.ts` issues the same requests in idle-time slices of 4 ms
 *    (browser bundle only; measured with Lighthouse as blocking time on link-heavy pages).
 */
import type {Plugin} from '@docusaurus/types';

export default function bundleTrimsPlugin(): Plugin {
  const prismClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  const emojiUtils = require.resolve('./emojiUtils.ts');
  const tslibImportDefault = require.resolve('./tslibImportDefault.ts');
  const slicedPrefetch = require.resolve('./prefetch.ts');
  return {
    name: 'site-bundle-trims',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        resolve: {alias: {[prismClientModule]: false, [`${prismClientModule.replace(/\.js$/, '')}$`]: false}},
        plugins: [
          new NormalModuleReplacementPlugin(/theme-common[\\/]lib[\\/]utils[\\/]emojiUtils(\.js)?$/, emojiUtils),
          ...(isServer
            ? []
            : [
                new NormalModuleReplacementPlugin(/^tslib$/, (resource: {request: string; contextInfo?: {issuer?: string}}) => {
                  if (/[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/.test(resource.contextInfo?.issuer ?? '')) resource.request = tslibImportDefault;
                }),
                new NormalModuleReplacementPlugin(/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch(\.js)?$/, slicedPrefetch),
              ]),
        ],
      };
    },
  };
}
