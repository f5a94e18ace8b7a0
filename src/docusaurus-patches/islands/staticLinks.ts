/**
 * Static parts of a first-loaded page are never hydrated (src/components/HydrationGate, `static`),
 * so their links are plain `<a>` elements without Docusaurus' `<Link>` click handler. One click
 * listener on the document hands such a link to the router, under the rules of Docusaurus' Link
 * (@docusaurus/core lib/client/exports/Link.js) and react-router's Link: only a plain primary
 * click, no modifier key, no `target` other than `_self`, no `download`, same origin, not a
 * link to a place on the current page (the browser scrolls, as Link leaves `#…` links to it), and
 * only to a path the app has a route for (never the catch-all `*` 404 route: files like
 * `/rss.xml` or `/img/…` load from the server). Anything else the browser follows as usual.
 * A live `<Link>` (a hydrated part) handles its own click first and prevents the default, so the
 * listener leaves it alone.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {loadAllRoutes, routesComplete} from '../routeChunks/routes';

/** The marker a static part's element carries (HydrationGate's `Body`). */
export const STATIC_PART = '[data-static-part]';
/**
 * The marker of a part that waits for the reader (HydrationGate `wake`): its links are plain too
 * until it hydrates; then its live `<Link>`s handle their own clicks first (see above).
 */
export const LAZY_PART = '[data-lazy-part]';

type Click = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'target'>;
type Here = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/**
 * Whether `pathname` is a page of the app: its matches end in a page route (no nested routes of
 * its own, not the catch-all 404). A path under a plugin's root (`/docs/…`) that no page matches
 * ends in the root's layout routes instead.
 */
export function isAppRoute(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches[matches.length - 1]?.route;
  return Boolean(leaf && leaf.path !== '*' && !leaf.routes?.length);
}

/** The link of a static part this click follows, if it is a plain primary click on one. */
export function staticLinkOf(event: Click): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target as Element | null;
  const anchor = typeof target?.closest === 'function' ? target.closest<HTMLAnchorElement>('a[href]') : null;
  return anchor?.closest(`${STATIC_PART}, ${LAZY_PART}`) ? anchor : null;
}

/**
 * Where the router should go for this link, or null when the browser should follow it as it
 * would anyway.
 */
export function routerTarget(anchor: Element, here: Here, isRoute: (pathname: string) => boolean = isAppRoute): string | null {
  const frame = anchor.getAttribute('target');
  if ((frame && frame !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href') ?? '';
  // Docusaurus' isInternalUrl: a scheme (mailto:, https:) or a protocol-relative URL is external.
  if (href.startsWith('#') || /^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/.test(href)) return null;
  const url = new URL(href, here.href);
  if (url.origin !== here.origin) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  if (!isRoute(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * What a live component did on a click besides following its link (the footer's "Privacy
 * settings" opens the consent panel): `run` returns true when it handled the click.
 */
export type StaticAction = {readonly selector: string; readonly run: (anchor: HTMLAnchorElement) => boolean};
const actions = new Set<StaticAction>();

/** Registers an action for links of static parts; returns its removal. */
export function addStaticAction(action: StaticAction): () => void {
  actions.add(action);
  return () => actions.delete(action);
}

/** Starts the one listener; returns its removal. `push` is the router's `history.push`. */
export function listenToStaticLinks(doc: Document, push: (to: string) => void): () => void {
  const onClick = (event: MouseEvent): void => {
    const anchor = staticLinkOf(event);
    if (!anchor) return;
    for (const action of actions) {
      if (anchor.matches(action.selector) && action.run(anchor)) {
        event.preventDefault();
        return;
      }
    }
    // Until the whole route table is in (../routeChunks/routes.ts: the first page's routes only),
    // any same-origin path may be a route: the click waits for the table, then goes to the router
    // or, for a path without a route, to the browser as it would have.
    const complete = routesComplete();
    const to = routerTarget(anchor, doc.location, complete ? isAppRoute : () => true);
    if (!to) return;
    event.preventDefault();
    if (complete) push(to);
    else void loadAllRoutes().then(
      () => (isAppRoute(new URL(to, doc.location.href).pathname) ? push(to) : doc.location.assign(to)),
      () => doc.location.assign(to),
    );
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
