/**
 * Removes from a built stylesheet the style rules whose selectors can match nothing the site ever
 * renders (issue 30: about half of the render-blocking CSS was Infima and theme rules no page uses).
 *
 * "Ever renders" is a superset of the built HTML: a class or id survives when it is in any page's
 * `class`/`id` attributes, or is a word anywhere in a script that runs in the browser (every file of
 * the browser bundle and the pages' inline scripts). The bundle is exactly the code that can set a
 * class at run time (theme states such as `navbar-sidebar--show`, `menu__list-item--collapsed`,
 * `dropdown--show`, our components' CSS-module names), so a class that appears in neither can never
 * be in the document. A class the bundle builds from a literal prefix (`"alert--"+type`) keeps every
 * class with that prefix.
 *
 * Conservative by construction: only class and id selectors can make a selector unused. Element,
 * attribute (`[data-theme=dark]`), pseudo-class (`:hover`, `:focus-visible`) and pseudo-element parts
 * are assumed to match; a class inside `:not()`/`:has()` is ignored; `:is()`/`:where()` are unused
 * only when every alternative is. At-rules (`@keyframes`, `@font-face`) stay; a `@media`, `@supports`,
 * `@layer` or `@container` block goes once all its rules are gone.
 *
 * Lightning CSS (the minifier Docusaurus Faster already runs) parses the stylesheet and hands each
 * style rule's parsed selectors to a visitor; PurgeCSS was measured against it (README of this folder).
 */
import {transform, type Selector, type SelectorComponent} from 'lightningcss';

export type UsedNames = {
  /** Class names and ids that may appear in a document. */
  names: Set<string>;
  /** Literal prefixes scripts build class names from (`alert--`). */
  prefixes: string[];
  /** Literal suffixes scripts append to a name (`${DIALOG_CLASS}__close`). */
  suffixes: Set<string>;
};

