/**
 * What Copy puts in the clipboard for one reply (issue 28 D-7, S-3). Loaded when the reader presses
 * Copy, with the Markdown renderer the reply already uses, so its rules and the page's agree:
 * - links and images the renderer drops (`javascript:`, `data:`, any image) become their text;
 * - a model reply's `[n]` citations are checked against the passages it was given (match.ts
 *   checkCitations): one naming no passage keeps the page's "[9: no such passage]" marker, and the
 *   note that the claims it supports are unsourced follows the reply;
 * - the notes the page shows under it follow it too: "Passage N does not say this" and "cites no passage" (kit/support.ts, u30e M1);
 * - the passages the reply cites follow it as a numbered list with their full addresses;
 * - site-relative links get the site's origin, so they work where the copy is pasted (S-A6).
 */
import {Lexer, marked, type Token} from 'marked';
import {safeHref} from '@site/src/demos/kit/markdown';
import {checkCitations} from '@site/src/demos/kit/match';
import {unsourcedNote} from '@site/src/demos/kit/grounding';
import {declines as isRefusal} from '@site/src/demos/kit/refusal';
import {checkedText, citesNoPassage, UNCITED_NOTE, unsupportedCitations, unsupportedNote, withoutCutEnd} from '@site/src/demos/kit/support';
import type {Hit} from '@site/src/retrieval/bm25';
import {absoluteLinks, conversationMarkdown, cutOff, type ChatTurn} from './chatStore';

const UNSAFE_TAG = /<\s*(?:script|iframe|object|embed|svg|math|style)\b|<[^>]*\s(?:on[a-z]+\s*=|(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(?!https?:|\/(?!\/)|#))/i;

/** Text as Markdown code: a code span on one line, a fenced block over several; the fence outruns any backticks inside. */
function asCode(raw: string): string {
  const text = raw.replace(/\n+$/, '');
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  if (text.includes('\n')) {
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}html\n${text}\n${fence}${raw.slice(text.length)}`;
  }
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}${raw.slice(text.length)}`;
}

type Replacement = {raw: string; text: string; tag?: true};

/**
 * `drop`'s texts in place of their `raw`s, found in reading order in `markdown`. Tags (`tag`) next to each other
 * become one code span ("<svg></svg>"): two spans side by side would read as one opened by a double backtick.
 */
function replaceInOrder(markdown: string, drop: readonly Replacement[]): string {
  let out = '';
  let rest = markdown;
  /** The tags of the run of adjacent tags being written, and the output before the run. */
  let run: {raw: string; before: string} | null = null;
  for (const {raw, text, tag} of drop) {
    const at = rest.indexOf(raw);
    if (at < 0) continue;
    if (tag && run && at === 0) {
      run.raw += raw;
      out = run.before + asCode(run.raw);
    } else {
      out += rest.slice(0, at);
      run = tag ? {raw, before: out} : null;
      out += text;
    }
    rest = rest.slice(at + raw.length);
  }
  return out + rest;
}

/**
 * An HTML block as the page shows it (kit/markdown.ts reads it as a paragraph's inline text): each tag in it as code,
 * its other text (citations, emphasis) as the Markdown it was (u32d F7).
 */
function blockTagsAsCode(raw: string): string {
  const tags: Replacement[] = [];
  marked.walkTokens(Lexer.lexInline(raw), (token: Token) => {
    if (token.type === 'html') tags.push({raw: token.raw, text: asCode(token.raw), tag: true});
    // The page shows an image in the block as its text and an unsafe link as its text (u-chat F5: a tracker image).
    else if (token.type === 'image') tags.push({raw: token.raw, text: token.text});
    else if (token.type === 'link' && !safeHref(token.href)) tags.push({raw: token.raw, text: token.text});
  });
  return replaceInOrder(raw, tags);
}

/** Whether Markdown still holds, outside code, a tag that would run or load something where it is pasted. */
function holdsUnsafeHtml(markdown: string): boolean {
  let unsafe = false;
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (token.type === 'html' && UNSAFE_TAG.test(token.raw)) unsafe = true;
  });
  return unsafe;
}

/**
 * An HTML block holding a tag that would run or load something is code as a whole, unless its text cites a passage
 * (u-chat F5): then its tags are code and its other text (the sentences and their `[n]` citations, which the page
 * shows and checks) stays Markdown, as for any other block, so the copy keeps the citation check. When that would
 * still leave such a tag outside code, the block is code as a whole after all.
 */
function unsafeBlockAsCode(raw: string): string {
  if (!/\[\d{1,3}\]/.test(raw)) return asCode(raw);
  const tagsAsCode = blockTagsAsCode(raw);
  return holdsUnsafeHtml(tagsAsCode) ? asCode(raw) : tagsAsCode;
}

/** The Markdown with every link or image the renderer would not show as one replaced by its text (S-3). */
export function withoutUnsafeLinks(markdown: string): string {
  const tokens = marked.lexer(markdown);
  const drop: Replacement[] = [];
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === 'image') drop.push({raw: token.raw, text: token.text});
    else if (token.type === 'link' && !safeHref(token.href)) drop.push({raw: token.raw, text: token.text});
    // A reference definition with an unsafe address: its uses are links (above), the definition goes.
    else if (token.type === 'def' && !safeHref(token.href)) drop.push({raw: token.raw, text: ''});
    // Raw HTML shows as text on the page, so the copy keeps it (u29n F7), as code, which every Markdown renderer
    // shows as the characters typed (u32d F7: a harmless "<b>bold?</b>" copied as it was rendered bold where it was
    // pasted). A block holding a tag that would run or load something (an event handler, a script, a `javascript:`
    // or `data:` address) is code as a whole; any other tag is code on its own, and the text around it stays Markdown.
    else if (token.type === 'html') {
      const block = 'block' in token && token.block === true;
      if (!block) drop.push({raw: token.raw, text: asCode(token.raw), tag: true});
      else drop.push({raw: token.raw, text: UNSAFE_TAG.test(token.raw) ? unsafeBlockAsCode(token.raw) : blockTagsAsCode(token.raw)});
    }
  });
  // The tokens come in reading order: each is replaced where the previous one ended.
  return replaceInOrder(markdown, drop);
}

