/**
 * Rehype plugin: code blocks are highlighted at build time.
 *
 * - A fenced block becomes `<SiteHighlightedCode>` (src/components/HighlightedCode) with its lines
 *   already tokenized into the stock markup (src/plugins/codeHighlight/highlight.ts): the page
 *   ships no Prism and does no highlighting work when it loads.
 * - `<CodeBlock>{source}</CodeBlock>` in MDX, where `source` is a `!!raw-loader!` import, gets the
 *   same treatment: the file is read here, and the import (and `@theme/CodeBlock`, when nothing
 *   else uses it) is dropped so neither the raw text nor Prism reaches the page's chunk.
 * - A fenced block with line numbers (`showLineNumbers`) keeps the runtime path: it is rendered by
 *   the page's own `@theme/CodeBlock` import (`<SiteFencedCodeBlock>`), so Prism loads only on such
 *   pages, never in the chunk every MDX page shares. MDXComponents/Code keeps inline code.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {staticCodeBlock, type StaticCodeBlock} from './codeHighlight/highlight';

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

/** The JSX name of the build-time highlighted block (src/components/HighlightedCode). */
export const HIGHLIGHTED_NAME = 'SiteHighlightedCode';

function importDeclaration(name: string, source: string): HastNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
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

function text(node: HastNode): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(text).join('');
}

function highlighted(block: StaticCodeBlock): HastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: HIGHLIGHTED_NAME,
    attributes: [
      attribute('language', block.language),
      attribute('className', block.className),
      ...(block.title ? [attribute('title', block.title)] : []),
      attribute('html', block.html),
    ],
    children: [],
  };
}

type Found = {runtime: boolean; highlighted: boolean};

/** Replaces fenced code in the tree (in place). */
export function replaceFencedCode(node: HastNode, found: Found = {runtime: false, highlighted: false}): Found {
  const children = node.children ?? [];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type === 'element' && child.tagName === 'pre') {
      const elements = (child.children ?? []).filter((c) => c.type === 'element');
      const code = elements[0];
      if (elements.length === 1 && code?.tagName === 'code') {
        const className = code.properties?.className;
        const classes = Array.isArray(className) ? className.join(' ') : typeof className === 'string' ? className : '';
        const metastring = typeof code.properties?.metastring === 'string' ? code.properties.metastring : undefined;
        const block = staticCodeBlock({code: text(code), className: classes || undefined, metastring});
        if (block) {
          children[i] = highlighted(block);
          found.highlighted = true;
        } else {
          child.children = (child.children ?? []).map((c) => (c === code ? toCodeBlock(code) : c));
          found.runtime = true;
        }
        continue;
      }
    }
    replaceFencedCode(child, found);
  }
  return found;
}

type EsmImport = {type: string; source: {value: unknown}; specifiers: {local: {name: string}}[]};
type Program = {body: (EsmImport | {type: string})[]};

/** Local name → module source of every import in the page. */
function imports(tree: HastNode): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of ((node.data?.estree as Program | undefined)?.body ?? []) as EsmImport[]) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers) found.set(specifier.local.name, String(statement.source.value));
    }
  }
  return found;
}

