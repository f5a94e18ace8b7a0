import {describe, expect, it} from 'vitest';
import rehypeAccessibleMarkdown, {textOf} from '../../../src/plugins/rehypeAccessibleMarkdown';

const el = (tagName: string, properties: Record<string, unknown>, children: unknown[] = []) => ({type: 'element', tagName, properties, children});
const text = (value: string) => ({type: 'text', value});

describe('rehypeAccessibleMarkdown', () => {
  it('makes every table focusable so it can be scrolled by keyboard', () => {
    const tree = {type: 'root', children: [el('table', {}, [el('tr', {}, [el('td', {}, [text('x')])])])]};
    rehypeAccessibleMarkdown()(tree as never);
    expect(tree.children[0].properties).toEqual({tabIndex: 0});
  });

  it('names task-list checkboxes after their item', () => {
    const input = el('input', {type: 'checkbox', disabled: true});
    const item = el('li', {className: ['task-list-item']}, [input, text(' Name an   accountable owner')]);
    rehypeAccessibleMarkdown()({type: 'root', children: [el('ul', {}, [item])]} as never);
    expect(input.properties).toMatchObject({ariaLabel: 'Name an accountable owner'});
  });

  it('leaves other list items alone', () => {
    const input = el('input', {type: 'checkbox'});
    rehypeAccessibleMarkdown()({type: 'root', children: [el('li', {}, [input, text('x')])]} as never);
    expect(input.properties).toEqual({type: 'checkbox'});
    expect(textOf(el('p', {}, [text('a'), el('b', {}, [text('b')])]) as never)).toBe('ab');
  });
});
