/**
 * s49 task d2 (issue 28, tester u32d F7: /tmp/u32d/FINDINGS.md): Copy wrote HTML that a reply shows as text as raw
 * HTML ("<b>bold?</b>"), which renders as bold where the copy is pasted. The page shows every tag as the characters the
 * model typed (kit/markdown.ts), so the copy holds each tag as code, and the rest of the reply as Markdown.
 */
import {marked} from 'marked';
import {describe, expect, it} from 'vitest';
import {copyReply, withoutUnsafeLinks} from '@site/src/demos/simple-chat/copyReply';

/** The elements a Markdown renderer makes of `markdown` (raw HTML passes through marked as HTML). */
const rendered = (markdown: string) => {
  const div = document.createElement('div');
  div.innerHTML = marked.parse(markdown, {async: false});
  return div;
};

describe('u32d F7: HTML a reply shows as text is copied as code', () => {
  it.each([
    ['A reply with <b>bold?</b> in it.', 'A reply with `<b>`bold?`</b>` in it.'],
    ['Use <br> or <kbd>Enter</kbd>.', 'Use `<br>` or `<kbd>`Enter`</kbd>`.'],
    ['<div>\nBlock <i>text</i> [1]\n</div>', '`<div>`\nBlock `<i>`text`</i>` [1]\n`</div>`'],
    ['<a href="javascript:alert(1)">click</a>', '`<a href="javascript:alert(1)">`click`</a>`'],
    ['<!-- note -->', '`<!-- note -->`'],
  ])('%s', (markdown, expected) => {
    expect(withoutUnsafeLinks(markdown).trim()).toBe(expected);
  });

  it('a Markdown renderer shows the copy as the page does: no element from the reply\'s tags', () => {
    const copy = copyReply('A reply with <b>bold?</b> and <i>it</i>.', undefined, 'https://example.org');
    const el = rendered(copy);
    expect(el.querySelector('b, i')).toBeNull();
    expect(el.textContent).toContain('<b>bold?</b>');
  });

  it('keeps code that holds tags as it was, and a tag inside code is not doubled', () => {
    expect(withoutUnsafeLinks('Write `<b>` for bold.')).toBe('Write `<b>` for bold.');
    expect(withoutUnsafeLinks('```html\n<b>x</b>\n```')).toBe('```html\n<b>x</b>\n```');
  });
});
