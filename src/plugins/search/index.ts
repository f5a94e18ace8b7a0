/**
 * Self-hosted search: after the production build, reduces every content page to its article
 * (extract.ts) and writes a sharded index (buildIndex.ts) into `<outDir>/search-index/`, which
 * the browser fetches piece by piece, only when a reader opens search. The UI lives in
 * src/theme/SearchBar, src/components/SearchBar and src/pages/search.tsx.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INDEX_DIR} from '../../retrieval/site-search/searchIndex';
import {builtHtmlFile} from '../builtPages';
import {buildIndex, type SourcePage} from './buildIndex';
import {extractRecord, isIndexedRoute, toSourcePage} from './extract';

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-search',
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const {baseUrl, titleDelimiter} = context.siteConfig;
      const sources: SourcePage[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (!isIndexedRoute(route, baseUrl)) continue;
        const file = builtHtmlFile(outDir, route, baseUrl);
        if (!file) continue;
        const record = extractRecord(readFileSync(file, 'utf8'), route, baseUrl, titleDelimiter);
        if (record) sources.push(toSourcePage(record));
      }
      const {meta, files} = buildIndex(sources);
      const output = join(outDir, INDEX_DIR);
      rmSync(output, {recursive: true, force: true});
      let bytes = 0;
      for (const [path, content] of files) {
        const target = join(output, path);
        mkdirSync(dirname(target), {recursive: true});
        writeFileSync(target, content);
        bytes += Buffer.byteLength(content);
      }
      const shards = meta.shards.length;
      console.log(`[search] indexed ${meta.pages.length} pages: ${shards} term shards, ${files.size} files, ${(bytes / 1024).toFixed(0)} KB, in ${Date.now() - started} ms`);
    },
  };
}
