/**
 * A small, safe Markdown subset for model output: paragraphs, headings, bullet and numbered lists,
 * fenced code, inline code, bold, italic and links. Everything else, raw HTML included, stays
 * literal text: the renderer builds React elements from this tree, never HTML strings.
 */
export type Inline =
  | {type: 'text'; text: string}
  | {type: 'code'; text: string}
  | {type: 'strong'; children: Inline[]}
  | {type: 'em'; children: Inline[]}
  | {type: 'link'; href: string; children: Inline[]};

export type Block =
  | {type: 'paragraph'; children: Inline[]}
  | {type: 'heading'; level: number; children: Inline[]}
  | {type: 'list'; ordered: boolean; items: Inline[][]}
  | {type: 'code'; lang: string; text: string};

/** Only web links and site-relative paths survive; `javascript:`, `data:` and the like become text. */
export function safeHref(href: string): string | null {
  const h = href.trim();
  if (/^https?:\/\//i.test(h)) return h;
  if (h.startsWith('/') && !h.startsWith('//')) return h;
  if (h.startsWith('#')) return h;
  return null;
}

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const start = m.index ?? 0;
    if (start > last) out.push({type: 'text', text: text.slice(last, start)});
    if (m[1] !== undefined) out.push({type: 'code', text: m[1]});
    else if (m[2] !== undefined || m[3] !== undefined) out.push({type: 'strong', children: parseInline(m[2] ?? m[3])});
    else if (m[4] !== undefined) out.push({type: 'em', children: parseInline(m[4])});
    else {
      const href = safeHref(m[6]);
      if (href) out.push({type: 'link', href, children: parseInline(m[5])});
      else out.push({type: 'text', text: m[0]});
    }
    last = start + m[0].length;
  }
  if (last < text.length) out.push({type: 'text', text: text.slice(last)});
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({type: 'paragraph', children: parseInline(paragraph.join(' '))});
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^\s*```\s*([\w+-]*)\s*$/.exec(line);
    if (fence) {
      flush();
      const body: string[] = [];
      i++;
      while (i < lines.length && !/^\s*```\s*$/.test(lines[i])) body.push(lines[i++]);
      blocks.push({type: 'code', lang: fence[1], text: body.join('\n')});
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({type: 'heading', level: heading[1].length, children: parseInline(heading[2].trim())});
      continue;
    }
    const bullet = /^\s*(?:[-*+]|(\d+)[.)])\s+(.*)$/.exec(line);
    if (bullet) {
      flush();
      const ordered = bullet[1] !== undefined;
      const items: Inline[][] = [parseInline(bullet[2])];
      while (i + 1 < lines.length) {
        const next = /^\s*(?:[-*+]|(\d+)[.)])\s+(.*)$/.exec(lines[i + 1]);
        if (!next || (next[1] !== undefined) !== ordered) break;
        items.push(parseInline(next[2]));
        i++;
      }
      blocks.push({type: 'list', ordered, items});
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
