/** Plain logic behind ComparisonTable, kept free of React so it is easy to test. */

export type CellValue = string | number | boolean | null | undefined;

/** Text a screen reader hears (and a reader sees) for yes/no cells. */
export function booleanLabel(value: boolean): string {
  return value ? 'Included' : 'Not included';
}

/**
 * Checks the table's shape: every row has one cell per column and a highlighted column index,
 * when given, points at a column. Throws with a message that names the bad row, so an authoring
 * mistake fails loudly at build time instead of shipping a misaligned table.
 */
export function assertTableShape(
  columnCount: number,
  rows: readonly {readonly label: string; readonly cells: readonly unknown[]}[],
  highlightColumn?: number,
): void {
  if (columnCount < 1) throw new Error('ComparisonTable needs at least one column');
  for (const row of rows) {
    if (row.cells.length !== columnCount) {
      throw new Error(`ComparisonTable row "${row.label}" has ${row.cells.length} cells, expected ${columnCount}`);
    }
  }
  if (highlightColumn !== undefined && (!Number.isInteger(highlightColumn) || highlightColumn < 0 || highlightColumn >= columnCount)) {
    throw new Error(`ComparisonTable highlightColumn ${highlightColumn} is outside 0..${columnCount - 1}`);
  }
}
