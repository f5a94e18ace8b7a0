/**
 * Ejected from @docusaurus/theme-classic 3.10 (MDXComponents/Code). Changed: renders inline code
 * only. Fenced code blocks no longer reach this mapping (src/plugins/rehypeCodeBlocks.ts renders
 * them with the page's own @theme/CodeBlock import), so the static CodeBlock import, and with it
 * Prism, is gone from the chunk every MDX page shares.
 */
import type {ComponentProps, ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';

export default function MDXCode(props: ComponentProps<'code'>): ReactNode {
  return <CodeInline {...props} />;
}
