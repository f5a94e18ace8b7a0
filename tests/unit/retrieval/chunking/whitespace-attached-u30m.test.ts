// u30m C-1: Recursive splitting of prose with blank lines cut "\n\n" into "\n" (ending one chunk) and a lone
// "\n" chunk, which was then left out ("1 more chunk held only whitespace"). Separators now stay attached to
// the text before them, so the strategy makes no whitespace-only chunk; every chunk stays within the size and
// the chunks still cover all of the text's content.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {chunkText, graphemeMeasure, hasContent, recursiveRanges} from '@site/src/retrieval/chunking';
import {SAMPLES} from '@site/src/learning-tools/chunking-playground/samples';

const fixture = (name: string) => readFileSync(`tests/unit/retrieval/chunking/fixtures/${name}`, 'utf8');

function check(text: string, size: number, overlap: number, strict = true) {
  const result = chunkText(text, {strategy: 'recursive', size, overlap});
  if (!result.ok) throw new Error(result.errors.join(' '));
  const measure = graphemeMeasure(text);
  const ranges = recursiveRanges(text, size, overlap, measure.cut, measure);
  if (strict) {
    // No whitespace-only chunk is made, so none is left out.
    expect(ranges.filter(([s, e]) => !hasContent(text.slice(s, e)))).toEqual([]);
    expect(result.whitespaceOnly).toBe(0);
    expect(result.leftOut).toEqual([]);
  } else {
    // A whitespace-only chunk is made only where neither neighboring chunk can take it within the size.
    ranges.forEach(([s, e], i) => {
      if (hasContent(text.slice(s, e))) return;
      const before = ranges[i - 1];
      const after = ranges[i + 1];
      if (before) expect(measure.len(before[0], e)).toBeGreaterThan(size);
      if (after) expect(measure.len(s, after[1])).toBeGreaterThan(size);
    });
    expect(result.whitespaceOnly).toBe(ranges.filter(([s, e]) => !hasContent(text.slice(s, e))).length);
  }
  // Every chunk within the size (in characters as a reader counts them).
  for (const c of result.chunks) expect(c.to - c.from).toBeLessThanOrEqual(size);
  // Together they cover the text from its first to its last character, with no gap.
  expect(ranges[0][0]).toBe(0);
  expect(ranges[ranges.length - 1][1]).toBe(text.length);
  for (let i = 1; i < ranges.length; i++) expect(ranges[i][0]).toBeLessThanOrEqual(ranges[i - 1][1]);
  return result;
}

describe('Recursive splitting keeps separators attached (no whitespace-only chunk)', () => {
  it("the tester's en_policy.txt at 200/20 (was: 1 left out of 8)", () => {
    const result = check(fixture('en_policy-u30m.txt'), 200, 20);
    expect(result.chunks.some((c) => c.text.endsWith('department head.\n\n'))).toBe(true);
  });

  it("the tester's long.txt at 500/50 (was: 13 left out)", () => {
    check(fixture('long-u30m.txt'), 500, 50);
  });

  it('the prose sample at 250/30 (was: 3 left out of 11)', () => {
    check(SAMPLES.find((s) => s.id === 'prose')?.text ?? '', 250, 30);
  });

  it('a line exactly at the size: its blank line goes to the next chunk', () => {
    const text = 'aaa bbb\n\nccc ddd';
    expect(recursiveRanges(text, 8, 0).map(([s, e]) => text.slice(s, e))).toEqual(['aaa bbb\n', '\nccc ddd']);
  });

  it.each([
    ['each sample at its default sizes and others', [100, 150, 250, 400, 1000]],
  ])('%s', (_, sizes) => {
    for (const sample of SAMPLES) for (const size of sizes) check(sample.text, size, Math.floor(size / 10));
  });

  it('blank lines of several newlines, CRLF, spaces and tabs, at the start and the end: only where no neighbor has room', () => {
    const para = (n: number) => `Paragraph ${n} has a few plain words. It ends here.`;
    for (const sep of ['\n\n', '\n\n\n\n', '\r\n\r\n', '\n \n', '\n\t\n', '  \n\n  ']) {
      const text = `${sep}${[1, 2, 3, 4, 5, 6].map(para).join(sep)}${sep}`;
      for (const size of [40, 60, 90, 120]) check(text, size, 10, false);
    }
  });

  it("the tester's other scripts (CJK, German, RTL, emoji, code) at many sizes: only where no neighbor has room", () => {
    for (const name of ['cjk', 'de_text', 'rtl', 'emoji', 'code']) {
      const text = fixture(`${name}-u30m.txt`);
      for (const size of [5, 12, 30, 50, 80, 120, 200]) for (const overlap of [0, Math.floor(size / 4)]) check(text, size, overlap, false);
    }
  });
});