function attributeValue(node: HastNode, name: string): string | undefined {
  const found = (node.attributes as {type: string; name: string; value: unknown}[] | undefined)?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** The expressions inside a JSX element (`{source}`), through paragraphs. */
function expressions(node: HastNode): string[] {
  return (node.children ?? []).flatMap((child) =>
    child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression' ? [child.value ?? ''] : child.type === 'text' && !child.value?.trim() ? [] : child.type === 'element' ? expressions(child) : ['<other>'],
  );
}

const sitePath = (source: string, siteDir: string) => source.replace(/^!!raw-loader!/, '').replace(/^@site\//, `${siteDir}/`);

/**
 * The text of a code block's one expression, when it is known at build time: `{source}` with
 * `source` from `!!raw-loader!file`, or `{JSON.stringify(data, null, 2)}` with `data` from a JSON file.
 */
function codeSource(expression: string, sources: Map<string, string>, siteDir: string): string | undefined {
  const raw = sources.get(expression.trim());
  if (raw?.startsWith('!!raw-loader!')) return readFileSync(sitePath(raw, siteDir), 'utf8');
  const json = /^\s*JSON\.stringify\(\s*([A-Za-z_$][\w$]*)\s*,\s*null\s*,\s*(\d)\s*\)\s*$/.exec(expression);
  const file = json ? sources.get(json[1]!) : undefined;
  if (file && /^@site\/.*\.json$/.test(file)) return JSON.stringify(JSON.parse(readFileSync(sitePath(file, siteDir), 'utf8')), null, Number(json![2]));
  return undefined;
}

/** `<CodeBlock>{source}</CodeBlock>` with `source` from `!!raw-loader!file` → a highlighted block. */
function replaceRawCodeBlocks(node: HastNode, codeBlockNames: Set<string>, rawSources: Map<string, string>, siteDir: string): boolean {
  let replaced = false;
  const children = node.children ?? [];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name && codeBlockNames.has(child.name)) {
      const exprs = expressions(child);
      const source = exprs.length === 1 ? codeSource(exprs[0]!, rawSources, siteDir) : undefined;
      const onlyStrings = (child.attributes as {type: string; value: unknown}[] | undefined)?.every((a) => a.type === 'mdxJsxAttribute' && typeof a.value === 'string');
      if (source && onlyStrings) {
        const block = staticCodeBlock({
          code: source,
          className: attributeValue(child, 'className'),
          metastring: attributeValue(child, 'metastring'),
          language: attributeValue(child, 'language'),
          title: attributeValue(child, 'title'),
        });
        if (block && attributeValue(child, 'showLineNumbers') === undefined) {
          children[i] = highlighted(block);
          replaced = true;
          continue;
        }
      }
    }
    replaced = replaceRawCodeBlocks(child, codeBlockNames, rawSources, siteDir) || replaced;
  }
  return replaced;
}

/** Every name the page's JSX and expressions still refer to (a generous, textual check). */
function referencedNames(node: HastNode, into: Set<string> = new Set()): Set<string> {
  if (node.name) into.add(node.name.split('.')[0]!);
  const words = (value: string) => value.match(/[A-Za-z_$][\w$]*/g)?.forEach((w) => into.add(w));
  if (node.type !== 'mdxjsEsm' && typeof node.value === 'string' && node.type !== 'text') words(node.value);
  if (node.type === 'mdxjsEsm' && node.value && !/^\s*import\b/.test(node.value)) words(node.value);
  for (const a of (node.attributes ?? []) as {value?: unknown}[]) {
    if (a && typeof a.value === 'object' && a.value && typeof (a.value as {value?: unknown}).value === 'string') words((a.value as {value: string}).value);
    if (a && (a as {type?: string}).type === 'mdxJsxExpressionAttribute') words(String((a as {value?: unknown}).value ?? ''));
  }
  for (const child of node.children ?? []) referencedNames(child, into);
  return into;
}

/** Drops imports of the given names that nothing refers to any more. */
function dropUnused(tree: HastNode, names: Set<string>): void {
  const used = referencedNames(tree);
  const unused = (name: string) => names.has(name) && !used.has(name);
  tree.children = (tree.children ?? []).filter((node) => {
    const program = node.data?.estree as Program | undefined;
    if (node.type !== 'mdxjsEsm' || !program) return true;
    const dropped: string[] = [];
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration') return true;
      const declaration = statement as EsmImport;
      if (!declaration.specifiers.length || !declaration.specifiers.every((s) => unused(s.local.name))) return true;
      dropped.push(String(declaration.source.value));
      return false;
    });
    if (dropped.length) node.value = (node.value ?? '').split('\n').filter((line) => !dropped.some((source) => line.includes(source))).join('\n');
    return program.body.length > 0;
  });
}

export type Options = {siteDir?: string};

export default function rehypeCodeBlocks(options: Options = {}) {
  const siteDir = options.siteDir ?? join(__dirname, '../..');
  return (tree: HastNode): void => {
    const pageImports = imports(tree);
    const codeBlockNames = new Set([...pageImports].filter(([, source]) => source === '@theme/CodeBlock').map(([name]) => name));
    const rawSources = new Map([...pageImports].filter(([, source]) => source.startsWith('!!raw-loader!') || /^@site\/.*\.json$/.test(source)));
    const rawReplaced = codeBlockNames.size > 0 && replaceRawCodeBlocks(tree, codeBlockNames, rawSources, siteDir);
    const found = replaceFencedCode(tree);
    if (rawReplaced) dropUnused(tree, new Set([...codeBlockNames, ...rawSources.keys()]));
    const added: HastNode[] = [];
    if (found.highlighted || rawReplaced) added.push(importDeclaration(HIGHLIGHTED_NAME, '@site/src/components/HighlightedCode'));
    if (found.runtime) added.push(importDeclaration(CODE_BLOCK_NAME, '@theme/CodeBlock'));
    tree.children = [...added, ...(tree.children ?? [])];
  };
}
