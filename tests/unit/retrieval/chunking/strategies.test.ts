import {describe, expect, it} from 'vitest';
import {
  approxTokens,
  chunkText,
  fixedRanges,
  MAX_CHUNKS,
  MAX_TEXT_LENGTH,
  recursiveRanges,
  segmentsOf,
  sentenceRanges,
  sentenceWindowRanges,
  validate,
  type Chunk,
  type Strategy,
} from '@site/src/retrieval/chunking';
import {SAMPLES} from '@site/src/learning-tools/chunking-playground/samples';

const texts = (text: string, ranges: readonly (readonly [number, number])[]) => ranges.map(([s, e]) => text.slice(s, e));

function chunksOf(text: string, strategy: Strategy, size: number, overlap: number): Chunk[] {
  const result = chunkText(text, {strategy, size, overlap});
  if (!result.ok) throw new Error(result.errors.join(' '));
  return result.chunks;
}

describe('fixed-size chunking', () => {
  it('cuts a window every (size - overlap) characters', () => {
    expect(fixedRanges(10, 4, 1)).toEqual([
      [0, 4],
      [3, 7],
      [6, 10],
    ]);
    expect(texts('abcdefghij', fixedRanges(10, 4, 0))).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('does not add a last window that lies inside the previous one', () => {
    expect(fixedRanges(8, 4, 2)).toEqual([
      [0, 4],
      [2, 6],
      [4, 8],
    ]);
  });

  it('shares exactly `overlap` characters between neighbours', () => {
    const chunks = chunksOf(SAMPLES[0].text, 'fixed', 200, 30);
    for (let i = 1; i < chunks.length; i += 1) {
      expect(chunks[i - 1].end - chunks[i].start).toBe(30);
      expect(chunks[i - 1].text.slice(-30)).toBe(chunks[i].text.slice(0, 30));
    }
  });
});

describe('recursive chunking', () => {
  it('splits on the coarsest separator first and keeps separators with the text before them', () => {
    const text = 'aaa bbb\n\nccc ddd';
    // The first paragraph (9 characters with its blank line) is too long, so it is split on "\n";
    // the lone "\n" piece holds only whitespace: it joins the next chunk, where it fits (u30m C-1).
    expect(texts(text, recursiveRanges(text, 8, 0))).toEqual(['aaa bbb\n', '\nccc ddd']);
    expect(chunksOf(text, 'recursive', 8, 0).map((c) => c.text)).toEqual(['aaa bbb\n', '\nccc ddd']);
  });

  it('returns the whole text when it fits', () => {
    expect(recursiveRanges('short text', 100, 10)).toEqual([[0, 10]]);
  });

  it('overlaps by whole pieces that fit in the overlap', () => {
    const text = 'one two three four five';
    expect(texts(text, recursiveRanges(text, 10, 4))).toEqual(['one two ', 'two three ', 'four five']);
  });

  it('falls back to sentences, words and characters', () => {
    const text = 'First sentence here. Second one.';
    expect(texts(text, recursiveRanges(text, 21, 0))).toEqual(['First sentence here. ', 'Second one.']);
    expect(texts('abcdefgh', recursiveRanges('abcdefgh', 3, 0))).toEqual(['abc', 'def', 'gh']);
  });
});

describe('sentence-window chunking', () => {
  it('finds sentence boundaries and keeps the trailing space with each sentence', () => {
    const text = 'Is it? Yes. "Quoted." Next\n\nParagraph';
    expect(texts(text, sentenceRanges(text))).toEqual(['Is it? ', 'Yes. ', '"Quoted." ', 'Next\n\n', 'Paragraph']);
  });

  it('packs whole sentences and repeats trailing sentences as overlap', () => {
    const text = 'A b. C d. E f.';
    expect(texts(text, sentenceWindowRanges(text, 10, 5))).toEqual(['A b. C d. ', 'C d. E f.']);
    expect(texts(text, sentenceWindowRanges(text, 10, 0))).toEqual(['A b. C d. ', 'E f.']);
  });

  it('cuts a sentence longer than the size into fixed windows', () => {
    const text = 'Tiny. Abcdefghijklmnop. End.';
    // The long sentence's last window (". ") is packed with the sentence after it (u36a F3), no longer a fragment of its own.
    expect(texts(text, sentenceWindowRanges(text, 8, 0))).toEqual(['Tiny. ', 'Abcdefgh', 'ijklmnop', '. End.']);
  });
});

describe('invariants on every sample, strategy and setting', () => {
  const strategies: Strategy[] = ['fixed', 'recursive', 'sentence'];
  const settings = [
    [40, 0],
    [120, 20],
    [400, 40],
    [1000, 200],
  ] as const;
  for (const sample of SAMPLES) {
    for (const strategy of strategies) {
      for (const [size, overlap] of settings) {
        it(`${sample.id}, ${strategy}, size ${size}, overlap ${overlap}`, () => {
          const text = sample.text;
          const chunks = chunksOf(text, strategy, size, overlap);
          expect(chunks.length).toBeGreaterThan(0);
          const covered = new Uint8Array(text.length);
          chunks.forEach((chunk, i) => {
            expect(chunk.index).toBe(i);
            expect(chunk.text).toBe(text.slice(chunk.start, chunk.end));
            expect(chunk.text.trim().length).toBeGreaterThan(0); // no empty chunks
            expect(chunk.end - chunk.start).toBeLessThanOrEqual(size);
            expect(chunk.approxTokens).toBe(Math.ceil((chunk.end - chunk.start) / 4));
            if (i > 0) {
              expect(chunk.start).toBeGreaterThan(chunks[i - 1].start); // reading order
              expect(chunk.end).toBeGreaterThan(chunks[i - 1].end);
              expect(Math.max(0, chunks[i - 1].end - chunk.start)).toBeLessThanOrEqual(overlap);
            }
            covered.fill(1, chunk.start, chunk.end);
          });
          // Every character is in a chunk, except whitespace that formed a chunk of its own.
          for (let i = 0; i < text.length; i += 1) {
            if (!covered[i]) expect(text[i]).toMatch(/\s/);
          }
        });
      }
    }
  }

  it('tiles the text without gaps when there is no overlap and no blank line', () => {
    const text = SAMPLES[0].text.replace(/\n\n/g, ' ');
    for (const strategy of strategies) {
      const chunks = chunksOf(text, strategy, 300, 0);
      expect(chunks[0].start).toBe(0);
      expect(chunks[chunks.length - 1].end).toBe(text.length);
      for (let i = 1; i < chunks.length; i += 1) expect(chunks[i].start).toBe(chunks[i - 1].end);
    }
  });
});

describe('validation', () => {
  it('accepts good input', () => {
    expect(validate('Some text.', 100, 10)).toEqual([]);
  });

  it.each([
    ['', 100, 10, 'Enter or pick some text'],
    ['   \n ', 100, 10, 'Enter or pick some text'],
    ['text', 0, 0, 'at least 1'],
    ['text', -5, 0, 'at least 1'],
    ['text', Number.NaN, 0, 'at least 1'],
    ['text', 2.5, 0, 'whole number'],
    ['text', 100, -1, '0 or more'],
    ['text', 100, 100, 'smaller than the chunk size'],
    ['text', 100, 150, 'smaller than the chunk size'],
    ['text', 50_000, 10, 'at most 20,000'],
  ])('rejects text %j, size %s, overlap %s', (text, size, overlap, message) => {
    const result = chunkText(text, {strategy: 'recursive', size, overlap});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join(' ')).toContain(message);
  });

  it('rejects a paste longer than the limit without chunking it', () => {
    const huge = 'word '.repeat(MAX_TEXT_LENGTH / 5 + 1);
    const result = chunkText(huge, {strategy: 'fixed', size: 100, overlap: 0});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/200,005 characters; the playground accepts up to 200,000/);
  });

  it('rejects settings that would produce too many chunks', () => {
    const text = 'x'.repeat(MAX_CHUNKS + 1);
    const result = chunkText(text, {strategy: 'fixed', size: 1, overlap: 0});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/more than the 2,000/);
  });

  it('handles a text at the limit with every strategy', () => {
    const text = `${'A sentence of moderate length. '.repeat(6450)}`.slice(0, MAX_TEXT_LENGTH);
    for (const strategy of ['fixed', 'recursive', 'sentence'] as const) {
      const result = chunkText(text, {strategy, size: 1000, overlap: 100});
      expect(result.ok).toBe(true);
    }
  });
});

