import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting themes whose every token colour meets WCAG AA (4.5:1) against the
 * block background. The stock github/dracula themes fail it (grey comments), so these use
 * GitHub Primer's accessible palette; tests/unit/site/codeThemes.test.ts checks the ratios.
 */
function theme(background: string, plain: string, colours: Record<string, readonly string[]>): PrismTheme {
  return {
    plain: {color: plain, backgroundColor: background},
    styles: Object.entries(colours).map(([color, types]) => ({types: [...types], style: {color}})),
  };
}

export const lightCodeTheme: PrismTheme = theme('#f6f8fa', '#1f2328', {
  '#57606a': ['comment', 'prolog', 'doctype', 'cdata'],
  '#0a3069': ['string', 'char', 'attr-value', 'regex', 'inserted', 'url'],
  '#0550ae': ['number', 'boolean', 'constant', 'symbol', 'deleted'],
  '#cf222e': ['keyword', 'atrule', 'selector', 'builtin', 'important'],
  '#6f42c1': ['function', 'class-name'],
  '#116329': ['tag'],
  '#953800': ['attr-name', 'property', 'variable', 'key'],
  '#1f2328': ['punctuation', 'operator', 'entity'],
});

export const darkCodeTheme: PrismTheme = theme('#161b22', '#e6edf3', {
  '#8b949e': ['comment', 'prolog', 'doctype', 'cdata'],
  '#a5d6ff': ['string', 'char', 'attr-value', 'regex', 'inserted', 'url'],
  '#79c0ff': ['number', 'boolean', 'constant', 'symbol', 'deleted'],
  '#ff7b72': ['keyword', 'atrule', 'selector', 'builtin', 'important'],
  '#d2a8ff': ['function', 'class-name'],
  '#7ee787': ['tag'],
  '#ffa657': ['attr-name', 'property', 'variable', 'key'],
  '#e6edf3': ['punctuation', 'operator', 'entity'],
});
