/**
 * Rehype plugin for Markdown output that screen readers and keyboards can use:
 * - tables scroll sideways on small screens (Infima makes them overflow: auto), so each
 *   table is focusable and a keyboard user can scroll it (axe: scrollable-region-focusable);
 * - GFM task-list checkboxes are read-only and have no label; each is named after its item
 *   (axe: label).
 */
type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function classList(node: HastNode): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
}

export function makeAccessible(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'table') {
    node.properties = {...node.properties, tabIndex: 0};
  }
  if (node.type === 'element' && node.tagName === 'li' && classList(node).includes('task-list-item')) {
    const label = textOf(node).replace(/\s+/g, ' ').trim().slice(0, 150);
    for (const child of node.children ?? []) {
      if (child.type === 'element' && child.tagName === 'input') {
        child.properties = {...child.properties, ariaLabel: label || 'Checklist item'};
      }
    }
  }
  for (const child of node.children ?? []) makeAccessible(child);
}

export default function rehypeAccessibleMarkdown() {
  return (tree: HastNode): void => makeAccessible(tree);
}
