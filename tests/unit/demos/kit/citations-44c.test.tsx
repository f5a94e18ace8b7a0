/**
 * Issue 28 (u29n F9): a model reply's citations as the page shows them and Copy writes them.
 * - Flags for citations naming no passage render as bold flags wherever they stand: next to each other
 *   ("[2][3]"), glued to a word ("claim[2]"), inside the model's own bold ("**Key point [3]**"), never as
 *   literal asterisks.
 * - Ranges ("[1-3]", "[1–3]") and lists ("[1, 2]", "[1; 2]") are citations of each number: valid
 *   numbers link to their passage, the others are flagged.
 * Shared by Document Q&A, Zohlar and Simple Chat (kit/match.ts checkCitations, kit/markdown.ts).
 */
import {describe, expect, it} from 'vitest';
import {checkCitations} from '@site/src/demos/kit/match';
import {renderMarkdown} from '@site/src/demos/kit/markdown';
import {unsourcedNote} from '@site/src/demos/kit/grounding';
import {copyReply} from '@site/src/demos/simple-chat/copyReply';
import type {Hit} from '@site/src/retrieval/bm25';

/** What a reader sees: the checked answer rendered as the page renders it. */
function shown(answer: string, count: number): {text: string; flags: string[]; links: string[]} {
  const div = document.createElement('div');
  div.innerHTML = renderMarkdown(checkCitations(answer, count, 'p').markdown);
  return {
    text: div.textContent ?? '',
    flags: [...div.querySelectorAll('strong')].map((s) => s.textContent ?? '').filter((t) => /^\[\d[^\]]*: no such passages?\]$/.test(t)),
    links: [...div.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
  };
}

const hit = (n: number): Hit =>
  ({passage: {id: `p${n}`, text: `Passage ${n}.`, source: `Page ${n}`, heading: `Section ${n}`, url: `/docs/p${n}`}, score: 1, terms: ['x']}) as unknown as Hit;

describe('F9: flags next to each other or to words render cleanly', () => {
  it('the tester\'s reply: "Gamma claim [2][3]. Beta claim [1-3]." with 1 passage', () => {
    const view = shown('Gamma claim [2][3]. Beta claim [1-3].', 1);
    expect(view.text).not.toContain('*');
    expect(view.flags).toEqual(['[2: no such passage]', '[3: no such passage]', '[2–3: no such passages]']);
    expect(view.links).toEqual(['#p1']);
    expect(checkCitations('Gamma claim [2][3]. Beta claim [1-3].', 1, 'p')).toMatchObject({valid: [1], invalid: [2, 3]});
  });
  const cases: Array<[string, number, string[]]> = [
    ['Claim[2].', 1, ['[2: no such passage]']],
    ['Claim [2]and more.', 1, ['[2: no such passage]']],
    ['**Key point [3]**', 2, ['[3: no such passage]']],
    ['_Note [4]_ here', 2, ['[4: no such passage]']],
    ['A [5] [6] B', 2, ['[5: no such passage]', '[6: no such passage]']],
    ['A [1][5][2] B', 2, ['[5: no such passage]']],
    ['- item [7]\n- item [8]', 2, ['[7: no such passage]', '[8: no such passage]']],
    ['| a | b |\n|---|---|\n| x [9] | y [1] |', 2, ['[9: no such passage]']],
  ];
  for (const [answer, count, flags] of cases) {
    it(`${JSON.stringify(answer)} with ${count} passages`, () => {
      const view = shown(answer, count);
      expect(view.text).not.toContain('*');
      expect(view.text).not.toMatch(/(?<![[\w])_|_(?![\w])/);
      expect(view.flags).toEqual(flags);
    });
  }
});

describe('F9: ranges and lists cite each number', () => {
  const cases: Array<[string, number, {valid: number[]; invalid: number[]; links: string[]}]> = [
    ['Beta [1-3].', 3, {valid: [1, 2, 3], invalid: [], links: ['#p1', '#p2', '#p3']}],
    ['Beta [1–3].', 2, {valid: [1, 2], invalid: [3], links: ['#p1', '#p2']}],
    ['Beta [1 — 2].', 1, {valid: [1], invalid: [2], links: ['#p1']}],
    ['Beta [1, 2].', 1, {valid: [1], invalid: [2], links: ['#p1']}],
    ['Beta [1; 4].', 4, {valid: [1, 4], invalid: [], links: ['#p1', '#p4']}],
    ['Beta [2-4, 6].', 3, {valid: [2, 3], invalid: [4, 6], links: ['#p2', '#p3']}],
    ['Beta [3-1].', 2, {valid: [1, 2], invalid: [3], links: ['#p1', '#p2']}],
  ];
  for (const [answer, count, want] of cases) {
    it(`${JSON.stringify(answer)} with ${count} passages`, () => {
      const checked = checkCitations(answer, count, 'p');
      expect({valid: checked.valid, invalid: checked.invalid}).toEqual({valid: want.valid, invalid: want.invalid});
      const view = shown(answer, count);
      expect(view.links).toEqual(want.links);
      expect(view.text).not.toContain('*');
      // A range left as typed would look cited: none is left.
      expect(view.text).not.toMatch(/\[\d+\s*[-–—]\s*\d+\]/);
    });
  }
  it('a wide range is one flag, and the note names it once', () => {
    const checked = checkCitations('Everything [1-200].', 3, 'p');
    expect(checked.valid).toEqual([1, 2, 3]);
    expect(shown('Everything [1-200].', 3).flags).toEqual(['[4–200: no such passages]']);
    expect(unsourcedNote(checked.invalid, 3)).toBe(
      'The answer cites [4]–[200], but only 3 passages were retrieved: those citations point at nothing, so treat the claims they support as unsourced.',
    );
  });
  it('code keeps its brackets', () => {
    expect(checkCitations('Use `a[1-3]` here [1].', 1, 'p').markdown).toBe('Use `a[1-3]` here [[1](#p1)].');
  });
});

describe('F9: Copy writes what the page shows', () => {
  it('adjacent flags and ranges, with the note in the singular for one citation', () => {
    const out = copyReply('Gamma claim [2][3]. Beta claim [1-3]. Alpha [1].', [hit(1)], 'https://example.org');
    expect(out).toContain('Gamma claim [2: no such passage] [3: no such passage]. Beta claim [1] [2–3: no such passages]. Alpha [1].');
    expect(out).not.toContain('**');
    expect(out).toContain('- [1] Page 1 › Section 1: https://example.org/docs/p1');
    expect(copyReply('A [9].', [hit(1)], 'https://example.org')).toContain('that citation points at nothing, so treat the claim it supports as unsourced.');
  });
});
