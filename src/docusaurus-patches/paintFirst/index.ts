/**
 * Paint before script. Docusaurus' template runs the app's scripts with `defer`: when they arrive
 * early (cache, fast network) they run, and hydrate the page, before its first paint, and the page
 * waits for them. Here the template (./template.ts, set as `ssrTemplate` in the config) preloads
 * them, and this plugin's script at the end of <body> starts them after the first contentful paint.
 * On a slow network nothing changes: the HTML paints long before the scripts arrive. Readers see
 * the page as soon as its HTML and CSS are in; the page is interactive one frame later than before.
 * A tap on a control before the page is live is kept and replayed once it is, and the colour
 * toggle works without the app (./tapReplay.ts).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tapReplayScript, type ColorModeOptions} from './tapReplay';
import {START_SCRIPTS_AFTER_PAINT} from './template';

/** The colour toggle's settings, as Docusaurus' ColorModeProvider reads them (./tapReplay.ts). */
export function colorModeOptions(context: Pick<LoadContext, 'siteConfig' | 'siteStorage'>): ColorModeOptions {
  const {colorMode} = context.siteConfig.themeConfig as {colorMode?: {respectPrefersColorScheme?: boolean; defaultMode?: 'light' | 'dark'}};
  return {
    key: `theme${context.siteStorage.namespace}`,
    respectPrefersColorScheme: colorMode?.respectPrefersColorScheme ?? false,
    defaultMode: colorMode?.defaultMode ?? 'light',
  };
}

export default function paintFirstPlugin(context: LoadContext): Plugin {
  const tapReplay = tapReplayScript(colorModeOptions(context));
  return {
    name: 'site-paint-first',
    injectHtmlTags() {
      return {
        // Taps on the controls before the page is live are kept and replayed (./tapReplay.ts).
        headTags: [{tagName: 'script', innerHTML: tapReplay}],
        postBodyTags: [{tagName: 'script', innerHTML: START_SCRIPTS_AFTER_PAINT}],
      };
    },
  };
}
