/**
 * The browser's `lib/client/preload.js` (core): Docusaurus' preload (load every matched route's
 * components before rendering), after the whole route table has replaced the first page's
 * routes when `pathname` is another page (`./routes.ts`). A client-side navigation preloads the
 * next page before it renders it (PendingNavigation), so it renders from the whole table.
 */
import {matchRoutes} from 'react-router-config';
import routes, {loadAllRoutes, routesServe} from './routes';

export default function preload(pathname: string): Promise<unknown> {
  if (!routesServe(pathname)) return loadAllRoutes().then(() => preload(pathname));
  // From here on, Docusaurus' preload.
  const matches = Array.from(new Set([pathname, decodeURI(pathname)]))
    .map((p) => matchRoutes(routes, p))
    .flat();
  return Promise.all(matches.map((match) => (match.route.component as {preload?: () => Promise<unknown>}).preload?.()));
}
