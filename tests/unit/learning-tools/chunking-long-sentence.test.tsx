/**
 * u28i C1: the sentence window cut a sentence longer than the size mid-word and left a fragment
 * chunk. Generated rows: own texts × sizes × overlaps; every cut inside an over-long sentence falls
 * at a word break unless one word is longer than the size, no grapheme is split, the chunks tile the
 * text, and the summary says that a sentence was split at word breaks.
 */
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {chunkText, longSentenceCount, sentenceWindowRanges} from '@site/src/retrieval/chunking';
import Playground, {longSentenceNote} from '@site/src/learning-tools/chunking-playground/Playground';

const TEXTS = [
  'Harbor pilots board inbound freighters two nautical miles off the breakwater whenever the swell stays below three meters. Short one.',
  'Kurz. Die Genossenschaftsversammlungsbeschlussprotokollierung dauert bei schlechtem Wetter meistens deutlich länger als geplant, sagt sie. Ende.',
  'Our beekeeping club 🐝 meets every second Thursday 👩‍👩‍👧‍👦 in the orchard shed behind the old cider press, unless it rains heavily. Fine.',
  'See https://example.org/a/very/long/path/that/keeps/going/and/going/without/any/space/at/all/index.html before you sign up for the winter roster please.',
  '市民農園の利用者は毎月第一土曜日に共同作業へ参加してください。 Wir treffen uns um neun Uhr am Tor und teilen danach die Beete neu auf, wenn nötig.',
];
const SIZES = [24, 40, 60, 77];
const OVERLAPS = [0, 10];

/** Characters as the playground counts them (graphemes, u28k C1). */
const chars = (text: string) => [...new Intl.Segmenter(undefined, {granularity: 'grapheme'}).segment(text)].length;
const graphemeStarts = (text: string) => new Set([...new Intl.Segmenter(undefined, {granularity: 'grapheme'}).segment(text)].map((s) => s.index).concat(text.length));

describe('sentence window: over-long sentences split at word breaks (u28i C1)', () => {
  for (const text of TEXTS) {
    for (const size of SIZES) {
      for (const overlap of OVERLAPS) {
        it(`size ${size}, overlap ${overlap}: ${text.slice(0, 24)}…`, () => {
          const result = chunkText(text, {strategy: 'sentence', size, overlap});
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const ok = graphemeStarts(text);
          const longestWord = Math.max(...text.split(/\s+/).map(chars));
          let covered = 0;
          for (const c of result.chunks) {
            expect(ok.has(c.start) && ok.has(c.end)).toBe(true);
            expect(c.start).toBeLessThanOrEqual(covered);
            covered = Math.max(covered, c.end);
            if (longestWord <= size) {
              // With no word longer than the size, every chunk starts and ends at a word break.
              expect(c.start === 0 || /\s/.test(text[c.start - 1])).toBe(true);
              expect(c.end === text.length || /\s/.test(text[c.end - 1])).toBe(true);
              expect(chars(c.text)).toBeLessThanOrEqual(size);
              expect(c.to - c.from).toBe(chars(c.text));
            }
          }
          expect(covered).toBe(text.length);
          // Overlap never exceeds the setting.
          for (let i = 1; i < result.chunks.length; i += 1) expect(Math.max(0, result.chunks[i - 1].to - result.chunks[i].from)).toBeLessThanOrEqual(overlap);
        });
      }
    }
  }

  it('keeps the end of a long sentence with its last words, not as a mid-word fragment', () => {
    const text = 'A reviewer wrote that this overlong sentence should never leave a tiny token-like word. Next.';
    const chunks = sentenceWindowRanges(text, 60, 0).map(([s, e]) => text.slice(s, e));
    expect(chunks.every((c) => /^\S/.test(c) && /(?:\s|\.)$/.test(c))).toBe(true);
    expect(chunks.some((c) => c.includes('token-like word.'))).toBe(true);
    expect(chunks.join('')).toBe(text);
  });

  it('a word longer than the size is still cut between characters, never inside an emoji', () => {
    const word = `${'x'.repeat(30)}👩‍👩‍👧‍👦${'y'.repeat(30)}`;
    const text = `Start ${word} end of it.`;
    const ok = graphemeStarts(text);
    for (const [s, e] of sentenceWindowRanges(text, 20, 0)) expect(ok.has(s) && ok.has(e)).toBe(true);
  });

  it('counts the sentences longer than the size and the summary says so only for the sentence window', () => {
    expect(longSentenceCount(TEXTS[0], 60)).toBe(1);
    expect(longSentenceCount(TEXTS[0], 500)).toBe(0);
    expect(longSentenceNote(TEXTS[0], 'sentence', 60)).toBe(' One sentence was longer than the size and was split at word breaks (a single word longer than the size is cut between characters).');
    expect(longSentenceNote(TEXTS[0], 'sentence', 9)).toMatch(/^ 2 sentences were longer/);
    expect(longSentenceNote(TEXTS[0], 'recursive', 60)).toBe('');
    expect(longSentenceNote(TEXTS[0], 'sentence', 500)).toBe('');
  });

  it('the playground summary names the split', {timeout: 30_000}, async () => {
    const user = userEvent.setup();
    render(<Playground />);
    fireEvent.change(screen.getByLabelText('Text to chunk'), {target: {value: TEXTS[0]}});
    await user.click(screen.getByRole('radio', {name: 'Sentence window'}));
    fireEvent.change(screen.getByLabelText('Overlap (characters)'), {target: {value: '0'}});
    fireEvent.change(screen.getByLabelText('Chunk size (characters)'), {target: {value: '60'}});
    expect(screen.getByRole('status')).toHaveTextContent('One sentence was longer than the size and was split at word breaks');
  });
});
