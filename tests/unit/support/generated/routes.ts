/**
 * Stand-in for Docusaurus' generated `@generated/routes` (.docusaurus/routes.js): the same shape
 * (nested route configs, a docs root with child routes, the catch-all `*` 404 route last).
 */
const Empty = () => null;

export default [
  {path: '/', component: Empty, exact: true},
  {path: '/blog', component: Empty, exact: true},
  {
    path: '/docs',
    component: Empty,
    routes: [
      {
        path: '/docs',
        component: Empty,
        routes: [
          {path: '/docs/intro', component: Empty, exact: true},
          {path: '/docs/strategy/intro', component: Empty, exact: true},
        ],
      },
    ],
  },
  {path: '*', component: Empty},
];
