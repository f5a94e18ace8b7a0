// @vitest-environment node
/** The authoring workflow lives in the repository: CONTRIBUTING.md, the pull-request template, the README's pointer. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const checklist = (text: string) => [...text.matchAll(/^- \[ \] (.*)$/gm)].map((m) => m[1]!.replace(/\bI\b checked/, 'you checked'));

describe('authoring workflow', () => {
  it('the pull-request template asks what CONTRIBUTING.md asks', () => {
    const contributing = checklist(read('CONTRIBUTING.md'));
    const template = checklist(read('.github/pull_request_template.md'));
    expect(contributing.length).toBeGreaterThanOrEqual(8);
    expect(template).toHaveLength(contributing.length);
    expect(template[0]).toBe(contributing[0]);
    expect(template.filter((item) => item.includes('lint:content'))).toHaveLength(1);
  });

  it('CONTRIBUTING.md covers sourcing, last_verified, American English, the habits to avoid and how to add a page, an area and a post', () => {
    const text = read('CONTRIBUTING.md');
    for (const heading of ['### Sources and truth', '### Language: American English', '### Habits to avoid', '## Adding content', '## The content lint', '## Pull-request checklist']) {
      expect(text).toContain(heading);
    }
    for (const part of ['**A page.**', '**An area.**', '**A blog post.**', '`last_verified`', 'npm run lint:content']) expect(text).toContain(part);
  });

  it('nothing points authors outside the repository', () => {
    const readme = read('README.md');
    const adding = readme.slice(readme.indexOf('## Adding content'), readme.indexOf('## Configuration at build time'));
    expect(adding).toContain('CONTRIBUTING.md');
    for (const text of [adding, read('CONTRIBUTING.md')]) expect(text).not.toMatch(/\.\.\/shared\/|\/work\/|CONTENT\.md/);
  });
});
