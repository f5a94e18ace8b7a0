/**
 * Card size and file names: shared by the build plugin and the SiteMetadata wrapper, so this
 * module stays free of Node APIs (it runs in the browser too).
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * Where a route's card is written, relative to the build folder: `/docs/intro` →
 * `img/social/docs/intro.png`, `/` → `img/social/index.png`. The 404 page renders at
 * `/404.html`, so a `.html` ending is dropped.
 */
export function cardFile(route: string, baseUrl = '/'): string {
  const path = baseUrl !== '/' && route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const slug = path.replace(/\/$/, '').replace(/\.html$/, '') || 'index';
  return `img/social/${slug}.png`;
}

