/**
 * Converts a built page's article HTML to clean Markdown (for /page.md copies, llms-full.txt and
 * the "Copy page as Markdown" button). Handles what the site's pages contain: headings,
 * paragraphs, lists, code blocks (with language and title), tables, admonitions, quotes,
 * links, images and the accessible SVG diagrams (their title and description become text).
 * Plain functions on a cheerio tree, unit-tested.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
// cheerio 1.x no longer re-exports the node types of its DOM (domhandler).
import type {AnyNode, Element} from 'domhandler';

type Ctx = {$: CheerioAPI; siteRoot: string; pageUrl: string};

const DROP = 'script, style, noscript, button, nav, .hash-link, .theme-doc-toc-mobile, .theme-doc-breadcrumbs, .theme-doc-footer, .theme-edit-this-page, .pagination-nav, [data-md-ignore]';

function absolute(href: string, ctx: Ctx): string {
  if (!href || href.startsWith('#') || /^[a-z]+:/i.test(href)) return href.startsWith('#') ? `${ctx.pageUrl}${href}` : href;
  return new URL(href, ctx.siteRoot).href;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]])/g, '\\$1');
}

function inline(nodes: AnyNode[], ctx: Ctx): string {
  return nodes.map((node) => inlineNode(node, ctx)).join('');
}

function inlineNode(node: AnyNode, ctx: Ctx): string {
  if (node.type === 'text') return escapeInline(collapse((node as unknown as {data: string}).data));
  if (node.type !== 'tag') return '';
  const el = node as Element;
  const kids = () => inline(el.children, ctx);
  switch (el.name) {
    case 'br':
      return '  \n';
    case 'strong':
    case 'b': {
      const inner = kids().trim();
      return inner ? `**${inner}**` : '';
    }
    case 'em':
    case 'i': {
      const inner = kids().trim();
      return inner ? `*${inner}*` : '';
    }
    case 'code': {
      const text = ctx.$(el).text();
      const fence = text.includes('`') ? '``' : '`';
      return `${fence}${text}${fence}`;
    }
    case 'a': {
      const text = kids().trim();
      const href = el.attribs.href;
      if (!href) return text;
      return `[${text || href}](${absolute(href, ctx)})`;
    }
    case 'img': {
      const src = el.attribs.src;
      return src ? `![${el.attribs.alt ?? ''}](${absolute(src, ctx)})` : '';
    }
    case 'svg':
      return diagramText(el, ctx);
    case 'sup':
    case 'sub':
    case 'span':
    case 'abbr':
    case 'mark':
    case 'small':
    case 'kbd':
    case 'time':
    case 'label':
    default:
      return kids();
  }
}

/** An accessible SVG diagram becomes its title and description. */
function diagramText(el: Element, ctx: Ctx): string {
  const $el = ctx.$(el);
  const title = $el.children('title').first().text().trim() || el.attribs['aria-label'] || '';
  const desc = $el.children('desc').first().text().trim();
  if (!title && !desc) return '';
  return `*Diagram: ${[title, desc].filter(Boolean).join('. ')}*`;
}

