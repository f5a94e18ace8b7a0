import {describe, expect, it} from 'vitest';
import config from '../../../docusaurus.config';
import {ANNOUNCEMENT, COPYRIGHT, DOCS_AREAS, EDIT_URL_BASE, GITHUB_ORG_URL, NAVBAR_TITLE, SITE_TITLE, TAGLINE} from '../../../src/data/site';

type NavItem = {label?: string; to?: string; href?: string; position?: string; type?: string; docsPluginId?: string; sidebarId?: string; className?: string};
type Plugin = [string, Record<string, unknown>];

const theme = config.themeConfig;
const preset = config.presets[0][1] as Exclude<(typeof config.presets)[0][1], string>;
const plugins = config.plugins as unknown as Plugin[];
const docsInstances = [preset.docs, ...plugins.filter(([name]) => name === 'content-docs').map(([, options]) => options)] as Record<string, unknown>[];
const blog = plugins.find(([name]) => name.includes('blogWithPostIndex'))?.[1] as Record<string, unknown>;

describe('site identity and routing', () => {
  it('uses the title, tagline, delimiter and URL style of the specification', () => {
    expect(config.title).toBe(SITE_TITLE);
    expect(config.title).toBe('GenAI Enterprise: From Theory to Value');
    expect(config.tagline).toBe(TAGLINE);
    expect(config.titleDelimiter).toBe('|');
    expect(config.trailingSlash).toBe(false);
    expect(config.noIndex).toBe(false);
    expect(config.url).toBe('https://genai-enterprise.github.io');
    expect(config.baseUrl).toBe('/');
  });

  it('is English only, left to right', () => {
    expect(config.i18n.defaultLocale).toBe('en');
    expect(config.i18n.locales).toEqual(['en']);
    expect(config.i18n.localeConfigs.en.direction).toBe('ltr');
  });

  it('writes MDX without Mermaid and builds with Docusaurus Faster', () => {
    expect(config.markdown.format).toBe('mdx');
    expect(config.markdown.mermaid).toBe(false);
    expect(config.future.v4).toBe(true);
    expect(config.future.faster).toEqual({swcHtmlMinimizer: false});
  });

  it('only warns on broken links, anchors, markdown links and duplicate routes, as specified', () => {
    expect(config.onBrokenLinks).toBe('warn');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('warn');
  });
});

describe('docs areas', () => {
  it('has one docs instance per area, generated from the area list', () => {
    expect(docsInstances.map((d) => d.id)).toEqual(DOCS_AREAS.map((a) => a.id));
    for (const [i, area] of DOCS_AREAS.entries()) {
      const docs = docsInstances[i];
      expect(docs.path).toBe(area.path);
      expect(docs.routeBasePath).toBe(area.routeBasePath);
      expect(docs.sidebarPath).toBe(`./sidebars/${area.path}.ts`);
      expect(docs.editUrl).toBe(EDIT_URL_BASE);
      expect(docs.versions).toEqual({current: {label: 'Next'}});
      expect(docs.breadcrumbs).toBe(true);
    }
  });

  it('edits on the main branch of the organisation repository', () => {
    expect(EDIT_URL_BASE).toBe('https://github.com/genai-enterprise/website/tree/main/');
  });

  it('keeps sidebars visible and categories open, with a TOC of h2-h3', () => {
    expect(theme.docs.sidebar).toEqual({hideable: false, autoCollapseCategories: false});
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });
});

describe('blog', () => {
  it('lists 10 posts per page with reading time and five recent posts grouped by year', () => {
    expect(preset.blog).toBe(false);
    expect(blog.postsPerPage).toBe(10);
    expect(blog.showReadingTime).toBe(true);
    expect(blog.blogSidebarTitle).toBe('Recent Posts');
    expect(blog.blogSidebarCount).toBe(5);
    expect(theme.blog.sidebar.groupByYear).toBe(true);
  });

  it('is strict about authors, tags and truncation, and publishes all feeds', () => {
    expect(blog.authorsMapPath).toBe('authors.yml');
    expect(blog.tags).toBe('tags.yml');
    expect(blog.onInlineTags).toBe('throw');
    expect(blog.onInlineAuthors).toBe('throw');
    expect(blog.onUntruncatedBlogPosts).toBe('throw');
    expect((blog.feedOptions as {type: string}).type).toBe('all');
  });
});

