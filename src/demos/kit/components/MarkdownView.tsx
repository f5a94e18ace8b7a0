import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {parseMarkdown, type Inline} from '../markdown';
import styles from './kit.module.css';

function renderInline(nodes: readonly Inline[], key = ''): ReactNode[] {
  return nodes.map((node, i) => {
    const k = `${key}${i}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={k}>{node.text}</code>;
      case 'strong':
        return <strong key={k}>{renderInline(node.children, k)}</strong>;
      case 'em':
        return <em key={k}>{renderInline(node.children, k)}</em>;
      case 'link':
        return node.href.startsWith('/') || node.href.startsWith('#') ? (
          <Link key={k} to={node.href}>
            {renderInline(node.children, k)}
          </Link>
        ) : (
          <a key={k} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children, k)}
          </a>
        );
    }
  });
}

/** Renders model or demo output as React elements from a safe Markdown subset (no raw HTML). */
export default function MarkdownView({source}: {source: string}): ReactNode {
  const blocks = parseMarkdown(source);
  return (
    <div className={styles.md}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'paragraph':
            return <p key={i}>{renderInline(block.children)}</p>;
          case 'heading':
            return (
              <p key={i}>
                <strong>{renderInline(block.children)}</strong>
              </p>
            );
          case 'list': {
            const items = block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>);
            return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
          }
          case 'code':
            return (
              <pre key={i} tabIndex={0}>
                <code>{block.text}</code>
              </pre>
            );
        }
      })}
    </div>
  );
}
