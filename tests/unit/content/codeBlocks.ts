import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

/** The folders whose pages readers copy code from. */
export const CONTENT_DIRS = [
  'docs', 'action-plan', 'codebase', 'learning-hub', 'services', 'community', 'contact',
  'demo-room', 'about', 'coding', 'blog', 'src/pages',
] as const;

export type CodeBlock = {
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  readonly code: string;
};

export function contentFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name)) out.push(full);
    }
  };
  walk(join(root, dir));
  return out.sort();
}

/**
 * Fenced code blocks of a Markdown/MDX source, with their language tag. Fences may be indented
 * (inside list items); the indentation of the opening fence is removed from every line.
 */
export function extractCodeBlocks(source: string, file: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      j++;
    }
    blocks.push({file, line: i + 1, lang: lang.toLowerCase(), code: body.join('\n')});
    i = j;
  }
  return blocks;
}

/** Every fenced block in the site's content, in file order. */
export function siteCodeBlocks(root: string): CodeBlock[] {
  return CONTENT_DIRS.flatMap((dir) =>
    contentFiles(root, dir).flatMap((file) => extractCodeBlocks(readFileSync(file, 'utf8'), relative(root, file))),
  );
}
