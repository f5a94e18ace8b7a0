/**
 * Stand-in for `@generated/routes?tree` (src/docusaurus-patches/routeChunks/routeTreeLoader.cjs):
 * the same routes as ./routes.ts, as data (each `component` its ComponentCreator hash).
 */
import type {RouteNode} from '@site/src/docusaurus-patches/routeChunks/routeTree';

const tree: RouteNode[] = [
  {path: '/', component: 'e5f', exact: true},
  {path: '/blog', component: '4fb', exact: true},
  {
    path: '/docs',
    component: '3e7',
    routes: [
      {
        path: '/docs',
        component: 'aae',
        routes: [
          {path: '/docs/intro', component: '536', exact: true, sidebar: 'docs'},
          {path: '/docs/strategy/intro', component: '1a2', exact: true, sidebar: 'docs'},
        ],
      },
    ],
  },
  {path: '*', component: ''},
];

export default tree;
