/**
 * The browser's `@docusaurus/renderRoutes` (core `lib/client/exports/renderRoutes.js`, which is
 * react-router-config's `renderRoutes`). App.js renders the top-level table once, when main.js
 * starts (`const routesElement = renderRoutes(routes)`), and the table starts as the first page's
 * routes (`./routes.ts`): for that table this returns an element that renders it on every
 * location change, so a navigation renders from the whole table. Any other list (a plugin's
 * nested routes) is rendered as before.
 */
import type {ReactElement} from 'react';
import {renderRoutes as renderList, type RouteConfig} from 'react-router-config';
import {useLocation} from 'react-router-dom';
import routes from './routes';

type Rest = Parameters<typeof renderList> extends [unknown, ...infer R] ? R : never;

function AllRoutes({rest}: {readonly rest: Rest}): ReactElement | null {
  // Read so that every location change renders the table as it is then.
  useLocation();
  return renderList(routes, ...rest);
}

export default function renderRoutes(list: RouteConfig[] | undefined, ...rest: Rest): ReactElement | null {
  return list === routes ? <AllRoutes rest={rest} /> : renderList(list, ...rest);
}
