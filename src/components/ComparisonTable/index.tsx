import {isValidElement, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import HydrationGate from '@site/src/components/HydrationGate';
import {assertTableShape, booleanLabel} from './table';
import styles from './styles.module.css';
import a11y from '@site/src/css/a11y.module.css';

export type ComparisonRow = {
  /** Row header (first cell, `th scope="row"`). */
  readonly label: string;
  /** One cell per column. `true` / `false` render as "Included" / "Not included". */
  readonly cells: readonly ReactNode[];
};

export type ComparisonTableProps = {
  /** Visible caption: says what is compared. Also names the scrollable region. */
  readonly caption: string;
  /** Header of the row-label column, e.g. "Feature". */
  readonly rowHeader: string;
  /** Column headers, e.g. package names. */
  readonly columns: readonly string[];
  readonly rows: readonly ComparisonRow[];
  /** Index into `columns` of a column to emphasize. */
  readonly highlightColumn?: number;
  /** Short visible note on the highlighted column, e.g. "Usual starting point". */
  readonly highlightLabel?: string;
};

function renderCell(value: ReactNode): ReactNode {
  if (typeof value === 'boolean') {
    return (
      <span className={value ? styles.yes : styles.no}>
        <span aria-hidden="true">{value ? '✓ ' : '– '}</span>
        {booleanLabel(value)}
      </span>
    );
  }
  if (value === null || value === undefined || value === '') {
    return <span className={styles.no}>Not included</span>;
  }
  if (Array.isArray(value) && !isValidElement(value)) {
    return (
      <ul className={styles.cellList}>
        {value.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  }
  return value;
}

/**
 * An accessible comparison table: visible caption, column and row headers with `scope`, an
 * optional highlighted column, and a horizontally scrollable, keyboard-focusable wrapper so wide
 * tables stay usable on small screens.
 */
export default function ComparisonTable({
  caption,
  rowHeader,
  columns,
  rows,
  highlightColumn,
  highlightLabel,
}: ComparisonTableProps): ReactNode {
  // useId is safe here (src/lib/ids): the id and every reference to it render together and never change, so the
  // browser never writes them after hydration; the server's ids stay, on Preact too. Any conditional use: stableId.
  const captionId = useId();
  assertTableShape(columns.length, rows, highlightColumn);
  const isHighlighted = (i: number) => i === highlightColumn;
  // Wide enough that cells stay readable; narrower screens scroll inside the region.
  const minWidth = `${8 + columns.length * 7}rem`;
  // A table can be most of a page's markup: on Preact it hydrates in a task of its own.
  return (
    <HydrationGate name={captionId}>
      <div className={styles.wrapper}>
        {/* The visible caption sits outside the scroller so it never scrolls away; the real caption is for assistive tech. */}
        <p className={styles.captionVisible} aria-hidden="true">
          {caption}
        </p>
        <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table} style={{minWidth}}>
            <caption id={captionId} className={a11y.visuallyHidden}>
              {caption}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.rowHeaderCol}>
                  {rowHeader}
                </th>
                {columns.map((column, i) => (
                  <th key={column} scope="col" className={clsx(isHighlighted(i) && styles.highlight)}>
                    {column}
                    {isHighlighted(i) && highlightLabel ? <span className={styles.badge}>{highlightLabel}</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell, i) => (
                    <td key={i} className={clsx(isHighlighted(i) && styles.highlight)}>
                      {renderCell(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </HydrationGate>
  );
}
