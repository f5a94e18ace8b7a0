/**
 * Site identity in one place: docusaurus.config.ts, pages and tests import it,
 * so a rename is one edit. Values come from DECISIONS.md.
 */

export const BRAND = 'GenAI Enterprise';
export const SITE_TITLE = `${BRAND}: From Theory to Value`;
export const TAGLINE = 'Your comprehensive guide to Generative AI';
export const NAVBAR_TITLE = 'Core AI Platform (CAP)';
export const COMPANY = 'GenAI Enterprise, Inc.';
export const COPYRIGHT = `Copyright © 2025 ${COMPANY}, a Delaware company.`;
export const TITLE_DELIMITER = '|';

export const GITHUB_ORG = 'genai-enterprise';
export const GITHUB_ORG_URL = `https://github.com/${GITHUB_ORG}`;
export const SITE_REPO_URL = `${GITHUB_ORG_URL}/website`;
/** Edit links open the area's folder on the main branch. */
export const EDIT_URL_BASE = `${SITE_REPO_URL}/tree/main/`;

// The development defaults of the deployment settings (SITE_URL, BASE_URL, GTAG_ID, CONTACT_EMAIL)
// live in src/data/deploySettings.ts, which only the build reads: nothing here reaches the browser bundle.

/** Bump the id when the message changes, so readers who dismissed the old one see the new one. */
export const ANNOUNCEMENT = {
  id: 'announcement-2025-cap-guide-v1',
  /** The bar's HTML; its link carries the base URL (`/` or `/sub/path/`), so it works under a sub-path too. */
  content: (baseUrl: string): string =>
    `New: the <a href="${baseUrl}action-plan/intro">Enterprise AI Action Plan</a>, four workstreams from assessment to scale.`,
} as const;

export type DocsArea = {
  /** Plugin instance id; `default` serves /docs. */
  readonly id: string;
  /** Content folder, also the route base path. */
  readonly path: string;
  readonly routeBasePath: string;
  readonly sidebarId: string;
  /** The doc shown first in the sidebar, and the label of that entry. */
  readonly firstDoc: string;
  readonly firstLabel: string;
  /** Navbar label (null: reached from the navbar's right side or the footer only). */
  readonly navLabel: string;
};

/** Every docs area of the site. Adding an area is one entry here plus its content folder. */
export const DOCS_AREAS = [
  {id: 'default', path: 'docs', routeBasePath: 'docs', sidebarId: 'docs', firstDoc: 'intro', firstLabel: 'Theory', navLabel: 'Theory & Strategy'},
  {id: 'action-plan', path: 'action-plan', routeBasePath: 'action-plan', sidebarId: 'actionPlan', firstDoc: 'intro', firstLabel: 'Action Plan Overview', navLabel: 'Action Plan'},
  {id: 'codebase', path: 'codebase', routeBasePath: 'codebase', sidebarId: 'codebase', firstDoc: 'intro', firstLabel: 'Overview', navLabel: 'Code Base'},
  {id: 'learning-hub', path: 'learning-hub', routeBasePath: 'learning-hub', sidebarId: 'learningHub', firstDoc: 'intro', firstLabel: 'Overview', navLabel: 'Learning Hub'},
  {id: 'services', path: 'services', routeBasePath: 'services', sidebarId: 'services', firstDoc: 'intro', firstLabel: 'Overview', navLabel: 'Services'},
  {id: 'community', path: 'community', routeBasePath: 'community', sidebarId: 'community', firstDoc: 'intro', firstLabel: 'Overview', navLabel: 'Community'},
  {id: 'contact', path: 'contact', routeBasePath: 'contact', sidebarId: 'contact', firstDoc: 'intro', firstLabel: 'Overview', navLabel: 'Contact'},
  {id: 'demo-room', path: 'demo-room', routeBasePath: 'demo-room', sidebarId: 'demoRoom', firstDoc: 'intro', firstLabel: 'Demo Room', navLabel: 'Demo Room'},
  {id: 'about', path: 'about', routeBasePath: 'about', sidebarId: 'about', firstDoc: 'agile-ai-manifesto', firstLabel: 'Agile & AI Manifesto', navLabel: 'About Us'},
  {id: 'coding', path: 'coding', routeBasePath: 'coding', sidebarId: 'codingSidebar', firstDoc: 'intro', firstLabel: 'Overview', navLabel: 'Coding'},
] as const satisfies readonly DocsArea[];

export type DocsAreaId = (typeof DOCS_AREAS)[number]['id'];

export function areaById(id: DocsAreaId): DocsArea {
  const area = DOCS_AREAS.find((a) => a.id === id);
  if (!area) throw new Error(`Unknown docs area: ${id}`);
  return area;
}

/** First page of an area, as a site path. */
export function areaHome(area: DocsArea): string {
  return `/${area.routeBasePath}/${area.firstDoc}`;
}

/** Navbar, left side, in the order of the specification. */
export const NAV_LEFT: readonly DocsAreaId[] = [
  'default', 'action-plan', 'codebase', 'demo-room', 'services', 'coding', 'community', 'learning-hub',
];
