/**
 * The render-blocking stylesheet without rules no page can use (`purge.ts`), after the build.
 *
 * Docusaurus writes every page's global CSS into one `assets/css/styles.<hash>.css` linked from
 * every page's `<head>`. After the build this plugin reads every page and every browser script,
 * removes the style rules that can match nothing (`purge.ts` says what "nothing" means), writes the
 * result under a new content hash (the old name is cached for a year by clients: a file whose
 * content changes must change its name) and points every page's `<link>` at it.
 *
 * Only stylesheets no script names are purged: a stylesheet the browser runtime loads by name (a
 * chunk's CSS on client-side navigation) would need the runtime rewritten too.
 *
 * Everything here runs synchronously: Docusaurus runs the plugins' postBuild hooks concurrently,
 * and another one (src/plugins/seo) rewrites pages; a synchronous read-modify-write cannot
 * interleave with it.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync, unlinkSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {addHtmlNames, addScriptNames, emptyUsedNames, purgeCss, type PurgeResult} from './purge';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export type PurgedSheet = {from: string; to: string} & Omit<PurgeResult, 'css' | 'removedSelectors'> & {removed: number};

/** Purges the build's page-linked stylesheets in place (see the module comment). */
export function purgeBuild(outDir: string): PurgedSheet[] {
  const files = walk(outDir);
  const pages = files.filter((file) => file.endsWith('.html'));
  const scripts = files.filter((file) => file.endsWith('.js'));
  const used = emptyUsedNames();
  const pageText = new Map(pages.map((file) => [file, readFileSync(file, 'utf8')]));
  for (const html of pageText.values()) addHtmlNames(used, html);
  const scriptText = scripts.map((file) => readFileSync(file, 'utf8'));
  for (const code of scriptText) addScriptNames(used, code);

  const sheets = files.filter((file) => /[\\/]assets[\\/]css[\\/][^\\/]+\.[0-9a-f]{8}\.css$/.test(file));
  const purged: PurgedSheet[] = [];
  for (const sheet of sheets) {
    const url = relative(outDir, sheet).split(/[\\/]/).join('/');
    const hash = /\.([0-9a-f]{8})\.css$/.exec(url)![1];
    if (scriptText.some((code) => code.includes(hash))) continue; // loaded by the runtime: left as built
    const result = purgeCss(readFileSync(sheet, 'utf8'), used, url);
    const newHash = createHash('md5').update(result.css).digest('hex').slice(0, 8);
    const newUrl = url.replace(/\.[0-9a-f]{8}\.css$/, `.${newHash}.css`);
    const target = join(outDir, newUrl);
    writeFileSync(target, result.css);
    if (target !== sheet) unlinkSync(sheet);
    for (const [file, html] of pageText) {
      if (!html.includes(url)) continue;
      const next = html.split(`/${url}"`).join(`/${newUrl}"`);
      writeFileSync(file, next);
      pageText.set(file, next);
    }
    const {css: _css, removedSelectors, ...counts} = result;
    purged.push({from: url, to: newUrl, ...counts, removed: removedSelectors.length});
  }
  return purged;
}

export default function stylesPlugin(): Plugin {
  return {
    name: 'site-styles',
    postBuild({outDir}) {
      for (const sheet of purgeBuild(outDir)) {
        console.log(`[styles] ${sheet.from} → ${sheet.to}: ${sheet.rulesBefore} → ${sheet.rulesAfter} style rules (${sheet.removed} selectors removed)`);
      }
      return Promise.resolve();
    },
  };
}
