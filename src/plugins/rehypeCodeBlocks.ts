/**
 * Rehype plugin: each fenced code block is rendered by an element the page imports itself
 * (`<SiteFencedCodeBlock>` from `@theme/CodeBlock`), instead of through the MDXComponents
 * `code` mapping that every page shares. Prism comes with `@theme/CodeBlock`, so it now loads
 * only on pages that have code (~33 KB gzip less on the others). The props are the ones the
 * mapping passed (className `language-x`, metastring, the code as text), so the output is the same;
 * MDXComponents/Code (swizzled) is left with inline code.
 */
type HastNode = {
  type: string;
  tagName?: string;
  name?: string;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: unknown[];
  children?: HastNode[];
  data?: Record<string, unknown>;
};

/** The JSX name the page imports @theme/CodeBlock as; unlikely to clash with a page's own names. */
export const CODE_BLOCK_NAME = 'SiteFencedCodeBlock';

function importDeclaration(): HastNode {
  const source = '@theme/CodeBlock';
  return {
    type: 'mdxjsEsm',
    value: `import ${CODE_BLOCK_NAME} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: CODE_BLOCK_NAME}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

/** `pre > code` from a fenced block → `pre > SiteFencedCodeBlock` with the same props. */
function toCodeBlock(code: HastNode): HastNode {
  const className = code.properties?.className;
  const classes = Array.isArray(className) ? className.join(' ') : typeof className === 'string' ? className : '';
  const metastring = code.properties?.metastring;
  return {
    type: 'mdxJsxFlowElement',
    name: CODE_BLOCK_NAME,
    attributes: [...(classes ? [attribute('className', classes)] : []), ...(typeof metastring === 'string' ? [attribute('metastring', metastring)] : [])],
    children: code.children ?? [],
  };
}

/** Replaces fenced code in the tree; true when there was any. */
export function replaceFencedCode(node: HastNode): boolean {
  let found = false;
  if (node.type === 'element' && node.tagName === 'pre') {
    const elements = (node.children ?? []).filter((child) => child.type === 'element');
    const code = elements[0];
    if (elements.length === 1 && code?.tagName === 'code') {
      node.children = (node.children ?? []).map((child) => (child === code ? toCodeBlock(code) : child));
      return true;
    }
  }
  for (const child of node.children ?? []) found = replaceFencedCode(child) || found;
  return found;
}

export default function rehypeCodeBlocks() {
  return (tree: HastNode): void => {
    if (replaceFencedCode(tree)) tree.children = [importDeclaration(), ...(tree.children ?? [])];
  };
}
