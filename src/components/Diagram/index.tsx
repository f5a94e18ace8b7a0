import {createContext, useContext, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Point = readonly [number, number];

/** Lets Arrow find the arrowhead marker of the diagram it is drawn in. */
const MarkerContext = createContext<string>('');

export type DiagramProps = {
  /** Short name, read first by screen readers. */
  readonly title: string;
  /** The text alternative: what the diagram shows, in a sentence or two. */
  readonly description: string;
  readonly width: number;
  readonly height: number;
  /** Optional visible caption under the figure. */
  readonly caption?: ReactNode;
  readonly children: ReactNode;
};

/**
 * An accessible, theme-aware SVG figure. Colours come from CSS custom properties,
 * so every diagram reads in light and dark mode without per-diagram styling.
 */
export default function Diagram({title, description, width, height, caption, children}: DiagramProps): ReactNode {
  // useId is safe here (src/lib/ids): the id and every reference to it render together and never change, so the
  // browser never writes them after hydration; the server's ids stay, on Preact too. Any conditional use: stableId.
  const id = useId().replace(/:/g, '');
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const markerId = `${id}-arrow`;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        preserveAspectRatio="xMidYMid meet">
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
          </marker>
        </defs>
        <MarkerContext.Provider value={markerId}>{children}</MarkerContext.Provider>
      </svg>
      <figcaption className={styles.caption}>{caption ?? title}</figcaption>
    </figure>
  );
}

export type BoxProps = {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly label: string;
  readonly sublabel?: string;
  readonly accent?: boolean;
  readonly dashed?: boolean;
};

export function Box({x, y, width, height, label, sublabel, accent = false, dashed = false}: BoxProps): ReactNode {
  const cx = x + width / 2;
  const cy = y + height / 2;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={8}
        className={clsx(styles.box, accent && styles.accent, dashed && styles.dashed)}
      />
      <text x={cx} y={sublabel ? cy - 4 : cy + 5} textAnchor="middle" className={clsx(styles.text, styles.bold)}>
        {label}
      </text>
      {sublabel && (
        <text x={cx} y={cy + 14} textAnchor="middle" className={clsx(styles.text, styles.small, styles.muted)}>
          {sublabel}
        </text>
      )}
    </g>
  );
}

export type ArrowProps = {
  readonly from: Point;
  readonly to: Point;
  readonly label?: string;
  readonly dashed?: boolean;
  readonly bidirectional?: boolean;
};

export function Arrow({from, to, label, dashed = false, bidirectional = false}: ArrowProps): ReactNode {
  const markerId = useContext(MarkerContext);
  const marker = `url(#${markerId})`;
  const [x1, y1] = from;
  const [x2, y2] = to;
  return (
    <g>
      <line
        x1={x1}
        y1={y1}
        x2={x2}
        y2={y2}
        className={clsx(styles.arrow, dashed && styles.dashed)}
        markerEnd={marker}
        markerStart={bidirectional ? marker : undefined}
      />
      {label && (
        <text x={(x1 + x2) / 2} y={(y1 + y2) / 2 - 6} textAnchor="middle" className={clsx(styles.text, styles.small, styles.muted)}>
          {label}
        </text>
      )}
    </g>
  );
}

export type LabelProps = {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly muted?: boolean;
  readonly bold?: boolean;
  readonly anchor?: 'start' | 'middle' | 'end';
};

export function Label({x, y, text, muted = false, bold = false, anchor = 'middle'}: LabelProps): ReactNode {
  return (
    <text x={x} y={y} textAnchor={anchor} className={clsx(styles.text, muted && styles.muted, bold && styles.bold)}>
      {text}
    </text>
  );
}

export type CircleProps = {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly label?: string;
  readonly accent?: boolean;
};

export function Circle({cx, cy, r, label, accent = false}: CircleProps): ReactNode {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className={clsx(styles.box, accent && styles.accent)} />
      {label && (
        <text x={cx} y={cy + 5} textAnchor="middle" className={clsx(styles.text, styles.bold)}>
          {label}
        </text>
      )}
    </g>
  );
}