/** A passage's text as a Markdown quote inside a list item, each line kept. */
function quoted(text: string): string {
  return text.trim().split(/\r?\n/).map((line) => `  > ${line}`.trimEnd()).join('\n');
}

/** The reply as Copy writes it: `sources` are the passages a model reply was given (none for an offline reply). */
export function copyReply(content: string, sources: readonly Hit[] | undefined, origin: string, {partial = false}: {partial?: boolean} = {}): string {
  const base = origin.replace(/\/$/, '');
  const safe = withoutUnsafeLinks(content);
  if (!sources) return absoluteLinks(safe, base);
  const marker = 'copy-cite-';
  const checked = checkCitations(safe, sources.length, marker);
  // A valid citation stays the reply's plain `[n]`; the list below says where each one points.
  const text = checked.markdown.replace(new RegExp(`\\[\\[(\\d+)\\]\\(#${marker}\\d+\\)\\]`, 'g'), '[$1]');
  const parts = [absoluteLinks(text, base).trim()];
  if (checked.invalid.length > 0) parts.push(`_${unsourcedNote(checked.invalid, sources.length)}_`);
  // The notes the page shows under the reply (kit CheckedAnswer, u30e M1): a cited passage that does not
  // hold its sentence, and an answer citing none, so a pasted claim the check flagged does not look sourced.
  if (!isRefusal(content)) {
    const unsupported = unsupportedCitations(partial ? withoutCutEnd(content) : content, sources.map((h) => checkedText(h.passage)));
    if (unsupported.length > 0) parts.push(unsupported.map((u) => `- ${unsupportedNote(u)}`).join('\n'));
    // A cut-off reply (chatStore.cutOff) may end before its first [n]: no "cites no passage" note, as on the page (u33c F6).
    if (!partial && citesNoPassage(content, sources.length)) parts.push(`_${UNCITED_NOTE}_`);
  }
  const cited = [...checked.valid].sort((a, b) => a - b);
  if (cited.length > 0) {
    const lines = cited.map((n) => {
      const {passage} = sources[n - 1];
      const where = passage.heading ? `${passage.source} › ${passage.heading}` : passage.source;
      const url = passage.url ? safeHref(passage.url) : null;
      const address = url ? (url.startsWith('/') ? `${base}${url}` : url) : null;
      // A passage with no address (a document the reader added to the Zohlar workspace) has nowhere to link to: its text
      // is quoted under its title, so the copy holds the passages it cites (s55, t-zoh F8: only the title was copied).
      return `- [${n}] ${where}${address ? `: ${address}` : `\n\n${quoted(passage.text)}\n`}`;
    });
    parts.push(`Sources:\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * "Download as Markdown" (offered when the browser cannot keep the conversation): each reply as Copy
 * writes it, with full addresses, the citation check and the cited passages (u29n F12: the download
 * had site-relative links, which lead nowhere outside the site).
 */
export function conversationForDownload(turns: readonly ChatTurn[], offlineLabel: string, origin: string): string {
  return conversationMarkdown(turns, offlineLabel, (t) => (t.role === 'assistant' ? copyReply(t.content, t.sources, origin, {partial: cutOff(t)}) : t.content));
}

/**
 * What a reply's Copy button writes (u29w F6): the reply as copyReply writes it, with the note the page shows
 * under a reply that did not finish (stopped, interrupted, cut off), so a pasted partial answer says so.
 */
export function copyTurn(turn: ChatTurn, origin: string): string {
  const text = copyReply(turn.content, turn.sources, origin, {partial: cutOff(turn)});
  const note =
    turn.status === 'stopped'
      ? turn.interrupted
        ? '(Interrupted: partial answer.)'
        : '(Stopped: partial answer.)'
      : turn.status === 'error'
        ? `(Partial answer: ${(turn.error ?? 'the request failed').replace(/\.$/, '').replace(/^The /, 'the ')}.)`
        : '';
  return note ? `${text.trimEnd()}\n\n${note}\n` : text;
}
