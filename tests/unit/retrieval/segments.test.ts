import {describe, expect, it} from 'vitest';
import {segmentInWindows} from '@site/src/retrieval/segments';

const onePass = (segmenter: Intl.Segmenter, text: string) => [...segmenter.segment(text)].map(({index, segment, isWordLike}) => ({index, segment, isWordLike}));
const windowed = (segmenter: Intl.Segmenter, text: string, size: number) => [...segmentInWindows(segmenter, text, size)];

const texts = [
  'A sentence. Another one! Is this a third? Dr. Smith arrived, e.g. at noon.\n\nNew paragraph here.',
  '王伟：我会在周五之前把报告发给大家。李娜：好的！我们明天再讨论？東京都の会議は金曜日です。',
  'Emoji 👩‍👩‍👧‍👦 families and flags 🇩🇪🇫🇷 with combining e\u0301 marks, CRLF\r\nline ends.',
  'Ein Satz. Noch einer, z. B. mit Abkürzung. नमस्ते। यह दूसरा वाक्य है। هل هذا سؤال؟ نعم.',
];

describe('segmentInWindows', () => {
  for (const granularity of ['grapheme', 'word', 'sentence'] as const) {
    const segmenter = new Intl.Segmenter(undefined, {granularity});
    it(`gives the ${granularity} segments of one pass, for every window size`, () => {
      for (const base of texts) {
        const text = base.repeat(7);
        const expected = onePass(segmenter, text);
        for (const size of [1, 5, 17, 64, 333, 4096]) expect(windowed(segmenter, text, size)).toEqual(expected);
      }
    });
  }

  it('keeps a segment longer than the window whole', () => {
    const segmenter = new Intl.Segmenter(undefined, {granularity: 'sentence'});
    const long = `${'word '.repeat(400)}end. Short one.`;
    expect(windowed(segmenter, long, 50)).toEqual(onePass(segmenter, long));
  });

  it("gives one pass's segments for a long mixed text in the default windows", () => {
    // ~10,000 code units: three default windows. The expected value is one pass over the whole text,
    // which V8 makes slow on long strings (src/retrieval/segments.ts): 20,000 units took 8 s under load.
    const text = texts.join(' ').repeat(30);
    for (const granularity of ['grapheme', 'word', 'sentence'] as const) {
      const segmenter = new Intl.Segmenter(undefined, {granularity});
      expect([...segmentInWindows(segmenter, text)]).toEqual(onePass(segmenter, text));
    }
  }, 30_000); // heavy input: hit the 5 s default at load 20+ in the full unit run, passes alone in ~2 s

  it('yields nothing for empty text', () => {
    expect(windowed(new Intl.Segmenter(undefined, {granularity: 'word'}), '', 10)).toEqual([]);
  });
});
