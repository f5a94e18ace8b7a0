/**
 * u36a F2 and F3 (issue 28, chunking playground):
 * - F2: Recursive cut a word exactly as long as the chunk size one character before its end, because the space after it
 *   made the piece one character too long ("internationalization " at size 20 gave "internationalizatio" | "n ").
 * - F3: after an over-long word (a URL) was cut, its leftover tail stayed a chunk of its own instead of being packed
 *   with the words after it, in Sentence window and Recursive.
 * The tester's sentences and sizes, plus variants of our own; the invariants (in reading order, each within the size,
 * covering the text) are checked on every result.
 */
import {describe, expect, it} from 'vitest';
import {chunkText, type Strategy} from '@site/src/retrieval/chunking';

function chunks(text: string, strategy: Strategy, size: number, overlap: number): string[] {
  const result = chunkText(text, {strategy, size, overlap});
  if (!result.ok) throw new Error(result.errors.join(' '));
  let covered = 0;
  for (const c of result.chunks) {
    expect(c.to - c.from).toBeLessThanOrEqual(size);
    expect(c.start).toBeLessThanOrEqual(covered);
    covered = Math.max(covered, c.end);
  }
  expect(text.slice(covered).trim()).toBe('');
  return result.chunks.map((c) => c.text);
}

describe('a word exactly the chunk size stays whole (u36a F2)', () => {
  it('the tester’s sentence, Recursive 20/0', () => {
    const out = chunks('We support internationalization today and tomorrow.', 'recursive', 20, 0);
    expect(out).toContain('internationalization');
    expect(out.some((c) => c.startsWith('n'))).toBe(false);
  });

  it('dates, amounts and words of exactly 10 characters at Recursive 10/0', () => {
    const text = 'Filed on 03/04/2025 for €1,234.56 by regulators who disagreed; due 2025-11-30 now.';
    const out = chunks(text, 'recursive', 10, 0).map((c) => c.trim());
    for (const word of ['03/04/2025', 'regulators', 'disagreed;', '2025-11-30']) expect(out).toContain(word);
  });

  it('with an overlap, and a word followed by several spaces', () => {
    const out = chunks('Short words then accountability   and more words after it.', 'recursive', 14, 4).map((c) => c.trim());
    expect(out).toContain('accountability');
  });

  it('a word one character longer than the size is still cut (it cannot fit)', () => {
    const out = chunks('We support internationalizations today.', 'recursive', 20, 0);
    expect(out).not.toContain('internationalizations');
  });
});

describe('the tail of a cut long word is packed with the words after it (u36a F3)', () => {
  const text = 'Read https://docs.example.org/guide/a/long/path?x=1#section-3!top now. Then later.';
  for (const [strategy, size, overlap] of [
    ['sentence', 30, 0],
    ['recursive', 30, 0],
    ['sentence', 50, 10],
    ['sentence', 25, 5],
    ['recursive', 45, 10],
  ] as const) {
    it(`${strategy} ${size}/${overlap}: no chunk is a tail that had room for the next word`, () => {
      const out = chunks(text, strategy, size, overlap);
      const now = out.findIndex((c) => c.includes('now.'));
      expect(now).toBeGreaterThan(0);
      // The chunk holding "now." also holds the end of the URL ("top") whenever both fit in one chunk.
      const tailEnd = out[now - 1];
      if (!out[now].includes('top')) expect([...(tailEnd + 'now. ')].length).toBeGreaterThan(size);
    });
  }

  it('the tester’s url_query.txt: the tail and "now. " are one chunk where they fit (they were two)', () => {
    const text = 'Download from https://files.example.org/export/v2/report-final.csv?token=ab12cd34ef56gh78ij90&lang=de#section-3!top now. Then reply?Yes!';
    for (const strategy of ['sentence', 'recursive'] as const) {
      const out = chunks(text, strategy, 30, 0);
      expect(out).toContain('ction-3!top now. ');
      expect(out).not.toContain('now. ');
    }
    expect(chunks(text, 'sentence', 50, 10).at(-1)).toBe('lang=de#section-3!top now. Then reply?Yes!');
    // 22 + 5 characters do not fit in 25: there the two stay apart.
    expect(chunks(text, 'sentence', 25, 5).slice(-2)).toEqual(['lang=de#section-3!top ', 'now. Then reply?Yes!']);
  });
});
