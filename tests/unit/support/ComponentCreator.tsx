/**
 * Stand-in for `@docusaurus/ComponentCreator` (core lib/client/exports/ComponentCreator.js, in the
 * browser src/docusaurus-patches/routeChunks/ComponentCreator.tsx): a new route component per
 * call, with react-loadable's static `preload()` (resolving at once: no chunks here), named by its
 * path and hash so a test can tell which route rendered.
 */
import type {ComponentType} from 'react';

export type CreatedComponent = ComponentType<object> & {preload: () => Promise<void>; path: string; hash: string | undefined};

export default function ComponentCreator(path: string, hash?: string): CreatedComponent {
  const Route = (() => <div data-route={hash ? `${path}-${hash}` : path} />) as unknown as CreatedComponent;
  Route.preload = () => Promise.resolve();
  Route.path = path;
  Route.hash = hash;
  return Route;
}
