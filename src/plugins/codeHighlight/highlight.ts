/**
 * Build-time syntax highlighting with the same tokenizer the theme runs in the browser
 * (prism-react-renderer's Prism, plus themeConfig.prism.additionalLanguages), and the same
 * markup (`div.token-line > span.token.<types>`), so the page ships highlighted HTML and no Prism.
 * Colours come from CSS (src/css/codeTokens.css, generated from src/data/codeThemes.ts by
 * `tokenCss`), so one markup serves both colour modes and nothing re-renders after hydration.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens, type PrismTheme} from 'prism-react-renderer';
import * as meta from './codeBlockMeta';
import {lightCodeTheme} from '../../data/codeThemes';

const requireHere = createRequire(__filename);

/** The languages the site registers on top of prism-react-renderer's (themeConfig.prism.additionalLanguages). */
export const ADDITIONAL_LANGUAGES = ['bash', 'diff'] as const;

let registered = false;
function registerLanguages(): void {
  if (registered) return;
  registered = true;
  // Prism's language components register themselves on a global Prism, as the theme's client module does.
  const g = globalThis as {Prism?: unknown};
  const before = g.Prism;
  g.Prism = Prism;
  for (const lang of ADDITIONAL_LANGUAGES) requireHere(`prismjs/components/prism-${lang}`);
  if (before === undefined) delete g.Prism;
  else g.Prism = before;
}

type MagicComment = {className: string; line?: string; block?: {start: string; end: string}};
type Metadata = {code: string; className: string; language: string; title?: string; lineNumbersStart?: number; lineClassNames: Record<number, string[]>};

/** The theme's own parser (title, `{1,3}` ranges, highlight-* magic comments), as vendored in ./codeBlockMeta. */
const codeBlockUtils = meta as unknown as {
  createCodeBlockMetadata(params: {code: string; className?: string; metastring?: string; language?: string; title?: string; magicComments: MagicComment[]}): Metadata;
  containsLineNumbers(metastring?: string): boolean;
};

/** Docusaurus' default `themeConfig.prism.magicComments` (the site does not change it). */
export const MAGIC_COMMENTS: MagicComment[] = [
  {className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: {start: 'highlight-start', end: 'highlight-end'}},
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Index of the theme entry whose colour a token gets: at runtime (`prism`) or from the stylesheet's cascade (`css`). */
function winningEntry(theme: PrismTheme, types: string[], by: 'prism' | 'css'): number {
  let index = -1;
  if (by === 'prism') {
    if (types.length === 1 && types[0] === 'plain') return -1;
    for (const type of types) theme.styles.forEach((entry, i) => entry.types.includes(type) && entry.style.color && (index = i));
  } else theme.styles.forEach((entry, i) => entry.types.some((t) => types.includes(t)) && entry.style.color && (index = i));
  return index;
}

/**
 * prism-react-renderer lets a token's later type win (`key atrule` in YAML takes atrule's colour);
 * a stylesheet lets the later rule win. For the few tokens where the two differ, a
 * `code-color-<entry>` class names the theme entry whose colour the runtime would have used.
 * Both themes list the same entries in the same order (tests/unit/site/codeHighlight.test.ts).
 */
function colourFix(types: string[]): string | undefined {
  const prism = winningEntry(lightCodeTheme, types, 'prism');
  return prism >= 0 && prism !== winningEntry(lightCodeTheme, types, 'css') ? `code-color-${prism}` : undefined;
}

/** The lines the stock CodeBlock renders, as HTML without inline colours. */
export function highlightLines(code: string, language: string, lineClassNames: Record<number, string[]> = {}): string {
  registerLanguages();
  const grammar = Prism.languages[language.toLowerCase()];
  const lines = grammar ? normalizeTokens(Prism.tokenize(code, grammar)) : normalizeTokens([code]);
  return lines
    .map((rawLine, i) => {
      // As CodeBlock/Line: a line holding only "\n" renders empty (no double break).
      const line = rawLine.length === 1 && rawLine[0]!.content === '\n' ? [{...rawLine[0]!, content: ''}] : rawLine;
      const tokens = line
        .map((token) => {
          const style = token.empty ? ' style="display:inline-block"' : '';
          const fix = colourFix(token.types);
          return `<span class="token ${token.types.join(' ')}${fix ? ` ${fix}` : ''}"${style}>${escapeHtml(token.content)}</span>`;
        })
        .join('');
      const classes = ['token-line', ...(lineClassNames[i] ?? [])].join(' ');
      return `<div class="${classes}">${tokens}<br></div>`;
    })
    .join('');
}


export type StaticCodeBlock = {language: string; className: string; title?: string; html: string};

/** A fenced or JSX code block, highlighted; null when it needs the runtime block (line numbers). */
export function staticCodeBlock(params: {code: string; className?: string; metastring?: string; language?: string; title?: string}): StaticCodeBlock | null {
  if (codeBlockUtils.containsLineNumbers(params.metastring)) return null;
  const metadata = codeBlockUtils.createCodeBlockMetadata({...params, magicComments: MAGIC_COMMENTS});
  if (metadata.lineNumbersStart !== undefined) return null;
  return {
    language: metadata.language,
    className: metadata.className,
    ...(metadata.title ? {title: metadata.title} : {}),
    html: highlightLines(metadata.code, metadata.language, metadata.lineClassNames),
  };
}

/** prism-react-renderer's colour for a token: later types override earlier ones (Object.assign). */
export function prismColor(theme: PrismTheme, types: string[]): string | undefined {
  return theme.styles[winningEntry(theme, types, 'prism')]?.style.color;
}

/** The colour `tokenCss` gives a token with the classes `highlightLines` writes for it. */
export function cssColor(theme: PrismTheme, types: string[]): string | undefined {
  const fix = colourFix(types);
  return theme.styles[fix ? Number(fix.slice('code-color-'.length)) : winningEntry(theme, types, 'css')]?.style.color;
}

/** The token stylesheet for both colour modes (light is the default, `[data-theme='dark']` overrides). */
export function tokenCss(light: PrismTheme, dark: PrismTheme): string {
  const rules = (theme: PrismTheme, scope: string) =>
    [
      ...theme.styles
        .filter((entry) => entry.style.color)
        .map((entry) => `${entry.types.map((t) => `${scope}.theme-code-block .token.${t}`).join(',\n')} {\n  color: ${entry.style.color};\n}`),
      // Higher specificity than the rules above: the runtime's choice for tokens whose types disagree.
      ...theme.styles.map((entry, i) => (entry.style.color ? `${scope}.theme-code-block .token.token.code-color-${i} {\n  color: ${entry.style.color};\n}` : '')).filter(Boolean),
    ].join('\n');
  return [
    '/* Generated from src/data/codeThemes.ts by src/plugins/codeHighlight (tokenCss); tests/unit/site/codeHighlight.test.ts keeps it in sync. */',
    '/* Block colours: the stock block sets them inline from the Prism theme; build-time blocks get them here. */',
    `.theme-code-block.highlighted-code {\n  --prism-color: ${light.plain.color};\n  --prism-background-color: ${light.plain.backgroundColor};\n}`,
    `[data-theme='dark'] .theme-code-block.highlighted-code {\n  --prism-color: ${dark.plain.color};\n  --prism-background-color: ${dark.plain.backgroundColor};\n}`,
    '.theme-code-block pre.prism-code {\n  color: var(--prism-color);\n}',
    rules(light, ''),
    rules(dark, "[data-theme='dark'] "),
    '',
  ].join('\n');
}
