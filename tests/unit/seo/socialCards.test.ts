// @vitest-environment node
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {renderAsync} from '@resvg/resvg-js';
import satori from 'satori';
import {describe, expect, it} from 'vitest';
import {cardElement, titleFontSize, type CardText} from '@site/src/plugins/socialCards/card';
import {CARD_HEIGHT, CARD_WIDTH, cardFile} from '@site/src/plugins/socialCards/cardFile';

const require = createRequire(import.meta.url);
const font = (weight: number) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const fonts = [400, 600, 700].map((weight) => ({name: 'Inter', data: font(weight), weight: weight as 400 | 600 | 700, style: 'normal' as const}));

const base: CardText = {
  title: 'Building an AI champion network',
  area: 'Action Plan',
  siteName: 'GenAI Enterprise',
  tagline: 'Your comprehensive guide to Generative AI',
  address: 'genai-enterprise.github.io',
};

/** Every text string in a Satori element tree. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object' && 'props' in node) return texts((node as {props: {children?: unknown}}).props.children);
  return [];
}

async function png(text: CardText): Promise<Buffer> {
  const svg = await satori(cardElement(text), {width: CARD_WIDTH, height: CARD_HEIGHT, fonts});
  return (await renderAsync(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}})).asPng();
}

describe('social cards', () => {
  it('maps every route to its own file under img/social', () => {
    expect(cardFile('/')).toBe('img/social/index.png');
    expect(cardFile('/docs/intro')).toBe('img/social/docs/intro.png');
    expect(cardFile('/blog')).toBe('img/social/blog.png');
    expect(cardFile('/blog/page/2')).toBe('img/social/blog/page/2.png');
    // The 404 page is rendered at /404.html; the build writes the card for the /404 route.
    expect(cardFile('/404.html')).toBe(cardFile('/404'));
    // Under a base URL the file stays relative to the build folder.
    expect(cardFile('/site/docs/intro', '/site/')).toBe('img/social/docs/intro.png');
    expect(cardFile('/site/', '/site/')).toBe('img/social/index.png');
  });

  it('shrinks the title type as titles get longer', () => {
    const sizes = ['Short title', 'A title of about forty-five characters in all', 'x'.repeat(80), 'x'.repeat(120)].map(titleFontSize);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(new Set(sizes).size).toBe(4);
  });

  it('shows the title, the area, the site name, the tagline and the address', () => {
    expect(texts(cardElement(base))).toEqual(['GenAI Enterprise', 'Action Plan', 'Building an AI champion network', base.tagline, base.address]);
    // Pages outside the areas have no area badge.
    expect(texts(cardElement({...base, area: ''}))).not.toContain('');
    expect(texts(cardElement({...base, area: ''}))).toHaveLength(4);
  });

  it('renders a 1200 × 630 PNG that differs from page to page', async () => {
    const first = await png(base);
    const second = await png({...base, title: 'Change management for AI adoption'});
    expect(first.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height are the first two 4-byte fields after the chunk header.
    expect([first.readUInt32BE(16), first.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(first.length).toBeLessThan(120_000);
    expect(first.equals(second)).toBe(false);
  });
});
