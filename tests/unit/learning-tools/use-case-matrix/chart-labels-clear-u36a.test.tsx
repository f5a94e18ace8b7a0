/**
 * u36a F7 (issue 28): a use case scored 5 on every criterion sits in the plot's top-right corner, and its circle
 * covered the "Do now" label, which was drawn inside the plot there (seen at 360 px wide, where the chart is small
 * and the overlap is plain). Circles may reach POINT_RADIUS past the plot's edges, so no text of the chart (quadrant
 * names, tick numbers, axis titles) may lie within that band, whatever the scores. The text boxes below are estimated
 * from the font size (glyphs at most 0.65 em wide; 0.8 em above the baseline, 0.25 em below), which overstates them.
 */
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import QuadrantChart, {POINT_RADIUS} from '@site/src/learning-tools/use-case-matrix/QuadrantChart';
import {CRITERIA, defaultWeights, rankUseCases, type Score, type UseCase} from '@site/src/learning-tools/use-case-matrix/model';

const FONT: Record<string, number> = {tick: 12, axisLabel: 13, quadLabel: 13};

function useCase(id: string, value: Score, feasibility: Score): UseCase {
  return {id, name: id, scores: Object.fromEntries(CRITERIA.map((c) => [c.id, c.kind === 'value' ? value : feasibility]))} as UseCase;
}

type Box = {text: string; x0: number; x1: number; y0: number; y1: number};

function textBoxes(svg: string): Box[] {
  const boxes: Box[] = [];
  for (const m of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    const attrs = m[1];
    const cls = /class="([^"]*)"/.exec(attrs)?.[1] ?? '';
    const kind = Object.keys(FONT).find((k) => cls.split(/\s+/).some((c) => c === k || c.startsWith(`${k}_`)));
    if (!kind || /rotate/.test(attrs)) continue; // the rotated "Value" title stands left of the y ticks, checked below
    const size = FONT[kind];
    const x = Number(/ x="([\d.-]+)"/.exec(` ${attrs}`)?.[1]);
    const y = Number(/ y="([\d.-]+)"/.exec(` ${attrs}`)?.[1]);
    const text = m[2].replace(/&[a-z#0-9]+;/g, 'x');
    const width = text.length * size * 0.65;
    const anchor = /text-anchor="(\w+)"/.exec(attrs)?.[1] ?? 'start';
    const x0 = anchor === 'end' ? x - width : anchor === 'middle' ? x - width / 2 : x;
    boxes.push({text, x0, x1: x0 + width, y0: y - 0.8 * size, y1: y + 0.25 * size});
  }
  return boxes;
}

function circles(svg: string): Array<{cx: number; cy: number}> {
  return [...svg.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)"/g)].map((m) => ({cx: Number(m[1]), cy: Number(m[2])}));
}

function hits(box: Box, c: {cx: number; cy: number}): boolean {
  const nx = Math.min(box.x1, Math.max(box.x0, c.cx));
  const ny = Math.min(box.y1, Math.max(box.y0, c.cy));
  return Math.hypot(nx - c.cx, ny - c.cy) < POINT_RADIUS;
}

describe('the chart draws no circle over its text (u36a F7)', () => {
  const corners: Array<[Score, Score]> = [[5, 5], [5, 1], [1, 5], [1, 1]];
  it.each(corners)('a use case at value %i, feasibility %i covers no label', (value, feasibility) => {
    const svg = renderToString(<QuadrantChart scored={rankUseCases([useCase('a', value, feasibility)], defaultWeights())} tableId="t" />);
    const boxes = textBoxes(svg);
    expect(boxes.map((b) => b.text)).toEqual(expect.arrayContaining(['Do now', 'Strategic bet', 'Fill-in', 'Park']));
    const [c] = circles(svg);
    expect(boxes.filter((b) => hits(b, c)).map((b) => b.text)).toEqual([]);
  });

  it('every score pair, many at once: no circle touches any text', () => {
    const all: UseCase[] = [];
    for (let v = 1; v <= 5; v++) for (let f = 1; f <= 5; f++) for (let k = 0; k < 3; k++) all.push(useCase(`u${v}${f}${k}`, v as Score, f as Score));
    const svg = renderToString(<QuadrantChart scored={rankUseCases(all, defaultWeights())} tableId="t" />);
    const boxes = textBoxes(svg);
    const covered = circles(svg).flatMap((c) => boxes.filter((b) => hits(b, c)).map((b) => `${b.text} at ${c.cx.toFixed(0)},${c.cy.toFixed(0)}`));
    expect(covered).toEqual([]);
  });

  it('the quadrant names and the axis titles do not overlap one another', () => {
    const svg = renderToString(<QuadrantChart scored={[]} tableId="t" />);
    const boxes = textBoxes(svg);
    const overlaps: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        if (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1) overlaps.push(`${a.text} / ${b.text}`);
      }),
    );
    expect(overlaps).toEqual([]);
    expect(Math.max(...boxes.map((b) => b.y1))).toBeLessThanOrEqual(420);
    expect(Math.min(...boxes.map((b) => b.y0))).toBeGreaterThanOrEqual(0);
  });
});
