/**
 * Settings that cannot be wrong in a deployment: internal links carry the base URL, and no
 * development default reaches code that is bundled for the browser. (The built bundle itself is
 * checked in tests/e2e/hosting.spec.ts.)
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {ANNOUNCEMENT} from '@site/src/data/site';
import {DEFAULT_CONTACT_EMAIL} from '@site/src/data/deploySettings';

const ROOT = join(__dirname, '../../..');

/** Every folder under src/ whose modules can end up in a browser chunk (the build plugins cannot). */
const BROWSER_SIDE = ['components', 'theme', 'pages', 'demos', 'learning-tools', 'retrieval', 'lib', 'clientModules', 'data', 'css'];

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.(tsx?|jsx?|mdx?|css)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('the announcement bar', () => {
  it.each(['/', '/website/', '/a/b/'])('links with the base URL %s', (baseUrl) => {
    const hrefs = [...ANNOUNCEMENT.content(baseUrl).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(baseUrl) && !href.startsWith(`${baseUrl}/`)).toBe(true);
    expect(ANNOUNCEMENT.content('/website/')).toContain('href="/website/action-plan/intro"');
  });
});

describe('development defaults stay out of the browser bundle', () => {
  const browserFiles = BROWSER_SIDE.flatMap((folder) => files(join(ROOT, 'src', folder))).filter(
    (file) => !file.endsWith(join('src', 'data', 'deploySettings.ts')),
  );

  it('finds the browser-side sources', () => {
    expect(browserFiles.length).toBeGreaterThan(100);
  });

  it('no browser-side module imports the deployment settings module', () => {
    const offenders = browserFiles.filter((file) => /from\s+['"][^'"]*deploySettings['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(ROOT, f))).toEqual([]);
  });

  it('no browser-side module spells out the development contact address', () => {
    const domain = DEFAULT_CONTACT_EMAIL.split('@')[1]!;
    const offenders = browserFiles.filter((file) => readFileSync(file, 'utf8').includes(domain));
    expect(offenders.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
