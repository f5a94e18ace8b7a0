/**
 * Loader for the browser bundle: drops the `description` of Docusaurus' translation calls,
 * `translate({id, message, description})` and `<Translate id description>` from
 * `@docusaurus/Translate`. The description is a note for translators, read only by
 * `docusaurus write-translations` (which reads the source files, never the bundle); at run time
 * `translate()` and `<Translate>` read only `id`, `message`/children and `values`
 * (core `lib/client/exports/Translate.js`, checked by the guard). The theme's navbar, skip link,
 * colour toggle and announcement bar carried 17 such notes in main.js (~1.2 KB raw, ~320 B gzip).
 * Only string descriptions (a literal, or a template literal without expressions) are removed, so
 * no code with an effect is dropped; the rest of the source is left byte for byte.
 * CommonJS: the bundler runs loaders in Node as they are.
 */
const {parse} = require('@babel/parser');

const MODULE = '@docusaurus/Translate';

/** @param {unknown} node */
function isStaticString(node) {
  if (!node || typeof node !== 'object') return false;
  const n = /** @type {{type: string, expressions?: unknown[]}} */ (node);
  return n.type === 'StringLiteral' || (n.type === 'TemplateLiteral' && (n.expressions ?? []).length === 0);
}

/** @param {any} node @param {(node: any) => void} visit */
function walk(node, visit) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra' || key.endsWith('Comments')) continue;
    walk(node[key], visit);
  }
}

/**
 * @param {string} source a module's source (JavaScript or TypeScript, with or without JSX)
 * @param {boolean} typescript parse with the TypeScript plugin
 * @returns {string} the source without the descriptions of its translation calls
 */
function stripTranslateDescriptions(source, typescript = false) {
  if (!source.includes(MODULE) || !source.includes('description')) return source;
  let ast;
  try {
    ast = parse(source, {sourceType: 'module', plugins: ['jsx', ...(typescript ? ['typescript'] : [])], errorRecovery: false});
  } catch {
    return source;
  }
  /** Local names bound to the component (default import) and to the function (`translate`). */
  const components = new Set();
  const functions = new Set();
  for (const statement of ast.program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== MODULE) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') components.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && (specifier.imported.name ?? specifier.imported.value) === 'translate') functions.add(specifier.local.name);
    }
  }
  if (components.size === 0 && functions.size === 0) return source;
  /** [start, end) ranges to cut */
  const cuts = [];
  walk(ast.program, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && functions.has(node.callee.name)) {
      let options = node.arguments[0];
      while (options && (options.type === 'TSAsExpression' || options.type === 'TSSatisfiesExpression')) options = options.expression;
      if (!options || options.type !== 'ObjectExpression') return;
      const {properties} = options;
      properties.forEach((property, index) => {
        if (property.type !== 'ObjectProperty' || property.computed || !isStaticString(property.value)) return;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.value;
        if (key !== 'description') return;
        // The property and the comma after it (or, if last, the comma before it).
        const next = properties[index + 1];
        const previous = properties[index - 1];
        if (next) cuts.push([property.start, next.start]);
        else if (previous) cuts.push([previous.end, property.end]);
        else cuts.push([property.start, property.end]);
      });
    } else if (node.type === 'JSXOpeningElement' && node.name.type === 'JSXIdentifier' && components.has(node.name.name)) {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'JSXAttribute' || attribute.name.name !== 'description') continue;
        const value = attribute.value;
        const literal = value && (value.type === 'StringLiteral' || (value.type === 'JSXExpressionContainer' && isStaticString(value.expression)));
        if (literal) cuts.push([attribute.start, attribute.end]);
      }
    }
  });
  if (cuts.length === 0) return source;
  cuts.sort((a, b) => b[0] - a[0]);
  let out = source;
  for (const [start, end] of cuts) out = out.slice(0, start) + out.slice(end);
  return out;
}

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function translateDescriptionsLoader(source) {
  return stripTranslateDescriptions(source, /\.tsx?$/.test(this.resourcePath));
};
module.exports.stripTranslateDescriptions = stripTranslateDescriptions;
