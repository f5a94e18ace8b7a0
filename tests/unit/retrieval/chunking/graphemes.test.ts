import {describe, expect, it} from 'vitest';
import {chunkText, fixedRanges, graphemeCuts, type Strategy} from '@site/src/retrieval/chunking';

const TEXT = 'Hello 👋🏽 team! Café au lait costs €3. 👨‍👩‍👧‍👦 family plan.\n\nこんにちは世界。Ünïcödé e\u0301 works.\r\nNext line 🎉🎉🎉.';
const graphemes = new Set<number>();
for (const {index} of new Intl.Segmenter(undefined, {granularity: 'grapheme'}).segment(TEXT)) graphemes.add(index);
graphemes.add(TEXT.length);

describe('grapheme-safe chunking', () => {
  it('knows the grapheme boundaries, and cuts plain ASCII anywhere', () => {
    const cut = graphemeCuts(TEXT);
    const family = TEXT.indexOf('👨');
    expect(cut(family)).toBe(true);
    expect(cut(family + 1)).toBe(false);
    expect(cut(family + 3)).toBe(false);
    expect(graphemeCuts('plain ascii')(3)).toBe(true);
  });

  for (const strategy of ['fixed', 'recursive', 'sentence'] as Strategy[]) {
    it(`${strategy}: never cuts an emoji, a surrogate pair or an accent off its letter`, () => {
      for (let size = 1; size <= 24; size += 1) {
        for (const overlap of [0, Math.floor(size / 3)]) {
          const result = chunkText(TEXT, {strategy, size, overlap});
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          for (const chunk of result.chunks) {
            expect(graphemes.has(chunk.start), `${strategy} ${size}/${overlap} start ${chunk.start}`).toBe(true);
            expect(graphemes.has(chunk.end), `${strategy} ${size}/${overlap} end ${chunk.end}`).toBe(true);
            expect(chunk.text).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
          }
          // Still covers the text from start to end.
          expect(result.chunks[0].start).toBe(0);
          expect(result.chunks.at(-1)?.end).toBe(TEXT.length);
        }
      }
    });
  }

  it('counts a ZWJ family as one character (u28k C1), and a grapheme longer than the size in code units stays whole', () => {
    const result = chunkText('ab👨‍👩‍👧‍👦cd', {strategy: 'fixed', size: 3, overlap: 0});
    expect(result.ok && result.chunks.map((c) => c.text)).toEqual(['ab👨‍👩‍👧‍👦', 'cd']);
    expect(result.ok && result.chunks.map((c) => [c.from, c.to])).toEqual([[0, 3], [3, 5]]);
    // Counted in code units (the demos' passages), the family is 11 units: kept whole in a chunk of its own.
    expect(fixedRanges(15, 3, 0, graphemeCuts('ab👨‍👩‍👧‍👦cd'))).toEqual([[0, 2], [2, 13], [13, 15]]);
  });
});
