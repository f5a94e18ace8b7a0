/**
 * The social card of one page (1200 × 630, the Open Graph size): site name, area, page title
 * and the site address, as Satori's element tree (build time only: it uses Node's Buffer).
 * Unit-tested in tests/unit/seo.
 */
import type {ReactNode} from 'react';
import {CARD_HEIGHT, CARD_WIDTH} from './cardFile';

export type CardText = {
  readonly title: string;
  /** Area label ("Action Plan", "Blog"); empty on pages outside the areas. */
  readonly area: string;
  readonly siteName: string;
  readonly tagline: string;
  /** Host and base path shown at the bottom ("genai-enterprise.example"). */
  readonly address: string;
};

/** Long titles get a smaller type size so they stay within three lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 36) return 76;
  if (title.length <= 60) return 64;
  if (title.length <= 90) return 54;
  return 46;
}

const PAD_X = 72;
const PAD_Y = 64;
/** Height of the accent bar along the bottom edge. */
const ACCENT = 16;

type Style = Record<string, string | number>;

/** A Satori element: the shape React.createElement returns, written without JSX. */
function el(type: string, style: Style, children?: ReactNode, extra: Record<string, unknown> = {}): ReactNode {
  return {type, key: null, props: {style, children, ...extra}} as unknown as ReactNode;
}

/** The site logo (static/img/logo.svg) as an inline image. */
const LOGO_URI = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#ffffff"/><path d="M18 20h28v6H25v12h21v6H18z" fill="#2e5bba"/><circle cx="46" cy="32" r="4" fill="#2e5bba"/></svg>',
).toString('base64')}`;

export function cardElement(text: CardText): ReactNode {
  const header = el('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between'}, [
    el('div', {display: 'flex', alignItems: 'center'}, [
      el('img', {width: 64, height: 64, marginRight: 24}, undefined, {src: LOGO_URI, width: 64, height: 64}),
      el('div', {fontSize: 36, fontWeight: 700, color: '#ffffff'}, text.siteName),
    ]),
    text.area
      ? el('div', {display: 'flex', fontSize: 28, fontWeight: 600, color: '#0f1f45', background: '#cfe0ff', borderRadius: 999, padding: '10px 28px'}, text.area)
      : null,
  ]);
  const title = el(
    'div',
    {display: 'flex', fontSize: titleFontSize(text.title), fontWeight: 700, lineHeight: 1.15, color: '#ffffff', letterSpacing: -1},
    text.title,
  );
  const footer = el('div', {display: 'flex', justifyContent: 'space-between', fontSize: 28, color: '#cfe0ff'}, [
    el('div', {display: 'flex'}, text.tagline),
    el('div', {display: 'flex', fontWeight: 600}, text.address),
  ]);
  return el(
    'div',
    {
      // Satori sizes boxes content-box: padding and border come on top of width and height.
      width: CARD_WIDTH - 2 * PAD_X,
      height: CARD_HEIGHT - 2 * PAD_Y - ACCENT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${PAD_Y}px ${PAD_X}px`,
      fontFamily: 'Inter',
      // Flat colours: a gradient triples the PNG's size and render time.
      backgroundColor: '#14295a',
      borderBottom: `${ACCENT}px solid #8fb0ff`,
    },
    [header, title, footer],
  );
}
