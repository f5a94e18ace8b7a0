// @vitest-environment node
/**
 * The content lint (scripts/content-lint, `npm run lint:content`): planted problems are found, with
 * the file, line and the fix; a clean page passes; the site's own content passes.
 */
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentFiles, formatProblem, lintFiles, lintStructure, proseOf} from '../../../scripts/content-lint/index.mjs';

type Problem = {file: string; line: number; column: number; rule: string; message: string};
const FIXTURES = join(__dirname, 'fixtures', 'content-lint');
const lint = (file: string): Promise<Problem[]> => lintFiles([`docs/${file}`], {root: FIXTURES, today: '2026-11-25'});

// Loading cspell's dictionaries takes a few seconds on a busy machine.
describe('content lint', {timeout: 60_000}, () => {
  it('passes a clean page: code, inline code, JSX and listed names are not prose', async () => {
    expect(await lint('good.mdx')).toEqual([]);
  });

  it('names a British spelling with its American form, at its line', async () => {
    const problems = await lint('british.mdx');
    expect(problems.map(formatProblem)).toEqual(['docs/british.mdx:7:7  american-english  British spelling "organise": write "organize".']);
  });

  it('finds a docs page without last_verified', async () => {
    const problems = await lint('missing-date.mdx');
    expect(problems).toEqual([expect.objectContaining({rule: 'last-verified', message: expect.stringMatching(/^no last_verified: add `last_verified: 2026-11-25`/)})]);
  });

  it('finds a "This page" opener, "coming soon" and a brochure phrase', async () => {
    const problems = await lint('this-page.mdx');
    expect(problems.map((p) => `${p.line}:${p.column} ${p.rule}`)).toEqual(['7:1 opener', '11:27 banned-phrase', '11:45 banned-phrase']);
    expect(problems[0]!.message).toMatch(/^"This page…" opener/);
  });

  it('checks descriptions and dates', () => {
    const descriptions = new Map<string, string>();
    const page = (description: string, date = '2026-11-25') => `---\ntitle: T\ndescription: ${description}\nlast_verified: ${date}\n---\n\nText.\n`;
    const long = 'A description long enough to pass the lower limit of fifty characters.';
    expect(lintStructure('docs/a.mdx', page(long), {descriptions, today: '2026-11-25'})).toEqual([]);
    const messages = (text: string) => lintStructure('docs/b.mdx', text, {descriptions, today: '2026-11-25'}).map((p: Problem) => p.message);
    expect(messages(page(long))).toEqual([expect.stringMatching(/same as in docs\/a\.mdx/)]);
    expect(messages(page('Too short.'))).toEqual([expect.stringMatching(/description has 10 characters; write 50–160/)]);
    expect(messages(page(`${long} Another one.`, '2026-02-30'))).toEqual([expect.stringMatching(/"2026-02-30" is not a date/)]);
    expect(messages(page(`${long} A third one.`, '2026-12-01'))).toEqual([expect.stringMatching(/in the future/)]);
  });

  it('keeps offsets: the prose has the length and lines of the source', () => {
    const text = '---\ntitle: X\n---\n\n```js\nconst a = 1;\n```\n\nWords <b>here</b> and `code`.\n';
    const prose = proseOf(text);
    expect(prose).toHaveLength(text.length);
    expect(prose.split('\n')).toHaveLength(text.split('\n').length);
    expect(prose).toContain('Words    here     and       .');
    expect(prose).not.toContain('const');
  });

  it('passes on the site’s content', async () => {
    const files = contentFiles();
    expect(files.length).toBeGreaterThan(100);
    const problems = (await lintFiles(files)) as Problem[];
    expect(problems.map(formatProblem)).toEqual([]);
  }, 120_000);
});
