/**
 * A code block highlighted at build time (src/plugins/codeHighlight via src/plugins/rehypeCodeBlocks):
 * the stock CodeBlock's layout, title, copy and word-wrap buttons and markup, with the highlighted
 * lines passed in as HTML, so the page ships no Prism and does no highlighting when it loads.
 * Block and token colours come from src/css/codeTokens.css for both colour modes.
 */
import {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, useCodeWordWrap, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Title from '@theme/CodeBlock/Title';
import Buttons from '@theme/CodeBlock/Buttons';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {codeFromLines, lineCount} from './codeFromLines';

type Props = {
  /** Prism language, e.g. `ts`. */
  language: string;
  /** Class names of the block (`language-ts` and any the author added). */
  className: string;
  title?: string;
  /** `div.token-line` elements as build-time HTML (src/plugins/codeHighlight/highlight.ts). */
  html: string;
};

export default function HighlightedCode({language, className, title, html}: Props): ReactNode {
  const wordWrap = useCodeWordWrap();
  const metadata = useMemo<CodeBlockMetadata>(() => {
    const code = codeFromLines(html);
    return {codeInput: code, code, className, language, title, lineNumbersStart: undefined, lineClassNames: {}};
  }, [html, className, language, title]);
  const lines = useMemo(() => ({'--code-lines': lineCount(html)}) as CSSProperties, [html]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      {/* The stock Container's classes, without its inline Prism colours: codeTokens.css sets
          them for each colour mode, so the block is right from the first paint and never re-renders. */}
      <div className={clsx(className, containerStyles.codeBlockContainer, ThemeClassNames.common.codeBlock, 'highlighted-code')}>
        {title && (
          <div className={layoutStyles.codeBlockTitle}>
            <Title>{title}</Title>
          </div>
        )}
        <div className={layoutStyles.codeBlockContent}>
          <pre ref={wordWrap.codeBlockRef} tabIndex={0} style={lines} className={clsx('prism-code', `language-${language}`, contentStyles.codeBlock, 'thin-scrollbar')}>
            <code className={contentStyles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
          </pre>
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}
