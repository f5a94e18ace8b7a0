/**
 * What Copy puts in the clipboard for one reply (issue 28 D-7, S-3). Loaded when the reader presses
 * Copy, with the Markdown renderer the reply already uses, so its rules and the page's agree:
 * - links and images the renderer drops (`javascript:`, `data:`, any image) become their text;
 * - a model reply's `[n]` citations are checked against the passages it was given (match.ts
 *   checkCitations): one naming no passage keeps the page's "[9: no such passage]" marker, and the
 *   note that the claims it supports are unsourced follows the reply;
 * - the passages the reply cites follow it as a numbered list with their full addresses;
 * - site-relative links get the site's origin, so they work where the copy is pasted (S-A6).
 */
import {marked, type Token} from 'marked';
import {safeHref} from '@site/src/demos/kit/markdown';
import {checkCitations} from '@site/src/demos/kit/match';
import {unsourcedNote} from '@site/src/demos/kit/grounding';
import type {Hit} from '@site/src/retrieval/bm25';
import {absoluteLinks} from './chatStore';

const UNSAFE_TAG = /<\s*(?:script|iframe|object|embed|svg|math|style)\b|<[^>]*\s(?:on[a-z]+\s*=|(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(?!https?:|\/(?!\/)|#))/i;
const UNSAFE_TAGS = new RegExp(`<\\/?\\s*(?:script|iframe|object|embed|svg|math|style)\\b[^>]*>|<[^>]*\\s(?:on[a-z]+\\s*=|(?:href|src|action|formaction|xlink:href)\\s*=\\s*["']?\\s*(?!https?:|\\/(?!\\/)|#))[^>]*>`, 'gi');

/** The Markdown with every link or image the renderer would not show as one replaced by its text (S-3). */
export function withoutUnsafeLinks(markdown: string): string {
  const tokens = marked.lexer(markdown);
  const drop: Array<{raw: string; text: string}> = [];
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === 'image') drop.push({raw: token.raw, text: token.text});
    else if (token.type === 'link' && !safeHref(token.href)) drop.push({raw: token.raw, text: token.text});
    // A reference definition with an unsafe address: its uses are links (above), the definition goes.
    else if (token.type === 'def' && !safeHref(token.href)) drop.push({raw: token.raw, text: ''});
    // Raw HTML shows as text on the page; a tag that would run or load something where the copy is
    // pasted (an event handler, a script, a `javascript:` or `data:` address) is left out of the copy.
    else if (token.type === 'html' && UNSAFE_TAG.test(token.raw)) drop.push({raw: token.raw, text: token.raw.replace(UNSAFE_TAGS, '')});
  });
  // The tokens come in reading order: each is replaced where the previous one ended.
  let out = '';
  let rest = markdown;
  for (const {raw, text} of drop) {
    const at = rest.indexOf(raw);
    if (at < 0) continue;
    out += rest.slice(0, at) + text;
    rest = rest.slice(at + raw.length);
  }
  return out + rest;
}

/** The reply as Copy writes it: `sources` are the passages a model reply was given (none for an offline reply). */
export function copyReply(content: string, sources: readonly Hit[] | undefined, origin: string): string {
  const base = origin.replace(/\/$/, '');
  const safe = withoutUnsafeLinks(content);
  if (!sources) return absoluteLinks(safe, base);
  const marker = 'copy-cite-';
  const checked = checkCitations(safe, sources.length, marker);
  // A valid citation stays the reply's plain `[n]`; the list below says where each one points.
  const text = checked.markdown.replace(new RegExp(`\\[\\[(\\d+)\\]\\(#${marker}\\d+\\)\\]`, 'g'), '[$1]');
  const parts = [absoluteLinks(text, base).trim()];
  if (checked.invalid.length > 0) parts.push(`_${unsourcedNote(checked.invalid, sources.length)}_`);
  const cited = [...checked.valid].sort((a, b) => a - b);
  if (cited.length > 0) {
    const lines = cited.map((n) => {
      const {passage} = sources[n - 1];
      const where = passage.heading ? `${passage.source} › ${passage.heading}` : passage.source;
      const url = passage.url ? safeHref(passage.url) : null;
      const address = url ? (url.startsWith('/') ? `${base}${url}` : url) : null;
      return `- [${n}] ${where}${address ? `: ${address}` : ''}`;
    });
    parts.push(`Sources:\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}