const WORD = /-?[A-Za-z_][\w-]*/g;
// A literal string ending in `-`/`_` joined with something: `"alert--"+e`, `` `alert--${e}` ``.
const PREFIX_LITERALS = [/["'`](-?[A-Za-z_][\w-]*[-_])["'`]\s*\+/g, /[`}](-?[A-Za-z_][\w-]*[-_])\$\{/g];
// Something joined with a literal starting with `-`/`_`: `e+"__close"`, `` `${e}__close` ``.
const SUFFIX_LITERALS = [/\+\s*["'`]([-_][\w-]*)["'`]/g, /\}([-_][\w-]*)[`$]/g];

/** Every word of a script: a superset of the class names it can set. */
export function addScriptNames(used: UsedNames, code: string): void {
  for (const [word] of code.matchAll(WORD)) used.names.add(word);
  for (const pattern of PREFIX_LITERALS) for (const match of code.matchAll(pattern)) if (match[1].length >= 3) used.prefixes.push(match[1]);
  for (const pattern of SUFFIX_LITERALS) for (const match of code.matchAll(pattern)) if (match[1].length >= 2) used.suffixes.add(match[1]);
}

/** The class names and ids of an HTML page, and every word of its inline scripts. */
export function addHtmlNames(used: UsedNames, html: string): void {
  for (const match of html.matchAll(/\s(class|id)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi)) {
    for (const name of (match[2] ?? match[3] ?? match[4] ?? '').split(/\s+/)) if (name) used.names.add(decodeEntities(name));
  }
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) addScriptNames(used, match[1]);
}

function decodeEntities(name: string): string {
  return name.replace(/&amp;/g, '&').replace(/&#x?[0-9a-f]+;/gi, (e) => String.fromCodePoint(e[2] === 'x' || e[2] === 'X' ? parseInt(e.slice(3, -1), 16) : parseInt(e.slice(2, -1), 10)));
}

export function emptyUsedNames(): UsedNames {
  return {names: new Set(), prefixes: [], suffixes: new Set()};
}

function isUsedName(used: UsedNames, name: string): boolean {
  if (used.names.has(name) || used.prefixes.some((prefix) => name.startsWith(prefix))) return true;
  // A word of the scripts joined with one of their literal suffixes.
  for (let i = name.indexOf('_', 1), j = name.indexOf('-', 1); i > 0 || j > 0; ) {
    const at = i > 0 && (j < 0 || i < j) ? i : j;
    if (used.suffixes.has(name.slice(at)) && used.names.has(name.slice(0, at))) return true;
    if (at === i) i = name.indexOf('_', i + 1);
    else j = name.indexOf('-', j + 1);
  }
  return false;
}

/** Whether a parsed selector may match an element of some page. */
export function selectorMayMatch(selector: Selector, used: UsedNames): boolean {
  return selector.every((component) => componentMayMatch(component, used));
}

function componentMayMatch(component: SelectorComponent, used: UsedNames): boolean {
  switch (component.type) {
    case 'class':
    case 'id':
      return isUsedName(used, component.name);
    case 'pseudo-class':
      // :is()/:where()/:any(): one alternative must be able to match. :not()/:has()/:host() etc.: assumed to.
      if ((component.kind === 'is' || component.kind === 'where' || component.kind === 'any') && 'selectors' in component) {
        return (component.selectors as Selector[]).some((s) => selectorMayMatch(s, used));
      }
      return true;
    default:
      return true;
  }
}

export type PurgeResult = {
  css: string;
  /** Style rules before and after (nested rules counted). */
  rulesBefore: number;
  rulesAfter: number;
  /** Rules kept although some of their selectors can match nothing. */
  partlyUnused: number;
  removedSelectors: string[];
};

/** The stylesheet without the selectors (and style rules) that can match nothing; minified. */
export function purgeCss(css: string, used: UsedNames, filename = 'styles.css'): PurgeResult {
  let rulesBefore = 0;
  let rulesAfter = 0;
  let partlyUnused = 0;
  const removedSelectors: string[] = [];
  const {code} = transform({
    filename,
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          rulesBefore++;
          const unused = rule.value.selectors.filter((selector) => !selectorMayMatch(selector, used));
          partlyUnused += unused.length > 0 && unused.length < rule.value.selectors.length ? 1 : 0;
          if (unused.length < rule.value.selectors.length) {
            // Kept whole: a rule handed back to Lightning CSS 1.33 fails to deserialize (`var()`
            // values, "expected an object-like struct named Specifier"), so a selector list is
            // never shortened, only a rule none of whose selectors can match removed.
            rulesAfter++;
            return undefined;
          }
          for (const selector of unused) removedSelectors.push(selectorText(selector));
          return [];
        },
      },
    },
  });
  // A conditional group whose rules are all gone goes too (the minifier keeps `@media print{}`; the
  // first pass's exit visitors still see the removed rules, so a second pass reads the result).
  const emptyGroup = (rule: {value: {rules: unknown[]}}) => (rule.value.rules.length === 0 ? [] : undefined);
  const {code: tidy} = transform({
    filename,
    code,
    minify: true,
    visitor: {Rule: {media: emptyGroup, supports: emptyGroup, 'layer-block': emptyGroup, container: emptyGroup}},
  });
  return {css: tidy.toString(), rulesBefore, rulesAfter, partlyUnused, removedSelectors};
}

/** A readable form of a parsed selector, for reports (not valid CSS in every case). */
function selectorText(selector: Selector): string {
  return selector
    .map((c) => {
      if (c.type === 'class') return `.${c.name}`;
      if (c.type === 'id') return `#${c.name}`;
      if (c.type === 'type') return c.name;
      if (c.type === 'combinator') return c.value === 'descendant' ? ' ' : ` ${c.value === 'child' ? '>' : c.value === 'next-sibling' ? '+' : '~'} `;
      if (c.type === 'pseudo-class') return `:${c.kind}`;
      if (c.type === 'pseudo-element') return `::${c.kind}`;
      if (c.type === 'universal') return '*';
      if (c.type === 'attribute') return `[${c.name}]`;
      return '';
    })
    .join('');
}