describe('navbar and footer', () => {
  const items = theme.navbar.items as NavItem[];

  const LEFT = ['Theory & Strategy', 'Action Plan', 'Code Base', 'Demo Room', 'Services', 'Coding', 'Community', 'Learning Hub', 'Blog'];

  it('shows the nine left items in the specified order, then the More menu', () => {
    expect(items.filter((i) => i.position === 'left').map((i) => i.label)).toEqual([...LEFT, 'More']);
  });

  it('ranks the left links, and the More menu repeats ranks 6–9 for narrower desktops', () => {
    const left = items.filter((i) => i.position === 'left' && i.type !== 'dropdown');
    expect(left.map((i) => i.className)).toEqual(LEFT.map((_, n) => `navbar__item--rank-${n + 1}`));
    const more = items.find((i) => i.type === 'dropdown') as {className: string; items: {label: string; className: string}[]};
    expect(more.className).toBe('navbar-more');
    expect(more.items.map((i) => [i.label, i.className])).toEqual(LEFT.slice(5).map((label, n) => [label, `navbar-more__link--rank-${n + 6}`]));
  });

  it('links each left item to its area sidebar and the blog', () => {
    const left = items.filter((i) => i.position === 'left' && i.type !== 'dropdown');
    expect(left.slice(0, 8).every((i) => i.type === 'docSidebar')).toBe(true);
    expect(left[0]).toMatchObject({docsPluginId: 'default', sidebarId: 'docs'});
    expect(left[1]).toMatchObject({docsPluginId: 'action-plan', sidebarId: 'actionPlan'});
    expect(left[8]).toMatchObject({to: '/blog'});
  });

  it('puts Contact, About Us and the GitHub organisation on the right', () => {
    const right = items.filter((i) => i.position === 'right');
    expect(right[0]).toMatchObject({label: 'Contact', to: '/contact/intro'});
    expect(right[1]).toMatchObject({label: 'About Us', to: '/about/agile-ai-manifesto'});
    expect(right[2]).toMatchObject({href: GITHUB_ORG_URL});
  });

  it('has the navbar title and hides the navbar on scroll', () => {
    expect(theme.navbar.title).toBe(NAVBAR_TITLE);
    expect(theme.navbar.title).toBe('Core AI Platform (CAP)');
    expect(theme.navbar.hideOnScroll).toBe(true);
  });

  it('has the Learn, Community and More footer columns and the copyright line', () => {
    const columns = theme.footer.links as {title: string; items: NavItem[]}[];
    expect(columns.map((c) => c.title)).toEqual(['Learn', 'Community', 'More']);
    expect(columns[0].items.map((i) => i.to)).toEqual(['/docs/intro', '/action-plan/intro', '/codebase/intro']);
    expect(columns[1].items.map((i) => i.to ?? i.href)).toEqual([GITHUB_ORG_URL, '/community/contributing', '/services/intro']);
    expect(columns[2].items.map((i) => i.to)).toEqual(['/blog', '/contact/intro', '/contact/newsletter', '/contact/media']);
    expect(theme.footer.copyright).toBe(COPYRIGHT);
    expect(COPYRIGHT).toBe('Copyright © 2025 GenAI Enterprise, Inc., a Delaware company.');
  });
});

describe('shell settings', () => {
  it('starts in light mode with the switch on and no system-preference following', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
  });

  it('shows a closable announcement bar with a versioned id', () => {
    expect(theme.announcementBar).toMatchObject({id: ANNOUNCEMENT.id, isCloseable: true});
    expect(ANNOUNCEMENT.id).toMatch(/-v\d+$/);
  });

  it('loads the Google tag under consent with IP anonymisation, and the local analytics script async', () => {
    expect((preset as Record<string, unknown>).gtag).toBeUndefined();
    const analytics = plugins.find(([name]) => name.includes('consentAnalytics'));
    expect(analytics?.[1]).toEqual({trackingID: 'G-CAP0000000', anonymizeIP: true});
    expect(config.customFields.gtagId).toBe('G-CAP0000000');
    expect(config.scripts).toEqual([{src: '/js/analytics.js', async: true}]);
  });
});
