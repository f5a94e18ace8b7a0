/**
 * s56 (issue 28, tester u-chat F11). The "Try it" paragraph above the demo ran to about 600 words, most of it the sentence
 * check's edge cases (capitalized words, "Ten million …", table rows), so a reader looking for how to use the demo had to wade
 * through it. "Try it" now says how to use the chat and what the notes under a reply mean; the check's rules are under "How it
 * is built" ("Checking model replies"), word for word as before. Failed before the change (586 words, the rules in "Try it").
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const page = readFileSync(join(__dirname, '../../../demo-room/simple-chat.mdx'), 'utf8');
const section = (title: string) => {
  const start = page.indexOf(`## ${title}\n`);
  expect(start).toBeGreaterThan(-1);
  const end = page.indexOf('\n## ', start + 3);
  return page.slice(start, end < 0 ? undefined : end);
};
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('u-chat F11: "Try it" is short; the check\'s edge cases sit lower', () => {
  it('"Try it" says how to use the demo in a short paragraph, keeping the notes a reader sees', () => {
    const tryIt = section('Try it').replace(/<NeedsJs>[\s\S]*<\/NeedsJs>/, '').replace(/^import .*$/gm, '');
    expect(words(tryIt)).toBeLessThan(320);
    expect(tryIt).toContain('Passage 2 does not say this');
    expect(tryIt).toContain('Read the marked words before relying on a reply.');
    for (const detail of ['Ten million', 'capitalized ordinary word', 'Table rows, list markers']) expect(tryIt).not.toContain(detail);
  });

  it('the rules of the check are under "How it is built"', () => {
    const built = section('How it is built');
    expect(built).toContain('**Checking model replies.**');
    for (const detail of ['Ten million', 'capitalized ordinary word', 'Table rows, list markers', 'Only content words are marked, and a number with its unit is one word.']) expect(built).toContain(detail);
  });
});
