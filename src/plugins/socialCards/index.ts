/**
 * Social cards: after the production build, renders one 1200 × 630 PNG per page (page title,
 * area, site name) with Satori (layout and text to SVG) and resvg (SVG to PNG), into
 * `<outDir>/img/social/<route>.png`. The SiteMetadata wrapper points each page's `og:image`
 * and `twitter:image` at that file. Cards are cached by content hash, so a rebuild only renders
 * pages whose title or area changed.
 */
import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {renderAsync} from '@resvg/resvg-js';
import satori from 'satori';
import {BRAND, TAGLINE} from '../../data/site';
import {builtHtmlFile} from '../builtPages';
import {areaForRoute} from '../search/extract';
import {readPageTitle} from '../seo/structuredData';
import {cardElement, type CardText} from './card';
import {CARD_HEIGHT, CARD_WIDTH, cardFile} from './cardFile';

/** Bump when the card design changes, so cached cards are rendered again. */
const DESIGN_VERSION = 1;

function fontFile(siteDir: string, weight: number): Buffer {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`, {paths: [siteDir]});
  return readFileSync(file);
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {url, baseUrl, title, titleDelimiter} = context.siteConfig;
  const address = `${new URL(url).host}${baseUrl === '/' ? '' : baseUrl.replace(/\/$/, '')}`;
  const cacheDir = join(context.siteDir, 'node_modules', '.cache', 'social-cards');
  return {
    name: 'site-social-cards',
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const fonts = [
        {name: 'Inter', data: fontFile(context.siteDir, 400), weight: 400 as const, style: 'normal' as const},
        {name: 'Inter', data: fontFile(context.siteDir, 600), weight: 600 as const, style: 'normal' as const},
        {name: 'Inter', data: fontFile(context.siteDir, 700), weight: 700 as const, style: 'normal' as const},
      ];
      mkdirSync(cacheDir, {recursive: true});
      const jobs: {text: CardText; target: string}[] = [];
      // The 404 page is written as 404.html but is not one of the routes.
      for (const route of [...new Set([...routesPaths, `${baseUrl}404`])].sort()) {
        const file = builtHtmlFile(outDir, route, baseUrl);
        if (!file) continue;
        const area = areaForRoute(route, baseUrl);
        jobs.push({
          text: {title: readPageTitle(readFileSync(file, 'utf8'), titleDelimiter) ?? title, area: area === 'Site' ? '' : area, siteName: BRAND, tagline: TAGLINE, address},
          target: join(outDir, cardFile(route, baseUrl)),
        });
      }
      // The theme's fallback image (themeConfig.image), for anything outside the routes.
      jobs.push({text: {title, area: '', siteName: BRAND, tagline: TAGLINE, address}, target: join(outDir, 'img', 'social-card.png')});

      let rendered = 0;
      const pending: Promise<void>[] = [];
      for (const {text, target} of jobs) {
        mkdirSync(dirname(target), {recursive: true});
        const key = createHash('sha256').update(JSON.stringify({DESIGN_VERSION, ...text})).digest('hex').slice(0, 24);
        const cached = join(cacheDir, `${key}.png`);
        if (existsSync(cached)) {
          copyFileSync(cached, target);
          continue;
        }
        // Satori lays out on this thread; resvg rasterises on libuv's pool, overlapping the next layout.
        const svg = await satori(cardElement(text), {width: CARD_WIDTH, height: CARD_HEIGHT, fonts});
        rendered += 1;
        pending.push(
          renderAsync(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}}).then((image) => {
            const png = image.asPng();
            writeFileSync(cached, png);
            writeFileSync(target, png);
          }),
        );
      }
      await Promise.all(pending);
      const cards = jobs.length;
      console.log(`[social-cards] ${cards} cards (${rendered} rendered, ${cards - rendered} from cache) in ${Date.now() - started} ms`);
    },
  };
}