function codeBlock(container: Cheerio<Element>, ctx: Ctx): string {
  const pre = container.is('pre') ? container : container.find('pre').first();
  const lang = /language-([\w+-]+)/.exec(`${container.attr('class') ?? ''} ${pre.attr('class') ?? ''}`)?.[1] ?? '';
  const title = container.find('[class*="codeBlockTitle"]').first().text().trim();
  const lines = pre.find('.token-line');
  const code = lines.length ? lines.toArray().map((line) => ctx.$(line).text()).join('\n') : pre.text();
  const fence = code.includes('```') ? '````' : '```';
  return `${fence}${lang}${title ? ` title="${title}"` : ''}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

function table(el: Element, ctx: Ctx): string {
  const rows = ctx.$(el).find('tr').toArray();
  if (!rows.length) return '';
  const cells = rows.map((row) =>
    ctx.$(row).children('th, td').toArray().map((cell) => inline((cell as Element).children, ctx).trim().replace(/\|/g, '\\|').replace(/\n/g, ' ')),
  );
  const width = Math.max(...cells.map((row) => row.length));
  const pad = (row: string[]) => [...row, ...Array<string>(width - row.length).fill('')];
  const [head, ...body] = cells;
  return [
    `| ${pad(head!).join(' | ')} |`,
    `| ${Array<string>(width).fill('---').join(' | ')} |`,
    ...body.map((row) => `| ${pad(row).join(' | ')} |`),
  ].join('\n');
}

function list(el: Element, ctx: Ctx, depth: number): string {
  const ordered = el.name === 'ol';
  const start = Number(el.attribs.start ?? 1);
  return ctx
    .$(el)
    .children('li')
    .toArray()
    .map((li, i) => {
      const marker = ordered ? `${start + i}.` : '-';
      const indent = '  '.repeat(depth);
      const inner = blocks((li as Element).children, ctx, depth + 1)
        .trim()
        // A nested list follows its item's text directly (a blank line would make the list loose).
        .replace(/\n\n(?=\s*(?:-|\d+\.) )/g, '\n')
        .split('\n')
        .map((line, j) => (j === 0 ? line : line ? `${indent}${' '.repeat(marker.length + 1)}${line.replace(/^ {2}/, '')}` : line))
        .join('\n');
      return `${indent}${marker} ${inner}`;
    })
    .join('\n');
}

const BLOCK_TAGS = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'figure', 'figcaption', 'ul', 'ol', 'pre', 'table', 'blockquote', 'details', 'summary', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dl', 'dt', 'dd']);

/** Converts a run of nodes; consecutive inline nodes form one paragraph. */
function blocks(nodes: AnyNode[], ctx: Ctx, depth = 0): string {
  const out: string[] = [];
  let run: AnyNode[] = [];
  const flush = () => {
    const text = inline(run, ctx).replace(/[ \t]+\n/g, '  \n').trim();
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    const isBlock = node.type === 'tag' && BLOCK_TAGS.has((node as Element).name);
    if (!isBlock) {
      run.push(node);
      continue;
    }
    flush();
    const md = block(node as Element, ctx, depth);
    if (md.trim()) out.push(md);
  }
  flush();
  return out.join('\n\n');
}

function block(el: Element, ctx: Ctx, depth: number): string {
  const $el = ctx.$(el);
  const cls = el.attribs.class ?? '';
  if (/\btheme-code-block\b|codeBlockContainer/.test(cls)) return codeBlock($el, ctx);
  if (/\btheme-admonition\b/.test(cls)) {
    const kind = /theme-admonition-(\w+)/.exec(cls)?.[1] ?? 'note';
    const heading = $el.find('[class*="admonitionHeading"]').first().text().trim() || kind;
    const content = $el.find('[class*="admonitionContent"]').first();
    const body = content.length ? blocks(content.contents().toArray(), ctx, depth) : '';
    return quote(`**${heading.charAt(0).toUpperCase()}${heading.slice(1)}:** ${body}`);
  }
  switch (el.name) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return `${'#'.repeat(Number(el.name[1]))} ${inline(el.children, ctx).trim()}`;
    case 'pre':
      return codeBlock($el, ctx);
    case 'ul':
    case 'ol':
      return list(el, ctx, depth);
    case 'table':
      return table(el, ctx);
    case 'blockquote':
      return quote(blocks(el.children, ctx, depth));
    case 'hr':
      return '---';
    case 'summary':
      return `**${inline(el.children, ctx).trim()}**`;
    default:
      return blocks(el.children, ctx, depth);
  }
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

export type MarkdownPage = {title: string; description: string; markdown: string};

/**
 * The page as Markdown: `# Title`, the description as a quote, then the article body.
 * Returns null when the page has no article or main content.
 */
export function pageToMarkdown(html: string, pageUrl: string, siteRoot: string, delimiter = '|'): MarkdownPage | null {
  const $ = load(html);
  const description = $('meta[name="description"]').attr('content')?.trim() ?? '';
  const article = $('article').first();
  let content = article.find('.markdown').first();
  if (!content.length) content = $('main').first();
  if (!content.length) return null;
  const headTitle = $('head > title').text();
  const cut = headTitle.lastIndexOf(` ${delimiter} `);
  const title = (content.find('h1').first().text() || (cut > 0 ? headTitle.slice(0, cut) : headTitle)).trim();
  content.find(DROP).remove();
  content.find('h1').first().remove();
  const ctx: Ctx = {$, siteRoot, pageUrl};
  const body = blocks(content.contents().toArray(), ctx)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const markdown = [`# ${title}`, description ? `> ${description}` : '', `Source: ${pageUrl}`, body].filter(Boolean).join('\n\n');
  return {title, description, markdown: `${markdown}\n`};
}
