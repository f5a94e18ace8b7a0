#!/usr/bin/env node
/**
 * What a built chunk holds, module by module, with each module's share of the chunk's gzip size.
 *
 *   BUNDLE_STATS=/tmp/stats.json npx docusaurus build --out-dir /tmp/site
 *   node scripts/bundle-modules.mjs /tmp/site /tmp/stats.json main [more chunk file prefixes…]
 *
 * A chunk is named by the start of its file name (`main`, `runtime~main`, `266`). For every module
 * of the chunk (the minified function in the built file) it prints the minified bytes and the gzip
 * bytes the chunk loses without it (the chunk gzipped whole, minus the chunk gzipped without that
 * module), the module's name from the stats (`+ N modules` when Rspack concatenated several) and,
 * for concatenated modules, their largest parts by unminified size. The gzip shares add up to about
 * the chunk's gzip size (gzip shares its window across modules, so not exactly).
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {parse} from 'acorn';

const [buildDir, statsFile, ...prefixes] = process.argv.slice(2);
if (!buildDir || !statsFile || prefixes.length === 0) {
  console.error('usage: node scripts/bundle-modules.mjs <build dir> <stats.json> <chunk file prefix>…');
  process.exit(2);
}
const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
const byId = new Map(stats.modules.filter((m) => m.id != null).map((m) => [String(m.id), m]));
const jsDir = join(buildDir, 'assets', 'js');
const gz = (text) => gzipSync(Buffer.from(text), {level: 6}).length;

/** The object literal of modules in `(self.webpackChunk…).push([[ids], {id(e,t,n){…}, …}])`. */
function modulesOf(code) {
  const ast = parse(code, {ecmaVersion: 'latest', sourceType: 'script'});
  let found;
  (function walk(node) {
    if (found || !node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.property.name === 'push') {
      const arg = node.arguments[0];
      if (arg?.type === 'ArrayExpression' && arg.elements[1]?.type === 'ObjectExpression') {
        found = arg.elements[1];
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') walk(value);
    }
  })(ast);
  if (found) return found.properties.map((p) => ({id: String(p.key.value ?? p.key.name), start: p.start, end: p.end}));
  // The runtime chunk: one function, no module table.
  return [];
}

for (const prefix of prefixes) {
  const file = readdirSync(jsDir).find((f) => f.startsWith(`${prefix}.`) && f.endsWith('.js'));
  if (!file) {
    console.error(`no chunk file ${prefix}.*.js in ${jsDir}`);
    continue;
  }
  const code = readFileSync(join(jsDir, file), 'utf8');
  const whole = gz(code);
  const rows = modulesOf(code).map(({id, start, end}) => {
    const module = byId.get(id);
    const parts = (module?.modules ?? []).filter((m) => m.name).sort((a, b) => b.size - a.size).slice(0, 6);
    return {
      id,
      raw: end - start,
      gzip: whole - gz(code.slice(0, start) + code.slice(end)),
      name: module?.name ?? '?',
      parts: parts.map((p) => `${p.name.replace(/^\.\/node_modules\//, '~/')} ${p.size}`),
    };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${file}: ${code.length} B, ${whole} B gzip, ${rows.length} modules`);
  for (const row of rows) {
    console.log(`${String(row.gzip).padStart(6)} ${String(row.raw).padStart(7)}  ${row.id.padEnd(6)} ${row.name}`);
    if (row.parts.length > 1) for (const part of row.parts) console.log(`${' '.repeat(23)}· ${part}`);
  }
}
