import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Every route the site must serve: the project's own copy of the specification's list. */
export const ROUTES: readonly string[] = readFileSync(join(__dirname, 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

/**
 * Routes whose content has not been written yet: the route test lists them as pending
 * instead of failing. Content issues shrink this list; when it is empty, every route is tested.
 */
export const PENDING: readonly string[] = [];

export const WRITTEN: readonly string[] = ROUTES.filter((route) => !PENDING.includes(route));

/** The area a route belongs to, for grouping reports. */
export function areaOf(route: string): string {
  return route === '/' ? '/' : `/${route.split('/')[1]}`;
}
