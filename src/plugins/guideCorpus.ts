import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtHtmlFile} from './builtPages';

/**
 * Build-time corpus of the guide's own text for the Demo Room ("this guide" in Document Q&A,
 * Simple Chat offline answers). After the build it reads each rendered docs page and blog post,
 * splits the article at its h2/h3 headings and writes `demo-data/guide-corpus.json` into the build.
 * The demos fetch that file only when a reader picks the guide as a source.
 */

export type CorpusSection = {heading: string; anchor: string; text: string};
export type CorpusPage = {url: string; title: string; sections: CorpusSection[]};
export type GuideCorpus = {version: 1; pages: CorpusPage[]};

export const CORPUS_FILE = 'demo-data/guide-corpus.json';

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'"};

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|svg|pre|nav|button|form|select|textarea)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|li|h[1-6]|tr|div|blockquote|dd|dt|table|ul|ol)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (m, e: string) => {
      if (ENTITIES[e]) return ENTITIES[e];
      if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16));
      if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
      return m;
    })
    .replace(/\u200b/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** The sections of one rendered page, or null when the page has no docs or blog article body. */
export function extractPage(html: string, url: string): CorpusPage | null {
  const start = html.search(/class="theme-doc-markdown markdown"|id="__blog-post-container"/);
  if (start < 0) return null;
  const rest = html.slice(start);
  const endMatch = /<footer|<\/article>/.exec(rest);
  const body = rest.slice(rest.indexOf('>') + 1, endMatch ? endMatch.index : undefined);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  const titleTag = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html);
  const title = htmlToText(h1?.[1] ?? titleTag?.[1]?.split(' | ')[0] ?? url);
  const sections: CorpusSection[] = [];
  const parts = body.split(/(?=<h[23][^>]*\sid="[^"]+")/);
  for (const part of parts) {
    const head = /^<h[23][^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h[23]>/.exec(part);
    const text = htmlToText(head ? part.slice(head[0].length) : part.replace(/<header>[\s\S]*?<\/header>/, ''));
    if (text.length < 40) continue;
    sections.push({heading: head ? htmlToText(head[2]) : title, anchor: head ? head[1] : '', text});
  }
  return sections.length ? {url, title, sections} : null;
}

export async function buildGuideCorpus(outDir: string, routesPaths: readonly string[], baseUrl = '/'): Promise<GuideCorpus> {
  const pages: CorpusPage[] = [];
  for (const route of [...new Set(routesPaths)].sort()) {
    // Demo pages hold demo UI text and would answer questions about the demos instead of the topic.
    if (route.includes('/demo-room/') || route.includes('/tags') || route.includes('/page/') || route.endsWith('/archive') || route.endsWith('/authors')) continue;
    const file = builtHtmlFile(outDir, route, baseUrl);
    if (!file) continue;
    const page = extractPage(await readFile(file, 'utf8'), route);
    if (page) pages.push(page);
  }
  return {version: 1, pages};
}

export default function guideCorpusPlugin(context: LoadContext): Plugin {
  return {
    name: 'guide-corpus',
    async postBuild({outDir, routesPaths}) {
      const corpus = await buildGuideCorpus(outDir, routesPaths, context.baseUrl);
      const target = join(outDir, CORPUS_FILE);
      await mkdir(join(target, '..'), {recursive: true});
      await writeFile(target, JSON.stringify(corpus));
    },
  };
}
