/**
 * Chunking playground, u28k C1: lengths, ranges, sizes, overlaps and limits count characters as a
 * reader sees them (graphemes), so a flag is 1 character, not 4. Own texts with emoji, flags, ZWJ
 * sequences, combining accents, CJK and Thai; every strategy, sizes 1–12. The e2e check is in
 * tests/e2e/tools-u28i.spec.ts.
 */
import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import Playground from '@site/src/learning-tools/chunking-playground/Playground';
import {characterCount, characterCountText, chunkText, MAX_TEXT_LENGTH, validate, type Strategy} from '@site/src/retrieval/chunking';

const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'});
const graphemes = (text: string) => [...segmenter.segment(text)].map((s) => s.segment);

const TEXTS = [
  'Flags 🇳🇴🇧🇷🇰🇪 wave. Crew 👩🏾‍🔧 and 👨🏻‍🍳 cook!',
  '🏴‍☠️ ahoy 🧑‍🤝‍🧑 pairs; 👁️‍🗨️ sees. Done.',
  'Cre\u0300me bru\u0302le\u0301e and pin\u0303ata. Ångström e\u0301te\u0301.',
  '東京の天気は晴れです。明日は雨でしょう。大阪も同じ。',
  'ภาษาไทยไม่มีช่องว่าง แต่มีวรรณยุกต์ น้ำ ปี่',
  'Line one 🙂\r\nLine two 🇮🇳\r\n\r\nLast 🫶🏽 line.',
];
const STRATEGIES: Strategy[] = ['fixed', 'recursive', 'sentence'];

describe('characters as a reader sees them', () => {
  it.each([
    ['🇯🇵', 1],
    ['👩🏽‍🚀', 1],
    ['🏳️‍🌈', 1],
    ['🧑‍🤝‍🧑', 1],
    ['e\u0301', 1],
    ['\r\n', 1],
    ['日本語', 3],
    ['น้ำ', 1],
    ['plain', 5],
    ['', 0],
  ])('"%s" is %i', (text, n) => expect(characterCount(text)).toEqual({count: n, exact: true}));

  it('counts up to a limit and says "more than" past it', () => {
    expect(characterCount('🇫🇮'.repeat(5), 3)).toEqual({count: 3, exact: false});
    expect(characterCount('🇫🇮'.repeat(3), 3)).toEqual({count: 3, exact: true});
    expect(characterCount('abcd', 3)).toEqual({count: 3, exact: false});
    expect(characterCountText('🇫🇮🇫🇮')).toBe('2 characters');
    expect(characterCountText('é')).toBe('1 character');
  });

  it('the 200,000-character limit counts characters: 200,000 flags (800,000 code units) pass, one more does not', () => {
    expect(validate('🇨🇦'.repeat(MAX_TEXT_LENGTH), 400, 40)).toEqual([]);
    expect(validate('🇨🇦'.repeat(MAX_TEXT_LENGTH + 1), 400, 40)).toEqual([`The text has 200,001 characters; the playground accepts up to 200,000. Paste a shorter excerpt.`]);
    expect(validate('a'.repeat(2 * MAX_TEXT_LENGTH + 5), 400, 40)[0]).toMatch(/^The text has more than 400,000 characters; /);
  }, 30_000); // heavy input: hit the 5 s default at load 20+ in the full unit run, passes alone in ~2 s
});

describe('every strategy sizes and reports chunks in characters', () => {
  for (const text of TEXTS) {
    for (const strategy of STRATEGIES) {
      it(`${strategy}: ${text.slice(0, 18)}…`, () => {
        const all = graphemes(text);
        for (let size = 1; size <= 12; size += 1) {
          for (const overlap of [0, Math.floor(size / 3)]) {
            const result = chunkText(text, {strategy, size, overlap});
            expect(result.ok).toBe(true);
            if (!result.ok) return;
            for (const c of result.chunks) {
              const n = graphemes(c.text).length;
              // At most `size` characters: every grapheme fits in a size of 1.
              expect(n, `${strategy} ${size}/${overlap} "${c.text}"`).toBeLessThanOrEqual(size);
              expect(c.to - c.from).toBe(n);
              expect(graphemes(text.slice(0, c.start)).length).toBe(c.from);
              expect(c.approxTokens).toBe(Math.ceil(n / 4));
            }
            for (let i = 1; i < result.chunks.length; i += 1) expect(Math.max(0, result.chunks[i - 1].to - result.chunks[i].from)).toBeLessThanOrEqual(overlap);
            expect(result.chunks.at(-1)?.to).toBeLessThanOrEqual(all.length);
          }
        }
      });
    }
  }

  it('size 1 gives one character per chunk: each flag, each ZWJ sequence, each accented letter whole', () => {
    const result = chunkText('🇯🇵🇩🇪👩🏽‍🚀é', {strategy: 'recursive', size: 1, overlap: 0});
    expect(result.ok && result.chunks.map((c) => c.text)).toEqual(['🇯🇵', '🇩🇪', '👩🏽‍🚀', 'é']);
  });
});

describe('the playground shows characters', () => {
  it('text count, summary and table count a flag as 1 character', () => {
    render(<Playground />);
    fireEvent.change(screen.getByLabelText('Text to chunk'), {target: {value: '🇯🇵🇩🇪 🏳️‍🌈'}});
    fireEvent.change(screen.getByLabelText('Overlap (characters)'), {target: {value: '0'}});
    fireEvent.change(screen.getByLabelText('Chunk size (characters)'), {target: {value: '1'}});
    expect(screen.getByText(/^4 characters; up to 200,000\./)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Recursive, size 1 character, overlap 0: 3 chunks of 1 character');
    const rows = screen.getByRole('table', {name: /Chunk list/}).querySelectorAll('tbody tr');
    expect([...rows].map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent))).toEqual([
      ['0–1', '1'],
      ['1–2', '1'],
      ['3–4', '1'],
    ]);
  });
});
