import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtHtmlFile} from './builtPages';

/**
 * Build-time corpus of the guide's own text for the Demo Room ("this guide" in Document Q&A,
 * Simple Chat offline answers). After the build it reads each rendered docs page and blog post,
 * splits the article at its h2/h3 headings and writes `demo-data/guide-corpus.json` into the build.
 * The demos fetch that file only when a reader picks the guide as a source.
 *
 * The Demo Room's own pages are kept apart, in `demos`: their documentation (the demo itself, the
 * `data-needs-js` block, left out) with each paragraph, list item and table row as a paragraph of
 * its own (blank lines between), so a row such as "Session memory | The conversation survives a
 * reload…" is one passage. Simple Chat searches its own page's text with the guide (issue 28, u28s
 * S-B1/S-B2: "Does the conversation survive a reload?" found form-draft passages of other pages);
 * `pages`, which Document Q&A searches as "this guide", stays the guide's topics only.
 */

/** `quoted`: a demo page section's text with the example questions it quotes, when `text` has them as "…" (withoutExamples). */
export type CorpusSection = {heading: string; anchor: string; text: string; quoted?: string};
export type CorpusPage = {url: string; title: string; sections: CorpusSection[]};
export type GuideCorpus = {version: 1; pages: CorpusPage[]; demos: CorpusPage[]};

export const CORPUS_FILE = 'demo-data/guide-corpus.json';

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'"};

/** The page text; with `paragraphs`, a blank line after each paragraph, list item, table row and block (demo pages). */
export function htmlToText(html: string, paragraphs = false): string {
  const text = html
    .replace(/<(script|style|svg|pre|nav|button|form|select|textarea|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|tr|div|blockquote|dd|dt|table|ul|ol)>/gi, paragraphs ? '\n\n' : '\n')
    .replace(/<\/t[dh]>/gi, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (m, e: string) => {
      if (ENTITIES[e]) return ENTITIES[e];
      if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16));
      if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
      return m;
    })
    .replace(/\u200b/g, '')
    .replace(/[ \t]+/g, ' ');
  const lines = (s: string) => s.replace(/ *\n[\s]*/g, '\n').trim();
  // A blank line stays one blank line; any other run of line breaks and spaces is one line break.
  return paragraphs ? text.split(/ *\n[ \t]*\n\s*/).map(lines).filter(Boolean).join('\n\n') : lines(text);
}

/**
 * A demo page's text without the reader questions it quotes as examples ("Explain reranking", "How
 * do I plan a wedding on a small budget?"): searched, they would make the page answer those questions.
 * Each quotation becomes "…"; the section keeps the text as written in `quoted`, for what a model is sent (kit/guide.ts, withQuotes).
 */
export function withoutExamples(text: string): string {
  return text.replace(/“[^”\n]{1,120}”|"[^"\n]{1,120}"/g, '“…”');
}

/** The HTML without each element that opens with `opening` (a `<div …>` start tag), nested divs balanced. */
export function withoutDivs(html: string, opening: RegExp): string {
  let out = html;
  for (let m = opening.exec(out); m; m = opening.exec(out)) {
    const tags = /<div\b[^>]*>|<\/div>/gi;
    tags.lastIndex = m.index + m[0].length;
    let depth = 1;
    let end = out.length;
    for (let t = tags.exec(out); t; t = tags.exec(out)) {
      depth += t[0][1] === '/' ? -1 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    out = out.slice(0, m.index) + ' ' + out.slice(end);
  }
  return out;
}

/**
 * A Markdown page of src/pages ("/intro", "/privacy"), which Docusaurus renders in a plain `<main>` with no docs or blog
 * article, as the page extractPage reads: its main column as a docs body (s54-dq, t-dqa F7: "This guide" said it searched
 * every page of the site, but these two were left out). Null for any other page (the home page, search, the blog landing).
 */
function sitePageAsArticle(html: string): string | null {
  const start = html.indexOf('<main class="container container--fluid margin-vert--lg">');
  if (start < 0) return null;
  const end = html.indexOf('</main>', start);
  const main = html.slice(start + '<main class="container container--fluid margin-vert--lg">'.length, end < 0 ? undefined : end);
  if (!/<h1[^>]*>/.test(main)) return null;
  return `${html.slice(0, start)}<div class="theme-doc-markdown markdown">${main}</article>`;
}

/**
 * The sections of one rendered page, or null when the page has no docs or blog article body. With
 * `demo`, the demo (its `data-needs-js` block) is left out and paragraphs are kept apart (htmlToText).
 */
export function extractPage(html: string, url: string, demo = false): CorpusPage | null {
  const start = html.search(/class="theme-doc-markdown markdown"|id="__blog-post-container"/);
  if (start < 0) return demo || !sitePageAsArticle(html) ? null : extractPage(sitePageAsArticle(html)!, url);
  const rest = html.slice(start);
  const endMatch = /<footer|<\/article>/.exec(rest);
  const article = rest.slice(rest.indexOf('>') + 1, endMatch ? endMatch.index : undefined);
  const body = demo ? withoutDivs(article, /<div\b[^>]*\sdata-needs-js(?:="[^"]*")?[^>]*>/i) : article;
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  const titleTag = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html);
  const title = htmlToText(h1?.[1] ?? titleTag?.[1]?.split(' | ')[0] ?? url);
  const sections: CorpusSection[] = [];
  const parts = body.split(/(?=<h[23][^>]*\sid="[^"]+")/);
  for (const part of parts) {
    const head = /^<h[23][^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h[23]>/.exec(part);
    const plain = htmlToText(head ? part.slice(head[0].length) : part.replace(/<header>[\s\S]*?<\/header>/, ''), demo);
    const text = demo ? withoutExamples(plain) : plain;
    if (text.length < 40) continue;
    // The text as written goes along: searched without its examples, a passage is still sent to a model with them, not
    // as "When a follow-up's own words (“…” in “…”)…" (u34c F6).
    sections.push({heading: head ? htmlToText(head[2]) : title, anchor: head ? head[1] : '', text, ...(text !== plain ? {quoted: plain} : {})});
  }
  return sections.length ? {url, title, sections} : null;
}

export async function buildGuideCorpus(outDir: string, routesPaths: readonly string[], baseUrl = '/'): Promise<GuideCorpus> {
  const pages: CorpusPage[] = [];
  const demos: CorpusPage[] = [];
  for (const route of [...new Set(routesPaths)].sort()) {
    if (route.includes('/tags') || route.includes('/page/') || route.endsWith('/archive') || route.endsWith('/authors')) continue;
    // Demo pages are about the demos, not the guide's topics: kept apart, for the demo on the page (see above).
    const demo = route.includes('/demo-room/');
    const file = builtHtmlFile(outDir, route, baseUrl);
    if (!file) continue;
    const page = extractPage(await readFile(file, 'utf8'), route, demo);
    if (page) (demo ? demos : pages).push(page);
  }
  return {version: 1, pages, demos};
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
