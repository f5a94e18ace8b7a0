import {describe, expect, it} from 'vitest';
import {render} from '@testing-library/react';
import {parseMarkdown, safeHref} from '@site/src/demos/kit/markdown';
import MarkdownView from '@site/src/demos/kit/components/MarkdownView';
import {offlineReply} from '@site/src/demos/simple-chat/chatStore';
import {groundedMessages, NOT_FOUND} from '@site/src/demos/kit/grounding';

describe('safe Markdown', () => {
  it('parses paragraphs, lists, code and inline marks', () => {
    const blocks = parseMarkdown('Hello **bold** and `code`.\n\n- one\n- two\n\n1. first\n\n```ts\nconst a = 1;\n```');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'list', 'code']);
  });

  it('allows only web and site links', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('/docs/intro')).toBe('/docs/intro');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
  });

  it('renders raw HTML from a model as text, never as elements', () => {
    const {container} = render(<MarkdownView source={'<img src=x onerror="alert(1)"> **hi** [x](javascript:alert(1)) [ok](https://example.com)'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('strong')?.textContent).toBe('hi');
    const links = Array.from(container.querySelectorAll('a'));
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('https://example.com');
    expect(links[0].getAttribute('rel')).toContain('noopener');
  });
});

describe('chat helpers', () => {
  it('builds an offline reply with links, and says when nothing matched', () => {
    const reply = offlineReply([{passage: {text: 'BM25 ranks passages.', source: 'RAG overview', heading: 'Retrieval', url: '/docs/x#retrieval'}}]);
    expect(reply).toMatch(/Offline mode/);
    expect(reply).toContain('[RAG overview › Retrieval](/docs/x#retrieval)');
    expect(offlineReply([])).toMatch(/found nothing/);
  });

  it('grounds the prompt in numbered passages with a not-found instruction', () => {
    const messages = groundedMessages('Who approves?', [{passage: {id: 'a', text: 'The VP approves.', source: 'Policy'}, score: 1, terms: []}]);
    expect(messages[0].role).toBe('system');
    expect(messages[0].content).toContain('[1] (Policy)');
    expect(messages[0].content).toContain(NOT_FOUND);
    expect(messages.at(-1)).toEqual({role: 'user', content: 'Who approves?'});
  });
});
