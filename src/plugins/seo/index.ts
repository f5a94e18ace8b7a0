/**
 * Site-wide SEO output: Organization and WebSite JSON-LD in every page's head, Service JSON-LD
 * on service pages (written into the built HTML after the build), and robots.txt pointing at
 * the sitemap (absolute URL of the deploy target).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtHtmlFile, routeBelowBase} from '../builtPages';
import {COMPANY, GITHUB_ORG_URL, TAGLINE} from '../../data/site';
import {DEFAULT_CONTACT_EMAIL} from '../../data/deploySettings';
import {isServiceRoute, jsonLdScript, organization, readPageMeta, service, siteRoot, webSite, type SiteIdentity} from './structuredData';

export function robotsTxt(root: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${root}sitemap.xml`, ''].join('\n');
}

export default function seoPlugin(context: LoadContext): Plugin {
  const {url, baseUrl, title, titleDelimiter, customFields} = context.siteConfig;
  // The configured address (CONTACT_EMAIL → customFields.contactEmail), as the pages show it.
  const email = typeof customFields?.contactEmail === 'string' && customFields.contactEmail ? customFields.contactEmail : DEFAULT_CONTACT_EMAIL;
  const site: SiteIdentity = {
    siteRoot: siteRoot(url, baseUrl),
    name: title,
    legalName: COMPANY,
    description: TAGLINE,
    logoPath: 'img/logo.svg',
    sameAs: [GITHUB_ORG_URL],
    email,
  };
  return {
    name: 'site-seo',
    injectHtmlTags() {
      return {headTags: [jsonLdScript(organization(site)), jsonLdScript(webSite(site))]};
    },
    async postBuild({outDir, routesPaths}) {
      writeFileSync(join(outDir, 'robots.txt'), robotsTxt(site.siteRoot));
      for (const route of routesPaths) {
        if (!isServiceRoute(`/${routeBelowBase(route, baseUrl)}`)) continue;
        const file = builtHtmlFile(outDir, route, baseUrl);
        if (!file) continue;
        const html = readFileSync(file, 'utf8');
        const meta = readPageMeta(html, titleDelimiter);
        if (!meta) continue;
        const script = jsonLdScript(service(site, {url: `${url.replace(/\/$/, '')}${route}`, ...meta}));
        writeFileSync(file, html.replace('</head>', `${script}</head>`));
      }
    },
  };
}
