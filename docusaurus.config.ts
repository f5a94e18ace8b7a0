import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import rehypeAccessibleMarkdown from './src/plugins/rehypeAccessibleMarkdown';
import rehypeCodeBlocks from './src/plugins/rehypeCodeBlocks';
import remarkRegulation from './src/plugins/remarkRegulation';
import {darkCodeTheme, lightCodeTheme} from './src/data/codeThemes';
import {
  ANNOUNCEMENT,
  COPYRIGHT,
  DOCS_AREAS,
  EDIT_URL_BASE,
  GITHUB_ORG_URL,
  NAVBAR_TITLE,
  NAV_LEFT,
  SITE_TITLE,
  TAGLINE,
  TITLE_DELIMITER,
  areaById,
  areaHome,
  type DocsArea,
} from './src/data/site';
import {assertDeploySettings, readDeploySettings} from './src/data/deploySettings';
import type {ClientRuntime, ClientRuntimeOptions} from './src/docusaurus-patches/clientRuntime';
import {SSR_TEMPLATE} from './src/docusaurus-patches/paintFirst/template';

// Deployment settings come from the environment (README: "Configuration at build time"). A production
// build (DEPLOY_ENV=production) stops here, naming each setting that is missing or still a placeholder.
assertDeploySettings(process.env);
const deploy = readDeploySettings(process.env);
// Deploy targets differ (GitHub Pages, a preview host): the same build takes its URL from the environment.
const SITE_URL = deploy.siteUrl;
// Validated: a path that starts and ends with a slash (the build stops with the reason otherwise).
const BASE_URL = deploy.baseUrl;
// A real measurement id is a deployment setting; the default keeps the tag shape testable. Empty: no analytics.
const GTAG_ID = deploy.gtagId;
// Contact forms POST here when set; empty means the forms fall back to e-mail.
const FORM_ENDPOINT = deploy.formEndpoint;
// The address pages and forms show; the default is a reserved-domain placeholder for development.
const CONTACT_EMAIL = deploy.contactEmail;
// STRICT_LINKS=true (CI) turns broken links and anchors from warnings into build errors.
const BROKEN_LINKS = process.env.STRICT_LINKS === 'true' ? 'throw' : 'warn';
// Rspack/SWC is the default; DOCUSAURUS_FASTER=false builds with webpack to measure the difference.
const USE_FASTER = process.env.DOCUSAURUS_FASTER !== 'false';
// The browser bundle runs on Preact's compat layer, ~58 KB gzip less script on every page than
// react-dom (README "Performance"); CLIENT_RUNTIME=react builds it on react-dom to compare.
const CLIENT_RUNTIME: ClientRuntime = process.env.CLIENT_RUNTIME === 'react' ? 'react' : 'preact';

/** Options every docs area shares; each instance adds only what identifies it. */
const baseDocsOptions = {
  editUrl: EDIT_URL_BASE,
  breadcrumbs: true,
  showLastUpdateTime: false,
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  // Legal dates and rule wordings from src/data/regulation.ts, written in at build time.
  remarkPlugins: [remarkRegulation],
  rehypePlugins: [rehypeAccessibleMarkdown, rehypeCodeBlocks],
} satisfies Partial<DocsOptions>;

function docsOptions(area: DocsArea): DocsOptions {
  return {
    ...baseDocsOptions,
    id: area.id,
    path: area.path,
    routeBasePath: area.routeBasePath,
    sidebarPath: `./sidebars/${area.path}.ts`,
    // The area's first page is placed by hand (with its label); keep it out of the generated rest.
    sidebarItemsGenerator: async ({defaultSidebarItemsGenerator, ...args}) => {
      const items = await defaultSidebarItemsGenerator(args);
      return items.filter((item) => !(item.type === 'doc' && item.id === area.firstDoc));
    },
  } as DocsOptions;
}

const blogOptions = {
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: 'Blog',
  blogDescription: 'Articles from GenAI Enterprise on enterprise generative AI: strategy, delivery, platform engineering and AI-assisted coding.',
  showReadingTime: true,
  postsPerPage: 10,
  blogSidebarTitle: 'Recent Posts',
  blogSidebarCount: 5,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  editUrl: EDIT_URL_BASE,
  remarkPlugins: [remarkRegulation],
  rehypePlugins: [rehypeAccessibleMarkdown, rehypeCodeBlocks],
  feedOptions: {
    type: 'all',
    title: `${SITE_TITLE} blog`,
    description: 'Enterprise generative AI strategy, architecture and AI-assisted coding.',
    copyright: COPYRIGHT,
    limit: false,
  },
} satisfies BlogOptions;

