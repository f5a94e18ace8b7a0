import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '@site/src/data/codeThemes';
import {cssColor, highlightLines, prismColor, staticCodeBlock, tokenCss} from '@site/src/plugins/codeHighlight/highlight';
import {codeFromLines, lineCount} from '@site/src/components/HighlightedCode/codeFromLines';
import {siteCodeBlocks} from '../content/codeBlocks';

const root = join(__dirname, '../../..');

describe('build-time code highlighting', () => {
  it('src/css/codeTokens.css is the stylesheet generated from the AA code themes', () => {
    expect(readFileSync(join(root, 'src/css/codeTokens.css'), 'utf8')).toBe(tokenCss(lightCodeTheme, darkCodeTheme));
  });

  it('has the same theme entries (types, order) in both modes, so one markup serves both', () => {
    expect(darkCodeTheme.styles.map((e) => e.types)).toEqual(lightCodeTheme.styles.map((e) => e.types));
  });

  it('gives every token of every code block on the site the colour the runtime Prism theme gave it, in both modes', () => {
    highlightLines('', 'bash'); // registers the additional languages
    const blocks = siteCodeBlocks(root);
    expect(blocks.length).toBeGreaterThan(50);
    const mismatches: string[] = [];
    for (const block of blocks) {
      const grammar = Prism.languages[block.lang];
      if (!grammar) continue;
      for (const line of normalizeTokens(Prism.tokenize(block.code, grammar)))
        for (const token of line)
          for (const theme of [lightCodeTheme, darkCodeTheme])
            if (prismColor(theme, token.types) !== cssColor(theme, token.types)) mismatches.push(`${block.file}:${block.line} ${token.types.join('.')}`);
    }
    expect([...new Set(mismatches)]).toEqual([]);
  });

  it('keeps the stock markup, classes, title, highlighted lines and the copyable text', () => {
    const block = staticCodeBlock({code: 'const a = 1; // x\n\n// highlight-next-line\nfoo(<b> && c);\n', className: 'language-ts', metastring: 'title="x.ts"'})!;
    expect(block).toMatchObject({language: 'ts', className: 'language-ts', title: 'x.ts'});
    expect(block.html).toContain('<div class="token-line"><span class="token keyword">const</span>');
    expect(block.html).toContain('<div class="token-line theme-code-block-highlighted-line">');
    expect(block.html).toContain('<span class="token plain" style="display:inline-block"></span><br></div>');
    const code = 'const a = 1; // x\n\nfoo(<b> && c);';
    expect(codeFromLines(block.html)).toBe(code);
    // The line count the block's height is estimated from (src/css/custom.css): the empty line
    // counts, the highlight comment does not.
    expect(lineCount(block.html)).toBe(3);
    expect(lineCount('')).toBe(0);
    expect(staticCodeBlock({code: 'a\nb\n', className: 'language-py', metastring: '{2}'})!.html).toContain('<div class="token-line theme-code-block-highlighted-line"><span class="token plain">b</span>');
  });

  it('tokenizes the additional languages (bash, diff) and leaves unknown ones plain', () => {
    expect(staticCodeBlock({code: 'echo $HOME\n', className: 'language-bash'})!.html).toContain('class="token environment constant"');
    expect(staticCodeBlock({code: '- a\n+ b\n', className: 'language-diff'})!.html).toContain('token inserted-sign inserted');
    expect(staticCodeBlock({code: 'FROM node\n', className: 'language-docker'})!.html).toBe('<div class="token-line"><span class="token plain">FROM node</span><br></div>');
  });

  it('leaves blocks with line numbers to the runtime CodeBlock', () => {
    expect(staticCodeBlock({code: 'x\n', className: 'language-py', metastring: 'showLineNumbers'})).toBeNull();
  });
});
