import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {builtHtmlFile, routeBelowBase} from '@site/src/plugins/builtPages';

const outDir = mkdtempSync(join(tmpdir(), 'built-pages-'));
for (const file of ['index.html', 'docs/intro.html', 'blog/tags/rag/index.html']) {
  mkdirSync(join(outDir, file, '..'), {recursive: true});
  writeFileSync(join(outDir, file), '<html></html>');
}
afterAll(() => rmSync(outDir, {recursive: true, force: true}));

describe('builtHtmlFile', () => {
  it('finds route.html, route/index.html and the home page, with or without a base URL', () => {
    expect(builtHtmlFile(outDir, '/')).toBe(join(outDir, 'index.html'));
    expect(builtHtmlFile(outDir, '/docs/intro')).toBe(join(outDir, 'docs/intro.html'));
    expect(builtHtmlFile(outDir, '/blog/tags/rag')).toBe(join(outDir, 'blog/tags/rag/index.html'));
    expect(builtHtmlFile(outDir, '/site/docs/intro', '/site/')).toBe(join(outDir, 'docs/intro.html'));
    expect(builtHtmlFile(outDir, '/site/', '/site/')).toBe(join(outDir, 'index.html'));
  });

  it('answers null for a route the build did not write', () => {
    expect(builtHtmlFile(outDir, '/docs/missing')).toBeNull();
  });

  it('strips the base URL from a route', () => {
    expect(routeBelowBase('/site/docs/intro', '/site/')).toBe('docs/intro');
    expect(routeBelowBase('/docs/intro')).toBe('docs/intro');
  });
});