/**
 * The left navbar links in order: the areas of NAV_LEFT, then the blog. Each carries its rank as a
 * class; on narrower desktops the higher ranks leave the bar for a "More" menu (src/css/custom.css).
 */
const NAV_LEFT_ITEMS = [
  ...NAV_LEFT.map((id) => {
    const area = areaById(id);
    return {type: 'docSidebar', sidebarId: area.sidebarId, docsPluginId: area.id, label: area.navLabel, position: 'left'} as const;
  }),
  {to: '/blog', label: 'Blog', position: 'left'} as const,
];
/** Ranks 1–5 stay in the bar at every desktop width; the "More" menu only ever holds the rest. */
const NAV_ALWAYS_VISIBLE = 5;

const defaultArea = areaById('default');
const otherAreas = DOCS_AREAS.filter((area) => area.id !== 'default');

const config = {
  title: SITE_TITLE,
  tagline: TAGLINE,
  titleDelimiter: TITLE_DELIMITER,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
  organizationName: 'genai-enterprise',
  projectName: 'website',
  noIndex: false,
  // DECISIONS.md "Deployment": a sub-path deployment either works completely or shows Docusaurus'
  // banner naming the wrong baseUrl (its inline script is hashed into the CSP like every other).
  baseUrlIssueBanner: true,

  // Docusaurus' page shell, with the app's scripts preloaded; src/docusaurus-patches/paintFirst starts them after the first paint.
  ssrTemplate: SSR_TEMPLATE,
  future: {
    v4: true,
    // Everything Faster offers (Rspack, SWC, Lightning CSS, worker threads), except SWC's HTML
    // minifier: it strips attribute quotes, which some crawlers and our page audit do not parse.
    faster: USE_FASTER ? {swcHtmlMinimizer: false} : false,
  },

  // The specification asks for warnings in a local build; CI builds with STRICT_LINKS=true, which
  // stops the build on any broken link or anchor (tests/e2e/links.spec.ts checks the output too).
  onBrokenLinks: BROKEN_LINKS,
  onBrokenAnchors: BROKEN_LINKS,
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  markdown: {
    format: 'mdx',
    mermaid: false,
    hooks: {onBrokenMarkdownLinks: BROKEN_LINKS},
  },

  customFields: {
    formEndpoint: FORM_ENDPOINT,
    contactEmail: CONTACT_EMAIL,
    // Read by the consent banner: no measurement id, no analytics and nothing to ask.
    gtagId: GTAG_ID,
    // The host the privacy notice names (DEPLOY_HOST; src/data/hosting.ts).
    host: deploy.host,
  },

  scripts: [{src: `${BASE_URL}js/analytics.js`, async: true}],

  // Without JavaScript, hide the controls that need it (ignored by browsers that run scripts).
  headTags: [{tagName: 'noscript', attributes: {}, innerHTML: `<link rel="stylesheet" href="${BASE_URL}css/no-js.css">`}],

  clientModules: [
    './src/clientModules/cleanUrls.ts',
    './src/clientModules/keyboardNavigation.ts',
    // A link to a heading on another page lands on it, also while the page is still laying out.
    './src/clientModules/hashLanding.ts',
    // "Enlarge" buttons and a zoom dialog for content images and diagrams.
    './src/clientModules/imageZoom.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: docsOptions(defaultArea),
        // The blog runs through blogWithPostIndex (below) so pages can list posts.
        blog: false,
        pages: {
          // The pages plugin's default exclusions (@docusaurus/utils GlobExcludeDefault), plus the
          // folder's README (src/pages/README.md), which documents the folder and is not a page.
          exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', '**/README.md'],
          remarkPlugins: [remarkRegulation],
          rehypePlugins: [rehypeAccessibleMarkdown, rehypeCodeBlocks],
        },
        theme: {customCss: ['./src/css/custom.css', './src/css/codeTokens.css']},
        // Analytics runs through src/plugins/consentAnalytics (below): the Google tag loads only after consent.
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          // Only real pages: no paginated lists (the site's routes are listed in tests/e2e/routes.txt).
          ignorePatterns: ['/blog/page/**', '/blog/tags/*/page/**', '/blog/authors/*/authors/**', '/blog/authors/*/page/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['./src/plugins/blogWithPostIndex.ts', blogOptions],
    // Google tag with Consent Mode v2 (all denied by default); gtag.js loads only after the reader agrees.
    ['./src/plugins/consentAnalytics/index.ts', {trackingID: GTAG_ID, anonymizeIP: true}],
    // Less startup work on every page: Prism with the first code block, a fast doc-card path.
    './src/docusaurus-patches/bundleTrims/index.ts',
    // Starts the app's scripts after the first contentful paint (with ssrTemplate above).
    './src/docusaurus-patches/paintFirst/index.ts',
    // The render-blocking stylesheet without the rules no page can use (src/docusaurus-patches/styles).
    './src/docusaurus-patches/styles/index.ts',
    // The browser's React runtime: react-dom, or Preact's compat layer (CLIENT_RUNTIME=preact).
    ['./src/docusaurus-patches/clientRuntime/index.ts', {runtime: CLIENT_RUNTIME} satisfies ClientRuntimeOptions],
    // Writes the guide's text as a JSON corpus for the Demo Room's offline retrieval.
    './src/plugins/guideCorpus.ts',
    // A new announcement id shows the bar on its very first load (the theme only catches up after hydration).
    './src/plugins/announcementBar/index.ts',
    ...otherAreas.map((area) => ['content-docs', docsOptions(area)]),
    // Self-hosted search: a sharded index written after the build (src/plugins/search).
    './src/plugins/search/index.ts',
    // Organization/WebSite JSON-LD everywhere, Service JSON-LD on service pages, robots.txt.
    './src/plugins/seo/index.ts',
    // A Markdown copy of every page (/docs/intro.md), llms.txt and llms-full.txt.
    './src/plugins/llms/index.ts',
    // A social card image per page (title, area, site name), referenced by og:image.
    './src/plugins/socialCards/index.ts',
    // _headers with a Content-Security-Policy hashing this build's inline scripts; it runs the
    // client-redirects plugin first so the redirect pages' scripts are hashed too.
    [
      './src/plugins/securityHeaders/index.ts',
      {
        analytics: GTAG_ID !== '',
        formEndpoint: FORM_ENDPOINT,
        redirects: {
          // Old links doubled the tag path (/blog/tags/blog/tags/<tag>); send them to the tag page.
          // The Demo Room has no page of its own at /demo-room (u29k Z-8): send it to its first page, JavaScript off too (a meta refresh).
          createRedirects(existingPath: string) {
            if (existingPath === '/demo-room/intro') return ['/demo-room'];
            const tag = /^\/blog\/tags\/([^/]+)$/.exec(existingPath);
            return tag ? [`/blog/tags/blog/tags/${tag[1]}`] : undefined;
          },
        },
      },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#2e5bba'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: ANNOUNCEMENT.content(BASE_URL),
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    blog: {
      sidebar: {groupByYear: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: NAVBAR_TITLE,
      hideOnScroll: true,
      logo: {alt: 'CAP logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        ...NAV_LEFT_ITEMS.map((item, index) => ({...item, className: `navbar__item--rank-${index + 1}`})),
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          className: 'navbar-more',
          items: NAV_LEFT_ITEMS.slice(NAV_ALWAYS_VISIBLE).map(({position: _position, ...item}, index) => ({
            ...item,
            className: `navbar-more__link--rank-${NAV_ALWAYS_VISIBLE + index + 1}`,
          })),
        },
        {to: areaHome(areaById('contact')), label: 'Contact', position: 'right'},
        {to: areaHome(areaById('about')), label: 'About Us', position: 'right'},
        {
          href: GITHUB_ORG_URL,
          position: 'right',
          className: 'navbar-github-link',
          'aria-label': 'GitHub repositories of GenAI Enterprise',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'Theory & Strategy', to: '/docs/intro'},
            {label: 'Action Plan', to: '/action-plan/intro'},
            {label: 'Code Base', to: '/codebase/intro'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: GITHUB_ORG_URL},
            {label: 'Contributing', to: '/community/contributing'},
            {label: 'Services', to: '/services/intro'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'Contact', to: '/contact/intro'},
            {label: 'Newsletter', to: '/contact/newsletter'},
            {label: 'Media', to: '/contact/media'},
          ],
        },
      ],
      copyright: COPYRIGHT,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // json, python, sql, yaml and TypeScript ship with prism-react-renderer; add only what is missing.
      additionalLanguages: ['bash', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
