import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import rehypeCodeBlocks, {CODE_BLOCK_NAME} from '@site/src/plugins/rehypeCodeBlocks';

type MdastNode = {type: string; meta?: string | null; data?: {hProperties?: Record<string, unknown>}; children?: MdastNode[]};

/** What Docusaurus' codeCompat remark plugin does: the fence's meta string becomes a `metastring` prop. */
function remarkMetastring() {
  const visit = (node: MdastNode) => {
    if (node.type === 'code') node.data = {...node.data, hProperties: {...node.data?.hProperties, metastring: node.meta ?? undefined}};
    node.children?.forEach(visit);
  };
  return visit;
}

async function compiled(mdx: string): Promise<string> {
  return String(await compile(mdx, {remarkPlugins: [remarkMetastring], rehypePlugins: [rehypeCodeBlocks], jsx: true}));
}

describe('rehypeCodeBlocks', () => {
  it('renders each fenced block with the page’s own CodeBlock import and the props the MDX mapping passed', async () => {
    const out = await compiled('# Setup\n\n```bash title="install.sh" {2}\nnpm ci\nnpm test\n```\n\nThen `npm start`.\n\n```\nplain\n```\n');
    expect(out).toContain(`import ${CODE_BLOCK_NAME} from '@theme/CodeBlock';`);
    expect(out.match(new RegExp(`<${CODE_BLOCK_NAME}\\b`, 'g'))).toHaveLength(2);
    expect(out).toContain(`<${CODE_BLOCK_NAME} className="language-bash" metastring="title=&quot;install.sh&quot; {2}">`);
    expect(out).toContain('"npm ci\\nnpm test\\n"');
    // The block without a language keeps no className; inline code still goes through the mapping.
    expect(out).toContain(`<${CODE_BLOCK_NAME}>{"plain\\n"}</${CODE_BLOCK_NAME}>`);
    expect(out).toMatch(/<_components\.code>\{"npm start"\}<\/_components\.code>/);
  });

  it('adds no import to a page without code blocks', async () => {
    const out = await compiled('# Strategy\n\nInline `code` only.\n');
    expect(out).not.toContain('@theme/CodeBlock');
  });
});
