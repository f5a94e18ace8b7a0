/**
 * The route table as data (`@generated/routes?tree`, `./routeTreeLoader.cjs`): each route's
 * `component` is its ComponentCreator hash. Pure helpers for the server's first-page branch
 * (`FirstRouteChunks.tsx`) and the browser's route objects (`./routes.ts`).
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';

export type RouteNode = {
  readonly path: string;
  /** ComponentCreator's hash; '' for the catch-all `*`. */
  readonly component: string;
  readonly exact?: boolean;
  readonly routes?: readonly RouteNode[];
  readonly [attribute: string]: unknown;
};

/** id of the JSON block with the first page's routes. */
export const FIRST_ROUTES_ID = '__routes';

/** `pathname` and its decoded form, as Docusaurus' preload matches them. */
export function pathForms(pathname: string): string[] {
  try {
    return [...new Set([pathname, decodeURI(pathname)])];
  } catch {
    return [pathname];
  }
}

/**
 * The part of `tree` the first render of `pathname` reads: every route it matches (the branch
 * the router renders, for each path form), and the home page route with its parents, which
 * theme-common's `useHomePageRoute` looks for (`findHomePageRoute`: `baseUrl`, exact, or inside
 * routes at `baseUrl`). Routes keep their order, so at every level the router picks the same one.
 */
export function firstRouteTree(tree: readonly RouteNode[], pathname: string, baseUrl: string): RouteNode[] {
  const kept = new Set<RouteNode>();
  for (const path of pathForms(pathname)) for (const {route} of matchRoutes(tree as unknown as RouteConfig[], path)) kept.add(route as unknown as RouteNode);
  const keepHome = (level: readonly RouteNode[]): void => {
    const home = level.find((route) => route.path === baseUrl && route.exact === true);
    if (home) {
      kept.add(home);
      return;
    }
    for (const parent of level.filter((route) => route.path === baseUrl && !route.exact)) {
      kept.add(parent);
      keepHome(parent.routes ?? []);
    }
  };
  keepHome(tree);
  const prune = (level: readonly RouteNode[]): RouteNode[] => level.filter((route) => kept.has(route)).map((route) => (route.routes ? {...route, routes: prune(route.routes)} : route));
  return prune(tree);
}
