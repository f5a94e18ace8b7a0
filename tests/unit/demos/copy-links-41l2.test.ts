/** Issue 28 (u28y) S-A6: Simple Chat's Copy puts absolute links in the clipboard, so a pasted answer's links work elsewhere. */
import {describe, expect, it} from 'vitest';
import {absoluteLinks, offlineReply} from '@site/src/demos/simple-chat/chatStore';

const ORIGIN = 'https://genai.example.org';

describe('absoluteLinks', () => {
  it('turns site-relative Markdown links into the site origin plus the path', () => {
    const reply = offlineReply([{passage: {text: 'RAG grounds answers.', source: 'RAG', heading: 'Why', url: '/docs/information-processing/rag#why'}}]);
    const copied = absoluteLinks(reply, ORIGIN);
    expect(copied).toContain(`](${ORIGIN}/docs/information-processing/rag#why)`);
    expect(copied).not.toMatch(/\]\(\//);
  });

  it('leaves absolute links, anchors-only links and text alone', () => {
    const text = 'See [RFC](https://www.rfc-editor.org/rfc/rfc9110) and [above](#passage-1); a path /docs/x in prose stays.';
    expect(absoluteLinks(text, ORIGIN)).toBe(text);
  });

  it('keeps a protocol-relative link as it is', () => {
    expect(absoluteLinks('[cdn](//cdn.example.org/a)', ORIGIN)).toBe('[cdn](//cdn.example.org/a)');
  });
});
