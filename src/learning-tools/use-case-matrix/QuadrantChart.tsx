import type {ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import {
  countByQuadrant,
  MAX_SCORE,
  MIN_SCORE,
  QUADRANT_LABELS,
  QUADRANT_THRESHOLD,
  type Quadrant,
  type ScoredUseCase,
} from '@site/src/learning-tools/use-case-matrix/model';
import styles from './styles.module.css';

type Props = {
  readonly scored: readonly ScoredUseCase[];
  /** id of the table that lists the same data as text. */
  readonly tableId: string;
};

const SIZE = 420;
const PAD = 48;
const PLOT = SIZE - PAD * 2;

/** Map a 1–5 score to plot coordinates. */
function toX(feasibility: number): number {
  return PAD + ((feasibility - MIN_SCORE) / (MAX_SCORE - MIN_SCORE)) * PLOT;
}
function toY(value: number): number {
  return SIZE - PAD - ((value - MIN_SCORE) / (MAX_SCORE - MIN_SCORE)) * PLOT;
}

/** Radius of a point's circle, in chart units. */
export const POINT_RADIUS = 11;
// Text sits outside the plot, clear of circles, which may reach POINT_RADIUS past its edges (u36a F7: at a corner a
// circle covered the "Do now" label drawn inside the plot). The quadrant names stand above and below the plot's
// corners; the bottom ones share the line of the "Feasibility" axis title, which is centred between them.
const TOP_LABEL_Y = PAD - POINT_RADIUS - 5;
const TICK_Y = SIZE - PAD + POINT_RADIUS + 13;
const TICK_X = PAD - POINT_RADIUS - 3;
const BOTTOM_LABEL_Y = SIZE - 8;

/**
 * Where each point is drawn. Points that share the same coordinates start spread around a small circle, then
 * any two circles closer than a diameter (plus a unit of air) are pushed apart along the line between them, a
 * few passes at most, so no circle is drawn over another: near-equal scores too, not only equal ones (u29g
 * M-3). A point that overlaps nothing stays exactly where its scores put it; the table and each point's title
 * give the exact numbers. A moved circle never leaves its own quadrant or the plot: its centre is held on its
 * quadrant's side of both dividers (u30c UC-1: a Do now use case at feasibility 3.05 was pushed into Strategic
 * bet, and at 500 rows circles were drawn over the axes). In a crowded quadrant circles may still overlap.
 */
export function chartPositions(scored: readonly ScoredUseCase[]): Array<{s: ScoredUseCase; x: number; y: number}> {
  const groups = new Map<string, ScoredUseCase[]>();
  for (const s of scored) {
    const key = `${s.feasibility}|${s.value}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const out: Array<{s: ScoredUseCase; x: number; y: number}> = [];
  for (const group of groups.values()) {
    group.forEach((s, i) => {
      const baseX = toX(s.feasibility);
      const baseY = toY(s.value);
      if (group.length === 1) {
        out.push({s, x: baseX, y: baseY});
        return;
      }
      const angle = (2 * Math.PI * i) / group.length;
      out.push({s, x: baseX + 13 * Math.cos(angle), y: baseY + 13 * Math.sin(angle)});
    });
  }
  const gap = 2 * POINT_RADIUS + 1;
  const mid = toX(QUADRANT_THRESHOLD);
  const midY = toY(QUADRANT_THRESHOLD);
  // Each point's box: its quadrant's part of the plot. A centre on a divider belongs to the high side (scores at
  // or above the threshold are high), so the low side stops half a unit short of the line.
  const boxes = out.map(({s}) => {
    const highValue = s.quadrant === 'do-now' || s.quadrant === 'strategic-bet';
    const highFeasibility = s.quadrant === 'do-now' || s.quadrant === 'fill-in';
    return {
      minX: highFeasibility ? mid : PAD,
      maxX: highFeasibility ? SIZE - PAD : mid - 0.5,
      minY: highValue ? PAD : midY + 0.5,
      maxY: highValue ? midY : SIZE - PAD,
    };
  });
  const place = (k: number, x: number, y: number) => {
    const b = boxes[k];
    out[k].x = Math.min(b.maxX, Math.max(b.minX, x));
    out[k].y = Math.min(b.maxY, Math.max(b.minY, y));
  };
  out.forEach((p, k) => place(k, p.x, p.y));
  for (let pass = 0; pass < 80; pass++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i];
        const b = out[j];
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let d = Math.hypot(dx, dy);
        if (d >= gap) continue;
        if (d < 1e-6) {
          // Same place after clamping at an edge: part them along a direction set by their order.
          const angle = (2 * Math.PI * (j % 8)) / 8;
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          d = 1;
        }
        const push = (gap - d) / 2 + 0.01;
        place(i, a.x - (dx / d) * push, a.y - (dy / d) * push);
        place(j, b.x + (dx / d) * push, b.y + (dy / d) * push);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}

const QUADRANT_ORDER: readonly Quadrant[] = ['do-now', 'strategic-bet', 'fill-in', 'park'];

/** The value × feasibility quadrant as SVG; the ranked table is its text equivalent. */
export default function QuadrantChart({scored, tableId}: Props): ReactNode {
  const id = stableId('use-case-matrix-chart');
  const counts = countByQuadrant(scored);
  const mid = toX(QUADRANT_THRESHOLD);
  const midY = toY(QUADRANT_THRESHOLD);
  const positions = chartPositions(scored);
  const moved = positions.some(({s, x, y}) => Math.hypot(x - toX(s.feasibility), y - toY(s.value)) > 0.5);
  // The largest distance of a drawn circle from its exact scores, in units of the 1 to 5 scale, rounded up (u30m M-7).
  const perUnit = toX(2) - toX(1);
  const furthest = Math.ceil(Math.max(0, ...positions.map(({s, x, y}) => Math.hypot(x - toX(s.feasibility), y - toY(s.value)) / perUnit)) * 100) / 100;
  const overlapping = positions.some((a, i) =>
    positions.slice(i + 1).some((b) => Math.hypot(a.x - b.x, a.y - b.y) < 2 * POINT_RADIUS),
  );
  const spread = !moved
    ? ''
    : overlapping
      ? ' Circles with equal or close scores were moved apart within their quadrant, away from their exact scores; some still overlap where a quadrant is crowded.'
      : ' Circles with equal or close scores were moved apart within their quadrant, away from their exact scores.';
  const summary =
    scored.length === 0
      ? 'No use cases yet.'
      : `${scored.length} use case${scored.length === 1 ? '' : 's'}: ${QUADRANT_ORDER.map((q) => `${counts[q]} ${QUADRANT_LABELS[q]}`).join(', ')}.${spread} The ranked table lists each one with its scores.`;
  const ticks = [1, 2, 3, 4, 5];
  return (
    <figure className={styles.chartFigure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        aria-details={tableId}>
        <title id={`${id}-t`}>Value by feasibility quadrant</title>
        <desc id={`${id}-d`}>{summary}</desc>
        <rect x={mid} y={PAD} width={SIZE - PAD - mid} height={midY - PAD} className={styles.quadHighlight} />
        <rect x={PAD} y={PAD} width={PLOT} height={PLOT} className={styles.plotFrame} />
        <line x1={mid} y1={PAD} x2={mid} y2={SIZE - PAD} className={styles.divider} />
        <line x1={PAD} y1={midY} x2={SIZE - PAD} y2={midY} className={styles.divider} />
        {ticks.map((t) => (
          <g key={t}>
            <text x={toX(t)} y={TICK_Y} textAnchor="middle" className={styles.tick}>
              {t}
            </text>
            <text x={TICK_X} y={toY(t) + 4} textAnchor="end" className={styles.tick}>
              {t}
            </text>
          </g>
        ))}
        <text x={SIZE / 2} y={BOTTOM_LABEL_Y} textAnchor="middle" className={styles.axisLabel}>
          Feasibility →
        </text>
        <text x={14} y={SIZE / 2} textAnchor="middle" className={styles.axisLabel} transform={`rotate(-90 14 ${SIZE / 2})`}>
          Value →
        </text>
        <text x={SIZE - PAD} y={TOP_LABEL_Y} textAnchor="end" className={styles.quadLabel}>
          {QUADRANT_LABELS['do-now']}
        </text>
        <text x={PAD} y={TOP_LABEL_Y} className={styles.quadLabel}>
          {QUADRANT_LABELS['strategic-bet']}
        </text>
        <text x={SIZE - PAD} y={BOTTOM_LABEL_Y} textAnchor="end" className={styles.quadLabel}>
          {QUADRANT_LABELS['fill-in']}
        </text>
        <text x={PAD} y={BOTTOM_LABEL_Y} className={styles.quadLabel}>
          {QUADRANT_LABELS.park}
        </text>
        {positions.map(({s, x, y}) => (
          <g key={s.useCase.id}>
            <title>{`${s.rank}. ${s.useCase.name}: value ${s.value.toFixed(2)}, feasibility ${s.feasibility.toFixed(2)}`}</title>
            <circle cx={x} cy={y} r={POINT_RADIUS} className={styles.point} />
            <text x={x} y={y + 4} textAnchor="middle" className={styles.pointLabel}>
              {s.rank}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={styles.chartCaption}>
        Each circle is a use case, numbered by its rank in the table of ranked use cases.
        {moved &&
          ` Circles with equal or close scores were moved apart within their quadrant, up to ${furthest.toFixed(2)} away from their exact scores on the 1 to 5 scale; the table gives the exact numbers.`}
      </figcaption>
    </figure>
  );
}
