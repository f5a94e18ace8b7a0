/** llms.txt (https://llmstxt.org) and llms-full.txt from the site's pages. Plain functions. */

export type LlmsPage = {
  /** Site path (with base URL), e.g. /docs/intro. */
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly area: string;
  readonly markdown: string;
};

/** Where a route's Markdown copy lives: /docs/intro → /docs/intro.md, / → /index.md. */
export function markdownPath(route: string, baseUrl = '/'): string {
  const rel = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return `${baseUrl}${rel === '' ? 'index' : rel}.md`;
}

/** Areas in a stable reading order: the order of first appearance in `areaOrder`, then the rest. */
function sortAreas(areas: string[], areaOrder: readonly string[]): string[] {
  const rank = (area: string) => {
    const i = areaOrder.indexOf(area);
    return i < 0 ? areaOrder.length : i;
  };
  return [...areas].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function llmsTxt(opts: {
  title: string;
  summary: string;
  origin: string;
  baseUrl: string;
  pages: readonly LlmsPage[];
  areaOrder: readonly string[];
}): string {
  const byArea = new Map<string, LlmsPage[]>();
  for (const page of opts.pages) byArea.set(page.area, [...(byArea.get(page.area) ?? []), page]);
  const lines = [`# ${opts.title}`, '', `> ${oneLine(opts.summary)}`, ''];
  lines.push(`The full text of every page is in [llms-full.txt](${opts.origin}${opts.baseUrl}llms-full.txt); each page below links to its Markdown copy.`, '');
  for (const area of sortAreas([...byArea.keys()], opts.areaOrder)) {
    lines.push(`## ${area}`, '');
    for (const page of byArea.get(area)!) {
      const url = `${opts.origin}${markdownPath(page.route, opts.baseUrl)}`;
      const description = oneLine(page.description);
      lines.push(`- [${oneLine(page.title).replace(/[[\]]/g, '')}](${url})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function llmsFullTxt(title: string, summary: string, pages: readonly LlmsPage[]): string {
  return [`# ${title}`, '', `> ${oneLine(summary)}`, '', ...pages.map((page) => `${page.markdown.trim()}\n\n---\n`)].join('\n');
}
