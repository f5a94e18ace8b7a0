/**
 * The browser's `@generated/routes` (src/docusaurus-patches/routeChunks, README there). Docusaurus
 * puts the whole route tree into main.js, a `ComponentCreator('<path>', '<hash>')` call per route
 * (~3.9 KB gzip here), though the first render reads only the page's own branch.
 *
 * Here the table starts as the first page's routes, from its HTML (a JSON block the server writes
 * into <head>, `FirstRouteChunks`), and becomes the whole tree, in place, the first time a route
 * outside them is needed: a client-side navigation (`./preload.ts` awaits it), a prefetch, a link
 * of a static part. Route objects are made by one rule from the data, each route's component
 * created once per `<path>-<hash>` and used as the route's React key (react-router-config keys
 * by index otherwise): when the whole tree replaces the first page's, the page's routes keep
 * their components and keys, so nothing on the page remounts.
 */
import type {ComponentType} from 'react';
import type {RouteConfig} from 'react-router-config';
import ComponentCreator from '@docusaurus/ComponentCreator';
import {readJsonBlock} from '../jsonBlock';
import {FIRST_ROUTES_ID, type RouteNode} from './routeTree';

const components = new Map<string, ComponentType<object>>();

/** A route object as Docusaurus' generated module has it, plus its key. */
export function toRoute(node: RouteNode): RouteConfig {
  const {component: hash, routes: children, ...attributes} = node;
  const key = hash ? `${node.path}-${hash}` : node.path;
  const route = {...attributes, key, ...(children ? {routes: children.map(toRoute)} : {})} as RouteConfig;
  // Made when first read (only a matched route's is: renderRoutes, preload): the whole tree
  // arrives at once, and making ~170 components then was work in one task that no page needed.
  Object.defineProperty(route, 'component', {
    enumerable: true,
    get(): ComponentType<object> {
      let component = components.get(key);
      if (!component) {
        component = hash ? ComponentCreator(node.path, hash) : ComponentCreator(node.path, undefined as unknown as string);
        components.set(key, component);
      }
      return component;
    },
  });
  return route;
}

const first = readJsonBlock<RouteNode[] | null>(FIRST_ROUTES_ID, null);
const routes: RouteConfig[] = (first ?? []).map(toRoute);
/** The path the first page's routes are for (the page the browser loaded). */
const firstPathname = typeof location === 'undefined' ? '' : location.pathname;
let whole: Promise<RouteConfig[]> | undefined;
let complete = false;

/** Whether the table is the whole tree (else it has the first page's routes only). */
export function routesComplete(): boolean {
  return complete;
}

/** Whether the table as it is now serves `pathname` as the full one would. */
export function routesServe(pathname: string): boolean {
  return complete || (first !== null && pathname === firstPathname);
}

/** The whole tree, in place (one request, once). */
export function loadAllRoutes(): Promise<RouteConfig[]> {
  // The same chunk as the route chunk-name table and the docs entries (./chunkNames.ts).
  whole ??= import(/* webpackChunkName: "route-chunk-names" */ '@generated/routes?tree').then((module: {default: RouteNode[]}) => {
    routes.splice(0, routes.length, ...module.default.map(toRoute));
    complete = true;
    return routes;
  });
  return whole;
}

export default routes;
