/**
 * Model output as safe HTML: GitHub-flavored Markdown parsed by `marked` (tables, fenced code,
 * lists, emphasis with CommonMark's rules, so `snake__case__name` stays literal), then cleaned by
 * DOMPurify. Two layers keep a model's reply from running anything in the page:
 * - the renderer writes raw HTML in the Markdown (`<img onerror=…>`) back out as escaped text, drops
 *   images (a reply cannot make the browser fetch a tracking pixel), and keeps only links to
 *   http(s), site paths and anchors, external ones opening in a new tab with `rel="noopener"`;
 * - DOMPurify then allows only the tags and attributes that renderer writes.
 *
 * DOMPurify needs a DOM, so this module runs in the browser only: MarkdownView imports it
 * dynamically after mount (it and `marked` load with the demo that shows a reply, never with a page).
 */
import {Lexer, Marked, type Tokens} from 'marked';
import DOMPurify from 'dompurify';
import {CITATION_FLAG} from './citationFlag';

/** Only web links, site-relative paths and anchors survive; `javascript:`, `data:` and the like become text. */
export function safeHref(href: string): string | null {
  const h = href.trim();
  if (/^https?:\/\//i.test(h)) return h;
  if (h.startsWith('/') && !h.startsWith('//')) return h;
  if (h.startsWith('#')) return h;
  return null;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c] ?? c);

const parser = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  extensions: [
    {
      // A citation the answer's passages lack (match.ts checkCitations) shows in bold wherever it stands.
      name: 'citationFlag',
      level: 'inline',
      start: (src: string) => src.match(/\[\d{1,3}(?:–\d{1,3})?: no such/)?.index,
      tokenizer(src: string) {
        const flag = CITATION_FLAG.exec(src)?.[0];
        return flag ? {type: 'citationFlag', raw: flag, text: flag} : undefined;
      },
      renderer: (token) => `<strong>${escapeHtml(String(token.text))}</strong>`,
    },
  ],
  renderer: {
    // Raw HTML from a model is shown as the characters it typed, never as elements. A paragraph that opens with a tag is
    // one HTML block to Markdown, and the rest of it (a citation "[1]" made a link, emphasis) would show as its Markdown
    // source (u30x F6): the block is read as a paragraph's inline text instead, so its tags (Tokens.Tag) are still
    // written out as text while its links and emphasis render.
    html(token: Tokens.HTML | Tokens.Tag): string {
      if (!('block' in token) || !token.block) return escapeHtml(token.text);
      const text = token.text.replace(/\s+$/u, '');
      return `<p>${this.parser.parseInline(Lexer.lexInline(text, this.options))}</p>\n`;
    },
    // Headings inside a reply would break the page's outline: bold paragraphs instead.
    heading({tokens}: Tokens.Heading): string {
      return `<p><strong>${this.parser.parseInline(tokens)}</strong></p>\n`;
    },
    link({href, title, tokens}: Tokens.Link): string {
      const text = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      if (!safe) return text;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      const external = /^https?:/i.test(safe);
      return `<a href="${escapeHtml(safe)}"${titleAttr}${external ? ' target="_blank" rel="noopener noreferrer nofollow"' : ''}>${text}</a>`;
    },
    // Task-list boxes stay the characters the model wrote: no form controls in a reply.
    checkbox({checked}: Tokens.Checkbox): string {
      return checked ? '[x] ' : '[ ] ';
    },
    image({text}: Tokens.Image): string {
      return escapeHtml(text);
    },
    code({text, lang}: Tokens.Code): string {
      const language = (lang ?? '').match(/^[\w+-]+/)?.[0];
      return `<pre tabindex="0"><code${language ? ` class="language-${escapeHtml(language)}"` : ''}>${escapeHtml(text)}</code></pre>\n`;
    },
    table(token: Tokens.Table): string {
      const cell = (c: Tokens.TableCell, tag: 'th' | 'td') =>
        `<${tag}${c.align ? ` style="text-align:${c.align}"` : ''}${tag === 'th' ? ' scope="col"' : ''}>${this.parser.parseInline(c.tokens)}</${tag}>`;
      const head = `<tr>${token.header.map((c) => cell(c, 'th')).join('')}</tr>`;
      const body = token.rows.map((row) => `<tr>${row.map((c) => cell(c, 'td')).join('')}</tr>`).join('\n');
      // The wrapper scrolls a wide table on its own instead of the whole reply.
      return `<div class="md-table" tabindex="0" role="region" aria-label="Table"><table><thead>${head}</thead>${body ? `<tbody>${body}</tbody>` : ''}</table></div>\n`;
    },
  },
});

const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'hr',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'class', 'tabindex', 'role', 'aria-label', 'style', 'scope', 'start'];

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (!safeHref(href)) node.removeAttribute('href');
        if (/^https?:/i.test(href)) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer nofollow');
        } else {
          node.removeAttribute('target');
        }
      }
      // Only the alignment the table renderer writes survives as inline style.
      const style = node.getAttribute('style');
      if (style !== null && !/^text-align:(left|right|center)$/.test(style)) node.removeAttribute('style');
    });
  }
  return DOMPurify;
}

/** Markdown to sanitized HTML (browser only: DOMPurify needs a DOM). */
export function renderMarkdown(source: string): string {
  const html = parser.parse(source) as string;
  return purifier().sanitize(html, {ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false});
}
