import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import rehypeCodeBlocks, {CODE_BLOCK_NAME, HIGHLIGHTED_NAME} from '@site/src/plugins/rehypeCodeBlocks';

type MdastNode = {type: string; meta?: string | null; data?: {hProperties?: Record<string, unknown>}; children?: MdastNode[]};

/** What Docusaurus' codeCompat remark plugin does: the fence's meta string becomes a `metastring` prop. */
function remarkMetastring() {
  const visit = (node: MdastNode) => {
    if (node.type === 'code') node.data = {...node.data, hProperties: {...node.data?.hProperties, metastring: node.meta ?? undefined}};
    node.children?.forEach(visit);
  };
  return visit;
}

async function compiled(mdx: string, siteDir?: string): Promise<string> {
  return String(await compile(mdx, {remarkPlugins: [remarkMetastring], rehypePlugins: [[rehypeCodeBlocks, {siteDir}]], jsx: true}));
}

describe('rehypeCodeBlocks', () => {
  it('highlights fenced blocks at build time: no CodeBlock import, the lines as HTML, title and language kept', async () => {
    const out = await compiled('# Setup\n\n```bash title="install.sh" {2}\nnpm ci\nnpm test\n```\n\nThen `npm start`.\n\n```\nplain\n```\n');
    expect(out).toContain(`import ${HIGHLIGHTED_NAME} from '@site/src/components/HighlightedCode';`);
    expect(out).not.toContain('@theme/CodeBlock');
    expect(out.match(new RegExp(`<${HIGHLIGHTED_NAME}\\b`, 'g'))).toHaveLength(2);
    expect(out).toContain(`<${HIGHLIGHTED_NAME} language="bash" className="language-bash" title="install.sh" html=`);
    expect(out).toContain('theme-code-block-highlighted-line');
    expect(out).toContain(`<${HIGHLIGHTED_NAME} language="text" className="language-text" html="<div class=&quot;token-line&quot;><span class=&quot;token plain&quot;>plain`);
    // Inline code still goes through the mapping.
    expect(out).toMatch(/<_components\.code>\{"npm start"\}<\/_components\.code>/);
  });

  it('keeps blocks with line numbers on the page’s own runtime CodeBlock', async () => {
    const out = await compiled('```py showLineNumbers\nx = 1\n```\n');
    expect(out).toContain(`import ${CODE_BLOCK_NAME} from '@theme/CodeBlock';`);
    expect(out).toContain(`<${CODE_BLOCK_NAME} className="language-py" metastring="showLineNumbers">`);
    expect(out).not.toContain(HIGHLIGHTED_NAME);
  });

  it('highlights <CodeBlock> of raw-loader and JSON imports and drops the imports nothing else uses', async () => {
    const site = mkdtempSync(join(tmpdir(), 'rehype-code-'));
    mkdirSync(join(site, 'examples'));
    writeFileSync(join(site, 'examples/a.ts'), 'export const a = 1;\n');
    writeFileSync(join(site, 'examples/b.json'), '{"k": [1]}');
    const out = await compiled(
      [
        "import CodeBlock from '@theme/CodeBlock';",
        "import aSource from '!!raw-loader!@site/examples/a.ts';",
        "import b from '@site/examples/b.json';",
        '',
        '<CodeBlock language="ts" title="examples/a.ts">{aSource}</CodeBlock>',
        '',
        '<CodeBlock language="json">{JSON.stringify(b, null, 2)}</CodeBlock>',
        '',
      ].join('\n'),
      site,
    );
    expect(out).not.toContain('@theme/CodeBlock');
    expect(out).not.toContain('raw-loader');
    expect(out).not.toContain('b.json');
    expect(out).toContain(`<${HIGHLIGHTED_NAME} language="ts" className="language-ts" title="examples/a.ts" html=`);
    expect(out).toContain('token keyword');
    expect(out).toContain('&quot;k&quot;');
  });

  it('keeps an import the page still uses elsewhere', async () => {
    const site = mkdtempSync(join(tmpdir(), 'rehype-code-'));
    mkdirSync(join(site, 'examples'));
    writeFileSync(join(site, 'examples/b.json'), '{"k": 1}');
    const out = await compiled(
      ["import CodeBlock from '@theme/CodeBlock';", "import b from '@site/examples/b.json';", '', '<CodeBlock language="json">{JSON.stringify(b, null, 2)}</CodeBlock>', '', 'Key: {b.k}', ''].join('\n'),
      site,
    );
    expect(out).toContain("import b from '@site/examples/b.json';");
    expect(out).not.toContain('@theme/CodeBlock');
  });

  it('adds no import to a page without code blocks', async () => {
    const out = await compiled('# Strategy\n\nInline `code` only.\n');
    expect(out).not.toContain('@theme/CodeBlock');
    expect(out).not.toContain(HIGHLIGHTED_NAME);
  });
});