describe('highlight segments and token estimate', () => {
  it('marks overlap segments with both chunks', () => {
    const chunks = fixedRanges(10, 4, 1).map(([start, end]) => ({start, end}));
    expect(segmentsOf(10, chunks)).toEqual([
      {start: 0, end: 3, chunks: [0]},
      {start: 3, end: 4, chunks: [0, 1]},
      {start: 4, end: 6, chunks: [1]},
      {start: 6, end: 7, chunks: [1, 2]},
      {start: 7, end: 10, chunks: [2]},
    ]);
  });

  it('leaves uncovered text in a segment of its own', () => {
    expect(segmentsOf(6, [{start: 2, end: 4}])).toEqual([
      {start: 0, end: 2, chunks: []},
      {start: 2, end: 4, chunks: [0]},
      {start: 4, end: 6, chunks: []},
    ]);
  });

  it('estimates about four characters per token', () => {
    expect(approxTokens(0)).toBe(0);
    expect(approxTokens(1)).toBe(1);
    expect(approxTokens(400)).toBe(100);
    expect(approxTokens(401)).toBe(101);
  });
});

describe('sentence ends of other scripts (Unicode sentence segmentation)', () => {
  const chinese = '王伟：我会在周五之前把报告发给大家。李娜：好的！下周一开会吗？';
  it('ends sentences at 。！？ with no space after them', () => {
    expect(texts(chinese, sentenceRanges(chinese))).toEqual(['王伟：我会在周五之前把报告发给大家。', '李娜：好的！', '下周一开会吗？']);
  });
  it('ends sentences at the Devanagari danda and the Arabic question mark', () => {
    const hindi = 'रिपोर्ट तैयार है। कल भेजूँगा।';
    expect(texts(hindi, sentenceRanges(hindi))).toEqual(['रिपोर्ट तैयार है। ', 'कल भेजूँगा।']);
    const arabic = 'هل التقرير جاهز؟ نعم، سأرسله غدا.';
    expect(texts(arabic, sentenceRanges(arabic))).toEqual(['هل التقرير جاهز؟ ', 'نعم، سأرسله غدا.']);
  });
  it('the recursive strategy cuts Chinese text at 。 before falling back to characters', () => {
    // 18 + 6 + 7 characters: a size of 20 fits the first sentence alone, then the other two together.
    expect(texts(chinese, recursiveRanges(chinese, 20, 0))).toEqual(['王伟：我会在周五之前把报告发给大家。', '李娜：好的！下周一开会吗？']);
    const japanese = '会議は終わりました。資料は金曜日までに送ります。';
    expect(texts(japanese, recursiveRanges(japanese, 15, 0))).toEqual(['会議は終わりました。', '資料は金曜日までに送ります。']);
  });
  it('keeps a blank line whole and every piece tiles the text', () => {
    const mixed = 'First. 第二句。\n\nThird؟ Fourth';
    const ranges = sentenceRanges(mixed);
    expect(texts(mixed, ranges)).toEqual(['First. ', '第二句。\n\n', 'Third؟ ', 'Fourth']);
    expect(ranges.map(([s, e]) => mixed.slice(s, e)).join('')).toBe(mixed);
  });
});
