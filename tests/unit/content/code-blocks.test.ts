import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';
import ts from 'typescript';
import {parseAllDocuments} from 'yaml';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, siteCodeBlocks, type CodeBlock} from './codeBlocks';

/**
 * Every code block a reader can copy must at least parse in its language: TypeScript and JavaScript
 * through the TypeScript parser, JSON, YAML, Python through `ast.parse` (python3), shell through
 * `bash -n`. Blocks that show output, pseudo-code or fragments are tagged `text`.
 */
const root = resolve(__dirname, '../../..');
const blocks = siteCodeBlocks(root);

const TS_LANGS: Record<string, string> = {ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js', jsx: 'jsx', mjs: 'js'};
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh']);
const PYTHON_LANGS = new Set(['python', 'py']);
/** Languages with no parser here; their blocks are shown as written. */
const UNPARSED = new Set(['text', 'sql', 'diff', 'markdown', 'md', 'mdx', 'dockerfile', 'ini', 'toml', 'http', 'console', 'plaintext', 'csv', 'xml', 'html', 'css', 'hcl', 'dotenv', 'gitignore']);

function tsErrors(block: CodeBlock): string[] {
  const result = ts.transpileModule(block.code, {
    fileName: `block.${TS_LANGS[block.lang]}`,
    reportDiagnostics: true,
    compilerOptions: {jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext},
  });
  return (result.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

function pythonErrors(all: readonly CodeBlock[]): Map<CodeBlock, string> {
  const script = [
    'import ast, json, sys',
    'out = []',
    'for code in json.load(sys.stdin):',
    '    try:',
    '        ast.parse(code)',
    '        out.append("")',
    '    except SyntaxError as e:',
    '        out.append(f"line {e.lineno}: {e.msg}")',
    'print(json.dumps(out))',
  ].join('\n');
  const run = spawnSync('python3', ['-c', script], {input: JSON.stringify(all.map((b) => b.code)), encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`python3 is needed to parse the Python blocks: ${run.error?.message ?? run.stderr}`);
  const messages = JSON.parse(run.stdout) as string[];
  return new Map(all.map((b, i) => [b, messages[i]]));
}

const pythonBlocks = blocks.filter((b) => PYTHON_LANGS.has(b.lang));
const pythonResults = pythonBlocks.length ? pythonErrors(pythonBlocks) : new Map<CodeBlock, string>();
const name = (b: CodeBlock) => `${b.file}:${b.line} (${b.lang})`;

describe('extractCodeBlocks', () => {
  it('finds fenced blocks with their language, including indented ones inside lists', () => {
    const source = ['# T', '```ts title="a.ts"', 'const a = 1;', '```', '', '1. Step', '   ```bash', '   echo hi', '   ```'].join('\n');
    const found = extractCodeBlocks(source, 'x.mdx');
    expect(found.map((b) => [b.lang, b.code, b.line])).toEqual([['ts', 'const a = 1;', 2], ['bash', 'echo hi', 7]]);
  });
});

describe('code blocks in the site content', () => {
  it('are found (the scan covers the content folders)', () => {
    expect(blocks.length).toBeGreaterThan(50);
  });

  it('all carry a language tag', () => {
    expect(blocks.filter((b) => b.lang === '').map(name)).toEqual([]);
  });

  it('use only languages this suite parses or knowingly shows as written', () => {
    const known = (b: CodeBlock) => b.lang in TS_LANGS || SHELL_LANGS.has(b.lang) || PYTHON_LANGS.has(b.lang)
      || ['json', 'jsonc', 'yaml', 'yml'].includes(b.lang) || UNPARSED.has(b.lang);
    expect(blocks.filter((b) => !known(b)).map(name)).toEqual([]);
  });

  it.each(blocks.filter((b) => b.lang in TS_LANGS).map((b) => [name(b), b] as const))('%s parses', (_, block) => {
    expect(tsErrors(block)).toEqual([]);
  });

  it.each(pythonBlocks.map((b) => [name(b), b] as const))('%s parses', (_, block) => {
    expect(pythonResults.get(block)).toBe('');
  });

  it.each(blocks.filter((b) => SHELL_LANGS.has(b.lang)).map((b) => [name(b), b] as const))('%s parses', (_, block) => {
    const run = spawnSync('bash', ['-n'], {input: block.code, encoding: 'utf8'});
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it.each(blocks.filter((b) => b.lang === 'json').map((b) => [name(b), b] as const))('%s parses', (_, block) => {
    expect(() => JSON.parse(block.code)).not.toThrow();
  });

  it.each(blocks.filter((b) => b.lang === 'yaml' || b.lang === 'yml').map((b) => [name(b), b] as const))('%s parses', (_, block) => {
    const errors = parseAllDocuments(block.code).flatMap((doc) => ('errors' in doc ? doc.errors.map((e) => e.message) : []));
    expect(errors).toEqual([]);
  });
});
