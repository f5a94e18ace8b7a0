/**
 * LLM-ready output, written after the build: a Markdown copy of every page next to its HTML
 * (/docs/intro → /docs/intro.md), /llms.txt (llmstxt.org format, grouped by area) and
 * /llms-full.txt (all pages' text). The Copy-as-Markdown button fetches the page's .md copy.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCS_AREAS, TAGLINE} from '../../data/site';
import {builtHtmlFile, routeBelowBase} from '../builtPages';
import {areaForRoute} from '../search/extract';
import {pageToMarkdown} from './htmlToMarkdown';
import {llmsFullTxt, llmsTxt, markdownPath, type LlmsPage} from './llmsTxt';

const SKIP = [/^\/404$/, /^\/search$/];

export default function llmsPlugin(context: LoadContext): Plugin {
  const {url, baseUrl, title, titleDelimiter} = context.siteConfig;
  const origin = url.replace(/\/$/, '');
  const root = `${origin}${baseUrl}`;
  return {
    name: 'site-llms',
    async postBuild({outDir, routesPaths}) {
      const pages: LlmsPage[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (SKIP.some((rule) => rule.test(`/${routeBelowBase(route, baseUrl)}`))) continue;
        const file = builtHtmlFile(outDir, route, baseUrl);
        if (!file) continue;
        const page = pageToMarkdown(readFileSync(file, 'utf8'), `${origin}${route}`, root, titleDelimiter);
        if (!page) continue;
        writeFileSync(join(outDir, markdownPath(route, baseUrl).slice(baseUrl.length)), page.markdown);
        pages.push({route, title: page.title, description: page.description, area: areaForRoute(route, baseUrl), markdown: page.markdown});
      }
      const areaOrder = ['Site', ...DOCS_AREAS.map((a) => a.navLabel), 'Blog'];
      writeFileSync(join(outDir, 'llms.txt'), llmsTxt({title, summary: `${TAGLINE}: enterprise generative AI from LLM theory to an action plan, a reference platform (CAP), AI-assisted coding, services and a blog.`, origin, baseUrl, pages, areaOrder}));
      writeFileSync(join(outDir, 'llms-full.txt'), llmsFullTxt(title, TAGLINE, pages));
      console.log(`[llms] wrote ${pages.length} Markdown pages, llms.txt and llms-full.txt`);
    },
  };
}
